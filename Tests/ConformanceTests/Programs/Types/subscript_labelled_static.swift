// Labelled subscripts, subscripts with default arguments, overloaded subscripts, and static subscripts on a type.
struct Palette {
    var colors: [String: String] = ["primary": "#0055FF", "danger": "#FF3B30"]
    subscript(name: String) -> String? { colors[name] }
    subscript(name name: String, fallback fallback: String = "#000000") -> String { colors[name] ?? fallback }
    subscript(index: Int) -> String { colors.keys.sorted()[index] }
}

enum Tokens {
    static var storage: [String: Double] = ["spacing.s": 4, "spacing.m": 8]
    static subscript(key: String) -> Double {
        get { storage[key] ?? 0 }
        set { storage[key] = newValue }
    }
    static subscript(scale key: String, times times: Double) -> Double { self[key] * times }
}

struct Sentence {
    var words: [String]
    subscript(_ i: Int, uppercased up: Bool = false) -> String { up ? words[i].uppercased() : words[i] }
}

func main() {
    let p = Palette()
    print(p["primary"] as Any, p["nope"] as Any)
    print(p[name: "danger"], p[name: "nope"], p[name: "nope", fallback: "#FFF"])
    print(p[0], p[1])
    print(Tokens["spacing.m"], Tokens["spacing.xl"])
    Tokens["spacing.xl"] = 32
    Tokens["spacing.s"] += 1
    print(Tokens["spacing.xl"], Tokens["spacing.s"])
    print(Tokens[scale: "spacing.m", times: 1.5])
    let s = Sentence(words: ["hello", "world"])
    print(s[0], s[1, uppercased: true], s[1, uppercased: false])
}
