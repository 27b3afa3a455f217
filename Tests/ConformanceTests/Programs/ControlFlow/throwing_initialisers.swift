// Checks throwing initialisers on structs, classes and enums, delegation with try, and failable vs throwing inits.
enum ColorError: Error {
    case wrongLength(Int)
    case badDigit(Character)
}

struct RGB: CustomStringConvertible {
    let r: Int, g: Int, b: Int
    init(hex: String) throws {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6 else { throw ColorError.wrongLength(digits.count) }
        for c in digits where !c.isHexDigit {
            throw ColorError.badDigit(c)
        }
        let v = Int(digits, radix: 16)!
        r = v >> 16; g = (v >> 8) & 0xff; b = v & 0xff
    }
    init(gray: Int) { r = gray; g = gray; b = gray }
    init(grayHex: String) throws {
        try self.init(hex: grayHex + grayHex + grayHex)
    }
    var description: String { "rgb(\(r), \(g), \(b))" }
}

class Swatch {
    let name: String
    let color: RGB
    init(name: String, hex: String) throws {
        print("  init swatch", name)
        self.name = name
        self.color = try RGB(hex: hex)
        print("  swatch ready", name)
    }
}

enum Level: Int {
    case low = 1, high = 2
    init(parsing s: String) throws {
        guard let n = Int(s), let l = Level(rawValue: n) else { throw ColorError.wrongLength(-1) }
        self = l
    }
}

func main() {
    for hex in ["#336699", "ffcc00", "#12345", "#12345g"] {
        do {
            print(hex, try RGB(hex: hex))
        } catch {
            print(hex, "error:", error)
        }
    }
    print(try! RGB(grayHex: "80"))
    print(RGB(gray: 7))
    for (n, h) in [("brand", "#0055ff"), ("broken", "#xyz")] {
        do {
            let s = try Swatch(name: n, hex: h)
            print(s.name, s.color)
        } catch {
            print("swatch failed:", error)
        }
    }
    print(try? Level(parsing: "2") as Any, (try? Level(parsing: "9")) as Any)
}
