// Read-only computed properties (with and without the `get` keyword) are recomputed on every access and reflect the current stored values.
struct Cart {
    var prices: [Int] = []
    var taxPercent = 10

    var subtotal: Int {
        prices.reduce(0, +)
    }

    var tax: Int {
        get {
            print("  computing tax")
            return subtotal * taxPercent / 100
        }
    }

    var total: Int {
        return subtotal + tax
    }

    var isEmpty: Bool { prices.isEmpty }

    var summary: String {
        if isEmpty { return "empty cart" }
        return "\(prices.count) items, total \(total)"
    }
}

enum Spacing: Int {
    case small = 4, medium = 8, large = 16
    var double: Int { rawValue * 2 }
    var name: String {
        switch self {
        case .small: return "S"
        case .medium: return "M"
        case .large: return "L"
        }
    }
}

func main() {
    var cart = Cart()
    print(cart.summary)
    cart.prices.append(100)
    cart.prices.append(250)
    print(cart.subtotal)
    print(cart.summary)
    cart.taxPercent = 20
    print(cart.total)
    let frozen = cart
    cart.prices.removeAll()
    print(frozen.total, cart.summary)

    for s in [Spacing.small, .medium, .large] {
        print(s.name, s.rawValue, s.double)
    }
}
