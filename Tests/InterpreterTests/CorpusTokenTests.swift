import DesignModel
import Foundation
import Interpreter
import Testing

/// Token extraction over the 130 corpus guides, checked against counts made
/// independently here: a line scan of each guide's `extension Color` blocks.
@Suite struct CorpusTokenTests {
    /// Static members declared directly inside `extension Color { ... }` (or
    /// `extension ShapeStyle where Self == Color`, whose statics are colours
    /// written `.name` too), found by brace depth: several per line (`;`) and
    /// one-line extensions included.
    static func declaredColorStatics(in path: String) -> [String] {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var names: [String] = []
        var depth = 0
        var colorExtensionDepth: Int?
        for line in text.components(separatedBy: "\n") {
            let code = line.components(separatedBy: "//").first ?? ""
            var statement = ""
            func endStatement() {
                let trimmed = statement.trimmingCharacters(in: .whitespaces)
                if depth == 0, trimmed.hasPrefix("extension Color") || trimmed.hasPrefix("extension ShapeStyle where Self == Color") {
                    colorExtensionDepth = 1
                }
                if colorExtensionDepth == depth, depth == 1 {
                    for keyword in ["static let ", "static var ", "static func "] where trimmed.hasPrefix(keyword) {
                        let rest = trimmed.dropFirst(keyword.count)
                        names.append(String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                    }
                }
                statement = ""
            }
            for character in code {
                switch character {
                case "{":
                    endStatement()
                    depth += 1
                case "}":
                    endStatement()
                    depth = max(depth - 1, 0)
                    if depth == 0 { colorExtensionDepth = nil }
                case ";":
                    endStatement()
                default:
                    statement.append(character)
                }
            }
            endStatement()
        }
        return names
    }

    @Test func noColourTokenIsSilentlyDropped() throws {
        let guides = Paths.corpusGuides
        try #require(guides.count == 130)
        for guide in guides {
            let declared = Self.declaredColorStatics(in: guide)
            let extraction = extractTokens(ofGuide: guide)
            let tokens = extraction.tokens
            // (Gradient tokens come from `extension LinearGradient`, counted apart.)
            let accounted = tokens.colors.map(\.name) + tokens.ramps.map(\.name) + tokens.palettes.map(\.name)
                + tokens.colorFunctions.map(\.name)
            #expect(accounted.sorted() == declared.sorted(), "\(guide)")
            // Unresolved tokens are reported, never silent.
            for token in tokens.colors where token.value == nil {
                #expect(extraction.diagnostics.contains { $0.message.contains("'\(token.name)'") }, "\(guide): \(token.name)")
            }
        }
    }

    @Test func everyCorpusColourResolves() {
        var unresolved: [String] = []
        for guide in Paths.corpusGuides {
            unresolved += extractTokens(ofGuide: guide).tokens.colors.filter { $0.value == nil }.map { "\(guide): \($0.name)" }
        }
        #expect(unresolved.isEmpty, "\(unresolved)")
    }

    /// `static let x = Color(red: r, green: g, blue: b) // #RRGGBB` lines of
    /// `extension Color` where a channel differs by more than 1, computed
    /// here from the literal numbers.
    static func hexMismatches(in path: String) -> Set<String> {
        let declared = Set(declaredColorStatics(in: path))
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var names: Set<String> = []
        for line in text.components(separatedBy: "\n") {
            guard let declaration = line.range(of: "static let "), let open = line.range(of: "Color(red: "),
                  let hash = line.range(of: "// #") else { continue }
            let name = String(line[declaration.upperBound...].prefix { $0.isLetter || $0.isNumber })
            guard declared.contains(name) else { continue }
            let arguments = line[open.upperBound...].prefix { $0 != ")" }
            let numbers = arguments.components(separatedBy: ",").compactMap { part in
                Double(part.components(separatedBy: ":").last!.trimmingCharacters(in: .whitespaces))
            }
            let hex = line[hash.upperBound...].prefix(6)
            guard numbers.count == 3, hex.count == 6, let value = Int(hex, radix: 16) else { continue }
            let stated = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF]
            let computed = numbers.map { Int(($0 * 255).rounded()) }
            if zip(stated, computed).contains(where: { abs($0 - $1) > 1 }) { names.insert(name) }
        }
        return names
    }

    @Test func hexCommentCheckFlagsExactlyTheMismatches() {
        var expected: [String] = []
        var flagged: [String] = []
        for guide in Paths.corpusGuides {
            expected += Self.hexMismatches(in: guide).map { "\(guide):\($0)" }
            flagged += extractTokens(ofGuide: guide).diagnostics.filter { $0.message.contains("comment says") }.compactMap { diagnostic in
                let name = diagnostic.message.split(separator: "'").first.map(String.init) ?? ""
                return "\(guide):\(name)"
            }
        }
        #expect(flagged.sorted() == expected.sorted())
        #expect(flagged.contains { $0.hasSuffix("calm.md:calmStreakGold") })
    }
}
