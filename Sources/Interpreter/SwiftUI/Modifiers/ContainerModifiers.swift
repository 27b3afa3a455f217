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
            if let action = call.trailingClosure ?? call.arguments.value("perform"), !interpreter.appearActions.isEmpty {
                interpreter.appearActions[interpreter.appearActions.count - 1].append(action)
            }
            return call.view
        },
        // Runs after layout, when a preference below changes. A key whose values are
        // sizes the view measures (`.preference(key: K.self, value: proxy.size)`) feeds
        // state that changes what is drawn, which a preview does not run: its picture is
        // the first frame, before that state settles.
        ModifierEntry("onPreferenceChange", .container) { call in
            guard case .type(let key)? = call.positional.first, call.interpreter.sizePreferenceKeys.contains(key.simpleName) else {
                return call.note(.noPicture)
            }
            return call.note(.notDrawn, "onPreferenceChange(\(key.simpleName)) (state set from sizes measured after layout; drawn as its first frame)")
        },
        ModifierEntry("modifier", .container) { call in
            guard let modifier = call.positional.first else { return call.view }
            return try call.interpreter.applyViewModifier(modifier, to: call.view, in: call.frame, at: call.location)
        },
    ]
}
