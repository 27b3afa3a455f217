// Parses hex colour strings with UInt64(radix: 16) and extracts channels with shifts and masks.
struct RGBA {
    var r: UInt8
    var g: UInt8
    var b: UInt8
    var a: UInt8
}

func parseHex(_ text: String) -> RGBA? {
    var hex = text
    if hex.hasPrefix("#") { hex.removeFirst() }
    if hex.count == 3 {
        hex = hex.map { "\($0)\($0)" }.joined()
    }
    guard hex.count == 6 || hex.count == 8, let value = UInt64(hex, radix: 16) else { return nil }
    if hex.count == 6 {
        return RGBA(r: UInt8((value >> 16) & 0xFF), g: UInt8((value >> 8) & 0xFF), b: UInt8(value & 0xFF), a: 255)
    }
    return RGBA(r: UInt8((value >> 24) & 0xFF), g: UInt8((value >> 16) & 0xFF),
                b: UInt8((value >> 8) & 0xFF), a: UInt8(value & 0xFF))
}

func toHex(_ c: RGBA) -> String {
    let value = (UInt32(c.r) << 16) | (UInt32(c.g) << 8) | UInt32(c.b)
    let digits = String(value, radix: 16, uppercase: true)
    return "#" + String(repeating: "0", count: 6 - digits.count) + digits
}

func main() {
    let inputs = ["#FF0026", "00ff00", "#abc", "#11223344", "#GG0000", "#12345", ""]
    for input in inputs {
        if let c = parseHex(input) {
            print(input, "->", c.r, c.g, c.b, c.a, "back:", toHex(c))
            let (r, g, b) = (Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255)
            print("  unit", r, g, b)
            let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
            print("  dark text?", luminance > 0.5)
        } else {
            print(input, "-> invalid")
        }
    }
    print(UInt64("FF0026", radix: 16)!)
    print(0xFF0026 >> 16, (0xFF0026 >> 8) & 0xFF, 0xFF0026 & 0xFF)
}
