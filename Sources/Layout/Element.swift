import DesignModel
import TextShaping

/// A size offered to a view. nil in an axis asks for the ideal size;
/// 0 for the minimum; `.infinity` for the maximum.
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public static let unspecified = ProposedSize(width: nil, height: nil)

    /// SwiftUI's `replacingUnspecifiedDimensions()`: 10 points where unset.
    var orDefault: Size { Size(width: width ?? 10, height: height ?? 10) }
}

/// One view in the layout tree. Parent proposes, child chooses
/// (`size(for:)`), parent places (`render(in:)`). Sizes are cached per
/// proposal: stacks measure children several times.
class Element {
    let context: LayoutContext
    private var cache: [ProposedSize: Size] = [:]

    init(context: LayoutContext) {
        self.context = context
    }

    final func size(for proposal: ProposedSize) -> Size {
        if let cached = cache[proposal] { return cached }
        let size = measure(proposal)
        cache[proposal] = size
        return size
    }

    /// The size this view chooses for a proposal.
    func measure(_ proposal: ProposedSize) -> Size { .zero }

    /// Draws the view into `rect` (absolute coordinates), given the proposal
    /// its parent made when it chose its size (SwiftUI places with the same
    /// proposal it measured with).
    func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] { [] }

    /// Distance from the top to the first/last text baseline under a
    /// proposal, or nil when the view has no text (SwiftUI then uses its
    /// bottom edge).
    func firstBaseline(for proposal: ProposedSize) -> Double? { nil }
    func lastBaseline(for proposal: ProposedSize) -> Double? { nil }

    var layoutPriority: Double { 0 }
    /// Spacers get no default spacing next to them and expand along a stack.
    var spacerMinLength: Double? { nil }
    /// Whether the view is made to fill the screen's height: a frame of
    /// `maxHeight: .infinity` or an `ignoresSafeArea` on its outermost
    /// chain of modifiers and backgrounds (not inside its stacks).
    var fillsScreenHeight: Bool { false }
    /// Whether it is (or holds, in its stacks) a system screen: a list, a
    /// navigation stack, a presented sheet, laid out on the device.
    var isScreen: Bool { false }
    /// The colour scheme of the status bar over it, when it sets one (a sheet's black backdrop).
    var statusBarScheme: ColorScheme? { nil }
    /// Where it is drawn among its siblings (`.zIndex`).
    var zIndex: Double { 0 }
    /// Whether its proportions are unknown: a stand-in for an image sitegen
    /// does not have (an asset, a remote URL). `.aspectRatio(contentMode:)`
    /// with no ratio then gives it the shape it is offered, as the real
    /// picture the frame was designed for would fill it.
    var takesOfferedAspectRatio: Bool { false }
}

/// An element wrapping one child without changing its size (environment,
/// effects): measures and baselines pass through.
class WrapperElement: Element {
    let child: Element

    init(child: Element, context: LayoutContext) {
        self.child = child
        super.init(context: context)
    }

    override func measure(_ proposal: ProposedSize) -> Size { child.size(for: proposal) }
    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] { child.render(in: rect, proposal: proposal) }
    override func firstBaseline(for proposal: ProposedSize) -> Double? { child.firstBaseline(for: proposal) }
    override func lastBaseline(for proposal: ProposedSize) -> Double? { child.lastBaseline(for: proposal) }
    override var layoutPriority: Double { child.layoutPriority }
    override var spacerMinLength: Double? { child.spacerMinLength }
    override var fillsScreenHeight: Bool { child.fillsScreenHeight }
    override var isScreen: Bool { child.isScreen }
    override var statusBarScheme: ColorScheme? { child.statusBarScheme }
    override var zIndex: Double { child.zIndex }
    override var takesOfferedAspectRatio: Bool { passesOfferedShape && child.takesOfferedAspectRatio }
    /// Whether the shape offered to it reaches its child unchanged (not so
    /// for frames, scroll views and the aspect ratio modifier itself).
    var passesOfferedShape: Bool { true }
}

/// Places a child of `size` inside `container` by alignment.
func aligned(_ size: Size, in container: Rect, _ alignment: Alignment) -> Rect {
    let x: Double
    switch alignment.horizontal {
    case .leading: x = container.x
    case .center: x = container.x + (container.width - size.width) / 2
    case .trailing: x = container.maxX - size.width
    }
    let y: Double
    switch alignment.vertical {
    case .top, .firstTextBaseline: y = container.y
    case .center: y = container.y + (container.height - size.height) / 2
    case .bottom, .lastTextBaseline: y = container.maxY - size.height
    }
    return Rect(x: x, y: y, width: size.width, height: size.height)
}
