// Passing an observed property as `inout` fires willSet and didSet once, after the function returns, no matter how many times the function mutates it.
struct Meter {
    var level: Int = 0 {
        willSet { print("  willSet", level, "->", newValue) }
        didSet { print("  didSet", oldValue, "->", level) }
    }
    var log: [String] = [] {
        didSet { print("  log didSet count", oldValue.count, "->", log.count) }
    }
}

func pump(_ n: inout Int) {
    print("  pump start", n)
    for _ in 0..<3 {
        n += 1
    }
    print("  pump end", n)
}

func noop(_ n: inout Int) {
    print("  noop")
}

func fill(_ lines: inout [String]) {
    lines.append("a")
    lines.append("b")
    lines.append("c")
}

func main() {
    var m = Meter()
    print("pump")
    pump(&m.level)
    print("noop")
    noop(&m.level)
    print("fill")
    fill(&m.log)
    print("swap")
    var other = 100
    swap(&m.level, &other)
    print(m.level, other, m.log)

    var meters = [Meter(), Meter()]
    print("array element")
    pump(&meters[1].level)
    print(meters[0].level, meters[1].level)
}
