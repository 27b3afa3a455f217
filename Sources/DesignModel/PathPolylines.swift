import Foundation
import Guards

/// An outline followed in short straight steps: what trimming and stroking
/// an arbitrary path work on. Curves and arcs become 24 steps per curve or
/// quarter turn (a few hundredths of a point off at component sizes);
/// straight edges stay exact.
extension PathData {
    /// Steps per curve or quarter turn of arc.
    static let polylineSteps = 24

    /// One subpath as points; a closed one ends on its first point again.
    public struct Polyline: Sendable, Hashable {
        public var points: [Point]
        public var isClosed: Bool

        public var length: Double {
            zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        }
    }

    /// Points one outline may be followed in: a guide's loop can build a path
    /// of millions of curves, and trimming or stroking it must stay bounded.
    static let polylinePointLimit = 400_000

    /// Each subpath with at least two points, in the order SwiftUI draws them
    /// (up to `polylinePointLimit` points in all).
    public var polylines: [Polyline] {
        let steps = Self.polylineSteps
        var result: [Polyline] = []
        var current: [Point] = []
        var followed = 0
        func finish(closed: Bool) {
            if current.count > 1 { result.append(Polyline(points: current, isClosed: closed)) }
            followed += current.count
            current = []
        }
        for element in elements {
            guard followed + current.count < Self.polylinePointLimit else { break }
            let from = current.last ?? Point(x: 0, y: 0)
            switch element {
            case .move(let point):
                finish(closed: false)
                current = [point]
            case .line(let point):
                current.append(point)
            case .quadCurve(let to, let control):
                current += (1...steps).map { step in
                    let t = Double(step) / Double(steps), u = 1 - t
                    return Point(x: u * u * from.x + 2 * u * t * control.x + t * t * to.x, y: u * u * from.y + 2 * u * t * control.y + t * t * to.y)
                }
            case .curve(let to, let c1, let c2):
                current += (1...steps).map { step in
                    let t = Double(step) / Double(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    return Point(x: a * from.x + b * c1.x + c * c2.x + d * to.x, y: a * from.y + b * c1.y + c * c2.y + d * to.y)
                }
            case .arc(let to, let radius, let largeArc, let clockwise):
                current += Self.arcPoints(from: from, to: to, radius: radius, largeArc: largeArc, clockwise: clockwise)
            case .close:
                guard let first = current.first else { continue }
                current.append(first)
                let last = first
                finish(closed: true)
                // Drawing goes on from where the closed subpath started.
                current = [last]
            }
        }
        finish(closed: false)
        return result
    }

    /// A circular arc as SVG draws it (endpoints, radius, flags), as points
    /// after `from`. The radius grows if it cannot span the chord, as in SVG.
    static func arcPoints(from: Point, to: Point, radius: Double, largeArc: Bool, clockwise: Bool) -> [Point] {
        let dx = to.x - from.x, dy = to.y - from.y
        let chord = (dx * dx + dy * dy).squareRoot()
        guard chord > 0, radius > 0 else { return [to] }
        let r = max(radius, chord / 2)
        let h = (r * r - chord * chord / 4).squareRoot()
        // The centre sits on the chord's perpendicular, on the side the flags choose.
        let side: Double = (largeArc != clockwise) ? 1 : -1
        let center = Point(x: (from.x + to.x) / 2 - side * h * dy / chord, y: (from.y + to.y) / 2 + side * h * dx / chord)
        let a0 = atan2(from.y - center.y, from.x - center.x)
        var sweep = atan2(to.y - center.y, to.x - center.x) - a0
        // Clockwise in y-down coordinates is increasing angle.
        if clockwise, sweep < 0 { sweep += 2 * .pi }
        if !clockwise, sweep > 0 { sweep -= 2 * .pi }
        let count = min(max(Int(saturating: (abs(sweep) / (.pi / 2) * Double(polylineSteps)).rounded(.up)), 1), 4 * polylineSteps)
        return (1...count).map { step in
            let angle = a0 + sweep * Double(step) / Double(count)
            return step == count ? to : Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        }
    }

    /// The part of the outline between two fractions of its whole length
    /// (`.trim(from:to:)`, `Path.trimmedPath(from:to:)`), as open subpaths.
    public func trimmed(from: Double, to: Double) -> PathData {
        let polylines = self.polylines
        let lengths = polylines.map(\.length)
        let total = lengths.reduce(0, +)
        guard total > 0, to > from else { return PathData() }
        let start = max(from, 0) * total, end = min(to, 1) * total
        var result: [PathData.Element] = []
        var offset = 0.0
        for (polyline, pathLength) in zip(polylines, lengths) {
            defer { offset += pathLength }
            guard offset + pathLength > start, offset < end else { continue }
            for piece in polyline.pieces(from: start - offset, to: end - offset) {
                guard let first = piece.first else { continue }
                result.append(.move(first))
                result += piece.dropFirst().map { .line($0) }
            }
        }
        return PathData(result)
    }
}

extension PathData.Polyline {
    /// The part between two lengths along the polyline.
    func pieces(from start: Double, to end: Double) -> [[Point]] {
        var piece: [Point] = []
        var walked = 0.0
        for (a, b) in zip(points, points.dropFirst()) {
            let segment = a.distance(to: b)
            defer { walked += segment }
            guard segment > 0, walked + segment > start, walked < end else { continue }
            func at(_ length: Double) -> Point {
                let t = min(max((length - walked) / segment, 0), 1)
                return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            if piece.isEmpty { piece.append(at(max(start, walked))) }
            piece.append(at(min(end, walked + segment)))
        }
        return piece.count > 1 ? [piece] : []
    }
}

extension Point {
    public func distance(to other: Point) -> Double {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }
}
