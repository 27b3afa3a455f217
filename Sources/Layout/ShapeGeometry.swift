import DesignModel
import Foundation

/// The outlines of SwiftUI's shapes in a rectangle, as SwiftUI draws them.
enum ShapeGeometry {
    /// The outline of `shape` filling `rect`.
    static func path(_ shape: ShapeKind, in rect: Rect) -> RenderPath {
        switch shape {
        case .rectangle:
            return .rect(rect)
        case .roundedRectangle(let radius, let style):
            let limited = min(max(radius, 0), min(rect.width, rect.height) / 2)
            if style == .continuous, limited > 0 { return .path(continuousRoundedRect(rect, radius: limited)) }
            return limited > 0 ? .roundedRect(rect, radius: limited) : .rect(rect)
        case .unevenRoundedRectangle(let tl, let bl, let br, let tr, _):
            return .path(unevenRoundedRect(rect, topLeading: tl, bottomLeading: bl, bottomTrailing: br, topTrailing: tr))
        case .capsule:
            return .roundedRect(rect, radius: min(rect.width, rect.height) / 2)
        case .circle:
            let diameter = min(rect.width, rect.height)
            return .ellipse(Rect(x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
        case .ellipse:
            return .ellipse(rect)
        case .path(let builder):
            return .path(builder.build(rect))
        }
    }

    /// A circle's or ellipse's outline from `from` to `to` (fractions of a
    /// turn), starting at the rightmost point and going clockwise, as
    /// SwiftUI's `trim` cuts it.
    static func trimmedEllipse(_ rect: Rect, from: Double, to: Double) -> PathData {
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.midX, cy = rect.midY
        let start = from * 2 * .pi, end = to * 2 * .pi
        func point(_ angle: Double) -> Point { Point(x: cx + rx * cos(angle), y: cy + ry * sin(angle)) }
        var elements: [PathData.Element] = [.move(point(start))]
        let sweep = end - start
        let pieces = max(Int((sweep / .pi).rounded(.up)), 1)
        for piece in 1...pieces {
            let angle = start + sweep * Double(piece) / Double(pieces)
            if abs(rx - ry) < 1e-9 {
                elements.append(.arc(to: point(angle), radius: rx, largeArc: false, clockwise: true))
            } else {
                // Non-circular ellipses: cubic segments (SVG arcs need equal radii here).
                let a0 = start + sweep * Double(piece - 1) / Double(pieces)
                let k = 4.0 / 3.0 * tan((angle - a0) / 4)
                let p0 = point(a0), p3 = point(angle)
                let c1 = Point(x: p0.x - k * rx * sin(a0), y: p0.y + k * ry * cos(a0))
                let c2 = Point(x: p3.x + k * rx * sin(angle), y: p3.y - k * ry * cos(angle))
                elements.append(.curve(to: p3, control1: c1, control2: c2))
            }
        }
        return PathData(elements)
    }

    /// `UnevenRoundedRectangle` with circular corners, each radius held to
    /// what fits beside its neighbours.
    static func unevenRoundedRect(_ rect: Rect, topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double) -> PathData {
        let half = min(rect.width, rect.height) / 2
        let (tl, bl, br, tr) = (min(max(topLeading, 0), half), min(max(bottomLeading, 0), half),
                                min(max(bottomTrailing, 0), half), min(max(topTrailing, 0), half))
        var elements: [PathData.Element] = [.move(Point(x: rect.x + tl, y: rect.y)), .line(Point(x: rect.maxX - tr, y: rect.y))]
        if tr > 0 { elements.append(.arc(to: Point(x: rect.maxX, y: rect.y + tr), radius: tr, largeArc: false, clockwise: true)) }
        elements.append(.line(Point(x: rect.maxX, y: rect.maxY - br)))
        if br > 0 { elements.append(.arc(to: Point(x: rect.maxX - br, y: rect.maxY), radius: br, largeArc: false, clockwise: true)) }
        elements.append(.line(Point(x: rect.x + bl, y: rect.maxY)))
        if bl > 0 { elements.append(.arc(to: Point(x: rect.x, y: rect.maxY - bl), radius: bl, largeArc: false, clockwise: true)) }
        elements.append(.line(Point(x: rect.x, y: rect.y + tl)))
        if tl > 0 { elements.append(.arc(to: Point(x: rect.x + tl, y: rect.y), radius: tl, largeArc: false, clockwise: true)) }
        elements.append(.close)
        return PathData(elements)
    }

    /// How far a continuous corner reaches along each edge, in radii.
    static let continuousReach = 1.528_664_83

    /// A rounded rectangle with Apple's continuous ("squircle") corners,
    /// from the widely used reverse-engineering of iOS's corner curve: each
    /// corner is three cubic curves that leave the straight edge 1.528 radii
    /// before the corner. Where that reach does not fit, the radius is
    /// reduced so it does (iOS blends toward a circular corner there).
    static func continuousRoundedRect(_ rect: Rect, radius: Double) -> PathData {
        let r = min(radius, min(rect.width, rect.height) / 2 / continuousReach)
        // One corner walked from the top edge to the right edge, as (along the
        // top edge from the corner, down from the top) in radii.
        let corner: [[(Double, Double)]] = [
            [(1.088_493_23, 0), (0.868_406_89, 0), (0.669_934_27, 0.065_496)],
            [(0.631_493_99, 0.074_911)],
            [(0.372_823_92, 0.169_058_99), (0.169_058_99, 0.372_823_92), (0.074_911, 0.631_493_99)],
            [(0.065_496, 0.669_934_27)],
            [(0, 0.868_406_89), (0, 1.088_493_23), (0, 1.528_664_83)],
        ]
        // Each corner maps (along, down) into rect coordinates.
        let corners: [(Double, Double) -> Point] = [
            { a, d in Point(x: rect.maxX - a * r, y: rect.y + d * r) },     // top trailing
            { a, d in Point(x: rect.maxX - d * r, y: rect.maxY - a * r) },  // bottom trailing
            { a, d in Point(x: rect.x + a * r, y: rect.maxY - d * r) },     // bottom leading
            { a, d in Point(x: rect.x + d * r, y: rect.y + a * r) },        // top leading
        ]
        var elements: [PathData.Element] = [.move(Point(x: rect.x + continuousReach * r, y: rect.y))]
        for map in corners {
            elements.append(.line(map(continuousReach, 0)))
            for step in corner {
                if step.count == 3 {
                    elements.append(.curve(to: map(step[2].0, step[2].1), control1: map(step[0].0, step[0].1), control2: map(step[1].0, step[1].1)))
                } else {
                    elements.append(.line(map(step[0].0, step[0].1)))
                }
            }
        }
        elements.append(.close)
        return PathData(elements)
    }
}
