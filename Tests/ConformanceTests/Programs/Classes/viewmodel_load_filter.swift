// A view model with load states, search filtering and sorting over an array of structs, observed by a callback.
struct Product {
    let id: Int
    var name: String
    var price: Int
}

final class CatalogViewModel {
    enum State: Equatable { case idle, loading, loaded(Int), failed(String) }
    private(set) var state: State = .idle { didSet { onChange?("state -> \(state)") } }
    private var all: [Product] = []
    var query = "" { didSet { onChange?("query -> \(query)") } }
    var ascending = true
    var onChange: ((String) -> Void)?

    var visible: [Product] {
        let filtered = query.isEmpty ? all : all.filter { $0.name.lowercased().contains(query.lowercased()) }
        return filtered.sorted { ascending ? $0.price < $1.price : $0.price > $1.price }
    }

    func load(from source: [Product]?) {
        state = .loading
        guard let source = source else {
            state = .failed("no data")
            return
        }
        all = source
        state = .loaded(all.count)
    }
    func discount(id: Int, percent: Int) {
        guard let i = all.firstIndex(where: { $0.id == id }) else { return }
        all[i].price -= all[i].price * percent / 100
        onChange?("price of \(all[i].name) -> \(all[i].price)")
    }
}

func main() {
    let vm = CatalogViewModel()
    var changes: [String] = []
    vm.onChange = { changes.append($0) }
    vm.load(from: nil)
    print("state:", vm.state, "visible:", vm.visible.count)
    vm.load(from: [Product(id: 1, name: "Lamp", price: 40), Product(id: 2, name: "Desk", price: 250),
                   Product(id: 3, name: "Desk Lamp", price: 60), Product(id: 4, name: "Chair", price: 120)])
    print("state:", vm.state, vm.state == .loaded(4))
    print(vm.visible.map { "\($0.name) \($0.price)" })
    vm.query = "lamp"
    print(vm.visible.map(\.name))
    vm.ascending = false
    print(vm.visible.map(\.name))
    vm.discount(id: 1, percent: 50)
    vm.query = ""
    print(vm.visible.map { "\($0.name) \($0.price)" })
    for change in changes { print("  change:", change) }
}
