// Checks try! on throwing functions and initialisers that do not throw at run time, and try! inside expressions.
enum MathError: Error { case divisionByZero }

func divide(_ a: Int, by b: Int) throws -> Int {
    if b == 0 { throw MathError.divisionByZero }
    return a / b
}

struct Hex {
    let value: Int
    init(_ s: String) throws {
        guard let v = Int(s, radix: 16) else { throw MathError.divisionByZero }
        value = v
    }
}

func identity<T>(_ x: T) throws -> T { x }

func main() {
    let q = try! divide(10, by: 3)
    print(q)
    let total = try! divide(100, by: 4) + divide(9, by: 3)
    print(total)
    let h = try! Hex("ff")
    print(h.value)
    let parts = ["1a", "2b", "ff"].map { try! Hex($0).value }
    print(parts)
    let s: String = try! identity("unchanged")
    print(s)
    let opt: Int? = try! identity(Optional(3))
    print(opt as Any)
    print(try! divide(-7, by: 2), try! divide(7, by: -2))
}
