import DesignModel
import Foundation
import Guards

/// The outlines of SwiftUI's shapes in a rectangle, as SwiftUI draws them.
enum ShapeGeometry {
    /// The outline of `shape` filling `rect`. A custom shape's outline is
    /// the one evaluated for that size (empty, and requested, until it is).
    static func path(_ shape: ShapeKind, in rect: Rect, sized: SizedContentLookup) -> RenderPath {
        switch shape {
        case .rectangle, .containerRelative:
            return .rect(rect)
        case .roundedRectangle(let radius, let style):
            let limited = min(max(radius, 0), min(rect.width, rect.height) / 2)
            guard limited > 0 else { return .rect(rect) }
            if style == .continuous, RoundedRectOutline.fitsContinuousCorner(limited, in: rect) {
                return .path(RoundedRectOutline.path(rect, radii: (limited, limited, limited, limited), continuous: true))
            }
            return .roundedRect(rect, radius: limited)
        case .ellipticalRoundedRectangle(let width, let height):
            return .path(RoundedRectOutline.elliptical(rect, cornerWidth: width, cornerHeight: height))
        case .unevenRoundedRectangle(let tl, let bl, let br, let tr, let style):
            return .path(RoundedRectOutline.path(rect, radii: (tl, bl, br, tr), style: style))
        case .capsule:
            return .roundedRect(rect, radius: min(rect.width, rect.height) / 2)
        case .circle:
            let diameter = min(rect.width, rect.height)
            return .ellipse(Rect(x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
        case .ellipse:
            return .ellipse(rect)
        case .path(.fixed(let data)):
            // A `Path` view draws in its own coordinates, from its frame's origin.
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
}
