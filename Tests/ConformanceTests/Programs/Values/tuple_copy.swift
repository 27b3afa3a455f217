// Tuples are copied on assignment and when passed to functions; labelled and unlabelled elements both behave as values.
func bump(_ t: (Int, Int)) -> (Int, Int) {
    var c = t
    c.0 += 1
    c.1 *= 2
    return c
}

func main() {
    var size = (width: 320, height: 480)
    let saved = size
    size.width = 375
    size.height += 100
    print(saved.width, saved.height)
    print(size.width, size.height)

    let pair = (3, 4)
    let bumped = bump(pair)
    print(pair.0, pair.1, bumped.0, bumped.1)

    var nested = (name: "card", insets: (top: 8, bottom: 16), tags: ["a"])
    var other = nested
    other.insets.top = 99
    other.tags.append("b")
    other.name += "-copy"
    print(nested.name, nested.insets.top, nested.insets.bottom, nested.tags)
    print(other.name, other.insets.top, other.insets.bottom, other.tags)
    nested.insets = (1, 2)
    print(nested.insets.top, nested.insets.bottom, other.insets.bottom)

    var list = [(1, "one"), (2, "two")]
    var element = list[0]
    element.1 = "uno"
    list[1].1 = "dos"
    print(list[0].1, list[1].1, element.1)

    var (a, b) = pair
    a += 10
    b += 20
    print(a, b, pair)
}
