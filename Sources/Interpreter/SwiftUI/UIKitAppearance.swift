import DesignModel

/// UIKit's appearance proxies (`UITabBar.appearance()`): what a guide's
/// `init()` sets on them is kept per class and read back where SwiftUI
/// draws that bar.
extension Interpreter {
    /// One shared proxy per class, as in UIKit.
    func appearanceProxy(for className: String) -> Record {
        if let record = appearanceProxies[className] { return record }
        let record = Record("\(className)Appearance", [:], isReference: true)
        appearanceProxies[className] = record
        return record
    }

    /// What the guide's `UITabBarAppearance` code set on `UITabBar.appearance()`.
    func tabBarAppearance() -> TabBarAppearance {
        var appearance = TabBarAppearance()
        guard let proxy = appearanceProxies["UITabBar"],
              case .record(let standard)? = proxy["standardAppearance"] else { return appearance }
        func color(_ value: Value?) -> ColorValue? {
            if case .color(let color)? = value { return color }
            return nil
        }
        if let background = color(standard["backgroundColor"]) { appearance.background = .color(background) }
        if standard["backgroundEffect"] != nil && appearance.background == nil { appearance.background = .material(.bar) }
        appearance.shadowColor = color(standard["shadowColor"])
        if case .record(let stacked)? = standard["stackedLayoutAppearance"] {
            for (state, isSelected) in [("normal", false), ("selected", true)] {
                guard case .record(let item)? = stacked[state] else { continue }
                let icon = color(item["iconColor"])
                var title: ColorValue?
                if case .dictionary(let attributes)? = item["titleTextAttributes"] {
                    for entry in attributes {
                        switch entry.key.caseName {
                        case "foregroundColor"?: title = color(entry.value)
                        case "font"?: if case .font(let font) = entry.value { appearance.titleFont = font }
                        case "kern"?: appearance.titleKerning = entry.value.asDouble
                        default: break
                        }
                    }
                }
                if isSelected {
                    appearance.selectedIconColor = icon
                    appearance.selectedTitleColor = title
                } else {
                    appearance.normalIconColor = icon
                    appearance.normalTitleColor = title
                }
            }
        }
        return appearance
    }
}
