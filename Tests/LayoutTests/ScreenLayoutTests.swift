import DesignModel
@testable import Layout
import Testing

/// Which components are drawn as whole screens, which at their ideal
/// height, and which cut to what they draw.
@Suite struct ScreenLayoutTests {
    private func laidOut(_ node: ViewNode) -> RenderedView {
        LaidOut.engine.layoutComponent(node, colorScheme: .light).view
    }

    @Test func aFullBleedBackgroundMakesAScreen() {
        let view = laidOut(V.zstack(V.color(0x112233).modified(.layout(.ignoresSafeArea(top: true, bottom: true))), V.text("Welcome")))
        #expect(view.isScreen)
        #expect(view.size == Size(width: 390, height: 844))
        // The background runs under the status bar, to the display's edges.
        let laid = LaidOut(view)
        #expect(laid.rect(filledWith: 0x112233) == Rect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func aFrameThatFillsTheHeightMakesAScreen() {
        let view = laidOut(V.text("Centered").frame(maxWidth: .infinity, maxHeight: .infinity).background(V.color(0x445566)))
        #expect(view.isScreen)
        // Content sits in the safe area: below the 47-pt status bar, above the 34-pt home indicator.
        #expect(LaidOut(view).rect(filledWith: 0x445566) == Rect(x: 0, y: 47, width: 390, height: 763))
    }

    @Test func contentPushedToTheBottomMakesAScreen() {
        let view = laidOut(V.vstack(V.spacer(), V.shape(.rectangle, fill: 0x00AA00).frame(height: 50)))
        #expect(view.isScreen)
        // On the safe area's bottom edge, above the home indicator.
        #expect(LaidOut(view).rect(filledWith: 0x00AA00)?.maxY == 810)
    }

    @Test func aCardWithASpacerKeepsItsIdealHeight() {
        let card = V.vstack(V.text("Title"), V.spacer(), V.text("$48")).padding(EdgeInsets(all: 16)).background(V.color(0xEEEEEE))
        let view = laidOut(card)
        #expect(!view.isScreen)
        #expect(view.size.height < 120)
    }

    @Test func aViewThatOnlyFillsIsCutToWhatItDraws() {
        // Circles fill what they are offered: 10 pt tall ideally, a 390-pt
        // ring on the device (its stroke reaching 6 pt past it on each side).
        let ring = V.zstack(V.stroked(.circle, 0x333333, lineWidth: 12), V.stroked(.circle, 0xFF0000, lineWidth: 12, trim: 0...0.7))
        let view = laidOut(ring)
        #expect(!view.isScreen)
        #expect(abs(view.size.height - 402) < 1)
    }

    @Test func aTabViewIsAScreenWithItsBarAboveTheHomeIndicator() {
        let tabs = ViewNode.control(.tabView(TabViewNode(items: [
            TabViewNode.Item(title: "Home", systemImage: "house", badge: nil, content: V.color(0xFAFAFA)),
            TabViewNode.Item(title: "Settings", systemImage: "gear", badge: nil, content: V.color(0xFAFAFA)),
        ])))
        let view = laidOut(tabs)
        #expect(view.isScreen)
        // The selected screen fills what is left above the 49-pt bar.
        #expect(LaidOut(view).rect(filledWith: 0xFAFAFA) == Rect(x: 0, y: 47, width: 390, height: 714))
    }
}
