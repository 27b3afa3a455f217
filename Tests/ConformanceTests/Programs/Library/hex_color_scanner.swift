// Parses hex colours with Foundation's Scanner and converts channels to unit Doubles.
import Foundation

func scanHex(_ text: String) -> UInt64? {
    let scanner = Scanner(string: text)
    scanner.charactersToBeSkipped = CharacterSet(charactersIn: "#")
    var value: UInt64 = 0
    guard scanner.scanHexInt64(&value) else { return nil }
    return value
}

func main() {
    for input in ["#FF0026", "#00FF7f", "1e90ff", "#zz", "#000000"] {
        guard let value = scanHex(input) else {
            print(input, "no hex")
            continue
        }
        let r = (value & 0xFF0000) >> 16
        let g = (value & 0x00FF00) >> 8
        let b = value & 0x0000FF
        print(input, "value", value, "rgb", r, g, b)
        print("  unit", Double(r) / 255.0, Double(g) / 255.0, Double(b) / 255.0)
        print("  format", String(format: "#%02X%02X%02X", Int(r), Int(g), Int(b)), String(format: "%06lx", value))
    }
    let scanner = Scanner(string: "12 apples and 7 pears")
    var n = 0
    print(scanner.scanInt(&n), n)
    print(scanner.isAtEnd)
}
