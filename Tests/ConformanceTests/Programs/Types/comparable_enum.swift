// Enums without raw values get synthesised Comparable in declaration order (payloads compared next); sorted, max, min and <= follow it.
enum Priority: Comparable { case low, medium, high, critical }

enum Size: Int, Comparable {
    case large = 1, small = 5, medium = 3
    static func < (a: Size, b: Size) -> Bool { a.rawValue < b.rawValue }
}

enum Badge: Comparable {
    case none
    case dot
    case count(Int)
    case label(String, Int)
}

func names<T>(_ xs: [T]) -> [String] { xs.map { "\($0)" } }

func main() {
    let ps: [Priority] = [.high, .low, .critical, .medium, .low]
    print(names(ps.sorted()))
    print(ps.max()!, ps.min()!)
    print(Priority.low < .high, Priority.critical <= .critical, Priority.medium >= .high)
    print(names(ps.sorted(by: >)))
    let sizes: [Size] = [.small, .large, .medium]
    print(names(sizes.sorted()))
    print(sizes.max()!)
    print(Size.small > .medium)
    let badges: [Badge] = [.count(5), .label("b", 1), .dot, .count(2), .none, .label("a", 9), .label("b", 0)]
    print(names(badges.sorted()))
    print(Badge.count(100) < .label("", 0), Badge.dot < .count(-1))
    print(badges.max()!)
    print(min(Priority.high, .medium), max(Priority.low, .low))
    print((Priority.low...Priority.high).contains(.medium))
    print((Priority.low..<Priority.high).contains(.high))
}
