// Resolves design tokens from dictionaries with fallbacks, aliases and per-scheme overrides.
enum Scheme: String { case light, dark }

struct ThemeStore {
    var base: [String: String] = [
        "color.background": "#FFFFFF",
        "color.text": "#111111",
        "color.accent": "{brand.blue}",
        "radius.card": "12",
    ]
    var brand: [String: String] = ["brand.blue": "#0A84FF", "brand.red": "#FF453A"]
    var overrides: [Scheme: [String: String]] = [
        .dark: ["color.background": "#000000", "color.text": "#EEEEEE"],
    ]

    func value(_ key: String, scheme: Scheme) -> String? {
        let merged = base.merging(overrides[scheme] ?? [:]) { _, new in new }
        guard var raw = merged[key] ?? brand[key] else { return nil }
        var hops = 0
        while raw.hasPrefix("{") && raw.hasSuffix("}") && hops < 5 {
            let alias = String(raw.dropFirst().dropLast())
            guard let next = merged[alias] ?? brand[alias] else { return nil }
            raw = next
            hops += 1
        }
        return raw
    }
}

func main() {
    var store = ThemeStore()
    let keys = ["color.background", "color.text", "color.accent", "radius.card", "color.missing"]
    for scheme in [Scheme.light, .dark] {
        for key in keys {
            print(scheme.rawValue, key, store.value(key, scheme: scheme) ?? "<none>")
        }
    }
    store.overrides[.dark, default: [:]]["color.accent"] = "{brand.red}"
    print(store.value("color.accent", scheme: .dark)!, store.value("color.accent", scheme: .light)!)
    store.base["loop.a"] = "{loop.b}"
    store.base["loop.b"] = "{loop.a}"
    print(store.value("loop.a", scheme: .light) as Any)
    let radius = Int(store.value("radius.card", scheme: .light) ?? "") ?? 0
    print("radius doubled", radius * 2)
    print(store.overrides[.light] as Any, store.overrides[.dark]!.count)
}
