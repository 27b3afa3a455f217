import Foundation
import HTML
import Testing
@testable import Site

/// components.html files each component under what its name says it is,
/// and links it to its place on its guide's page.
@Suite struct GalleryPageTests {
    private func entry(_ name: String, status: String = "rendered", drawn: Bool = true) -> BuildReport.ComponentEntry {
        BuildReport.ComponentEntry(name: name, line: 1, status: status, unsupported: [],
                                   picture: drawn ? .init(file: Slug.componentFile(name), width: 390, height: 48.04) : nil)
    }

    private var report: BuildReport {
        BuildReport(guides: [
            BuildReport.GuideEntry(slug: "whoop", title: "WHOOP", source: "whoop.md", colors: 0, fonts: 0, components: [
                entry("WHOOPPrimaryButton"), entry("RecoveryRing"), entry("LiveWorkoutBanner", status: "partial"), entry("Broken", status: "failed", drawn: false),
            ], diagnostics: []),
            BuildReport.GuideEntry(slug: "fitbit", title: "Fitbit", source: "fitbit.md", colors: 0, fonts: 0, components: [
                entry("FitbitPrimaryButton"), entry("MetricRing"), entry("ChipButtons"), entry("GoalRing"),
            ], diagnostics: []),
        ])
    }

    @Test func aComponentIsTheKindItsLastWordSays() {
        #expect(GalleryPage.kind(of: "WHOOPPrimaryButton") == "button")
        #expect(GalleryPage.kind(of: "ChipButtons") == "button", "plural names are one kind")
        #expect(GalleryPage.kind(of: "StatusPill2") == "pill", "numbers are not a kind")
        #expect(GalleryPage.kind(of: "Progress") == "progress", "a double s stays")
    }

    @Test func rareKindsAreFiledTogetherAndUndrawnComponentsLeftOut() {
        let items = GalleryPage.items(report)
        #expect(items.count == 7, "the failed component has no picture")
        #expect(GalleryPage.kinds(of: items).map(\.kind) == ["button", "ring", "other"])
        #expect(items.first { $0.component.name == "LiveWorkoutBanner" }?.kind == "other")
    }

    @Test func eachCardLinksToItsPlaceAndSaysWhatIsMissing() {
        let html = GalleryPage.render(report).render()
        #expect(html.contains("<a href=\"whoop/index.html#component-RecoveryRing\"><img src=\"whoop/components/RecoveryRing.svg\" alt=\"\" width=\"390\" height=\"48\" loading=\"lazy\">"))
        #expect(html.contains("WHOOP · 390 × 48 pt"))
        #expect(html.contains("status-badge status-partial"))
        #expect(html.contains("7 components from 2 guides"))
        #expect(html.contains("data-kind=\"ring\" aria-pressed=\"false\">Ring 3</button>"))
    }
}

/// coverage.html lists every component not drawn in full with all its
/// blockers word for word, in tables a reader can sort.
@Suite struct CoveragePageTests {
    @Test func everyComponentNotDrawnInFullIsListedWithItsBlockers() {
        let report = BuildReport(guides: [
            BuildReport.GuideEntry(slug: "kick", title: "Kick", source: "kick.md", colors: 0, fonts: 0, components: [
                BuildReport.ComponentEntry(name: "ChatRow", line: 4, status: "partial", unsupported: [],
                                           blockers: ["text \"MOD\" does not stand out (#06121F on #0E0E10, 1.02:1)", "FlowLayout (not declared in the guide)"],
                                           picture: .init(file: "ChatRow", width: 390, height: 40)),
                BuildReport.ComponentEntry(name: "Fine", line: 9, status: "rendered", unsupported: []),
            ], diagnostics: []),
        ])
        let html = CoveragePage.render(report).render()
        #expect(html.contains("Components not drawn in full (1)"))
        #expect(html.contains("<a href=\"kick/index.html#component-ChatRow\"><code>ChatRow</code></a>"))
        #expect(html.contains("<li>text &quot;MOD&quot; does not stand out (#06121F on #0E0E10, 1.02:1)</li><li>FlowLayout (not declared in the guide)</li>")
                || html.contains("<li>text \"MOD\" does not stand out (#06121F on #0E0E10, 1.02:1)</li><li>FlowLayout (not declared in the guide)</li>"))
        #expect(!html.contains("component-Fine"))
        #expect(html.components(separatedBy: "class=\"component-blockers sortable\"").count == 2)
        #expect(html.contains("class=\"coverage-table sortable\""))
    }
}

/// An index card shows one component of its guide: the largest drawn in
/// full that is not a whole screen.
@Suite struct IndexThumbnailTests {
    private func entry(_ name: String, _ width: Double, _ height: Double, status: String = "rendered") -> BuildReport.ComponentEntry {
        BuildReport.ComponentEntry(name: name, line: 1, status: status, unsupported: [], picture: .init(file: name, width: width, height: height))
    }

    @Test func theLargestComponentThatIsNotAScreen() {
        let components = [entry("Button", 390, 48), entry("Card", 358, 180), entry("Screen", 390, 844),
                          entry("Broken", 390, 250, status: "partial"), entry("Dot", 8, 8)]
        #expect(IndexPage.thumbnail(components)?.name == "Card")
        #expect(IndexPage.thumbnail([entry("Screen", 390, 844)]) == nil)
        let html = IndexPage.render([IndexCard(slug: "g", title: "G", intro: "", canvas: nil, brand: [], colorCount: 0, fontCount: 0, failure: nil)],
                                    components: [components]).render()
        #expect(html.contains("<img class=\"card-thumbnail\" src=\"g/components/Card.svg\" alt=\"\" width=\"358\" height=\"180\" loading=\"lazy\">"))
    }
}
