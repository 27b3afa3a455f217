import DesignModel
import Foundation
@testable import Layout
import Testing

/// Outlines as SwiftUI draws them: trims, insets, uneven and continuous corners.
@Suite struct ShapeGeometryTests {
    private func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func trimmedCircleIsAnArcFromThreeOClockClockwise() throws {
        // Circle().trim(from: 0, to: 0.25) in 100 × 100: a quarter arc from
        // the rightmost point to the bottom.
        let laidOut = LaidOut(V.stroked(.circle, 0xD5E101, lineWidth: 12, cap: .round, trim: 0...0.25), width: 100, height: 100)
        let shape = try #require(laidOut.shape(strokedWith: 0xD5E101)).shape
        guard case .path(let data) = shape.path else { Issue.record("expected a path, got \(shape.path)"); return }
        #expect(data.elements.count == 2)
        guard case .move(let start) = data.elements[0], case .arc(let end, let radius, let large, let clockwise) = data.elements[1] else {
            Issue.record("expected move + arc, got \(data.elements)"); return
        }
        #expect(close(start, Point(x: 100, y: 50)))
        #expect(close(end, Point(x: 50, y: 100)))
        #expect(radius == 50 && !large && clockwise)
        #expect(shape.strokeStyle?.cap == .round)
    }

    @Test func trimmedRectangleIsThePartOfItsOutline() throws {
        // Rectangle().trim(from: 0, to: 0.5) in 100 × 50: half of the 300-point
        // outline, clockwise from the top-leading corner.
        let laidOut = LaidOut(V.stroked(.rectangle, 0x007AFF, lineWidth: 2, trim: 0...0.5), width: 100, height: 50)
        guard case .path(let data) = try #require(laidOut.shape(strokedWith: 0x007AFF)).shape.path else { Issue.record("a trimmed outline is a path"); return }
        #expect(data.elements == [.move(Point(x: 0, y: 0)), .line(Point(x: 100, y: 0)), .line(Point(x: 100, y: 50))])
        // A middle part starts and ends inside edges.
        let middle = PathTrimming.trimmed(.rect(Rect(x: 0, y: 0, width: 100, height: 50)), from: 0.1, to: 0.2)
        #expect(middle.elements == [.move(Point(x: 30, y: 0)), .line(Point(x: 60, y: 0))])
    }

    @Test func longTrimsAreSplitIntoHalfTurnArcs() throws {
        // 73 % of a turn: two arcs, none longer than half a turn, ending at 0.73.
        let data = ShapeGeometry.trimmedEllipse(Rect(x: 0, y: 0, width: 240, height: 240), from: 0, to: 0.73)
        let arcs = data.elements.compactMap { element -> Point? in
            if case .arc(let to, _, let large, _) = element { return large ? nil : to }
            return nil
        }
        #expect(arcs.count == 2)
        let angle = 0.73 * 2 * Double.pi
        #expect(close(try #require(arcs.last), Point(x: 120 + 120 * cos(angle), y: 120 + 120 * sin(angle))))
    }

    @Test func rotationEffectTurnsTheTrimAboutTheViewsCentre() throws {
        // .rotationEffect(.degrees(-90)): Apple Fitness rings start at 12 o'clock.
        let node = V.stroked(.circle, 0xFA114F, lineWidth: 14, cap: .round, trim: 0...0.8)
            .modified(.effect(.rotation(degrees: -90, anchor: UnitPoint(x: 0.5, y: 0.5))))
        let laidOut = LaidOut(node, width: 130, height: 130)
        let entry = try #require(laidOut.shape(strokedWith: 0xFA114F))
        let rotation = try #require(entry.transforms.first { $0.rotationDegrees != 0 })
        #expect(rotation.rotationDegrees == -90)
        #expect(rotation.anchor == Point(x: 65, y: 65))
    }

    @Test func strokeBorderIsInsetByHalfTheLineWidth() throws {
        let border = LaidOut(V.stroked(.circle, 0x25D366, lineWidth: 4, border: true), width: 100, height: 100)
        #expect(try #require(border.shape(strokedWith: 0x25D366)).shape.path == .ellipse(Rect(x: 2, y: 2, width: 96, height: 96)))
        let stroke = LaidOut(V.stroked(.circle, 0x25D366, lineWidth: 4), width: 100, height: 100)
        #expect(try #require(stroke.shape(strokedWith: 0x25D366)).shape.path == .ellipse(Rect(x: 0, y: 0, width: 100, height: 100)))
    }

    @Test func unevenRoundedRectangleKeepsEachCornersRadius() throws {
        // The outgoing WhatsApp bubble: 12/12/0/12 in the initialiser's order
        // (topLeading, bottomLeading, bottomTrailing, topTrailing), circular.
        let rect = Rect(x: 0, y: 0, width: 200, height: 60)
        let data = RoundedRectOutline.path(rect, radii: (topLeading: 12, bottomLeading: 12, bottomTrailing: 0, topTrailing: 12), continuous: false)
        let expected: [PathData.Element] = [
            .move(Point(x: 12, y: 0)),
            .line(Point(x: 188, y: 0)), .arc(to: Point(x: 200, y: 12), radius: 12, largeArc: false, clockwise: true),
            .line(Point(x: 200, y: 60)),                                       // bottom trailing: square, the tail
            .line(Point(x: 12, y: 60)), .arc(to: Point(x: 0, y: 48), radius: 12, largeArc: false, clockwise: true),
            .line(Point(x: 0, y: 12)), .arc(to: Point(x: 12, y: 0), radius: 12, largeArc: false, clockwise: true),
            .close,
        ]
        #expect(data.elements == expected)
    }

    @Test func unevenRoundedRectangleFromTheInterpreterDrawsTheSameCorners() throws {
        let node = V.shape(.unevenRoundedRectangle(topLeading: 12, bottomLeading: 0, bottomTrailing: 12, topTrailing: 12, style: .circular), fill: 0xFFFFFF)
        let laidOut = LaidOut(node, width: 100, height: 40)
        guard case .path(let data) = try #require(laidOut.shapes.first).shape.path else { Issue.record("expected a path"); return }
        // The incoming bubble's tail: the bottom-leading corner is square.
        #expect(data.elements.contains(.line(Point(x: 0, y: 40))))
        #expect(!data.elements.contains(.line(Point(x: 100, y: 40))))
    }

    @Test func continuousCornersReachFurtherThanCircularOnes() throws {
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        guard case .path(let data) = ShapeGeometry.path(.roundedRectangle(cornerRadius: 10, style: .continuous), in: rect, sized: SizedContentLookup(SizedContent())) else {
            Issue.record("a continuous corner is a path"); return
        }
        guard case .move(let start) = data.elements.first else { Issue.record("path starts with a move"); return }
        // The curve leaves the top edge 1.528 radii before the corner.
        #expect(abs(start.x - 15.2866483) < 1e-6 && start.y == 0)
        #expect(data.elements.contains { if case .curve = $0 { true } else { false } })
        // Where that does not fit (a 20-point square with radius 10), the corner is circular.
        #expect(ShapeGeometry.path(.roundedRectangle(cornerRadius: 10, style: .continuous), in: Rect(x: 0, y: 0, width: 20, height: 20), sized: SizedContentLookup(SizedContent()))
                == .roundedRect(Rect(x: 0, y: 0, width: 20, height: 20), radius: 10))
    }

    @Test func capsuleAndCircleUseTheShorterSide() {
        let rect = Rect(x: 0, y: 0, width: 80, height: 30)
        #expect(ShapeGeometry.path(.capsule, in: rect, sized: SizedContentLookup(SizedContent())) == .roundedRect(rect, radius: 15))
        #expect(ShapeGeometry.path(.circle, in: rect, sized: SizedContentLookup(SizedContent())) == .ellipse(Rect(x: 25, y: 0, width: 30, height: 30)))
    }
}

/// `ContainerRelativeShape` takes the shape of its container, as SwiftUI draws it.
@Suite struct ContainerShapeTests {
    private func filledPath(_ laidOut: LaidOut, _ hex: Int) -> RenderPath? {
        laidOut.shapes.first { entry in
            if case .color(let color)? = entry.shape.fill { return color == RGBA(hex: hex) }
            return false
        }?.shape.path
    }

    @Test func containerRelativeShapeIsTheContainerShapeAboveIt() throws {
        // Color.clear.background(.blue, in: .containerRelative).containerShape(RoundedRectangle(cornerRadius: 20))
        let card = V.color(0x00000000).frame(width: 200, height: 100)
            .background(V.shape(.containerRelative, fill: 0x007AFF))
            .modified(.environment(.containerShape(.roundedRectangle(cornerRadius: 20, style: .circular))))
        let path = try #require(filledPath(LaidOut(card, width: 200, height: 100), 0x007AFF))
        guard case .roundedRect(_, let radius) = path else { Issue.record("expected the container's rounded rectangle, got \(path)"); return }
        #expect(radius == 20)
    }

    @Test func containerRelativeShapeWithoutAContainerShapeIsARectangle() throws {
        let plain = V.shape(.containerRelative, fill: 0x007AFF).frame(width: 80, height: 40)
        let path = try #require(filledPath(LaidOut(plain, width: 80, height: 40), 0x007AFF))
        guard case .rect(let rect) = path else { Issue.record("expected a rectangle, got \(path)"); return }
        #expect(rect.width == 80 && rect.height == 40)
    }

    @Test func aCornerSizeOfTwoLengthsRoundsEachCornerAsAQuarterEllipse() throws {
        func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
        // RoundedRectangle(cornerSize: CGSize(width: 20, height: 8)) in 100 × 40.
        let laidOut = LaidOut(V.shape(.ellipticalRoundedRectangle(cornerWidth: 20, cornerHeight: 8), fill: 0xAF52DE), width: 100, height: 40)
        let shape = try #require(laidOut.shapes.first { if case .color(let c)? = $0.shape.fill { c == RGBA(hex: 0xAF52DE) } else { false } }).shape
        guard case .path(let data) = shape.path else { Issue.record("expected a path, got \(shape.path)"); return }
        // The top edge starts 20 in; the right edge starts 8 down; a corner curve ends where the next edge starts.
        guard case .move(let start) = data.elements[0], case .line(let topEnd) = data.elements[1],
              case .curve(let corner, _, _) = data.elements[2] else { Issue.record("\(data.elements)"); return }
        #expect(close(start, Point(x: 20, y: 0)) && close(topEnd, Point(x: 80, y: 0)) && close(corner, Point(x: 100, y: 8)))
        // Corner sizes larger than half a side are held to it.
        let tight = RoundedRectOutline.elliptical(Rect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 50, cornerHeight: 50)
        guard case .move(let tightStart) = tight.elements[0] else { Issue.record("\(tight.elements)"); return }
        #expect(close(tightStart, Point(x: 5, y: 0)))
    }
}
