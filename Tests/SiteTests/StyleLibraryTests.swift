import DesignModel
import Foundation
@testable import Site
import SnapshotTesting
import Testing

/// SwiftUI as a running system, on two guides written for these tests:
/// `Tests/Fixtures/styles.md` declares one style per SwiftUI style protocol,
/// `Tests/Fixtures/harbor.md` is a small design system (a theme in the
/// environment, its own control styles, observable models, a layout
/// measured through a preference). Each picture is a snapshot; what SwiftUI
/// documents for it is asserted on the SVG.
@Suite struct StyleLibraryTests {
    static func guide(_ name: String) -> Guide {
        let path = TestPaths.repository.appendingPathComponent("Tests/Fixtures/\(name).md").path
        return Guide.analysed(sourcePath: path, slug: name, markdown: PageText.read(path))
    }

    static let styles = guide("styles")
    static let harbor = guide("harbor")

    static func svg(_ guide: Guide, _ name: String, variant: String? = nil) throws -> String {
        let component = try #require(guide.components.first { $0.name == name }, "\(guide.slug) has \(name)")
        let drawn = try #require(variant.map { label in component.variants.first { $0.label == label } } ?? component.variants.first,
                                 "\(name) has the variant \(variant ?? "first")")
        return drawn.fileSVG
    }

    /// The `<rect>`s of a fill, as numbers.
    static func rects(_ svg: String, fill: String) -> [[String: Double]] {
        PageText.tags("rect", in: svg).filter { $0.contains("fill=\"\(fill)\"") }.map { rect in
            var numbers: [String: Double] = [:]
            for attribute in ["x", "y", "width", "height", "rx"] {
                numbers[attribute] = PageText.attribute(attribute, in: rect).flatMap(Double.init) ?? 0
            }
            return numbers
        }
    }

    /// The bounds of each `<path>` of a fill (its points are absolute pairs).
    static func paths(_ svg: String, fill: String) -> [Rect] {
        PageText.tags("path", in: svg).filter { $0.contains("fill=\"\(fill)\"") }.compactMap { path in
            let numbers = (PageText.attribute("d", in: path) ?? "").split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
            let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
            let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }

    /// The bounds of every rect and path of a fill.
    static func shapes(_ svg: String, fill: String) -> [Rect] {
        rects(svg, fill: fill).map { Rect(x: $0["x"] ?? 0, y: $0["y"] ?? 0, width: $0["width"] ?? 0, height: $0["height"] ?? 0) } + paths(svg, fill: fill)
    }

    /// The picture's text, its runs joined by spaces.
    static func text(_ svg: String) -> String {
        svg.components(separatedBy: "<tspan").dropFirst().compactMap {
            $0.split(separator: ">", maxSplits: 1).last?.split(separator: "<", omittingEmptySubsequences: false).first.map(String.init)
        }.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    @Test(arguments: ["styles", "harbor"])
    func everyPictureIsDrawnWholeAndMatchesItsSnapshot(_ name: String) throws {
        let guide = name == "styles" ? Self.styles : Self.harbor
        #expect(guide.components.count >= 2)
        DefectClassTests.expectRenderedAndMatchingSnapshots(guide, folder: name)
    }

    @Test func eachStyleProtocolRunsItsBody() throws {
        let gallery = try Self.svg(Self.styles, "StylesGallery")
        let brand = "#E6334D"
        // `.buttonStyle(.brand)`, static-member sugar: a capsule of the brand colour behind a white label.
        #expect(gallery.contains("fill=\"\(brand)\""))
        // The pressed variant runs the same body with `isPressed == true`: grey instead of the brand colour.
        let pressed = try Self.svg(Self.styles, "StylesGallery", variant: "pressed")
        #expect(pressed.contains("fill=\"#8E8E93\"") && !Self.rects(pressed, fill: "#8E8E93").isEmpty)
        // A PrimitiveButtonStyle reads the button's role: red behind "Primitive" (`role: .destructive`).
        #expect(!Self.rects(gallery, fill: "#FF3B30").isEmpty)
        // ToggleStyle, LabelStyle: the checkbox symbol; the title before the icon.
        let texts = Self.text(gallery)
        #expect(texts.contains("Check") && texts.contains("Trailing"))
        // TextFieldStyle's `_body(configuration:)`: the field itself, padded, in a brand-coloured outline.
        #expect(gallery.contains("stroke=\"\(brand)\"") && texts.contains("hello"))
        // ProgressViewStyle: the filled capsule is 40 % of the track.
        let track = try #require(Self.rects(gallery, fill: "#8E8E93").first { ($0["height"] ?? 0) == 8 } ?? Self.rects(gallery, fill: "#8E8E93").first)
        let bar = try #require(Self.rects(gallery, fill: brand).first { $0["height"] == 8 })
        #expect(abs((bar["width"] ?? 0) - 0.4 * (track["width"] ?? 0)) < 0.01, "\(bar) of \(track)")
        // GaugeStyle, GroupBoxStyle, DisclosureGroupStyle, LabeledContentStyle, MenuStyle, ControlGroupStyle.
        for text in ["70", "Box", "Inside", "More", "Hidden", "Key", "Value", "Options", "One", "Two"] {
            #expect(texts.contains(text), "\(text) is drawn")
        }
        // The guide's disclosure style draws its own chevron, expanded; no system chevron.
        #expect(!gallery.contains("caret-right"))
    }

    @Test func systemLooksOfTheSameViews() throws {
        let system = try Self.svg(Self.styles, "SystemLooks")
        // GroupBox: the secondary system background, 8 pt round.
        #expect(Self.paths(system, fill: "#F2F2F7").count == 1)
        // `.roundedBorder`: a 5 pt round field with a hairline border.
        #expect(system.contains("stroke=\"#C6C6C8\"") && system.contains("stroke-width=\"0.5\""))
        // `role: .destructive` is red in the automatic style and fills the prominent one.
        #expect(system.contains("fill=\"#FF3B30\">Delete"))
        #expect(Self.paths(system, fill: "#FF3B30").count + Self.rects(system, fill: "#FF3B30").count == 1)
    }

    @Test func aThemeInTheEnvironmentReachesEveryStyle() throws {
        let harbor = try Self.svg(Self.harbor, "HarborSettingsForm")
        let coral = try Self.svg(Self.harbor, "CoralSettingsForm")
        let harborAccent = "#0D6B8C", coralAccent = "#F05C4F"
        #expect(harbor.contains(harborAccent) && !harbor.contains(coralAccent))
        #expect(coral.contains(coralAccent) && !coral.contains(harborAccent))
        // The `@Entry` density halves the button's padding: a shorter Save button.
        // The lowest shape of the accent colour is the Save button.
        let harborSave = try #require(Self.shapes(harbor, fill: harborAccent).max { $0.y < $1.y })
        let coralSave = try #require(Self.shapes(coral, fill: coralAccent).max { $0.y < $1.y })
        #expect(abs(harborSave.height - coralSave.height - 12) < 0.01, "\(harborSave) \(coralSave)")
        #expect(abs(harborSave.width - coralSave.width - 20) < 0.01, "\(harborSave) \(coralSave)")
    }

    @Test func observableModelsComeFromTheEnvironment() throws {
        // `.environment(cart)` and `.environmentObject(Profile(name:))` of the screen, read below.
        let screen = Self.text(try Self.svg(Self.harbor, "CartScreen"))
        #expect(screen.contains("Grace's cart") && screen.contains("Sail") && screen.contains("$19.00") && !screen.contains("Rope"))
        // Drawn alone, the summary has the models' defaults.
        let alone = Self.text(try Self.svg(Self.harbor, "CartSummary"))
        #expect(alone.contains("Ada's cart") && alone.contains("Anchor") && alone.contains("$42.50"))
    }

    @Test func aPreferenceMeasuredLayoutSettles() throws {
        let tags = try Self.svg(Self.harbor, "AlignedTags")
        // Every tag is as wide as the widest, which the preference reduced to; none wraps.
        let backgrounds = Self.rects(tags, fill: "#30B0C7")
        #expect(backgrounds.count == 3 && Set(backgrounds.map { $0["width"] ?? 0 }).count == 1)
        #expect(Self.text(tags) == "Dock Harbourmaster Pier")
    }
}
