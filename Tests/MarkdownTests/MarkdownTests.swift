import Foundation
import Synchronization
import Guards
import Markdown
import SnapshotTesting
import Testing

@Suite struct MarkdownTests {
    static let fixture: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/sample.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    @Test func fixtureTreeMatchesSnapshot() {
        #expect(!Self.fixture.isEmpty)
        let treeDump = Snapshotting<String>.lines.pullback { (document: MarkdownDocument) in document.treeDump }
        assertSnapshot(of: MarkdownDocument(parsing: Self.fixture), as: treeDump, named: "sample")
    }

    @Test func headingsCarryLevelAndSourcePosition() throws {
        let document = MarkdownDocument(parsing: "# Title\n\ntext\n\n### Deep\n")
        #expect(document.blocks.count == 3)
        #expect(document.blocks[0] == Block(.heading(level: 1, content: [.text("Title")]), at: SourcePosition(line: 1, column: 1)))
        #expect(document.blocks[2].position == SourcePosition(line: 5, column: 1))
        guard case .heading(3, let content) = document.blocks[2].kind else {
            Issue.record("expected an h3, got \(document.blocks[2].kind)")
            return
        }
        #expect(content.plainText == "Deep")
    }

    @Test func fencedCodeKeepsInfoStringAndFirstCodeLine() throws {
        let document = MarkdownDocument(parsing: "text\n\n  ```swift title=x\n  let a = 1\n  ```\n")
        guard case .codeBlock(let code) = document.blocks[1].kind else {
            Issue.record("expected a code block")
            return
        }
        #expect(code.info == "swift title=x")
        #expect(code.language == "swift")
        #expect(code.code == "let a = 1\n")
        #expect(code.isFenced)
        #expect(document.blocks[1].position == SourcePosition(line: 3, column: 3))
        #expect(code.firstCodeLine(blockLine: document.blocks[1].position.line) == 4)
    }

    @Test func tablesKeepAlignmentHeaderAndRows() throws {
        let document = MarkdownDocument(parsing: "| A | B |\n|:--|--:|\n| `x` | y |\n| z | w |\n")
        guard case .table(let table) = document.blocks.first?.kind else {
            Issue.record("expected a table")
            return
        }
        #expect(table.alignments == [.left, .right])
        #expect(table.header.map(\.plainText) == ["A", "B"])
        #expect(table.rows.count == 2)
        #expect(table.rows[0].cells[0] == [.code("x")])
        #expect(table.rows[1].position.line == 4)
    }

    @Test func gfmExtensionsAreAttached() {
        let document = MarkdownDocument(parsing: "~~old~~ see www.example.com\n")
        guard case .paragraph(let inlines) = document.blocks.first?.kind else {
            Issue.record("expected a paragraph")
            return
        }
        #expect(inlines.first == .strikethrough([.text("old")]))
        #expect(inlines.contains { if case .link(let destination, _, _) = $0 { destination == "http://www.example.com" } else { false } })
    }

    @Test func parsesOnManyThreadsAtOnceAgree() {
        // Guides are parsed in parallel; every parse must see every extension.
        let source = "A bare URL: https://example.org and ~~gone~~\n\n| a | b |\n|---|:-:|\n| 1 | 2 |\n"
        let expected = MarkdownDocument(parsing: source).treeDump
        let results = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            let dump = MarkdownDocument(parsing: source).treeDump
            results.withLock { $0.append(dump) }
        }
        #expect(results.withLock { $0.count } == 16)
        #expect(results.withLock { $0.allSatisfy { $0 == expected } })
        #expect(expected.contains("link(\"https://example.org\""))
    }

    @Test func rawHTMLStaysDataNotMarkup() {
        let document = MarkdownDocument(parsing: "<script>alert(1)</script>\n\nHi <script>x</script>\n")
        #expect(document.blocks.first?.kind == .htmlBlock("<script>alert(1)</script>\n"))
        guard case .paragraph(let inlines) = document.blocks.last?.kind else {
            Issue.record("expected a paragraph")
            return
        }
        #expect(inlines.contains(.html("<script>")))
    }

    @Test func emptyAndWhitespaceInputsGiveEmptyDocuments() {
        #expect(MarkdownDocument(parsing: "").blocks.isEmpty)
        #expect(MarkdownDocument(parsing: "\n\n   \n").blocks.isEmpty)
    }
}

/// Nesting cmark-gfm accepts but a recursive tree should not hold.
@Suite struct MarkdownNestingTests {
    private func depth(_ blocks: [Block]) -> Int {
        blocks.map { block -> Int in
            switch block.kind {
            case .blockQuote(let children): return 1 + depth(children)
            case .list(let list): return 1 + (list.items.map { depth($0.blocks) }.max() ?? 0)
            case .paragraph(let inlines), .heading(_, let inlines): return depth(inlines)
            default: return 1
            }
        }.max() ?? 0
    }

    private func depth(_ inlines: [Inline]) -> Int {
        inlines.map { inline -> Int in
            switch inline {
            case .emphasis(let content), .strong(let content), .strikethrough(let content), .link(_, _, let content), .image(_, _, let content):
                return 1 + depth(content)
            case .text, .code, .html, .softBreak, .lineBreak:
                return 1
            }
        }.max() ?? 0
    }

    @Test func deepBlockQuotesAreFlattenedWithAWarning() {
        let document = MarkdownDocument(parsing: "# T\n\n" + String(repeating: "> ", count: 2_000) + "deep words\n")
        #expect(depth(document.blocks) <= Limits.markdownNesting + 2)
        #expect(document.warnings.count == 1)
        #expect(document.warnings.first?.position.line == 3)
        // Nothing is lost: the text is still there.
        #expect("\(document)".contains("deep words"))
    }

    @Test func deepEmphasisIsFlattenedWithAWarning() {
        let document = MarkdownDocument(parsing: String(repeating: "*", count: 20_000) + "x" + String(repeating: "*", count: 20_000))
        #expect(depth(document.blocks) <= Limits.markdownNesting + 2)
        #expect(document.warnings.count == 1)
        #expect("\(document)".contains("x"))
    }

    @Test func ordinaryNestingIsKept() {
        let document = MarkdownDocument(parsing: "> a\n> > b **c _d_**\n\n- 1\n  - 2\n")
        #expect(document.warnings.isEmpty)
        #expect(depth(document.blocks) == 5)
    }
}
