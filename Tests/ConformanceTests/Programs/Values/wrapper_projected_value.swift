// A property wrapper's `projectedValue` is reached with `$x`; it can be a different type, a computed value, or the wrapper itself.
@propertyWrapper
struct Tracked {
    private var value: Int
    private(set) var changes = 0
    var wrappedValue: Int {
        get { value }
        set {
            value = newValue
            changes += 1
        }
    }
    var projectedValue: Int { changes }
    init(wrappedValue: Int) {
        value = wrappedValue
    }
}

@propertyWrapper
struct Validated {
    var wrappedValue: String
    var projectedValue: Bool { wrappedValue.contains("@") && wrappedValue.count >= 3 }
}

@propertyWrapper
struct History<Value> {
    var wrappedValue: Value {
        didSet { past.append(oldValue) }
    }
    var past: [Value] = []
    var projectedValue: History<Value> {
        get { self }
        set { self = newValue }
    }
    init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
    mutating func undo() {
        if let last = past.popLast() {
            wrappedValue = last
            past.removeLast()
        }
    }
}

struct Form {
    @Tracked var age = 30
    @Validated var email = "nobody"
    @History var title = "Draft"
}

func main() {
    var f = Form()
    print(f.age, f.$age)
    f.age = 31
    f.age += 1
    print(f.age, f.$age)

    print(f.email, f.$email)
    f.email = "a@b.c"
    print(f.email, f.$email)

    f.title = "Second"
    f.title = "Third"
    print(f.title, f.$title.past)
    f.$title.undo()
    print(f.title, f.$title.past)
    f.$title.undo()
    print(f.title, f.$title.past)
}
