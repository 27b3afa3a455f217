// Overriding computed properties (getter and setter) and turning an inherited stored property into a computed override.
class Rectangle {
    var width: Double
    var height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    var area: Double { width * height }
    var label: String {
        get { "rect \(width)x\(height)" }
        set { print("  Rectangle.label setter ignores", newValue) }
    }
}

class Square: Rectangle {
    init(side: Double) { super.init(width: side, height: side) }
    override var area: Double {
        let base = super.area
        print("  Square.area uses super.area =", base)
        return base
    }
    override var label: String {
        get { "square \(width)" }
        set {
            if let side = Double(newValue) {
                width = side
                height = side
            } else {
                super.label = newValue
            }
        }
    }
}

class Tracked: Rectangle {
    var reads = 0
    override var width: Double {
        get {
            reads += 1
            return super.width
        }
        set { super.width = max(0, newValue) }
    }
}

func main() {
    let shapes: [Rectangle] = [Rectangle(width: 2, height: 3), Square(side: 4)]
    for s in shapes {
        print(s.label, "area", s.area)
    }
    shapes[1].label = "5"
    print(shapes[1].label, shapes[1].area)
    shapes[1].label = "big"
    shapes[0].label = "7"
    print(shapes[0].label)

    let t = Tracked(width: 3, height: 1)
    print("area", t.area, "reads", t.reads)
    t.width = -5
    print("clamped width", t.width, "reads", t.reads)
    t.width += 2
    print("after += 2:", t.width, "reads", t.reads)
}
