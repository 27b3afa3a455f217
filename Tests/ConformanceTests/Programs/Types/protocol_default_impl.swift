// Protocol extensions supply default implementations that conforming types inherit or replace.
protocol Component {
    var id: String { get }
    func render() -> String
    func accessibilityLabel() -> String
}

extension Component {
    func render() -> String { "<\(id)/>" }
    func accessibilityLabel() -> String { "component \(id)" }
}

struct Divider: Component {
    var id: String { "divider" }
}

struct Label: Component {
    var text: String
    var id: String { "label" }
    func render() -> String { "<label>\(text)</label>" }
}

struct Icon: Component {
    var name: String
    var id: String { "icon-\(name)" }
    func accessibilityLabel() -> String { "\(name) icon" }
}

func main() {
    let parts: [Component] = [Divider(), Label(text: "Hi"), Icon(name: "star")]
    for p in parts {
        print(p.id, "|", p.render(), "|", p.accessibilityLabel())
    }
    let l = Label(text: "direct")
    print(l.render())
    print(l.accessibilityLabel())
    print(Icon(name: "gear").render())
}
