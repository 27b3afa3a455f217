// Key paths used as functions in map/filter and as sort keys in sorted(by:) through a generic helper.
struct Item {
    var name: String
    var price: Int
    var inStock: Bool
    var tags: [String]
}

extension Sequence {
    func sorted<V: Comparable>(by kp: KeyPath<Element, V>, descending: Bool = false) -> [Element] {
        sorted { descending ? $0[keyPath: kp] > $1[keyPath: kp] : $0[keyPath: kp] < $1[keyPath: kp] }
    }
    func sum(_ kp: KeyPath<Element, Int>) -> Int { reduce(0) { $0 + $1[keyPath: kp] } }
}

func main() {
    let items = [
        Item(name: "lamp", price: 40, inStock: true, tags: ["home"]),
        Item(name: "desk", price: 250, inStock: false, tags: ["home", "office"]),
        Item(name: "pen", price: 2, inStock: true, tags: []),
    ]
    print(items.map(\.name))
    print(items.map(\.price))
    print(items.filter(\.inStock).map(\.name))
    print(items.map(\.tags.count))
    print(items.map(\.name.first!))
    print(items.sorted(by: \.price).map(\.name))
    print(items.sorted(by: \.name, descending: true).map(\.name))
    let kp = \Item.price
    print(items.sorted { $0[keyPath: kp] > $1[keyPath: kp] }.map(\.name))
    print(items.sum(\.price), items.sum(\.tags.count))
    print(items.contains(where: \.inStock), items.allSatisfy(\.inStock))
    print(items.flatMap(\.tags))
}
