// Wrapped properties in a struct's memberwise initialiser: a wrapper with `init(wrappedValue:)` takes the plain value, and defaults may be omitted.
@propertyWrapper
struct Rounded {
    private var value: Double = 0
    var wrappedValue: Double {
        get { value }
        set { value = Double(Int(newValue * 100 + 0.5)) / 100 }
    }
    init(wrappedValue: Double) {
        self.wrappedValue = wrappedValue
    }
}

@propertyWrapper
struct Lowercased {
    private var value: String
    var wrappedValue: String {
        get { value }
        set { value = newValue.lowercased() }
    }
    init(wrappedValue: String) {
        value = wrappedValue.lowercased()
    }
}

struct Product {
    @Lowercased var sku: String
    @Rounded var price: Double = 0
    var quantity = 1

    var total: Double { price * Double(quantity) }
}

func main() {
    let a = Product(sku: "ABC-123", price: 9.999, quantity: 2)
    print(a.sku, a.price, a.quantity, a.total)

    let b = Product(sku: "XyZ")
    print(b.sku, b.price, b.quantity)

    var c = Product(sku: "Q", price: 1.234)
    c.price *= 3
    c.sku += "-EXTRA"
    c.quantity = 4
    print(c.sku, c.price, c.total)

    let list = [Product(sku: "A1", price: 0.005), Product(sku: "B2", price: 2.5, quantity: 3)]
    print(list.map { "\($0.sku):\($0.price)x\($0.quantity)" })
}
