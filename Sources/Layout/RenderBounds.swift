import DesignModel

/// The area a drawing covers, near enough to tell a full screen from a
/// small widget in it: paths by their points (control points included),
/// text by its lines, groups by their children inside their clip.
public enum RenderBounds {
    public static func union(_ nodes: [RenderNode]) -> Rect? {
        nodes.compactMap(bounds).reduce(nil) { total, next in total.map { $0.union(next) } ?? next }
    }

    public static func bounds(_ node: RenderNode) -> Rect? {
        switch node {
        case .group(let group):
            guard group.opacity != 0, var inner = union(group.children) else { return nil }
            if let clip = group.clip, let clipped = bounds(clip) { inner = inner.intersection(clipped) ?? Rect(x: inner.x, y: inner.y, width: 0, height: 0) }
            return inner
        case .shape(let shape):
            guard isVisible(shape.fill) || isVisible(shape.stroke), var rect = bounds(shape.path) else { return nil }
            if let width = shape.strokeStyle?.width, shape.stroke != nil { rect = rect.insetBy(-width / 2) }
            return rect
        case .text(let text):
            return union(text.lines.map { line in
                let size = line.runs.map(\.size).max() ?? 0
                return Rect(x: line.x, y: line.baseline - size, width: line.width, height: size * 1.2)
            })
        case .symbol(let symbol): return symbol.bounds
        case .placeholder(let placeholder): return placeholder.bounds
        case .material(let material): return bounds(material.shape)
        }
    }

    /// The area of each thing drawn (not groups), cut by the clips around it.
    public static func leaves(_ nodes: [RenderNode]) -> [Rect] {
        var found: [Rect] = []
        func walk(_ node: RenderNode, clip: Rect?, depth: Int) {
            guard depth < 512 else { return }
            switch node {
            case .group(let group):
                guard group.opacity != 0 else { return }
                var inner = clip
                if let shape = group.clip, let rect = bounds(shape) { inner = inner.map { $0.intersection(rect) ?? Rect(x: rect.x, y: rect.y, width: 0, height: 0) } ?? rect }
                for child in group.children { walk(child, clip: inner, depth: depth + 1) }
            case .shape, .text, .symbol, .placeholder, .material:
                guard var rect = bounds(node) else { return }
                if let clip { guard let cut = rect.intersection(clip) else { return }; rect = cut }
                if rect.width > 0 || rect.height > 0 { found.append(rect) }
            }
        }
        for node in nodes { walk(node, clip: nil, depth: 0) }
        return found
    }

    /// Paint that shows: not missing, not a fully transparent colour.
    private static func isVisible(_ paint: Paint?) -> Bool {
        switch paint {
        case nil: return false
        case .color(let color)?: return color.alpha > 0
        case .linearGradient?, .radialGradient?, .angularGradient?: return true
        }
    }

    /// How many shapes are drawn at exactly SwiftUI's default size for a
    /// shape offered nothing, 10 × 10.
    public static func defaultSizedShapes(_ nodes: [RenderNode]) -> Int {
        nodes.reduce(0) { count, node in
            switch node {
            case .group(let group): return count + defaultSizedShapes(group.children)
            case .shape(let shape):
                guard let rect = bounds(shape.path), abs(rect.width - 10) < 0.01, abs(rect.height - 10) < 0.01 else { return count }
                return count + 1
            case .text, .symbol, .placeholder, .material: return count
            }
        }
    }

    private static func union(_ rects: [Rect]) -> Rect? {
        rects.reduce(nil) { total, next in total.map { $0.union(next) } ?? next }
    }

    public static func bounds(_ path: RenderPath) -> Rect? {
        switch path {
        case .rect(let rect), .roundedRect(let rect, _), .ellipse(let rect):
            return rect
        case .path(let data):
            return data.controlPointBounds
        }
    }
}

extension Rect {
    func union(_ other: Rect) -> Rect {
        let minX = min(x, other.x), minY = min(y, other.y)
        return Rect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }

    func intersection(_ other: Rect) -> Rect? {
        let minX = max(x, other.x), minY = max(y, other.y), maxX = min(self.maxX, other.maxX), maxY = min(self.maxY, other.maxY)
        guard maxX >= minX, maxY >= minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
