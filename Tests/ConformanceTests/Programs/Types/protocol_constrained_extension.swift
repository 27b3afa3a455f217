// Constrained extensions on Array (where Element: Shape, where Element == Int) add members only to matching arrays.
protocol Shape {
    var area: Double { get }
    var name: String { get }
}

struct Rect: Shape {
    var w: Double, h: Double
    var area: Double { w * h }
    var name: String { "rect" }
}

struct Circle: Shape {
    var r: Double
    var area: Double { 3 * r * r }
    var name: String { "circle" }
}

extension Array where Element: Shape {
    var totalArea: Double { reduce(0) { $0 + $1.area } }
    func largest() -> Element? { self.max { $0.area < $1.area } }
}

extension Array where Element == Int {
    func describe() -> String { "ints summing to \(reduce(0, +))" }
}

extension Collection where Element: Equatable {
    func countOf(_ x: Element) -> Int { filter { $0 == x }.count }
}

extension Sequence where Element: Numeric {
    func sumOf() -> Element { reduce(0, +) }
}

func main() {
    let rects = [Rect(w: 2, h: 3), Rect(w: 1, h: 10)]
    print(rects.totalArea)
    print(rects.largest()!.w)
    let circles = [Circle(r: 1), Circle(r: 2)]
    print(circles.totalArea, circles.largest()!.r)
    print([1, 2, 3].describe())
    print([1, 2, 1, 1].countOf(1), "hello".countOf("l"))
    print([1.5, 2.5].sumOf(), [4, 5].sumOf())
    let empty: [Rect] = []
    print(empty.totalArea, empty.largest() == nil)
}
