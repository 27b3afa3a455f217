import Diagnostics
import Foundation
@testable import Site
import Testing

/// `--input` takes Swift sources too: a package, a folder of `.swift`
/// files, or one file becomes a guide page with the same pictures as the
/// markdown guide made of the same code.
@Suite struct SwiftSourcesInputTests {
    /// A package made of a markdown guide's Swift blocks, one file each.
    static func package(from guide: String, name: String, in folder: URL) throws -> URL {
        let markdown = try String(contentsOfFile: "\(TestPaths.foreign)/\(guide).md", encoding: .utf8)
        let root = folder.appendingPathComponent(name)
        let sources = root.appendingPathComponent("Sources/\(name)")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Tests/\(name)Tests"), withIntermediateDirectories: true)
        try "import XCTest\nstruct NotAView {}\n".write(to: root.appendingPathComponent("Tests/\(name)Tests/Tests.swift"), atomically: true, encoding: .utf8)
        try """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "\(guide)",
                targets: [.target(name: "\(name)")]
            )

            """.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        for (index, block) in Self.swiftBlocks(markdown).enumerated() {
            let file = sources.appendingPathComponent(String(format: "Part%02d.swift", index + 1))
            try block.write(to: file, atomically: true, encoding: .utf8)
        }
        return root
    }

    static func swiftBlocks(_ markdown: String) -> [String] {
        var blocks: [String] = [], current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            if current == nil, line.hasPrefix("```swift") { current = []; continue }
            if current != nil, line.hasPrefix("```") { blocks.append(current!.joined(separator: "\n") + "\n"); current = nil; continue }
            current?.append(line)
        }
        return blocks
    }

    @Test(arguments: ["neumorphism-ui", "progress-indicator-view"])
    func aPackageDrawsWhatItsMarkdownGuideDraws(_ guide: String) throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try Self.package(from: guide, name: "Kit", in: folder)
        let fromSwift = folder.appendingPathComponent("swift"), fromMarkdown = folder.appendingPathComponent("markdown")
        let swiftBuild = EndToEndTests.build(inputs: [package.path], into: fromSwift)
        #expect(EndToEndTests.build(inputs: ["\(TestPaths.foreign)/\(guide).md"], into: fromMarkdown).exitCode == 0)
        #expect(swiftBuild.exitCode == 0 && swiftBuild.guideCount == 1)

        // The same components, with the same status and the same pictures.
        let swiftReport = try JSONDecoder().decode(BuildReport.self, from: Data(contentsOf: fromSwift.appendingPathComponent("build-report.json")))
        let markdownReport = try JSONDecoder().decode(BuildReport.self, from: Data(contentsOf: fromMarkdown.appendingPathComponent("build-report.json")))
        let swiftGuide = try #require(swiftReport.guides.first), markdownGuide = try #require(markdownReport.guides.first)
        #expect(swiftGuide.slug == guide && swiftGuide.title == guide)
        #expect(swiftGuide.components.map(\.name) == markdownGuide.components.map(\.name))
        #expect(swiftGuide.components.map(\.status) == markdownGuide.components.map(\.status))
        #expect(swiftGuide.colors == markdownGuide.colors && swiftGuide.fonts == markdownGuide.fonts)
        let pictures = try FileManager.default.contentsOfDirectory(atPath: fromMarkdown.appendingPathComponent("\(guide)/components").path)
        #expect(!pictures.isEmpty)
        for picture in pictures {
            let a = FileManager.default.contents(atPath: fromMarkdown.appendingPathComponent("\(guide)/components/\(picture)").path)
            let b = FileManager.default.contents(atPath: fromSwift.appendingPathComponent("\(guide)/components/\(picture)").path)
            #expect(a == b, "\(picture) is the same picture")
        }

        // Diagnostics point into the Swift files, at the line the code is on.
        for diagnostic in swiftBuild.diagnostics where diagnostic.location.line > 0 {
            #expect(diagnostic.location.file.hasSuffix(".swift"), "\(diagnostic)")
            let lines = try String(contentsOfFile: diagnostic.location.file, encoding: .utf8).components(separatedBy: "\n")
            #expect(lines.indices.contains(diagnostic.location.line - 1), "\(diagnostic)")
        }
        // The page shows every file's code and labels it by file and line.
        let page = PageText.read(fromSwift.appendingPathComponent("\(guide)/index.html").path)
        #expect(page.contains("Part01.swift:1"))
        #expect(!page.contains("NotAView"), "tests are not part of the design system")
    }

    @Test func docCommentsBecomeProseAndEveryLineIsShownOnce() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Buttons.swift")
        try """
            // Copyright notice.
            import SwiftUI

            // MARK: - Colours
            extension Color {
                static let brand = Color(red: 1, green: 0.2, blue: 0.4)
            }

            /// The main call to action.
            ///
            /// Use **one** per screen.
            struct PrimaryButton: View {
                var title: String
                var body: some View {
                    Text(title).padding().background(Color.brand)
                }
            }

            #Preview { PrimaryButton(title: "Continue") }

            """.write(to: file, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("public")
        let result = EndToEndTests.build(inputs: [file.path], into: output)
        #expect(result.exitCode == 0)
        let page = PageText.read(output.appendingPathComponent("buttons/index.html").path)
        #expect(page.contains("<p>The main call to action.</p>") && page.contains("<strong>one</strong>"))
        #expect(page.contains("PrimaryButton") && page.contains("id=\"component-PrimaryButton\""))
        let code = PageText.elements(page, open: "<pre", close: "</pre>").map(PageText.visibleText).joined(separator: "\n")
        for line in ["// Copyright notice.", "// MARK: - Colours", "static let brand", "/// The main call to action.", "#Preview"] {
            #expect(code.components(separatedBy: line).count == 2, "'\(line)' is shown once")
        }
        let report = try JSONDecoder().decode(BuildReport.self, from: Data(contentsOf: output.appendingPathComponent("build-report.json")))
        #expect(report.guides.first?.components.first { $0.name == "PrimaryButton" }?.line == 12, "the component's line is its file's")
        #expect(report.guides.first?.colors == 1)
    }

    @Test func assetCatalogColoursAreReadAndMissingOnesStandIn() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let kit = folder.appendingPathComponent("Kit")
        let sources = kit.appendingPathComponent("Sources/Kit")
        let colorSet = sources.appendingPathComponent("Resources/Colors.xcassets/Brand/Accent.colorset")
        try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
        try #"{"properties": {"provides-namespace": true}}"#.write(to: colorSet.deletingLastPathComponent().appendingPathComponent("Contents.json"),
                                                                    atomically: true, encoding: .utf8)
        try """
            {"colors": [
              {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0xFF", "green": "0x2D", "blue": "0x55", "alpha": "1.000"}}},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.216", "blue": "0.373", "alpha": "1.000"}}}
            ], "info": {"author": "xcode", "version": 1}}
            """.write(to: colorSet.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try "let package = Package(name: \"Kit\")\n".write(to: kit.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
            import SwiftUI

            extension Color {
                static let accent = Color("Brand/Accent")
            }

            struct Tag: View {
                var body: some View {
                    Text("New").padding(8).background(Color("Brand/Accent")).foregroundStyle(Color("textWhite"))
                }
            }

            """.write(to: sources.appendingPathComponent("Tag.swift"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("public")
        let result = EndToEndTests.build(inputs: [kit.path], into: output)
        #expect(result.exitCode == 0)
        // The catalog's colour, exact, as a token and in the picture.
        let tokens = PageText.read(output.appendingPathComponent("kit/tokens.json").path)
        #expect(tokens.contains("\"#ff2d55\""), "\(tokens.prefix(400))")
        let svg = PageText.read(output.appendingPathComponent("kit/components/Tag.svg").path)
        #expect(svg.contains("#FF2D55") && svg.contains("#FFFFFF"))
        // A colour no catalog has: a stand-in by its name, said in a warning, not a blocker.
        let report = try JSONDecoder().decode(BuildReport.self, from: Data(contentsOf: output.appendingPathComponent("build-report.json")))
        #expect(report.guides.first?.components.first?.status == "rendered")
        #expect(result.diagnostics.map(\.description).contains { $0.contains("Tag.swift:9:") && $0.contains("asset colour \"textWhite\"") },
                "\(result.diagnostics)")
    }

    @Test func foldersGiveTheirGuidesAndTheirSwift() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let designs = folder.appendingPathComponent("Designs")
        try FileManager.default.createDirectory(at: designs.appendingPathComponent("Tokens"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: designs.appendingPathComponent(".build"), withIntermediateDirectories: true)
        try "# A guide\n".write(to: designs.appendingPathComponent("guide.md"), atomically: true, encoding: .utf8)
        try "import SwiftUI\n".write(to: designs.appendingPathComponent("Tokens/Colors.swift"), atomically: true, encoding: .utf8)
        try "struct Hidden {}\n".write(to: designs.appendingPathComponent(".build/Hidden.swift"), atomically: true, encoding: .utf8)
        var diagnostics: [Diagnostic] = []
        let inputs = GuideDiscovery.resolve([designs.path], diagnostics: &diagnostics)
        #expect(inputs == [
            .markdown("\(designs.path)/guide.md"),
            .swiftSources(SwiftSourceSet(title: "Designs", path: designs.path, files: ["\(designs.path)/Tokens/Colors.swift"])),
        ])
        #expect(diagnostics.isEmpty)
    }
}
