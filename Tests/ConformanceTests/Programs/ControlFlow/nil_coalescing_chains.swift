// Checks ?? chains resolving theme values through several optional layers, mixing Optional and non-Optional results.
struct ThemeLayer {
    var name: String
    var accent: String?
    var radius: Int?
}

struct ResolvedTheme {
    let layers: [ThemeLayer]
    func accent() -> String {
        layers.count > 2
            ? (layers[0].accent ?? layers[1].accent ?? layers[2].accent ?? "#000000")
            : (layers.first?.accent ?? "#000000")
    }
    func radius() -> Int? {
        layers.first?.radius ?? layers.last?.radius
    }
}

func main() {
    let user = ThemeLayer(name: "user", accent: nil, radius: nil)
    let brand = ThemeLayer(name: "brand", accent: "#0055ff", radius: nil)
    let system = ThemeLayer(name: "system", accent: "#007aff", radius: 10)
    let t = ResolvedTheme(layers: [user, brand, system])
    print(t.accent())
    print(t.radius() as Any)
    let bare = ResolvedTheme(layers: [user])
    print(bare.accent())
    print(bare.radius() as Any)
    let empty = ResolvedTheme(layers: [])
    print(empty.radius() as Any)
    let settings: [String: String] = ["fontSize": "14"]
    let size = Int(settings["fontSize"] ?? "") ?? 12
    let weight = Int(settings["fontWeight"] ?? "") ?? 400
    let bogus = Int(settings["nothing"] ?? "x") ?? -1
    print(size, weight, bogus)
    let a: Int? = nil
    let b: Int? = nil
    let c: Int? = 3
    let optionalResult: Int? = a ?? b ?? c
    print(optionalResult as Any)
    let stillNil: Int? = a ?? b
    print(stillNil as Any)
    let names: [String?] = [nil, "Ana", nil]
    print(names.map { $0 ?? "anonymous" })
    print((names.first ?? nil) ?? "first is nil")
}
