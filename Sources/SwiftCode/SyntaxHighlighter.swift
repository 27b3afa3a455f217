import SwiftIDEUtils
import SwiftSyntax

/// What a highlighted run of Swift source is, for colouring.
public enum HighlightKind: String, Sendable, CaseIterable {
    case keyword, type, string, number, comment, attribute
}

/// A run of source text, with its kind when it is coloured.
public struct HighlightedRun: Hashable, Sendable {
    public var text: String
    public var kind: HighlightKind?

    public init(_ text: String, _ kind: HighlightKind?) {
        self.text = text
        self.kind = kind
    }
}

/// Splits Swift source into coloured runs using SwiftIDEUtils' syntax
/// classification (the same classifier SourceKit-LSP uses).
public enum SyntaxHighlighter {
    public static func highlight(_ source: SwiftSource) -> [HighlightedRun] {
        let bytes = Array(source.text.utf8)
        var runs: [HighlightedRun] = []
        var cursor = 0

        func append(_ start: Int, _ end: Int, _ kind: HighlightKind?) {
            guard end > start else { return }
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            if let last = runs.last, last.kind == kind {
                runs[runs.count - 1].text += text
            } else {
                runs.append(HighlightedRun(text, kind))
            }
        }

        for classified in source.syntax.classifications {
            let start = classified.range.lowerBound.utf8Offset
            let end = min(classified.range.upperBound.utf8Offset, bytes.count)
            append(cursor, start, nil)
            append(start, end, kind(of: classified.kind, text: bytes[start..<end]))
            cursor = max(cursor, end)
        }
        append(cursor, bytes.count, nil)
        return runs
    }

    private static func kind(of classification: SyntaxClassification, text: ArraySlice<UInt8>) -> HighlightKind? {
        switch classification {
        case .keyword, .ifConfigDirective:
            return .keyword
        case .type:
            return .type
        case .identifier:
            // SwiftParser classifies syntactically: `Color` in `Color(red:...)`
            // is an identifier. Swift's naming convention makes capitalised
            // identifiers types, which is what a reader expects coloured.
            if let first = text.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) {
                return .type
            }
            return nil
        case .stringLiteral, .regexLiteral:
            return .string
        case .integerLiteral, .floatLiteral:
            return .number
        case .lineComment, .blockComment, .docLineComment, .docBlockComment:
            return .comment
        case .attribute:
            return .attribute
        default:
            return nil
        }
    }
}
