// Checks a realistic begin/commit pattern where defer closes a transaction on success, error and early return paths.
final class Store {
    var depth = 0
    var values: [String: Int] = [:]
    var journal: [String] = []

    func begin() { depth += 1; journal.append("begin(\(depth))") }
    func end() { journal.append("end(\(depth))"); depth -= 1 }
}

enum StoreError: Error { case negative(key: String, value: Int) }

func apply(_ updates: [(String, Int)], to store: Store) throws -> Int {
    store.begin()
    defer { store.end() }
    if updates.isEmpty {
        store.journal.append("nothing to do")
        return 0
    }
    var applied = 0
    for (key, value) in updates {
        guard value >= 0 else {
            throw StoreError.negative(key: key, value: value)
        }
        store.values[key] = value
        applied += 1
        store.journal.append("set \(key)=\(value)")
    }
    return applied
}

func main() {
    let store = Store()
    let batches: [[(String, Int)]] = [[("spacing", 8), ("radius", 4)], [], [("opacity", 1), ("shadow", -2), ("blur", 3)]]
    for batch in batches {
        do {
            let n = try apply(batch, to: store)
            print("applied", n)
        } catch StoreError.negative(let key, let value) {
            print("rejected", key, value)
        } catch {
            print("unexpected", error)
        }
        print("depth after batch", store.depth)
    }
    for line in store.journal { print(line) }
    for key in store.values.keys.sorted() { print(key, store.values[key]!) }
}
