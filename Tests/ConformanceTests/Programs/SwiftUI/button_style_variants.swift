// Parameterised button styles: a variant enum drives colours and sizes computed by helpers, static factory sugar, and the program's own overloads for ButtonStyle vs PrimitiveButtonStyle.
import SwiftUI

enum Variant: String, CaseIterable {
    case primary, secondary, destructive
}

enum ButtonSize: Int { case small = 0, regular = 1, large = 2 }

struct VariantButtonStyle: ButtonStyle {
    let variant: Variant
    let size: ButtonSize

    var height: CGFloat { [28, 36, 48][size.rawValue] }
    var horizontalPadding: CGFloat { height / 2 }

    func fillOpacity(isPressed: Bool) -> Double {
        let base: Double
        switch variant {
        case .primary: base = 1
        case .secondary: base = 0.15
        case .destructive: base = 0.9
        }
        return isPressed ? base * 0.75 : base
    }

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(height: height)
            .padding(.horizontal, horizontalPadding)
            .opacity(fillOpacity(isPressed: configuration.isPressed))
    }
}

extension ButtonStyle where Self == VariantButtonStyle {
    static func variant(_ v: Variant, size: ButtonSize = .regular) -> VariantButtonStyle {
        VariantButtonStyle(variant: v, size: size)
    }
    static var primary: VariantButtonStyle { .variant(.primary) }
}

func apply<S: ButtonStyle>(_ style: S) -> String { "ButtonStyle \(S.self)" }
func apply<S: PrimitiveButtonStyle>(_ style: S) -> String { "PrimitiveButtonStyle \(S.self)" }

func main() {
    for v in Variant.allCases {
        for size in [ButtonSize.small, .large] {
            let s = VariantButtonStyle.variant(v, size: size)
            print(v.rawValue, size, s.height, s.horizontalPadding, s.fillOpacity(isPressed: false), s.fillOpacity(isPressed: true))
        }
    }
    print(apply(.primary))
    print(apply(.variant(.destructive, size: .small)))
    print(apply(.bordered) == "PrimitiveButtonStyle BorderedButtonStyle")
    print(apply(.plain) == "PrimitiveButtonStyle PlainButtonStyle")
    let p: VariantButtonStyle = .primary
    print("primary size:", p.size, p.variant)
    _ = Text("ok").buttonStyle(.variant(.secondary))
    _ = Text("ok").buttonStyle(.primary)
    _ = Text("ok").buttonStyle(.borderless)
}
