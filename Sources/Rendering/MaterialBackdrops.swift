import DesignModel
import HTML
import Layout

/// What lies behind each material of a picture. A material blurs whatever
/// was painted before it; static SVG cannot read back what is already
/// drawn, so each material gets a copy of everything painted before it, to
/// draw blurred and clipped to its shape.
struct MaterialBackdrops {
    struct Backdrop {
        /// Everything painted before the material, in absolute coordinates.
        var content: RenderNode
        /// Transforms of the groups around the material, outermost first:
        /// the copy is drawn inside them and must undo them.
        var enclosingTransforms: [Transform]
    }

    /// In paint order: the nth material drawn uses `backdrops[n]`.
    private(set) var backdrops: [Backdrop] = []

    init(root: RenderNode) {
        collect(root, ancestors: [])
    }

    private mutating func collect(_ node: RenderNode, ancestors: [(group: RenderGroup, index: Int)]) {
        switch node {
        case .group(let group):
            for (index, child) in group.children.enumerated() {
                collect(child, ancestors: ancestors + [(group, index)])
            }
        case .material:
            backdrops.append(Backdrop(content: Self.paintedBefore(ancestors), enclosingTransforms: ancestors.compactMap(\.group.transform)))
        case .shape, .text, .symbol, .placeholder:
            break
        }
    }

    /// The tree cut just before the node at the end of `ancestors`. The
    /// enclosing groups keep their transform, clip and opacity; effects
    /// that belong to the whole group (shadow, blur, blend) would be wrong
    /// on a part of it and are dropped.
    private static func paintedBefore(_ ancestors: [(group: RenderGroup, index: Int)]) -> RenderNode {
        var inner: RenderNode?
        for (group, index) in ancestors.reversed() {
            var copy = group
            copy.children = Array(group.children[..<index]) + (inner.map { [$0] } ?? [])
            copy.filter = nil
            copy.blendMode = nil
            inner = .group(copy)
        }
        return inner ?? .group(RenderGroup(children: [], bounds: Rect(x: 0, y: 0, width: 0, height: 0)))
    }
}

extension Transform {
    /// The SVG transform list that undoes this one.
    var inverseSVG: String {
        let n = SVGNumber.format
        var parts: [String] = []
        if scaleX != 1 || scaleY != 1, scaleX != 0, scaleY != 0 {
            parts.append("translate(\(n(anchor.x)) \(n(anchor.y))) scale(\(n(1 / scaleX)) \(n(1 / scaleY))) translate(\(n(-anchor.x)) \(n(-anchor.y)))")
        }
        if rotationDegrees != 0 { parts.append("rotate(\(n(-rotationDegrees)) \(n(anchor.x)) \(n(anchor.y)))") }
        return parts.joined(separator: " ")
    }
}
