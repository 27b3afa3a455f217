// Static properties and static methods returning Self are reachable with leading-dot syntax.
struct Color: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int
    static let red = Color(r: 255, g: 0, b: 0)
    static let black = Color(r: 0, g: 0, b: 0)
    static var accent: Color { Color(r: 0, g: 122, b: 255) }
    static func gray(_ level: Int) -> Color { Color(r: level, g: level, b: level) }
    var description: String { "rgb(\(r),\(g),\(b))" }
}

struct Spacing {
    var value: Double
    static let small = Spacing(value: 4)
    static let medium = Spacing(value: 8)
    static func custom(_ v: Double) -> Spacing { Spacing(value: v) }
}

func fill(_ c: Color) -> String { "fill \(c)" }
func pad(_ s: Spacing = .medium) -> Double { s.value }

func main() {
    print(fill(.red))
    print(fill(.accent))
    print(fill(.gray(128)))
    print(pad())
    print(pad(.small))
    print(pad(.custom(13)))
    var c: Color = .black
    print(c == .black)
    c = .gray(10)
    print(c, c == .black)
    let palette: [Color] = [.red, .accent, .gray(50)]
    print(palette)
}
