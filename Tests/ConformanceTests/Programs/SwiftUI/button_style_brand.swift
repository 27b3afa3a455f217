// A BrandButtonStyle whose press metrics come from a helper, static-member sugar `.brand` on ButtonStyle, and a generic use<S: ButtonStyle> called with `.brand`.
import SwiftUI

struct BrandButtonStyle: ButtonStyle {
    var pressedScale: CGFloat = 0.96
    var pressedOpacity: Double = 0.8

    func metrics(isPressed: Bool) -> (scale: CGFloat, opacity: Double, shadow: CGFloat) {
        isPressed ? (pressedScale, pressedOpacity, 1) : (1, 1, 4)
    }

    func makeBody(configuration: Configuration) -> some View {
        let m = metrics(isPressed: configuration.isPressed)
        return configuration.label
            .padding(.horizontal, 16)
            .scaleEffect(m.scale)
            .opacity(m.opacity)
    }
}

extension ButtonStyle where Self == BrandButtonStyle {
    static var brand: BrandButtonStyle { .init() }
    static func brand(scale: CGFloat) -> BrandButtonStyle {
        BrandButtonStyle(pressedScale: scale, pressedOpacity: 0.7)
    }
}

func use<S: ButtonStyle>(_ s: S) {
    print("use:", String(describing: S.self))
    if let brand = s as? BrandButtonStyle {
        let up = brand.metrics(isPressed: false), down = brand.metrics(isPressed: true)
        print("  up:", up.scale, up.opacity, up.shadow, "down:", down.scale, down.opacity, down.shadow)
    }
}

struct UnderlineLinkStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
    }
}

func main() {
    use(.brand)
    use(.brand(scale: 0.9))
    use(BrandButtonStyle(pressedScale: 0.5, pressedOpacity: 0.25))
    use(UnderlineLinkStyle())
    let style: BrandButtonStyle = .brand
    print("default pressedScale:", style.pressedScale, "pressedOpacity:", style.pressedOpacity)
    _ = Button("Buy") {}.buttonStyle(.brand)
    _ = Button(action: {}) { Text("Sell") }.buttonStyle(.brand(scale: 0.8))
    _ = Button("Link") {}.buttonStyle(UnderlineLinkStyle())
    _ = Button("Plain") {}.buttonStyle(.plain)
    let pressedStates = [false, true, true, false]
    let scales = pressedStates.map { BrandButtonStyle.brand.metrics(isPressed: $0).scale }
    print("scales:", scales)
}
