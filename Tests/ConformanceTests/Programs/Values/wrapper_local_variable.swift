// Property wrappers applied to local variables inside a function, including `$x` projections and wrapper arguments.
@propertyWrapper
struct Clamped {
    private var value: Int
    private let range: ClosedRange<Int>
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: ClosedRange<Int> { range }
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
}

@propertyWrapper
struct Logged {
    private var value: String
    var wrappedValue: String {
        get {
            print("  read", value)
            return value
        }
        set {
            print("  write", newValue)
            value = newValue
        }
    }
    init(wrappedValue: String) {
        value = wrappedValue
    }
}

func simulate(steps: [Int]) -> Int {
    @Clamped(0...10) var level = 5
    for s in steps {
        level += s
        print("  step \(s) -> \(level)")
    }
    return level
}

func main() {
    print(simulate(steps: [3, 4, -20, 2, 100]))

    @Clamped(-1...1) var unit = 7
    print(unit, $unit)
    unit = -9
    print(unit)

    @Logged var status = "idle"
    status = "busy"
    status += "!"
    let s = status
    print(s)
}
