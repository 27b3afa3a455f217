// `lazy` properties in a class: initialiser runs on first access (referencing self), shared by all references, and a lazy optional stays nil once computed as nil.
final class ImageCache {
    let name: String
    var hits = 0
    lazy var entries: [String: Int] = {
        print("  creating entries for", self.name)
        return ["placeholder": 0]
    }()
    lazy var label: String = "cache:" + name.uppercased()
    lazy var firstMissing: Int? = {
        print("  computing firstMissing")
        return nil
    }()

    init(name: String) {
        self.name = name
        print("  init done")
    }

    func lookup(_ key: String) -> Int? {
        hits += 1
        return entries[key]
    }
}

func main() {
    let cache = ImageCache(name: "thumbs")
    print("lookup 1")
    print(cache.lookup("placeholder") as Any)
    print("lookup 2")
    print(cache.lookup("missing") as Any)
    cache.entries["logo"] = 3
    let alias = cache
    print(alias.lookup("logo") as Any, alias.hits)
    print(cache.label)
    print(cache.firstMissing as Any)
    print(cache.firstMissing as Any)
    cache.firstMissing = 5
    print(cache.firstMissing as Any)
}
