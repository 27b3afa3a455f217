// Generic subscripts: the subscript's own type parameter is inferred from the key or the result context.
struct Settings {
    private var storage: [String: Any] = [:]
    subscript<T>(key key: String) -> T? {
        get { storage[key] as? T }
        set { storage[key] = newValue }
    }
    subscript<T>(key key: String, default value: T) -> T {
        storage[key] as? T ?? value
    }
}

struct Grid<Cell> {
    var cells: [Cell]
    subscript<I: BinaryInteger>(i: I) -> Cell { cells[Int(i)] }
    subscript<S: Sequence>(indices indices: S) -> [Cell] where S.Element == Int {
        indices.map { cells[$0] }
    }
}

func main() {
    var s = Settings()
    s[key: "volume"] = 7
    s[key: "name"] = "Studio"
    let v: Int? = s[key: "volume"]
    let n: String? = s[key: "name"]
    let wrong: Double? = s[key: "volume"]
    print(v as Any, n as Any, wrong as Any)
    print(s[key: "volume", default: 0])
    print(s[key: "missing", default: "fallback"])
    print(s[key: "name", default: 0])
    let g = Grid(cells: ["a", "b", "c", "d"])
    let small: UInt8 = 2
    print(g[small], g[3], g[Int64(1)])
    print(g[indices: [0, 2]])
    print(g[indices: 1...3])
}
