// A generic Stack<Element> struct with mutating methods and extensions (plain and constrained).
struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ x: Element) { items.append(x) }
    @discardableResult
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }
}

extension Stack {
    init(_ xs: [Element]) { items = xs }
    func peekAll() -> [Element] { items.reversed() }
}

extension Stack where Element: Numeric {
    var sum: Element { items.reduce(0, +) }
}

extension Stack: CustomStringConvertible {
    var description: String { "Stack\(items)" }
}

extension Stack where Element == String {
    var joined: String { items.joined(separator: ">") }
}

func main() {
    var s = Stack<Int>()
    print(s.isEmpty, s.top as Any)
    s.push(1); s.push(2); s.push(3)
    print(s, s.count, s.top!)
    print(s.sum)
    print(s.pop()!, s.count)
    s.pop()
    print(s)
    var nav = Stack(["home", "settings"])
    nav.push("profile")
    print(nav.joined)
    print(nav.peekAll())
    print(nav.description)
    let d = Stack([1.5, 2.5])
    print(d.sum, d)
    var empty = Stack<String>()
    print(empty.pop() as Any, empty.joined.isEmpty)
    print(type(of: s), type(of: nav))
}
