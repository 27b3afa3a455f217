// Default implementations call requirements, which reach the conforming type's own versions.
protocol Formatter {
    var prefix: String { get }
    func format(_ value: Int) -> String
    func formatAll(_ values: [Int]) -> String
}

extension Formatter {
    var prefix: String { "#" }
    func format(_ value: Int) -> String { prefix + String(value) }
    func formatAll(_ values: [Int]) -> String {
        values.map { format($0) }.joined(separator: ", ")
    }
    func headline(_ values: [Int]) -> String {
        "[\(values.count)] " + formatAll(values)
    }
}

struct Plain: Formatter {}

struct Hex: Formatter {
    var prefix: String { "0x" }
    func format(_ value: Int) -> String { prefix + String(value, radix: 16, uppercase: true) }
}

struct Bracketed: Formatter {
    var prefix: String { "" }
    func formatAll(_ values: [Int]) -> String { "{" + values.map { format($0) }.joined(separator: "|") + "}" }
}

func main() {
    let xs = [10, 255, 7]
    print(Plain().formatAll(xs))
    print(Hex().formatAll(xs))
    print(Bracketed().formatAll(xs))
    let list: [Formatter] = [Plain(), Hex(), Bracketed()]
    for f in list {
        print(f.prefix.isEmpty ? "(empty)" : f.prefix, f.headline(xs))
    }
}
