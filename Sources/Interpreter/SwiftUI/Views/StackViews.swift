import DesignModel

/// Stacks, grids, scroll views and the containers that only group.
enum StackViews {
    static let entries: [ViewEntry] = [
        ViewEntry("HStack", .stack, build: horizontal),
        // Lazy stacks fill the cross axis they are offered (a feed's rows run
        // edge to edge), where eager ones hug their widest child.
        ViewEntry("LazyHStack", .stack) { call in try filling(horizontal(call), axis: .horizontal) },
        ViewEntry("GridRow", .stack, build: horizontal),
        ViewEntry("VStack", .stack) { call in try vertical(call, spacing: nil) },
        ViewEntry("LazyVStack", .stack) { call in try filling(vertical(call, spacing: nil), axis: .vertical) },
        ViewEntry("Grid", .stack) { call in try vertical(call, spacing: nil) },
        ViewEntry("ZStack", .stack) { call in
            .view(.stack(StackNode(kind: .depth, alignment: try call.alignment(axis: nil), spacing: nil, children: try call.children())))
        },
        ViewEntry("LazyVGrid", .stack) { call in .view(try ViewConstructors.grid(call.arguments, children: try call.children(), vertical: true)) },
        ViewEntry("LazyHGrid", .stack) { call in .view(try ViewConstructors.grid(call.arguments, children: try call.children(), vertical: false)) },
        ViewEntry("ScrollView", .container) { call in
            let axis: Axis = call.positional.first?.caseName == "horizontal" ? .horizontal : .vertical
            let children = try call.children()
            let inner: ViewNode = .stack(StackNode(kind: axis == .horizontal ? .horizontal : .vertical, alignment: .center, spacing: nil, children: children))
            return .view(.scrollView(axis: axis, content: children.count == 1 ? children[0] : inner))
        },
        ViewEntry("Group", .container, build: group),
        ViewEntry("ScrollViewReader", .container, build: group),
        ViewEntry("AnyView", .container) { call in
            if let wrapped = call.positional.first { return .view(try call.view(wrapped)) }
            return try group(call)
        },
        // The first choice that fits: the first one, at any size we draw.
        ViewEntry("ViewThatFits", .container) { call in .view(try call.children().first ?? .empty) },
        ViewEntry("Spacer", .stack) { call in .view(.spacer(minLength: try call.number("minLength"))) },
        ViewEntry("Divider", .stack) { _ in .view(.divider) },
        ViewEntry("EmptyView", .container) { _ in .view(.empty) },
    ]

    private static func horizontal(_ call: ViewCall) throws -> Value {
        .view(.stack(StackNode(kind: .horizontal, alignment: try call.alignment(axis: .horizontal), spacing: try call.number("spacing"), children: try call.children())))
    }

    private static func vertical(_ call: ViewCall, spacing defaultSpacing: Double?) throws -> Value {
        .view(.stack(StackNode(kind: .vertical, alignment: try call.alignment(axis: .vertical), spacing: try call.number("spacing") ?? defaultSpacing,
                               children: try call.children())))
    }

    /// A stack in a frame as deep as what is offered across its axis, keeping its alignment.
    private static func filling(_ stack: Value, axis: Axis) -> Value {
        guard case .view(.stack(let node)) = stack else { return stack }
        let frame = axis == .vertical
            ? FrameSpec(maxWidth: .infinity, alignment: Alignment(horizontal: node.alignment.horizontal, vertical: .center))
            : FrameSpec(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: node.alignment.vertical))
        return .view(.modified(.stack(node), .layout(.frame(frame))))
    }

    private static func group(_ call: ViewCall) throws -> Value {
        let children = try call.children()
        return .view(children.count == 1 ? children[0] : .group(children))
    }
}
