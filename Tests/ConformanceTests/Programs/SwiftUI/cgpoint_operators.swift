// Geometry helpers on CGPoint: operator overloads in an extension (+, -, * by scalar, +=), distance(to:), midpoint and a CGFloat-returning dot product.
import SwiftUI

extension CGPoint {
    static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    static func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint { CGPoint(x: lhs.x * rhs, y: lhs.y * rhs) }
    static func += (lhs: inout CGPoint, rhs: CGPoint) { lhs = lhs + rhs }
    static prefix func - (p: CGPoint) -> CGPoint { CGPoint(x: -p.x, y: -p.y) }

    func distance(to other: CGPoint) -> CGFloat {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    func midpoint(_ other: CGPoint) -> CGPoint { (self + other) * 0.5 }
    func dot(_ other: CGPoint) -> CGFloat { x * other.x + y * other.y }
    var length: CGFloat { distance(to: .zero) }
}

func p(_ point: CGPoint) -> String { "(\(point.x), \(point.y))" }

func main() {
    let a = CGPoint(x: 3, y: 4)
    let b = CGPoint(x: -1, y: 2.5)
    print("a+b", p(a + b))
    print("a-b", p(a - b))
    print("a*2", p(a * 2))
    print("-a", p(-a))
    print("a*0.1", p(a * 0.1))
    print("|a|", a.length)
    print("a to b", a.distance(to: b))
    print("mid", p(a.midpoint(b)))
    print("dot", a.dot(b))
    var cursor = CGPoint.zero
    let moves = [CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 5), CGPoint(x: -2.5, y: -2.5)]
    for m in moves {
        cursor += m
        print("cursor", p(cursor))
    }
    let path = [CGPoint.zero, a, b, CGPoint(x: 0, y: 0)]
    var total: CGFloat = 0
    for i in 1..<path.count { total += path[i - 1].distance(to: path[i]) }
    print("path length", (total * 1000).rounded() / 1000)
    print("equal:", a == CGPoint(x: 3.0, y: 4.0), a == b)
    let unit = a * (1 / a.length)
    print("unit", p(unit), unit.length)
}
