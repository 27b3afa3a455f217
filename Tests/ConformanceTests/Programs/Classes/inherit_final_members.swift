// final methods, properties and classes: still inherited and called, just not overridable.
class Component {
    final let id: String
    final var renderCount = 0
    init(id: String) { self.id = id }

    final func render() -> String {
        renderCount += 1
        return "<\(tag()) id=\(id)>\(body())</\(tag())>"
    }
    func tag() -> String { "div" }
    func body() -> String { "" }
}

final class Text: Component {
    let content: String
    init(id: String, content: String) {
        self.content = content
        super.init(id: id)
    }
    override func tag() -> String { "span" }
    override func body() -> String { content }
}

class Stack: Component {
    var children: [Component] = []
    override func body() -> String { children.map { $0.render() }.joined() }
}

final class HStack: Stack {
    override func tag() -> String { "row" }
}

func main() {
    let title = Text(id: "t", content: "Hello")
    let subtitle = Text(id: "s", content: "World")
    let row = HStack(id: "r")
    row.children = [title, subtitle]
    let root = Stack(id: "root")
    root.children = [row, Text(id: "f", content: "!")]
    print(root.render())
    print(root.render())
    print("render counts:", root.renderCount, row.renderCount, title.renderCount)
    let all: [Component] = [title, row, root]
    print(all.map { $0.tag() })
}
