// An [Any] array mixing class instances and values, filtered and switched by type.
class Node {
    let id: Int
    init(id: Int) { self.id = id }
}
final class Leaf: Node {}
struct Point { var x = 0, y = 0 }

func describe(_ value: Any) -> String {
    switch value {
    case let leaf as Leaf: return "Leaf #\(leaf.id)"
    case let node as Node: return "Node #\(node.id)"
    case let n as Int where n < 0: return "negative Int \(n)"
    case let n as Int: return "Int \(n)"
    case let d as Double: return "Double \(d)"
    case let s as String: return "String \"\(s)\""
    case let p as Point: return "Point (\(p.x), \(p.y))"
    case let (a, b) as (Int, Int): return "pair \(a), \(b)"
    case is [Int]: return "array of Int"
    case let f as (Int) -> Int: return "function giving \(f(3))"
    default: return "something else"
    }
}

func main() {
    let things: [Any] = [
        Node(id: 1), 42, -7, 3.5, "hello", Leaf(id: 2), Point(x: 1, y: 2),
        (3, 4), [1, 2, 3], { (x: Int) in x * 10 }, true,
    ]
    for thing in things {
        print(describe(thing))
    }
    let nodes = things.compactMap { $0 as? Node }
    print("node ids:", nodes.map { $0.id })
    let leaves = things.filter { $0 is Leaf }
    print("leaf count:", leaves.count)
    let ints = things.compactMap { $0 as? Int }
    print("ints:", ints)
    let strings = things.compactMap { $0 as? String }
    print("strings:", strings)
    print("contains a Point:", things.contains { $0 is Point })
}
