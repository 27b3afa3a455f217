// Overloads that differ only by return type are chosen by the annotation at the call site.
func make() -> String { "a string" }
func make() -> Int { 42 }
func make() -> [Int] { [1, 2, 3] }

struct Token {
    static func parse(_ s: String) -> Int { Int(s) ?? -1 }
    static func parse(_ s: String) -> String { "<\(s)>" }
    static func parse(_ s: String) -> Bool { s == "true" }
}

func takesString(_ s: String) -> String { "got string \(s)" }
func takesInt(_ i: Int) -> String { "got int \(i)" }

func main() {
    let s: String = make()
    print(s)
    let i: Int = make()
    print(i)
    let a: [Int] = make()
    print(a)
    print(takesString(make()))
    print(takesInt(make()))
    let n: Int = Token.parse("12")
    let t: String = Token.parse("12")
    let b: Bool = Token.parse("true")
    print(n, t, b)
    print(Token.parse("x") as Int)
    print(Token.parse("x") as String)
    let sum: Int = make() + 8
    print(sum)
}
