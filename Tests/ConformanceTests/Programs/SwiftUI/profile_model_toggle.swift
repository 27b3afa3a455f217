// An ObservableObject view model with @Published items mutated by methods, through two references to the same object and by a view holding it.
import SwiftUI

struct Item: Identifiable, Equatable {
    let id: Int
    var title: String
    var isFavorite: Bool = false
}

final class ProfileModel: ObservableObject {
    @Published var items: [Item]
    @Published var name: String = "Guest"
    private(set) var changeCount = 0
    init(items: [Item]) { self.items = items }
    var favorites: [Item] { items.filter(\.isFavorite) }
    func toggle(_ id: Item.ID) {
        guard let index = items.firstIndex(where: { $0.id == id }) else {
            print("toggle: no item", id)
            return
        }
        items[index].isFavorite.toggle()
        changeCount += 1
        print("toggle", id, "->", items[index].isFavorite)
    }
    func rename(_ id: Item.ID, to title: String) {
        if let index = items.firstIndex(where: { $0.id == id }) {
            items[index].title = title
            changeCount += 1
        }
    }
    func remove(at offsets: [Int]) {
        for offset in offsets.sorted(by: >) { items.remove(at: offset) }
        changeCount += 1
    }
}

struct ProfileView: View {
    @ObservedObject var model: ProfileModel
    var body: some View {
        VStack {
            Text(model.name)
            Text("\(model.favorites.count) favourites")
        }
    }
}

func show(_ model: ProfileModel) {
    print(" items:", model.items.map { "\($0.id):\($0.title)\($0.isFavorite ? "*" : "")" }.joined(separator: ", "), "changes:", model.changeCount)
}

func main() {
    let model = ProfileModel(items: [Item(id: 1, title: "Home"), Item(id: 2, title: "Work"), Item(id: 3, title: "Gym")])
    let alias = model
    let view = ProfileView(model: model)
    model.toggle(2)
    alias.toggle(3)
    view.model.toggle(2)
    model.toggle(9)
    show(model)
    alias.rename(1, to: "House")
    view.model.name = "Ada"
    print("name via model:", model.name, "favourites:", model.favorites.map(\.title))
    model.remove(at: [0, 2])
    show(alias)
    print("same object:", model === view.model, alias === model)
    var copy = model.items
    copy.append(Item(id: 4, title: "Copy"))
    print("array is a value:", model.items.count, copy.count)
    _ = view.body
}
