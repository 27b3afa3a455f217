// Calling a mutating method on an observed stored property fires that property's willSet/didSet once per call, and the observer sees the old whole value.
struct Tally {
    var count = 0
    mutating func bump() { count += 1 }
    mutating func bumpTwice() { bump(); bump() }
}

struct Screen {
    var tally = Tally() {
        willSet { print("  willSet tally", tally.count, "->", newValue.count) }
        didSet { print("  didSet tally", oldValue.count, "->", tally.count) }
    }
    var items: [String] = [] {
        didSet { print("  didSet items", oldValue, "->", items) }
    }

    mutating func addItem(_ s: String) {
        items.append(s)
    }
}

func main() {
    var screen = Screen()
    print("bump")
    screen.tally.bump()
    print("bumpTwice")
    screen.tally.bumpTwice()
    print("direct count")
    screen.tally.count = 10
    print("append")
    screen.items.append("a")
    print("addItem")
    screen.addItem("b")
    print("element assignment")
    screen.items[0] = "A"
    print("removeAll")
    screen.items.removeAll()
    print(screen.tally.count, screen.items)
}
