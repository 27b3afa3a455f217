// A didSet-observed property fires for plain assignment, compound assignment, mutating methods, inout arguments, and changes through nested paths.
struct Point {
    var x = 0
    var y = 0
    mutating func moveBy(_ dx: Int) { x += dx }
}

struct Sprite {
    var position = Point() {
        didSet { print("  position didSet (\(oldValue.x),\(oldValue.y)) -> (\(position.x),\(position.y))") }
    }
    var score = 0 {
        didSet { print("  score didSet", oldValue, "->", score) }
    }
    var tags: [String: Int] = [:] {
        didSet { print("  tags didSet", tags.count) }
    }

    mutating func reward() {
        score += 10
        score += 5
    }
}

func addOne(_ n: inout Int) { n += 1 }

func main() {
    var s = Sprite()
    print("assign")
    s.score = 1
    print("compound")
    s.score *= 3
    print("inout")
    addOne(&s.score)
    print("method")
    s.reward()
    print("nested property")
    s.position.x = 4
    print("nested compound")
    s.position.y -= 2
    print("nested mutating method")
    s.position.moveBy(10)
    print("nested inout")
    addOne(&s.position.y)
    print("dictionary subscript")
    s.tags["a"] = 1
    s.tags["a", default: 0] += 1
    s.tags["b"] = nil
    print(s.score, s.position.x, s.position.y, s.tags["a"]!)
}
