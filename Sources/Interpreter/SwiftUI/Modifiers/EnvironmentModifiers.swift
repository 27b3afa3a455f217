import DesignModel

/// Styles, schemes and control styles for the views below.
enum EnvironmentModifiers {
    static let entries: [ModifierEntry] = [
        ModifierEntry("foregroundStyle", .environment, apply: foregroundStyle),
        ModifierEntry("foregroundColor", .environment, apply: foregroundStyle),
        ModifierEntry("tint", .environment, apply: tint),
        ModifierEntry("accentColor", .environment, apply: tint),
        ModifierEntry("preferredColorScheme", .environment, apply: colorScheme),
        // iOS 13's spelling of `.environment(\.colorScheme, _)`.
        ModifierEntry("colorScheme", .environment, apply: colorScheme),
        ModifierEntry("environment", .environment, apply: systemValue),
        ModifierEntry("transformEnvironment", .environment, apply: systemValue),
        // What `ContainerRelativeShape` (`.containerRelative`) is below.
        ModifierEntry("containerShape", .environment) { call in
            guard let first = call.positional.first,
                  let shape = try ModifierArguments.shapeView(first, interpreter: call.interpreter, in: call.frame)?.shape else { return call.view }
            return call.modified(.environment(.containerShape(shape)))
        },
        ModifierEntry("toolbarBackground", .environment) { call in try TabBarModifiers.apply(call) },
        ModifierEntry("toolbarColorScheme", .environment) { call in try TabBarModifiers.apply(call) },
    ]

    private static func foregroundStyle(_ call: ModifierCall) throws -> ViewNode {
        guard let first = call.positional.first, !first.isNone else { return call.view }
        let secondary = call.positional.count > 1 ? try call.style(call.positional[1]) : nil
        return call.modified(.environment(.foregroundStyle(try call.style(first), secondary: secondary)))
    }

    /// `.environment(\.key, value)` or `.transformEnvironment(\.key) { ... }` of
    /// one of SwiftUI's keys: the views below were built with it in force
    /// (`Interpreter.systemEnvironmentSetting`); here it is drawn, as the
    /// modifier of the same name (`\.font` as `.font(_:)`) draws it.
    private static func systemValue(_ call: ModifierCall) throws -> ViewNode {
        guard let setting = try call.interpreter.systemEnvironmentSetting(call.name, call.arguments, in: call.frame) else { return call.view }
        func drawn(as modifier: String, _ value: Value) throws -> ViewNode {
            guard let entry = ModifierVocabulary.entry(named: modifier) else { return call.view }
            return try entry.apply(ModifierCall(name: modifier, view: call.view, arguments: [Argument(nil, value)], interpreter: call.interpreter,
                                                frame: call.frame, location: call.location))
        }
        switch setting.key {
        case "colorScheme":
            guard let scheme = setting.value.caseName.flatMap(ColorScheme.init(rawValue:)) else { return call.view }
            return call.modified(.environment(.colorScheme(scheme)))
        case "isEnabled":
            return try drawn(as: "disabled", .bool(setting.value.asBool == false))
        case "layoutDirection":
            // Read by the views below, and drawn mirrored (`MirroredElement`).
            guard let direction = setting.value.caseName.flatMap(LayoutDirection.init(rawValue:)) else { return call.view }
            return call.modified(.environment(.layoutDirection(direction)))
        case let key where ModifierVocabulary.entry(named: key)?.kind == .text || ModifierVocabulary.entry(named: key)?.kind == .environment:
            // `\.font`, `\.lineLimit`, `\.multilineTextAlignment`, `\.imageScale`...: the modifier of that name.
            return try drawn(as: key, setting.value)
        default:
            return call.view
        }
    }

    private static func colorScheme(_ call: ModifierCall) throws -> ViewNode {
        guard let scheme = call.positional.first?.caseName.flatMap(ColorScheme.init(rawValue:)) else { return call.view }
        return call.modified(.environment(.colorScheme(scheme)))
    }

    private static func tint(_ call: ModifierCall) throws -> ViewNode {
        guard let first = call.positional.first, !first.isNone else { return call.view }
        return call.modified(.environment(.tint(try call.style(first))))
    }
}

/// `.toolbarBackground(_:for:)` and `.toolbarColorScheme(_:for:)`: on a
/// TabView they set its tab bar's look; for the navigation bar they travel
/// up to the navigation stack above (`NavigationSetting`).
enum TabBarModifiers {
    static func apply(_ call: ModifierCall) throws -> ViewNode {
        let bars = call.arguments.filter { $0.label == "for" }.flatMap { argument -> [String] in
            if case .array(let items) = argument.value { return items.compactMap(\.caseName) }
            return argument.value.caseName.map { [$0] } ?? []
        }
        guard let first = call.positional.first else { return call.view }
        var node = call.view
        var applied = false
        if bars.isEmpty || bars.contains("tabBar"), let tabBar = try appliedToTabView(call, first, node) {
            node = tabBar
            applied = true
        }
        if bars.isEmpty && !applied || bars.contains("navigationBar") || bars.contains("automatic") {
            if let setting = try navigationSetting(call, first) {
                node = node.modified(.container(.navigation(setting)))
                applied = true
            }
        }
        if applied { return node }
        if bars.contains("tabBar") {
            // Set inside a tab's content, SwiftUI hands it up to the TabView; we draw it only on the TabView itself.
            return call.note(.notDrawn, "\(call.name) (inside a tab)")
        }
        // The bottom toolbar's look, and other bars: not drawn.
        return call.note(.notDrawn)
    }

    private static func navigationSetting(_ call: ModifierCall, _ first: Value) throws -> NavigationSetting? {
        if call.name == "toolbarColorScheme" {
            return first.caseName.flatMap(ColorScheme.init(rawValue:)).map { .colorScheme($0) }
        }
        switch first {
        case .implicitMember("visible", nil): return .backgroundVisible(true)
        case .implicitMember("hidden", nil): return .backgroundVisible(false)
        case .implicitMember("automatic", nil): return nil
        default: return .background(try call.style(first))
        }
    }

    /// On the TabView, possibly under other modifiers (`.tint(...)`).
    private static func appliedToTabView(_ call: ModifierCall, _ first: Value, _ node: ViewNode) throws -> ViewNode? {
        switch node {
        case .control(.tabView(var tabs)):
            if call.name == "toolbarBackground" {
                if case .implicitMember(let name, nil) = first, ["visible", "hidden", "automatic"].contains(name) { return node }
                tabs.appearance.background = try call.style(first)
            } else if let scheme = first.caseName.flatMap(ColorScheme.init(rawValue:)) {
                tabs.appearance.colorScheme = scheme
            }
            return .control(.tabView(tabs))
        case .modified(let child, let modifier):
            return try appliedToTabView(call, first, child).map { .modified($0, modifier) }
        case .text, .textField, .image, .shape, .color, .style, .stack, .spacer, .divider, .empty, .group, .geometryReader, .scrollView,
             .control(.button), .control(.gauge), .control(.toggle), .control(.slider), .control(.stepper), .control(.progressView),
             .control(.picker), .control(.datePicker), .control(.label), .control(.list), .control(.section), .control(.navigationLink),
             .control(.navigation), .control(.presentation), .control(.labeled), .placeholder:
            return nil
        }
    }
}
