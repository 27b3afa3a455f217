// Dictionaries are values: copies are independent, including dictionaries stored inside structs and arrays.
struct Theme {
    var spacing: [String: Int]
}

func withDouble(_ d: [String: Int]) -> [String: Int] {
    var copy = d
    for key in copy.keys.sorted() {
        copy[key]! *= 2
    }
    return copy
}

func show(_ d: [String: Int]) -> String {
    return d.keys.sorted().map { "\($0)=\(d[$0]!)" }.joined(separator: " ")
}

func main() {
    var base = ["small": 4, "medium": 8, "large": 16]
    var copy = base
    copy["small"] = 2
    copy["huge"] = 32
    base.removeValue(forKey: "large")
    print(show(base))
    print(show(copy))

    let doubled = withDouble(base)
    print(show(base), "|", show(doubled))

    var light = Theme(spacing: base)
    let dark = light
    light.spacing["medium", default: 0] += 1
    light.spacing["tiny"] = 1
    print(show(light.spacing))
    print(show(dark.spacing))

    var list = [base, base]
    list[0]["small"] = nil
    print(show(list[0]), "|", show(list[1]), "|", show(base))
    print(base.count, copy.count, list[0].count)
}
