import SwiftSyntax

/// Two faults of SwiftParser that guide code can reach
/// (found by fuzzing), guarded here so no guide can trap or hang sitegen:
///
/// - Nested `[`s make its type lookahead exponential (16 levels take a
///   quarter of a second, 30 take hours): code nesting them deeper than
///   `maximumBracketDepth` is not parsed.
/// - Its diagnostic generator traps ("A Fix-It must have at least one
///   change") on an invalid character or odd whitespace (NUL, DEL, U+FFFD,
///   a vertical tab...) next to an operator: such characters outside strings
///   and comments, which the lexer keeps as trivia, are read as spaces of
///   the same length, so every position in the code stays where it was.
enum ParserGuards {
    static let maximumBracketDepth = 16

    /// How deep the parser follows nested code before it reports an error:
    /// its release default, given explicitly so a debug build (whose own
    /// default is 20) reads every guide as the shipped binary does.
    static let maximumNestingLevel = 256

    /// The deepest nesting of `[` outside strings and comments, and the
    /// UTF-8 offset where it first passes `limit` (nil when it does not).
    static func bracketDepthExceeded(in text: String, limit: Int = maximumBracketDepth) -> Int? {
        let bytes = Array(text.utf8)
        var (index, depth) = (0, 0)
        var blockComments = 0
        var quote: (multiline: Bool, hashes: Int)?
        func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        while index < bytes.count {
            let byte = bytes[index]
            if blockComments > 0 {
                if byte == UInt8(ascii: "*"), at(1) == UInt8(ascii: "/") { blockComments -= 1; index += 2; continue }
                if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") { blockComments += 1; index += 2; continue }
                index += 1
                continue
            }
            if let open = quote {
                if byte == UInt8(ascii: "\\"), open.hashes == 0 { index += 2; continue }
                if byte == UInt8(ascii: "\""), !open.multiline || (at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\"")) {
                    let length = open.multiline ? 3 : 1
                    if (0..<open.hashes).allSatisfy({ at(length + $0) == UInt8(ascii: "#") }) {
                        quote = nil
                        index += length + open.hashes
                        continue
                    }
                }
                if byte == UInt8(ascii: "\n"), !open.multiline { quote = nil }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
                blockComments = 1
                index += 2
                continue
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                var hashes = 0
                while at(hashes) == UInt8(ascii: "#") { hashes += 1 }
                guard at(hashes) == UInt8(ascii: "\"") else { index += max(hashes, 1); continue }
                let multiline = at(hashes + 1) == UInt8(ascii: "\"") && at(hashes + 2) == UInt8(ascii: "\"")
                quote = (multiline, hashes)
                index += hashes + (multiline ? 3 : 1)
                continue
            case UInt8(ascii: "["):
                depth += 1
                if depth > limit { return index }
            case UInt8(ascii: "]"):
                depth = max(depth - 1, 0)
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The text with the lexer's unexpected characters and odd whitespace
    /// (vertical tabs, form feeds) outside strings and comments replaced by
    /// spaces of the same UTF-8 length, and where each was; nil when there
    /// are none.
    static func withInvalidCharactersAsSpaces(_ text: String, tree: SourceFileSyntax) -> (text: String, offsets: [Int])? {
        let bytes = Array(text.utf8)
        /// Trivia of nothing but spaces, tabs and line breaks (nearly all of
        /// it) holds none of the pieces looked for, each of which has some
        /// other byte, so it is not taken apart into pieces.
        func isPlainWhitespace(_ start: Int, _ end: Int) -> Bool {
            bytes[min(start, bytes.count)..<min(end, bytes.count)].allSatisfy { byte in
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            }
        }
        var ranges: [Range<Int>] = []
        for token in tree.tokens(viewMode: .all) {
            var offset = token.position.utf8Offset
            for piece in isPlainWhitespace(offset, token.positionAfterSkippingLeadingTrivia.utf8Offset) ? [] : token.leadingTrivia {
                let length = piece.sourceLength.utf8Length
                switch piece {
                case .unexpectedText, .verticalTabs, .formfeeds: ranges.append(offset..<(offset + length))
                default: break
                }
                offset += length
            }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in isPlainWhitespace(offset, token.endPosition.utf8Offset) ? [] : token.trailingTrivia {
                let length = piece.sourceLength.utf8Length
                switch piece {
                case .unexpectedText, .verticalTabs, .formfeeds: ranges.append(offset..<(offset + length))
                default: break
                }
                offset += length
            }
        }
        guard !ranges.isEmpty else { return nil }
        var cleaned = bytes
        for range in ranges where range.upperBound <= cleaned.count {
            for index in range { cleaned[index] = UInt8(ascii: " ") }
        }
        return (String(decoding: cleaned, as: UTF8.self), ranges.map(\.lowerBound))
    }
}
