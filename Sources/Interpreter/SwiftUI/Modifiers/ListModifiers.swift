import DesignModel

/// What a row or section sets for the list around it (`ListRowSetting`),
/// and the list, tab view and page-indicator looks of the views below.
/// (`.listStyle` and `.labelStyle` are control styles: `ControlModifiers`.)
enum ListModifiers {
    static let entries: [ModifierEntry] = [
        ModifierEntry("listRowBackground", .container) { call in
            guard let first = call.positional.first ?? call.trailingClosure, !first.isNone else { return call.view }
            return call.modified(.container(.listRow(.background(try call.content(first)))))
        },
        ModifierEntry("listRowInsets", .container) { call in
            guard let first = call.positional.first else { return call.view }
            if first.isNone { return call.modified(.container(.listRow(.insets(nil)))) }
            guard case .record(let record) = first, record.typeName == "EdgeInsets" else {
                // `listRowInsets(.horizontal, 16)`: not drawn yet.
                return call.note(.notDrawn)
            }
            return call.modified(.container(.listRow(.insets(try ModifierArguments.insets(call.arguments)))))
        },
        ModifierEntry("listRowSeparator", .container) { call in
            guard let hidden = visibilityHides(call.positional.first) else { return call.view }
            return call.modified(.container(.listRow(.separatorHidden(hidden))))
        },
        ModifierEntry("listSectionSeparator", .container) { call in
            guard let hidden = visibilityHides(call.positional.first) else { return call.view }
            return call.modified(.container(.listRow(.sectionSeparatorHidden(hidden))))
        },
        ModifierEntry("listRowSeparatorTint", .container) { call in
            guard let first = call.positional.first, !first.isNone else { return call.view }
            return call.modified(.container(.listRow(.separatorTint(try call.style(first)))))
        },
        ModifierEntry("scrollContentBackground", .environment) { call in
            guard let hidden = visibilityHides(call.positional.first) else { return call.view }
            return call.modified(.environment(.controls(.scrollContentBackgroundHidden(hidden))))
        },
        ModifierEntry("tabViewStyle", .environment) { call in
            guard let style = call.positional.first, let setting = tabViewStyle(style) else { return call.note(.notDrawn) }
            return call.modified(.environment(.controls(setting)))
        },
        ModifierEntry("indexViewStyle", .environment) { call in
            guard let style = call.positional.first else { return call.view }
            let mode: Value?
            switch style {
            case .implicitMember("page", let arguments): mode = arguments?.value("backgroundDisplayMode")
            case .record(let record) where record.typeName == "PageIndexViewStyle": mode = record["backgroundDisplayMode"]
            default: return call.note(.notDrawn)
            }
            return call.modified(.environment(.controls(.pageIndexBackground(mode?.caseName == "always"))))
        },
    ]

    /// `.hidden` hides, `.visible` shows, `.automatic` leaves it to the list.
    private static func visibilityHides(_ value: Value?) -> Bool? {
        switch value?.caseName {
        case "hidden"?: return true
        case "visible"?: return false
        default: return nil
        }
    }

    /// `.page`, `.page(indexDisplayMode: .never)`, `PageTabViewStyle()`,
    /// `.automatic`, `DefaultTabViewStyle()`; other platforms' styles are
    /// drawn as the tab bar.
    private static func tabViewStyle(_ value: Value) -> ControlSetting? {
        var indexMode: Value?
        switch value {
        case .implicitMember("page", let arguments), .implicitMember("verticalPage", let arguments):
            indexMode = arguments?.value("indexDisplayMode")
        case .record(let record) where record.typeName == "PageTabViewStyle":
            indexMode = record["indexDisplayMode"]
        case .implicitMember("automatic", nil), .implicitMember("tabBarOnly", nil), .implicitMember("sidebarAdaptable", nil):
            return .tabViewStyle(.automatic)
        case .record(let record) where record.typeName == "DefaultTabViewStyle":
            return .tabViewStyle(.automatic)
        default:
            return nil
        }
        return .tabViewStyle(.page(showsIndex: indexMode?.caseName != "never"))
    }
}
