import DesignModel

/// `HStack` and `VStack`: SwiftUI's stack layout. Space is offered to the
/// least flexible children first (by layout priority, then by how much
/// their size can change), each getting an equal share of what is left;
/// spacers come last and get what remains.
final class AxisStackElement: Element {
    let axis: Axis
    let alignment: Alignment
    let children: [Element]

    /// A stack holding a system screen (a `List` under a title) is one.
    override var isScreen: Bool { children.contains { $0.isScreen } }
    override var statusBarScheme: ColorScheme? { children.lazy.compactMap(\.statusBarScheme).first }
    let gaps: [Double]
    private var arrangements: [ProposedSize: Arrangement] = [:]

    /// Where the children go under one proposal, and what each was offered.
    struct Arrangement {
        var size: Size
        var frames: [Rect]
        var proposals: [ProposedSize]
    }

    init(axis: Axis, alignment: Alignment, spacing: Double?, children: [Element], context: LayoutContext) {
        self.axis = axis
        self.alignment = alignment
        self.children = children
        // Explicit spacing applies everywhere; the default (8) is not added next to a Spacer.
        self.gaps = zip(children, children.dropFirst()).map { a, b in
            if let spacing { return spacing }
            return a.spacerMinLength != nil || b.spacerMinLength != nil ? 0 : 8
        }
        super.init(context: context)
    }

    private func primary(_ size: Size) -> Double { axis == .horizontal ? size.width : size.height }
    private func cross(_ size: Size) -> Double { axis == .horizontal ? size.height : size.width }
    private func offer(primary: Double?, cross: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: primary, height: cross) : ProposedSize(width: cross, height: primary)
    }

    /// The proposal each child gets under the stack's proposal.
    private func childProposals(_ proposal: ProposedSize) -> [ProposedSize] {
        let offeredPrimary = axis == .horizontal ? proposal.width : proposal.height
        let offeredCross = axis == .horizontal ? proposal.height : proposal.width
        guard let total = offeredPrimary, total.isFinite else {
            // Ideal (nil) or maximum (infinity): every child gets the same offer.
            return children.map { _ in offer(primary: offeredPrimary, cross: offeredCross) }
        }
        var proposals = [ProposedSize](repeating: .unspecified, count: children.count)
        var remaining = total - gaps.reduce(0, +)
        let minimums = children.map { primary($0.size(for: offer(primary: 0, cross: offeredCross))) }
        let maximums = children.map { primary($0.size(for: offer(primary: .infinity, cross: offeredCross))) }
        let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
        for priority in priorities {
            // Within a priority, the least flexible views go first, and
            // spacers last: a view next to a Spacer gets the room it needs
            // as long as the spacers keep their minimum length (SwiftUI
            // never wraps `HStack { Text(...); Spacer() }` while the text fits).
            let members = children.indices.filter { children[$0].layoutPriority == priority }
            let byFlexibility = { (a: Int, b: Int) in (maximums[a] - minimums[a], a) < (maximums[b] - minimums[b], b) }
            let views = members.filter { children[$0].spacerMinLength == nil }.sorted(by: byFlexibility)
            let spacers = members.filter { children[$0].spacerMinLength != nil }.sorted(by: byFlexibility)
            // Lower-priority children keep at least their minimum.
            let reserved = children.indices.filter { children[$0].layoutPriority < priority }.reduce(0) { $0 + minimums[$1] }
            var available = remaining - reserved
            // While views are sized, the spacers still to come keep their minimum.
            let spacerReserve = spacers.reduce(0) { $0 + minimums[$1] }
            for (position, index) in (views + spacers).enumerated() {
                let left = Double(position < views.count ? views.count - position : views.count + spacers.count - position)
                let share = position < views.count ? (available - spacerReserve) / left : available / left
                let proposal = offer(primary: max(share, 0), cross: offeredCross)
                proposals[index] = proposal
                let chosen = primary(children[index].size(for: proposal))
                available -= chosen
                remaining -= chosen
            }
        }
        return proposals
    }

    func arrange(_ proposal: ProposedSize) -> Arrangement {
        if let cached = arrangements[proposal] { return cached }
        let proposals = childProposals(proposal)
        let sizes = zip(children, proposals).map { $0.size(for: $1) }
        var crossOffsets = [Double](repeating: 0, count: children.count)
        var crossExtent = sizes.map(cross).max() ?? 0
        if axis == .horizontal, alignment.vertical == .firstTextBaseline || alignment.vertical == .lastTextBaseline {
            // Text baselines line up; views without text align their bottom edge.
            let baselines = children.indices.map { index in
                (alignment.vertical == .firstTextBaseline
                    ? children[index].firstBaseline(for: proposals[index])
                    : children[index].lastBaseline(for: proposals[index])) ?? sizes[index].height
            }
            let maxBaseline = baselines.max() ?? 0
            crossOffsets = baselines.map { maxBaseline - $0 }
            crossExtent = zip(crossOffsets, sizes).map { $0 + $1.height }.max() ?? 0
        } else {
            let fraction = axis == .horizontal ? Self.fraction(alignment.vertical) : Self.fraction(alignment.horizontal)
            crossOffsets = sizes.map { (crossExtent - cross($0)) * fraction }
        }
        var frames: [Rect] = []
        var position = 0.0
        for (index, size) in sizes.enumerated() {
            frames.append(axis == .horizontal
                ? Rect(x: position, y: crossOffsets[index], width: size.width, height: size.height)
                : Rect(x: crossOffsets[index], y: position, width: size.width, height: size.height))
            position += primary(size) + (index < gaps.count ? gaps[index] : 0)
        }
        let primaryExtent = sizes.map(primary).reduce(0, +) + gaps.reduce(0, +)
        let size = axis == .horizontal ? Size(width: primaryExtent, height: crossExtent) : Size(width: crossExtent, height: primaryExtent)
        let arrangement = Arrangement(size: size, frames: frames, proposals: proposals)
        arrangements[proposal] = arrangement
        return arrangement
    }

    static func fraction(_ alignment: Alignment.Vertical) -> Double {
        switch alignment {
        case .top, .firstTextBaseline: 0
        case .center: 0.5
        case .bottom, .lastTextBaseline: 1
        }
    }

    static func fraction(_ alignment: Alignment.Horizontal) -> Double {
        switch alignment {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }

    override func measure(_ proposal: ProposedSize) -> Size { arrange(proposal).size }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        let arrangement = arrange(proposal)
        // Placed in a larger rect than chosen (a frame may do that): the
        // content keeps its size at the rect's origin.
        var nodes: [RenderNode] = []
        for index in drawingOrder(children) {
            let frame = arrangement.frames[index]
            nodes += children[index].render(in: Rect(x: rect.x + frame.x, y: rect.y + frame.y, width: frame.width, height: frame.height),
                                            proposal: arrangement.proposals[index])
        }
        return nodes
    }

    override func firstBaseline(for proposal: ProposedSize) -> Double? {
        let arrangement = arrange(proposal)
        for index in children.indices {
            if let baseline = children[index].firstBaseline(for: arrangement.proposals[index]) { return arrangement.frames[index].y + baseline }
        }
        return nil
    }

    override func lastBaseline(for proposal: ProposedSize) -> Double? {
        let arrangement = arrange(proposal)
        for index in children.indices.reversed() {
            if let baseline = children[index].lastBaseline(for: arrangement.proposals[index]) { return arrangement.frames[index].y + baseline }
        }
        return nil
    }
}

/// `ZStack`: every child gets the same offer; aligned on top of each other.
final class DepthStackElement: Element {
    let alignment: Alignment
    let children: [Element]

    /// A stack holding a system screen (a `List` under a title) is one.
    override var isScreen: Bool { children.contains { $0.isScreen } }
    override var statusBarScheme: ColorScheme? { children.lazy.compactMap(\.statusBarScheme).first }

    init(alignment: Alignment, children: [Element], context: LayoutContext) {
        self.alignment = alignment
        self.children = children
        super.init(context: context)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let sizes = children.map { $0.size(for: proposal) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        let size = size(for: proposal)
        let area = Rect(x: rect.x, y: rect.y, width: size.width, height: size.height)
        var nodes: [RenderNode] = []
        for index in drawingOrder(children) {
            let child = children[index]
            nodes += child.render(in: aligned(child.size(for: proposal), in: area, alignment), proposal: proposal)
        }
        return nodes
    }

    override func firstBaseline(for proposal: ProposedSize) -> Double? { baseline(for: proposal, first: true) }
    override func lastBaseline(for proposal: ProposedSize) -> Double? { baseline(for: proposal, first: false) }

    /// The first child's with text, where the stack places it.
    private func baseline(for proposal: ProposedSize, first: Bool) -> Double? {
        let size = size(for: proposal)
        for child in children {
            guard let baseline = first ? child.firstBaseline(for: proposal) : child.lastBaseline(for: proposal) else { continue }
            return aligned(child.size(for: proposal), in: Rect(x: 0, y: 0, width: size.width, height: size.height), alignment).y + baseline
        }
        return nil
    }
}

/// Children in the order they are drawn: by `.zIndex`, then as written.
func drawingOrder(_ children: [Element]) -> [Int] {
    children.indices.sorted { (children[$0].zIndex, $0) < (children[$1].zIndex, $1) }
}
