import DesignModel
import Foundation
@testable import Site
import SnapshotTesting
import Symbols
import Testing
import TextShaping

/// SF Symbols drawn with the stand-in icon set (Tests/Fixtures/symbols.md):
/// pictures kept as snapshots, what the build reports about them, and the
/// glyphs the pages show.
@Suite struct SymbolDrawingTests {
    static let path = TestPaths.repository.appendingPathComponent("Tests/Fixtures/symbols.md").path
    static let guide = Guide.analysed(sourcePath: path, slug: "symbols", markdown: PageText.read(path))

    static func component(_ name: String) throws -> RenderedComponent {
        try #require(guide.components.first { $0.name == name }, "symbols.md has \(name)")
    }

    @Test func theIconSetIsInstalled() {
        #expect(SymbolCatalog.standard.missingPackages.isEmpty, "scripts/install-deps installs py-phosphor-icons")
    }

    @Test func everyPictureMatchesItsSnapshot() throws {
        #expect(Self.guide.components.count == 7)
        for component in Self.guide.components {
            for index in component.variants.indices {
                let file = ComponentPanel.fileName(component, variantIndex: index).replacingOccurrences(of: ".svg", with: "")
                assertSnapshot(of: component.variants[index].fileSVG, as: .svg, named: file)
            }
        }
    }

    @Test func mappedSymbolsAreDrawnAsPathsAndTheComponentIsRendered() throws {
        for name in ["OutlineAndFilled", "LabelList", "RenderingModes", "ResizedSymbol", "SymbolTabs", "InlineSymbols"] {
            let component = try Self.component(name)
            #expect(component.status == .rendered, "\(name): \(component.blockers)")
            #expect(!component.symbols.isEmpty && component.symbols.allSatisfy { $0.icon != nil }, "\(name): \(component.symbols)")
            let svg = component.variants[0].fileSVG
            #expect(svg.contains("class=\"sf-symbol\"") && !svg.contains("sf-symbol unmapped"))
            #expect(!svg.contains("<text") || ["LabelList", "SymbolTabs", "InlineSymbols"].contains(name), "glyphs are paths, not font text")
        }
    }

    @Test func variantsAndTabBarsDrawTheFilledForm() throws {
        let names = Set(try Self.component("OutlineAndFilled").symbols.map(\.name))
        #expect(names.isSuperset(of: ["heart", "heart.fill", "bell", "bell.fill", "person.circle.fill"]), "\(names)")
        // iOS draws tab items filled.
        let tabs = Set(try Self.component("SymbolTabs").symbols.map(\.name))
        #expect(tabs == ["house.fill", "magnifyingglass", "tray.fill", "person.crop.circle.fill"], "\(tabs)")
    }

    @Test func renderingModesColourTheLayers() throws {
        let svg = try Self.component("RenderingModes").variants[0].fileSVG
        // Hierarchical: the circle in the foreground at half opacity under the full-strength plus.
        #expect(svg.contains("drawn with plus in circle-fill, hierarchical"))
        #expect(svg.contains("opacity=\"0.5\""))
        // Palette: the heart white, the circle red.
        #expect(svg.contains("drawn with heart-fill in circle-fill, palette"))
        #expect(svg.contains("fill=\"#FFFFFF\"") && svg.contains("fill=\"#FF3B30\""))
    }

    @Test func symbolsInsideTextSitOnItsLine() throws {
        let component = try Self.component("InlineSymbols")
        #expect(component.symbols.map(\.name) == ["hand.thumbsup.fill", "star.fill"])
        let svg = component.variants[0].fileSVG
        #expect(!svg.contains("\u{25A1}") && !svg.contains("\u{FFFC}"), "no stand-in box or object character in the text")
        #expect(svg.contains(">4.8 </tspan>") && svg.contains(">ratings)</tspan>"))
        // The thumb takes its run's colour.
        let thumb = try #require(PageText.elements(svg, open: "data-symbol=\"hand.thumbsup.fill\"", close: "</g>").first)
        #expect(thumb.contains("fill=\"#007AFF\""), "\(thumb.prefix(200))")
    }

    @Test func anUnmappedNameIsAMarkedPlaceholderAWarningAndACoverageRow() throws {
        let component = try Self.component("NotASymbol")
        #expect(component.status == .partial)
        #expect(component.symbols == [BuildReport.SymbolUse(name: "zzz.not.a.symbol", uses: 1, icon: nil)])
        #expect(component.variants[0].fileSVG.contains("sf-symbol unmapped"))
        let warnings = Self.guide.diagnostics.map(\.description)
        #expect(warnings.contains { $0.contains("warning: component 'NotASymbol': SF Symbol 'zzz.not.a.symbol' has no stand-in icon") }, "\(warnings)")
        let coverage = Coverage.SymbolCoverage(components: Self.guide.components.map {
            (slug: "symbols", entry: BuildReport.ComponentEntry(name: $0.name, line: $0.location.line, status: $0.status.rawValue,
                                                                 unsupported: $0.unsupported, symbols: $0.symbols))
        })
        #expect(coverage.unmapped.map(\.name) == ["zzz.not.a.symbol"])
        #expect(coverage.mapped == coverage.uses - 1)
    }

    @Test func theGuidesSymbolTableShowsAGlyphBesideEachName() throws {
        let html = GuidePage.render(Self.guide, links: LinkPolicy(guideSlugs: ["symbols"], root: "../"), catalog: FontLibrary.standard.catalog).render()
        let table = try #require(html.range(of: "<table").map { String(html[$0.lowerBound...]) })
        // `house` / `.fill`: two glyphs, the second for house.fill.
        #expect(table.contains("data-symbol=\"house\"") && table.contains("data-symbol=\"house.fill\"") && table.contains("data-symbol=\"star.fill\""))
        // The Size column is not a symbol column.
        #expect(!table.contains("data-symbol=\"21pt\""))
    }
}
