// Shapes whose path(in:) helpers use `Self.cornerRadius`/`Self` statics, with the program's own corner-point computations printed and Path's bounding box of straight-line paths.
import SwiftUI

struct Chevron: Shape {
    static let inset: CGFloat = 0.25
    static var thickness: CGFloat { 0.2 }

    func points(in rect: CGRect) -> [CGPoint] {
        let dx = rect.width * Self.inset
        return [
            CGPoint(x: rect.minX + dx, y: rect.minY),
            CGPoint(x: rect.maxX - dx, y: rect.midY),
            CGPoint(x: rect.minX + dx, y: rect.maxY),
            CGPoint(x: rect.minX + dx + rect.width * Self.thickness, y: rect.midY),
        ]
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let pts = points(in: rect)
        path.move(to: pts[0])
        for p in pts.dropFirst() { path.addLine(to: p) }
        path.closeSubpath()
        return path
    }
}

struct Tag: Shape {
    static let cornerRadius: CGFloat = 6
    static let notch: CGFloat = 10

    static func effectiveRadius(for rect: CGRect) -> CGFloat {
        min(Self.cornerRadius, min(rect.width, rect.height) / 2)
    }

    func path(in rect: CGRect) -> Path {
        let r = Self.effectiveRadius(for: rect)
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + Self.notch, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX - r, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + Self.notch, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
        path.closeSubpath()
        return path
    }
}

func b(_ rect: CGRect) -> String { "[\(rect.minX), \(rect.minY), \(rect.width), \(rect.height)]" }

func main() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    let chevron = Chevron()
    for p in chevron.points(in: rect) { print("chevron point", p.x, p.y) }
    print("chevron bounds", b(chevron.path(in: rect).boundingRect))
    print("Tag radius", Tag.effectiveRadius(for: rect), Tag.effectiveRadius(for: CGRect(x: 0, y: 0, width: 100, height: 8)))
    print("tag bounds", b(Tag().path(in: CGRect(x: 5, y: 5, width: 60, height: 24)).boundingRect))
    var square = Path()
    square.addRect(CGRect(x: 2, y: 3, width: 4, height: 5))
    print("addRect bounds", b(square.boundingRect))
    var lines = Path()
    lines.move(to: CGPoint(x: 10, y: -5))
    lines.addLine(to: CGPoint(x: -3, y: 7))
    lines.addLine(to: CGPoint(x: 4, y: 20))
    print("lines bounds", b(lines.boundingRect))
    _ = Chevron().fill(.blue).frame(width: 40, height: 20)
    _ = Tag().stroke(.red, lineWidth: 2)
}
