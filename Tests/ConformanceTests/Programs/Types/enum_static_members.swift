// Enums with static properties and static methods: defaults, lookup tables and factory helpers.
enum Breakpoint: Int, CaseIterable {
    case compact = 0, regular = 600, wide = 1024

    static let `default`: Breakpoint = .regular
    static var count: Int { allCases.count }
    static var widest: Breakpoint { allCases.max { $0.rawValue < $1.rawValue }! }

    static func forWidth(_ w: Int) -> Breakpoint {
        allCases.last { $0.rawValue <= w } ?? .compact
    }

    static var calls = 0
    static func tracked(_ w: Int) -> Breakpoint {
        calls += 1
        return forWidth(w)
    }
}

enum Constants {
    static let pi2 = 6.28
    static let names = ["a", "b"]
    static func scaled(_ x: Double) -> Double { x * pi2 }
}

func main() {
    print(Breakpoint.default, Breakpoint.count, Breakpoint.widest)
    print(Breakpoint.forWidth(320), Breakpoint.forWidth(600), Breakpoint.forWidth(2000))
    let bp: Breakpoint = .forWidth(800)
    print(bp)
    for w in [100, 700, 1100] { print(Breakpoint.tracked(w)) }
    print(Breakpoint.calls)
    print(Constants.pi2, Constants.names, Constants.scaled(2))
}
