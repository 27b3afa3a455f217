import DesignModel
import Guards
@testable import Layout
import Testing

/// Layout recursion is bounded whatever tree it is given, and styles can
/// never refer to themselves.
@Suite struct GuardLayoutTests {
    @Test func deepTreesAreCutOffWithAProblem() {
        var node = V.color(0xFF0000)
        for _ in 0..<(Limits.viewDepth * 3) { node = node.padding(EdgeInsets(all: 0)) }
        let laidOut = withLargeStack { LaidOut(node.frame(width: 10, height: 10)) }
        #expect(laidOut.view.problems.count == 1)
        #expect(laidOut.view.problems.first?.contains("nest more than \(Limits.viewDepth)") == true)
    }

    @Test func containersNestedWithoutEndAreCutOffToo() {
        // Sheets presented from sheets, lists in lists, stacks in stacks:
        // hoisting the first sheet and lowering each container stay bounded,
        // and the picture, a screen, says what was cut off.
        var node = V.color(0xFF0000)
        for index in 0..<(Limits.viewDepth * 3) {
            switch index % 3 {
            case 0: node = .control(.presentation(PresentationNode(kind: .sheet, presenter: V.color(0x00FF00), content: node)))
            case 1: node = .control(.list(ListNode(content: [node.modified(.container(.listRow(.separatorHidden(true))))])))
            default: node = .control(.navigation(NavigationNode(content: node)))
            }
            if index % 30 == 0 { node = node.frame(height: 100) }
        }
        let problems = withLargeStack { LaidOut.engine.layoutComponent(node, colorScheme: .light).view.problems }
        #expect(problems.contains { $0.contains("nest more than \(Limits.viewDepth)") })
    }

    @Test func aTintOfTheTintIsTheTintAround() {
        let circle = ViewNode.shape(ShapeView(shape: .circle, fill: .tint))
        let inner = circle.modified(.environment(.tint(.tint))).modified(.environment(.tint(.color(ColorValue(RGBA(hex: 0x00FF00))))))
        let laidOut = LaidOut(inner.frame(width: 10, height: 10))
        #expect(laidOut.shapes.first?.shape.fill == .color(RGBA(hex: 0x00FF00)))
        // With no tint around, `.tint(.tint)` is the accent colour.
        let plain = LaidOut(circle.modified(.environment(.tint(.tint))).frame(width: 10, height: 10))
        #expect(plain.shapes.first?.shape.fill == .color(LayoutContext.accent.light))
    }

    @Test func aTintOfTheForegroundThatIsTheTintEnds() {
        let text = ViewNode.shape(ShapeView(shape: .circle, fill: .foreground))
            .modified(.environment(.tint(.foreground)))
            .modified(.environment(.foregroundStyle(.tint, secondary: nil)))
        let laidOut = LaidOut(text.frame(width: 10, height: 10))
        #expect(laidOut.shapes.first?.shape.fill == .color(LayoutContext.accent.light))
    }
}

/// Draw order and masks.
@Suite struct DrawingOrderTests {
    @Test func zIndexDrawsLaterSiblingsBelow() throws {
        let node = V.zstack(V.color(0xFF0000).modified(.layout(.zIndex(1))), V.color(0x0000FF)).frame(width: 10, height: 10)
        let fills = LaidOut(node).shapes.compactMap { entry -> RGBA? in
            if case .color(let color)? = entry.shape.fill { return color } else { return nil }
        }
        #expect(fills == [RGBA(hex: 0x0000FF), RGBA(hex: 0xFF0000)])
    }

    @Test func aMaskIsLaidOutOverTheView() throws {
        let gradient = ViewNode.style(.linearGradient(LinearGradientValue(gradient: Gradient(colors: [.black, .clear]),
                                                                             startPoint: UnitPoint(x: 0.5, y: 0), endPoint: UnitPoint(x: 0.5, y: 1))))
        let node = V.color(0x00FF00).frame(width: 40, height: 20).modified(.effect(.mask(gradient, alignment: .center)))
        guard case .group(let root) = LaidOut(node).view.root, case .group(let masked)? = root.children.first else {
            Issue.record("no masked group"); return
        }
        let mask = try #require(masked.mask)
        guard case .shape(let shape)? = mask.first, case .rect(let rect) = shape.path else { Issue.record("mask is not the gradient's rect"); return }
        #expect(rect == Rect(x: 0, y: 0, width: 40, height: 20))
    }
}
