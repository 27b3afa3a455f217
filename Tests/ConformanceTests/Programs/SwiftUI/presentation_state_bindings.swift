// Presentation state in a view: @State of an optional selection (State() via ExpressibleByNilLiteral), a derived Binding<Bool>, and a model method called from the sheet's dismiss action.
import SwiftUI

struct Contact: Identifiable, Equatable {
    let id: Int
    var name: String
}

final class ContactsModel: ObservableObject {
    @Published var contacts = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace"), Contact(id: 3, name: "Alan")]
    func update(_ contact: Contact) {
        if let i = contacts.firstIndex(where: { $0.id == contact.id }) { contacts[i] = contact }
    }
}

struct ContactsView: View {
    @ObservedObject var model: ContactsModel
    @State private var selected: Contact? = nil
    @State private var draftName: String?

    var body: some View {
        VStack {
            Text(selected?.name ?? "none")
        }
    }

    var isPresented: Binding<Bool> {
        Binding(get: { selected != nil }, set: { if !$0 { selected = nil } })
    }

    func select(_ id: Int) {
        selected = model.contacts.first { $0.id == id }
    }

    func rename(to name: String) {
        guard var contact = selected else { print("rename: nothing selected"); return }
        contact.name = name
        model.update(contact)
        isPresented.wrappedValue = false
    }

    var summary: String { "selected=\(selected?.name ?? "nil") presented=\(isPresented.wrappedValue) draft=\(draftName ?? "nil")" }
}

func main() {
    let model = ContactsModel()
    let view = ContactsView(model: model)
    print(view.summary)
    view.select(2)
    print(view.summary)
    view.isPresented.wrappedValue = true
    print("setting true keeps selection:", view.summary)
    view.rename(to: "Grace H.")
    print(view.summary, model.contacts.map(\.name))
    view.rename(to: "nobody")
    view.select(9)
    print("unknown id:", view.summary)
    view.select(3)
    view.isPresented.wrappedValue = false
    print("dismissed:", view.summary)
    let empty = State<Int?>()
    print("State() of optional:", empty.wrappedValue == nil)
}
