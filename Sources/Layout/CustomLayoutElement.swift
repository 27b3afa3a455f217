import DesignModel

/// A guide's own `Layout` (a flow of chips, a radial menu): its size and
/// its subviews' places come from its `sizeThatFits` and `placeSubviews`,
/// which the interpreter runs when asked (`LayoutQuery`). Layout measures
/// the subviews for the proposals that code makes, and asks again when it
/// made one not measured yet; until the answers are in, nothing is drawn.
final class CustomLayoutElement: Element {
    let id: SizedContentID
    let children: [Element]
    let sized: SizedContentLookup

    /// Rounds of "measure what the code asked, ask again" taken from answers
    /// already evaluated, within one layout pass.
    static let questionRounds = 6

    init(id: SizedContentID, children: [Element], sized: SizedContentLookup, context: LayoutContext) {
        self.id = id
        self.children = children
        self.sized = sized
        super.init(context: context)
    }

    override var isScreen: Bool { children.contains { $0.isScreen } }

    override func measure(_ proposal: ProposedSize) -> Size {
        ask(proposal, bounds: nil)?.size ?? .zero
    }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        let bounds = Size(width: rect.width, height: rect.height)
        guard let answer = ask(proposal, bounds: bounds) else { return [] }
        var placed: [Int: (rect: Rect, proposal: ProposedSize)] = [:]
        for placement in answer.placements where children.indices.contains(placement.index) {
            let childProposal = ProposedSize(width: placement.proposal.width, height: placement.proposal.height)
            let size = children[placement.index].size(for: childProposal)
            let origin = Point(x: rect.x + placement.position.x - placement.anchor.x * size.width,
                               y: rect.y + placement.position.y - placement.anchor.y * size.height)
            placed[placement.index] = (Rect(origin: origin, size: size), childProposal)
        }
        var nodes: [RenderNode] = []
        for index in drawingOrder(children) {
            // A subview the code does not place is centred in the bounds, as SwiftUI does.
            let (frame, childProposal) = placed[index] ?? {
                let size = children[index].size(for: .unspecified)
                return (aligned(size, in: rect, .center), ProposedSize.unspecified)
            }()
            nodes += children[index].render(in: frame, proposal: childProposal)
        }
        return nodes
    }

    /// The layout's answer, its code having been given every subview size it asked for; nil while pending.
    private func ask(_ proposal: ProposedSize, bounds: Size?) -> LayoutAnswer? {
        let dimensions = ProposedDimensions(width: proposal.width, height: proposal.height)
        // Ideal sizes first: most layouts start by asking for them.
        var measured = children.indices.map { measure(child: $0, ProposedDimensions(width: nil, height: nil)) }
        for _ in 0..<Self.questionRounds {
            guard let answer = sized.layout(id, LayoutQuery(proposal: dimensions, bounds: bounds, measured: measured)) else { return nil }
            let missing = answer.missing.filter { children.indices.contains($0.index) }
            if missing.isEmpty { return answer }
            measured += missing.map { measure(child: $0.index, $0.proposal) }
        }
        return nil
    }

    private func measure(child index: Int, _ proposal: ProposedDimensions) -> SubviewMeasure {
        SubviewMeasure(index: index, proposal: proposal, size: children[index].size(for: ProposedSize(width: proposal.width, height: proposal.height)))
    }
}
