// Filters components by tag sets: any-of, all-of and none-of queries with Set operations.
struct Component { let name: String; let tags: Set<String> }

func main() {
    let catalog = [
        Component(name: "Button", tags: ["control", "interactive", "core"]),
        Component(name: "Toggle", tags: ["control", "interactive"]),
        Component(name: "Label", tags: ["text", "core"]),
        Component(name: "Badge", tags: ["text", "decorative"]),
        Component(name: "Divider", tags: ["decorative", "core"]),
    ]
    let anyOf: Set = ["text", "decorative"]
    print("any of", catalog.filter { !$0.tags.isDisjoint(with: anyOf) }.map(\.name))
    let allOf: Set = ["core", "control"]
    print("all of", catalog.filter { allOf.isSubset(of: $0.tags) }.map(\.name))
    let noneOf: Set = ["interactive"]
    print("none of", catalog.filter { $0.tags.isDisjoint(with: noneOf) }.map(\.name))
    let allTags = catalog.reduce(into: Set<String>()) { $0.formUnion($1.tags) }
    print("all tags", allTags.sorted())
    let common = catalog.dropFirst().reduce(catalog[0].tags) { $0.intersection($1.tags) }
    print("common to all", common.sorted())
    var tagCounts: [String: Int] = [:]
    for c in catalog {
        for t in c.tags { tagCounts[t, default: 0] += 1 }
    }
    for t in tagCounts.keys.sorted() {
        print(t, tagCounts[t]!)
    }
    var selected: Set<String> = []
    for name in ["Label", "Badge", "Label"] {
        if selected.contains(name) { selected.remove(name) } else { selected.insert(name) }
    }
    print("selected", selected.sorted())
    let button = catalog[0].tags
    print(button.sorted(), button.contains("core"), button.symmetricDifference(catalog[1].tags).sorted())
}
