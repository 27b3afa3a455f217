import Foundation
import Testing
@testable import Symbols

/// How many of the guides' symbol uses get a real icon.
@Suite struct SymbolCoverageTests {
    static let uses = SymbolSurvey.uses()
    let catalog = SymbolCatalog.standard

    struct Coverage: CustomStringConvertible {
        var uses = 0, mappedUses = 0, names = 0, mappedNames = 0
        var unmapped: [(name: String, count: Int)] = []
        var useRatio: Double { Double(mappedUses) / Double(max(uses, 1)) }

        var description: String {
            let top = unmapped.prefix(10).map { "\($0.name) \($0.count)" }.joined(separator: ", ")
            let percent = { (part: Int, whole: Int) in String(format: "%.1f%%", 100 * Double(part) / Double(max(whole, 1))) }
            return "uses \(mappedUses)/\(uses) = \(percent(mappedUses, uses)), names \(mappedNames)/\(names) = \(percent(mappedNames, names)); unmapped: \(top)"
        }
    }

    func coverage(_ uses: [SymbolUse]) -> Coverage {
        var result = Coverage()
        for (name, count) in ranked(uses) {
            result.uses += count
            result.names += 1
            if catalog.glyph(for: name) != nil {
                result.mappedUses += count
                result.mappedNames += 1
            } else {
                result.unmapped.append((name, count))
            }
        }
        return result
    }

    @Test func surveyFindsTheGuidesSymbols() {
        // Seeds, corpus and foreign guides hold ~4,000 uses of ~470 names; a
        // sharp drop means the survey or the guides changed.
        #expect(Self.uses.count > 3_500)
        #expect(Set(Self.uses.map(\.name)).count > 400)
        #expect(Self.uses.contains { $0.kind == .string && $0.name == "heart.fill" })
        #expect(Self.uses.contains { $0.kind == .table && $0.name == "circle.dashed.fill" })  // `circle.dashed` / `.fill`
    }

    @Test func atLeast95PercentOfSeedAndCorpusUsesMap() {
        let result = coverage(Self.uses.filter { $0.group != "foreign" })
        print("Symbols, seeds + corpus: \(result)")
        for group in SymbolPaths.groups {
            print("Symbols, \(group): \(coverage(Self.uses.filter { $0.group == group }))")
        }
        #expect(result.useRatio >= 0.95, "\(result)")
    }

    @Test func foreignGuidesAreMeasured() {
        let result = coverage(Self.uses.filter { $0.group == "foreign" })
        print("Symbols, foreign: \(result)")
        // Real libraries' code, not our family of guides: a looser floor.
        #expect(result.useRatio >= 0.9, "\(result)")
    }

    /// The Swift survey and scripts/symbol-survey apply the same rules.
    @Test func surveyMatchesTheScript() throws {
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
        try #require(python != nil, "no python3 to run scripts/symbol-survey")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python!)
        process.arguments = [SymbolPaths.repository.appendingPathComponent("scripts/symbol-survey").path, "--tsv"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let script = String(decoding: data, as: UTF8.self).split(separator: "\n").map { line -> String in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return "\(fields[0]) \(fields[1]) \(fields[2])"
        }
        let swift = Self.uses.map { "\($0.group) \($0.kind.rawValue) \($0.name)" }
        #expect(script.sorted() == swift.sorted())
    }
}
