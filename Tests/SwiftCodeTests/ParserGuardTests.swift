import Foundation
@testable import SwiftCode
import SwiftParser
import SwiftSyntax
import Testing

/// Guide code cannot reach SwiftParser's two known faults: an exponential
/// lookahead on nested `[`, and a trap in its diagnostics on an invalid
/// character next to an operator (both found by the fuzzer).
@Suite struct ParserGuardTests {
    @Test func deeplyNestedBracketsAreNotParsedButSaidWhere() {
        let code = "let fine = [[1]]\nlet x = " + String(repeating: "[", count: 40) + "\n"
        let start = Date()
        let source = SwiftSource(text: code, file: "g.md", firstLine: 10, firstColumn: 1)
        #expect(Date().timeIntervalSince(start) < 1)
        let warnings = source.syntaxDiagnostics().map(\.description)
        #expect(warnings == ["g.md:11:25: warning: Swift code nests '[' more than 16 deep; sitegen does not read this block"], "\(warnings)")
        #expect(source.syntax.statements.isEmpty)
        // Still shown: highlighting keeps the text.
        #expect(SyntaxHighlighter.highlight(source).map(\.text).joined() == code)
    }

    @Test func bracketsInStringsAndCommentsDoNotCount() {
        let deep = String(repeating: "[", count: 30)
        let code = "let a = \"\(deep)\"\n// \(deep)\n/* \(deep) */\nlet b = #\"\(deep)\"#\nlet c = \"\"\"\n\(deep)\n\"\"\"\nlet d = [[[1]]]\n"
        #expect(ParserGuards.bracketDepthExceeded(in: code) == nil)
        #expect(!SwiftSource(text: code).syntax.statements.isEmpty)
    }

    @Test func invalidCharactersBesideOperatorsAreReadAsSpaces() {
        for character in ["\u{0}", "\u{7F}", "\u{FFFD}", "\u{0B}", "\u{2028}", "\u{E000}"] {
            let code = "let i \(character)= 1\nlet s = \"kept\(character)\"\n"
            let source = SwiftSource(text: code, file: "g.md")
            let warnings = source.syntaxDiagnostics()
            #expect(warnings.contains { $0.description.hasPrefix("g.md:1:7: warning: invalid character in Swift code") }
                        || character == "\u{0B}", "\(character.unicodeScalars.first!.value): \(warnings)")
            // The declaration is read; the string keeps its character.
            #expect(source.syntax.statements.count == 2)
            #expect(source.syntax.description.contains("kept\(character)"))
            #expect(source.text == code)
        }
    }

    /// Trivia of plain whitespace is not taken apart; the guard must still
    /// find every odd piece, beside whitespace, in comments' neighbourhood
    /// and at both ends, as reading every piece of every token does.
    @Test func findsOddTriviaBesideWhitespace() {
        func reference(_ text: String) -> [Int] {
            var offsets: [Int] = []
            for token in Parser.parse(source: text).tokens(viewMode: .all) {
                var offset = token.position.utf8Offset
                for piece in token.leadingTrivia {
                    switch piece { case .unexpectedText, .verticalTabs, .formfeeds: offsets.append(offset); default: break }
                    offset += piece.sourceLength.utf8Length
                }
                offset = token.endPositionBeforeTrailingTrivia.utf8Offset
                for piece in token.trailingTrivia {
                    switch piece { case .unexpectedText, .verticalTabs, .formfeeds: offsets.append(offset); default: break }
                    offset += piece.sourceLength.utf8Length
                }
            }
            return offsets
        }
        let odd = ["\u{0B}", "\u{0C}", "\u{0}", "\u{7F}", "\u{E000}", "\u{2028}", "\u{FFFD}"]
        var texts: [String] = []
        for character in odd {
            for around in [" ", "\t", "\n", "\r\n", " // c\n", "/* c */", ""] {
                texts += ["\(character)let a = 1", "let a = 1\(around)\(character)", "let a\(around)\(character)\(around)= 1",
                          "f(\(around)\(character)x)\(around)", "\(around)\(character)\(around)\(character)\(around)"]
            }
        }
        for text in texts {
            let tree = Parser.parse(source: text)
            #expect(ParserGuards.withInvalidCharactersAsSpaces(text, tree: tree)?.offsets ?? [] == reference(text), "\(text.debugDescription)")
        }
    }
}
