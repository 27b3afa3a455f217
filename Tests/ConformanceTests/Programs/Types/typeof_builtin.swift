// type(of:) on standard-library values prints their type names as the runtime spells them.
func main() {
    print(type(of: 1))
    print(type(of: 1.5))
    print(type(of: "s"))
    print(type(of: true))
    print(type(of: Character("c")))
    print(type(of: [1, 2]))
    print(type(of: ["a": 1]))
    print(type(of: Set([1])))
    let o: Int? = 3
    print(type(of: o))
    let oo: String?? = nil
    print(type(of: oo))
    print(type(of: (1, "a")))
    print(type(of: (x: 1, y: 2.0)))
    print(type(of: [[1.0]]))
    print(type(of: 1...3))
    print(type(of: 1..<3))
    print(type(of: [Int?]()))
    let f: (Int) -> String = { String($0) }
    print(type(of: f))
    print(type(of: "abc".first!))
    print(type(of: Float(1)), type(of: UInt8(1)), type(of: Int64(1)))
    print(Int.self, String.self, [Double].self)
    print(type(of: 7) == Int.self, type(of: 7) == Double.self)
    let any: Any = 2.5
    print(type(of: any))
    print("type is \(type(of: [1]))")
}
