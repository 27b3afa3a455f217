import Foundation

/// The outline of a rounded rectangle with each corner's own radius, as
/// SwiftUI draws it: shared by shapes (layout) and `Path` values built in
/// a guide's code (the interpreter).
public enum RoundedRectOutline {
    /// How far a continuous corner reaches along each edge, in radii.
    public static let continuousReach = 1.528_664_83

    /// Whether a continuous corner of `radius` fits: its curve starts 1.528
    /// radii from the corner. Where it does not, iOS blends the corner toward
    /// a circular one; we draw it circular, with the radius asked for.
    public static func fitsContinuousCorner(_ radius: Double, in rect: Rect) -> Bool {
        radius * continuousReach <= min(rect.width, rect.height) / 2 + 1e-9
    }

    /// A rounded rectangle with each corner's own radius (0: square), in the
    /// order `UnevenRoundedRectangle` takes them. Continuous corners follow
    /// the widely used reverse-engineering of iOS's corner curve: three
    /// cubic curves leaving the straight edge 1.528 radii before the corner.
    /// Circular corners are quarter circles.
    public static func path(_ rect: Rect, radii: (topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double),
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

    /// The outline with radii limited to half the shorter side, continuous
    /// where asked and where that curve fits, circular otherwise.
    public static func path(_ rect: Rect, radii: (topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double),
                            style: CornerStyle) -> PathData {
        let half = min(rect.width, rect.height) / 2
        let limited = (min(max(radii.topLeading, 0), half), min(max(radii.bottomLeading, 0), half),
                       min(max(radii.bottomTrailing, 0), half), min(max(radii.topTrailing, 0), half))
        let continuous = style == .continuous && [limited.0, limited.1, limited.2, limited.3].allSatisfy { fitsContinuousCorner($0, in: rect) }
        return path(rect, radii: limited, continuous: continuous)
    }

    /// A rectangle whose corners are quarter ellipses `cornerWidth` ×
    /// `cornerHeight` (each at most half the side), as cubic curves.
    public static func elliptical(_ rect: Rect, cornerWidth: Double, cornerHeight: Double) -> PathData {
        let rx = min(max(cornerWidth, 0), rect.width / 2), ry = min(max(cornerHeight, 0), rect.height / 2)
        // The control-point distance that makes a cubic curve a quarter ellipse.
        let k = 0.5522847498
        let (x, y, maxX, maxY) = (rect.x, rect.y, rect.maxX, rect.maxY)
        return PathData([
            .move(Point(x: x + rx, y: y)),
            .line(Point(x: maxX - rx, y: y)),
            .curve(to: Point(x: maxX, y: y + ry), control1: Point(x: maxX - rx + k * rx, y: y), control2: Point(x: maxX, y: y + ry - k * ry)),
            .line(Point(x: maxX, y: maxY - ry)),
            .curve(to: Point(x: maxX - rx, y: maxY), control1: Point(x: maxX, y: maxY - ry + k * ry), control2: Point(x: maxX - rx + k * rx, y: maxY)),
            .line(Point(x: x + rx, y: maxY)),
            .curve(to: Point(x: x, y: maxY - ry), control1: Point(x: x + rx - k * rx, y: maxY), control2: Point(x: x, y: maxY - ry + k * ry)),
            .line(Point(x: x, y: y + ry)),
            .curve(to: Point(x: x + rx, y: y), control1: Point(x: x, y: y + ry - k * ry), control2: Point(x: x + rx - k * rx, y: y)),
            .close,
        ])
    }

    /// `cornerSize:` corners: round ones in `style` when the size is square, quarter ellipses when not.
    public static func path(_ rect: Rect, cornerWidth: Double, cornerHeight: Double, style: CornerStyle) -> PathData {
        guard cornerWidth != cornerHeight else { return path(rect, radii: (cornerWidth, cornerWidth, cornerWidth, cornerWidth), style: style) }
        return elliptical(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
    }
}
