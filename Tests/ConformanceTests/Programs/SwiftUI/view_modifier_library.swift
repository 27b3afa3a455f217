// A design system's ViewModifiers and View extension helpers: which helper runs, what configuration it builds, and that modifier bodies are not run by applying them.
import SwiftUI

struct CardConfig: Equatable {
    var cornerRadius: CGFloat = 12
    var elevation: Int = 1
    var padding: CGFloat = 16
}

struct CardModifier: ViewModifier {
    let config: CardConfig

    func body(content: Content) -> some View {
        print("CardModifier.body ran")
        return content
            .padding(config.padding)
            .background(Color.white)
            .cornerRadius(config.cornerRadius)
    }
}

struct Highlight: ViewModifier {
    var isOn: Bool
    func body(content: Content) -> some View {
        content.opacity(isOn ? 1 : 0.5)
    }
}

var built: [CardConfig] = []

extension View {
    func card(elevation: Int = 1, radius: CGFloat? = nil) -> some View {
        var config = CardConfig()
        config.elevation = elevation
        if let radius { config.cornerRadius = radius }
        config.padding = CGFloat(8 * (elevation + 1))
        built.append(config)
        print("card(elevation: \(elevation)) -> radius \(config.cornerRadius), padding \(config.padding)")
        return modifier(CardModifier(config: config))
    }

    func highlighted(_ on: Bool = true) -> some View {
        print("highlighted(\(on))")
        return modifier(Highlight(isOn: on))
    }
}

func main() {
    _ = Text("a").card()
    _ = Text("b").card(elevation: 3)
    _ = Text("c").card(radius: 4)
    _ = Image(systemName: "star").card(elevation: 2, radius: 20).highlighted()
    _ = VStack {
        Text("d")
        Text("e")
    }.highlighted(false).card(elevation: 0)
    let mod = CardModifier(config: CardConfig(cornerRadius: 2, elevation: 5, padding: 1))
    let wrapped = Text("f").modifier(mod)
    print("wrapped keeps the modifier's config:", wrapped.modifier.config == mod.config)
    print("built:", built.count)
    for config in built {
        print(" ", config.cornerRadius, config.elevation, config.padding)
    }
    print("default equals first:", built[0] == CardConfig(cornerRadius: 12, elevation: 1, padding: 16))
}
