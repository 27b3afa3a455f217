import SwiftCode
import Testing

@Suite struct SyntaxHighlighterTests {
    let source = SwiftSource(text: """
        @State private var count: Int = 42 // a comment
        let color = Color(red: 0.5, green: 1, blue: 0)
        let label = "Hi \\(count)"
        """)

    @Test func runsReassembleTheSourceExactly() {
        let runs = SyntaxHighlighter.highlight(source)
        #expect(runs.map(\.text).joined() == source.text)
    }

    @Test func classifiesEachKind() {
        let runs = SyntaxHighlighter.highlight(source)
        func kind(of text: String) -> HighlightKind? {
            runs.first { $0.text.contains(text) }?.kind
        }
        #expect(kind(of: "@State") == .attribute)
        #expect(kind(of: "private") == .keyword)
        #expect(kind(of: "Int") == .type)
        #expect(kind(of: "Color") == .type)
        #expect(kind(of: "42") == .number)
        #expect(kind(of: "0.5") == .number)
        #expect(kind(of: "// a comment") == .comment)
        #expect(kind(of: "Hi ") == .string)
        #expect(kind(of: "count)") == nil || kind(of: "count)") != .type)
    }

    @Test func locationsAreGuideFileLinesAndColumns() {
        let block = SwiftSource(text: "let a = 1\n  let b = 2\n", file: "guide.md", firstLine: 10, firstColumn: 3)
        let second = block.syntax.statements.dropFirst().first!
        let location = block.location(of: second)
        #expect(location.description == "guide.md:11:5")
    }

    @Test func brokenCodeStillParsesWithErrorsFlagged() {
        let broken = SwiftSource(text: "struct X: View { var body: some View { Text(\"a\" }")
        #expect(broken.hasSyntaxErrors)
        #expect(SyntaxHighlighter.highlight(broken).map(\.text).joined() == broken.text)
    }
}

@Suite struct SyntaxDiagnosticsTests {
    @Test func parserMessagesPointIntoTheGuide() {
        let block = SwiftSource(text: "let a = f(1\nlet b = 2\n", file: "g.md", firstLine: 20)
        let messages = block.syntaxDiagnostics().map(\.description)
        #expect(messages == ["g.md:20:12: warning: Swift syntax: expected ')' to end function call"])
    }

    @Test func cleanCodeHasNone() {
        #expect(SwiftSource(text: "let a = 1\n").syntaxDiagnostics().isEmpty)
    }
}
