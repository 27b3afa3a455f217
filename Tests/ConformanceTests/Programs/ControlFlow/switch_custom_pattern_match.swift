// Checks expression patterns using custom ~= overloads (predicates, regex-like prefixes, ranges of a custom type).
struct Prefix {
    let value: String
}

func ~= (pattern: Prefix, value: String) -> Bool {
    value.hasPrefix(pattern.value)
}

func ~= <T>(pattern: (T) -> Bool, value: T) -> Bool {
    pattern(value)
}

struct Version: Comparable {
    let major: Int
    let minor: Int
    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }
}

func isEven(_ n: Int) -> Bool { n % 2 == 0 }

func route(_ path: String) -> String {
    switch path {
    case Prefix(value: "/settings"): return "settings screen"
    case Prefix(value: "/profile/"): return "profile \(path.dropFirst(9))"
    case "/": return "home"
    default: return "not found"
    }
}

func main() {
    for p in ["/settings/theme", "/profile/ana", "/", "/about"] {
        print(p, "->", route(p))
    }
    for n in [3, 8] {
        switch n {
        case isEven: print(n, "even via predicate")
        default: print(n, "odd")
        }
    }
    let current = Version(major: 2, minor: 5)
    switch current {
    case Version(major: 1, minor: 0)..<Version(major: 2, minor: 0): print("v1")
    case Version(major: 2, minor: 0)...Version(major: 2, minor: 9): print("v2.x")
    default: print("newer")
    }
    let hex = "#ff8800"
    switch hex.count {
    case { $0 == 4 || $0 == 7 }: print("valid hex length", hex.count)
    default: print("bad length")
    }
}
