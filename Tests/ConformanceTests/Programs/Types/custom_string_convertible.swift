// CustomStringConvertible drives print, interpolation and String(describing:), also for elements inside arrays and optionals.
struct Money: CustomStringConvertible {
    var cents: Int
    var description: String {
        let frac = cents % 100
        return "$\(cents / 100).\(frac < 10 ? "0" : "")\(frac)"
    }
}

enum Unit: CustomStringConvertible {
    case px(Int), pt(Double)
    var description: String {
        switch self {
        case .px(let v): return "\(v)px"
        case .pt(let v): return "\(v)pt"
        }
    }
}

struct Plain { var a = 1; var b = "x" }

func main() {
    let m = Money(cents: 1999)
    print(m)
    print("Total: \(m)")
    print(String(describing: m))
    print([m, Money(cents: 5)])
    print([Unit.px(4), .pt(1.5)])
    print(["a", "b"])
    print(["a": 1])
    let o: Money? = m
    print(o as Any)
    print(o!)
    print(Plain())
    print((m, "s", 1))
    let words: [Character] = ["h", "i"]
    print(words)
    print("\(["q"])", "\([Unit.px(1)])")
}
