// Among overloads that fit, Swift prefers the one needing fewer defaulted parameters.
func button(_ title: String) -> String { "A(\(title))" }
func button(_ title: String, style: String = "plain") -> String { "B(\(title), \(style))" }
func button(_ title: String, style: String = "plain", size: Int = 12) -> String { "C(\(title), \(style), \(size))" }

func pad(_ s: String, width: Int = 4, fill: Character = ".") -> String {
    String(repeating: fill, count: max(0, width - s.count)) + s
}

struct Card {
    func make(_ n: Int = 1) -> String { "make(n=\(n))" }
    func make() -> String { "make()" }
}

func main() {
    print(button("OK"))
    print(button("OK", style: "bold"))
    print(button("OK", size: 20))
    print(button("OK", style: "ghost", size: 9))
    print(pad("7"))
    print(pad("7", width: 3))
    print(pad("7", fill: "0"))
    print(pad("7", width: 2, fill: "*"))
    print(pad("12345"))
    let c = Card()
    print(c.make())
    print(c.make(5))
}
