// Observers do not fire when a struct or class sets its own property in an initialiser, or for default values; they do fire afterwards and in a subclass init for inherited properties.
struct Model {
    var name: String {
        didSet { print("  Model.name didSet", oldValue, "->", name) }
    }
    var count = 0 {
        willSet { print("  Model.count willSet", newValue) }
    }

    init(name: String) {
        self.name = name
        self.name = name + "!"
        count = 5
        print("  Model.init finished")
    }

    mutating func rename(_ n: String) {
        name = n
    }
}

class Base {
    var title: String = "base" {
        didSet { print("  Base.title didSet", oldValue, "->", title) }
    }
    init() {
        title = "from Base.init"
    }
}

final class Derived: Base {
    override init() {
        super.init()
        title = "from Derived.init"
    }
}

func main() {
    print("Model(name:)")
    var m = Model(name: "first")
    print(m.name, m.count)
    print("rename")
    m.rename("second")
    print("memberwise-free assignment")
    m.count = 1

    print("Base()")
    let b = Base()
    print(b.title)
    print("Derived()")
    let d = Derived()
    print(d.title)
    print("assign after init")
    b.title = "later"
}
