// Observers on an array property fire once per mutating operation; observers on an optional struct property fire for every optional-chained write, even one through nil.
struct Item {
    var qty: Int
}

struct Order {
    var items: [Item] = [] {
        didSet { print("  items didSet", oldValue.map { $0.qty }, "->", items.map { $0.qty }) }
    }
    var note: Item? = nil {
        didSet { print("  note didSet", oldValue?.qty as Any, "->", note?.qty as Any) }
    }
}

func main() {
    var order = Order()
    print("append")
    order.items.append(Item(qty: 1))
    print("append contentsOf")
    order.items.append(contentsOf: [Item(qty: 2), Item(qty: 3)])
    print("element property")
    order.items[1].qty += 10
    print("sort")
    order.items.sort { $0.qty > $1.qty }
    print("loop over indices")
    for i in order.items.indices {
        order.items[i].qty -= 1
    }
    print("optional chain on nil")
    order.note?.qty = 5
    print("assign optional")
    order.note = Item(qty: 7)
    print("optional chain on value")
    order.note?.qty += 1
    print("set nil")
    order.note = nil
    print(order.items.map { $0.qty }, order.note as Any)
}
