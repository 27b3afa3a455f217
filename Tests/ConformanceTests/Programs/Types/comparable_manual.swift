// A hand-written < gives sorted(), max(), min(), <= and clamping for a struct.
struct Version: Comparable, CustomStringConvertible {
    var major: Int, minor: Int, patch: Int
    init(_ s: String) {
        let parts = s.split(separator: ".").map { Int($0) ?? 0 }
        major = parts.count > 0 ? parts[0] : 0
        minor = parts.count > 1 ? parts[1] : 0
        patch = parts.count > 2 ? parts[2] : 0
    }
    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }
    var description: String { "v\(major).\(minor).\(patch)" }
}

struct Score: Comparable {
    var points: Int
    var name: String
    static func < (a: Score, b: Score) -> Bool {
        a.points != b.points ? a.points > b.points : a.name < b.name
    }
}

func main() {
    let vs = ["1.10", "1.2.3", "0.9", "1.2", "2"].map(Version.init)
    print(vs.sorted())
    print(vs.max()!, vs.min()!)
    print(Version("1.2") <= Version("1.2.0"), Version("1.2") == Version("1.2.0"))
    print(Version("1.10") > Version("1.9"))
    print(Version("3.0") >= Version("2.99.99"))
    print(min(Version("1.0"), Version("0.1")))
    let board = [Score(points: 5, name: "b"), Score(points: 9, name: "z"), Score(points: 5, name: "a")]
    print(board.sorted().map(\.name))
    print(board.min()!.name, board.max()!.name)
    print((1, "b") < (1, "c"), (2, 0) < (1, 9))
}
