// Tuple elements as l-values: `t.0 += 1`, `t.label = ...`, nested tuple elements, and tuples stored in properties and arrays.
struct Stats {
    var range: (min: Int, max: Int) = (0, 0)
    var pair = (0, "")
}

func main() {
    var t = (1, 2)
    t.0 += 1
    t.1 *= 10
    print(t.0, t.1)

    var p = (x: 1.5, y: -2.0)
    p.x = 3
    p.y -= 1
    p.0 += 0.5
    print(p.x, p.y, p)

    var nested = (outer: 1, inner: (a: 10, b: (20, 30)))
    nested.inner.a += 1
    nested.inner.b.1 -= 5
    nested.inner.b.0 = nested.outer + nested.inner.b.1
    print(nested.outer, nested.inner.a, nested.inner.b.0, nested.inner.b.1)

    var s = Stats()
    for v in [5, -3, 12, 7] {
        if v < s.range.min { s.range.min = v }
        if v > s.range.max { s.range.max = v }
    }
    s.pair.0 += 2
    s.pair.1 += "ok"
    print(s.range.min, s.range.max, s.pair.0, s.pair.1)

    var list = [(name: "a", score: 1), (name: "b", score: 2)]
    list[1].score += 40
    list[0].name = "A"
    print(list.map { "\($0.name):\($0.score)" })

    var swapped = (1, 2)
    swapped = (swapped.1, swapped.0)
    print(swapped)
}
