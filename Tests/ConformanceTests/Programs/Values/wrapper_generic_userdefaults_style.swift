// A generic property wrapper with a key and default (like a settings store), used on static and instance properties, with the store observed after each write.
final class Store {
    static var values: [String: Any] = [:]
    static var writes: [String] = []
}

@propertyWrapper
struct Setting<Value> {
    let key: String
    let defaultValue: Value
    var wrappedValue: Value {
        get { (Store.values[key] as? Value) ?? defaultValue }
        set {
            Store.writes.append(key)
            Store.values[key] = newValue
        }
    }
    init(_ key: String, default defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }
}

enum Preferences {
    @Setting("volume", default: 5) static var volume: Int
    @Setting("theme", default: "light") static var theme: String
}

struct Session {
    @Setting("launches", default: 0) var launches: Int
}

func main() {
    print(Preferences.volume, Preferences.theme, Store.writes)
    Preferences.volume = 8
    Preferences.volume += 1
    Preferences.theme = "dark"
    print(Preferences.volume, Preferences.theme, Store.writes)

    var s = Session()
    s.launches += 1
    var t = Session()
    t.launches += 1
    print(s.launches, t.launches, Store.writes.count)
    print(Store.values.keys.sorted())
}
