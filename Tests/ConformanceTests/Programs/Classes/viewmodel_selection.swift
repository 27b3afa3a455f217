// A selection view model: select(_:) with single and multiple modes, toggling, derived state, and shared references.
struct Swatch {
    let id: String
    let hex: String
    var isFavorite = false
}

final class PaletteViewModel {
    enum Mode { case single, multiple }
    var mode: Mode = .single
    private(set) var swatches: [Swatch] = []
    private(set) var selection: [String] = []

    func load() {
        swatches = [Swatch(id: "red", hex: "#FF0000"), Swatch(id: "green", hex: "#00FF00"),
                    Swatch(id: "blue", hex: "#0000FF"), Swatch(id: "gray", hex: "#808080")]
        selection = []
    }
    func select(_ id: String) {
        guard swatches.contains(where: { $0.id == id }) else { return }
        switch mode {
        case .single:
            selection = selection == [id] ? [] : [id]
        case .multiple:
            if let i = selection.firstIndex(of: id) { selection.remove(at: i) } else { selection.append(id) }
        }
    }
    func toggle(id: String) {
        if let i = swatches.firstIndex(where: { $0.id == id }) {
            swatches[i].isFavorite.toggle()
        }
    }
    var summary: String {
        let favorites = swatches.filter(\.isFavorite).map(\.id)
        return "mode=\(mode) selection=\(selection) favorites=\(favorites)"
    }
}

func main() {
    let vm = PaletteViewModel()
    vm.load()
    print(vm.summary)
    vm.select("red")
    print(vm.summary)
    vm.select("blue")
    print(vm.summary)
    vm.select("blue")
    print(vm.summary)
    vm.select("purple")
    vm.mode = .multiple
    vm.select("red")
    vm.select("gray")
    vm.select("red")
    print(vm.summary)
    vm.toggle(id: "green")
    vm.toggle(id: "gray")
    vm.toggle(id: "green")
    print(vm.summary)

    let alias = vm
    alias.select("green")
    print("via original:", vm.summary)
    vm.load()
    print("reloaded:", alias.summary)
}
