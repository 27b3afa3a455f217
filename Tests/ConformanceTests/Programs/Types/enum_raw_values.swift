// Raw values of several types drive lookups, conversions and parsing in a design-token enum.
enum FontSize: Int {
    case caption = 12, body = 16, title = 24, largeTitle = 34
    var lineHeight: Int { rawValue * 3 / 2 }
}

enum Opacity: Double {
    case disabled = 0.38, secondary = 0.6, primary = 1.0
}

enum HexDigit: Character {
    case a = "a", b = "b", f = "f"
    var value: Int { Int(String(rawValue), radix: 16)! }
}

func closestSize(to px: Int) -> FontSize {
    let all: [FontSize] = [.caption, .body, .title, .largeTitle]
    return all.min { abs($0.rawValue - px) < abs($1.rawValue - px) }!
}

func main() {
    print(FontSize.body.rawValue, FontSize.body.lineHeight)
    print(FontSize(rawValue: 24)!, FontSize(rawValue: 25) == nil)
    print(closestSize(to: 20), closestSize(to: 30), closestSize(to: 1))
    print(Opacity.secondary.rawValue, Opacity(rawValue: 1)!)
    print(Opacity(rawValue: 0.6) == .secondary, Opacity(rawValue: 0.5) == nil)
    print(HexDigit.f.value, HexDigit(rawValue: "b")!.value)
    let sizes = [34, 12, 99].compactMap(FontSize.init).map(\.lineHeight)
    print(sizes)
    let raw = FontSize.title.rawValue + FontSize.caption.rawValue
    print(raw, type(of: raw))
}
