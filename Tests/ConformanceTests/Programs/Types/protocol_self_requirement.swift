// Protocols using Self in requirements: combining two values of the same conforming type.
protocol Mergeable: Equatable {
    func merged(with other: Self) -> Self
}

extension Mergeable {
    func mergedAll(_ others: [Self]) -> Self {
        others.reduce(self) { $0.merged(with: $1) }
    }
}

struct Tags: Mergeable, CustomStringConvertible {
    var items: [String]
    func merged(with other: Tags) -> Tags {
        var out = items
        for t in other.items where !out.contains(t) { out.append(t) }
        return Tags(items: out)
    }
    var description: String { items.joined(separator: ",") }
}

struct Bounds: Mergeable {
    var lo: Int, hi: Int
    func merged(with other: Bounds) -> Bounds { Bounds(lo: min(lo, other.lo), hi: max(hi, other.hi)) }
}

func combine<M: Mergeable>(_ a: M, _ b: M) -> M { a.merged(with: b) }

func main() {
    let a = Tags(items: ["ui", "swift"])
    let b = Tags(items: ["swift", "ios"])
    print(a.merged(with: b))
    print(combine(b, a))
    print(a.mergedAll([b, Tags(items: ["mac", "ui"])]))
    print(a == Tags(items: ["ui", "swift"]), a == b)
    let r = Bounds(lo: 3, hi: 5).mergedAll([Bounds(lo: 1, hi: 4), Bounds(lo: 4, hi: 9)])
    print(r.lo, r.hi)
    print(combine(Bounds(lo: 0, hi: 0), Bounds(lo: -2, hi: 1)) == Bounds(lo: -2, hi: 1))
}
