// Checks that the returned value is computed before defer runs, so a defer that mutates state does not change the returned value.
var counter = 0

func nextID() -> Int {
    defer { counter += 1 }
    return counter
}

final class Box {
    var value: Int
    init(_ v: Int) { value = v }
}

func takeAndReset(_ box: Box) -> Int {
    defer { box.value = 0 }
    return box.value
}

func returnsArray() -> [String] {
    var items = ["a", "b"]
    defer {
        items.append("c")
        print("defer items count =", items.count)
    }
    return items
}

struct Stack {
    var elements: [Int] = []
    mutating func popAndLog() -> Int? {
        defer { print("  stack now", elements) }
        return elements.popLast()
    }
}

func main() {
    print("id", nextID(), "counter", counter)
    print("id", nextID(), "counter", counter)
    print("id", nextID(), "counter", counter)
    let box = Box(42)
    let got = takeAndReset(box)
    print("returned", got, "box now", box.value)
    let arr = returnsArray()
    print("returned array", arr)
    var stack = Stack(elements: [1, 2, 3])
    while let top = stack.popAndLog() {
        print("popped", top)
    }
}
