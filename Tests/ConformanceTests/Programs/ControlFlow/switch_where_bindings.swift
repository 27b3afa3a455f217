// Checks switch value bindings with let and var inside patterns, and where clauses that refer to the bindings.
struct Size {
    var width: Int
    var height: Int
}

func describe(_ s: Size) -> String {
    switch (s.width, s.height) {
    case let (w, h) where w == h:
        return "square \(w)"
    case (let w, var h) where w > h:
        h *= 2
        return "wide, doubled height \(h)"
    case (var w, let h):
        w += 1
        return "tall, width+1 = \(w), height \(h)"
    }
}

func classify(_ n: Int) -> String {
    switch n {
    case let x where x < 0:
        return "negative \(x)"
    case let x where x % 2 == 0 && x > 100:
        return "big even \(x)"
    case let x where x % 2 == 0:
        return "even \(x)"
    case var x:
        x *= 3
        return "odd tripled \(x)"
    }
}

func main() {
    let sizes = [Size(width: 10, height: 10), Size(width: 30, height: 5), Size(width: 4, height: 8)]
    for s in sizes {
        print(describe(s))
    }
    for n in [-4, 102, 8, 7] {
        print(classify(n))
    }
    let pair = (label: "gap", value: 12)
    switch pair {
    case (let label, 0):
        print(label, "is zero")
    case (label: "gap", value: let v) where v.isMultiple(of: 4):
        print("gap multiple of four", v)
    default:
        print("something else")
    }
    let values = [1, 2, 3]
    switch values.count {
    case let c where c > values[0] + values[1]:
        print("count greater", c)
    case let c:
        print("count", c, "not greater than", values[0] + values[1])
    }
}
