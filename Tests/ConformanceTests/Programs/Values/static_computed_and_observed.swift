// Static computed properties with get/set, static stored properties with observers, and static subscripts, all assignable through compound operators.
struct Environment {
    private static var storage: [String: String] = [:]
    static var changes = 0 {
        didSet { print("  changes didSet", oldValue, "->", changes) }
    }
    static var mode = "debug" {
        willSet { print("  mode willSet", newValue) }
        didSet { changes += 1 }
    }

    static var isRelease: Bool {
        get { mode == "release" }
        set { mode = newValue ? "release" : "debug" }
    }

    static subscript(key: String) -> String {
        get { storage[key] ?? "" }
        set {
            storage[key] = newValue
            changes += 1
        }
    }

    static var keyCount: Int { storage.count }
}

func main() {
    print(Environment.mode, Environment.isRelease, Environment.changes)
    Environment.isRelease = true
    print(Environment.mode, Environment.isRelease)
    Environment.isRelease.toggle()
    print(Environment.mode)
    Environment["API"] = "https://example.com"
    Environment["API"] += "/v2"
    Environment["TOKEN"] = "abc"
    print(Environment["API"], Environment["TOKEN"], Environment["MISSING"].isEmpty)
    print(Environment.keyCount, Environment.changes)
    Environment.changes = 0
    Environment.mode += "-verbose"
    print(Environment.mode, Environment.changes)
}
