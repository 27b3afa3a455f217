// Casting your own types through Any and down class hierarchies with is, as? and as!.
struct Point { var x: Int, y: Int }
enum Token { case word(String), number(Int) }
class Shape { var name: String { "shape" } }
class Circle: Shape { var r = 2; override var name: String { "circle" } }
class Square: Shape { override var name: String { "square" } }

func inspect(_ v: Any) -> String {
    switch v {
    case let p as Point: return "Point \(p.x),\(p.y)"
    case let t as Token:
        if case .word(let w) = t { return "word \(w)" }
        return "token"
    case let c as Circle: return "Circle r=\(c.r)"
    case let s as Shape: return "Shape \(s.name)"
    case is Int: return "an Int"
    default: return "unknown"
    }
}

func main() {
    let items: [Any] = [Point(x: 1, y: 2), Token.word("hi"), Token.number(3), Circle(), Square(), 9, "str"]
    for i in items { print(inspect(i)) }
    let shapes: [Shape] = [Circle(), Square(), Circle()]
    print(shapes.filter { $0 is Circle }.count)
    print(shapes.compactMap { $0 as? Circle }.map(\.r))
    let s: Shape = shapes[0]
    let c = s as! Circle
    print(c.r, c.name)
    print((shapes[1] as? Circle) == nil)
    let up: Shape = Circle()
    print(up is Shape, up is Circle, up is Square)
    let anyPoint: Any = Point(x: 5, y: 6)
    print(anyPoint is Point, anyPoint is Token, (anyPoint as! Point).y)
    let arr: Any = [Point(x: 0, y: 0)]
    print(arr is [Point], (arr as? [Point])?.count as Any)
}
