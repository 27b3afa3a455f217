// Checks updateValue(_:forKey:) and removeValue(forKey:) return values.
func main() {
    var settings = ["theme": "light", "size": "m"]
    let old = settings.updateValue("dark", forKey: "theme")
    print("old theme", old as Any, "new", settings["theme"]!)
    let inserted = settings.updateValue("en", forKey: "lang")
    print("lang previous", inserted as Any, "count", settings.count)
    let removed = settings.removeValue(forKey: "size")
    print("removed", removed as Any, "count", settings.count)
    let removedAgain = settings.removeValue(forKey: "size")
    print("removed again", removedAgain as Any)
    print(settings.sorted { $0.key < $1.key })
    var cache: [Int: String] = [:]
    func store(_ key: Int, _ value: String) {
        if let previous = cache.updateValue(value, forKey: key) {
            print("replaced \(key): \(previous) -> \(value)")
        } else {
            print("stored \(key): \(value)")
        }
    }
    store(1, "a")
    store(2, "b")
    store(1, "c")
    print(cache.count, cache[1]!)
    if let i = cache.index(forKey: 2) {
        let entry = cache.remove(at: i)
        print("removed entry", entry.key, entry.value)
    }
    print(cache.keys.sorted(), cache.count)
    cache.removeAll()
    print(cache.isEmpty)
    var counters = ["taps": 0]
    counters["taps"]! += 1
    counters["taps"]? += 1
    counters["misses"]? += 1
    print(counters["taps"]!, counters["misses"] as Any, counters.count)
}
