// Checks if/else if/else used as an expression, with bindings in conditions and nested if expressions.
func badge(count: Int) -> String {
    if count == 0 { "" } else if count > 99 { "99+" } else { String(count) }
}

func main() {
    for c in [0, 5, 99, 100, 2500] {
        print("[\(badge(count: c))]")
    }
    let isDark = true
    let highContrast = false
    let background = if isDark {
        if highContrast { "#000000" } else { "#1c1c1e" }
    } else {
        "#ffffff"
    }
    print(background)
    let input: String? = "42"
    let number: Int = if let s = input, let n = Int(s) { n * 2 } else { -1 }
    print(number)
    let empty: String? = nil
    let fallback: Int = if let s = empty, let n = Int(s) { n } else { 0 }
    print(fallback)
    var padding: Double = 0
    for width in [320, 768, 1440] {
        padding = if width < 400 { 12 } else if width < 1000 { 24.5 } else { 40 }
        print(width, padding)
    }
    let sign = if case 1... = -4 { "positive" } else { "non-positive" }
    print(sign)
}
