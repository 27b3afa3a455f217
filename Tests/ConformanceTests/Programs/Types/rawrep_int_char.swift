// Int raw values auto-increment from the last explicit value; Character raw values; custom RawRepresentable.
enum Status: Int {
    case draft, review, published = 10, archived, deleted = 20, purged
}

enum Separator: Character {
    case comma = ",", semicolon = ";", tab = "\t"
}

enum Negative: Int { case a = -2, b, c, d }

struct Hex: RawRepresentable {
    var rawValue: Int
    init(rawValue: Int) { self.rawValue = rawValue }
    init?(string: String) {
        guard let v = Int(string, radix: 16) else { return nil }
        self.init(rawValue: v)
    }
}

func main() {
    print(Status.draft.rawValue, Status.review.rawValue, Status.published.rawValue)
    print(Status.archived.rawValue, Status.deleted.rawValue, Status.purged.rawValue)
    print(Status(rawValue: 11)!, Status(rawValue: 11) == .archived)
    print(Status(rawValue: 2) == nil)
    print(Status(rawValue: 21)!)
    print(Negative.a.rawValue, Negative.b.rawValue, Negative.c.rawValue, Negative.d.rawValue)
    print(Separator.comma.rawValue, Separator(rawValue: ";")!)
    print(Separator(rawValue: "|") as Any)
    let line = "a,b;c"
    print(line.split(separator: Separator.comma.rawValue))
    print(Hex(string: "ff")!.rawValue, Hex(string: "zz") == nil)
    print(Hex(rawValue: 7).rawValue)
}
