// Overloads distinguished only by argument labels each run the matching body.
struct Formatter {
    func format(_ value: Int) -> String { "plain \(value)" }
    func format(currency value: Int) -> String { "currency $\(value)" }
    func format(percent value: Int) -> String { "percent \(value)%" }
    func format(_ value: Int, width: Int) -> String {
        let s = String(value)
        return String(repeating: " ", count: max(0, width - s.count)) + s
    }
}

func move(to x: Int) -> String { "move(to:) \(x)" }
func move(by dx: Int) -> String { "move(by:) \(dx)" }
func move(_ x: Int, _ y: Int) -> String { "move(_:_:) \(x),\(y)" }

func main() {
    let f = Formatter()
    print(f.format(42))
    print(f.format(currency: 42))
    print(f.format(percent: 42))
    print("[" + f.format(42, width: 6) + "]")
    print(move(to: 3))
    print(move(by: -2))
    print(move(1, 2))
    let byRef: (Int) -> String = move(by:)
    print(byRef(9))
    let toRef = move(to:)
    print(toRef(10))
}
