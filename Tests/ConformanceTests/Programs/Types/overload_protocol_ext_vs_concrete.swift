// A method on the concrete type shadows a same-named protocol extension method; which runs depends on the static type.
protocol Describable {
    var name: String { get }
}

extension Describable {
    func summary() -> String { "extension summary of \(name)" }
    func greet() -> String { "hello from extension, \(name)" }
}

struct Badge: Describable {
    var name: String
    func summary() -> String { "Badge summary of \(name)" }
}

struct Chip: Describable {
    var name: String
}

func viaGeneric<T: Describable>(_ t: T) -> String { t.summary() }

func main() {
    let b = Badge(name: "new")
    print(b.summary())
    print(b.greet())
    let asP: Describable = b
    print(asP.summary())
    print(viaGeneric(b))
    let c = Chip(name: "tag")
    print(c.summary())
    let items: [Describable] = [b, c]
    for item in items { print(item.summary()) }
    print((b as Describable).greet())
}
