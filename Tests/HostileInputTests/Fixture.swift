import Foundation
import Testing

/// One hostile guide from `Fixtures/`. Each file starts with an HTML
/// comment saying what it tests and what the build must do with it:
///
///     <!--
///     hostile: Int.max + 1 in a colour token and in a view
///     expect: exit 0, diagnostic
///     name: my guide.md      (optional: the file name to build it under)
///     header: strip          (optional: write only what follows the comment)
///     -->
///
/// `expect` is `exit 0` (built; warnings allowed), `exit 1` (a guide had
/// errors) or `exit 0 or 1`, then optionally `diagnostic` (a warning or
/// error naming this file, with line and column) or `error` (an error).
///
/// Large or binary bodies are written as macros, expanded when the test
/// writes the guide: `{{repeat N:TEXT}}` (TEXT N times, `\n` a newline) and
/// `{{bytes ff fe 00}}` (raw bytes), so no fixture is large or unreadable.
struct Fixture: Sendable, CustomTestStringConvertible {
    var file: String
    var summary: String
    var exitCodes: Set<Int32>
    var needsDiagnostic: Bool
    var needsError: Bool
    /// The name the guide is built under (the fixture's own by default).
    var guideName: String
    var contents: Data

    var testDescription: String { file }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every fixture file, parsed; a malformed one fails the suite's
    /// first test instead of stopping the test process.
    static let loaded: [(file: String, fixture: Result<Fixture, any Error>)] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { name in (name, Result { try Fixture(file: name) }) }
    }()

    static let all: [Fixture] = loaded.compactMap { try? $0.fixture.get() }

    struct Malformed: Error, CustomStringConvertible { var description: String }

    init(file: String) throws {
        self.file = file
        let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
        guard text.hasPrefix("<!--"), let end = text.range(of: "-->") else {
            throw Malformed(description: "does not start with a <!-- hostile: ... --> comment")
        }
        var fields: [String: String] = [:]
        for line in text[text.index(text.startIndex, offsetBy: 4)..<end.lowerBound].split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            if ["hostile", "expect", "name", "header"].contains(key) {
                fields[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        guard let summary = fields["hostile"], let expect = fields["expect"] else {
            throw Malformed(description: "the comment needs 'hostile:' and 'expect:' lines")
        }
        self.summary = summary
        let words = expect.replacingOccurrences(of: ",", with: " ").split(separator: " ").map(String.init)
        exitCodes = Set(words.compactMap(Int32.init))
        guard !exitCodes.isEmpty, exitCodes.isSubset(of: [0, 1]) else {
            throw Malformed(description: "'expect:' needs 'exit 0', 'exit 1' or 'exit 0 or 1'")
        }
        needsError = words.contains("error")
        needsDiagnostic = needsError || words.contains("diagnostic")
        guideName = fields["name"] ?? file
        var body = text
        if fields["header"] == "strip" {
            body = String(text[end.upperBound...].drop { $0 == "\n" })
        }
        contents = try Self.expand(body)
    }

    /// Expands `{{repeat N:TEXT}}` and `{{bytes HEX...}}`.
    static func expand(_ text: String) throws -> Data {
        var data = Data()
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            data.append(contentsOf: rest[..<open.lowerBound].utf8)
            guard let close = rest[open.upperBound...].range(of: "}}") else { throw Malformed(description: "unclosed {{") }
            let macro = rest[open.upperBound..<close.lowerBound]
            if macro.hasPrefix("repeat "), let colon = macro.firstIndex(of: ":"),
               let count = Int(macro[macro.index(macro.startIndex, offsetBy: 7)..<colon].replacingOccurrences(of: "_", with: "")) {
                let unit = macro[macro.index(after: colon)...].replacingOccurrences(of: "\\n", with: "\n")
                data.append(contentsOf: String(repeating: unit, count: count).utf8)
            } else if macro.hasPrefix("bytes ") {
                for hex in macro.dropFirst(6).split(separator: " ") {
                    guard let byte = UInt8(hex, radix: 16) else { throw Malformed(description: "bad byte '\(hex)'") }
                    data.append(byte)
                }
            } else {
                throw Malformed(description: "unknown macro {{\(macro)}}")
            }
            rest = rest[close.upperBound...]
        }
        data.append(contentsOf: rest.utf8)
        return data
    }
}
