import DesignModel

/// Styles and settings for the views below: one style modifier per
/// `ControlFamily` (`.buttonStyle`, `.toggleStyle`, `.groupBoxStyle`...),
/// `.labelsHidden()`, `.disabled(_:)`; and `.tag(_:)`, which a `Picker` or
/// `TabView` reads to find its selection.
enum ControlModifiers {
    static let entries: [ModifierEntry] = ControlFamily.allCases.map { family in
        ModifierEntry(family.modifierName, .environment) { call in try ControlStyles.apply(call, family: family) }
    } + [
        ModifierEntry("labelsHidden", .environment) { call in call.modified(.environment(.controls(.labelsHidden))) },
        ModifierEntry("disabled", .environment) { call in
            // `.disabled(isLoading)`: whatever the preview's value is.
            guard let disabled = call.positional.first?.asBool else { return call.view }
            return call.modified(.environment(.controls(.disabled(disabled))))
        },
        ModifierEntry("tag", .container) { call in
            guard let value = call.positional.first, let key = TagKey.key(value) else { return call.view }
            return call.modified(.container(.tag(key)))
        },
    ]
}
