import Foundation
import HTML
import SnapshotTesting
import Testing
import TextShaping
@testable import Site

@Suite struct GuideTests {
    @Test func titleIsTheHeadingsMainPart() {
        let guide = Guide.analysed(sourcePath: "g.md", slug: "g", markdown: "# WHOOP (iOS) — SwiftUI Implementation Guide\n\nIntro *text*.\n")
        #expect(guide.title == "WHOOP (iOS)")
        #expect(guide.subtitle == "SwiftUI Implementation Guide")
        #expect(guide.intro.plainText == "Intro text.")
        #expect(guide.diagnostics.isEmpty)
    }

    @Test func guideWithoutTitleIsNamedBySlugWithAWarning() {
        let guide = Guide.analysed(sourcePath: "designs/untitled.md", slug: "untitled", markdown: "Just text.\n\n## Colors\n")
        #expect(guide.title == "untitled")
        #expect(guide.diagnostics.map(\.description) == [
            "designs/untitled.md:1:1: warning: guide has no '# ' title heading; it is titled 'untitled' after its file name",
        ])
    }

    @Test func aTypeDeclaredTwiceIsWarnedAboutAsSwiftcRejectsIt() {
        let markdown = "# T\n\n```swift\nstruct Badge: View { var body: some View { Text(\"A\") } }\n```\n\n```swift\nstruct Badge: View { var body: some View { Text(\"B\") } }\n```\n"
        let guide = Guide.analysed(sourcePath: "g.md", slug: "g", markdown: markdown)
        #expect(guide.diagnostics.map(\.description) == [
            "g.md:8:1: warning: invalid redeclaration of 'Badge' (declared before at line 4); the later declaration is used",
        ])
        // One component, the later one.
        #expect(guide.components.map(\.name) == ["Badge"])
        #expect(guide.components.first?.variants.first?.fileSVG.contains(">B<") == true)
    }

    @Test func swiftBlocksAreParsedOnceWithGuideLineNumbers() throws {
        let guide = Guide.analysed(sourcePath: "g.md", slug: "g", markdown: "# T\n\n```swift\nlet a = 1\n```\n\n```json\n{}\n```\n")
        #expect(guide.swiftBlocks.count == 1)
        let block = try #require(guide.swiftBlocks.values.first)
        #expect(block.firstLine == 4)
        #expect(block.file == "g.md")
    }

    @Test func headingAnchorsAvoidReservedIDs() {
        let guide = Guide.analysed(sourcePath: "g.md", slug: "g", markdown: "# T\n\n## Contents\n\n## Contents\n")
        #expect(guide.outline.map(\.anchor) == ["t", "contents-2", "contents-3"])
    }
}

@Suite struct GuidePageTests {
    static let fixture = """
        # Demo (iOS) — SwiftUI Implementation Guide

        Companion text with a [spec](DESIGN.md) and [web](https://example.com).

        ## 1. Color Tokens

        ```swift
        extension Color {
            // MARK: - Brand
            static let demoBrand = Color(red: 1.0, green: 0.0, blue: 0.149) // #FF0026
        }
        ```

        ## 2. SF Symbols Used

        | Component | Symbol | Size |
        |-----------|--------|------|
        | Tab | `circle.dashed` | 22pt |
        """

    static func render(_ markdown: String) -> String {
        let guide = Guide.analysed(sourcePath: "demo.md", slug: "demo", markdown: markdown)
        return GuidePage.render(guide, links: LinkPolicy(guideSlugs: ["demo"], root: "../"), catalog: FontCatalog(fileExists: { _ in true })).render()
    }

    @Test func pageSectionMatchesSnapshot() {
        // One element per line keeps the snapshot diff readable.
        let html = Self.render(Self.fixture).replacingOccurrences(of: "><", with: ">\n<")
        assertSnapshot(of: html, as: .text(extension: "html"), named: "demo-guide-page")
    }

    @Test func scriptInjectionIsRenderedAsText() {
        let hostile = """
            # Evil <script>alert(1)</script>

            Prose <script>alert(1)</script> and <img src=x onerror=alert(1)>.

            <script>alert(1)</script>

            | Cell |
            |------|
            | <script>alert(1)</script> |

            [click](javascript:alert(1)) and [t](https://x.test "<script>alert(1)</script>")
            and [<script>alert(1)</script>](https://x.test)

            ```swift
            let s = "<script>alert(1)</script>"
            ```
            """
        let html = Self.render(hostile)
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("href=\"javascript"))
        // Each occurrence is visible to the reader as text.
        let visible = PageText.visibleText(html)
        #expect(visible.components(separatedBy: "<script>alert(1)</script>").count - 1 >= 6)
    }
}
