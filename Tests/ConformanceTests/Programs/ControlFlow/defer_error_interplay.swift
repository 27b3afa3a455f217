// Checks that defer runs before a catch clause, that errors thrown after state changes leave those changes visible, and rollback via defer.
enum SaveError: Error { case diskFull(after: Int) }

final class Document {
    var items: [String] = []
    var isSaving = false
    var log: [String] = []
}

func save(_ doc: Document, items: [String], capacity: Int) throws {
    doc.isSaving = true
    doc.log.append("save start")
    defer {
        doc.isSaving = false
        doc.log.append("save end (items=\(doc.items.count))")
    }
    let snapshot = doc.items
    var committed = false
    defer {
        if !committed {
            doc.items = snapshot
            doc.log.append("rolled back")
        }
    }
    for item in items {
        if doc.items.count >= capacity {
            throw SaveError.diskFull(after: doc.items.count)
        }
        doc.items.append(item)
    }
    committed = true
}

func main() {
    let doc = Document()
    do {
        try save(doc, items: ["a", "b"], capacity: 5)
        print("saved", doc.items, "isSaving", doc.isSaving)
        try save(doc, items: ["c", "d", "e", "f"], capacity: 5)
        print("not reached")
    } catch SaveError.diskFull(let n) {
        print("disk full after", n, "items now", doc.items, "isSaving", doc.isSaving)
    } catch {
        print("other", error)
    }
    for line in doc.log { print(line) }
    func risky() throws -> Int {
        var state = 1
        defer { print("risky defer, state", state) }
        state = 2
        if state == 2 { throw SaveError.diskFull(after: state) }
        return state
    }
    print((try? risky()) as Any)
}
