// Dynamic dispatch through a superclass-typed variable and an array of base-class references.
class Shape {
    func area() -> Double { 0 }
    func name() -> String { "shape" }
    func summary() -> String { "\(name()) area=\(area())" }
}

class Circle: Shape {
    let radius: Double
    init(radius: Double) { self.radius = radius }
    override func area() -> Double { 3 * radius * radius }
    override func name() -> String { "circle" }
}

class Rect: Shape {
    let w: Double, h: Double
    init(w: Double, h: Double) { self.w = w; self.h = h }
    override func area() -> Double { w * h }
    override func name() -> String { "rect" }
}

class Square: Rect {
    init(side: Double) { super.init(w: side, h: side) }
    override func name() -> String { "square" }
}

func largest(_ shapes: [Shape]) -> Shape? {
    shapes.max { $0.area() < $1.area() }
}

func main() {
    var current: Shape = Shape()
    print(current.summary())
    current = Circle(radius: 2)
    print(current.summary())
    current = Square(side: 3)
    print(current.summary())

    let shapes: [Shape] = [Rect(w: 2, h: 5), Circle(radius: 1), Square(side: 4), Shape()]
    for shape in shapes {
        print(shape.summary())
    }
    let total = shapes.reduce(0) { $0 + $1.area() }
    print("total area:", total)
    print("largest:", largest(shapes)?.name() ?? "none")
    let sorted = shapes.sorted { $0.area() < $1.area() }.map { $0.name() }
    print("by area:", sorted)
    let rects: [Rect] = [Rect(w: 1, h: 1), Square(side: 2)]
    let upcast: [Shape] = rects
    print(upcast.map { $0.name() })
}
