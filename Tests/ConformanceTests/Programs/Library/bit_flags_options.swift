// Checks an OptionSet built on bit flags: insert, remove, contains and the raw bits.
struct Edges: OptionSet {
    let rawValue: UInt8
    static let top = Edges(rawValue: 1 << 0)
    static let leading = Edges(rawValue: 1 << 1)
    static let bottom = Edges(rawValue: 1 << 2)
    static let trailing = Edges(rawValue: 1 << 3)
    static let horizontal: Edges = [.leading, .trailing]
    static let vertical: Edges = [.top, .bottom]
    static let all: Edges = [.horizontal, .vertical]
}

func names(_ e: Edges) -> String {
    var parts: [String] = []
    if e.contains(.top) { parts.append("top") }
    if e.contains(.leading) { parts.append("leading") }
    if e.contains(.bottom) { parts.append("bottom") }
    if e.contains(.trailing) { parts.append("trailing") }
    return "[" + parts.joined(separator: ",") + "] raw=\(e.rawValue)"
}

func main() {
    var e: Edges = [.top]
    print(names(e))
    e.insert(.bottom)
    print(names(e))
    let r = e.insert(.top)
    print("insert top again inserted:", r.inserted)
    e.formUnion(.horizontal)
    print(names(e), e == .all)
    e.remove(.leading)
    print(names(e))
    print("vertical ∩ e", names(e.intersection(.vertical)))
    print("symmetric", names(e.symmetricDifference(.horizontal)))
    print("empty", names([]), Edges().isEmpty)
    print("horizontal subset of all", Edges.horizontal.isSubset(of: .all))
    print("raw", Edges.all.rawValue, String(Edges.all.rawValue, radix: 2))
}
