// A custom EnvironmentKey with an EnvironmentValues computed property: reading the default, writing, overwriting, nested field mutation and value-type copies.
import SwiftUI

struct Theme: Equatable {
    var name: String
    var accentHue: Double
    var cornerRadius: CGFloat

    static let standard = Theme(name: "standard", accentHue: 0.6, cornerRadius: 8)
}

struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme.standard
}

struct CompactKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

struct BadgeCountKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

extension EnvironmentValues {
    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
    var isCompact: Bool {
        get { self[CompactKey.self] }
        set { self[CompactKey.self] = newValue }
    }
    var badgeCount: Int? {
        get { self[BadgeCountKey.self] }
        set { self[BadgeCountKey.self] = newValue }
    }
}

func show(_ label: String, _ env: EnvironmentValues) {
    print(label, env.theme.name, env.theme.accentHue, env.theme.cornerRadius, "compact:", env.isCompact, "badge:", env.badgeCount.map(String.init) ?? "nil")
}

func main() {
    var env = EnvironmentValues()
    show("default:", env)
    env.theme = Theme(name: "ocean", accentHue: 0.55, cornerRadius: 12)
    env.isCompact = true
    show("written:", env)
    let snapshot = env
    env.theme.cornerRadius = 20
    env.theme.name += "-rounded"
    env.badgeCount = 3
    show("mutated:", env)
    show("snapshot:", snapshot)
    env.badgeCount = nil
    show("badge cleared:", env)
    print("key default unchanged:", ThemeKey.defaultValue == .standard)
    env[ThemeKey.self] = .standard
    print("subscript write:", env.theme == .standard, env[ThemeKey.self].name)
    print("colorScheme default is light:", env.colorScheme == .light)
    env.colorScheme = .dark
    print("colorScheme written is dark:", env.colorScheme == .dark)
    _ = Text("x").environment(\.theme, Theme(name: "v", accentHue: 0, cornerRadius: 0))
}
