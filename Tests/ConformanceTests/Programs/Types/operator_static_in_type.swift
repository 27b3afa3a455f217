// Operators declared as static functions inside structs, including generic and protocol-provided ones.
struct Vector2: Equatable, CustomStringConvertible {
    var x: Double, y: Double
    static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: Vector2, k: Double) -> Vector2 { Vector2(x: a.x * k, y: a.y * k) }
    static prefix func - (v: Vector2) -> Vector2 { Vector2(x: -v.x, y: -v.y) }
    static let zero = Vector2(x: 0, y: 0)
    var description: String { "<\(x), \(y)>" }
}

infix operator •: MultiplicationPrecedence

extension Vector2 {
    static func • (a: Vector2, b: Vector2) -> Double { a.x * b.x + a.y * b.y }
}

protocol Addable { static func + (a: Self, b: Self) -> Self; static var zero: Self { get } }
extension Vector2: Addable {}
extension Int: Addable {}

func total<T: Addable>(_ xs: [T]) -> T { xs.reduce(T.zero, +) }

struct Range2 {
    var lo: Int, hi: Int
    static func ~= (pattern: Range2, value: Int) -> Bool { value >= pattern.lo && value <= pattern.hi }
}

func main() {
    let a = Vector2(x: 1, y: 2), b = Vector2(x: 3, y: -1)
    print(a + b, a - b, a * 3, -a)
    print(a + b * 2)
    print(a • b, a • b + 1)
    print(a + b == Vector2(x: 4, y: 1))
    print(total([a, b, a]), total([1, 2, 3]))
    print([a, b].reduce(.zero, +))
    switch 15 {
    case Range2(lo: 0, hi: 9): print("single digit")
    case Range2(lo: 10, hi: 99): print("two digits")
    default: print("big")
    }
}
