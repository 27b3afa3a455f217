// A hand-written == replaces synthesis: case-insensitive ids, ignored fields, and != derived from it.
struct User: Equatable {
    var id: String
    var displayName: String
    var lastSeen: Int
    static func == (lhs: User, rhs: User) -> Bool {
        print("comparing \(lhs.id) and \(rhs.id)")
        return lhs.id.lowercased() == rhs.id.lowercased()
    }
}

struct HexColor: Equatable {
    var hex: String
    var normalized: String {
        var s = hex.uppercased()
        if s.hasPrefix("#") { s.removeFirst() }
        if s.count == 3 { s = s.map { "\($0)\($0)" }.joined() }
        return s
    }
    static func == (a: HexColor, b: HexColor) -> Bool { a.normalized == b.normalized }
}

func main() {
    let u1 = User(id: "ABC", displayName: "Ann", lastSeen: 1)
    let u2 = User(id: "abc", displayName: "Annie", lastSeen: 99)
    let u3 = User(id: "xyz", displayName: "Ann", lastSeen: 1)
    print(u1 == u2)
    print(u1 != u3)
    print([u1, u3].contains(u2))
    print(HexColor(hex: "#fa0") == HexColor(hex: "FFAA00"))
    print(HexColor(hex: "#FFAA01") == HexColor(hex: "ffaa00"))
    print(HexColor(hex: "abc").normalized)
    let colors = [HexColor(hex: "#000"), HexColor(hex: "fff")]
    print(colors.firstIndex(of: HexColor(hex: "#FFFFFF")) as Any)
}
