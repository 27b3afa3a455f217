// Your own global max/min overloads for a custom type live beside the standard library's generic ones.
struct Point: CustomStringConvertible {
    var x: Int
    var y: Int
    var description: String { "(\(x), \(y))" }
}

func max(_ a: Point, _ b: Point) -> Point {
    print("custom max for Point")
    return a.x + a.y >= b.x + b.y ? a : b
}

func min(_ a: Point, _ b: Point) -> Point {
    print("custom min for Point")
    return a.x + a.y <= b.x + b.y ? a : b
}

extension Array where Element == Point {
    func max() -> Point? {
        print("custom Array<Point>.max")
        var best: Point? = nil
        for p in self where best == nil || p.x > best!.x { best = p }
        return best
    }
}

func main() {
    let p = Point(x: 1, y: 5)
    let q = Point(x: 4, y: 1)
    print(max(p, q))
    print(min(p, q))
    print(max(3, 9))
    print(min(3.5, 2.5))
    print(max("apple", "pear"))
    print(max(1, 7, 3))
    print([p, q].max()!)
    print([3, 1, 2].max()!)
}
