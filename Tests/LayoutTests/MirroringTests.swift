import DesignModel
@testable import Layout
import Testing

/// A right-to-left subtree is laid out as any view and drawn mirrored, as
/// SwiftUI flips its coordinate space: leading content runs from the right,
/// padding's leading edge is on the right, text keeps its reading order.
@Suite struct MirroringTests {
    private func row() -> ViewNode {
        V.hstack(spacing: 12,
                 V.color(0xFF0000).frame(width: 40, height: 40),
                 V.text("Layla"),
                 V.spacer(),
                 V.color(0x0000FF).frame(width: 10, height: 10))
            .padding(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 8))
    }

    private func rightToLeft(_ node: ViewNode) -> ViewNode { node.modified(.environment(.layoutDirection(.rightToLeft))) }

    @Test func anHStackRunsFromTheRightAndItsLeadingPaddingIsOnTheRight() throws {
        let ltr = LaidOut(row()), rtl = LaidOut(rightToLeft(row()))
        #expect(ltr.size == rtl.size)
        let avatar = try #require(ltr.rect(filledWith: 0xFF0000)), mirroredAvatar = try #require(rtl.rect(filledWith: 0xFF0000))
        #expect(avatar.x == 20 && mirroredAvatar.maxX == 390 - 20)
        let chevron = try #require(ltr.rect(filledWith: 0x0000FF)), mirroredChevron = try #require(rtl.rect(filledWith: 0x0000FF))
        #expect(chevron.maxX == 390 - 8 && mirroredChevron.x == 8)
        // The name keeps its letters in order, just left of the avatar.
        let name = try #require(rtl.texts.first?.lines.first)
        #expect(name.runs.map(\.text).joined() == "Layla")
        #expect(abs(name.x + name.width - (mirroredAvatar.x - 12)) < 0.01)
    }

    @Test func aLeftToRightSubtreeInsideIsMirroredBack() throws {
        let inner = V.hstack(spacing: 0, V.color(0x00FF00).frame(width: 10, height: 10), V.color(0x00FFFF).frame(width: 10, height: 10))
            .modified(.environment(.layoutDirection(.leftToRight)))
        let laidOut = LaidOut(rightToLeft(V.hstack(spacing: 0, V.color(0xFF00FF).frame(width: 10, height: 10), inner)), width: nil)
        // Outer order mirrored (magenta on the right), inner order kept (green left of cyan).
        let magenta = try #require(laidOut.rect(filledWith: 0xFF00FF))
        let green = try #require(laidOut.rect(filledWith: 0x00FF00)), cyan = try #require(laidOut.rect(filledWith: 0x00FFFF))
        #expect(magenta.x == 20 && green.x == 0 && cyan.x == 10)
    }

    @Test func gradientsAndArcsTurnAround() {
        let path = PathData([.move(Point(x: 0, y: 0)), .arc(to: Point(x: 10, y: 10), radius: 10, largeArc: false, clockwise: true)])
        #expect(path.mirrored(about: 5).elements == [.move(Point(x: 10, y: 0)), .arc(to: Point(x: 0, y: 10), radius: 10, largeArc: false, clockwise: false)])
        let paint = Paint.linearGradient(start: Point(x: 0, y: 5), end: Point(x: 100, y: 5), stops: [])
        #expect(paint.mirrored(about: 50) == .linearGradient(start: Point(x: 100, y: 5), end: Point(x: 0, y: 5), stops: []))
    }

    @Test func aViewThatFlipsForRightToLeftIsDrawnFlipped() {
        let arrow = V.color(0x00FF00).frame(width: 20, height: 10).modified(.effect(.flipsForRightToLeft))
        func flips(_ node: ViewNode) -> Bool {
            LaidOut(node, width: nil).shapes.contains { $0.transforms.contains { $0.scaleX == -1 } }
        }
        #expect(!flips(arrow))
        #expect(flips(rightToLeft(arrow)))
    }
}
