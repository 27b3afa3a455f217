// Checks Dictionary subscript get/set/remove, default values, count and isEmpty.
func main() {
    var stock: [String: Int] = [:]
    print(stock.isEmpty, stock.count)
    stock["apples"] = 5
    stock["pears"] = 2
    print(stock.count, stock["apples"] as Any, stock["kiwis"] as Any)
    stock["apples"] = 7
    print(stock["apples"]!)
    stock["apples", default: 0] += 1
    stock["kiwis", default: 0] += 3
    print(stock["apples"]!, stock["kiwis"]!)
    print(stock["mangos", default: 0])
    print(stock.count)
    stock["pears"] = nil
    print(stock["pears"] as Any, stock.count)
    stock["nothing"] = nil
    print(stock.count)
    if let n = stock["kiwis"] {
        print("kiwis in stock:", n)
    }
    let pairs = stock.sorted { $0.key < $1.key }
    for (name, n) in pairs {
        print(name, n)
    }
    var optionalValues: [String: Int?] = ["a": 1]
    optionalValues["a"] = .some(nil)
    print(optionalValues.count, optionalValues["a"] as Any)
    optionalValues["a"] = nil
    print(optionalValues.count)
    var seen: [Character: Bool] = [:]
    for c in "hello" where seen[c] == nil {
        seen[c] = true
    }
    print(seen.count, seen["l"] as Any, seen["z"] as Any)
    let lookup = ["one": 1, "two": 2]
    print(lookup["two"].map { $0 * 100 } as Any)
    print((lookup["three"] ?? -1) + 1)
    print(lookup == ["two": 2, "one": 1])
}
