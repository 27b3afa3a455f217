// Custom precedence groups: left vs right associativity and placement relative to standard groups, shown by string grouping.
precedencegroup PipePrecedence {
    associativity: left
    lowerThan: AdditionPrecedence
}

precedencegroup ConsPrecedence {
    associativity: right
    higherThan: PipePrecedence
    lowerThan: AdditionPrecedence
}

infix operator |> : PipePrecedence
infix operator <+ : ConsPrecedence
infix operator <- : AdditionPrecedence

func |> <A, B>(x: A, f: (A) -> B) -> B { f(x) }

func <+ (a: String, b: String) -> String { "(\(a) <+ \(b))" }

func <- (a: String, b: String) -> String { "(\(a) <- \(b))" }

func double(_ x: Int) -> Int { x * 2 }
func describe(_ x: Int) -> String { "value=\(x)" }

func main() {
    print(3 |> double)
    print(3 |> double |> double |> describe)
    print(1 + 2 |> double)
    print("a" <+ "b" <+ "c")
    print("a" <- "b" <- "c")
    print("a" <- "b" + "c")
    print("x" + "y" <+ "z")
    print("p" <+ "q" <- "r")
    print(5 - 3 - 1, 2 * 3 + 4, 2 + 3 * 4)
    print(1 << 2 + 1, (1 << 2) + 1)
    print(true || false && false, (true || false) && false)
}
