// Compound-assignment operators with inout lhs, for standard and custom operator names.
struct Vec: CustomStringConvertible {
    var x: Int, y: Int
    static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
    static func += (lhs: inout Vec, rhs: Vec) { lhs = lhs + rhs }
    static func *= (lhs: inout Vec, k: Int) { lhs.x *= k; lhs.y *= k }
    var description: String { "Vec(\(x), \(y))" }
}

infix operator <>= : AssignmentPrecedence
infix operator ??= : AssignmentPrecedence

func <>= (lhs: inout [String], rhs: String) {
    if !lhs.contains(rhs) { lhs.append(rhs) }
}

func ??= <T>(lhs: inout T?, rhs: T) {
    if lhs == nil { lhs = rhs }
}

struct Canvas {
    var origin = Vec(x: 0, y: 0)
    var layers: [String] = []
}

func main() {
    var v = Vec(x: 1, y: 1)
    v += Vec(x: 2, y: 3)
    print(v)
    v *= 10
    print(v)
    var c = Canvas()
    c.origin += Vec(x: 5, y: -5)
    c.origin += c.origin
    print(c.origin)
    c.layers <>= "bg"
    c.layers <>= "text"
    c.layers <>= "bg"
    print(c.layers)
    var name: String? = nil
    name ??= "default"
    name ??= "ignored"
    print(name!)
    var list = [Vec(x: 0, y: 0), Vec(x: 1, y: 1)]
    list[1] += Vec(x: 9, y: 9)
    list[0] *= 3
    print(list)
    var s = "ab"
    s += "cd"
    print(s)
}
