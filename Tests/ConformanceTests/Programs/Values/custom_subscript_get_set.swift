// A custom subscript with get and set used as an l-value: assignment, compound assignment and multi-argument subscripts, with accessor calls printed.
struct Grid {
    let columns: Int
    var storage: [Int]

    init(rows: Int, columns: Int) {
        self.columns = columns
        storage = Array(repeating: 0, count: rows * columns)
    }

    subscript(row: Int, column: Int) -> Int {
        get {
            print("  get [\(row),\(column)]")
            return storage[row * columns + column]
        }
        set {
            print("  set [\(row),\(column)] = \(newValue)")
            storage[row * columns + column] = newValue
        }
    }
}

struct Headers {
    private var fields: [String: String] = [:]
    subscript(name: String) -> String? {
        get { fields[name.lowercased()] }
        set { fields[name.lowercased()] = newValue }
    }
    var count: Int { fields.count }
}

func main() {
    var g = Grid(rows: 2, columns: 3)
    print("assign")
    g[0, 1] = 5
    print("compound")
    g[0, 1] += 10
    print("copy across")
    g[1, 2] = g[0, 1] * 2
    print(g.storage)

    var h = Headers()
    h["Content-Type"] = "text/html"
    h["ACCEPT"] = "*/*"
    print(h["content-type"] ?? "nil", h["accept"] ?? "nil", h.count)
    h["CONTENT-TYPE"]? += "; charset=utf-8"
    print(h["Content-Type"] ?? "nil")
    h["accept"] = nil
    print(h["Accept"] ?? "nil", h.count)
}
