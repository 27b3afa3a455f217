// A right-associative ** operator in its own precedence group above multiplication, mixed with + and *.
precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}

infix operator ** : ExponentPrecedence

func ** (base: Int, exp: Int) -> Int {
    var result = 1
    for _ in 0..<exp { result *= base }
    return result
}

func ** (base: Double, exp: Int) -> Double {
    var result = 1.0
    for _ in 0..<exp { result *= base }
    return result
}

func main() {
    print(2 ** 3)
    print(2 ** 3 ** 2)
    print((2 ** 3) ** 2)
    print(2 * 3 ** 2)
    print((2 * 3) ** 2)
    print(1 + 2 ** 4 - 1)
    print(-2 ** 2)
    print(10 - 2 ** 3 * 2)
    print(2.0 ** 10)
    print(1.5 ** 2 * 4)
    let n = 3
    print(n ** n + n)
    print(2 ** 0, 0 ** 0)
}
