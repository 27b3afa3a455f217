import DesignModel

/// A subtree whose layout direction differs from its parent's: measured as
/// usual and drawn mirrored about its own centre, as SwiftUI flips the
/// coordinate space of a right-to-left subtree. Text and images keep their
/// reading order and glyphs; only where they are placed is mirrored.
final class MirroredElement: WrapperElement {
    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        let axis = rect.x + rect.width / 2
        return child.render(in: rect, proposal: proposal).map { $0.mirrored(about: axis) }
    }
}

extension RenderNode {
    /// The node reflected across the vertical line `x = axis`.
    func mirrored(about axis: Double) -> RenderNode {
        switch self {
        case .group(var group):
            group.children = group.children.map { $0.mirrored(about: axis) }
            group.bounds = group.bounds.mirrored(about: axis)
            group.clip = group.clip?.mirrored(about: axis)
            group.mask = group.mask?.map { $0.mirrored(about: axis) }
            group.transform = group.transform?.mirrored(about: axis)
            if case .shadow(var shadow)? = group.filter {
                shadow.x = -shadow.x
                group.filter = .shadow(shadow)
            }
            return .group(group)
        case .shape(var shape):
            shape.path = shape.path.mirrored(about: axis)
            shape.fill = shape.fill?.mirrored(about: axis)
            shape.stroke = shape.stroke?.mirrored(about: axis)
            return .shape(shape)
        case .text(var text):
            // Each line keeps its words in order and moves to the mirrored place (leading text reads from the right edge).
            for index in text.lines.indices { text.lines[index].x = 2 * axis - text.lines[index].x - text.lines[index].width }
            return .text(text)
        case .symbol(var symbol):
            // Moved across, not flipped: SwiftUI draws an image as it is unless it is told to flip.
            let moved = symbol.bounds.mirrored(about: axis)
            let dx = moved.x - symbol.bounds.x
            symbol.layers = symbol.layers.map { Layer(path: $0.path.translated(x: dx, y: 0), paint: $0.paint, opacity: $0.opacity) }
            symbol.bounds = moved
            return .symbol(symbol)
        case .placeholder(var placeholder):
            placeholder.bounds = placeholder.bounds.mirrored(about: axis)
            return .placeholder(placeholder)
        case .material(var material):
            material.shape = material.shape.mirrored(about: axis)
            return .material(material)
        }
    }
}

private typealias Layer = RenderSymbol.Layer

extension Rect {
    func mirrored(about axis: Double) -> Rect {
        Rect(x: 2 * axis - maxX, y: y, width: width, height: height)
    }
}

extension Point {
    func mirrored(about axis: Double) -> Point { Point(x: 2 * axis - x, y: y) }
}

extension RenderPath {
    func mirrored(about axis: Double) -> RenderPath {
        switch self {
        case .rect(let rect): return .rect(rect.mirrored(about: axis))
        case .roundedRect(let rect, let radius): return .roundedRect(rect.mirrored(about: axis), radius: radius)
        case .ellipse(let rect): return .ellipse(rect.mirrored(about: axis))
        case .path(let data): return .path(data.mirrored(about: axis))
        }
    }
}

extension PathData {
    /// Reflected: every point mirrored, and arcs turn the other way.
    func mirrored(about axis: Double) -> PathData {
        PathData(elements.map { element in
            switch element {
            case .move(let point): return .move(point.mirrored(about: axis))
            case .line(let point): return .line(point.mirrored(about: axis))
            case .quadCurve(let to, let control): return .quadCurve(to: to.mirrored(about: axis), control: control.mirrored(about: axis))
            case .curve(let to, let control1, let control2):
                return .curve(to: to.mirrored(about: axis), control1: control1.mirrored(about: axis), control2: control2.mirrored(about: axis))
            case .arc(let to, let radius, let largeArc, let clockwise):
                return .arc(to: to.mirrored(about: axis), radius: radius, largeArc: largeArc, clockwise: !clockwise)
            case .close: return .close
            }
        })
    }
}

extension Paint {
    /// Gradients run the other way across; a sweep turns the other way round.
    func mirrored(about axis: Double) -> Paint {
        switch self {
        case .color: return self
        case .linearGradient(let start, let end, let stops):
            return .linearGradient(start: start.mirrored(about: axis), end: end.mirrored(about: axis), stops: stops)
        case .radialGradient(let center, let startRadius, let endRadius, let stops):
            return .radialGradient(center: center.mirrored(about: axis), startRadius: startRadius, endRadius: endRadius, stops: stops)
        case .angularGradient(let center, let startAngle, let endAngle, let stops):
            let reversed = stops.reversed().map { GradientStop(offset: 1 - $0.offset, color: $0.color) }
            return .angularGradient(center: center.mirrored(about: axis), startAngle: 180 - endAngle, endAngle: 180 - startAngle, stops: reversed)
        }
    }
}

extension Transform {
    /// Conjugated by the reflection: rotations turn the other way, the anchor moves across.
    func mirrored(about axis: Double) -> Transform {
        var mirrored = self
        mirrored.anchor = anchor.mirrored(about: axis)
        mirrored.rotationDegrees = -rotationDegrees
        if var matrix = mirrored.matrix {
            matrix.b = -matrix.b
            matrix.c = -matrix.c
            mirrored.matrix = matrix
        }
        return mirrored
    }
}
