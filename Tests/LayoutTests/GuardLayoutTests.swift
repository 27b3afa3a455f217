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
