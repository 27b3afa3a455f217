import Foundation
@testable import Symbols

enum SymbolPaths {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// `../shared`: seeds, corpus and foreign guides, beside the checkout in CI.
    static let shared = repository.deletingLastPathComponent().appendingPathComponent("shared").path
    static let groups = ["seeds", "corpus", "foreign"]
    /// Where generated pictures go (ignored by git).
    static let output = repository.appendingPathComponent(".build/symbols").path

    static func guides(in group: String) -> [String] {
        let folder = "\(shared)/\(group)"
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
    }
}

/// One SF Symbol name found in a guide.
struct SymbolUse: Hashable {
    enum Kind: String { case code, string, table }
    var group: String
    var kind: Kind
    var name: String
    var file: String
    var line: Int
}

/// The guides' SF Symbol uses, by the rules of `scripts/symbol-survey`
/// (which documents them; change both together):
/// - `systemName: "x"` / `systemImage: "x"` in swift blocks;
/// - other symbol-shaped string literals in guides whose code passes a
///   variable to `systemName:`/`systemImage:` (dotted, or a word some guide
///   uses directly as a symbol);
/// - backticked names in a markdown table's Symbol column (`x` / `.fill`).
enum SymbolSurvey {
    static let name = "[a-z][a-z0-9]*(?:\\.[a-z0-9]+)*"
    static let direct = regex("\\b(?:systemName|systemImage)\\s*:\\s*\"(\(name))\"")
    static let indirect = regex("\\b(?:systemName|systemImage)\\s*:\\s*[^\"\\s)]")
    static let literal = regex("(?<![\\w\\\\])\"(\(name))\"")
    static let notSymbol = regex("(?:\\b(?:Text|Image|Color|UIColor|custom|named|LocalizedStringKey|forKey|key|id)\\s*\\(?\\s*:?\\s*)$")
    static let backtick = regex("`([^`]+)`")
    static let whole = regex("^\(name)$")
    static let suffix = regex("^\\.\(name)$")

    static func regex(_ pattern: String) -> NSRegularExpression {
        try! NSRegularExpression(pattern: pattern)
    }

    /// Every use in the given groups (vocabulary shared across all of them).
    static func uses(groups: [String] = SymbolPaths.groups) -> [SymbolUse] {
        struct Guide { var group, path: String; var code: [(Int, String)]; var direct: [(Int, String, Int)]; var tables: [(Int, String)] }
        var guides: [Guide] = []
        var vocabulary = Set<String>()
        for group in groups {
            for path in SymbolPaths.guides(in: group) {
                let lines = ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").components(separatedBy: "\n")
                let code = swiftLines(lines)
                let literals = code.flatMap { number, text in
                    matches(Self.direct, in: text).map { (number, $0.0, $0.1) }
                }
                let tables = tableNames(lines)
                vocabulary.formUnion(literals.map { $0.1 })
                vocabulary.formUnion(tables.map { $0.1 })
                guides.append(Guide(group: group, path: path, code: code, direct: literals, tables: tables))
            }
        }
        var uses: [SymbolUse] = []
        for guide in guides {
            uses += guide.direct.map { SymbolUse(group: guide.group, kind: .code, name: $0.1, file: guide.path, line: $0.0) }
            uses += guide.tables.map { SymbolUse(group: guide.group, kind: .table, name: $0.1, file: guide.path, line: $0.0) }
            guard guide.code.contains(where: { !matches(indirect, in: $0.1, group: 0).isEmpty }) else { continue }
            let directAt = Set(guide.direct.map { "\($0.0):\($0.2)" })
            for (number, text) in guide.code {
                // A trailing comment is dropped unless it holds a quote (then the line is kept whole).
                let parts = text.components(separatedBy: "//")
                let line = parts.count > 1 && !parts.dropFirst().joined(separator: "//").contains("\"") ? parts[0] : text
                for (found, offset) in matches(literal, in: line) {
                    let prefix = String(line.utf16.prefix(offset - 1)) ?? ""
                    if directAt.contains("\(number):\(offset)") || !matches(notSymbol, in: prefix, group: 0).isEmpty { continue }
                    if found.contains(".") || vocabulary.contains(found) {
                        uses.append(SymbolUse(group: guide.group, kind: .string, name: found, file: guide.path, line: number))
                    }
                }
            }
        }
        return uses
    }

    /// (text, UTF-16 offset) of each match's capture group.
    static func matches(_ regex: NSRegularExpression, in text: String, group: Int = 1) -> [(String, Int)] {
        let string = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: string.length)).map {
            (string.substring(with: $0.range(at: group)), $0.range(at: group).location)
        }
    }

    /// (line number, text) of lines inside ```swift fences.
    static func swiftLines(_ lines: [String]) -> [(Int, String)] {
        var inside = false
        var result: [(Int, String)] = []
        for (index, line) in lines.enumerated() {
            let stripped = line.trimmingCharacters(in: .whitespaces)
            if stripped.hasPrefix("```") {
                inside = !inside && stripped.dropFirst(3).trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("swift")
                continue
            }
            if inside { result.append((index + 1, line)) }
        }
        return result
    }

    /// (line number, name) of backticked names in tables' Symbol columns.
    static func tableNames(_ lines: [String]) -> [(Int, String)] {
        var column: Int?
        var result: [(Int, String)] = []
        for (index, line) in lines.enumerated() {
            guard line.trimmingCharacters(in: .whitespaces).hasPrefix("|") else { column = nil; continue }
            var row = line.trimmingCharacters(in: .whitespaces)
            while row.hasPrefix("|") { row.removeFirst() }
            while row.hasSuffix("|") { row.removeLast() }
            let cells = row.components(separatedBy: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let current = column else {
                column = cells.firstIndex { $0.range(of: "symbol", options: .caseInsensitive) != nil } ?? -1
                continue
            }
            guard current >= 0, current < cells.count, !cells[current].allSatisfy({ "-: ".contains($0) }) else { continue }
            var base: String?
            for (token, _) in matches(backtick, in: cells[current]) {
                let token = token.trimmingCharacters(in: .whitespaces)
                if token.hasPrefix("."), let stem = base, !matches(suffix, in: token, group: 0).isEmpty {
                    result.append((index + 1, stem + token))
                } else if !matches(whole, in: token, group: 0).isEmpty {
                    base = token
                    result.append((index + 1, token))
                }
            }
        }
        return result
    }
}

/// Names ranked by uses, most used first (ties by name).
func ranked(_ uses: [SymbolUse]) -> [(name: String, count: Int)] {
    Dictionary(grouping: uses, by: \.name).map { ($0.key, $0.value.count) }
        .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
}
