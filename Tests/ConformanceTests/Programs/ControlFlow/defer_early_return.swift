// Checks that defer runs on every early return path, and that defers declared after the return point do not run.
struct Validator {
    var trace: [String] = []

    mutating func validate(_ input: String) -> Bool {
        trace.append("begin \(input)")
        defer { trace.append("end \(input)") }
        guard !input.isEmpty else {
            trace.append("empty")
            return false
        }
        defer { trace.append("non-empty cleanup") }
        if input.count > 5 {
            trace.append("too long")
            return false
        }
        defer { trace.append("length-ok cleanup") }
        if input.first == "#" {
            trace.append("hex-like")
            return true
        }
        trace.append("plain")
        return true
    }
}

func firstNegative(_ xs: [Int]) -> Int? {
    defer { print("  searched", xs) }
    for x in xs where x < 0 {
        return x
    }
    return nil
}

func main() {
    var v = Validator()
    for input in ["", "toolongvalue", "#fff", "abc"] {
        let ok = v.validate(input)
        print(input.isEmpty ? "<empty>" : input, "->", ok)
        for line in v.trace {
            print("  ", line)
        }
        v.trace.removeAll()
    }
    print(firstNegative([3, -1, -5]) as Any)
    print(firstNegative([1, 2]) as Any)
}
