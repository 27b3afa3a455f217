// Generic functions and types with where clauses relating several type parameters.
func allEqual<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> Bool
    where A.Element == B.Element, A.Element: Equatable {
    var ia = a.makeIterator()
    var ib = b.makeIterator()
    while true {
        let x = ia.next(), y = ib.next()
        if x == nil && y == nil { return true }
        if x != y { return false }
    }
}

func keyed<T, K: Hashable>(_ items: [T], by key: (T) -> K) -> [K: T] {
    var out: [K: T] = [:]
    for i in items { out[key(i)] = i }
    return out
}

struct Table<Row> where Row: CustomStringConvertible {
    var rows: [Row]
    func render() -> String { rows.map { "| \($0) |" }.joined(separator: "\n") }
}

extension Table where Row: Comparable {
    func sortedRender() -> String { Table(rows: rows.sorted()).render() }
}

func largest<T>(_ xs: [T]) -> T? where T: Comparable { xs.max() }

func main() {
    print(allEqual([1, 2, 3], [1, 2, 3]))
    print(allEqual([1, 2], [1, 2, 3]))
    print(allEqual("abc", ["a", "b", "c"] as [Character]))
    print(allEqual(1...3, [1, 2, 3]))
    let byLen = keyed(["a", "bb", "cc", "ddd"]) { $0.count }
    print(byLen[1]!, byLen[2]!, byLen[3]!, byLen[4] ?? "none")
    let t = Table(rows: [3, 1, 2])
    print(t.render())
    print(t.sortedRender())
    print(largest([4, 9, 2])!, largest(["pear", "apple"])!, largest([Double]()) as Any)
}
