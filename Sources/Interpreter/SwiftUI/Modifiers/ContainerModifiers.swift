import DesignModel

/// Read by the container above (`tabItem`, `badge`), or running the guide's
/// own code (`onAppear`, `modifier`).
enum ContainerModifiers {
    static let entries: [ModifierEntry] = [
        ModifierEntry("tabItem", .container) { call in
            guard let label = call.trailingClosure ?? call.positional.first else { return call.view }
            let (title, symbol) = TabItemLabel.describe(try call.content(label))
            return call.modified(.container(.tabItem(title: title, systemImage: symbol)))
        },
        ModifierEntry("badge", .container) { call in
            guard let value = call.positional.first, !value.isNone else { return call.view }
            if case .int(0) = value { return call.view }
            return call.modified(.container(.badge(try call.interpreter.describe(value, at: call.frame.source.syntax, in: call.frame))))
        },
        // Run once the body is built; the body is then built again (`ViewConversion`).
        ModifierEntry("onAppear", .container) { call in
            let interpreter = call.interpreter
            if let action = call.trailingClosure ?? call.arguments.value("perform"), !interpreter.appearActions.isEmpty,
               interpreter.appearsFirstTime(at: call.location) {
                interpreter.appearActions[interpreter.appearActions.count - 1].append(action)
            }
            return call.view
        },
        // Starts as the view appears and runs on the main actor until its first
        // `await`: that synchronous part is what a settled picture shows;
        // what it awaits (a network, a timer) never comes.
        ModifierEntry("task", .container) { call in
            let interpreter = call.interpreter
            if let action = call.trailingClosure ?? call.arguments.value("action"), !interpreter.appearActions.isEmpty,
               interpreter.appearsFirstTime(at: call.location) {
                let frame = call.frame
                interpreter.appearActions[interpreter.appearActions.count - 1].append(.function(.builtin(name: "task", BuiltinFunction { [unowned interpreter] _ in
                    interpreter.runningTaskDepth += 1
                    defer { interpreter.runningTaskDepth -= 1 }
                    do { _ = try interpreter.callFunction(action, [], in: frame) } catch is TaskSuspension {}
                    return .void
                })))
            }
            return call.view
        },
        // Its action runs once the view is built with a value other than the last build's.
        ModifierEntry("onChange", .container) { call in
            guard let value = call.arguments.value("of") ?? call.positional.first,
                  let action = call.trailingClosure ?? call.arguments.value("perform") else { return call.note(.noPicture) }
            let initial = call.arguments.value("initial").flatMap { if case .bool(let flag) = $0 { flag } else { nil } } ?? false
            call.interpreter.watchChange(of: value, action: action, initial: initial, in: call.frame, at: call.location)
            return call.view
        },
        // A value for the observers above, which see it once laid out.
        ModifierEntry("preference", .container) { call in
            guard case .type(let key)? = call.arguments.value("key"), let value = call.arguments.value("value"),
                  let id = call.interpreter.preferences.register(.value(value), key: call.interpreter.preferenceKeyName(key)) else {
                return call.note(.noPicture)
            }
            return call.modified(.container(.preference(.value(id))))
        },
        // Runs after layout with the values set below (`ComponentPreviewer.settle`).
        ModifierEntry("onPreferenceChange", .container) { call in
            guard case .type(let key)? = call.positional.first, let action = call.trailingClosure ?? call.arguments.value("perform"),
                  let id = call.interpreter.observePreference(key, action: action, in: call.frame, at: call.location)?.id else {
                return call.note(.noPicture)
            }
            return call.modified(.container(.preference(.observer(id))))
        },
        // A value measured from the view's place once laid out: an `Anchor` to its bounds or a point of them.
        ModifierEntry("anchorPreference", .container) { call in
            let interpreter = call.interpreter
            guard case .type(let key)? = call.arguments.value("key"), let source = call.arguments.value("value"),
                  let transform = call.arguments.value("transform") ?? call.trailingClosure,
                  let anchor = interpreter.measuredView(call.name, at: call.location) else {
                return call.note(.notDrawn)
            }
            let value = try interpreter.callFunction(transform, [PreferenceAnchors.anchor(anchor, source: source)], in: call.frame)
            guard let id = interpreter.preferences.register(.value(value), key: interpreter.preferenceKeyName(key)) else { return call.note(.notDrawn) }
            return call.modified(.container(.preference(.anchor(anchor)))).modified(.container(.preference(.value(id))))
        },
        ModifierEntry("overlayPreferenceValue", .layout) { call in try PreferenceLayers.apply(call, behind: false) },
        ModifierEntry("backgroundPreferenceValue", .layout) { call in try PreferenceLayers.apply(call, behind: true) },
        ModifierEntry("modifier", .container) { call in
            guard let modifier = call.positional.first else { return call.view }
            return try call.interpreter.applyViewModifier(modifier, to: call.view, in: call.frame, at: call.location)
        },
    ]
}

/// `.overlayPreferenceValue(Key.self) { value in ... }` and its background
/// twin: a layer built from the key's values set in the view, reduced —
/// the key's default until layout has run, then what it found (the drawing
/// is built again, as SwiftUI draws again). Anchors in the value resolve
/// against the view the layer is placed on.
enum PreferenceLayers {
    static func apply(_ call: ModifierCall, behind: Bool) throws -> ViewNode {
        let interpreter = call.interpreter
        guard case .type(let key)? = call.positional.first, let content = call.trailingClosure ?? call.arguments.value("content"),
              let host = interpreter.measuredView(call.name, at: call.location) else { return call.note(.notDrawn) }
        // Handed a new value after layout: the drawing is built again with it.
        let redraw = Value.function(.builtin(name: call.name, BuiltinFunction { [unowned interpreter] _ in
            interpreter.stateChanges += 1
            return .void
        }))
        guard let (id, identity) = interpreter.observePreference(key, action: redraw, in: call.frame, at: call.location, role: call.name) else {
            return call.note(.notDrawn)
        }
        let value = try interpreter.preferences.delivered[identity] ?? interpreter.preferenceDefault(key, in: call.frame)
        let resolved = PreferenceAnchors.resolving(value, host: host, bounds: interpreter.preferences.anchorBounds)
        guard case .function(let function) = content else { return call.note(.notDrawn) }
        let layer = try interpreter.viewNode(interpreter.call(function, [Argument(nil, resolved)], at: call.frame.source.syntax, in: call.frame, mode: .builder),
                                             at: call.frame.source.syntax, in: call.frame)
        let alignment = try call.alignment()
        let measured = call.modified(.container(.preference(.observer(id)))).modified(.container(.preference(.anchor(host))))
        return measured.modified(.layout(behind ? .background(layer, alignment: alignment) : .overlay(layer, alignment: alignment)))
    }
}

/// Thrown at the first `await` of a running `.task`: the rest of it would run
/// after a suspension, which a picture never reaches. Guide code cannot catch it.
struct TaskSuspension: Error {}
