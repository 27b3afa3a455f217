// A class instance held in a `let` can still have its properties assigned, and every reference observes the change (unlike structs).
final class Store {
    var items: [String] = []
    var total = 0
}

struct Holder {
    let store: Store
    var local: [String] = []
}

func add(_ item: String, to store: Store) {
    store.items.append(item)
    store.total += item.count
}

func main() {
    let store = Store()
    add("apple", to: store)
    add("fig", to: store)
    print(store.items, store.total)

    let holder = Holder(store: store)
    holder.store.items[0] += "!"
    holder.store.total *= 2
    print(store.items, store.total)

    var h2 = holder
    h2.local.append("only in h2")
    h2.store.items.removeLast()
    print(holder.local, h2.local, holder.store.items, store.items)

    let stores = [store, Store()]
    stores[1].items.append("kiwi")
    stores[0].total = 0
    print(store.total, stores[1].items)
}
