// Checks switch over tuples with wildcards, bindings, ranges and where clauses, testing cases in order.
func quadrant(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0):
        return "origin"
    case (_, 0):
        return "on x axis"
    case (0, _):
        return "on y axis"
    case (let x, let y) where x == y:
        return "diagonal \(x)"
    case (1..., 1...):
        return "first"
    case (..<0, 1...):
        return "second"
    case (..<0, ..<0):
        return "third"
    default:
        return "fourth"
    }
}

func layout(width: Int, isLandscape: Bool) -> String {
    switch (width, isLandscape) {
    case (..<600, false): return "phone portrait"
    case (..<600, true): return "phone landscape"
    case (600..<1024, _): return "tablet"
    case (_, _): return "desktop"
    }
}

func main() {
    let points = [(0, 0), (5, 0), (0, -3), (4, 4), (2, 7), (-1, 2), (-2, -9), (3, -1), (-5, -5)]
    for p in points {
        print(p, quadrant(p))
    }
    print(layout(width: 375, isLandscape: false))
    print(layout(width: 590, isLandscape: true))
    print(layout(width: 800, isLandscape: true))
    print(layout(width: 1440, isLandscape: false))
    let triple = (1, "b", true)
    switch triple {
    case (1, "a", _): print("1a")
    case (1, let s, true): print("1 with", s, "and true")
    default: print("other")
    }
    let nested = ((1, 2), 3)
    switch nested {
    case ((let a, _), let c):
        print("nested", a, c)
    }
}
