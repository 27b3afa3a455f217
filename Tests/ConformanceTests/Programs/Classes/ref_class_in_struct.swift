// A struct holding a class reference copies the reference: the object stays shared between copies.
final class Theme {
    var accent: String
    init(accent: String) { self.accent = accent }
}

struct ButtonStyle {
    var title: String
    var theme: Theme
    var padding: Int
}

func main() {
    let theme = Theme(accent: "blue")
    var primary = ButtonStyle(title: "OK", theme: theme, padding: 8)
    var secondary = primary
    secondary.title = "Cancel"
    secondary.padding = 4
    print("titles:", primary.title, secondary.title)
    print("paddings:", primary.padding, secondary.padding)

    secondary.theme.accent = "red"
    print("accents:", primary.theme.accent, secondary.theme.accent, theme.accent)
    print("same theme object:", primary.theme === secondary.theme)

    secondary.theme = Theme(accent: "green")
    print("after replacing secondary.theme:", primary.theme.accent, secondary.theme.accent)
    print("same theme object:", primary.theme === secondary.theme)

    primary.theme.accent = "purple"
    print("theme.accent:", theme.accent)

    let styles = [primary, primary, secondary]
    styles[0].theme.accent = "orange"
    print("styles accents:", styles.map { $0.theme.accent })

    let frozen = primary
    frozen.theme.accent = "black"
    print("let struct but shared object mutated:", primary.theme.accent)
}
