// A Theme struct of colour tokens selected by ColorScheme with a switch, plus per-scheme derived values, all printed through the program's own values.
import SwiftUI

struct Token: CustomStringConvertible {
    let name: String
    let white: Double
    var color: Color { Color(white: white) }
    var description: String { "\(name)(\(white))" }
}

struct Theme {
    let id: String
    let background: Token
    let text: Token
    let separatorOpacity: Double

    static let light = Theme(id: "light", background: Token(name: "bg", white: 1.0), text: Token(name: "fg", white: 0.1), separatorOpacity: 0.12)
    static let dark = Theme(id: "dark", background: Token(name: "bg", white: 0.07), text: Token(name: "fg", white: 0.95), separatorOpacity: 0.24)

    static func resolve(_ scheme: ColorScheme) -> Theme {
        switch scheme {
        case .light: return .light
        case .dark: return .dark
        @unknown default: return .light
        }
    }

    var contrast: Double {
        let hi = max(background.white, text.white), lo = min(background.white, text.white)
        return ((hi + 0.05) / (lo + 0.05) * 100).rounded() / 100
    }
}

func name(of scheme: ColorScheme) -> String {
    scheme == .dark ? "dark" : "light"
}

struct ThemedRow: View {
    let theme: Theme
    var body: some View {
        Text(theme.id).foregroundStyle(theme.text.color).background(theme.background.color)
    }
}

func main() {
    for scheme in ColorScheme.allCases {
        let theme = Theme.resolve(scheme)
        print(name(of: scheme), "->", theme.id, theme.background, theme.text, theme.separatorOpacity, "contrast", theme.contrast)
        _ = ThemedRow(theme: theme).body
    }
    print("cases:", ColorScheme.allCases.count)
    let schemes: [ColorScheme] = [.dark, .light, .dark]
    print(schemes.map { Theme.resolve($0).id })
    print("dark == dark:", ColorScheme.dark == .dark, "light != dark:", ColorScheme.light != .dark)
    var current = ColorScheme.light
    current = current == .light ? .dark : .light
    print("toggled:", name(of: current), Theme.resolve(current).text.white)
}
