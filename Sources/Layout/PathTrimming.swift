import DesignModel

/// `.trim(from:to:)` on outlines other than circles: the part of the
/// outline between two fractions of its length, walked from where the
/// outline starts (`PathData.trimmed`).
enum PathTrimming {
    static func trimmed(_ outline: RenderPath, from: Double, to: Double) -> PathData {
        PathData(elements(of: outline)).trimmed(from: from, to: to)
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
}
