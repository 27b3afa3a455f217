import Foundation
import HTML

/// A page template from `templates/`: HTML with `{{name}}` placeholders
/// (the value is escaped) and `{{{name}}}` placeholders (the value is
/// inserted as it is: only for markup sitegen rendered itself).
///
/// Templates are read at run time so a user can restyle the site without
/// recompiling. Mistakes are reported with the template's file and line.
public struct Template: Sendable {
    public let path: String
    let segments: [Segment]

    enum Segment: Equatable, Sendable {
        case literal(String)
        case escaped(String, line: Int, column: Int)
        case raw(String, line: Int, column: Int)
    }

    public struct Problem: Error, CustomStringConvertible, Equatable {
        public var path: String
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String { "\(path):\(line):\(column): error: \(message)" }
    }

    /// Reads and parses a template file.
    public init(contentsOf path: String) throws(Problem) {
        guard let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) else {
            throw Problem(path: path, line: 1, column: 1, message: "template not found or not UTF-8 (expected at \(path))")
        }
        try self.init(text, path: path)
    }

    public init(_ text: String, path: String) throws(Problem) {
        self.path = path
        var segments: [Segment] = []
        var literal = ""
        var line = 1
        var column = 1
        var index = text.startIndex

        func advance(over part: Substring) {
            for character in part {
                if character == "\n" { line += 1; column = 1 } else { column += 1 }
            }
        }

        while index < text.endIndex {
            let rest = text[index...]
            guard rest.hasPrefix("{{") else {
                let character = text[index]
                literal.append(character)
                advance(over: rest.prefix(1))
                index = text.index(after: index)
                continue
            }
            let isRaw = rest.hasPrefix("{{{")
            let open = isRaw ? "{{{" : "{{"
            let close = isRaw ? "}}}" : "}}"
            let bodyStart = text.index(index, offsetBy: open.count)
            guard let closeRange = text.range(of: close, range: bodyStart..<text.endIndex) else {
                throw Problem(path: path, line: line, column: column, message: "'\(open)' is never closed with '\(close)'")
            }
            let name = text[bodyStart..<closeRange.lowerBound].trimmingCharacters(in: .whitespaces)
            guard Self.isValidName(name) else {
                throw Problem(path: path, line: line, column: column, message: "'\(open)\(name)\(close)' is not a placeholder name (letters, digits and '_')")
            }
            if !literal.isEmpty {
                segments.append(.literal(literal))
                literal = ""
            }
            segments.append(isRaw ? .raw(name, line: line, column: column) : .escaped(name, line: line, column: column))
            advance(over: text[index..<closeRange.upperBound])
            index = closeRange.upperBound
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        self.segments = segments
    }

    private static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// Every placeholder must be one the caller supplies; reports the first
    /// that is not, so a typo in a template fails the build with its line.
    public func validate(against names: Set<String>) throws(Problem) {
        for segment in segments {
            switch segment {
            case .literal:
                continue
            case .escaped(let name, let line, let column), .raw(let name, let line, let column):
                if !names.contains(name) {
                    let known = names.sorted().joined(separator: ", ")
                    throw Problem(path: path, line: line, column: column, message: "unknown placeholder '\(name)' (known: \(known))")
                }
            }
        }
    }

    /// Fills the placeholders. Call `validate(against:)` first: a name with
    /// no value renders as nothing.
    public func render(_ values: [String: String]) -> String {
        var output = ""
        for segment in segments {
            switch segment {
            case .literal(let text):
                output += text
            case .escaped(let name, _, _):
                output += Escaping.attribute(values[name] ?? "")
            case .raw(let name, _, _):
                output += values[name] ?? ""
            }
        }
        return output
    }
}
