// A final class view model holding an array of structs, mutated by load(), toggle(id:), select(_:) and delete.
struct Todo: Equatable {
    let id: Int
    var title: String
    var done = false
}

final class TodoViewModel {
    private(set) var todos: [Todo] = []
    private(set) var selectedID: Int?
    var changeCount = 0

    var remaining: Int { todos.filter { !$0.done }.count }
    var selected: Todo? { todos.first { $0.id == selectedID } }

    func load() {
        todos = ["Buy milk", "Write tests", "Call mom"].enumerated().map { Todo(id: $0.offset + 1, title: $0.element) }
        changeCount += 1
    }
    func toggle(id: Int) {
        guard let index = todos.firstIndex(where: { $0.id == id }) else {
            print("  toggle: no todo \(id)")
            return
        }
        todos[index].done.toggle()
        changeCount += 1
    }
    func select(_ id: Int?) {
        selectedID = id
    }
    func rename(id: Int, to title: String) {
        for i in todos.indices where todos[i].id == id {
            todos[i].title = title
        }
        changeCount += 1
    }
    func delete(id: Int) {
        todos.removeAll { $0.id == id }
        if selectedID == id { selectedID = nil }
        changeCount += 1
    }
    func dump() {
        for t in todos { print("  [\(t.done ? "x" : " ")] \(t.id) \(t.title)\(t.id == selectedID ? " <" : "")") }
    }
}

func main() {
    let model = TodoViewModel()
    print("before load:", model.todos.count, model.remaining)
    model.load()
    model.dump()
    model.toggle(id: 2)
    model.toggle(id: 9)
    model.select(3)
    model.dump()
    print("remaining:", model.remaining, "selected:", model.selected?.title ?? "none")
    let snapshot = model.todos
    model.rename(id: 3, to: "Call dad")
    print("snapshot keeps old value:", snapshot[2].title, "model:", model.todos[2].title)
    model.delete(id: 3)
    model.dump()
    print("selected after delete:", model.selected?.title ?? "none", "changes:", model.changeCount)
    print("snapshot == todos:", snapshot == model.todos)
}
