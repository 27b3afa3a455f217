// A subclass that defines no designated initialiser inherits all of its superclass's initialisers.
class Shape {
    var name: String
    var sides: Int
    init(name: String, sides: Int) {
        print("Shape.init(name:sides:)")
        self.name = name
        self.sides = sides
    }
    convenience init(sides: Int) {
        print("Shape.convenience init(sides:)")
        self.init(name: "shape\(sides)", sides: sides)
    }
    func describe() -> String { "\(name) with \(sides) sides" }
}

class Polygon: Shape {
    var filled = true  // default value, so no init needed
    override func describe() -> String { "polygon " + super.describe() + (filled ? " filled" : "") }
}

class RegularPolygon: Polygon {
    var sideLength: Double = 1
    func perimeter() -> Double { Double(sides) * sideLength }
}

func main() {
    let p = Polygon(name: "tri", sides: 3)
    print(p.describe())
    let q = Polygon(sides: 5)
    print(q.describe())
    let r = RegularPolygon(sides: 6)
    r.sideLength = 2.5
    print(r.describe(), r.perimeter())
    let s = RegularPolygon(name: "square", sides: 4)
    s.filled = false
    print(s.describe(), s.perimeter())
    let shapes: [Shape] = [p, q, r, s]
    print(shapes.map { $0.sides })
}
