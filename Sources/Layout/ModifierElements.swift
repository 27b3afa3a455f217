import DesignModel
import Foundation

/// `.frame(width:height:alignment:)`: proposes its sizes, chooses them,
/// aligns the child inside.
final class FixedFrameElement: WrapperElement {
    /// A frame's own rules give the shape, not the image inside.
    override var passesOfferedShape: Bool { false }
    let width: Double?
    let height: Double?
    let alignment: Alignment

    override var fillsScreenHeight: Bool { height == nil && child.fillsScreenHeight }
    override var isScreen: Bool { height == nil && child.isScreen }

    init(child: Element, width: Double?, height: Double?, alignment: Alignment, context: LayoutContext) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(child: child, context: context)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let child = child.size(for: childProposal(proposal))
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        let inner = childProposal(proposal)
        return child.render(in: aligned(child.size(for: inner), in: rect, alignment), proposal: inner)
    }

    override func firstBaseline(for proposal: ProposedSize) -> Double? { baseline(proposal, first: true) }
    override func lastBaseline(for proposal: ProposedSize) -> Double? { baseline(proposal, first: false) }

    private func baseline(_ proposal: ProposedSize, first: Bool) -> Double? {
        let inner = childProposal(proposal)
        guard let baseline = first ? child.firstBaseline(for: inner) : child.lastBaseline(for: inner) else { return nil }
        let size = size(for: proposal)
        return aligned(child.size(for: inner), in: Rect(x: 0, y: 0, width: size.width, height: size.height), alignment).y + baseline
    }

    override var layoutPriority: Double { child.layoutPriority }
}

/// `.frame(minWidth:idealWidth:maxWidth:...)`: the proposal is clamped to the
/// limits on the way in (ideal replaces an unspecified one); the size is
/// clamped on the way out, growing to the proposal where a maximum allows.
final class FlexibleFrameElement: WrapperElement {
    /// A frame's own rules give the shape, not the image inside.
    override var passesOfferedShape: Bool { false }
    let spec: FrameSpec

    override var fillsScreenHeight: Bool { spec.maxHeight == .infinity || child.fillsScreenHeight }

    init(child: Element, spec: FrameSpec, context: LayoutContext) {
        self.spec = spec
        super.init(child: child, context: context)
    }

    private static func clamp(_ value: Double, _ minimum: Double?, _ maximum: Double?) -> Double {
        var result = value
        if let maximum, result > maximum { result = maximum }
        if let minimum, result < minimum { result = minimum }
        return result
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        func axis(_ offered: Double?, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?) -> Double? {
            guard let offered else { return ideal }
            return Self.clamp(offered, minimum, maximum)
        }
        return ProposedSize(width: axis(proposal.width, spec.minWidth, spec.idealWidth, spec.maxWidth),
                            height: axis(proposal.height, spec.minHeight, spec.idealHeight, spec.maxHeight))
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let inner = childProposal(proposal)
        let child = child.size(for: inner)
        func axis(_ childSize: Double, _ offered: Double?, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?) -> Double {
            // Asked for its ideal size, the frame is its ideal (within its limits).
            if offered == nil, let ideal { return Self.clamp(ideal, minimum, maximum) }
            if minimum == nil && maximum == nil { return childSize }
            guard let offered else { return Self.clamp(childSize, minimum, maximum) }
            var result = childSize
            if let minimum { result = max(minimum, min(result, offered)) }
            if let maximum { result = min(maximum, max(result, offered)) }
            return result
        }
        return Size(width: axis(child.width, proposal.width, spec.minWidth, spec.idealWidth, spec.maxWidth),
                    height: axis(child.height, proposal.height, spec.minHeight, spec.idealHeight, spec.maxHeight))
    }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        let inner = childProposal(proposal)
        return child.render(in: aligned(child.size(for: inner), in: rect, spec.alignment), proposal: inner)
    }

    override func firstBaseline(for proposal: ProposedSize) -> Double? { baseline(proposal, first: true) }
    override func lastBaseline(for proposal: ProposedSize) -> Double? { baseline(proposal, first: false) }

    private func baseline(_ proposal: ProposedSize, first: Bool) -> Double? {
        let inner = childProposal(proposal)
        guard let baseline = first ? child.firstBaseline(for: inner) : child.lastBaseline(for: inner) else { return nil }
        let size = size(for: proposal)
        return aligned(child.size(for: inner), in: Rect(x: 0, y: 0, width: size.width, height: size.height), spec.alignment).y + baseline
    }
}

/// `.padding`: offers less by the insets, adds them to the chosen size.
final class PaddingElement: WrapperElement {
    let insets: EdgeInsets

    init(child: Element, insets: EdgeInsets, context: LayoutContext) {
        self.insets = insets
        super.init(child: child, context: context)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
                     height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let child = child.size(for: childProposal(proposal))
        return Size(width: child.width + insets.leading + insets.trailing, height: child.height + insets.top + insets.bottom)
    }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        let inner = childProposal(proposal)
        let size = child.size(for: inner)
        return child.render(in: Rect(x: rect.x + insets.leading, y: rect.y + insets.top, width: size.width, height: size.height), proposal: inner)
    }

    override func firstBaseline(for proposal: ProposedSize) -> Double? { child.firstBaseline(for: childProposal(proposal)).map { $0 + insets.top } }
    override func lastBaseline(for proposal: ProposedSize) -> Double? { child.lastBaseline(for: childProposal(proposal)).map { $0 + insets.top } }
}

/// `.background` / `.overlay`: the layer gets exactly the size of the view
/// it modifies and is aligned over (or under) it.
final class LayerElement: WrapperElement {
    let layer: Element
    let alignment: Alignment
    let isBackground: Bool

    override var fillsScreenHeight: Bool { child.fillsScreenHeight || layer.fillsScreenHeight }

    init(child: Element, layer: Element, alignment: Alignment, isBackground: Bool, context: LayoutContext) {
        self.layer = layer
        self.alignment = alignment
        self.isBackground = isBackground
        super.init(child: child, context: context)
    }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        let size = child.size(for: proposal)
        let area = Rect(x: rect.x, y: rect.y, width: size.width, height: size.height)
        let layerProposal = ProposedSize(width: size.width, height: size.height)
        let layerNodes = layer.render(in: aligned(layer.size(for: layerProposal), in: area, alignment), proposal: layerProposal)
        let childNodes = child.render(in: rect, proposal: proposal)
        return isBackground ? layerNodes + childNodes : childNodes + layerNodes
    }
}

/// `.offset`: drawn moved, laid out where it was.
final class OffsetElement: WrapperElement {
    let x: Double
    let y: Double

    init(child: Element, x: Double, y: Double, context: LayoutContext) {
        self.x = x
        self.y = y
        super.init(child: child, context: context)
    }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        child.render(in: Rect(x: rect.x + x, y: rect.y + y, width: rect.width, height: rect.height), proposal: proposal)
    }
}

/// `.position(x:y:)`: takes the space offered and centres the child on the point.
final class PositionElement: WrapperElement {
    let x: Double?
    let y: Double?

    init(child: Element, x: Double?, y: Double?, context: LayoutContext) {
        self.x = x
        self.y = y
        super.init(child: child, context: context)
    }

    override func measure(_ proposal: ProposedSize) -> Size { proposal.orDefault }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        let size = child.size(for: proposal)
        let centerX = rect.x + (x ?? rect.width / 2), centerY = rect.y + (y ?? rect.height / 2)
        return child.render(in: Rect(x: centerX - size.width / 2, y: centerY - size.height / 2, width: size.width, height: size.height), proposal: proposal)
    }

    override func firstBaseline(for proposal: ProposedSize) -> Double? { nil }
    override func lastBaseline(for proposal: ProposedSize) -> Double? { nil }
}

/// `.fixedSize()`: the child's ideal size in the fixed axes.
final class FixedSizeElement: WrapperElement {
    /// Its ideal size is its own, whatever the image inside.
    override var passesOfferedShape: Bool { false }
    let horizontal: Bool
    let vertical: Bool

    init(child: Element, horizontal: Bool, vertical: Bool, context: LayoutContext) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child, context: context)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func measure(_ proposal: ProposedSize) -> Size { child.size(for: childProposal(proposal)) }
    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] { child.render(in: rect, proposal: childProposal(proposal)) }
    override func firstBaseline(for proposal: ProposedSize) -> Double? { child.firstBaseline(for: childProposal(proposal)) }
    override func lastBaseline(for proposal: ProposedSize) -> Double? { child.lastBaseline(for: childProposal(proposal)) }
}

/// `.aspectRatio(_:contentMode:)`: offers the largest (fit) or smallest
/// (fill) size of that ratio within the proposal.
final class AspectRatioElement: WrapperElement {
    let ratio: Double?
    let fill: Bool

    init(child: Element, ratio: Double?, fill: Bool, context: LayoutContext) {
        self.ratio = ratio
        self.fill = fill
        super.init(child: child, context: context)
    }

    /// The ratio is decided here: frames and stacks above see a known shape.
    override var passesOfferedShape: Bool { false }

    /// An image of unknown proportions filling its offer takes the offer's
    /// shape (the frame is what shows). Fitting, it takes it only inside a
    /// frame whose shape the code gives (`.aspectRatio(1, contentMode: .fit)`,
    /// `.frame(width: 88, height: 88)`): a frame bounding one side only, such
    /// as `.frame(height: 22)` across a card, bounds a logo, it is not its shape.
    private(set) var isInShapedFrame = false

    /// Marks the fitting modifier of the image right inside a frame of a given
    /// shape (through effects and clips, not through other frames or stacks).
    static func markShapedFrame(around element: Element) {
        var current = element
        while true {
            if let aspect = current as? AspectRatioElement {
                if aspect.ratio == nil { aspect.isInShapedFrame = true }
                return
            }
            guard let wrapper = current as? WrapperElement, wrapper.passesOfferedShape else { return }
            current = wrapper.child
        }
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        if ratio == nil, child.takesOfferedAspectRatio, let width = proposal.width, let height = proposal.height,
           width.isFinite, height.isFinite, fill || isInShapedFrame {
            return proposal
        }
        let ideal = child.size(for: .unspecified)
        let aspect = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard aspect > 0, aspect.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case (let width?, let height?) where width.isFinite && height.isFinite:
            let byWidth = Size(width: width, height: width / aspect), byHeight = Size(width: height * aspect, height: height)
            let chosen = fill ? (byWidth.height >= height ? byWidth : byHeight) : (byWidth.height <= height ? byWidth : byHeight)
            return ProposedSize(width: chosen.width, height: chosen.height)
        case (let width?, _) where width.isFinite:
            return ProposedSize(width: width, height: width / aspect)
        case (_, let height?) where height.isFinite:
            return ProposedSize(width: height * aspect, height: height)
        default:
            return ProposedSize(width: ideal.width, height: ideal.width / aspect)
        }
    }

    override func measure(_ proposal: ProposedSize) -> Size { child.size(for: childProposal(proposal)) }
    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] { child.render(in: rect, proposal: childProposal(proposal)) }
}

/// A fraction of the width offered (`containerRelativeFrame`, a capacity
/// bar's fill); with no width offered, the child's own.
final class RelativeWidthElement: WrapperElement {
    let fraction: Double

    init(child: Element, fraction: Double, context: LayoutContext) {
        self.fraction = fraction
        super.init(child: child, context: context)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map { $0.isFinite ? $0 * fraction : $0 }, height: proposal.height)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let size = child.size(for: childProposal(proposal))
        guard let width = proposal.width, width.isFinite else { return size }
        return Size(width: width * fraction, height: size.height)
    }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] { child.render(in: rect, proposal: childProposal(proposal)) }
}

/// `.zIndex`: stacks draw higher indexes on top of their siblings.
final class ZIndexElement: WrapperElement {
    let index: Double

    init(child: Element, zIndex: Double, context: LayoutContext) {
        self.index = zIndex
        super.init(child: child, context: context)
    }

    override var zIndex: Double { index }
}

/// `.layoutPriority`: stacks size higher priorities first.
final class PriorityElement: WrapperElement {
    let priority: Double

    init(child: Element, priority: Double, context: LayoutContext) {
        self.priority = priority
        super.init(child: child, context: context)
    }

    override var layoutPriority: Double { priority }
}

/// Drawing effects that do not change layout: opacity, shadow, clip,
/// transforms, blur, colour filters, blend mode, hidden.
final class EffectElement: WrapperElement {
    let effect: EffectModifier
    /// The mask view of a `.mask` effect, laid out over the view.
    let mask: Element?
    let sized: SizedContentLookup

    init(child: Element, effect: EffectModifier, mask: Element?, sized: SizedContentLookup, context: LayoutContext) {
        self.effect = effect
        self.mask = mask
        self.sized = sized
        super.init(child: child, context: context)
    }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        let children = child.render(in: rect, proposal: proposal)
        var group = RenderGroup(children: children, bounds: rect)
        func point(_ anchor: UnitPoint) -> Point { Point(x: rect.x + anchor.x * rect.width, y: rect.y + anchor.y * rect.height) }
        switch effect {
        case .opacity(let value):
            group.opacity = min(max(value, 0), 1)
        case .hidden:
            return []
        case .shadow(let color, let radius, let x, let y):
            group.filter = .shadow(Shadow(color: color.resolved(for: context.colorScheme), radius: radius, x: x, y: y))
        case .clipShape(let shape):
            group.clip = ShapeGeometry.path(context.resolved(shape), in: rect, sized: sized)
        case .mask(_, let alignment):
            // The mask view is laid out over the view, sized as a layer is.
            guard let mask else { return children }
            let layerProposal = ProposedSize(width: rect.width, height: rect.height)
            group.mask = mask.render(in: aligned(mask.size(for: layerProposal), in: rect, alignment), proposal: layerProposal)
        case .clipped:
            group.clip = .rect(rect)
        case .rotation(let degrees, let anchor):
            var transform = Transform()
            transform.rotationDegrees = degrees
            transform.anchor = point(anchor)
            group.transform = transform
        case .rotation3D(let degrees, let axis, let anchor, let perspective):
            group.transform = Perspective.affineApproximation(degrees: degrees, axis: axis, perspective: perspective, anchor: point(anchor), size: rect.size)
        case .scale(let x, let y, let anchor):
            var transform = Transform()
            transform.scaleX = x
            transform.scaleY = y
            transform.anchor = point(anchor)
            group.transform = transform
        case .blur(let radius):
            group.filter = radius > 0 ? .blur(radius) : nil
        case .brightness(let amount):
            group.filter = .color(.brightness(amount))
        case .saturation(let amount):
            group.filter = .color(.saturation(amount))
        case .grayscale(let amount):
            group.filter = .color(.grayscale(amount))
        case .contrast(let amount):
            group.filter = .color(.contrast(amount))
        case .hueRotation(let degrees):
            group.filter = .color(.hueRotation(degrees))
        case .colorMultiply(let color):
            group.filter = .color(.multiply(color.resolved(for: context.colorScheme)))
        case .colorInvert:
            group.filter = .color(.invert)
        case .blendMode(let mode):
            group.blendMode = mode
        case .compositingGroup:
            group.isolated = true
        case .flipsForRightToLeft where context.layoutDirection == .rightToLeft:
            var transform = Transform()
            transform.scaleX = -1
            transform.anchor = point(UnitPoint(x: 0.5, y: 0.5))
            group.transform = transform
        case .flipsForRightToLeft:
            break
        }
        return [.group(group)]
    }
}

/// `ScrollView`: the content at its ideal length along the scroll axis,
/// clipped to the space the scroll view takes.
final class ScrollElement: WrapperElement {
    override var passesOfferedShape: Bool { false }
    let axis: Axis

    /// A list inside a scroll view is not a screen of its own.
    override var isScreen: Bool { false }

    init(child: Element, axis: Axis, context: LayoutContext) {
        self.axis = axis
        super.init(child: child, context: context)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: proposal.width, height: nil) : ProposedSize(width: nil, height: proposal.height)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let content = child.size(for: childProposal(proposal))
        // Greedy on both axes: all of a finite offer, else its content's size.
        return Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? content.width,
                    height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? content.height)
    }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        let inner = childProposal(proposal)
        let content = child.size(for: inner)
        let area = Rect(x: rect.x, y: rect.y, width: axis == .vertical ? rect.width : content.width, height: axis == .vertical ? content.height : rect.height)
        var group = RenderGroup(children: child.render(in: aligned(content, in: area, axis == .vertical ? .top : .leading), proposal: inner), bounds: rect)
        group.clip = .rect(rect)
        return [.group(group)]
    }

    override func firstBaseline(for proposal: ProposedSize) -> Double? { nil }
    override func lastBaseline(for proposal: ProposedSize) -> Double? { nil }
}

/// `GeometryReader`: takes the space offered; its content, evaluated by the
/// interpreter for that size, is placed top-leading. Until it has been
/// evaluated the reader draws nothing and asks for it.
final class GeometryElement: Element {
    let id: SizedContentID
    let sized: SizedContentLookup
    let build: (ViewNode, LayoutContext) -> Element

    init(id: SizedContentID, sized: SizedContentLookup, context: LayoutContext, build: @escaping (ViewNode, LayoutContext) -> Element) {
        self.id = id
        self.sized = sized
        self.build = build
        super.init(context: context)
    }

    override func measure(_ proposal: ProposedSize) -> Size { proposal.orDefault }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        let size = Size(width: rect.width, height: rect.height)
        guard size.width.isFinite, size.height.isFinite, let content = sized.view(id, size: size) else { return [] }
        let element = build(content, context)
        let inner = ProposedSize(width: size.width, height: size.height)
        let childSize = element.size(for: inner)
        let nodes = element.render(in: Rect(x: rect.x, y: rect.y, width: childSize.width, height: childSize.height), proposal: inner)
        let drawn = RenderBounds.union(nodes)?.height ?? 0
        let seen = sized.readerContent[id]
        sized.readerContent[id] = (max(drawn, seen?.height ?? 0), proposal.height != nil || seen?.heightProposed == true)
        return nodes
    }
}
