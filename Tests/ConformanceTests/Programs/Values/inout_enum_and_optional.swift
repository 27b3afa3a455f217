// `inout` on enum values, optionals, and force-unwrapped optionals: functions replace cases and payloads, and the caller sees the new value.
enum Toggle {
    case on, off
}

enum Cache {
    case empty
    case filled([String])
}

func flip(_ t: inout Toggle) {
    t = (t == .on) ? .off : .on
}

func store(_ item: String, in cache: inout Cache) {
    switch cache {
    case .empty:
        cache = .filled([item])
    case .filled(var items):
        items.append(item)
        cache = .filled(items)
    }
}

func fillDefault(_ value: inout Int?) {
    if value == nil {
        value = 0
    }
    value! += 1
}

func describe(_ c: Cache) -> String {
    switch c {
    case .empty: return "empty"
    case .filled(let items): return "filled \(items)"
    }
}

func main() {
    var t = Toggle.off
    flip(&t)
    print(t)
    flip(&t)
    print(t)

    var cache = Cache.empty
    print(describe(cache))
    store("a", in: &cache)
    store("b", in: &cache)
    print(describe(cache))

    var missing: Int? = nil
    fillDefault(&missing)
    fillDefault(&missing)
    print(missing as Any)

    var present: Int? = 10
    fillDefault(&present)
    print(present!)

    var boxed: [Int]? = [1]
    var inner = 0
    swap(&boxed![0], &inner)
    print(boxed!, inner)

    var toggles: [Toggle] = [.on, .off, .on]
    for i in toggles.indices { flip(&toggles[i]) }
    print(toggles.map { "\($0)" })
}
