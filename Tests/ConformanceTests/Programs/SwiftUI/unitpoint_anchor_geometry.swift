// UnitPoint anchors mapped into rects by a program extension, gradient direction vectors, and rotation of points about an anchor with Angle.
import SwiftUI

extension UnitPoint {
    func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }

    var opposite: UnitPoint { UnitPoint(x: 1 - x, y: 1 - y) }

    static func - (lhs: UnitPoint, rhs: UnitPoint) -> CGSize {
        CGSize(width: lhs.x - rhs.x, height: lhs.y - rhs.y)
    }
}

extension CGPoint {
    func rotated(by angle: Angle, around center: CGPoint) -> CGPoint {
        let dx = x - center.x, dy = y - center.y
        let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians))
        return CGPoint(x: center.x + dx * c - dy * s, y: center.y + dx * s + dy * c)
    }
}

func r(_ v: CGFloat) -> CGFloat { (v * 100).rounded() / 100 + 0 }
func pt(_ p: CGPoint) -> String { "(\(r(p.x)), \(r(p.y)))" }

func main() {
    let rect = CGRect(x: 20, y: 10, width: 200, height: 100)
    let anchors: [(String, UnitPoint)] = [("topLeading", .topLeading), ("top", .top), ("center", .center), ("trailing", .trailing), ("bottomTrailing", .bottomTrailing), ("custom", UnitPoint(x: 0.25, y: 0.75))]
    for (name, anchor) in anchors {
        print(name, anchor.x, anchor.y, "->", pt(anchor.point(in: rect)), "opposite", pt(anchor.opposite.point(in: rect)))
    }
    let direction = UnitPoint.bottomTrailing - UnitPoint.topLeading
    print("gradient vector", direction.width, direction.height)
    print("opposite of leading is trailing:", UnitPoint.leading.opposite == .trailing)
    print("center equals (0.5,0.5):", UnitPoint.center == UnitPoint(x: 0.5, y: 0.5), "zero:", UnitPoint.zero == UnitPoint())
    let pivot = UnitPoint.center.point(in: rect)
    let corner = UnitPoint.topTrailing.point(in: rect)
    for degrees in [0.0, 90, 180, -45] {
        print("rotate", degrees, pt(corner.rotated(by: .degrees(degrees), around: pivot)))
    }
    _ = Rectangle().rotationEffect(.degrees(15), anchor: .bottomLeading).scaleEffect(1.2, anchor: UnitPoint(x: 0.5, y: 0.9))
    _ = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
}
