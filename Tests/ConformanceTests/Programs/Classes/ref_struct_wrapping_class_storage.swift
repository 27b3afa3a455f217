// A struct wrapping class storage shares it between copies unless the struct copies the storage before writing.
final class Storage {
    var values: [Int]
    init(_ values: [Int]) { self.values = values }
}

struct SharedList {
    let storage: Storage
    func append(_ v: Int) { storage.values.append(v) }  // no mutating needed: only the object changes
    var values: [Int] { storage.values }
}

struct ValueList {
    private var storage: Storage
    init(_ values: [Int]) { storage = Storage(values) }
    var values: [Int] { storage.values }
    mutating func append(_ v: Int) {
        storage = Storage(storage.values)  // copy before write
        storage.values.append(v)
    }
    func shares(with other: ValueList) -> Bool { storage === other.storage }
}

func main() {
    let a = SharedList(storage: Storage([1, 2]))
    let b = a
    b.append(3)
    print("shared:", a.values, b.values)
    print("same storage:", a.storage === b.storage)

    var x = ValueList([1, 2])
    var y = x
    print("before write, shares:", x.shares(with: y))
    y.append(3)
    print("value:", x.values, y.values)
    print("after write, shares:", x.shares(with: y))
    x.append(9)
    print("value:", x.values, y.values)

    var lists = [SharedList(storage: Storage([])), a]
    lists[0].append(7)
    lists[1].append(4)
    print("a sees array element write:", a.values, lists[0].values)
    let copies = Array(repeating: ValueList([0]), count: 2)
    var first = copies[0]
    first.append(1)
    print("copies:", copies.map { $0.values }, "first:", first.values)
    lists.removeAll()
    print("a still alive:", a.values.count)
}
