// Checks how print renders labelled, unlabelled and nested tuples.
func minMax(_ values: [Int]) -> (min: Int, max: Int) {
    (values.min()!, values.max()!)
}

func main() {
    print((1, 2))
    print((x: 1, y: 2))
    print((1, "one", 1.0, true))
    print((name: "Ada", age: 36))
    print(((1, 2), (3, 4)))
    print((outer: (inner: 1, other: 2), flag: false))
    print((1, y: 2))
    let point = (x: 3.5, y: -1.0)
    print(point, point.x, point.1)
    let result = minMax([5, 2, 9, 1])
    print(result, result.min, result.max)
    let (a, b) = result
    print(a, b)
    print(String(describing: (1, "a")))
    print("\((width: 10, height: 20))")
    let optionalTuple: (Int, Int)? = (7, 8)
    print(optionalTuple as Any)
    print((Optional(1), nil as Int?))
    print(([1, 2], ["k": "v"]))
    print((Character("c"), "s"))
    print(())
    var pair = (count: 0, label: "taps")
    pair.count += 3
    print(pair)
    print((pair, 99))
    let tuples = [(1, "a"), (2, "b")]
    print(tuples)
    print(tuples.map { $0.1 + String($0.0) })
}
