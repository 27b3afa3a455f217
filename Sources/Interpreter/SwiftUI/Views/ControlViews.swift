import DesignModel

/// SwiftUI's controls: built into `ControlNode`s that layout draws in their
/// system look, or, where sitegen has no look for them yet, labelled boxes.
/// A control's value is its binding's current value (`$isOn` reads `isOn`).
enum ControlViews {
    static let entries: [ViewEntry] = [
        ViewEntry("Button", .control) { call in
            // `Button(configuration)` in a `PrimitiveButtonStyle`: the system button of its label.
            if let configuration = ControlStyles.configuration(call.positional.first, of: .button) {
                return .view(.control(.button(ButtonNode(label: try configurationView(configuration["label"], call),
                                                         role: configuration["role"]?.caseName.flatMap(ButtonRole.init(rawValue:))))))
            }
            let role = call.arguments.value("role")?.caseName.flatMap(ButtonRole.init(rawValue:))
            return .view(.control(.button(ButtonNode(label: try label(call), role: role))))
        },
        ViewEntry("TabView", .control) { call in
            let items = tabItems(try call.children())
            var selection = 0
            if let key = ControlValues.bound(call.arguments.value("selection")).flatMap(TagKey.key),
               let index = items.firstIndex(where: { $0.tag == key }) {
                selection = index
            }
            return .view(.control(.tabView(TabViewNode(items: items.map(\.item), selection: selection, appearance: call.interpreter.tabBarAppearance()))))
        },
        ViewEntry("Gauge", .control) { call in
            guard let value = ControlValues.number(call.arguments.value("value")) else { throw builtinError("Gauge needs value:") }
            let fraction = ControlValues.fraction(value, in: ControlValues.range(call.arguments.value("in")) ?? (0, 1))
            func slot(_ label: String) throws -> ViewNode? { try call.arguments.value(label).map(call.content) }
            return .view(.control(.gauge(GaugeNode(
                fraction: fraction, label: try slot("label") ?? call.trailingClosure.map(call.content) ?? .empty,
                currentValueLabel: try slot("currentValueLabel"), minimumValueLabel: try slot("minimumValueLabel"),
                maximumValueLabel: try slot("maximumValueLabel")))))
        },
        ViewEntry("Toggle", .control) { call in
            if let configuration = ControlStyles.configuration(call.positional.first, of: .toggle) {
                return .view(.control(.toggle(ToggleNode(label: try configurationView(configuration["label"], call), isOn: configuration["isOn"]?.asBool ?? false))))
            }
            let isOn = ControlValues.bool(call.arguments.value("isOn")) ?? false
            return .view(.control(.toggle(ToggleNode(label: try controlLabel(call), isOn: isOn))))
        },
        ViewEntry("Slider", .control) { call in
            let range = ControlValues.range(call.arguments.value("in")) ?? (0, 1)
            let value = ControlValues.number(call.arguments.value("value")) ?? range.lower
            // Its label (and `onEditingChanged`) have no picture on iOS.
            return .view(.control(.slider(SliderNode(
                fraction: ControlValues.fraction(value, in: range),
                minimumValueLabel: try call.arguments.value("minimumValueLabel").map(call.content),
                maximumValueLabel: try call.arguments.value("maximumValueLabel").map(call.content)))))
        },
        ViewEntry("Stepper", .control) { call in
            var stepper = StepperNode(label: try controlLabel(call))
            if let value = ControlValues.number(call.arguments.value("value")), let range = ControlValues.range(call.arguments.value("in")) {
                stepper.canDecrement = value > range.lower
                stepper.canIncrement = value < range.upper
            }
            return .view(.control(.stepper(stepper)))
        },
        ViewEntry("ProgressView", .control) { call in
            if let configuration = ControlStyles.configuration(call.positional.first, of: .progressView) {
                return .view(.control(.progressView(ProgressViewNode(
                    fraction: configuration["fractionCompleted"]?.asDouble,
                    label: try configuration["label"].flatMap { $0.isNone ? nil : try call.content($0) },
                    currentValueLabel: try configuration["currentValueLabel"].flatMap { $0.isNone ? nil : try call.content($0) }))))
            }
            var fraction: Double?
            if let value = ControlValues.number(call.arguments.value("value")) {
                let total = ControlValues.number(call.arguments.value("total")) ?? 1
                fraction = ControlValues.fraction(value, in: (0, total))
            }
            let title = try call.positional.first.map { ViewNode.text(TextContent(try call.text($0))) }
            return .view(.control(.progressView(ProgressViewNode(
                fraction: fraction,
                label: try title ?? labelClosure(call),
                currentValueLabel: try call.arguments.value("currentValueLabel").map(call.content)))))
        },
        ViewEntry("Picker", .control) { call in
            let content = call.arguments.value("content") ?? call.arguments.first { $0.isTrailingClosure && $0.label == nil }?.value
            let children = try content.map { ViewConstructors.flatten(try call.content($0)) } ?? []
            let options = children.map(TagKey.untagged)
            let selection = ControlValues.bound(call.arguments.value("selection"))
            var index: Int?
            if let key = selection.flatMap(TagKey.key) { index = options.firstIndex { $0.tag == key } }
            if index == nil, let text = selection?.asString {
                // Untagged options of strings: the one that shows the selection.
                index = options.firstIndex { $0.tag == nil && TextConcatenation.runs($0.view).map { TextContent(runs: $0).string } == text }
            }
            let label: ViewNode = try call.positional.first.map { .text(TextContent(try call.text($0))) }
                ?? call.arguments.value("label").map(call.content) ?? .empty
            return .view(.control(.picker(PickerNode(label: label, options: options.map(\.view), selection: index ?? (options.isEmpty ? nil : 0)))))
        },
        ViewEntry("DatePicker", .control) { call in
            var picker = DatePickerNode(label: try controlLabel(call), date: ControlValues.date(call.arguments.value("selection")))
            if let components = call.arguments.value("displayedComponents") {
                var names: [String] = []
                if case .array(let items) = components { names = items.compactMap(\.caseName) } else if let name = components.caseName { names = [name] }
                picker.showsDate = names.contains("date")
                picker.showsTime = names.contains("hourAndMinute")
                if !picker.showsDate && !picker.showsTime { picker.showsDate = true }
            }
            return .view(.control(.datePicker(picker)))
        },
        // A link to a web page: drawn as a button, in the tint colour.
        ViewEntry("Link", .control) { call in
            let label: ViewNode
            if let title = call.positional.first { label = .text(TextContent(try call.text(title))) }
            else if let closure = call.arguments.value("label") ?? call.trailingClosure { label = try call.content(closure) }
            else { throw builtinError("Link needs a label") }
            return .view(.control(.button(ButtonNode(label: label))))
        },
        CanvasDrawing.entry,
        // AuthenticationServices' button, in its default black style: the
        // Apple logo and its title on a 6 pt round rectangle as wide as it is
        // offered, 44 pt tall unless a frame says otherwise.
        ViewEntry("SignInWithAppleButton", .control) { call in
            let titles = ["signIn": "Sign in with Apple", "continue": "Continue with Apple", "signUp": "Sign up with Apple"]
            let title = titles[call.positional.first?.caseName ?? "signIn"] ?? titles["signIn"]!
            let label = ViewNode.stack(StackNode(kind: .horizontal, alignment: .center, spacing: 4, children: [
                ViewNode.image(ImageContent(source: .systemSymbol("apple.logo"))).modified(.environment(.symbols(.variant(SymbolVariants(fill: true))))),
                .text(TextContent(title)),
            ]))
            .modified(.environment(.font(FontSpec(family: .system(.default), size: 17, weight: 500))))
            .modified(.environment(.foregroundStyle(.color(.white), secondary: nil)))
            let background = ViewNode.shape(ShapeView(shape: .roundedRectangle(cornerRadius: 6, style: .continuous), fill: .color(.black)))
            return .view(ViewNode.stack(StackNode(kind: .depth, alignment: .center, spacing: nil, children: [background, label]))
                .modified(.layout(.frame(FrameSpec(minWidth: 140, maxWidth: .infinity, minHeight: 30, idealHeight: 44)))))
        },
        // `ShareLink(item:)`: the system's share button, "Share" with its
        // square-and-arrow symbol; a title or a label closure replaces the words.
        ViewEntry("ShareLink", .control) { call in
            let shareSymbol = ViewNode.image(ImageContent(source: .systemSymbol("square.and.arrow.up")))
            let label: ViewNode
            if let custom = call.arguments.filter(\.isTrailingClosure).last?.value ?? call.arguments.value("label") {
                label = try call.content(custom)
            } else {
                let title = try call.positional.first.map { try call.text($0) } ?? "Share"
                label = .control(.label(LabelNode(title: .text(TextContent(title)), icon: shareSymbol)))
            }
            return .view(.control(.button(ButtonNode(label: label))))
        },
        // iOS 17's empty state: a large secondary symbol, a bold title and a
        // secondary description, centred.
        ViewEntry("ContentUnavailableView", .control) { call in
            let title = try call.positional.first.map { try call.text($0) } ?? ""
            var parts: [ViewNode] = []
            if let symbol = call.arguments.value("systemImage")?.asString {
                parts.append(ViewNode.image(ImageContent(source: .systemSymbol(symbol)))
                    .modified(.environment(.font(FontSpec(family: .system(.default), size: 48))))
                    .modified(.environment(.foregroundStyle(.hierarchical(level: 1), secondary: nil)))
                    .modified(.layout(.padding(EdgeInsets(top: 0, leading: 0, bottom: 8, trailing: 0)))))
            }
            parts.append(ViewNode.text(TextContent(title))
                .modified(.environment(.font(FontSpec(family: .system(.default), size: 22, weight: 700, textStyle: "title2")))))
            if let description = call.arguments.value("description") {
                parts.append(try call.content(description)
                    .modified(.environment(.font(FontSpec(family: .system(.default), size: 15, textStyle: "subheadline"))))
                    .modified(.environment(.foregroundStyle(.hierarchical(level: 1), secondary: nil))))
            }
            return .view(ViewNode.stack(StackNode(kind: .vertical, alignment: .center, spacing: 4, children: parts))
                .modified(.environment(.multilineTextAlignment(.center)))
                .modified(.layout(.padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))))
                .modified(.layout(.frame(FrameSpec(maxWidth: .infinity)))))
        },
    ] + ControlStyleTypes.entries

    /// `Button("Title")`, `Button("Title", systemImage:)`, `Button { action } label: { ... }`.
    private static func label(_ call: ViewCall) throws -> ViewNode {
        if let label = call.arguments.value("label") { return try call.content(label) }
        if let title = call.positional.first {
            let text = ViewNode.text(TextContent(try call.text(title)))
            if let symbol = call.arguments.value("systemImage")?.asString {
                return .control(.label(LabelNode(title: text, icon: .image(ImageContent(source: .systemSymbol(symbol))))))
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

    /// A control's label: `Toggle("Title", isOn:)` (with `systemImage:`, a
    /// Label), `label:`, or a trailing closure when there is no title (with
    /// a title, trailing closures are actions: `onEditingChanged`,
    /// `onIncrement`). Several views in it stack as title and subtitle.
    static func controlLabel(_ call: ViewCall) throws -> ViewNode {
        if let title = call.positional.first, !title.isNone {
            let text = ViewNode.text(TextContent(try call.text(title)))
            if let symbol = call.arguments.value("systemImage")?.asString {
                return .control(.label(LabelNode(title: text, icon: .image(ImageContent(source: .systemSymbol(symbol))))))
            }
            return text
        }
        return try labelClosure(call) ?? .empty
    }

    /// `label:` or the unlabelled trailing closure, as title and subtitles.
    private static func labelClosure(_ call: ViewCall) throws -> ViewNode? {
        guard let closure = call.arguments.value("label") ?? call.arguments.first(where: { $0.isTrailingClosure && $0.label == nil })?.value else {
            return nil
        }
        if case .function(.closure(let syntax, _)) = closure, syntax.signature?.parameterClause != nil { return nil }
        let views = ViewConstructors.flatten(try call.content(closure))
        guard views.count > 1 else { return views.first ?? .empty }
        let subtitles = views.dropFirst().map {
            $0.modified(.environment(.font(FontSpec(family: .system(.default), size: 15, textStyle: "subheadline"))))
                .modified(.environment(.foregroundStyle(.hierarchical(level: 1), secondary: nil)))
        }
        return .stack(StackNode(kind: .vertical, alignment: .leading, spacing: 2, children: [views[0]] + subtitles))
    }

    private static func configurationView(_ value: Value?, _ call: ViewCall) throws -> ViewNode {
        guard let value, !value.isNone else { return .empty }
        return try call.content(value)
    }

    /// `TabView` children with their `.tabItem` labels and tags pulled out.
    private static func tabItems(_ children: [ViewNode]) -> [(item: TabViewNode.Item, tag: String?)] {
        children.map { child in
            var content = child
            var title = ""
            var symbol: String?
            var badge: String?
            var tag: String?
            var wrappers: [ViewModifier] = []
            while case .modified(let inner, let modifier) = content {
                switch modifier {
                case .container(.tabItem(let itemTitle, let itemSymbol)):
                    title = itemTitle
                    symbol = itemSymbol
                case .container(.badge(let text)):
                    badge = text
                case .container(.tag(let key)):
                    tag = key
                case .layout, .environment, .effect, .container(.navigation), .container(.toolbarItem), .container(.listRow),
                     .container(.presentation), .container(.preference):
                    wrappers.append(modifier)
                }
                content = inner
            }
            for modifier in wrappers.reversed() { content = .modified(content, modifier) }
            return (TabViewNode.Item(title: title, systemImage: symbol, badge: badge, content: content), tag)
        }
    }
}
