// Colour members declared in `extension ShapeStyle where Self == Color` resolve for foregroundStyle; a library overload taking its own token type wins for the token's members.
import SwiftUI

struct RGB: Equatable {
    var r: Double, g: Double, b: Double
    var color: Color { Color(red: r, green: g, blue: b) }
}

enum Palette {
    static let brandPrimary = RGB(r: 0.2, g: 0.4, b: 0.8)
    static let brandAccent = RGB(r: 0.9, g: 0.3, b: 0.1)
}

var reads: [String] = []

extension ShapeStyle where Self == Color {
    static var brandPrimary: Color {
        reads.append("brandPrimary")
        return Palette.brandPrimary.color
    }
    static var brandAccent: Color {
        reads.append("brandAccent")
        return Palette.brandAccent.color
    }
}

enum TextToken {
    case primary, muted, danger
    var rgb: RGB {
        switch self {
        case .primary: return RGB(r: 0, g: 0, b: 0)
        case .muted: return RGB(r: 0.5, g: 0.5, b: 0.5)
        case .danger: return RGB(r: 1, g: 0, b: 0)
        }
    }
}

extension View {
    func foregroundStyle(_ token: TextToken) -> some View {
        print("library foregroundStyle(TextToken):", token, token.rgb.r, token.rgb.g, token.rgb.b)
        return foregroundStyle(token.rgb.color)
    }
}

func main() {
    print("1 brandPrimary")
    _ = Text("a").foregroundStyle(.brandPrimary)
    print("2 brandAccent on a shape")
    _ = Circle().foregroundStyle(.brandAccent)
    print("3 .muted token")
    _ = Text("b").foregroundStyle(.muted)
    print("4 .danger token on a stack")
    _ = HStack { Text("c") }.foregroundStyle(.danger)
    print("5 .primary: TextToken.primary beats HierarchicalShapeStyle.primary?")
    _ = Text("d").foregroundStyle(.primary)
    print("6 .red from SwiftUI")
    _ = Text("e").foregroundStyle(.red)
    print("7 Color.brandPrimary as a Color value")
    let c: Color = .brandPrimary
    print("is Color:", type(of: c) == Color.self)
    print("reads:", reads)
}
