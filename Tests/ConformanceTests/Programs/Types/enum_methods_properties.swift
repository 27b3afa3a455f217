// Enums with computed properties, methods, mutating methods and initializers: a traffic-light state machine.
enum Light {
    case red, yellow, green

    init(code: String) {
        switch code.lowercased() {
        case "r": self = .red
        case "y": self = .yellow
        default: self = .green
        }
    }

    var duration: Int {
        switch self {
        case .red: return 30
        case .yellow: return 5
        case .green: return 25
        }
    }

    var canGo: Bool { self == .green }

    func next() -> Light {
        switch self {
        case .red: return .green
        case .green: return .yellow
        case .yellow: return .red
        }
    }

    mutating func advance() { self = next() }

    func describe(with prefix: String = "light") -> String { "\(prefix) \(self) for \(duration)s" }
}

func main() {
    var l = Light(code: "R")
    print(l, l.duration, l.canGo)
    var total = 0
    for _ in 0..<5 {
        l.advance()
        total += l.duration
        print(l.describe(), l.canGo)
    }
    print(total)
    print(Light(code: "y").describe(with: "signal"))
    print(Light(code: "?").next().next())
}
