// `inout` parameters on locals: the function's changes are written back to the caller's variable, for ints, strings, arrays, structs and tuples.
struct Point {
    var x: Int
    var y: Int
}

func double(_ n: inout Int) {
    n *= 2
}

func appendExclamation(_ s: inout String) {
    s += "!"
}

func normalise(_ values: inout [Int]) {
    let lowest = values.min() ?? 0
    for i in values.indices {
        values[i] -= lowest
    }
    values.sort()
}

func translate(_ p: inout Point, dx: Int, dy: Int) {
    p.x += dx
    p.y += dy
}

func rotate(_ t: inout (Int, Int, Int)) {
    t = (t.1, t.2, t.0)
}

func reset(_ n: inout Int) -> Int {
    let old = n
    n = 0
    return old
}

func main() {
    var n = 5
    double(&n)
    double(&n)
    print(n)

    var s = "Hi"
    appendExclamation(&s)
    appendExclamation(&s)
    print(s)

    var values = [9, 4, 7, 5]
    normalise(&values)
    print(values)

    var p = Point(x: 1, y: 1)
    let before = p
    translate(&p, dx: 3, dy: -2)
    print(p.x, p.y, before.x, before.y)

    var t = (1, 2, 3)
    rotate(&t)
    print(t)
    rotate(&t)
    print(t)

    var counter = 42
    let old = reset(&counter)
    print(old, counter)
}
