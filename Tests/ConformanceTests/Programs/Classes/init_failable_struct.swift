// Failable init? in structs and enums: nil results, delegation to another failable init, and init! unwrapping.
struct Percentage {
    let value: Int
    init?(_ value: Int) {
        guard (0...100).contains(value) else { return nil }
        self.value = value
    }
    init?(text: String) {
        guard text.hasSuffix("%"), let number = Int(text.dropLast()) else { return nil }
        self.init(number)
    }
}

enum Weight: Int {
    case regular = 400, bold = 700
    init?(name: String) {
        switch name {
        case "regular": self = .regular
        case "bold": self = .bold
        default: return nil
        }
    }
}

struct Version {
    let major: Int, minor: Int
    init!(_ text: String) {
        let parts = text.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 2 else { return nil }
        major = parts[0]
        minor = parts[1]
    }
}

func main() {
    print(Percentage(50)?.value as Any)
    print(Percentage(150)?.value as Any)
    print(Percentage(-1) == nil)
    for text in ["75%", "75", "101%", "0%", "abc%"] {
        print(text, "->", Percentage(text: text).map { String($0.value) } ?? "nil")
    }
    print(Weight(rawValue: 700) as Any, Weight(rawValue: 500) as Any)
    print(Weight(name: "bold") as Any, Weight(name: "light") as Any)
    let v: Version = Version("5.9")
    print("version", v.major, v.minor)
    let bad: Version? = Version("5")
    print("bad is nil:", bad == nil)
}
