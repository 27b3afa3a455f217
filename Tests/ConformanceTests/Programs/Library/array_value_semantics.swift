// Checks that arrays are values: copies are independent, including arrays of structs mutated through a view model.
struct TodoItem { var title: String; var done: Bool }

struct TodoList {
    var items: [TodoItem] = []
    mutating func add(_ title: String) { items.append(TodoItem(title: title, done: false)) }
    mutating func toggle(_ index: Int) { items[index].done.toggle() }
    var remaining: Int { items.filter { !$0.done }.count }
    var summary: String { items.map { ($0.done ? "[x] " : "[ ] ") + $0.title }.joined(separator: "; ") }
}

func main() {
    var a = [1, 2, 3]
    var b = a
    b.append(4)
    a[0] = 100
    print(a, b)
    var list = TodoList()
    list.add("Sketch")
    list.add("Prototype")
    list.add("Review")
    let snapshot = list
    list.toggle(1)
    print(list.summary)
    print(snapshot.summary)
    print(list.remaining, snapshot.remaining)
    var copyOfItems = list.items
    copyOfItems[0].title = "Changed"
    print(list.items[0].title, copyOfItems[0].title)
    for i in list.items.indices { list.items[i].done = true }
    print(list.summary, list.remaining)
    func appendingZero(_ xs: [Int]) -> [Int] {
        var ys = xs
        ys.append(0)
        return ys
    }
    print(appendingZero(a), a)
    func doubleAll(_ xs: inout [Int]) { for i in xs.indices { xs[i] *= 2 } }
    doubleAll(&a)
    print(a)
    var nested = [[1], [2]]
    var inner = nested[0]
    inner.append(9)
    nested[1].append(8)
    print(nested, inner)
}
