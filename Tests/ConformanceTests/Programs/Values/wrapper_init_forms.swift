// Every property-wrapper initialiser form: `init(wrappedValue:)`, `init(wrappedValue:maximum:)` via `@Clamped(maximum: 10) var x = 3`, `init()` with no initial value, and an unlabeled `init(_:)` argument.
@propertyWrapper
struct Clamped {
    private var value: Int
    let minimum: Int
    let maximum: Int
    var wrappedValue: Int {
        get { value }
        set { value = Swift.min(Swift.max(newValue, minimum), maximum) }
    }
    init(wrappedValue: Int) {
        print("  Clamped.init(wrappedValue: \(wrappedValue))")
        self.init(wrappedValue: wrappedValue, minimum: 0, maximum: 100)
    }
    init(wrappedValue: Int, maximum: Int) {
        print("  Clamped.init(wrappedValue: \(wrappedValue), maximum: \(maximum))")
        self.init(wrappedValue: wrappedValue, minimum: 0, maximum: maximum)
    }
    init(wrappedValue: Int, minimum: Int, maximum: Int) {
        self.minimum = minimum
        self.maximum = maximum
        value = Swift.min(Swift.max(wrappedValue, minimum), maximum)
    }
}

@propertyWrapper
struct Counted {
    var wrappedValue: Int
    init() {
        print("  Counted.init()")
        wrappedValue = 0
    }
}

@propertyWrapper
struct Prefixed {
    let prefix: String
    private var raw = ""
    var wrappedValue: String {
        get { prefix + raw }
        set { raw = newValue }
    }
    init(_ prefix: String) {
        print("  Prefixed.init(\"\(prefix)\")")
        self.prefix = prefix
    }
}

struct Controls {
    @Clamped var percent = 150
    @Clamped(maximum: 10) var rating = 3
    @Clamped(wrappedValue: -5, minimum: -10, maximum: 10) var offset
    @Counted var taps: Int
    @Prefixed("#") var tag: String
}

func main() {
    print("init Controls")
    var c = Controls()
    print(c.percent, c.rating, c.offset, c.taps, "[\(c.tag)]")
    c.rating = 42
    c.percent -= 500
    c.offset = 11
    c.taps += 2
    c.tag = "swift"
    print(c.percent, c.rating, c.offset, c.taps, c.tag)
    c.rating -= 3
    c.tag += "ui"
    print(c.rating, c.tag)
}
