// A design-system protocol refining Shape with default implementations used by several shapes; overridden requirements dispatch dynamically, extension-only helpers statically.
import SwiftUI

protocol PolygonShape: Shape {
    var sides: Int { get }
    var rotation: Double { get }
    static var family: String { get }
    func vertices(in rect: CGRect) -> [CGPoint]
}

extension PolygonShape {
    var rotation: Double { 0 }
    static var family: String { "polygon" }
    func vertices(in rect: CGRect) -> [CGPoint] {
        let radius = min(rect.width, rect.height) / 2
        return (0..<sides).map { i in
            let angle = Angle.turns(Double(i) / Double(sides)) + .radians(rotation)
            return CGPoint(x: rect.midX + radius * CGFloat(sin(angle.radians)), y: rect.midY - radius * CGFloat(cos(angle.radians)))
        }
    }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addLines(vertices(in: rect))
        path.closeSubpath()
        return path
    }
    func describe() -> String { "\(Self.family) \(sides)-gon" }
}

extension Angle {
    static func turns(_ t: Double) -> Angle { .radians(t * 2 * .pi) }
}

struct Square: PolygonShape {
    let sides = 4
    var rotation: Double { .pi / 4 }
    func describe() -> String { "square" }
}

struct Triangle: PolygonShape {
    var sides: Int { 3 }
}

struct Diamond: PolygonShape {
    let sides = 4
    static var family: String { "rhombus" }
    func vertices(in rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.midY), CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.midY)]
    }
}

func r(_ v: CGFloat) -> CGFloat { (v * 100).rounded() / 100 + 0 }

func report<S: PolygonShape>(_ shape: S, _ rect: CGRect) {
    let pts = shape.vertices(in: rect).map { "(\(r($0.x)),\(r($0.y)))" }
    print(shape.describe(), "rotation", r(CGFloat(shape.rotation)), pts.joined(separator: " "))
}

func main() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    report(Square(), rect)
    report(Triangle(), rect)
    report(Diamond(), rect)
    print("direct describe:", Square().describe(), Triangle().describe(), Diamond().describe())
    let bounds = Diamond().path(in: CGRect(x: 10, y: 20, width: 30, height: 40)).boundingRect
    print("diamond bounds", bounds.minX, bounds.minY, bounds.width, bounds.height)
    let shapes: [any PolygonShape] = [Square(), Triangle(), Diamond()]
    print("sides:", shapes.map(\.sides), "rotations:", shapes.map { r(CGFloat($0.rotation)) })
    _ = Triangle().fill(.green)
}
