// Checks how enum values print: plain cases, raw values, associated values and nested enums.
enum Direction { case north, south }
enum Priority: Int { case low = 1, medium, high }
enum Token: String { case primary = "color.primary", secondary }
enum LoadState {
    case idle
    case loading(progress: Double)
    case loaded([String])
    case failed(code: Int, message: String)
    case pair(Int, Int)
}
indirect enum Expr {
    case num(Int)
    case add(Expr, Expr)
}

func main() {
    print(Direction.north)
    print(Direction.south, String(describing: Direction.south))
    print(Priority.high, Priority.high.rawValue, Priority.medium.rawValue)
    print(Priority(rawValue: 1) as Any, Priority(rawValue: 7) as Any)
    print(Token.primary, Token.primary.rawValue, Token.secondary.rawValue)
    print(Token(rawValue: "secondary") as Any)
    let states: [LoadState] = [.idle, .loading(progress: 0.5), .loaded(["a", "b"]),
                               .failed(code: 404, message: "Not found"), .pair(1, 2)]
    for s in states {
        print(s)
    }
    print("\(LoadState.loading(progress: 1))")
    print(Expr.add(.num(1), .add(.num(2), .num(3))))
    let opt: Direction? = .north
    print(opt as Any)
    print((Direction.north, Priority.low))
    let text: String = "\(Priority.low)"
    print(text, text.count)
    print(LoadState.idle, String(reflecting: Direction.north).hasSuffix("Direction.north"))
}
