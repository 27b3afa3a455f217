// Custom operators placed between standard precedence groups show their grouping through traced output.
struct Trace: CustomStringConvertible {
    var text: String
    var description: String { text }
    static func + (a: Trace, b: Trace) -> Trace { Trace(text: "(\(a)+\(b))") }
    static func * (a: Trace, b: Trace) -> Trace { Trace(text: "(\(a)*\(b))") }
    static func == (a: Trace, b: Trace) -> Bool { a.text.count == b.text.count }
}

precedencegroup BetweenPrecedence {
    higherThan: AdditionPrecedence
    lowerThan: MultiplicationPrecedence
    associativity: left
}
precedencegroup LowestPrecedence {
    lowerThan: ComparisonPrecedence
    associativity: none
}

infix operator <> : BetweenPrecedence
infix operator ==> : LowestPrecedence
infix operator ^^ : AdditionPrecedence

func <> (a: Trace, b: Trace) -> Trace { Trace(text: "(\(a)<>\(b))") }
func ^^ (a: Trace, b: Trace) -> Trace { Trace(text: "(\(a)^^\(b))") }
func ==> (a: Bool, b: Bool) -> Bool { !a || b }

func main() {
    let a = Trace(text: "a"), b = Trace(text: "b"), c = Trace(text: "c"), d = Trace(text: "d")
    print(a + b * c)
    print(a <> b * c)
    print(a * b <> c)
    print(a + b <> c + d)
    print(a <> b <> c)
    print(a ^^ b + c ^^ d)
    print(a * b ^^ c)
    print(1 < 2 ==> 3 > 4)
    print(a + b == c * d ==> false)
    print(false ==> 1 / 1 == 2)
}
