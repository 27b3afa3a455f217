// Static stored properties are initialised lazily on first access (once), so their initialiser's print appears at that moment, not at program start.
func makeTable(_ name: String) -> [String: Int] {
    print("  initialising", name)
    return ["base": 16, "title": 28]
}

enum Typography {
    static let sizes = makeTable("Typography.sizes")
    static var scale: Double = {
        print("  initialising Typography.scale")
        return 1.0
    }()
    static let unused = makeTable("Typography.unused")
}

struct Theme {
    static let shared: Theme = {
        print("  creating Theme.shared")
        return Theme(name: "default")
    }()
    var name: String
}

func main() {
    print("main starts")
    print("before sizes")
    print(Typography.sizes["base"]!)
    print("again")
    print(Typography.sizes["title"]!)
    print("before scale")
    Typography.scale *= 1.5
    print(Typography.scale)
    Typography.scale = 2
    print(Typography.scale)
    print("before theme")
    let a = Theme.shared
    let b = Theme.shared
    print(a.name, b.name)
    var c = Theme.shared
    c.name = "custom"
    print(Theme.shared.name, c.name)
    print("end")
}
