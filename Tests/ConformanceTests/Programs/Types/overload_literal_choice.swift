// An integer literal picks the Int overload, a decimal literal the Double one, and context can steer it.
func measure(_ x: Int) -> String { "Int \(x)" }
func measure(_ x: Double) -> String { "Double \(x)" }

func only(_ x: Double) -> String { "only Double \(x)" }

func pair(_ a: Int, _ b: Int) -> String { "Int pair" }
func pair(_ a: Double, _ b: Double) -> String { "Double pair" }

func main() {
    print(measure(1))
    print(measure(1.5))
    print(measure(1 + 2))
    print(measure(1 + 2.5))
    print(measure(7 / 2))
    print(measure(7.0 / 2))
    print(measure(-3))
    print(only(1))
    print(only(7 / 2))
    print(pair(1, 2))
    print(pair(1, 2.0))
    print(pair(1.5, 2))
    let x = 3
    print(measure(x))
    let y: Double = 3
    print(measure(y))
    print(measure(Double(x) / 2))
    print(measure(0x10))
    print(measure(1e2))
}
