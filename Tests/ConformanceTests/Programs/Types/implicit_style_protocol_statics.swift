// SwiftUI-style `.bordered`/`.plain` static members on a style protocol, chosen by generic and `some` parameters.
protocol ButtonStyling {
    func makeBody(_ label: String) -> String
}

struct PlainStyle: ButtonStyling {
    func makeBody(_ label: String) -> String { label }
}

struct BorderedStyle: ButtonStyling {
    var prominent = false
    func makeBody(_ label: String) -> String { prominent ? "[[\(label)]]" : "[\(label)]" }
}

extension ButtonStyling where Self == PlainStyle {
    static var plain: PlainStyle { PlainStyle() }
}

extension ButtonStyling where Self == BorderedStyle {
    static var bordered: BorderedStyle { BorderedStyle() }
    static var borderedProminent: BorderedStyle { BorderedStyle(prominent: true) }
}

struct Button {
    var label: String
    var body: String = ""
    func buttonStyle<S: ButtonStyling>(_ style: S) -> Button {
        Button(label: label, body: "\(S.self): " + style.makeBody(label))
    }
    func tinted(_ style: some ButtonStyling, _ tint: String) -> String {
        style.makeBody(label) + " tint=" + tint
    }
}

func main() {
    let b = Button(label: "Save")
    print(b.buttonStyle(.plain).body)
    print(b.buttonStyle(.bordered).body)
    print(b.buttonStyle(.borderedProminent).body)
    print(b.tinted(.bordered, "blue"))
    print(b.tinted(.plain, "red"))
    let chosen = true ? BorderedStyle.borderedProminent : .bordered
    print(b.buttonStyle(chosen).body)
    let styles: [any ButtonStyling] = [PlainStyle.plain, BorderedStyle.bordered]
    print(styles.map { $0.makeBody("x") })
}
