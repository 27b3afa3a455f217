import DesignModel
import Layout
@testable import Rendering
import Testing
import TextShaping

/// sitegen's own look at a picture: what counts as drawn, and what as squeezed.
@Suite struct PictureCheckTests {
    private let engine = LayoutEngine(measurer: TextMeasurer(library: .standard))
    private let white = RGBA(hex: 0xFFFFFF)

    private func fill(_ hex: Int) -> ShapeStyleValue { .color(ColorValue(RGBA(hex: hex))) }

    @Test func aScreenWithOnlyTheDevicesChromeIsBlank() {
        // A full-screen view whose only content is a zero-degree wedge, an empty label and one pushed off the display.
        let wedge = ViewNode.shape(ShapeView(shape: .path(.fixed(PathData([.move(Point(x: 100, y: 100)), .line(Point(x: 100, y: 20))]))), fill: fill(0x007AFF)))
        let offscreen = ViewNode.text(TextContent("0%")).modified(.layout(.offset(x: 0, y: 2000)))
        let screen = ViewNode.stack(StackNode(kind: .depth, alignment: .center, spacing: nil, children: [wedge, .text(TextContent("")), offscreen]))
            .modified(.layout(.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity))))
        let view = engine.layoutComponent(screen, colorScheme: .light).view
        #expect(view.isScreen)
        #expect(PictureCheck.problems(in: view, canvas: white).isBlank)
        // The same screen with a real shape on it is drawn.
        let drawn = ViewNode.stack(StackNode(kind: .depth, alignment: .center, spacing: nil, children: [
            .shape(ShapeView(shape: .circle, fill: fill(0xFF0000))).modified(.layout(.frame(FrameSpec(width: 40, height: 40)))), screen,
        ]))
        #expect(!PictureCheck.problems(in: engine.layoutComponent(drawn, colorScheme: .light).view, canvas: white).isBlank)
    }

    @Test func aHairlineTheCodeSizesIsNotSqueezedButCutTextIs() {
        let hairline = ViewNode.color(ColorValue(RGBA(hex: 0xCCCCCC))).modified(.layout(.frame(FrameSpec(height: 1))))
        let line = engine.layoutComponent(hairline, colorScheme: .light).view
        #expect(line.size.height == 1)
        #expect(PictureCheck.problems(in: line, canvas: white).findings.isEmpty)
        let cut = ViewNode.text(TextContent("Title")).modified(.layout(.frame(FrameSpec(height: 2))))
        let squeezed = engine.layoutComponent(cut, colorScheme: .light).view
        #expect(PictureCheck.problems(in: squeezed, canvas: white).findings.contains { $0.contains("squeezed") })
    }

    @Test func aPictureWiderThanItsDeviceIsFlagged() {
        func chip() -> ViewNode { ViewNode.color(ColorValue(RGBA(hex: 0x34C759))).modified(.layout(.frame(FrameSpec(width: 60, height: 30)))) }
        // Seven 60-pt chips and their spacing: 468 pt, past a 390-pt iPhone.
        let row = ViewNode.stack(StackNode(kind: .horizontal, alignment: .center, spacing: 8, children: Array(repeating: chip(), count: 7)))
        let wide = engine.layoutComponent(row, colorScheme: .light).view
        #expect(wide.size.width == 468)
        #expect(PictureCheck.problems(in: wide, canvas: white).findings.contains { $0.contains("468 pt wide, wider than the 390-pt device") })
        let fits = ViewNode.stack(StackNode(kind: .horizontal, alignment: .center, spacing: 8, children: Array(repeating: chip(), count: 5)))
        #expect(PictureCheck.problems(in: engine.layoutComponent(fits, colorScheme: .light).view, canvas: white).findings.isEmpty)
    }

    @Test func clearTextAndAnInactiveControlsTextAreNotHardToRead() {
        func findings(_ node: ViewNode) -> [String] {
            PictureCheck.problems(in: engine.layoutComponent(node, colorScheme: .light).view, canvas: white).findings
        }
        let pale = ViewNode.text(TextContent("Post")).modified(.environment(.foregroundStyle(.color(ColorValue(RGBA(hex: 0xEEEEEE))), secondary: nil)))
        #expect(!findings(pale).isEmpty, "pale text on white is hard to read")
        // The same text in a disabled control: WCAG exempts inactive components.
        #expect(findings(pale.modified(.environment(.controls(.disabled(true))))).isEmpty)
        // A cursor in `.clear` beside readable text: hidden on purpose, not unreadable.
        let cursor = ViewNode.stack(StackNode(kind: .horizontal, alignment: .center, spacing: 0, children: [
            .text(TextContent("Typing")), ViewNode.text(TextContent("▍")).modified(.environment(.foregroundStyle(.color(.clear), secondary: nil))),
        ]))
        #expect(findings(cursor).isEmpty)
        // Only clear text: nothing shows, and the picture is not taken for a drawing.
        let hidden = ViewNode.text(TextContent("Hidden")).modified(.environment(.foregroundStyle(.color(.clear), secondary: nil)))
        #expect(!PictureCheck.problems(in: engine.layoutComponent(hidden, colorScheme: .light).view, canvas: white).isBlank)
        #expect(findings(hidden).isEmpty)
    }

    @Test func anEmptySymbolNameDrawsNothing() {
        let row = ViewNode.stack(StackNode(kind: .horizontal, alignment: .center, spacing: 8, children: [
            .image(ImageContent(source: .systemSymbol(""))), .text(TextContent("Record")),
        ]))
        let view = engine.layoutComponent(row, colorScheme: .light).view
        #expect(PictureCheck.problems(in: view, canvas: white).findings.isEmpty)
        #expect(!view.problems.contains { $0.contains("SF Symbol") }, "\(view.problems)")
    }
}
