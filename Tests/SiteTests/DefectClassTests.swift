import DesignModel
import Foundation
@testable import Site
import SnapshotTesting
import Testing

/// One small guide per class of picture defect found on guides the engine
/// had never seen (Tests/Fixtures/defects), each component's picture kept
/// as a snapshot and its geometry asserted where the class is about it.
@Suite struct DefectClassTests {
    static let fixtures = TestPaths.repository.appendingPathComponent("Tests/Fixtures/defects").path

    static func guide(_ name: String) -> Guide {
        let path = "\(fixtures)/\(name).md"
        return Guide.analysed(sourcePath: path, slug: name, markdown: PageText.read(path))
    }

    static func component(_ guide: Guide, _ name: String) throws -> RenderedComponent {
        try #require(guide.components.first { $0.name == name }, "\(guide.slug) has \(name)")
    }

    @Test(arguments: ["screens", "radii", "images", "canvas", "semantics", "previewdata", "validswift", "menus", "containers", "layouts", "paths"])
    func everyPictureMatchesItsSnapshot(_ name: String) throws {
        let guide = Self.guide(name)
        #expect(!guide.components.isEmpty)
        Self.expectRenderedAndMatchingSnapshots(guide, folder: name)
    }

    /// Every component of a guide rendered, each of its pictures the snapshot `folder/<file>`.
    static func expectRenderedAndMatchingSnapshots(_ guide: Guide, folder: String, testFile: String = #filePath) {
        for component in guide.components {
            #expect(component.status == .rendered, "\(folder)/\(component.name): \(component.status) \(component.blockers)")
            for index in component.variants.indices {
                let name = ComponentPanel.fileName(component, variantIndex: index).replacingOccurrences(of: ".svg", with: "")
                assertSnapshot(of: component.variants[index].fileSVG, as: .svg, named: "\(folder)/\(name)", testFile: testFile)
            }
        }
    }

    /// Compositing as SwiftUI layers it: CSS blends what it can, a
    /// destination-out view becomes a mask over what was drawn before it.
    @Test func compositingIsDrawnAsSwiftUILayersIt() throws {
        let guide = Self.guide("compositing")
        Self.expectRenderedAndMatchingSnapshots(guide, folder: "compositing")
        let punched = try Self.component(guide, "PunchedCard").variants[0].fileSVG
        #expect(!punched.contains("destinationOut") && punched.contains("<mask") && punched.contains("isolation: isolate"))
        // The card is drawn under the mask; the circle only cuts it.
        #expect(punched.contains("fill=\"#5856D6\""))
        let ring = try Self.component(guide, "DashedRing").variants[0].fileSVG
        #expect(ring.contains("fill=\"none\" stroke=\"#FF9500\" stroke-width=\"6\" stroke-dasharray=\"4 2\""), "\(ring)")
        let badges = try Self.component(guide, "MultipliedBadges").variants[0].fileSVG
        #expect(badges.contains("mix-blend-mode: multiply") && badges.contains("isolation: isolate"))
    }

    @Test func screensAreDrawnOnTheDeviceAndCardsKeepTheirHeight() throws {
        let guide = Self.guide("screens")
        #expect(try Self.component(guide, "OnboardingScreen").variants[0].size == Size(width: 390, height: 844))
        #expect(try Self.component(guide, "PriceCard").variants[0].size.height < 150)
        // A ring that only fills what it is offered: as wide as the device, cut to what it draws.
        let ring = try Self.component(guide, "ProgressRing").variants[0].size
        #expect(abs(ring.height - 364) < 2 && ring.width == 390)
        // A colour background runs on under the status bar and home indicator: its rect spans the display.
        let welcome = try Self.component(guide, "WelcomeScreen").variants[0]
        #expect(welcome.size == Size(width: 390, height: 844))
        // (Indigo in either scheme: the white title may put the picture on the dark canvas.)
        let indigo = PageText.tags("rect", in: welcome.fileSVG).filter { $0.contains("fill=\"#5856D6\"") || $0.contains("fill=\"#5E5CE6\"") }
        #expect(indigo.contains { PageText.attribute("height", in: $0) == "844" }, "\(indigo)")
        // The same kind of background on a chip does not make it a screen.
        #expect(try Self.component(guide, "TintedChip").variants[0].size.height < 60)
        // A scroll view longer than the device is seen through it; its button stays in the corner.
        let feed = try Self.component(guide, "LongFeed").variants[0]
        #expect(feed.size == Size(width: 390, height: 844))
        // Rows of a lazy stack run edge to edge, so leading rows start at the screen's padding.
        #expect(feed.fileSVG.contains("<tspan x=\"16\" font-family=\"Inter\" font-size=\"17\" font-weight=\"400\" fill=\"#FFFFFF\">Message </tspan>"))
        let compose = try #require(feed.fileSVG.range(of: ">Compose</tspan>"))
        let text = try #require(feed.fileSVG[..<compose.lowerBound].range(of: "<text y=\"", options: .backwards))
        let baseline = try #require(Double(feed.fileSVG[text.upperBound...].prefix { $0 != "\"" }))
        #expect(baseline > 700, "the button stays in the screen's corner, not after the last row")
        #expect(try Self.component(guide, "ShortFeed").variants[0].size.height < 100)
    }

    @Test func perCornerRadiiAreDrawn() throws {
        let guide = Self.guide("radii")
        // Three 18-pt corners and one 4-pt one: a path with curves, not a rect.
        let outgoing = try Self.component(guide, "OutgoingBubble").variants[0].fileSVG
        #expect(outgoing.contains("<clipPath"))
        #expect(!outgoing.contains("<clipPath id=\"radii-OutgoingBubble-0-clip1\"><rect"))
        let stub = try Self.component(guide, "TicketStub").variants[0].fileSVG
        #expect(stub.contains(" A20 20 ") || stub.contains(" C"), "TicketStub's 20-pt corners are curves")
    }

    @Test func standInImagesTakeTheirShape() throws {
        let guide = Self.guide("images")
        // 4:3 at the device width, above a one-line caption.
        let hero = try Self.component(guide, "HeroImage").variants[0].size
        #expect(abs(hero.height - (390 * 3 / 4 + 8 + 20.5)) < 2, "\(hero)")
        #expect(try Self.component(guide, "Avatar").variants[0].size == Size(width: 56, height: 56))
        // Unknown proportions take the frame's: square art and a fitted
        // photo at the device width, a 2:3 poster in its 120-pt column...
        #expect(try Self.component(guide, "SquareArtwork").variants[0].size == Size(width: 390, height: 390))
        #expect(try Self.component(guide, "FittedProductPhoto").variants[0].size == Size(width: 390, height: 390))
        #expect(try Self.component(guide, "PosterTile").variants[0].size == Size(width: 120, height: 180))
        let keyArt = try Self.component(guide, "KeyArtHero").variants[0]
        #expect(keyArt.size == Size(width: 390, height: 200) && keyArt.fileSVG.contains(">keyArt</text>"))
        // ...but a height alone bounds a logo, it does not stretch it across the card.
        let logo = try Self.component(guide, "NetworkLogo").variants[0].fileSVG
        #expect(logo.contains("width=\"29.333\" height=\"22\""), "\(logo)")
    }

    @Test func offsetDrawingIsNotCutByThePicture() throws {
        let guide = Self.guide("layouts")
        // A 52.5-pt capsule moved 30 pt down: the picture grows to show all of it.
        let toast = try Self.component(guide, "NudgedToast").variants[0].size
        #expect(abs(toast.height - (52.5 + 30)) < 1, "\(toast)")
        // A toast moved 300 pt away to hide stays out: the card keeps its height.
        #expect(try Self.component(guide, "CardWithHiddenToast").variants[0].size.height == 120)
    }

    @Test func graphicsAreDrawnWhereTheyStandOut() throws {
        let guide = Self.guide("graphics")
        // White waves have no text to read: their paint puts them on the dark canvas.
        #expect(try Self.component(guide, "WaveOverlay").colorScheme == .dark)
        #expect(try Self.component(guide, "WaveOverlay").status == .rendered)
        #expect(try Self.component(guide, "InkBadge").colorScheme == .light)
        // Seen on neither canvas: drawn, and said.
        let ghost = try Self.component(guide, "GhostGlyph")
        #expect(ghost.status == .partial && ghost.blockers.contains { $0.contains("nothing in the picture stands out") }, "\(ghost.blockers)")
        // A white card on white is seen by its shadow.
        let card = try Self.component(guide, "FloatingWhiteCard")
        #expect(card.status == .rendered, "\(card.blockers)")
    }

    /// A path made from a path is drawn as what it is: a stroke's area
    /// filled paints the stroke (no stroke attribute, the fill's colour), and
    /// one of Path's operations sitegen does not evaluate fails saying which,
    /// instead of passing for a view modifier and drawing nothing.
    @Test func pathsMadeFromPathsAreDrawnOrSayWhyNot() throws {
        let ring = try Self.component(Self.guide("paths"), "SegmentedRing").variants[0].fileSVG
        for paint in ["#007AFF", "#34C759", "#FF9500"] { #expect(ring.contains("fill=\"\(paint)\""), "\(paint)") }
        #expect(!ring.contains("stroke="))
        let markdown = """
        # Cut

        ```swift
        struct Lens: Shape {
            func path(in rect: CGRect) -> Path {
                Path(ellipseIn: rect).intersection(Path(rect))
            }
        }
        struct LensBadge: View {
            var body: some View { Lens().fill(Color.red).frame(width: 60, height: 40) }
        }
        struct Glowing: Shape {
            func path(in rect: CGRect) -> Path { Path(rect).glow(radius: 4) }
        }
        struct GlowBadge: View {
            var body: some View { Glowing().fill(Color.red).frame(width: 60, height: 40) }
        }
        ```
        """
        let guide = Guide.analysed(sourcePath: "cut.md", slug: "cut", markdown: markdown)
        let lens = try Self.component(guide, "LensBadge")
        #expect(lens.status != .rendered)
        #expect(lens.blockers.contains { $0.contains("Path.intersection(_:) is not evaluated by sitegen") }, "\(lens.blockers)")
        // A library modifier on a path makes a view, not an outline: said, never an empty picture passed as drawn.
        let glow = try Self.component(guide, "GlowBadge")
        #expect(glow.status != .rendered && glow.blockers.contains { $0.contains("Glowing.path(in:) gave a") }, "\(glow.blockers)")
    }

    @Test func textIsDrawnWhereItReads() throws {
        let guide = Self.guide("canvas")
        // White text: the guide's dark scheme, on its darkest colour.
        let row = try Self.component(guide, "StoryRow")
        #expect(row.colorScheme == .dark)
        #expect(row.variants[0].fileSVG.contains("fill=\"#0A1F40\""))
    }

    @Test func aSheetStandsAtItsSelectedDetentOverALiveScreen() throws {
        let guide = Self.guide("containers")
        let peek = try Self.component(guide, "MapWithPeekSheet").variants[0].fileSVG
        // A quarter of the large detent's height (844 - 47 - 10 - 34 = 753), above the home indicator's 34 pt.
        #expect(peek.contains("height=\"222.25\""), "the sheet stands at its selected quarter detent")
        // The map behind stays live: no dim over it.
        let dim = "<rect width=\"390\" height=\"844\" fill=\"#000000\" fill-opacity=\"0.4\"/>"
        #expect(!peek.contains(dim))
        let share = try Self.component(guide, "ShareSheet").variants[0].fileSVG
        #expect(share.contains(dim), "a sheet without background interaction dims the screen")
    }

    @Test func containersAreScreensWithTheirChrome() throws {
        let guide = Self.guide("containers")
        for name in ["SettingsScreen", "ProfileForm", "InboxScreen", "EditEventScreen", "ShareSheet", "MapWithPeekSheet", "NewReminderSheet", "GroupedPreferences"] {
            let component = try Self.component(guide, name)
            #expect(component.variants[0].size == Size(width: 390, height: 844), "\(name) is drawn on the device")
            #expect(component.colorScheme == .light, "\(name) reads in the guide's light scheme")
        }
        // A paged carousel keeps the height its code gives it.
        #expect(try Self.component(guide, "OnboardingPager").variants[0].size == Size(width: 390, height: 240))
        let settings = try Self.component(guide, "SettingsScreen").variants[0].fileSVG
        #expect(settings.contains("font-size=\"34\" font-weight=\"700\"") && settings.contains(">Settings<"))
        #expect(settings.contains("fill=\"#F2F2F7\"") && settings.contains("fill=\"#C6C6C8\""))
        // A sheet at the large detent pushes the screen behind it back.
        #expect(try Self.component(guide, "NewReminderSheet").variants[0].fileSVG.contains("scale(0.92 0.92)"))
        #expect(try !Self.component(guide, "ShareSheet").variants[0].fileSVG.contains("scale(0.92 0.92)"))
    }

    @Test func customLayoutsPlaceTheirSubviewsAndHairlinesAreDrawn() throws {
        let guide = Self.guide("layouts")
        // Seven tags wrap into three rows of 30-pt chips 8 pt apart in a 240-pt column (+ 16-pt padding around):
        // one row would be 62 pt, two 100.
        let cloud = try Self.component(guide, "TagCloud").variants[0]
        #expect(cloud.size.width == 272)
        #expect(abs(cloud.size.height - (3 * 30.15 + 2 * 8 + 32)) < 1, "\(cloud.size)")
        // Twelve 32-pt dots on a 60-pt circle, centred on their points.
        let dial = try Self.component(guide, "HourDial").variants[0]
        #expect(dial.size == Size(width: 160, height: 160))
        #expect(dial.fileSVG.components(separatedBy: ">12<").count == 2)
        // A divider the code sizes at 1 pt is a hairline, not squeezed content.
        #expect(try Self.component(guide, "HairlineDivider").variants[0].size == Size(width: 390, height: 1))
        #expect(try Self.component(guide, "SliderTrack").variants[0].size == Size(width: 390, height: 3))
    }

    /// A key whose `reduce` is empty reads the one view that sets it (not its
    /// `defaultValue`): tags measured that way wrap into rows of 200 pt.
    @Test func aPreferenceSetByOneViewIsThatViewsValue() throws {
        let svg = try Self.component(Self.guide("settling"), "WrappedTags").variants[0].fileSVG
        let rows = PageText.tags("rect", in: svg).filter { $0.contains("fill=\"#FFCC00\"") }.map { PageText.attribute("y", in: $0).flatMap(Double.init) ?? 0 }
        #expect(rows.count == 5)
        // Swift, Kotlin, Go on the first row; Rust and TypeScript on the second.
        #expect(Set(rows).count == 2 && rows.filter { $0 == rows.min() }.count == 3, "\(rows)")
    }

    /// State set after layout is drawn settled, as SwiftUI draws it again
    /// until it stops changing; state that never settles is bounded and said.
    @Test func stateSetAfterLayoutIsDrawnSettled() throws {
        let guide = Self.guide("settling")
        for name in ["EqualHeightColumns", "UnderlinedHeader", "MeasuredProgressBar", "WrappedTags"] {
            let component = try Self.component(guide, name)
            #expect(component.status == .rendered, "\(name): \(component.blockers)")
            assertSnapshot(of: component.variants[0].fileSVG, as: .svg, named: "settling/\(name)")
        }
        func rects(_ name: String, fill: String) throws -> [[String: Double]] {
            let svg = try Self.component(guide, name).variants[0].fileSVG
            return PageText.tags("rect", in: svg).filter { $0.contains("fill=\"\(fill)\"") }.map { rect in
                var numbers: [String: Double] = [:]
                for attribute in ["x", "y", "width", "height"] {
                    if let value = PageText.attribute(attribute, in: rect).flatMap(Double.init) { numbers[attribute] = value }
                }
                return numbers
            }
        }
        // Both columns take the height of the taller one, which `HeightKey` reduced to.
        let columns = try rects("EqualHeightColumns", fill: "#007AFF") + rects("EqualHeightColumns", fill: "#34C759")
        #expect(columns.count == 2)
        #expect(columns.allSatisfy { ($0["height"] ?? 0) > 100 } && columns[0]["height"] == columns[1]["height"])
        // Each label's underline is as wide as its own title: a child keeps its state across builds.
        let underlines = try rects("UnderlinedHeader", fill: "#FF3B30")
        #expect(underlines.count == 2)
        #expect(abs((underlines[0]["width"] ?? 0) - 78.2) < 0.5 && abs((underlines[1]["width"] ?? 0) - 164.2) < 0.5, "\(underlines)")
        // The size a GeometryReader stored, then `onChange(of: size)`: a quarter of 350 pt.
        #expect(try rects("MeasuredProgressBar", fill: "#FF9500").first?["width"] == 87.5)
        // An anchor preference read by an overlay: the underline is as wide as "Search" and just below it.
        let tabs = try Self.component(guide, "UnderlinedTabs")
        #expect(tabs.status == .rendered, "\(tabs.blockers)")
        assertSnapshot(of: tabs.variants[0].fileSVG, as: .svg, named: "settling/UnderlinedTabs")
        let underline = try #require(rects("UnderlinedTabs", fill: "#5856D6").first)
        let tabsSVG = tabs.variants[0].fileSVG
        let searchText = try #require(tabsSVG.range(of: ">Search<"))
        let searchTag = try #require(tabsSVG[..<searchText.lowerBound].range(of: "<tspan", options: .backwards))
        let searchX = try #require(PageText.attribute("x", in: String(tabsSVG[searchTag.lowerBound..<searchText.lowerBound])).flatMap(Double.init))
        #expect(abs((underline["x"] ?? 0) - searchX) < 0.01 && abs((underline["width"] ?? 0) - 56.3) < 1, "\(underline) at \(searchX)")
        // A task runs up to its first await; onChange(initial: true) runs once the view appeared.
        let inbox = try Self.component(guide, "InboxLoader").variants[0].fileSVG
        assertSnapshot(of: inbox, as: .svg, named: "settling/InboxLoader")
        #expect(inbox.contains(">Inbox<") && inbox.contains(">Welcome<") && inbox.contains(">receipt<") && !inbox.contains(">later<"))
        #expect(inbox.contains(">2 <") || inbox.contains(">2<"))
        let growing = try Self.component(guide, "EverGrowing")
        #expect(growing.status == .partial)
        #expect(growing.blockers.contains { $0.hasPrefix("the settled state (still changing after 4 layouts") })
    }

    /// SwiftUI's own views draw as iOS draws them: a colour picker's well
    /// holds the selected colour in a hue ring; redacted text is blocks.
    @Test func systemViewsAreDrawnAsIOSDrawsThem() throws {
        let guide = Self.guide("systemviews")
        let picker = try Self.component(guide, "ThemeSettings")
        #expect(picker.status == .rendered, "\(picker.blockers)")
        let pickerSVG = picker.variants[0].fileSVG
        assertSnapshot(of: pickerSVG, as: .svg, named: "systemviews/ThemeSettings")
        // The selected colour, twice (one well per picker), and the labels beside them.
        #expect(pickerSVG.components(separatedBy: "fill=\"#E64D1A\"").count - 1 == 2)
        #expect(pickerSVG.contains(">Accent </tspan>") && pickerSVG.contains(">Highlight</tspan>"))
        let card = try Self.component(guide, "LoadingPostCard")
        #expect(card.status == .rendered, "\(card.blockers)")
        let cardSVG = card.variants[0].fileSVG
        assertSnapshot(of: cardSVG, as: .svg, named: "systemviews/LoadingPostCard")
        // Redacted lines are drawn as blocks, not text; `.unredacted()` text still reads.
        #expect(!cardSVG.contains(">Jane ") && !cardSVG.contains(">sunset "))
        #expect(cardSVG.contains(">Sponsored</tspan>"))
        #expect(PageText.tags("rect", in: cardSVG).filter { $0.contains("rx=") }.count >= 3, "a block per redacted line")
    }
    /// A library's UIKit views wrapped with `UIViewRepresentable` draw what
    /// `makeUIView`/`updateUIView` set: a label's font and colour, a switch
    /// on in its tint, a field's placeholder and border, a guide subclass of
    /// `UITextView` with its layer's border. A view controller is not drawn
    /// and says so.
    @Test func uikitViewsDrawWhatTheirCodeSets() throws {
        let guide = Self.guide("uikit")
        let card = try Self.component(guide, "SettingsCard")
        #expect(card.status == .rendered, "\(card.blockers)")
        let svg = card.variants[0].fileSVG
        assertSnapshot(of: svg, as: .svg, named: "uikit/SettingsCard")
        // `.systemRed` bold 20-pt label text; the switch on in `.systemPurple`.
        #expect(svg.contains(">Notifications</tspan>") && svg.contains("fill=\"#FF3B30\"") && svg.contains("font-size=\"20\""))
        #expect(svg.contains("fill=\"#AF52DE\""))
        // The empty field shows its placeholder; the text view its text inside a teal 1-pt border with 8-pt corners.
        #expect(svg.contains(">Add ") && svg.contains(">note</tspan>") && svg.contains(">Looks ") && svg.contains(">me</tspan>"))
        #expect(PageText.tags("rect", in: svg).contains { $0.contains("stroke=\"#30B0C7\"") && $0.contains("rx=\"") })
        let scanner = try Self.component(guide, "ScanCard")
        #expect(scanner.status == .partial)
        #expect(scanner.blockers.contains("ScannerPreview (a UIKit view)"))
    }

    /// GeometryReader charts: a reader's views overlap at its corner;
    /// `@ViewBuilder` content given through an init builds every view; a
    /// view whose own preview has no data yet is drawn with the data
    /// another view's code gives it, and says so.
    @Test func readersAndTheDataOtherViewsGive() throws {
        let guide = Self.guide("readers")
        for component in guide.components where component.name != "WatchOnlyPager" {
            #expect(component.status == .rendered, "\(component.name): \(component.blockers)")
        }
        // Both blue marks sit at the reader's top-leading corner, over the red one, not below it.
        let marks = try Self.component(guide, "OverlappingMarks").variants[0].fileSVG
        #expect(PageText.tags("rect", in: marks).filter { $0.contains("#007AFF") }.allSatisfy { PageText.attribute("y", in: $0) == nil })
        // Both views of the builder closure called with the proxy: the bar and its label.
        let totals = try Self.component(guide, "TotalsCard").variants[0].fileSVG
        #expect(totals.contains("#34C759") && totals.contains(">Total: </tspan>") && totals.contains(">980</tspan>"))
        // The preview's empty model draws nothing; `PieScreen` builds it with three values.
        let pie = try Self.component(guide, "SlicedPie")
        #expect(pie.arguments.first?.source == .builtBy("PieScreen"))
        #expect(PageText.tags("path", in: pie.variants[0].fileSVG).count >= 3)
        // A sampled search text is the start of the first sampled row's text, so rows show.
        let list = try Self.component(guide, "SuggestionList")
        let query = try #require(list.arguments.first { $0.name == "searchedText" })
        #expect(query.source == .sample && query.display.count == 4, "two letters, quoted: \(query.display)")
        #expect(PageText.tags("text", in: list.variants[0].fileSVG).count >= 3)
        // One only shown, not matched against the rows, keeps a query's sample.
        let header = try Self.component(guide, "ResultsHeader")
        #expect(try #require(header.arguments.first { $0.name == "searchTerm" }).display != "\"He\"")
        // A reader above a button takes the screen's height, not its 10-pt default.
        let chart = try Self.component(guide, "ChartWithControls").variants[0]
        #expect(chart.size == Size(width: 390, height: 844))
        let bar = try #require(PageText.tags("rect", in: chart.fileSVG).first { $0.contains("#5856D6") })
        #expect((PageText.attribute("height", in: bar).flatMap(Double.init) ?? 0) > 300, "\(bar)")
        // Content compiled only for watchOS: nothing to draw on iOS, and the reason says so.
        let pager = try Self.component(guide, "WatchOnlyPager")
        #expect(pager.status == .failed && pager.blockers.contains { $0.contains("holds no view that draws on iOS") }, "\(pager.blockers)")
    }
}
