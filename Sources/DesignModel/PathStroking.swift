import Foundation

/// How a stroke is drawn, as `StrokeStyle` says it.
public struct StrokeGeometry: Sendable, Hashable {
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double

    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// `Path.strokedPath(_:)`: the area a stroke covers, as an outline of its
/// own that a fill paints. Each straight run of the outline becomes a band
/// (its two sides, offset by half the width), each corner a join and each
/// open end a cap; all pieces turn the same way, so the non-zero fill
/// SwiftUI uses paints their union without seams or holes.
extension PathData {
    /// Turns smaller than this between steps are one smooth band: a curve's
    /// steps, not corners (the gap a join would fill is under 0.05 pt).
    static let smoothTurn = 10.0 * .pi / 180
    /// Dash pieces one stroke may make before the rest is drawn solid.
    static let dashPieceLimit = 10_000

    public func strokeOutline(_ style: StrokeGeometry) -> PathData {
        let half = style.lineWidth / 2
        guard half > 0, half.isFinite else { return PathData() }
        var pieces: [[Point]] = []
        var dashBudget = Self.dashPieceLimit
        for polyline in polylines {
            for run in Self.dashed(polyline, style, budget: &dashBudget) {
                Stroker(half: half, style: style).stroke(run, into: &pieces)
            }
        }
        var elements: [Element] = []
        for piece in pieces where piece.count > 2 {
            let turned = Self.signedArea(piece) < 0 ? piece.reversed() : piece
            elements.append(.move(turned[0]))
            elements += turned.dropFirst().map { .line($0) }
            elements.append(.close)
        }
        return PathData(elements)
    }

    /// The polyline cut into its dashes (on, off, on, … lengths, starting
    /// `dashPhase` into the pattern); the whole of it without a usable pattern.
    static func dashed(_ polyline: Polyline, _ style: StrokeGeometry, budget: inout Int) -> [Polyline] {
        let pattern = style.dash.map { max($0, 0) }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0, period.isFinite else { return [polyline] }
        let total = polyline.length
        var runs: [Polyline] = []
        var position = -style.dashPhase.truncatingRemainder(dividingBy: period)
        if position > 0 { position -= period }
        var index = 0
        while position < total, budget > 0 {
            let length = pattern[index % pattern.count]
            if index % 2 == 0, length > 0 || style.lineCap != .butt {
                let pieces = polyline.pieces(from: max(position, 0), to: min(position + length, total))
                runs += pieces.map { Polyline(points: $0, isClosed: false) }
                // A zero-length dash with a round or square cap is a dot.
                if length == 0, position >= 0, let dot = polyline.point(at: position) {
                    runs.append(Polyline(points: [dot, dot], isClosed: false))
                }
            }
            position += length
            index += 1
            budget -= 1
        }
        return runs
    }

    /// Twice the area a closed polygon encloses, positive when it turns
    /// clockwise on screen (y down).
    static func signedArea(_ points: [Point]) -> Double {
        guard let last = points.last else { return 0 }
        var previous = last
        var sum = 0.0
        for point in points {
            sum += previous.x * point.y - point.x * previous.y
            previous = point
        }
        return sum
    }
}

extension PathData.Polyline {
    /// The point `length` along the polyline.
    func point(at length: Double) -> Point? {
        var walked = 0.0
        for (a, b) in zip(points, points.dropFirst()) {
            let segment = a.distance(to: b)
            if walked + segment >= length, segment > 0 {
                let t = (length - walked) / segment
                return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            walked += segment
        }
        return points.last
    }
}

/// Builds the pieces of one polyline's stroke.
private struct Stroker {
    let half: Double
    let style: StrokeGeometry

    /// A direction of unit length, and its normal (turned a quarter to the left of travel on screen).
    struct Direction {
        var x: Double, y: Double
        var normal: Point { Point(x: y, y: -x) }

        init?(from a: Point, to b: Point) {
            let length = a.distance(to: b)
            guard length > 1e-9 else { return nil }
            x = (b.x - a.x) / length
            y = (b.y - a.y) / length
        }

        /// The signed turn from self to `next`, in radians.
        func turn(to next: Direction) -> Double {
            atan2(x * next.y - y * next.x, x * next.x + y * next.y)
        }
    }

    func stroke(_ polyline: PathData.Polyline, into pieces: inout [[Point]]) {
        // Consecutive repeats say nothing about direction.
        var points: [Point] = []
        for point in polyline.points where points.last.map({ $0.distance(to: point) > 1e-9 }) ?? true { points.append(point) }
        if polyline.isClosed, points.count > 1, let first = points.first, let last = points.last, first.distance(to: last) <= 1e-9 {
            points.removeLast()
        }
        guard points.count > 1 else {
            if let dot = points.first, !polyline.isClosed { pieces += dotCap(at: dot) }
            return
        }
        let closed = polyline.isClosed && points.count > 2
        let count = points.count
        let segmentCount = closed ? count : count - 1
        let directions = (0..<segmentCount).compactMap { Direction(from: points[$0], to: points[($0 + 1) % count]) }
        guard directions.count == segmentCount else { return }
        // Corners: where the outline turns more than a curve's step does.
        func isCorner(_ vertex: Int) -> Bool {
            guard closed || (vertex > 0 && vertex < count - 1) else { return false }
            let incoming = directions[(vertex - 1 + segmentCount) % segmentCount], outgoing = directions[vertex % segmentCount]
            return abs(incoming.turn(to: outgoing)) > PathData.smoothTurn
        }
        let corners = (0..<count).filter(isCorner)
        if closed, corners.isEmpty {
            // A smooth loop (a circle): its two sides, the inner one walked back, make a ring.
            let left = (0..<count).map { offset(vertex: $0, side: 1, points: points, directions: directions, closed: true) }
            let right = (0..<count).map { offset(vertex: $0, side: -1, points: points, directions: directions, closed: true) }
            pieces.append(left + [left[0], right[0]] + right.reversed())
            return
        }
        // Bands from corner to corner (a closed outline starts at one of its corners).
        let start = closed ? corners[0] : 0
        let stops = closed ? corners.map { ($0 - start + count) % count } + [count] : corners + [count - 1]
        var from = 0
        for stop in stops where stop > from {
            let vertices = Array(from...stop).map { ($0 + start) % count }
            pieces.append(band(vertices, points: points, directions: directions, closed: closed))
            from = stop
        }
        for corner in corners {
            let incoming = directions[(corner - 1 + segmentCount) % segmentCount], outgoing = directions[corner % segmentCount]
            pieces += join(at: points[corner], incoming, outgoing)
        }
        if !closed {
            pieces += cap(at: points[0], pointing: directions[0], backwards: true)
            pieces += cap(at: points[count - 1], pointing: directions[segmentCount - 1], backwards: false)
        }
    }

    /// The band along consecutive vertices: left side forward, right side back.
    private func band(_ vertices: [Int], points: [Point], directions: [Direction], closed: Bool) -> [Point] {
        func side(_ sign: Double) -> [Point] {
            vertices.indices.map { position in
                let vertex = vertices[position]
                // The band's ends are square to their own segment; a join fills the corner.
                if position == 0 {
                    return shifted(points[vertex], by: directions[vertex % directions.count].normal, sign)
                }
                if position == vertices.count - 1 {
                    let incoming = directions[(vertex - 1 + directions.count) % directions.count]
                    return shifted(points[vertex], by: incoming.normal, sign)
                }
                return offset(vertex: vertex, side: sign, points: points, directions: directions, closed: closed)
            }
        }
        return side(1) + side(-1).reversed()
    }

    /// A smooth vertex moved half the width along the mean of its two normals
    /// (lengthened as a miter is, so the band keeps its width through the turn).
    private func offset(vertex: Int, side: Double, points: [Point], directions: [Direction], closed: Bool) -> Point {
        let count = directions.count
        let incoming = directions[(vertex - 1 + count) % count].normal, outgoing = directions[vertex % count].normal
        let mean = Point(x: incoming.x + outgoing.x, y: incoming.y + outgoing.y)
        let length = (mean.x * mean.x + mean.y * mean.y).squareRoot()
        guard length > 1e-9 else { return shifted(points[vertex], by: outgoing, side) }
        let unit = Point(x: mean.x / length, y: mean.y / length)
        let stretch = 1 / max(unit.x * outgoing.x + unit.y * outgoing.y, 0.5)
        return Point(x: points[vertex].x + side * half * stretch * unit.x, y: points[vertex].y + side * half * stretch * unit.y)
    }

    private func shifted(_ point: Point, by normal: Point, _ side: Double) -> Point {
        Point(x: point.x + side * half * normal.x, y: point.y + side * half * normal.y)
    }

    /// What fills the outside of a corner: a miter (within the limit), a
    /// round wedge or a bevel.
    private func join(at point: Point, _ incoming: Direction, _ outgoing: Direction) -> [[Point]] {
        let turn = incoming.turn(to: outgoing)
        // The outside of the corner is opposite the way it turns: a turn to
        // the right on screen (positive, y down) has its outside on the left, the normal's side.
        let side: Double = turn > 0 ? 1 : -1
        let a = shifted(point, by: incoming.normal, side), b = shifted(point, by: outgoing.normal, side)
        switch style.lineJoin {
        case .round:
            return [[point] + arc(around: point, from: a, to: b, side: side)]
        case .miter:
            // The miter's length over the width is 1 / sin(half the angle between the segments).
            let between = Double.pi - abs(turn)
            let ratio = 1 / max(sin(between / 2), 1e-9)
            if ratio <= style.miterLimit {
                let mean = Point(x: incoming.normal.x + outgoing.normal.x, y: incoming.normal.y + outgoing.normal.y)
                let length = (mean.x * mean.x + mean.y * mean.y).squareRoot()
                if length > 1e-9 {
                    let reach = half * ratio
                    let tip = Point(x: point.x + side * reach * mean.x / length, y: point.y + side * reach * mean.y / length)
                    return [[point, a, tip, b]]
                }
            }
            return [[point, a, b]]
        case .bevel:
            return [[point, a, b]]
        }
    }

    /// Points on the circle of the stroke's half width about `center`, from
    /// `a` to `b` the short way round.
    private func arc(around center: Point, from a: Point, to b: Point, side: Double) -> [Point] {
        let start = atan2(a.y - center.y, a.x - center.x)
        var sweep = atan2(b.y - center.y, b.x - center.x) - start
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        let steps = max(Int((abs(sweep) / (.pi / 2) * Double(PathData.polylineSteps)).rounded(.up)), 1)
        return (0...steps).map { step in
            let angle = start + sweep * Double(step) / Double(steps)
            return Point(x: center.x + half * cos(angle), y: center.y + half * sin(angle))
        }
    }

    /// What an open end adds beyond its last point.
    private func cap(at point: Point, pointing direction: Direction, backwards: Bool) -> [[Point]] {
        let sign: Double = backwards ? -1 : 1
        let out = Point(x: sign * direction.x, y: sign * direction.y)
        let a = shifted(point, by: direction.normal, 1), b = shifted(point, by: direction.normal, -1)
        switch style.lineCap {
        case .butt:
            return []
        case .square:
            let reach = Point(x: out.x * half, y: out.y * half)
            return [[a, Point(x: a.x + reach.x, y: a.y + reach.y), Point(x: b.x + reach.x, y: b.y + reach.y), b]]
        case .round:
            // The half circle from one side round the end to the other.
            let start = atan2(a.y - point.y, a.x - point.x)
            let turn: Double = (direction.normal.x * out.y - direction.normal.y * out.x) > 0 ? .pi : -.pi
            let steps = 2 * PathData.polylineSteps
            return [(0...steps).map { step in
                let angle = start + turn * Double(step) / Double(steps)
                return Point(x: point.x + half * cos(angle), y: point.y + half * sin(angle))
            }]
        }
    }

    /// A zero-length open subpath: a dot with round caps, a square with
    /// square ones (axis-aligned, as Core Graphics draws it), nothing with butt caps.
    private func dotCap(at point: Point) -> [[Point]] {
        switch style.lineCap {
        case .butt:
            return []
        case .square:
            return [[Point(x: point.x - half, y: point.y - half), Point(x: point.x + half, y: point.y - half),
                     Point(x: point.x + half, y: point.y + half), Point(x: point.x - half, y: point.y + half)]]
        case .round:
            let steps = 4 * PathData.polylineSteps
            return [(0..<steps).map { step in
                let angle = 2 * .pi * Double(step) / Double(steps)
                return Point(x: point.x + half * cos(angle), y: point.y + half * sin(angle))
            }]
        }
    }
}
