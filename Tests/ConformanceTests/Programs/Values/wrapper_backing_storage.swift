// The synthesised backing storage `_x` of a wrapped property: reading it, calling the wrapper's methods, and replacing the whole wrapper from inside the type.
@propertyWrapper
struct Bounded {
    var wrappedValue: Int {
        didSet { if wrappedValue > limit { wrappedValue = limit } }
    }
    var limit: Int

    init(wrappedValue: Int, limit: Int) {
        self.wrappedValue = min(wrappedValue, limit)
        self.limit = limit
    }

    func describe() -> String {
        return "\(wrappedValue)/\(limit)"
    }
}

struct Inventory {
    @Bounded(limit: 5) var apples = 2
    @Bounded(limit: 3) var pears = 10

    func report() -> String {
        return "apples " + _apples.describe() + ", pears " + _pears.describe()
    }

    mutating func raiseLimits(by n: Int) {
        _apples.limit += n
        _pears = Bounded(wrappedValue: pears, limit: _pears.limit + n)
    }
}

func main() {
    var inv = Inventory()
    print(inv.report())
    inv.apples = 9
    inv.pears += 1
    print(inv.apples, inv.pears, inv.report())
    inv.raiseLimits(by: 10)
    print(inv.report())
    inv.apples = 9
    inv.pears = 100
    print(inv.report())
}
