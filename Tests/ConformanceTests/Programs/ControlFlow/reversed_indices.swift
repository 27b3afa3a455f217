// Checks iteration with reversed(), indices, reversed indices, and ranges reversed, including on strings and empty ranges.
func main() {
    let layers = ["background", "content", "overlay"]
    for layer in layers.reversed() {
        print("draw", layer)
    }
    for i in layers.indices {
        print(i, layers[i])
    }
    for i in layers.indices.reversed() {
        print("reverse index", i, layers[i])
    }
    for n in (1...4).reversed() {
        print("countdown", n)
    }
    for n in (0..<0).reversed() {
        print("never", n)
    }
    print(String("stack".reversed()))
    let word = "swift"
    for i in word.indices {
        print(word[i], terminator: "-")
    }
    print()
    var values = [10, 20, 30, 40]
    for i in values.indices where i > 0 {
        values[i] += values[i - 1]
    }
    print("running", values)
    let slice = values[1..<3]
    print("slice indices", Array(slice.indices))
    for i in slice.indices {
        print("slice", i, slice[i])
    }
    print(Array(values.reversed().enumerated()).map { "\($0.offset):\($0.element)" })
}
