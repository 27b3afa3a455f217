// CGFloat(expr) of inferred expressions, literals typed as CGFloat by context, mixed Int/Double conversions and `.zero` in several contexts.
import SwiftUI

struct Metrics {
    static let columns = 3
    static let gutter: CGFloat = 12
    static let scale = 2.0

    static func columnWidth(total: CGFloat) -> CGFloat {
        (total - gutter * CGFloat(columns - 1)) / CGFloat(columns)
    }
}

func half(_ v: CGFloat) -> CGFloat { v / 2 }
func half(_ v: Double) -> Double { print("Double overload"); return v / 2 }

func main() {
    let a = CGFloat(7 / 2)
    let b = CGFloat(7.0 / 2)
    let c: CGFloat = 7 / 2
    print("CGFloat(7 / 2):", a, "CGFloat(7.0 / 2):", b, "context 7 / 2:", c)
    let count = 5
    let d = CGFloat(count) * 1.5
    let e = CGFloat(count * 3) / 4
    print("d:", d, "e:", e)
    print("columnWidth(390):", Metrics.columnWidth(total: 390))
    let scaled = CGFloat(Metrics.scale * 10.5)
    print("scaled:", scaled)
    print("half(9.5):", half(9.5))
    let nine: CGFloat = 9
    print("half(nine):", half(nine))
    print("half(Double 9):", half(9.0 as Double))
    var offset: CGFloat = .zero
    offset += 4
    offset *= 2.5
    print("offset:", offset)
    let point = CGPoint(x: Int(3), y: Int(4))
    print("point from Ints:", point.x, point.y)
    let size: CGSize = .zero
    print("size zero:", size.width, size.height)
    let values: [CGFloat] = [1, 2.5, 3]
    print("sum:", values.reduce(.zero, +), "max:", values.max()!)
    let rounded = CGFloat(10) / 3
    print("10/3:", rounded, "rounded:", rounded.rounded(), "floor:", rounded.rounded(.down), "toNearest 0.5:", (rounded * 2).rounded() / 2)
    print("Int(CGFloat):", Int(CGFloat(7.9)), Int(CGFloat(-7.9)))
    print("Double(CGFloat):", Double(CGFloat(0.1) + CGFloat(0.2)))
    print("ternary:", true ? CGFloat(1) : 2.5)
}
