// Checks CGFloat, CGPoint, CGSize and CGRect values and how they print.
import Foundation

func main() {
    let a: CGFloat = 1.5
    let b = CGFloat(2)
    print(a, b, a + b, a * b)
    print(CGFloat(0.1) + 0.2)
    print(Double(a), CGFloat(3) / 2)
    let p = CGPoint(x: 10, y: 20.5)
    print(p)
    print(p.x, p.y)
    let s = CGSize(width: 100, height: 50)
    print(s)
    let r = CGRect(x: 0, y: 0, width: 200, height: 100)
    print(r)
    print(r.origin, r.size)
    print(r.minX, r.midX, r.maxX, r.minY, r.midY, r.maxY)
    print(r.width, r.height)
    let inset = r.insetBy(dx: 10, dy: 20)
    print(inset)
    let moved = r.offsetBy(dx: 5, dy: -5)
    print(moved)
    print(r.contains(CGPoint(x: 50, y: 50)), r.contains(CGPoint(x: 250, y: 50)))
    print(CGRect.zero, CGPoint.zero, CGSize.zero)
    let other = CGRect(x: 150, y: 50, width: 100, height: 100)
    print(r.intersects(other), r.intersection(other))
    print(r.union(other))
    print(p == CGPoint(x: 10, y: 20.5))
    let values: [CGFloat] = [4, 8.5, 16]
    print(values, values.reduce(0, +))
    print(max(a, b), min(a, b), abs(CGFloat(-3)))
    print(CGFloat.pi)
}
