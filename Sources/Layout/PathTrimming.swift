import DesignModel
import Foundation
import Guards

/// `.trim(from:to:)` on outlines other than circles: the part of the
/// outline between two fractions of its length, walked from where the
/// outline starts. Curves and arcs are followed in short straight steps
/// (a few hundredths of a point off at component sizes); straight edges
/// stay exact.
enum PathTrimming {
    /// Steps per curve or quarter turn of arc.
    static let steps = 24

    static func trimmed(_ outline: RenderPath, from: Double, to: Double) -> PathData {
        let polylines = polylines(of: elements(of: outline))
        let lengths = polylines.map(length)
        let total = lengths.reduce(0, +)
        guard total > 0, to > from else { return PathData() }
        let start = max(from, 0) * total, end = min(to, 1) * total
        var result: [PathData.Element] = []
        var offset = 0.0
        for (points, pathLength) in zip(polylines, lengths) {
            defer { offset += pathLength }
            guard offset + pathLength > start, offset < end else { continue }
            result += cut(points, from: start - offset, to: end - offset)
        }
        return PathData(result)
    }

    /// The outline as path elements, in the order SwiftUI draws it.
    static func elements(of outline: RenderPath) -> [PathData.Element] {
        switch outline {
        case .rect(let rect):
            return [.move(Point(x: rect.x, y: rect.y)), .line(Point(x: rect.maxX, y: rect.y)), .line(Point(x: rect.maxX, y: rect.maxY)),
                    .line(Point(x: rect.x, y: rect.maxY)), .close]
        case .roundedRect(let rect, let radius):
            return RoundedRectOutline.path(rect, radii: (radius, radius, radius, radius), continuous: false).elements
        case .ellipse(let rect):
            return ShapeGeometry.trimmedEllipse(rect, from: 0, to: 1).elements + [.close]
        case .path(let data):
            return data.elements
        }
    }

    /// Each subpath as a list of points.
    static func polylines(of elements: [PathData.Element]) -> [[Point]] {
        var result: [[Point]] = []
        var current: [Point] = []
        func finish() { if current.count > 1 { result.append(current) }; current = [] }
        for element in elements {
            let from = current.last ?? Point(x: 0, y: 0)
            switch element {
            case .move(let point):
                finish()
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
                current += arcPoints(from: from, to: to, radius: radius, largeArc: largeArc, clockwise: clockwise)
            case .close:
                if let first = current.first { current.append(first) }
                finish()
            }
        }
        finish()
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
        let count = min(max(Int(saturating: (abs(sweep) / (.pi / 2) * Double(steps)).rounded(.up)), 1), 4 * steps)
        return (1...count).map { step in
            let angle = a0 + sweep * Double(step) / Double(count)
            return step == count ? to : Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        }
    }

    static func length(_ points: [Point]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }

    /// The part of a polyline between two lengths along it, as an open path.
    private static func cut(_ points: [Point], from start: Double, to end: Double) -> [PathData.Element] {
        var result: [PathData.Element] = []
        var walked = 0.0
        for (a, b) in zip(points, points.dropFirst()) {
            let segment = distance(a, b)
            defer { walked += segment }
            guard segment > 0, walked + segment > start, walked < end else { continue }
            func at(_ length: Double) -> Point {
                let t = min(max((length - walked) / segment, 0), 1)
                return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            if result.isEmpty { result.append(.move(at(max(start, walked)))) }
            result.append(.line(at(min(end, walked + segment))))
        }
        return result
    }
}
