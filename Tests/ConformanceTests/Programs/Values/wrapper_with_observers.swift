// A wrapped property can also have willSet/didSet observers that see the wrapper's transformed value, and two stacked wrappers compose outer-to-inner.
@propertyWrapper
struct NonNegative {
    private var value = 0
    var wrappedValue: Int {
        get { value }
        set { value = max(0, newValue) }
    }
    init(wrappedValue: Int) {
        self.wrappedValue = wrappedValue
    }
}

@propertyWrapper
struct Doubled {
    private var value = 0
    var wrappedValue: Int {
        get { value }
        set { value = newValue * 2 }
    }
    init(wrappedValue: Int) {
        print("  Doubled.init", wrappedValue)
        self.wrappedValue = wrappedValue
    }
}

@propertyWrapper
struct Logged<Value> {
    private var inner: Value
    var wrappedValue: Value {
        get {
            print("  Logged.get")
            return inner
        }
        set {
            print("  Logged.set")
            inner = newValue
        }
    }
    init(wrappedValue: Value) {
        print("  Logged.init")
        inner = wrappedValue
    }
}

struct Wallet {
    @NonNegative var coins: Int = 3 {
        willSet { print("  willSet coins", newValue) }
        didSet { print("  didSet coins", oldValue, "->", coins) }
    }
    @Logged @Doubled var stacked = 5
}

func main() {
    print("init")
    var w = Wallet()
    print(w.coins)
    print("coins = 10")
    w.coins = 10
    print("coins -= 25")
    w.coins -= 25
    print(w.coins)
    print("read stacked", w.stacked)
    print("stacked = 4")
    w.stacked = 4
    print("read stacked", w.stacked)
    print("stacked += 1")
    w.stacked += 1
    print("read stacked", w.stacked)
}