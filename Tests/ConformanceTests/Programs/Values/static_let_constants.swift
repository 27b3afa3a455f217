// `static let` shared constants used as design tokens, including constants computed from other static constants and nested namespaces.
enum Tokens {
    static let baseUnit = 4
    static let radius = baseUnit * 2
    static let palette = ["primary": "#0055FF", "danger": "#FF3B30"]

    enum Spacing {
        static let xs = Tokens.baseUnit
        static let sm = xs * 2
        static let md = sm * 2
        static let all = [xs, sm, md]
    }

    enum Font {
        static let sizes: [String: Double] = ["body": 17, "caption": 12]
        static let defaultName = "System"
    }
}

struct Button {
    static let minimumHeight = Tokens.Spacing.md * 11
    static let styles = ["filled", "outlined", "plain"]
    static let `default` = Button(title: "OK", style: styles[0])

    var title: String
    var style: String
    var height = Button.minimumHeight
}

func main() {
    print(Tokens.baseUnit, Tokens.radius)
    print(Tokens.Spacing.xs, Tokens.Spacing.sm, Tokens.Spacing.md, Tokens.Spacing.all)
    print(Tokens.palette["primary"]!, Tokens.palette["danger"]!, Tokens.palette["info"] ?? "none")
    print(Tokens.Font.defaultName, Tokens.Font.sizes["body"]!, Tokens.Font.sizes["caption"]!)

    var b = Button.default
    print(b.title, b.style, b.height)
    b.title = "Cancel"
    b.style = Button.styles[2]
    print(b.title, b.style, Button.default.title, Button.default.style)

    var styles = Button.styles
    styles.append("tinted")
    print(styles.count, Button.styles.count)
    let buttons = Button.styles.map { Button(title: $0.uppercased(), style: $0) }
    print(buttons.map { "\($0.title):\($0.height)" })
}
