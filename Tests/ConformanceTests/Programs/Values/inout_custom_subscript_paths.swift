// `inout` through a chain that ends in a custom subscript and a computed property: every accessor on the path is read before the call and written back after.
struct Settings {
    private var values: [String: Int] = [:]
    subscript(key: String) -> Int {
        get {
            print("    Settings.get", key)
            return values[key] ?? 0
        }
        set {
            print("    Settings.set", key, newValue)
            values[key] = newValue
        }
    }
}

struct App {
    var stored = Settings()
    var settings: Settings {
        get {
            print("  App.get settings")
            return stored
        }
        set {
            print("  App.set settings")
            stored = newValue
        }
    }
}

func increment(_ n: inout Int, by k: Int = 1) {
    n += k
}

func main() {
    var app = App()
    print("increment stored path")
    increment(&app.stored["volume"], by: 5)
    print("increment computed path")
    increment(&app.settings["volume"])
    print("compound on computed path")
    app.settings["brightness"] += 7
    print("read")
    print(app.settings["volume"], app.stored["brightness"])
}
