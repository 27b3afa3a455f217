// Checks if let / if var bindings, the shorthand `if let x`, multiple clauses, and that `if var` copies are independent.
struct Theme {
    var accent: String?
    var cornerRadius: Int?
}

func main() {
    let theme = Theme(accent: "#ff3366", cornerRadius: nil)
    if let accent = theme.accent {
        print("accent", accent)
    } else {
        print("no accent")
    }
    if let r = theme.cornerRadius {
        print("radius", r)
    } else {
        print("no radius")
    }
    let title: String? = "Settings"
    if let title {
        print("shorthand", title)
    }
    var count: Int? = 3
    if var c = count {
        c += 10
        print("local copy", c)
    }
    print("original", count as Any)
    count = nil
    if var c = count {
        c += 1
        print("unreachable", c)
    } else {
        print("count is nil")
    }
    let width: Int? = 320
    let height: Int? = 480
    if let w = width, let h = height, w < h {
        print("portrait", w, h)
    }
    if let w = width, w > 1000 {
        print("wide")
    } else if let h = height, h > 400 {
        print("tall", h)
    } else {
        print("small")
    }
    let nested: Int?? = .some(nil)
    if let outer = nested {
        print("outer bound, inner is", outer as Any)
        if let inner = outer {
            print("inner", inner)
        } else {
            print("inner nil")
        }
    }
    let chained = theme.accent?.count
    if let n = chained { print("accent length", n) }
}
