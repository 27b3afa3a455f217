// Checks nested and chained ternary conditional expressions, their right associativity and evaluation of only the chosen branch.
func trace(_ s: String) -> String {
    print("  evaluated", s)
    return s
}

func grade(_ score: Int) -> String {
    score >= 90 ? "A" : score >= 80 ? "B" : score >= 70 ? "C" : "F"
}

func main() {
    for s in [95, 85, 72, 10] {
        print(s, grade(s))
    }
    let isDark = false
    let isHighContrast = true
    let text = isDark ? (isHighContrast ? "white" : "light gray") : (isHighContrast ? "black" : "dark gray")
    print(text)
    print("only chosen branch:")
    let picked = 3 > 2 ? trace("left") : trace("right")
    print(picked)
    let nested = false ? trace("a") : true ? trace("b") : trace("c")
    print(nested)
    let n = 0
    let sign = n > 0 ? 1 : n < 0 ? -1 : 0
    print("sign", sign)
    let width = 500.0
    let columns = width < 400 ? 1 : width < 800 ? 2 : 3
    let spacing: Double = columns == 1 ? 8 : columns == 2 ? 12.5 : 16
    print(columns, spacing)
    let count = 1
    print("\(count) item\(count == 1 ? "" : "s")", "\(2) item\(2 == 1 ? "" : "s")")
    let x = 5
    let y = (x > 3 ? x : -x) * (x % 2 == 0 ? 2 : 3)
    print(y)
}
