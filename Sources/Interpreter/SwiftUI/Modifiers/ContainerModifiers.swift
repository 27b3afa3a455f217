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
                  let id = call.interpreter.observePreference(key, action: action, in: call.frame, at: call.location) else {
                return call.note(.noPicture)
            }
            return call.modified(.container(.preference(.observer(id))))
        },
        ModifierEntry("modifier", .container) { call in
            guard let modifier = call.positional.first else { return call.view }
            return try call.interpreter.applyViewModifier(modifier, to: call.view, in: call.frame, at: call.location)
        },
    ]
}
