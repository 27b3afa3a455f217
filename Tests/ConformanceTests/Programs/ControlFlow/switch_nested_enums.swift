// Checks switch over enums whose payloads are other enums or optionals, matched with nested patterns.
enum Direction { case up, down, left, right }

enum Input {
    case key(Character)
    case arrow(Direction)
    case gesture(Gesture)
}

enum Gesture {
    case swipe(Direction, velocity: Int)
    case pinch(scale: Double)
}

func handle(_ input: Input) -> String {
    switch input {
    case .key("q"):
        return "quit"
    case .key(let c):
        return "typed \(c)"
    case .arrow(.up), .arrow(.down):
        return "vertical arrow"
    case .arrow(let d):
        return "horizontal arrow \(d)"
    case .gesture(.swipe(.left, let v)) where v > 100:
        return "fast swipe back \(v)"
    case .gesture(.swipe(let d, velocity: _)):
        return "swipe \(d)"
    case .gesture(.pinch(let s)) where s < 1:
        return "pinch in \(s)"
    case .gesture(.pinch):
        return "pinch out"
    }
}

indirect enum Expr {
    case num(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
}

func eval(_ e: Expr) -> Int {
    switch e {
    case .num(let n): return n
    case .add(.num(0), let rhs), .add(let rhs, .num(0)): return eval(rhs)
    case .add(let a, let b): return eval(a) + eval(b)
    case .mul(.num(0), _), .mul(_, .num(0)): return 0
    case let .mul(a, b): return eval(a) * eval(b)
    }
}

func main() {
    let inputs: [Input] = [.key("q"), .key("x"), .arrow(.down), .arrow(.left),
                           .gesture(.swipe(.left, velocity: 150)), .gesture(.swipe(.left, velocity: 20)),
                           .gesture(.swipe(.up, velocity: 500)), .gesture(.pinch(scale: 0.5)), .gesture(.pinch(scale: 2))]
    for i in inputs {
        print(handle(i))
    }
    let e = Expr.add(.mul(.num(3), .num(4)), .add(.num(0), .num(5)))
    print(eval(e))
    print(eval(.mul(.num(7), .num(0))))
    print(eval(.add(.num(9), .num(0))))
    print(Input.gesture(.swipe(.right, velocity: 3)))
}
