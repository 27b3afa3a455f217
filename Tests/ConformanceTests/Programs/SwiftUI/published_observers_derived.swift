// @Published properties with didSet observers and derived values in a view model, objectWillChange.send() called by hand, and a @Published struct mutated in place.
import SwiftUI

struct Filter: Equatable {
    var query = ""
    var onlyUnread = false
}

final class InboxModel: ObservableObject {
    let all = ["Invoice", "Invitation", "Newsletter", "Receipt", "Reminder"]
    var unread: Set<String> = ["Invoice", "Reminder"]
    var events: [String] = []

    @Published var filter = Filter() {
        didSet { events.append("filter \(oldValue.query)->\(filter.query) unread:\(filter.onlyUnread)") }
    }

    @Published var selection: String? = nil {
        willSet { events.append("will select \(newValue ?? "nil")") }
        didSet { if let s = selection { unread.remove(s) } }
    }

    var visible: [String] {
        all.filter { name in
            (filter.query.isEmpty || name.lowercased().contains(filter.query.lowercased()))
                && (!filter.onlyUnread || unread.contains(name))
        }
    }

    func markAllRead() {
        objectWillChange.send()
        unread.removeAll()
        events.append("all read")
    }
}

func main() {
    let model = InboxModel()
    print("visible:", model.visible)
    model.filter.query = "in"
    print("query in:", model.visible)
    model.filter.onlyUnread = true
    print("unread only:", model.visible)
    model.selection = "Invoice"
    print("after select:", model.visible, "unread:", model.unread.sorted())
    model.filter = Filter(query: "re", onlyUnread: false)
    print("re:", model.visible)
    model.selection = nil
    model.markAllRead()
    model.filter.onlyUnread = true
    print("after all read:", model.visible)
    for e in model.events { print(" event:", e) }
}
