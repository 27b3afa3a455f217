// Methods returning Self: in protocols, in class hierarchies (`-> Self`), and for fluent builders.
class Node {
    var tags: [String] = []
    required init() {}
    func tagged(_ t: String) -> Self {
        tags.append(t)
        return self
    }
    class func make() -> Self { self.init() }
    var kind: String { "Node" }
}

final class Button: Node {
    var title = ""
    func titled(_ t: String) -> Button { title = t; return self }
    override var kind: String { "Button" }
}

protocol Copyable {
    init(copy: Self)
    func copy() -> Self
}

extension Copyable {
    func copy() -> Self { Self(copy: self) }
}

struct Config: Copyable {
    var level: Int
    init(level: Int) { self.level = level }
    init(copy: Config) { level = copy.level + 1 }
}

func main() {
    let b = Button().tagged("primary").tagged("large").titled("OK")
    print(type(of: b), b.kind, b.tags, b.title)
    let n = Node.make().tagged("plain")
    print(type(of: n), n.tags)
    let made = Button.make()
    print(type(of: made), made.kind)
    let meta: Node.Type = Button.self
    print(meta.make().kind)
    let c = Config(level: 1).copy().copy()
    print(c.level, type(of: c))
}
