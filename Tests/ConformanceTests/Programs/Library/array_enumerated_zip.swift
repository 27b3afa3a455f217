// Checks enumerated(), zip with unequal lengths, and stride in loops.
func main() {
    let colors = ["red", "green", "blue"]
    for (i, c) in colors.enumerated() {
        print(i, c)
    }
    print(Array(colors.enumerated()).map { "\($0.offset)=\($0.element)" })
    for (i, c) in colors.enumerated().reversed() {
        print("rev", i, c)
    }
    let sizes = [10, 20, 30, 40, 50]
    for (c, s) in zip(colors, sizes) {
        print(c, s)
    }
    print(Array(zip(colors, sizes)).count)
    print(zip([1, 2, 3], ["a", "b"]).map { "\($0)\($1)" })
    print(Array(zip(1..., colors)).map { "\($0). \($1)" })
    let a = [1, 2, 3]
    let b = [10, 20, 30]
    print(zip(a, b).map(+))
    print(zip(a, b).map { $0 * $1 }.reduce(0, +))
    let values = [3, 7, 4, 9]
    print(zip(values, values.dropFirst()).map { $1 - $0 })
    for i in stride(from: 0, to: 10, by: 4) { print("to", i) }
    for i in stride(from: 0, through: 8, by: 4) { print("through", i) }
    for i in stride(from: 3, to: 0, by: -1) { print("down", i) }
    print(Array(stride(from: 1.0, to: 2.0, by: 0.25)))
    print(Array(stride(from: 0, to: 0, by: 1)))
    let enumeratedFromSlice = Array(colors[1...].enumerated())
    print(enumeratedFromSlice.map { "\($0.offset):\($0.element)" })
    let (left, right) = (colors.prefix(2), sizes.suffix(2))
    print(zip(left, right).map { "\($0)-\($1)" })
}
