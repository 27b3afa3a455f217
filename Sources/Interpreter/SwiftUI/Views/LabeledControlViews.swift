import DesignModel

/// The controls made of a label and content — `GroupBox`, `DisclosureGroup`,
/// `LabeledContent`, `Menu`, `ControlGroup` — built into one
/// `LabeledControlNode` that a guide's style restyles (`ControlStyles`) and
/// layout otherwise draws in iOS's look (`LabeledControls`). Each also takes
/// its style's configuration (`GroupBox(configuration)`), the system look
/// of the configuration's label and content.
enum LabeledControlViews {
    static let entries: [ViewEntry] = LabeledControlNode.Kind.allCases.map { kind in
        ViewEntry(kind.viewName, kind == .menu || kind == .disclosureGroup ? .control : .container) { call in
            if let configuration = ControlStyles.configuration(call.positional.first, of: kind.family) {
                return .view(.control(.labeled(LabeledControlNode(
                    kind: kind, label: try part(configuration["label"], call), content: try part(configuration["content"], call),
                    isExpanded: configuration["isExpanded"]?.asBool ?? false))))
            }
            return .view(.control(.labeled(try build(kind, call))))
        }
    }

    private static func build(_ kind: LabeledControlNode.Kind, _ call: ViewCall) throws -> LabeledControlNode {
        let label = try title(call) ?? call.arguments.value("label").map(call.content) ?? .empty
        let contentClosure = call.arguments.value("content") ?? call.arguments.first { $0.isTrailingClosure && $0.label == nil }?.value
        switch kind {
        case .groupBox, .controlGroup:
            return LabeledControlNode(kind: kind, label: label, content: .group(try call.children()))
        case .disclosureGroup:
            let expanded = ControlValues.bool(call.arguments.value("isExpanded")) ?? false
            // A collapsed group's content is kept for a guide's style; one that cannot be built only matters when shown.
            let content = expanded ? try group(contentClosure, call) : ((try? group(contentClosure, call)) ?? .empty)
            return LabeledControlNode(kind: kind, label: label, content: content, isExpanded: expanded)
        case .labeledContent:
            var value: ViewNode = .empty
            if let given = call.arguments.value("value"), !given.isNone {
                value = .text(TextContent(try call.text(given, format: call.arguments.value("format"))))
            } else if let contentClosure {
                value = try call.content(contentClosure)
            }
            return LabeledControlNode(kind: kind, label: label, content: value)
        case .menu:
            // `Menu { items } label: { ... }`, `Menu("Title", systemImage:) { items }`.
            let closures = call.arguments.filter(\.isTrailingClosure)
            var menuLabel = label
            if case .empty = menuLabel, let last = closures.last(where: { $0.label == "label" }) ?? (closures.count > 1 ? closures.last : nil) {
                menuLabel = try call.content(last.value)
            }
            guard !isEmpty(menuLabel) else { throw builtinError("Menu needs a label") }
            // The items show only when the menu is tapped: kept for a guide's style.
            return LabeledControlNode(kind: kind, label: menuLabel, content: (try? group(contentClosure, call)) ?? .empty)
        }
    }

    /// `GroupBox("Title")`, `Menu("Title", systemImage: "plus")`.
    private static func title(_ call: ViewCall) throws -> ViewNode? {
        guard let title = call.positional.first, !title.isNone else { return nil }
        let text = ViewNode.text(TextContent(try call.text(title)))
        guard let symbol = call.arguments.value("systemImage")?.asString else { return text }
        return .control(.label(LabelNode(title: text, icon: .image(ImageContent(source: .systemSymbol(symbol))))))
    }

    private static func group(_ closure: Value?, _ call: ViewCall) throws -> ViewNode {
        guard let closure else { return .empty }
        let views = ViewConstructors.flatten(try call.content(closure))
        return views.count == 1 ? views[0] : .group(views)
    }

    private static func part(_ value: Value?, _ call: ViewCall) throws -> ViewNode {
        guard let value, !value.isNone else { return .empty }
        return try call.content(value)
    }

    private static func isEmpty(_ node: ViewNode) -> Bool {
        if case .empty = node { return true }
        return false
    }
}

extension LabeledControlNode.Kind {
    /// The SwiftUI view that makes it.
    var viewName: String {
        switch self {
        case .groupBox: "GroupBox"
        case .disclosureGroup: "DisclosureGroup"
        case .labeledContent: "LabeledContent"
        case .menu: "Menu"
        case .controlGroup: "ControlGroup"
        }
    }

    /// The style family that restyles it.
    var family: ControlFamily {
        switch self {
        case .groupBox: .groupBox
        case .disclosureGroup: .disclosureGroup
        case .labeledContent: .labeledContent
        case .menu: .menu
        case .controlGroup: .controlGroup
        }
    }
}
