// CustomDebugStringConvertible is used by debugPrint, String(reflecting:) and inside collections when no description exists.
struct Token: CustomDebugStringConvertible {
    var kind: String
    var text: String
    var debugDescription: String { "Token<\(kind):\(text)>" }
}

struct Both: CustomStringConvertible, CustomDebugStringConvertible {
    var v: Int
    var description: String { "both(\(v))" }
    var debugDescription: String { "Both(debug: \(v))" }
}

func main() {
    let t = Token(kind: "num", text: "42")
    print(t)
    debugPrint(t)
    print(String(reflecting: t))
    print("\(t)")
    print([t])
    let b = Both(v: 3)
    print(b)
    debugPrint(b)
    print(String(describing: b), String(reflecting: b))
    print([b])
    print("\(b)")
    debugPrint("quoted", 1, 2.5)
    debugPrint(["x": 1])
    print(String(reflecting: "s"), String(reflecting: 7))
    let o: Both? = b
    print(o as Any)
    debugPrint([Optional(1), nil])
}
