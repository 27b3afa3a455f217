// Checks `for ... where` filters with simple and compound conditions, on ranges, arrays of structs and tuples.
struct Token {
    let name: String
    let value: Int
    let deprecated: Bool
}

func main() {
    for i in 1...20 where i % 5 == 0 {
        print("multiple of five", i)
    }
    let tokens = [
        Token(name: "space.xs", value: 2, deprecated: true),
        Token(name: "space.sm", value: 4, deprecated: false),
        Token(name: "space.md", value: 8, deprecated: false),
        Token(name: "space.lg", value: 16, deprecated: true),
        Token(name: "space.xl", value: 32, deprecated: false),
    ]
    for t in tokens where !t.deprecated && t.value >= 8 {
        print(t.name, t.value)
    }
    for (i, t) in tokens.enumerated() where i.isMultiple(of: 2) {
        print("even index", i, t.name)
    }
    var skipped = 0
    for t in tokens where t.deprecated {
        skipped += 1
    }
    print("deprecated", skipped)
    let matrix = [[1, 2], [3, 4], [5, 6]]
    for row in matrix where row.reduce(0, +) > 4 {
        print("row", row)
    }
    for c in "Design System" where c.isUppercase {
        print("upper", c)
    }
    for i in 0..<0 where true {
        print("never", i)
    }
    print("done")
}
