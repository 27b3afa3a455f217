// A custom @propertyWrapper over a shared in-memory settings store (like AppStorage): nonmutating writes through a reference, a SwiftUI Binding as projected value, used in view structs.
import SwiftUI

final class SettingsStore {
    static let shared = SettingsStore()
    private var values: [String: Any] = [:]
    private(set) var writes: [String] = []
    func value<T>(_ key: String) -> T? { values[key] as? T }
    func set<T>(_ value: T, for key: String) {
        values[key] = value
        writes.append(key)
    }
    func reset() { values.removeAll(); writes.removeAll() }
}

@propertyWrapper
struct Setting<Value> {
    let key: String
    let defaultValue: Value
    var store: SettingsStore = .shared
    init(wrappedValue: Value, _ key: String) {
        self.key = key
        self.defaultValue = wrappedValue
    }
    var wrappedValue: Value {
        get { store.value(key) ?? defaultValue }
        nonmutating set { store.set(newValue, for: key) }
    }
    var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

struct PreferencesView: View {
    @Setting("fontScale") var fontScale: Double = 1.0
    @Setting("showsBadges") var showsBadges = true
    @Setting("username") var username = "guest"
    var body: some View {
        VStack {
            Toggle("Badges", isOn: $showsBadges)
            Text(username)
        }
    }
    func enlarge() { fontScale += 0.25 }
}

struct BadgeView: View {
    @Setting("showsBadges") var visible = false
    var body: some View { Text(visible ? "badge" : "") }
}

func main() {
    let prefs = PreferencesView()
    let badge = BadgeView()
    print("defaults:", prefs.fontScale, prefs.showsBadges, prefs.username, "badge default:", badge.visible)
    prefs.enlarge()
    prefs.enlarge()
    print("fontScale:", prefs.fontScale)
    prefs.$showsBadges.wrappedValue = false
    print("badge sees shared key:", badge.visible, prefs.showsBadges)
    badge.visible = true
    print("prefs sees badge write:", prefs.showsBadges)
    let nameBinding = prefs.$username
    nameBinding.wrappedValue = "ada"
    print("username:", prefs.username, "writes:", SettingsStore.shared.writes)
    SettingsStore.shared.reset()
    print("after reset:", prefs.fontScale, prefs.username, badge.visible)
    _ = prefs.body
}
