// Implicit member expressions resolve enum cases against parameter, property and return types.
enum Alignment: String {
    case leading, center, trailing
}

enum Weight { case regular, bold, heavy(Int) }

struct TextStyle {
    var alignment: Alignment = .leading
    var weight: Weight = .regular

    func describe() -> String {
        let w: String
        switch weight {
        case .regular: w = "regular"
        case .bold: w = "bold"
        case .heavy(let n): w = "heavy\(n)"
        }
        return "\(alignment.rawValue)/\(w)"
    }
}

func align(_ a: Alignment) -> String { "aligned \(a)" }
func defaultWeight() -> Weight { .heavy(900) }

func main() {
    print(align(.center))
    print(align(.trailing))
    var style = TextStyle()
    print(style.describe())
    style.alignment = .center
    style.weight = .bold
    print(style.describe())
    style.weight = defaultWeight()
    print(style.describe())
    style = TextStyle(alignment: .trailing, weight: .heavy(700))
    print(style.describe())
    let a: Alignment = .leading
    print(a)
    let dict: [Alignment: Int] = [.leading: 1, .trailing: 3]
    print(dict[.trailing]!, dict[.center] ?? 0)
}
