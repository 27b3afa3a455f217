// Checks chains of fallthrough across several cases, ending in default, and fallthrough after conditional work.
func countdown(from level: Int) {
    var steps: [String] = []
    switch level {
    case 3:
        steps.append("three")
        fallthrough
    case 2:
        steps.append("two")
        fallthrough
    case 1:
        steps.append("one")
        fallthrough
    default:
        steps.append("liftoff")
    }
    print(level, steps.joined(separator: " "))
}

func flags(for code: Int) -> [String] {
    var result: [String] = []
    switch code {
    case 10:
        result.append("ten")
        if result.count == 1 {
            result.append("checked")
        }
        fallthrough
    case 20:
        result.append("twenty-body")
    case 30:
        result.append("thirty")
        fallthrough
    default:
        result.append("default-body")
    }
    return result
}

func main() {
    for level in [3, 2, 1, 0, 9] {
        countdown(from: level)
    }
    for code in [10, 20, 30, 40] {
        print(code, flags(for: code))
    }
}
