// Checks switch and if expressions whose cases use `is`/`as` patterns over Any, a custom ~= and tuples of enums.
enum Axis { case horizontal, vertical }
enum Alignment { case leading, center, trailing }

struct Even {}
func ~= (_: Even, value: Int) -> Bool { value % 2 == 0 }

func render(_ value: Any) -> String {
    let text: String = switch value {
    case let n as Int where n < 0: "(\(-n))"
    case Even() as Int: "even"
    case let n as Int: "int \(n)"
    case let s as String: s.isEmpty ? "<empty>" : "'\(s)'"
    case is Double, is Float: "floating"
    case let pair as (Axis, Alignment): describe(pair)
    default: "?"
    }
    return text
}

func describe(_ pair: (Axis, Alignment)) -> String {
    switch pair {
    case (.horizontal, .leading), (.vertical, .leading): "start"
    case (_, .center): "middle"
    case (.horizontal, .trailing): "right"
    case (.vertical, .trailing): "bottom"
    }
}

func main() {
    let values: [Any] = [-3, 4, 7, "", "hi", 2.5, Float(1), (Axis.vertical, Alignment.trailing), (Axis.horizontal, Alignment.center), [1]]
    for v in values {
        print(render(v))
    }
    for n in 1...4 {
        let label = if case Even() = n { "E" } else { "O" }
        print(n, label, terminator: n == 4 ? "\n" : "; ")
    }
}
