// Checks merging(_:uniquingKeysWith:) and merge for layering design-token overrides.
func show(_ d: [String: Int]) -> String {
    d.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
}

func main() {
    let base = ["padding": 8, "radius": 4, "spacing": 12]
    let compact = ["padding": 4, "spacing": 6, "gap": 2]
    print(show(base.merging(compact) { _, new in new }))
    print(show(base.merging(compact) { old, _ in old }))
    print(show(base.merging(compact, uniquingKeysWith: +)))
    print(show(base.merging(compact, uniquingKeysWith: max)))
    print(show(base.merging([("radius", 100), ("border", 1)]) { $1 }))
    var theme = base
    theme.merge(["radius": 16]) { _, new in new }
    print(show(theme))
    theme.merge(["radius": 1, "shadow": 3]) { current, _ in current }
    print(show(theme))
    print(show(base))
    let layers: [[String: Int]] = [base, compact, ["padding": 20]]
    let resolved = layers.reduce([:]) { $0.merging($1) { $1 } }
    print(show(resolved))
    let scoresA = ["ann": 3, "bob": 5]
    let scoresB = ["bob": 2, "cy": 7]
    let combined = scoresA.merging(scoresB, uniquingKeysWith: +)
    print(show(combined), combined.count)
    let empty: [String: Int] = [:]
    print(show(empty.merging(scoresA) { $1 }), show(scoresA.merging(empty) { $1 }))
}
