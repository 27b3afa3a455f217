// Arrays, dictionaries and tuples of class instances print each element's description (or debugDescription when defined).
class Plain {}
class Tag: CustomStringConvertible {
    let name: String
    init(_ name: String) { self.name = name }
    var description: String { "#\(name)" }
}
class DebugTag: Tag, CustomDebugStringConvertible {
    var debugDescription: String { "DebugTag(\(name))" }
}

func main() {
    let tags = [Tag("swift"), Tag("ui")]
    print(tags)
    print("tags: \(tags)")
    print(tags.map { $0.description })
    print(tags.map(\.description).joined(separator: " "))
    let mixed: [Tag] = [Tag("a"), DebugTag("b")]
    print(mixed)
    print(mixed.map { "\($0)" })
    print([Plain(), Plain()])
    print([[Tag("x")], []])
    print(["only": Tag("one")])
    print((Tag("t"), 1))
    let empty: [Tag] = []
    print(empty)
    let nested: [[Tag]] = [tags, [DebugTag("deep")]]
    print(nested)
    print(String(describing: tags))
}
