import DesignModel

/// What a view sets for the navigation stack around it (title, toolbar,
/// bar), and the sheets it presents with what their content sets for
/// them. Settings travel up as `ContainerModifier`s; a sheet whose binding
/// is true in the preview becomes a `PresentationNode` (one that is false
/// has nothing to draw, and is noted as such).
enum NavigationModifiers {
    static let entries: [ModifierEntry] = [
        // The App Store's overlay, shown over the app only while presented: not drawn then.
        ModifierEntry("appStoreOverlay", .container) { call in
            ControlValues.bool(call.arguments.value("isPresented")) == true ? call.note(.notDrawn) : call.note(.noPicture)
        },
        ModifierEntry("navigationTitle", .container) { call in
            guard let first = call.positional.first, let title = try titleString(first, call) else { return call.view }
            return call.modified(.container(.navigation(.title(title))))
        },
        // iOS 13's spelling, with its display mode.
        ModifierEntry("navigationBarTitle", .container) { call in
            var node = call.view
            if let mode = titleDisplayMode(call.arguments.value("displayMode")) {
                node = node.modified(.container(.navigation(.titleDisplayMode(mode))))
            }
            guard let first = call.positional.first, let title = try titleString(first, call) else { return node }
            return node.modified(.container(.navigation(.title(title))))
        },
        ModifierEntry("navigationBarTitleDisplayMode", .container, apply: displayMode),
        ModifierEntry("toolbarTitleDisplayMode", .container, apply: displayMode),
        ModifierEntry("navigationBarHidden", .container) { call in
            guard let hidden = call.positional.first?.asBool else { return call.view }
            return call.modified(.container(.navigation(.hidden(hidden))))
        },
        ModifierEntry("toolbar", .container, apply: toolbar),
        ModifierEntry("navigationBarItems", .container) { call in
            var items: [ToolbarItemNode] = []
            for (label, placement) in [("leading", ToolbarPlacement.leading), ("trailing", .trailing)] {
                guard let value = call.arguments.value(label) else { continue }
                let (content, issues) = try call.interpreter.holdingBackIssues { try call.content(value) }
                items += ViewConstructors.flatten(content).map { ToolbarItemNode(placement: placement, content: $0, issues: issues) }
            }
            return items.isEmpty ? call.view : call.modified(.container(.navigation(.toolbar(items))))
        },
        ModifierEntry("sheet", .container) { call in try present(call, .sheet) },
        ModifierEntry("fullScreenCover", .container) { call in try present(call, .fullScreenCover) },
        // On an iPhone a popover is presented as a sheet.
        ModifierEntry("popover", .container) { call in try present(call, .sheet) },
        ModifierEntry("presentationDetents", .container) { call in
            guard let first = call.positional.first else { return call.view }
            let detents = SheetDetents.parse(first)
            // `selection: $detent`: the sheet stands at the detent the binding holds.
            let selected = (try? call.arguments.value("selection")?.throughBinding()).flatMap { SheetDetents.parse($0).first }
            return detents.isEmpty ? call.note(.notDrawn) : call.modified(.container(.presentation(.detents(detents, selected: selected))))
        },
        ModifierEntry("presentationBackgroundInteraction", .container) { call in
            switch call.positional.first {
            case .implicitMember("enabled", nil)?:
                return call.modified(.container(.presentation(.backgroundInteraction(.enabled(upThrough: nil)))))
            case .implicitMember("enabled", let arguments?)?:
                let limit = arguments.first.flatMap { SheetDetents.parse($0.value).first }
                return call.modified(.container(.presentation(.backgroundInteraction(.enabled(upThrough: limit)))))
            case .implicitMember("disabled", nil)?:
                return call.modified(.container(.presentation(.backgroundInteraction(.disabled))))
            default:
                return call.view
            }
        },
        ModifierEntry("presentationDragIndicator", .container) { call in
            switch call.positional.first?.caseName {
            case "visible"?: return call.modified(.container(.presentation(.dragIndicator(true))))
            case "hidden"?: return call.modified(.container(.presentation(.dragIndicator(false))))
            default: return call.view
            }
        },
        ModifierEntry("presentationCornerRadius", .container) { call in
            guard let radius = try call.number(nil) else { return call.view }
            return call.modified(.container(.presentation(.cornerRadius(radius))))
        },
        ModifierEntry("presentationBackground", .container) { call in
            // `presentationBackground { view }` is not drawn; a style is.
            guard let first = call.positional.first, !first.isNone else { return call.note(.notDrawn) }
            return call.modified(.container(.presentation(.background(try call.style(first)))))
        },
    ]

    /// A title given as a string, a `Text` or a binding to a string.
    private static func titleString(_ value: Value, _ call: ModifierCall) throws -> String? {
        if case .view(let node) = value {
            return TextConcatenation.runs(node).map { TextContent(runs: $0).string }
        }
        return try ViewConstructors.textString(value, format: nil, interpreter: call.interpreter, in: call.frame)
    }

    private static func titleDisplayMode(_ value: Value?) -> TitleDisplayMode? {
        switch value?.caseName {
        case "inline"?: return .inline
        case "large"?, "inlineLarge"?: return .large
        case "automatic"?: return .automatic
        default: return nil
        }
    }

    private static func displayMode(_ call: ModifierCall) throws -> ViewNode {
        guard let mode = titleDisplayMode(call.positional.first) else { return call.view }
        return call.modified(.container(.navigation(.titleDisplayMode(mode))))
    }

    /// `.toolbar { items }`, or `.toolbar(.hidden, for: .navigationBar)`.
    private static func toolbar(_ call: ModifierCall) throws -> ViewNode {
        if let visibility = call.positional.first?.caseName {
            let bars = call.arguments.filter { $0.label == "for" }.flatMap { argument -> [String] in
                if case .array(let items) = argument.value { return items.compactMap(\.caseName) }
                return argument.value.caseName.map { [$0] } ?? []
            }
            guard visibility == "hidden" else { return call.view }
            guard bars.isEmpty || bars.contains("navigationBar") || bars.contains("automatic") else {
                // Hiding the tab bar or the bottom toolbar is not drawn.
                return call.note(.notDrawn, "toolbar(.hidden)")
            }
            return call.modified(.container(.navigation(.hidden(true))))
        }
        guard let content = call.trailingClosure ?? call.arguments.value("content") else { return call.view }
        let (built, issues) = try call.interpreter.holdingBackIssues { try call.content(content) }
        let items: [ToolbarItemNode] = ViewConstructors.flatten(built).compactMap { view in
            let (inner, placement) = toolbarPlacement(of: view)
            return placement == .hidden ? nil : ToolbarItemNode(placement: placement, content: inner, issues: issues)
        }
        return items.isEmpty ? call.view : call.modified(.container(.navigation(.toolbar(items))))
    }

    /// A toolbar view without its `ToolbarItem` placement, and that placement
    /// (a bare view in `.toolbar` goes where `.automatic` puts it).
    private static func toolbarPlacement(of view: ViewNode) -> (ViewNode, ToolbarPlacement) {
        var modifiers: [ViewModifier] = []
        var placement = ToolbarPlacement.trailing
        var current = view
        while case .modified(let child, let modifier) = current, modifiers.count < 10_000 {
            if case .container(.toolbarItem(let given)) = modifier { placement = given } else { modifiers.append(modifier) }
            current = child
        }
        return (modifiers.reversed().reduce(current) { $0.modified($1) }, placement)
    }

    /// `.sheet(isPresented:)`, `.sheet(item:)`, `.fullScreenCover(...)`:
    /// drawn presented when the binding is true (or the item is set) in the preview.
    private static func present(_ call: ModifierCall, _ kind: PresentationNode.Kind) throws -> ViewNode {
        guard let closure = call.arguments.value("content") ?? call.arguments.first(where: { $0.isTrailingClosure && $0.label == nil })?.value else {
            return call.note(.noPicture)
        }
        let content: ViewNode
        if call.arguments.value("item") != nil {
            guard let item = ControlValues.bound(call.arguments.value("item")) else { return call.note(.noPicture) }
            guard case .function(let function) = closure else { return call.note(.noPicture) }
            content = try call.interpreter.viewNode(
                call.interpreter.call(function, [Argument(nil, item)], at: call.frame.source.syntax, in: call.frame, mode: .builder),
                at: call.frame.source.syntax, in: call.frame)
        } else {
            guard ControlValues.bool(call.arguments.value("isPresented")) == true else { return call.note(.noPicture) }
            content = try call.content(closure)
        }
        return .control(.presentation(PresentationNode(kind: kind, presenter: call.view, content: content,
                                                       style: ContainerReading.presentationStyle(of: content, budget: &call.interpreter.containerReadingBudget))))
    }
}

/// `PresentationDetent`s as the code writes them: `[.medium, .large]`,
/// `Set([...])` (an array to the interpreter), `.fraction(0.3)`, `.height(200)`.
enum SheetDetents {
    static func parse(_ value: Value) -> [SheetDetent] {
        var detents: [SheetDetent] = []
        func add(_ value: Value, depth: Int) {
            guard depth < 8, detents.count < 16 else { return }
            switch value {
            case .array(let items):
                for item in items { add(item, depth: depth + 1) }
            case .implicitMember("medium", nil): detents.append(.medium)
            case .implicitMember("large", nil): detents.append(.large)
            case .implicitMember("fraction", let arguments?):
                if let fraction = arguments.first?.value.asDouble { detents.append(.fraction(fraction)) }
            case .implicitMember("height", let arguments?):
                if let height = arguments.first?.value.asDouble { detents.append(.height(height)) }
            default:
                return
            }
        }
        add(value, depth: 0)
        return detents
    }
}
