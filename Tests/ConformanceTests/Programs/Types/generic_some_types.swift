// `some P` as return type and parameter type: the concrete type is kept and printed via type(of:).
protocol Shape {
    func area() -> Double
    var label: String { get }
}

struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
    var label: String { "square \(side)" }
}

struct Triangle: Shape {
    var base: Double, height: Double
    func area() -> Double { base * height / 2 }
    var label: String { "triangle" }
}

struct Scaled<S: Shape>: Shape {
    var inner: S
    var k: Double
    func area() -> Double { inner.area() * k * k }
    var label: String { "scaled(\(inner.label))" }
}

func makeTile() -> some Shape { Square(side: 3) }
func enlarge(_ s: some Shape) -> some Shape { Scaled(inner: s, k: 2) }
func report(_ s: some Shape) -> String { "\(s.label): \(s.area())" }

func main() {
    let tile = makeTile()
    print(report(tile))
    print(type(of: tile))
    let big = enlarge(tile)
    print(report(big))
    print(type(of: big))
    let bigger = enlarge(enlarge(Triangle(base: 2, height: 3)))
    print(report(bigger))
    print(type(of: bigger))
    print(report(Triangle(base: 4, height: 1)))
}
