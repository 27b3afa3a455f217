// Associated types inferred from method signatures, and constraints on them in generic code.
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}

extension Container {
    var count: Int { items.count }
    func firstItem() -> Item? { items.first }
}

extension Container where Item: Comparable {
    func smallest() -> Item? { items.min() }
}

struct Inbox: Container {
    var items: [String] = []
    mutating func add(_ item: String) { items.append(item.uppercased()) }
}

struct Scores: Container {
    typealias Item = Int
    var items: [Int] = []
    mutating func add(_ item: Int) { if item >= 0 { items.append(item) } }
}

func fill<C: Container>(_ c: inout C, with xs: [C.Item]) {
    for x in xs { c.add(x) }
}

func describe<C: Container>(_ c: C) -> String where C.Item: CustomStringConvertible {
    "\(C.Item.self) x\(c.count): " + c.items.map(\.description).joined(separator: ",")
}

func main() {
    var inbox = Inbox()
    fill(&inbox, with: ["hi", "yo"])
    print(describe(inbox))
    print(inbox.firstItem()!, inbox.smallest()!)
    var scores = Scores()
    fill(&scores, with: [5, -1, 3, 8])
    print(describe(scores))
    print(scores.smallest()!, scores.count)
    let t: Inbox.Item = "typealias works"
    print(t)
}
