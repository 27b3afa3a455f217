// Operators overloaded for your own types sit beside the built-in ones; the operand types choose.
struct Vec: CustomStringConvertible {
    var x: Double
    var y: Double
    var description: String { "Vec(\(x), \(y))" }
}

func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
func * (a: Vec, k: Double) -> Vec { Vec(x: a.x * k, y: a.y * k) }
func * (k: Double, a: Vec) -> Vec { print("scalar on left"); return a * k }
func * (a: Vec, b: Vec) -> Double { a.x * b.x + a.y * b.y }
prefix func - (a: Vec) -> Vec { Vec(x: -a.x, y: -a.y) }
func == (a: Vec, b: Vec) -> Bool { a.x == b.x && a.y == b.y }

struct Money: CustomStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func * (a: Money, n: Int) -> Money { Money(cents: a.cents * n) }
}

func main() {
    let a = Vec(x: 1, y: 2)
    let b = Vec(x: 3, y: 4)
    print(a + b)
    print(a * 2)
    print(2 * a)
    let dot: Double = a * b
    print(dot)
    print(-a)
    print(a == b, a == Vec(x: 1, y: 2))
    print(1 + 2, 1.5 * 2)
    let price = Money(cents: 1205)
    print(price + Money(cents: 95))
    print(price * 3)
    print(Money(cents: 7))
}
