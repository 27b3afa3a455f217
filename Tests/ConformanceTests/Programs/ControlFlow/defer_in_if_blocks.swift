// Checks that a defer inside an if/else or guard-less block runs when that block ends, not when the function ends.
func process(_ value: Int) {
    print("process", value)
    defer { print("function defer", value) }
    if value > 0 {
        defer { print("  positive branch done") }
        print("  positive")
    } else if value < 0 {
        defer { print("  negative branch done") }
        print("  negative")
        if value < -10 {
            defer { print("    very negative done") }
            print("    very negative")
        }
        print("  after inner if")
    } else {
        defer { print("  zero branch done") }
        print("  zero")
    }
    print("after if chain")
}

struct Panel {
    var isOpen = false
    var log: [String] = []

    mutating func toggle(animated: Bool) {
        if animated {
            defer { log.append("animation committed") }
            log.append("begin animation")
            isOpen.toggle()
        } else {
            isOpen.toggle()
        }
        log.append("isOpen=\(isOpen)")
    }
}

func main() {
    process(5)
    process(-20)
    process(0)
    var panel = Panel()
    panel.toggle(animated: true)
    panel.toggle(animated: false)
    for entry in panel.log {
        print(entry)
    }
}
