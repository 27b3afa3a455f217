// Failable init? in classes returns nil on invalid input, including failure propagated from a superclass or convenience init.
class HexColor {
    let red: Int, green: Int, blue: Int

    init?(hex: String) {
        var text = hex
        if text.hasPrefix("#") { text.removeFirst() }
        guard text.count == 6, let value = Int(text, radix: 16) else {
            print("  rejecting \"\(hex)\"")
            return nil
        }
        red = (value >> 16) & 0xFF
        green = (value >> 8) & 0xFF
        blue = value & 0xFF
    }

    convenience init?(named name: String) {
        let table = ["white": "#FFFFFF", "black": "#000000", "brand": "#3366CC"]
        guard let hex = table[name] else { return nil }
        self.init(hex: hex)
    }

    var rgb: String { "(\(red), \(green), \(blue))" }
}

class NamedHexColor: HexColor {
    let label: String
    init?(label: String, hex: String) {
        if label.isEmpty { return nil }
        self.label = label
        super.init(hex: hex)
    }
}

func main() {
    for input in ["#FF8000", "00ff7f", "#12345", "zzzzzz", "#3366CC"] {
        if let color = HexColor(hex: input) {
            print(input, "->", color.rgb)
        } else {
            print(input, "-> nil")
        }
    }
    print(HexColor(named: "brand")?.rgb ?? "none")
    print(HexColor(named: "teal")?.rgb ?? "none")
    print(NamedHexColor(label: "accent", hex: "#010203")?.rgb ?? "none")
    print(NamedHexColor(label: "", hex: "#010203")?.rgb ?? "none")
    print(NamedHexColor(label: "bad", hex: "#01")?.label ?? "none")
    let parsed = ["#000001", "x", "#FFFFFF"].compactMap { HexColor(hex: $0) }
    print("parsed count:", parsed.count, parsed.map { $0.blue })
}
