// Assigning a struct to another variable copies it; mutating either copy leaves the other unchanged.
struct ColorToken {
    var name: String
    var red: Int
    var green: Int
    var blue: Int
    var tags: [String]
}

func describe(_ t: ColorToken) -> String {
    return "\(t.name) rgb(\(t.red),\(t.green),\(t.blue)) tags=\(t.tags)"
}

func main() {
    let primary = ColorToken(name: "primary", red: 10, green: 20, blue: 30, tags: ["brand"])
    var hover = primary
    hover.name = "primary.hover"
    hover.red += 5
    hover.tags.append("state")
    print(describe(primary))
    print(describe(hover))

    var a = primary
    var b = a
    b.blue = 255
    a.green = 0
    print(describe(a))
    print(describe(b))

    var chain = [primary, primary]
    var third = chain[0]
    third.name = "third"
    chain.append(third)
    third.red = 99
    for t in chain {
        print(describe(t))
    }
    print(third.red, chain[2].red)

    var original = primary
    let snapshot = original
    original.tags.removeAll()
    print(original.tags.count, snapshot.tags.count)
    print(snapshot.tags)
}
