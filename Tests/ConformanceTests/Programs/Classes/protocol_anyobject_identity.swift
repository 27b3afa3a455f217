// AnyObject references: identity checks, casting back to concrete classes, and weak storage in a wrapper struct.
protocol Cache: AnyObject {
    func value(for key: String) -> Int?
    func store(_ value: Int, for key: String)
}

final class MemoryCache: Cache {
    private var storage: [String: Int] = [:]
    var hits = 0
    func value(for key: String) -> Int? {
        if let v = storage[key] { hits += 1; return v }
        return nil
    }
    func store(_ value: Int, for key: String) { storage[key] = value }
}

struct WeakBox {
    weak var object: AnyObject?
}

func lookup(_ key: String, in cache: Cache, compute: () -> Int) -> Int {
    if let cached = cache.value(for: key) { return cached }
    let fresh = compute()
    cache.store(fresh, for: key)
    return fresh
}

func main() {
    let memory = MemoryCache()
    let cache: Cache = memory
    var computations = 0
    for key in ["a", "b", "a", "a", "c", "b"] {
        let v = lookup(key, in: cache) {
            computations += 1
            return key == "a" ? 10 : (key == "b" ? 20 : 30)
        }
        print(key, "->", v)
    }
    print("computations:", computations, "hits:", memory.hits)

    let anyObject: AnyObject = cache
    print("anyObject === memory:", anyObject === memory)
    print("cast back:", (anyObject as? MemoryCache)?.hits ?? -1)
    print("is Cache:", anyObject is Cache, "as? Cache nil:", (anyObject as? Cache) == nil)

    let box = WeakBox(object: memory)
    print("box holds memory:", box.object === memory)
    let copy = box
    print("copied box holds same:", copy.object === box.object)
    let other = MemoryCache()
    print("different caches identical:", (other as Cache) === cache)
}
