import DesignModel
import Foundation
import Testing

/// Outlines followed in steps, trimmed, and the area a stroke covers
/// (`Path.strokedPath`) as a fill paints it: by the non-zero rule.
@Suite struct PathOutlineTests {
    /// Whether a non-zero fill of `path` paints `point`.
    private func paints(_ path: PathData, _ point: Point) -> Bool {
        var winding = 0
        for polyline in path.polylines {
            for (a, b) in zip(polyline.points, polyline.points.dropFirst()) {
                let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
                if a.y <= point.y, b.y > point.y, side > 0 { winding += 1 }
                if a.y > point.y, b.y <= point.y, side < 0 { winding -= 1 }
            }
        }
        return winding != 0
    }

    private func line(_ points: [(Double, Double)], closed: Bool = false) -> PathData {
        var elements: [PathData.Element] = points.enumerated().map { index, point in
            index == 0 ? .move(Point(x: point.0, y: point.1)) : .line(Point(x: point.0, y: point.1))
        }
        if closed { elements.append(.close) }
        return PathData(elements)
    }

    @Test func arcsAreFollowedAroundTheirCentre() throws {
        // A quarter circle from 3 o'clock to 6 o'clock about (50, 50).
        let quarter = PathData([.move(Point(x: 100, y: 50)), .arc(to: Point(x: 50, y: 100), radius: 50, largeArc: false, clockwise: true)])
        let points = try #require(quarter.polylines.first).points
        #expect(points.last == Point(x: 50, y: 100))
        #expect(points.allSatisfy { abs($0.distance(to: Point(x: 50, y: 50)) - 50) < 1e-9 })
        #expect(points.allSatisfy { $0.x >= 50 - 1e-9 && $0.y >= 50 - 1e-9 }, "the short way, through the bottom-right quadrant")
        // A closed subpath ends where it started.
        let square = line([(0, 0), (10, 0), (10, 10), (0, 10)], closed: true).polylines
        #expect(square.count == 1 && square[0].isClosed && square[0].points.last == Point(x: 0, y: 0) && square[0].length == 40)
    }

    @Test func aTrimIsThePartOfTheLengthBetweenItsFractions() {
        let square = line([(0, 0), (10, 0), (10, 10), (0, 10)], closed: true)
        #expect(square.trimmed(from: 0.125, to: 0.5).elements == [.move(Point(x: 5, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 10))])
        #expect(square.trimmed(from: 0.5, to: 0.5).elements.isEmpty)
    }

    @Test func aStraightStrokeIsABandOfItsWidthWithItsCaps() {
        let segment = line([(10, 20), (90, 20)])
        let butt = segment.strokeOutline(StrokeGeometry(lineWidth: 8))
        #expect(paints(butt, Point(x: 50, y: 17)) && paints(butt, Point(x: 50, y: 23.5)))
        #expect(!paints(butt, Point(x: 50, y: 24.5)) && !paints(butt, Point(x: 9, y: 20)), "4 pt either side, nothing past the ends")
        let square = segment.strokeOutline(StrokeGeometry(lineWidth: 8, lineCap: .square))
        #expect(paints(square, Point(x: 7, y: 23)) && !paints(square, Point(x: 5, y: 20)), "a square cap reaches half the width past the end")
        let round = segment.strokeOutline(StrokeGeometry(lineWidth: 8, lineCap: .round))
        #expect(paints(round, Point(x: 7, y: 20)) && !paints(round, Point(x: 7, y: 23.5)), "a round cap is a half disc")
    }

    @Test func cornersAreJoinedAsTheStyleSays() {
        // Right, then down: the corner's outside is up and to the right of (50, 10).
        let corner = line([(10, 10), (50, 10), (50, 50)])
        let outsideTip = Point(x: 53.5, y: 6.5)
        let miter = corner.strokeOutline(StrokeGeometry(lineWidth: 8, lineJoin: .miter))
        #expect(paints(miter, outsideTip))
        let bevel = corner.strokeOutline(StrokeGeometry(lineWidth: 8, lineJoin: .bevel))
        #expect(!paints(bevel, outsideTip) && paints(bevel, Point(x: 51.5, y: 8.5)))
        let round = corner.strokeOutline(StrokeGeometry(lineWidth: 8, lineJoin: .round))
        #expect(!paints(round, outsideTip) && paints(round, Point(x: 52.7, y: 7.3)))
        // Beyond the miter limit a miter is cut to a bevel.
        let sharp = line([(0, 0), (100, 0), (0, 4)]).strokeOutline(StrokeGeometry(lineWidth: 4, lineJoin: .miter, miterLimit: 10))
        #expect(!paints(sharp, Point(x: 110, y: 0)))
    }

    @Test func aStrokedCircleIsARingWithItsMiddleOpen() {
        // Drawn either way round, the ring is the same.
        for clockwise in [true, false] {
            let circle = PathData([.move(Point(x: 100, y: 50)), .arc(to: Point(x: 0, y: 50), radius: 50, largeArc: false, clockwise: clockwise),
                                   .arc(to: Point(x: 100, y: 50), radius: 50, largeArc: false, clockwise: clockwise), .close])
            let ring = circle.strokeOutline(StrokeGeometry(lineWidth: 10))
            #expect(paints(ring, Point(x: 50, y: 2)) && paints(ring, Point(x: 97, y: 50)))
            #expect(!paints(ring, Point(x: 50, y: 50)) && !paints(ring, Point(x: 50, y: 10)) && !paints(ring, Point(x: 50, y: -6)))
        }
    }

    @Test func dashesCutTheStrokeIntoPieces() {
        let segment = line([(0, 0), (100, 0)])
        let dashed = segment.strokeOutline(StrokeGeometry(lineWidth: 4, dash: [10, 10]))
        #expect(dashed.elements.filter { $0 == .close }.count == 5)
        #expect(paints(dashed, Point(x: 5, y: 0)) && !paints(dashed, Point(x: 15, y: 0)))
        // The phase starts the pattern part-way in.
        let shifted = segment.strokeOutline(StrokeGeometry(lineWidth: 4, dash: [10, 10], dashPhase: 5))
        #expect(paints(shifted, Point(x: 2, y: 0)) && !paints(shifted, Point(x: 7, y: 0)))
        // Round-capped zero-length dashes are dots; a hostile pattern stays bounded.
        let dots = segment.strokeOutline(StrokeGeometry(lineWidth: 4, lineCap: .round, dash: [0, 20]))
        #expect(paints(dots, Point(x: 20, y: 1)) && !paints(dots, Point(x: 10, y: 0)))
        let tiny = segment.strokeOutline(StrokeGeometry(lineWidth: 1, dash: [1e-9, 1e-9]))
        #expect(tiny.elements.count < 200_000)
    }

    @Test func hostileOutlinesStayBounded() {
        // A million curves, as a guide's loop can build: followed up to the limit, not all of them.
        var elements: [PathData.Element] = [.move(Point(x: 0, y: 0))]
        for index in 0..<1_000_000 { elements.append(.curve(to: Point(x: Double(index % 100), y: 1), control1: Point(x: 1, y: 2), control2: Point(x: 2, y: 3))) }
        let points = PathData(elements).polylines.reduce(0) { $0 + $1.points.count }
        #expect(points <= 400_000 + 4 * 24)
        // Numbers that are not numbers draw nothing rather than trap.
        let broken = PathData([.move(Point(x: .nan, y: 0)), .line(Point(x: .infinity, y: 1)), .line(Point(x: 3, y: -.infinity))])
        _ = broken.strokeOutline(StrokeGeometry(lineWidth: 4, lineCap: .round, lineJoin: .round, dash: [2, 1]))
        _ = broken.strokeOutline(StrokeGeometry(lineWidth: .infinity))
        _ = broken.trimmed(from: 0.2, to: 0.8)
    }
}
