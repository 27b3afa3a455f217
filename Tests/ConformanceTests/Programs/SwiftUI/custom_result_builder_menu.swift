// A custom @resultBuilder building an array of the program's own menu items, with if/else, optionals, for loops, availability of expressions and nested groups.
import SwiftUI

struct MenuItem: Equatable {
    let title: String
    var shortcut: Character? = nil
    var isDestructive = false
}

@resultBuilder
enum MenuBuilder {
    static func buildExpression(_ item: MenuItem) -> [MenuItem] { [item] }
    static func buildExpression(_ title: String) -> [MenuItem] { [MenuItem(title: title)] }
    static func buildExpression(_ items: [MenuItem]) -> [MenuItem] { items }
    static func buildBlock(_ parts: [MenuItem]...) -> [MenuItem] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [MenuItem]?) -> [MenuItem] { part ?? [] }
    static func buildEither(first: [MenuItem]) -> [MenuItem] { first }
    static func buildEither(second: [MenuItem]) -> [MenuItem] { second }
    static func buildArray(_ parts: [[MenuItem]]) -> [MenuItem] { parts.flatMap { $0 } }
    static func buildFinalResult(_ items: [MenuItem]) -> [MenuItem] {
        print("final result with", items.count, "items")
        return items
    }
}

func menu(@MenuBuilder _ content: () -> [MenuItem]) -> [MenuItem] { content() }

func separator() -> MenuItem { MenuItem(title: "---") }

struct Document {
    var isShared: Bool
    var recent: [String]
    var canDelete: Bool
}

func contextMenu(for doc: Document) -> [MenuItem] {
    menu {
        MenuItem(title: "Open", shortcut: "o")
        "Duplicate"
        if doc.isShared {
            MenuItem(title: "Stop Sharing")
        } else {
            MenuItem(title: "Share…", shortcut: "s")
        }
        separator()
        for name in doc.recent.prefix(2) {
            "Recent: \(name)"
        }
        if doc.canDelete {
            separator()
            MenuItem(title: "Delete", isDestructive: true)
        }
    }
}

func show(_ items: [MenuItem]) {
    for item in items {
        print(" ", item.title, item.shortcut.map { "⌘\($0)" } ?? "", item.isDestructive ? "(destructive)" : "")
    }
}

func main() {
    show(contextMenu(for: Document(isShared: false, recent: ["a.txt", "b.txt", "c.txt"], canDelete: true)))
    show(contextMenu(for: Document(isShared: true, recent: [], canDelete: false)))
    let empty = menu {}
    print("empty:", empty.isEmpty)
}
