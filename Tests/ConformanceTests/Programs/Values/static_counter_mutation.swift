// Static stored properties are assignable and mutable with compound operators, shared across instances, and changed by static and instance methods.
struct Widget {
    static var created = 0
    static var names: [String] = []
    static var registry: [String: Int] = [:]

    let id: Int
    let name: String

    init(name: String) {
        Widget.created += 1
        id = Widget.created
        self.name = name
        Self.names.append(name)
        Widget.registry[name, default: 0] += 1
    }

    static func reset() {
        created = 0
        names.removeAll()
        registry = [:]
    }

    static func bulk(_ n: Int) -> [Widget] {
        return (0..<n).map { Widget(name: "w\($0)") }
    }

    func describe() -> String {
        return "\(name)#\(id) of \(Widget.created)"
    }
}

final class Counter {
    static var count = 0
    class var label: String { "Counter(\(count))" }
    static func increment(by n: Int = 1) -> Int {
        count += n
        return count
    }
}

func main() {
    print(Widget.created, Widget.names)
    let a = Widget(name: "button")
    let b = Widget(name: "slider")
    let c = Widget(name: "button")
    print(a.describe(), b.describe(), c.describe())
    print(Widget.names, Widget.registry["button"]!, Widget.registry["slider"]!)
    let many = Widget.bulk(3)
    print(many.map { $0.id }, Widget.created)
    Widget.reset()
    print(Widget.created, Widget.names, Widget.registry.isEmpty)

    Counter.count += 1
    Counter.count *= 10
    print(Counter.count, Counter.label)
    print(Counter.increment(), Counter.increment(by: 5), Counter.count)
    Counter.count -= Counter.count
    print(Counter.label)
}
