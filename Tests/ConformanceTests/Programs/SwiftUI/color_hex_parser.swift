// A Color(hex:) initialiser in an extension that parses 3-, 6- and 8-digit hex strings into the program's own RGBA components.
import SwiftUI

struct RGBA: Equatable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    static func parse(_ hex: String) -> RGBA? {
        var text = hex.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("#") { text.removeFirst() }
        guard let value = UInt64(text, radix: 16) else { return nil }
        switch text.count {
        case 3:
            let r = (value >> 8) & 0xF, g = (value >> 4) & 0xF, b = value & 0xF
            return RGBA(red: Double(r * 17) / 255, green: Double(g * 17) / 255, blue: Double(b * 17) / 255, alpha: 1)
        case 6:
            return RGBA(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
                        blue: Double(value & 0xFF) / 255, alpha: 1)
        case 8:
            return RGBA(red: Double((value >> 24) & 0xFF) / 255, green: Double((value >> 16) & 0xFF) / 255,
                        blue: Double((value >> 8) & 0xFF) / 255, alpha: Double(value & 0xFF) / 255)
        default:
            return nil
        }
    }
}

var lastParsed: RGBA?

extension Color {
    init(hex: String) {
        let rgba = RGBA.parse(hex) ?? RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        lastParsed = rgba
        self.init(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
    }
}

func rounded(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }

func main() {
    let inputs = ["#FF0000", "00ff00", "#0A84FF", "#fff", "abc", "#336699CC", " #123456 ", "#12345", "#GG0000", "", "#00000000"]
    for input in inputs {
        _ = Color(hex: input)
        let parsed = RGBA.parse(input)
        if let c = lastParsed {
            print("'\(input)'", parsed == nil ? "invalid ->" : "->",
                  rounded(c.red), rounded(c.green), rounded(c.blue), rounded(c.alpha))
        }
    }
    let exact = RGBA.parse("#80FF00")!
    print("0x80/255 exact:", exact.red)
    print("same colour twice equal:", RGBA.parse("#abc") == RGBA.parse("#AABBCC"))
}
