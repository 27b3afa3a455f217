import DesignModel
import Foundation
import Guards

/// The outlines of SwiftUI's shapes in a rectangle, as SwiftUI draws them.
enum ShapeGeometry {
    /// The outline of `shape` filling `rect`. A custom shape's outline is
    /// the one evaluated for that size (empty, and requested, until it is).
    static func path(_ shape: ShapeKind, in rect: Rect, sized: SizedContentLookup) -> RenderPath {
        switch shape {
        case .rectangle:
            return .rect(rect)
        case .roundedRectangle(let radius, let style):
            let limited = min(max(radius, 0), min(rect.width, rect.height) / 2)
            guard limited > 0 else { return .rect(rect) }
            if style == .continuous, fitsContinuousCorner(limited, in: rect) {
                return .path(roundedRect(rect, radii: (limited, limited, limited, limited), continuous: true))
            }
            return .roundedRect(rect, radius: limited)
        case .unevenRoundedRectangle(let tl, let bl, let br, let tr, let style):
            let half = min(rect.width, rect.height) / 2
            let radii = (min(max(tl, 0), half), min(max(bl, 0), half), min(max(br, 0), half), min(max(tr, 0), half))
            let continuous = style == .continuous && [radii.0, radii.1, radii.2, radii.3].allSatisfy { fitsContinuousCorner($0, in: rect) }
            return .path(roundedRect(rect, radii: radii, continuous: continuous))
        case .capsule:
            return .roundedRect(rect, radius: min(rect.width, rect.height) / 2)
        case .circle:
            let diameter = min(rect.width, rect.height)
            return .ellipse(Rect(x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
        case .ellipse:
            return .ellipse(rect)
        case .path(.fixed(let data)):
            // A `Path` is drawn in the coordinates of the view it is placed as.
            return .path(data.translated(x: rect.x, y: rect.y))
        case .path(.sized(let id)):
            return .path(sized.path(id, in: rect) ?? PathData())
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
        let pieces = min(max(Int(saturating: (sweep / .pi).rounded(.up)), 1), 2)
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

    /// How far a continuous corner reaches along each edge, in radii.
    static let continuousReach = 1.528_664_83

    /// Whether a continuous corner of `radius` fits: its curve starts 1.528
    /// radii from the corner. Where it does not, iOS blends the corner toward
    /// a circular one; we draw it circular, with the radius asked for.
    static func fitsContinuousCorner(_ radius: Double, in rect: Rect) -> Bool {
        radius * continuousReach <= min(rect.width, rect.height) / 2 + 1e-9
    }

    /// A rounded rectangle with each corner's own radius (0: square), in the
    /// order `UnevenRoundedRectangle` takes them. Continuous corners follow
    /// the widely used reverse-engineering of iOS's corner curve: three
    /// cubic curves leaving the straight edge 1.528 radii before the corner.
    /// Circular corners are quarter circles.
    static func roundedRect(_ rect: Rect, radii: (topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double),
                            continuous: Bool) -> PathData {
        // One corner walked from the top edge to the right edge, as (along the
        // top edge from the corner, down from the top) in radii.
        let curve: [[(Double, Double)]] = [
            [(1.088_493_23, 0), (0.868_406_89, 0), (0.669_934_27, 0.065_496)],
            [(0.631_493_99, 0.074_911)],
            [(0.372_823_92, 0.169_058_99), (0.169_058_99, 0.372_823_92), (0.074_911, 0.631_493_99)],
            [(0.065_496, 0.669_934_27)],
            [(0, 0.868_406_89), (0, 1.088_493_23), (0, 1.528_664_83)],
        ]
        let reach = continuous ? continuousReach : 1
        // Clockwise from the top edge; each corner maps (along, down) into the rect.
        let corners: [(radius: Double, map: (Double, Double) -> Point)] = [
            (radii.topTrailing, { a, d in Point(x: rect.maxX - a, y: rect.y + d) }),
            (radii.bottomTrailing, { a, d in Point(x: rect.maxX - d, y: rect.maxY - a) }),
            (radii.bottomLeading, { a, d in Point(x: rect.x + a, y: rect.maxY - d) }),
            (radii.topLeading, { a, d in Point(x: rect.x + d, y: rect.y + a) }),
        ]
        var elements: [PathData.Element] = [.move(Point(x: rect.x + reach * radii.topLeading, y: rect.y))]
        for (r, map) in corners {
            elements.append(.line(map(reach * r, 0)))
            guard r > 0 else { continue }
            if continuous {
                for step in curve {
                    if step.count == 3 {
                        elements.append(.curve(to: map(step[2].0 * r, step[2].1 * r), control1: map(step[0].0 * r, step[0].1 * r), control2: map(step[1].0 * r, step[1].1 * r)))
                    } else {
                        elements.append(.line(map(step[0].0 * r, step[0].1 * r)))
                    }
                }
            } else {
                elements.append(.arc(to: map(0, r), radius: r, largeArc: false, clockwise: true))
            }
        }
        elements.append(.close)
        return PathData(elements)
    }
}
