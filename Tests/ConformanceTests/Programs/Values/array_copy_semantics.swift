// Arrays are values: a copy made by assignment, by passing, or by storing in another array is independent of the original.
func appendingZero(_ values: [Int]) -> [Int] {
    var v = values
    v.append(0)
    return v
}

struct Palette {
    var colors: [String]
}

func main() {
    var a = [1, 2, 3]
    var b = a
    b.append(4)
    a[0] = 100
    print(a, b)

    let c = appendingZero(a)
    print(a, c)

    var outer = [a, b]
    a.removeAll()
    print(a, outer)
    outer[0].append(7)
    print(outer[0], outer[1], a)

    var p = Palette(colors: ["red", "green"])
    let q = p
    p.colors[1] = "lime"
    p.colors.insert("black", at: 0)
    print(p.colors, q.colors)

    var slice = Array(b[1...2])
    slice[0] = -1
    print(slice, b)

    var empty: [String] = []
    let emptyCopy = empty
    empty.append("x")
    print(empty.count, emptyCopy.count, emptyCopy.isEmpty)

    var sorted = b
    sorted.sort(by: >)
    print(b, sorted)
    var reversedCopy = b
    reversedCopy.reverse()
    print(b, reversedCopy)
}
