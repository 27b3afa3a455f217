// Checks switch used as an expression: assigned to let, returned implicitly, with bindings and where clauses.
enum SizeClass { case compact, regular }

func columns(for sizeClass: SizeClass, width: Int) -> Int {
    switch sizeClass {
    case .compact: 1
    case .regular where width > 1200: 4
    case .regular: 2
    }
}

func main() {
    let code = 503
    let text = switch code {
    case 200..<300: "ok"
    case 404: "not found"
    case 500...: "server error \(code)"
    default: "other"
    }
    print(text)
    print(columns(for: .compact, width: 2000), columns(for: .regular, width: 800), columns(for: .regular, width: 1400))
    let point = (2, -3)
    let description: String = switch point {
    case (0, 0): "origin"
    case (let x, let y) where y < 0: "below axis at \(x)"
    default: "elsewhere"
    }
    print(description)
    var values: [Double] = []
    for n in 0..<4 {
        let scale: Double = switch n {
        case 0: 0.5
        case 1, 2: Double(n)
        default: 10
        }
        values.append(scale)
    }
    print(values)
    let maybe: Int? = nil
    let shown = switch maybe {
    case .some(let v): String(v)
    case .none: "-"
    }
    print(shown)
    let weight = 700
    let name = switch weight { case ..<400: "light"; case 400: "regular"; default: "bold" }
    print(name)
}
