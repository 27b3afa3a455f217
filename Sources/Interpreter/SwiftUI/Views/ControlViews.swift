import DesignModel

/// SwiftUI's controls: built into `ControlNode`s that layout draws in their
/// system look, or, where sitegen has no look for them yet, labelled boxes.
enum ControlViews {
    static let entries: [ViewEntry] = [
        ViewEntry("Button", .control) { call in .view(.control(.button(ButtonNode(label: try label(call))))) },
        ViewEntry("TabView", .control) { call in
            .view(.control(.tabView(TabViewNode(items: tabItems(try call.children()), appearance: call.interpreter.tabBarAppearance()))))
        },
        ViewEntry("Gauge", .control) { call in
            guard let value = try call.number("value") else { throw builtinError("Gauge needs value:") }
            var (lower, upper) = (0.0, 1.0)
            if case .range(let low, let high, _, _)? = call.arguments.value("in") { (lower, upper) = (low, high) }
            let fraction = upper > lower ? (value - lower) / (upper - lower) : 0
            func slot(_ label: String) throws -> ViewNode? { try call.arguments.value(label).map(call.content) }
            return .view(.control(.gauge(GaugeNode(
                fraction: min(max(fraction, 0), 1), label: try slot("label") ?? call.trailingClosure.map(call.content) ?? .empty,
                currentValueLabel: try slot("currentValueLabel"), minimumValueLabel: try slot("minimumValueLabel"),
                maximumValueLabel: try slot("maximumValueLabel")))))
        },
    ] + [
        "ProgressView", "Toggle", "Menu", "Picker", "Link", "ShareLink", "DisclosureGroup", "Slider", "Stepper", "DatePicker",
        "ContentUnavailableView", "Map",
    ].map(ViewEntry.notDrawn)

    /// `Button("Title")`, `Button("Title", systemImage:)`, `Button { action } label: { ... }`.
    private static func label(_ call: ViewCall) throws -> ViewNode {
        if let label = call.arguments.value("label") { return try call.content(label) }
        if let title = call.positional.first {
            let text = ViewNode.text(TextContent(try call.text(title)))
            if let symbol = call.arguments.value("systemImage")?.asString {
                return .stack(StackNode(kind: .horizontal, alignment: .center, spacing: nil, children: [.image(ImageContent(source: .systemSymbol(symbol))), text]))
            }
            return text
        }
        let closures = call.arguments.filter(\.isTrailingClosure)
        if call.arguments.value("action") != nil, let label = closures.last { return try call.content(label.value) }
        if let label = closures.first(where: { $0.label == "label" }) ?? (closures.count > 1 ? closures.last : nil) {
            return try call.content(label.value)
        }
        throw builtinError("Button needs a label")
    }

    /// `TabView` children with their `.tabItem` labels pulled out.
    private static func tabItems(_ children: [ViewNode]) -> [TabViewNode.Item] {
        children.map { child in
            var content = child
            var title = ""
            var symbol: String?
            var badge: String?
            var wrappers: [ViewModifier] = []
            while case .modified(let inner, let modifier) = content {
                switch modifier {
                case .container(.tabItem(let itemTitle, let itemSymbol)):
                    title = itemTitle
                    symbol = itemSymbol
                case .container(.badge(let text)):
                    badge = text
                case .layout, .environment, .effect:
                    wrappers.append(modifier)
                }
                content = inner
            }
            for modifier in wrappers.reversed() { content = .modified(content, modifier) }
            return TabViewNode.Item(title: title, systemImage: symbol, badge: badge, content: content)
        }
    }
}
