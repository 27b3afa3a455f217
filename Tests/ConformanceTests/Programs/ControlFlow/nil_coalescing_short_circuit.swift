// Checks that the right side of ?? is evaluated only when the left side is nil, including with throwing and chained defaults.
func fallback(_ label: String, _ value: Int) -> Int {
    print("  computing fallback", label)
    return value
}

func optionalFallback(_ label: String, _ value: Int?) -> Int? {
    print("  computing optional", label)
    return value
}

struct Cache {
    var stored: [String: String] = ["title": "Tokens"]
    var loads = 0
    mutating func load(_ key: String) -> String {
        loads += 1
        return "loaded \(key)"
    }
}

enum LoadError: Error { case missing }
func strictLoad() throws -> Int { throw LoadError.missing }

func main() {
    let present: Int? = 5
    let absent: Int? = nil
    print(present ?? fallback("A", 0))
    print(absent ?? fallback("B", 99))
    print(absent ?? optionalFallback("C", nil) ?? fallback("D", 7))
    print(present ?? optionalFallback("E", 1) ?? fallback("F", 2))
    print(absent ?? optionalFallback("G", 3) ?? fallback("H", 4))
    var cache = Cache()
    let t = cache.stored["title"] ?? cache.load("title")
    let s = cache.stored["subtitle"] ?? cache.load("subtitle")
    print(t, "|", s, "| loads", cache.loads)
    do {
        let v = try present ?? strictLoad()
        print("no throw because left was non-nil:", v)
        let w = try absent ?? strictLoad()
        print("not reached", w)
    } catch {
        print("threw from right side:", error)
    }
    let maybeOpt: Int?? = .some(nil)
    let flattened = maybeOpt ?? 10
    print(flattened as Any)
}
