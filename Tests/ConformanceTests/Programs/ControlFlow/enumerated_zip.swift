// Checks enumerated() offsets, zip stopping at the shorter sequence, and combining the two.
func main() {
    let names = ["primary", "secondary", "tertiary"]
    for (index, name) in names.enumerated() {
        print(index, name)
    }
    for pair in names.enumerated() {
        print("offset", pair.offset, "element", pair.element)
    }
    let hexes = ["#0055ff", "#888888", "#222222", "#extra"]
    for (name, hex) in zip(names, hexes) {
        print(name, "=", hex)
    }
    print("zip count", Array(zip(names, hexes)).count)
    let weights = [400, 700]
    for (i, (name, w)) in zip(names, weights).enumerated() {
        print(i, name, w)
    }
    let slice = names[1...]
    for (i, n) in slice.enumerated() {
        print("slice enumerated offset", i, n)
    }
    for (i, n) in zip(slice.indices, slice) {
        print("slice index", i, n)
    }
    let a = [1, 2, 3, 4]
    let diffs = zip(a, a.dropFirst()).map { $1 - $0 }
    print("diffs", diffs)
    let labels = zip(1..., ["one", "two"]).map { "\($0). \($1)" }
    print(labels)
    for (i, ch) in "abc".enumerated().reversed() {
        print(i, ch)
    }
}
