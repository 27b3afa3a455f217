// Checks how optionals print: Optional(…), nil, nested optionals and optionals inside interpolation.
func find(_ name: String, in items: [String]) -> Int? {
    items.firstIndex(of: name)
}

func main() {
    let some: Int? = 3
    let none: Int? = nil
    print(some as Any)
    print(none as Any)
    print(String(describing: some), String(describing: none))
    let text: String? = "a"
    print(text as Any)
    print("value: \(String(describing: text))")
    let doubleSome: Int?? = 3
    let doubleInnerNil: Int?? = .some(nil)
    let doubleNil: Int?? = nil
    print(doubleSome as Any)
    print(doubleInnerNil as Any)
    print(doubleNil as Any)
    print([some, none])
    print(some.map { $0 * 2 } as Any, none.map { $0 * 2 } as Any)
    print(some ?? 0, none ?? 0)
    let items = ["a", "b", "c"]
    print(find("b", in: items) as Any, find("z", in: items) as Any)
    print(Optional("x") as Any, Optional(Optional(2.5)) as Any)
    print(some.debugDescription, none.debugDescription)
    print(text.debugDescription)
    if let v = some { print("unwrapped", v) }
    let chained = items.first?.uppercased()
    print(chained as Any)
    let missing = [String]().first?.uppercased()
    print(missing as Any)
    let character: Character? = "q"
    print(character as Any)
    let flat = doubleSome.flatMap { $0 }
    print(flat as Any)
    let dict = ["k": 1]
    print(dict["k"] as Any, dict["x"] as Any)
    print((some, text) as Any)
}
