// A palette generator: tints and shades mixed from a base colour in the program's own RGB struct, formatted back to hex, exposed through Color and ShapeStyle extensions.
import SwiftUI

struct RGB: Equatable {
    var r: Double, g: Double, b: Double
    init(hex: Int) {
        r = Double((hex >> 16) & 0xFF) / 255
        g = Double((hex >> 8) & 0xFF) / 255
        b = Double(hex & 0xFF) / 255
    }
    init(r: Double, g: Double, b: Double) { self.r = r; self.g = g; self.b = b }
    func mixed(with other: RGB, amount t: Double) -> RGB {
        RGB(r: r + (other.r - r) * t, g: g + (other.g - g) * t, b: b + (other.b - b) * t)
    }
    var hex: String {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        return String(format: "#%02X%02X%02X", byte(r), byte(g), byte(b))
    }
}

enum Shade: Int, CaseIterable {
    case s100 = 100, s300 = 300, s500 = 500, s700 = 700, s900 = 900
    var mix: (toward: RGB, amount: Double) {
        let white = RGB(hex: 0xFFFFFF), black = RGB(hex: 0x000000)
        switch self {
        case .s100: return (white, 0.8)
        case .s300: return (white, 0.4)
        case .s500: return (white, 0)
        case .s700: return (black, 0.3)
        case .s900: return (black, 0.6)
        }
    }
}

struct Palette {
    let base: RGB
    subscript(shade: Shade) -> RGB {
        base.mixed(with: shade.mix.toward, amount: shade.mix.amount)
    }
}

extension Color {
    init(_ rgb: RGB) { self.init(red: rgb.r, green: rgb.g, blue: rgb.b) }
    init(hex: Int) {
        let rgb = RGB(hex: hex)
        print("Color(hex: \(String(hex, radix: 16))) ->", rgb.r, rgb.g, rgb.b)
        self.init(rgb)
    }
}

let brandPalette = Palette(base: RGB(hex: 0x3366CC))

extension ShapeStyle where Self == Color {
    static func brand(_ shade: Shade) -> Color { Color(brandPalette[shade]) }
}

func main() {
    for shade in Shade.allCases {
        print(shade.rawValue, brandPalette[shade].hex)
    }
    _ = Text("t").foregroundStyle(.brand(.s700))
    _ = Rectangle().fill(.brand(.s100))
    _ = Circle().fill(Color(hex: 0x3366CC)).background(Color(hex: 0xFF8000))
    print("500 equals base:", brandPalette[.s500] == brandPalette.base)
    print("round trip:", RGB(hex: 0xABCDEF).hex)
    print("clamped:", RGB(r: 1.2, g: -0.1, b: 0.5).hex)
    print("half grey:", RGB(hex: 0x000000).mixed(with: RGB(hex: 0xFFFFFF), amount: 0.5).hex)
    let ramp = stride(from: 0.0, through: 1.0, by: 0.25).map { RGB(hex: 0xFF0000).mixed(with: RGB(hex: 0x0000FF), amount: $0).hex }
    print("ramp:", ramp.joined(separator: " "))
}
