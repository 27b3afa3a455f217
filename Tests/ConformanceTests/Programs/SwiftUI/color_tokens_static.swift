// Colour tokens as `static let` in `extension Color` and as members of `ShapeStyle where Self == Color`, backed by the program's own token table with lazy, once-only initialisation.
import SwiftUI

struct Swatch {
    let name: String
    let hex: UInt32
    var red: Int { Int((hex >> 16) & 0xFF) }
    var green: Int { Int((hex >> 8) & 0xFF) }
    var blue: Int { Int(hex & 0xFF) }
    var color: Color { Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255) }
}

var created: [String] = []

func swatch(_ name: String, _ hex: UInt32) -> Swatch {
    created.append(name)
    return Swatch(name: name, hex: hex)
}

enum Tokens {
    static let primary = swatch("primary", 0x0A84FF)
    static let surface = swatch("surface", 0xF2F2F7)
    static let danger = swatch("danger", 0xFF3B30)
}

extension Color {
    static let brandPrimary = Tokens.primary.color
    static let surface = Tokens.surface.color
}

extension ShapeStyle where Self == Color {
    static var danger: Color { Tokens.danger.color }
}

func describe(_ s: Swatch) -> String {
    "\(s.name): r\(s.red) g\(s.green) b\(s.blue)"
}

func main() {
    print("created before use:", created)
    let background: Color = .surface
    print("after .surface:", created)
    _ = Text("x").foregroundStyle(Color.brandPrimary)
    print("after brandPrimary:", created)
    _ = Text("y").foregroundStyle(.danger)
    _ = Text("z").foregroundStyle(.danger)
    print("after danger twice:", created)
    print(describe(Tokens.primary))
    print(describe(Tokens.surface))
    print(describe(Tokens.danger))
    print("surface is Color:", type(of: background) == Color.self)
    let all = [Tokens.primary, Tokens.surface, Tokens.danger]
    let darkest = all.min { ($0.red + $0.green + $0.blue) < ($1.red + $1.green + $1.blue) }!
    print("darkest:", darkest.name)
    print("hex strings:", all.map { String($0.hex, radix: 16, uppercase: true) })
}
