import DesignModel
import Foundation

/// `Shape.path(in:)` of SwiftUI's own shapes, as a custom shape's
/// `path(in:)` calls it: `Circle().inset(by: 8).trim(to: 0.5)
/// .rotation(.degrees(-90)).path(in: rect)`. The outline is computed the
/// way SwiftUI draws it: a circle of the rect's shorter side, centred,
/// starting at its rightmost point and running clockwise on screen.
enum ShapePaths {
    /// The outline `node` draws in `rect`; nil when it is not a shape
    /// whose outline is known here (a custom shape sized by layout).
    static func elements(of node: ViewNode, in rect: Rect) -> [PathData.Element]? {
        // Only shapes have an outline; any other view has none (no kind needs listing).
        guard case .modified(let child, let modifier) = node else {
            if case .shape(let shape) = node { return elements(of: shape, in: rect) }
            return nil
        }
        if case .effect(.rotation(let degrees, let anchor)) = modifier {
            // `.rotation(_:anchor:)`: a RotatedShape turns its outline about the anchor.
            guard let inner = elements(of: child, in: rect) else { return nil }
            let pivot = Point(x: rect.x + rect.width * anchor.x, y: rect.y + rect.height * anchor.y)
            return rotated(inner, by: degrees * .pi / 180, about: pivot)
        }
        if case .layout(.offset(let x, let y)) = modifier {
            guard let inner = elements(of: child, in: rect) else { return nil }
            return inner.map { translated($0, dx: x, dy: y) }
        }
        // Paint and stroke change how it is drawn, not its outline.
        return elements(of: child, in: rect)
    }

    private static func elements(of shape: ShapeView, in rect: Rect) -> [PathData.Element]? {
        let inset = shape.inset
        let frame = Rect(x: rect.x + inset, y: rect.y + inset, width: max(rect.width - 2 * inset, 0), height: max(rect.height - 2 * inset, 0))
        switch shape.shape {
        case .circle:
            let radius = min(frame.width, frame.height) / 2
            let center = Point(x: frame.midX, y: frame.midY)
            let trim = shape.trim ?? 0...1
            // Trimmed or not, a circle is an arc from its rightmost point, clockwise.
            var elements = PathBuilding.arc(center: center, radius: radius, start: trim.lowerBound * 2 * .pi, end: trim.upperBound * 2 * .pi,
                                            screenClockwise: true, current: nil)
            if shape.trim == nil || trim == 0...1 { elements.append(.close) }
            return elements
        case .ellipse:
            return shape.trim == nil ? PathBuilding.ellipse(in: frame) : nil
        case .rectangle, .containerRelative:
            return shape.trim == nil ? PathBuilding.rectangle(frame) : nil
        case .roundedRectangle(let radius, _):
            return shape.trim == nil ? PathBuilding.roundedRect(frame, radii: (radius, radius, radius, radius)) : nil
        case .ellipticalRoundedRectangle(let width, let height):
            return shape.trim == nil ? RoundedRectOutline.elliptical(frame, cornerWidth: width, cornerHeight: height).elements : nil
        case .unevenRoundedRectangle(let topLeading, let bottomLeading, let bottomTrailing, let topTrailing, _):
            return shape.trim == nil ? PathBuilding.roundedRect(frame, radii: (topLeading, bottomLeading, bottomTrailing, topTrailing)) : nil
        case .capsule:
            let radius = min(frame.width, frame.height) / 2
            return shape.trim == nil ? PathBuilding.roundedRect(frame, radii: (radius, radius, radius, radius)) : nil
        case .path(.fixed(let data)):
            return shape.trim == nil ? data.elements : nil
        case .path:
            return nil
        }
    }

    private static func rotated(_ elements: [PathData.Element], by angle: Double, about pivot: Point) -> [PathData.Element] {
        let (c, s) = (cos(angle), sin(angle))
        return elements.map { element in
            transformed(element) { point in
                let (dx, dy) = (point.x - pivot.x, point.y - pivot.y)
                return Point(x: pivot.x + dx * c - dy * s, y: pivot.y + dx * s + dy * c)
            }
        }
    }

    private static func translated(_ element: PathData.Element, dx: Double, dy: Double) -> PathData.Element {
        transformed(element) { Point(x: $0.x + dx, y: $0.y + dy) }
    }

    /// The element with each of its points moved by `move`, a rigid motion (arcs keep their radius).
    private static func transformed(_ element: PathData.Element, _ move: (Point) -> Point) -> PathData.Element {
        switch element {
        case .move(let point): return .move(move(point))
        case .line(let point): return .line(move(point))
        case .quadCurve(let to, let control): return .quadCurve(to: move(to), control: move(control))
        case .curve(let to, let c1, let c2): return .curve(to: move(to), control1: move(c1), control2: move(c2))
        case .arc(let to, let radius, let large, let clockwise): return .arc(to: move(to), radius: radius, largeArc: large, clockwise: clockwise)
        case .close: return .close
        }
    }
}
