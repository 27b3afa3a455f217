// Checks Array mutation: append, append(contentsOf:), insert, remove(at:), removeFirst/Last, removeAll(where:), popLast.
func main() {
    var a = [1, 2, 3]
    a.append(4)
    print(a)
    a.append(contentsOf: [5, 6])
    print(a)
    a.append(contentsOf: 7...8)
    print(a)
    a.insert(0, at: 0)
    print(a)
    a.insert(99, at: a.count)
    print(a)
    a.insert(contentsOf: [-2, -1], at: 1)
    print(a)
    let removed = a.remove(at: 1)
    print(removed, a)
    print(a.removeFirst(), a)
    print(a.removeLast(), a)
    a.removeFirst(2)
    print(a)
    a.removeLast(2)
    print(a)
    a.removeAll(where: { $0 % 2 == 0 })
    print(a)
    print(a.popLast() as Any, a)
    var empty: [Int] = []
    print(empty.popLast() as Any, empty)
    empty += [1]
    empty += [2, 3]
    print(empty)
    empty.replaceSubrange(0..<2, with: [10, 20, 30])
    print(empty)
    empty[1] = 0
    print(empty, empty.count)
    empty.removeSubrange(1...2)
    print(empty)
    empty.removeAll()
    print(empty, empty.isEmpty)
    var todos = ["Buy milk", "Write tests", "Ship"]
    todos.move(from: 2, to: 0)
    print(todos)
}

extension Array {
    mutating func move(from: Int, to: Int) {
        let item = remove(at: from)
        insert(item, at: to)
    }
}
