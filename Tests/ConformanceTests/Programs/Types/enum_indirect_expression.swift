// An indirect enum expression tree evaluated, printed and simplified recursively.
indirect enum Expr {
    case num(Double)
    case variable(String)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)

    func eval(_ env: [String: Double]) -> Double {
        switch self {
        case .num(let v): return v
        case .variable(let n): return env[n] ?? 0
        case let .add(a, b): return a.eval(env) + b.eval(env)
        case let .mul(a, b): return a.eval(env) * b.eval(env)
        case .neg(let e): return -e.eval(env)
        }
    }

    var text: String {
        switch self {
        case .num(let v): return "\(v)"
        case .variable(let n): return n
        case let .add(a, b): return "(\(a.text) + \(b.text))"
        case let .mul(a, b): return "\(a.text) * \(b.text)"
        case .neg(let e): return "-\(e.text)"
        }
    }

    var depth: Int {
        switch self {
        case .num, .variable: return 1
        case let .add(a, b), let .mul(a, b): return 1 + max(a.depth, b.depth)
        case .neg(let e): return 1 + e.depth
        }
    }
}

enum List {
    case end
    indirect case node(Int, List)
    var sum: Int {
        if case let .node(v, rest) = self { return v + rest.sum }
        return 0
    }
}

func main() {
    let e = Expr.add(.mul(.num(2), .variable("x")), .neg(.num(1)))
    print(e.text)
    print(e.eval(["x": 5]))
    print(e.eval([:]))
    print(e.depth)
    let nested = Expr.mul(.add(.num(1), .num(2)), .add(.variable("y"), .num(0.5)))
    print(nested.text, "=", nested.eval(["y": 1.5]))
    let list = List.node(1, .node(2, .node(3, .end)))
    print(list.sum)
}
