// Conditional conformance: a generic wrapper conforms to a protocol only when its element does.
protocol Describable {
    func describe() -> String
}

struct Money: Describable {
    var cents: Int
    func describe() -> String { "$\(cents / 100)" }
}

struct Pair<T> {
    var first: T
    var second: T
}

extension Pair: Describable where T: Describable {
    func describe() -> String { "(\(first.describe()), \(second.describe()))" }
}

extension Pair: Equatable where T: Equatable {}

extension Array: Describable where Element: Describable {
    func describe() -> String { "[" + map { $0.describe() }.joined(separator: " ") + "]" }
}

extension Optional: Describable where Wrapped: Describable {
    func describe() -> String { self?.describe() ?? "nothing" }
}

func show<D: Describable>(_ d: D) -> String { "show " + d.describe() }

func main() {
    let p = Pair(first: Money(cents: 500), second: Money(cents: 1250))
    print(p.describe())
    print(show(p))
    print(show([Money(cents: 100), Money(cents: 200)]))
    print(show([p, p]))
    let none: Money? = nil
    print(show(none), show(Optional(Money(cents: 900))))
    print(Pair(first: 1, second: 2) == Pair(first: 1, second: 2))
    print(Pair(first: "a", second: "b") == Pair(first: "a", second: "c"))
    let values: [Any] = [p, Pair(first: 1, second: 2), [Money(cents: 300)], 5]
    for v in values { print(v is Describable) }
}
