// Static storage passed as inout, swapped, and mutated through mutating methods; static properties of an enum namespace holding structs.
struct Stats {
    var hits = 0
    var misses = 0
    mutating func record(_ hit: Bool) {
        if hit { hits += 1 } else { misses += 1 }
    }
    var ratio: String { "\(hits)/\(hits + misses)" }
}

enum Metrics {
    static var images = Stats()
    static var fonts = Stats()
    static var order: [String] = []
}

func bump(_ n: inout Int) {
    n += 1
}

func touch(_ list: inout [String], _ name: String) {
    list.append(name)
}

func main() {
    Metrics.images.record(true)
    Metrics.images.record(false)
    Metrics.images.record(true)
    Metrics.fonts.record(false)
    print(Metrics.images.ratio, Metrics.fonts.ratio)

    bump(&Metrics.fonts.hits)
    bump(&Metrics.fonts.hits)
    touch(&Metrics.order, "fonts")
    touch(&Metrics.order, "images")
    print(Metrics.fonts.ratio, Metrics.order)

    swap(&Metrics.images, &Metrics.fonts)
    print(Metrics.images.ratio, Metrics.fonts.ratio)

    var local = Metrics.images
    local.record(true)
    print(local.ratio, Metrics.images.ratio)

    Metrics.order.swapAt(0, 1)
    Metrics.order[0] += "!"
    print(Metrics.order)
}
