// A view model mutated through closures handed out as actions (strong and weak captures, stored in the program's own action list and in Buttons).
import SwiftUI

final class CartModel: ObservableObject {
    @Published var quantities: [String: Int] = [:]
    @Published var lastAction = "none"
    func add(_ sku: String) {
        quantities[sku, default: 0] += 1
        lastAction = "add \(sku)"
    }
    func remove(_ sku: String) {
        guard let q = quantities[sku] else { lastAction = "remove \(sku) ignored"; return }
        quantities[sku] = q > 1 ? q - 1 : nil
        lastAction = "remove \(sku)"
    }
    var total: Int { quantities.values.reduce(0, +) }
    func summary() -> String {
        quantities.keys.sorted().map { "\($0)x\(quantities[$0]!)" }.joined(separator: " ")
    }
}

struct RowAction {
    let label: String
    let run: () -> Void
}

struct CartRow: View {
    let sku: String
    let onAdd: () -> Void
    let onRemove: () -> Void
    var body: some View {
        HStack {
            Button("-", action: onRemove)
            Text(sku)
            Button(action: onAdd) { Text("+") }
        }
    }
}

func makeActions(for model: CartModel) -> [RowAction] {
    [
        RowAction(label: "add A") { model.add("A") },
        RowAction(label: "add B") { [weak model] in model?.add("B") },
        RowAction(label: "remove A") { model.remove("A") },
        RowAction(label: "remove C") { model.remove("C") },
    ]
}

func main() {
    let model = CartModel()
    let actions = makeActions(for: model)
    for action in actions + [actions[0], actions[1], actions[1]] {
        action.run()
        print(action.label, "->", model.lastAction, "| total", model.total, "|", model.summary())
    }
    let row = CartRow(sku: "Z", onAdd: { model.add("Z") }, onRemove: { model.remove("Z") })
    row.onAdd()
    row.onAdd()
    row.onRemove()
    print("row:", model.summary(), model.lastAction)
    _ = row.body
    var counter = 0
    let bump = { counter += 1; model.add("C") }
    bump(); bump()
    print("captured counter:", counter, model.summary())
    weak var weakRef = model
    print("weak ref alive:", weakRef != nil, weakRef?.total ?? -1)
}
