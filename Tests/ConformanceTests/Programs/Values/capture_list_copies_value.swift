// A closure capture list copies a value at creation time, while a plain capture sees later changes to the variable.
struct Counter {
    var count = 0
}

func main() {
    var counter = Counter()
    let captured = { [counter] in counter.count }
    let live = { counter.count }
    counter.count = 5
    print(captured(), live())

    var items = ["a"]
    let snapshot = { [items] in items.joined(separator: "+") }
    items.append("b")
    items.append("c")
    print(snapshot(), items.joined(separator: "+"))

    var value = 1
    let copied = value
    let adder = { [value] (x: Int) -> Int in value + x }
    value = 100
    print(adder(1), value, copied)

    var handlers: [() -> Int] = []
    for i in 0..<3 {
        var local = Counter(count: i)
        handlers.append { [local] in local.count * 10 }
        local.count = 99
        print("local after:", local.count)
    }
    print(handlers.map { $0() })
}
