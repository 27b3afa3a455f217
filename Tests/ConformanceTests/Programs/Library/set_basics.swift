// Checks Set insert (with its returned tuple), contains, remove, count and sorted printing.
func main() {
    var tags: Set<String> = ["swift", "ui"]
    print(tags.count, tags.contains("ui"), tags.contains("UI"))
    let r1 = tags.insert("design")
    print(r1.inserted, r1.memberAfterInsert)
    let r2 = tags.insert("swift")
    print(r2.inserted, r2.memberAfterInsert)
    print(r2)
    print(tags.sorted())
    print(tags.remove("ui") as Any, tags.remove("missing") as Any)
    print(tags.sorted(), tags.count)
    let fromArray = Set([3, 1, 3, 2, 1])
    print(fromArray.count, fromArray.sorted())
    print(Set<Int>().isEmpty, Set([1]))
    let updated = tags.update(with: "design")
    print(updated as Any, tags.count)
    let newOne = tags.update(with: "motion")
    print(newOne as Any, tags.sorted())
    let visited = ["home", "settings", "home", "profile", "settings"]
    var seen = Set<String>()
    var order: [String] = []
    for screen in visited where seen.insert(screen).inserted {
        order.append(screen)
    }
    print(order)
    print(Set("mississippi").sorted(), Set("mississippi").count)
    print(Set([1, 2, 3]) == Set([3, 2, 1]))
    let filtered = fromArray.filter { $0 > 1 }
    print(type(of: filtered), filtered.sorted())
    print(fromArray.map { $0 * 10 }.sorted())
    tags.removeAll()
    print(tags.isEmpty, tags)
}
