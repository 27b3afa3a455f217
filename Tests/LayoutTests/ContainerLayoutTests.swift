import DesignModel
@testable import Layout
import Testing

/// SwiftUI's system containers in iOS 17's looks, as layout lowers them:
/// the places, sizes and colours a designer checks against a device —
/// list cards and rows, separators, headers, navigation bars and titles,
/// sheets and their detents, page dots.
@Suite struct ContainerLayoutTests {
    // MARK: - Building

    private func text(_ string: String) -> ViewNode { .text(TextContent(string)) }

    private func list(_ content: [ViewNode], form: Bool = false) -> ViewNode {
        .control(.list(ListNode(content: content, isForm: form)))
    }

    private func section(_ header: String?, _ rows: [ViewNode], footer: String? = nil) -> ViewNode {
        .control(.section(SectionNode(header: header.map(text), content: rows, footer: footer.map(text))))
    }

    private func navigation(_ content: ViewNode, title: String?, mode: TitleDisplayMode = .automatic, toolbar: [ToolbarItemNode] = []) -> ViewNode {
        var bar = NavigationBar()
        bar.title = title
        bar.titleDisplayMode = mode
        bar.toolbar = toolbar
        return .control(.navigation(NavigationNode(content: content, bar: bar)))
    }

    private func screen(_ node: ViewNode, scheme: ColorScheme = .light) -> LaidOut {
        LaidOut(LaidOut.engine.layoutComponent(node, colorScheme: scheme).view)
    }

    // MARK: - Reading the picture

    private func textLine(_ laidOut: LaidOut, _ string: String) throws -> (line: RenderText.Line, run: RenderText.Run) {
        for text in laidOut.texts {
            for line in text.lines where line.runs.map(\.text).joined().trimmingCharacters(in: .whitespaces) == string {
                return (line, line.runs[0])
            }
        }
        Issue.record("no text \"\(string)\" in \(laidOut.texts.flatMap(\.lines).map { $0.runs.map(\.text).joined() })")
        throw CancellationError()
    }

    private func rects(_ laidOut: LaidOut, filled color: RGBA) -> [Rect] {
        laidOut.shapes.compactMap { entry in
            guard case .color(let fill)? = entry.shape.fill, fill == color else { return nil }
            switch entry.shape.path {
            case .rect(let rect), .roundedRect(let rect, _), .ellipse(let rect): return rect
            case .path: return nil
            }
        }
    }

    private func groups(_ node: RenderNode) -> [RenderGroup] {
        guard case .group(let group) = node else { return [] }
        return [group] + group.children.flatMap(groups)
    }

    private static let canvas = RGBA(hex: 0xF2F2F7)
    private static let card = RGBA(hex: 0xFFFFFF)
    private static let separator = RGBA(hex: 0xC6C6C8)

    // MARK: - Lists

    @Test func anInsetGroupedListIsAScreenOfCardsWithRowsAndSeparatorsFromTheText() throws {
        let laidOut = screen(list([section("Account", [text("Profile"), text("Privacy")], footer: "Shown to friends")]))
        #expect(laidOut.view.isScreen && laidOut.size == Size(width: 390, height: 844))
        // The grouped canvas runs under the status bar and the home indicator.
        #expect(rects(laidOut, filled: Self.canvas).contains(Rect(x: 0, y: 0, width: 390, height: 844)))
        // Two 44-pt rows on a card 16 pt in from the edges, 10-pt corners.
        let rows = rects(laidOut, filled: Self.card)
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.x == 16 && $0.width == 358 && $0.height == 44 })
        #expect(rows[1].y == rows[0].maxY)
        let clip = try #require(groups(laidOut.view.root).first { $0.clip != nil && $0.bounds.width == 358 }?.clip)
        guard case .path(let outline) = clip else { Issue.record("the card is clipped to its rounded outline"); return }
        #expect(outline.elements.contains { if case .curve = $0 { return true } else { return false } })
        // Text 20 pt into the card, centred in its row.
        let profile = try textLine(laidOut, "Profile")
        #expect(profile.line.x == 36 && profile.run.size == 17)
        #expect(profile.line.baseline > rows[0].y + 11 && profile.line.baseline < rows[0].maxY - 5)
        // One hairline between the rows, from the text to the card's edge.
        let lines = rects(laidOut, filled: Self.separator)
        #expect(lines == [Rect(x: 36, y: rows[0].maxY - 1.0 / 3.0, width: 338, height: 1.0 / 3.0)])
        // Header: uppercase footnote in the secondary label colour, 7 pt above the card; the footer below it.
        let header = try textLine(laidOut, "ACCOUNT")
        #expect(header.line.x == 36 && header.run.size == 13)
        #expect(header.run.paint == .color(RGBA(hex: 0x3C3C43, alpha: 0.6)))
        #expect(header.line.baseline < rows[0].y - 7 && header.line.baseline > rows[0].y - 20)
        let footer = try textLine(laidOut, "Shown to friends")
        #expect(footer.line.x == 36 && footer.run.size == 13 && footer.line.baseline > rows[1].maxY + 7)
    }

    @Test func aListInTheDarkHasDarkCardsOnBlack() throws {
        let laidOut = screen(list([text("One"), text("Two")]), scheme: .dark)
        #expect(rects(laidOut, filled: RGBA(hex: 0x000000)).contains(Rect(x: 0, y: 0, width: 390, height: 844)))
        #expect(rects(laidOut, filled: RGBA(hex: 0x1C1C1E)).count == 2)
        #expect(rects(laidOut, filled: RGBA(hex: 0x38383A)).count == 1)
        // Rows outside any section share one card, 35 pt below the top of the safe area.
        let card = try #require(rects(laidOut, filled: RGBA(hex: 0x1C1C1E)).first)
        #expect(abs(card.y - (47 + 35)) < 0.01, "\(card)")
    }

    @Test func aPlainListHasFullWidthRowsOnTheSystemBackground() throws {
        let laidOut = screen(list([text("One"), text("Two")]).modified(.environment(.controls(.listStyle(.plain)))))
        #expect(rects(laidOut, filled: .white).contains(Rect(x: 0, y: 0, width: 390, height: 844)))
        #expect(try textLine(laidOut, "One").line.x == 20)
        // Separators run from the text to the screen's edge, under every row.
        let lines = rects(laidOut, filled: Self.separator)
        #expect(lines.count == 2 && lines.allSatisfy { $0.x == 20 && $0.maxX == 390 })
    }

    @Test func aSeparatorStartsAtTheTextOfALabelRow() throws {
        let row = ViewNode.control(.label(LabelNode(title: text("Wi-Fi"), icon: .image(ImageContent(source: .systemSymbol("wifi"))))))
        let laidOut = screen(list([row, text("Bluetooth")]))
        let title = try textLine(laidOut, "Wi-Fi")
        #expect(title.line.x > 36 + 10)
        #expect(rects(laidOut, filled: Self.separator).first?.x == title.line.x)
        // In a list a label's icon takes the tint colour.
        let icon = try #require(laidOut.view.symbols.first)
        #expect(icon.paint == .color(RGBA(hex: 0x007AFF)))
    }

    @Test func rowSettingsReplaceTheCardHideSeparatorsAndTheCanvas() throws {
        let yellow = ColorValue(RGBA(hex: 0xFFCC00))
        let highlighted = text("Highlighted").modified(.container(.listRow(.background(.color(yellow)))))
        let quiet = text("Quiet").modified(.container(.listRow(.separatorHidden(true))))
        let laidOut = screen(list([highlighted, quiet, text("Last")]).modified(.environment(.controls(.scrollContentBackgroundHidden(true)))))
        #expect(rects(laidOut, filled: Self.canvas).isEmpty)
        #expect(rects(laidOut, filled: RGBA(hex: 0xFFCC00)).count == 1)
        #expect(rects(laidOut, filled: Self.card).count == 2)
        // Hidden on the middle row: neither of its separators is drawn.
        #expect(rects(laidOut, filled: Self.separator).isEmpty)
        let inset = text("Edge").modified(.container(.listRow(.insets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)))))
        #expect(try textLine(screen(list([inset])), "Edge").line.x == 16)
        // A row's badge stands at its trailing edge in the secondary label colour.
        let badge = try textLine(screen(list([text("Inbox").modified(.container(.badge("12")))])), "12")
        #expect(abs(badge.line.x + badge.line.width - (374 - 20)) < 0.5 && badge.run.paint == .color(RGBA(hex: 0x3C3C43, alpha: 0.6)))
    }

    @Test func aNavigationLinkRowHasAChevronAndAPrimaryLabel() throws {
        let link = ViewNode.control(.navigationLink(NavigationLinkNode(label: text("Privacy"))))
        let laidOut = screen(list([link]))
        let chevron = try #require(laidOut.view.symbols.first { $0.name == "chevron.right" })
        #expect(abs(chevron.bounds.maxX - (374 - 16)) < 0.5)
        #expect(chevron.paint == .color(RGBA(hex: 0x3C3C43, alpha: 0.3)))
        #expect(try textLine(laidOut, "Privacy").run.paint == .color(.black))
        // Outside a list it is a button; disabled, in the tertiary label colour.
        let alone = LaidOut(link, width: 390)
        #expect(try textLine(alone, "Privacy").run.paint == .color(RGBA(hex: 0x007AFF)))
        #expect(alone.view.symbols.isEmpty)
        let disabled = LaidOut(link.modified(.environment(.controls(.disabled(true)))), width: 390)
        #expect(try textLine(disabled, "Privacy").run.paint == .color(RGBA(hex: 0x3C3C43, alpha: 0.3)))
    }

    @Test func aStandaloneSectionIsItsHeaderContentAndFooterStacked() throws {
        let laidOut = LaidOut(section("Header", [text("Row")], footer: "Footer"), width: 390)
        #expect(!laidOut.view.isScreen)
        let lines = laidOut.texts.map { $0.lines[0].runs.map(\.text).joined() }
        #expect(lines == ["Header", "Row", "Footer"])
    }

    // MARK: - Navigation bars

    @Test func aLargeTitleSitsUnderTheBarAndTheListCanvasRunsUnderBoth() throws {
        let items = [ToolbarItemNode(placement: .leading, content: .control(.button(ButtonNode(label: text("Edit"))))),
                     ToolbarItemNode(placement: .confirmation, content: .control(.button(ButtonNode(label: text("Done")))))]
        let laidOut = screen(navigation(list([text("Row")]), title: "Settings", toolbar: items))
        #expect(laidOut.view.isScreen)
        let title = try textLine(laidOut, "Settings")
        #expect(title.run.size == 34 && title.run.weight == 700 && title.line.x == 16)
        // In the 52-pt band below the 44-pt bar.
        #expect(title.line.baseline > 47 + 44 + 30 && title.line.baseline < 47 + 96)
        let edit = try textLine(laidOut, "Edit")
        #expect(edit.line.x == 16 && edit.run.paint == .color(RGBA(hex: 0x007AFF)))
        #expect(abs(edit.line.baseline - (47 + 22 + 6)) < 2)
        let done = try textLine(laidOut, "Done")
        #expect(done.run.weight == 600 && abs(done.line.x + done.line.width - 374) < 0.5)
        // The grouped canvas from the top of the display; the card below the large title.
        #expect(rects(laidOut, filled: Self.canvas).contains(Rect(x: 0, y: 0, width: 390, height: 844)))
        let card = try #require(rects(laidOut, filled: Self.card).first { $0.width == 358 })
        #expect(abs(card.y - (47 + 96 + 35)) < 0.01, "\(card)")
    }

    @Test func anInlineTitleIsCentredInTheBar() throws {
        let laidOut = screen(navigation(text("Body"), title: "Edit Event", mode: .inline))
        let title = try textLine(laidOut, "Edit Event")
        #expect(title.run.size == 17 && title.run.weight == 600)
        #expect(abs(title.line.x + title.line.width / 2 - 195) < 0.5)
        #expect(title.line.baseline > 47 && title.line.baseline < 47 + 44)
        // Content that does not fill is centred in what is left, on the system background.
        let body = try textLine(laidOut, "Body")
        #expect(abs(body.line.baseline - ((47 + 44 + 810) / 2.0)) < 12)
        #expect(rects(laidOut, filled: .white).contains(Rect(x: 0, y: 0, width: 390, height: 844)))
    }

    @Test func aPrincipalItemTakesTheTitlesPlaceAndHiddenBarsAreNotDrawn() throws {
        let principal = ToolbarItemNode(placement: .principal, content: text("Custom"))
        let laidOut = screen(navigation(text("Body"), title: "Ignored", mode: .inline, toolbar: [principal]))
        let custom = try textLine(laidOut, "Custom")
        #expect(abs(custom.line.x + custom.line.width / 2 - 195) < 0.5 && custom.line.baseline < 47 + 44)
        #expect(!laidOut.texts.contains { $0.lines[0].runs.map(\.text).joined() == "Ignored" })
        var bar = NavigationBar()
        bar.title = "Hidden"
        bar.isHidden = true
        let hidden = screen(.control(.navigation(NavigationNode(content: text("Body"), bar: bar))))
        #expect(!hidden.texts.contains { $0.lines[0].runs.map(\.text).joined() == "Hidden" })
    }

    @Test func aVisibleBarBackgroundRunsUnderTheStatusBar() throws {
        var bar = NavigationBar()
        bar.title = "Tinted"
        bar.background = .color(ColorValue(RGBA(hex: 0x0A3D62)))
        bar.backgroundVisible = true
        let laidOut = screen(.control(.navigation(NavigationNode(content: text("Body"), bar: bar))))
        #expect(rects(laidOut, filled: RGBA(hex: 0x0A3D62)) == [Rect(x: 0, y: 0, width: 390, height: 47 + 96)])
        // Without `.visible` the bar has no background, as at the top of a scroll view.
        bar.backgroundVisible = nil
        #expect(rects(screen(.control(.navigation(NavigationNode(content: text("Body"), bar: bar)))), filled: RGBA(hex: 0x0A3D62)).isEmpty)
    }

    // MARK: - Sheets

    private func sheet(detents: [SheetDetent], grabber: Bool? = nil) -> ViewNode {
        var style = PresentationStyle()
        style.detents = detents
        style.dragIndicatorVisible = grabber
        return .control(.presentation(PresentationNode(kind: .sheet, presenter: V.color(0xFAFAFA), content: text("Sheet"), style: style)))
    }

    @Test func aMediumSheetStandsHalfTheLargeDetentOverTheDimmedScreen() throws {
        let laidOut = screen(sheet(detents: [.medium], grabber: true))
        #expect(laidOut.view.isScreen)
        // A large sheet is 844 - 47 - 10 = 787 pt; its content 753 above the home indicator.
        let top = 844 - (753 / 2.0 + 34)
        #expect(rects(laidOut, filled: .white).contains(Rect(x: 0, y: top, width: 390, height: 844 - top)))
        let grabber = try #require(rects(laidOut, filled: RGBA(hex: 0x3C3C43, alpha: 0.3)).first)
        #expect(grabber == Rect(x: 177, y: top + 5, width: 36, height: 5))
        // The screen behind stays where it is, under a 40 % dim.
        #expect(rects(laidOut, filled: RGBA(hex: 0xFAFAFA)).contains(Rect(x: 0, y: 47, width: 390, height: 763)))
        #expect(!rects(laidOut, filled: RGBA(hex: 0x000000, alpha: 0.4)).isEmpty)
        #expect(!groups(laidOut.view.root).contains { $0.transform != nil })
    }

    @Test func aLargeSheetPushesTheScreenBack() throws {
        let laidOut = screen(sheet(detents: []))
        #expect(rects(laidOut, filled: .white).contains(Rect(x: 0, y: 57, width: 390, height: 787)))
        let pushed = try #require(groups(laidOut.view.root).first { $0.transform != nil }?.transform)
        #expect(pushed.scaleX == 0.92 && pushed.scaleY == 0.92 && pushed.anchor.y == 47)
        #expect(rects(laidOut, filled: .black).contains(Rect(x: 0, y: 0, width: 390, height: 844)))
        // No drag indicator for one detent; the status bar is light over black.
        #expect(rects(laidOut, filled: RGBA(hex: 0x3C3C43, alpha: 0.3)).isEmpty)
        #expect(try textLine(laidOut, "9:41").run.paint == .color(.white))
    }

    @Test func aSheetPresentedFromInsideAViewCoversTheWholeScreen() throws {
        let inner = sheet(detents: [.height(200)])
        let laidOut = screen(V.vstack(text("Title"), inner))
        #expect(laidOut.view.isScreen)
        let top = 844 - (200 + 34.0)
        #expect(rects(laidOut, filled: .white).contains(Rect(x: 0, y: top, width: 390, height: 234)))
        #expect(try textLine(laidOut, "Title").line.baseline < top)
    }

    // MARK: - Pages

    @Test func aPageTabViewShowsTheSelectedPageWithItsDots() throws {
        let pages = ViewNode.control(.tabView(TabViewNode(items: ["A", "B", "C"].map {
            TabViewNode.Item(title: "", systemImage: nil, badge: nil, content: text($0))
        }, selection: 1)))
        let laidOut = LaidOut(pages.modified(.environment(.controls(.tabViewStyle(.page(showsIndex: true))))).frame(height: 200), width: 390)
        #expect(laidOut.texts.count == 1)
        #expect(try textLine(laidOut, "B").run.size == 17)
        let current = rects(laidOut, filled: .white)
        let others = rects(laidOut, filled: RGBA(hex: 0xFFFFFF, alpha: 0.35))
        #expect(current.count == 1 && others.count == 2)
        let dots = (others + current).sorted { $0.x < $1.x }
        #expect(dots.allSatisfy { $0.width == 8 && $0.height == 8 })
        #expect(dots[1].x - dots[0].x == 16 && dots[1] == current[0])
        #expect(abs(dots[1].midX - 195) < 0.01 && abs(dots[1].midY - (200 - 13)) < 0.01)
        // Hidden index, no dots.
        let hidden = LaidOut(pages.modified(.environment(.controls(.tabViewStyle(.page(showsIndex: false))))).frame(height: 200), width: 390)
        #expect(rects(hidden, filled: .white).isEmpty)
    }
}
