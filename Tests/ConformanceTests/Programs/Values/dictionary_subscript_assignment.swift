// Dictionary subscripts as l-values: insert, update, `dict[k] = nil` removing a key, `dict[k, default: 0] += 1`, and optional-chained updates.
func show(_ d: [String: Int]) -> String {
    return "[" + d.keys.sorted().map { "\($0): \(d[$0]!)" }.joined(separator: ", ") + "]"
}

func main() {
    var counts: [String: Int] = [:]
    for word in ["red", "blue", "red", "green", "red", "blue"] {
        counts[word, default: 0] += 1
    }
    print(show(counts))

    counts["red"] = 10
    counts["yellow"] = 1
    print(show(counts))
    counts["blue"] = nil
    print(show(counts), counts.count)
    counts["missing"] = nil
    print(show(counts), counts.count)

    counts["green"]! += 5
    counts["red"]? -= 3
    counts["absent"]? += 100
    print(show(counts))

    counts["yellow", default: 50] *= 2
    counts["purple", default: 50] *= 2
    print(show(counts))

    var groups: [String: [String]] = [:]
    groups["a", default: []].append("apple")
    groups["a", default: []].append("avocado")
    groups["b", default: []].append("banana")
    groups["b"]?.append("berry")
    groups["c"]?.append("cherry")
    for key in groups.keys.sorted() {
        print(key, groups[key]!)
    }

    var optionalValues: [String: Int?] = ["x": 1]
    optionalValues["x"] = .some(nil)
    print(optionalValues.count, optionalValues["x"] as Any)
    optionalValues["x"] = nil
    print(optionalValues.count)

    let old = counts.updateValue(0, forKey: "green")
    print(old as Any, show(counts))
}
