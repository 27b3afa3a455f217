import SwiftSemantics
import DesignModel
@testable import Interpreter
import SwiftCode
import Testing

/// `AttributedString` runs with SwiftUI attributes, drawn by `Text` run by run.
@Suite struct AttributedStringTests {
    private func dump(_ code: String, _ name: String) throws -> (tree: String, issues: [ComponentIssue], texts: [TextContent]) {
        let previewer = ComponentPreviewer(interpreter: Interpreter(table: DeclarationTable(sources: [SwiftSource(text: code, file: "test.md")])))
        let component = try #require(previewer.components.first { $0.name == name })
        let preview = previewer.preview(component, colorScheme: .light)
        #expect(preview.failure == nil, "\(preview.failure?.message ?? "")")
        let view = try #require(preview.variants.first).view
        return (view.treeDump, preview.issues, texts(in: view))
    }

    private func texts(in node: ViewNode) -> [TextContent] {
        switch node {
        case .text(let content): return [content]
        case .stack(let stack): return stack.children.flatMap(texts)
        case .group(let children): return children.flatMap(texts)
        case .modified(let child, _): return texts(in: child)
        default: return []
        }
    }

    @Test func runsKeepTheirFontsColoursAndLines() throws {
        let (tree, issues, texts) = try dump("""
        func styled(_ raw: String) -> AttributedString {
            var out = AttributedString()
            var italic = false
            raw.split(separator: "*", omittingEmptySubsequences: false).forEach { part in
                var run = AttributedString(String(part))
                run.font = .body
                run.foregroundColor = italic ? .gray : .black
                if italic { run.font = Font.system(size: 15).italic() }
                out += run
                italic.toggle()
            }
            return out
        }
        struct Bubble: View {
            var body: some View {
                VStack {
                    Text(styled("Hello *waves* there"))
                    Text({ var link = AttributedString("Terms"); link.underlineStyle = .single; return link }())
                    Text("\\(styled("a*b*c"))")
                }
            }
        }
        """, "Bubble")
        #expect(!issues.contains { $0.kind == .notDrawn }, "\(issues.map(\.name))")
        // Three runs: "Hello ", "waves" in grey and italic, " there".
        #expect(tree.contains("Hello ") && tree.contains("waves") && tree.contains(" there"), "\(tree)")
        #expect(texts.count == 3)
        let bubble = try #require(texts.first).runs
        #expect(bubble.map(\.string) == ["Hello ", "waves", " there"])
        #expect(bubble[0].font?.size == 17 && bubble[1].font?.size == 15 && bubble[1].font?.italic == true)
        guard case .color(let grey)? = bubble[1].style, case .color(let black)? = bubble[0].style else {
            Issue.record("the runs are coloured: \(bubble.map(\.style))")
            return
        }
        #expect(grey.light.hex == "#8E8E93" && black.light.hex == "#000000")
        // `underlineStyle = .single`: a line in the text's colour.
        #expect(texts[1].runs.first?.underline != nil)
        // Interpolated, an attributed string is its characters.
        #expect(tree.contains("Text \"abc\""), "\(tree)")
    }

    @Test func anAttributeWithNoPictureIsSaid() throws {
        let (_, issues, _) = try dump("""
        struct Linked: View {
            var body: some View {
                Text({ var text = AttributedString("Docs"); text.link = URL(string: "https://example.com"); return text }())
            }
        }
        """, "Linked")
        #expect(issues.contains { $0.kind == .notDrawn && $0.name == "AttributedString .link" })
    }
}
