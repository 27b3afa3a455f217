import DesignModel

/// SwiftUI's system containers: lists, forms and their sections,
/// navigation stacks and links, toolbar items. Built into `ControlNode`s
/// that layout draws in iOS 17's looks; what the views inside set for them
/// (`navigationTitle`, `listRowBackground`...) is read here or by layout.
enum ContainerViews {
    static let entries: [ViewEntry] = [
        ViewEntry("List", .container) { call in .view(.control(.list(ListNode(content: try rows(call), isForm: false)))) },
        ViewEntry("Form", .container) { call in .view(.control(.list(ListNode(content: try rows(call), isForm: true)))) },
        ViewEntry("Section", .container) { call in
            func slot(_ label: String) throws -> ViewNode? {
                guard let value = call.arguments.value(label), !value.isNone else { return nil }
                return try call.content(value)
            }
            var header = try slot("header")
            if header == nil, let title = call.positional.first, !title.isNone { header = .text(TextContent(try call.text(title))) }
            return .view(.control(.section(SectionNode(header: header, content: try call.children(), footer: try slot("footer")))))
        },
        ViewEntry("NavigationStack", .container, build: navigationStack),
        ViewEntry("NavigationView", .container, build: navigationStack),
        ViewEntry("NavigationLink", .control) { call in .view(.control(.navigationLink(NavigationLinkNode(label: try linkLabel(call))))) },
        ViewEntry("ToolbarItem", .container, build: toolbarItems),
        ViewEntry("ToolbarItemGroup", .container, build: toolbarItems),
        // `ColorPicker("Accent", selection: $color)`: its label, and at the
        // trailing edge the well iOS draws — the colour inside a hue ring.
        ViewEntry("ColorPicker", .control) { call in
            let label: ViewNode
            if let title = call.positional.first, !title.isNone { label = .text(TextContent(try call.text(title))) }
            else if let closure = call.arguments.value("label") ?? call.trailingClosure { label = try call.content(closure) }
            else { label = .empty }
            let selected = try call.arguments.value("selection").map { try GradientBuiltins.color($0.throughBinding(), interpreter: call.interpreter, in: call.frame) } ?? .black
            return .view(.stack(StackNode(kind: .horizontal, alignment: .center, spacing: nil,
                                          children: [label, .spacer(minLength: nil), colorWell(selected)])))
        },
    ]

    /// iOS's colour well: a 28 pt hue ring around the selected colour.
    private static func colorWell(_ color: ColorValue) -> ViewNode {
        let hues = stride(from: 0.0, through: 1.0, by: 1.0 / 6).map { hue in
            Gradient.Stop(color: ColorValue(ColorBuiltins.hsb(hue: hue, saturation: 1, brightness: 1, alpha: 1)), location: hue)
        }
        let ring = ShapeStyleValue.angularGradient(AngularGradientValue(gradient: Gradient(stops: hues), center: UnitPoint(x: 0.5, y: 0.5), startAngle: 0, endAngle: 360))
        let well = ViewNode.shape(ShapeView(shape: .circle, isFilled: false, stroke: .init(style: ring, lineWidth: 3, isBorder: true)))
        let swatch = ViewNode.shape(ShapeView(shape: .circle, fill: .color(color)))
            .modified(.layout(.padding(EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))))
        return ViewNode.stack(StackNode(kind: .depth, alignment: .center, spacing: nil, children: [well, swatch]))
            .modified(.layout(.frame(FrameSpec(width: 28, height: 28))))
    }

    /// A list's rows: its content closure, or a row for each element of its data.
    private static func rows(_ call: ViewCall) throws -> [ViewNode] {
        if let data = call.positional.first, let body = call.trailingClosure ?? call.arguments.value("rowContent") {
            return ViewConstructors.flatten(try DynamicViews.forEach(data, body: body, call: call))
        }
        return try call.children()
    }

    /// The stack's root content, with the bar its views ask for.
    private static func navigationStack(_ call: ViewCall) throws -> Value {
        let children = try call.children()
        let content: ViewNode = children.count == 1 ? children[0] : .group(children)
        let bar = ContainerReading.navigationBar(of: content, budget: &call.interpreter.containerReadingBudget)
        // The bars are drawn (a hidden navigation bar keeps its bottom toolbar):
        // what their items' content left out is now the picture's.
        for item in bar.toolbar where !bar.isHidden || [.bottomBar, .status].contains(item.placement) {
            for issue in item.issues { call.interpreter.preview.issues.note(issue) }
        }
        return .view(.control(.navigation(NavigationNode(content: content, bar: bar))))
    }

    /// `NavigationLink("Title", value:)`, `NavigationLink(destination:) { label }`,
    /// `NavigationLink { destination } label: { label }`. The destination is
    /// another screen and is not drawn.
    private static func linkLabel(_ call: ViewCall) throws -> ViewNode {
        if let title = call.positional.first, !title.isNone {
            let text = ViewNode.text(TextContent(try call.text(title)))
            if let symbol = call.arguments.value("systemImage")?.asString {
                return .control(.label(LabelNode(title: text, icon: .image(ImageContent(source: .systemSymbol(symbol))))))
            }
            return text
        }
        if let label = call.arguments.value("label") { return try call.content(label) }
        let closures = call.arguments.filter(\.isTrailingClosure)
        // With a `destination:` argument the trailing closure is the label;
        // without one, the first closure is the destination.
        if call.arguments.value("destination") != nil, let closure = closures.first { return try call.content(closure.value) }
        if closures.count > 1, let last = closures.last { return try call.content(last.value) }
        throw builtinError("NavigationLink needs a label")
    }

    /// `ToolbarItem(placement:) { ... }`, `ToolbarItemGroup`: each view
    /// marked with where `.toolbar` puts it.
    private static func toolbarItems(_ call: ViewCall) throws -> Value {
        let placement = toolbarPlacement(call.arguments.value("placement"))
        let items = try call.children().map { $0.modified(.container(.toolbarItem(placement))) }
        return .view(items.count == 1 ? items[0] : .group(items))
    }

    /// Where SwiftUI puts a toolbar item on iOS.
    static func toolbarPlacement(_ value: Value?) -> ToolbarPlacement {
        switch value?.caseName {
        case "cancellationAction"?, "navigation"?, "topBarLeading"?, "navigationBarLeading"?: return .leading
        case "confirmationAction"?: return .confirmation
        case "principal"?: return .principal
        case "bottomBar"?: return .bottomBar
        case "status"?: return .status
        case "keyboard"?, "secondaryAction"?: return .hidden
        default: return .trailing
        }
    }
}

/// What the views inside a container set for it, read as SwiftUI reads
/// preferences: from anywhere below, the outermost first.
enum ContainerReading {
    /// How many nodes one component's containers may walk in all.
    static let nodesPerComponent = 200_000

    /// A navigation stack's bar: the settings of the views inside it, not
    /// those inside a stack nested in it or a sheet it presents.
    static func navigationBar(of content: ViewNode, budget: inout Int) -> NavigationBar {
        var bar = NavigationBar()
        visit(content, into: .navigation, budget: &budget) { modifier in
            if case .navigation(let setting) = modifier { bar.apply(setting) }
        }
        return bar
    }

    /// A sheet's style: the settings of the views it presents, not those of
    /// a sheet presented from them.
    static func presentationStyle(of content: ViewNode, budget: inout Int) -> PresentationStyle {
        var style = PresentationStyle()
        visit(content, into: .presentation, budget: &budget) { modifier in
            if case .presentation(let setting) = modifier { style.apply(setting) }
        }
        return style
    }

    /// The containers whose settings travel up.
    enum Container: CaseIterable {
        case navigation, list, presentation

        /// Whether `modifier` is a setting for this container.
        func reads(_ modifier: ContainerModifier) -> Bool {
            switch (self, modifier) {
            case (.navigation, .navigation), (.list, .listRow), (.presentation, .presentation): return true
            case (_, .tabItem), (_, .badge), (_, .tag), (_, .toolbarItem), (_, .navigation), (_, .listRow), (_, .presentation), (_, .preference):
                return false
            }
        }

        /// Whether `control` is this kind of container: its settings stop there.
        func encloses(_ control: ControlNode) -> Bool {
            switch (self, control) {
            case (.navigation, .navigation), (.list, .list): return true
            case (_, .tabView), (_, .button), (_, .gauge), (_, .toggle), (_, .slider), (_, .stepper), (_, .progressView), (_, .picker),
                 (_, .datePicker), (_, .label), (_, .list), (_, .section), (_, .navigationLink), (_, .navigation), (_, .presentation), (_, .labeled):
                return false
            }
        }

        /// The name of what is not drawn, and why.
        var outside: String {
            switch self {
            case .navigation: "outside a NavigationStack"
            case .list: "outside a List"
            case .presentation: "outside a presented sheet"
            }
        }
    }

    /// Visits the container modifiers below `node`, from the outside in,
    /// stopping at containers of the same kind and at presented content
    /// (which belongs to its own sheet), walking at most `budget` nodes.
    static func visit(_ node: ViewNode, into container: Container, budget: inout Int, _ body: (ContainerModifier) -> Void) {
        func walk(_ node: ViewNode, depth: Int) {
            guard budget > 0, depth < 512 else { return }
            budget -= 1
            switch node {
            case .modified(let child, .container(let modifier)):
                body(modifier)
                walk(child, depth: depth + 1)
            case .modified(let child, _):
                walk(child, depth: depth + 1)
            case .stack(let stack):
                for child in stack.children { walk(child, depth: depth + 1) }
            case .group(let children):
                for child in children { walk(child, depth: depth + 1) }
            case .scrollView(_, let content):
                walk(content, depth: depth + 1)
            case .control(.presentation(let presentation)):
                walk(presentation.presenter, depth: depth + 1)
            case .control(let control):
                guard !container.encloses(control) else { return }
                _ = control.mapViews { child in walk(child, depth: depth + 1); return child }
            case .text, .textField, .image, .shape, .color, .style, .spacer, .divider, .empty, .geometryReader, .placeholder:
                return
            }
        }
        walk(node, depth: 0)
    }

    /// The settings in `view` that no container reads (a `navigationTitle`
    /// with no stack around it, a row's background outside a list): named
    /// for the component's report, as what they ask for is not drawn.
    static func unread(in view: ViewNode) -> [String] {
        var names: [String] = []
        var budget = 100_000
        func walk(_ node: ViewNode, inside: Set<Container>, depth: Int) {
            guard budget > 0, depth < 512 else { return }
            budget -= 1
            switch node {
            case .modified(let child, .container(let modifier)):
                for container in Container.allCases where container.reads(modifier) && !inside.contains(container) {
                    let name = "\(settingName(modifier)) (\(container.outside))"
                    if !names.contains(name) { names.append(name) }
                }
                walk(child, inside: inside, depth: depth + 1)
            case .modified(let child, _):
                walk(child, inside: inside, depth: depth + 1)
            case .stack(let stack):
                for child in stack.children { walk(child, inside: inside, depth: depth + 1) }
            case .group(let children):
                for child in children { walk(child, inside: inside, depth: depth + 1) }
            case .scrollView(_, let content):
                walk(content, inside: inside, depth: depth + 1)
            case .control(.presentation(let presentation)):
                walk(presentation.presenter, inside: inside, depth: depth + 1)
                walk(presentation.content, inside: inside.union([.presentation]), depth: depth + 1)
            case .control(let control):
                var within = inside
                for container in Container.allCases where container.encloses(control) { within.insert(container) }
                _ = control.mapViews { child in walk(child, inside: within, depth: depth + 1); return child }
            case .text, .textField, .image, .shape, .color, .style, .spacer, .divider, .empty, .geometryReader, .placeholder:
                return
            }
        }
        walk(view, inside: [], depth: 0)
        return names
    }

    private static func settingName(_ modifier: ContainerModifier) -> String {
        switch modifier {
        case .navigation(.title): "navigationTitle"
        case .navigation(.titleDisplayMode): "navigationBarTitleDisplayMode"
        case .navigation(.toolbar): "toolbar"
        case .navigation(.background), .navigation(.backgroundVisible): "toolbarBackground"
        case .navigation(.hidden): "navigationBarHidden"
        case .navigation(.colorScheme): "toolbarColorScheme"
        case .listRow(.background): "listRowBackground"
        case .listRow(.insets): "listRowInsets"
        case .listRow(.separatorHidden): "listRowSeparator"
        case .listRow(.separatorTint): "listRowSeparatorTint"
        case .listRow(.sectionSeparatorHidden): "listSectionSeparator"
        case .presentation(.detents): "presentationDetents"
        case .presentation(.backgroundInteraction): "presentationBackgroundInteraction"
        case .presentation(.dragIndicator): "presentationDragIndicator"
        case .presentation(.cornerRadius): "presentationCornerRadius"
        case .presentation(.background): "presentationBackground"
        case .tabItem: "tabItem"
        case .badge: "badge"
        case .tag: "tag"
        case .toolbarItem: "ToolbarItem"
        case .preference(.value): "preference"
        case .preference(.observer): "onPreferenceChange"
        case .preference(.anchor): "anchorPreference"
        }
    }
}
