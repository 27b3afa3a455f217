// Reading a view's body runs its @ViewBuilder code: which of the program's helpers run for if/else/if-let branches, and a container whose @ViewBuilder content its own init calls.
import SwiftUI

var trace: [String] = []

func label(_ s: String) -> Text {
    trace.append(s)
    return Text(s)
}

struct Card<Content: View>: View {
    let title: String
    let content: Content
    init(_ title: String, @ViewBuilder content: () -> Content) {
        trace.append("Card.init \(title)")
        (self.title, self.content) = (title, content())
    }
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label("header \(title)")
            content
        }
    }
}

struct StatusView: View {
    let count: Int
    let note: String?
    var body: some View {
        HStack {
            if count == 0 {
                label("empty")
            } else if count == 1 {
                label("one")
                label("item")
            } else {
                label("\(count) items")
            }
            if let note {
                label("note: \(note)")
            }
            if count > 5 { label("many") }
        }
    }
}

func run(_ name: String, _ body: () -> Void) {
    trace.removeAll()
    body()
    print(name + ":", trace.joined(separator: ", "))
}

func main() {
    run("status 0") { _ = StatusView(count: 0, note: nil).body }
    run("status 1") { _ = StatusView(count: 1, note: "hi").body }
    run("status 7") { _ = StatusView(count: 7, note: nil).body }
    run("card built") { _ = Card("Profile") { label("name"); label("email") } }
    run("card body") {
        let card = Card("Plan") { label("pro") }
        trace.append("--")
        _ = card.body
    }
    run("nested") {
        _ = Card("Outer") {
            Card("Inner") { label("leaf") }
            StatusView(count: 2, note: nil)
        }
    }
    run("no body read") { _ = StatusView(count: 3, note: "unused") }
}
