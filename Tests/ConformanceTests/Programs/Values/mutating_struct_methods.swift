// `mutating` methods on a struct change the receiver in place; non-mutating methods return new values and leave it alone.
struct Stack {
    private(set) var items: [Int] = []

    mutating func push(_ x: Int) {
        items.append(x)
    }

    mutating func pop() -> Int? {
        return items.popLast()
    }

    func pushed(_ x: Int) -> Stack {
        var copy = self
        copy.push(x)
        return copy
    }

    var top: Int? { items.last }
}

struct Money {
    var cents: Int
    mutating func add(dollars: Int, cents c: Int = 0) {
        cents += dollars * 100 + c
    }
    mutating func applyDiscount(percent: Int) {
        cents -= cents * percent / 100
    }
    var formatted: String {
        let sign = cents < 0 ? "-" : ""
        let a = abs(cents)
        let frac = a % 100
        return "\(sign)$\(a / 100).\(frac < 10 ? "0" : "")\(frac)"
    }
}

func main() {
    var s = Stack()
    s.push(1)
    s.push(2)
    s.push(3)
    print(s.items, s.top ?? -1)
    let bigger = s.pushed(4)
    print(s.items, bigger.items)
    print(s.pop() ?? -1, s.pop() ?? -1, s.items)
    print(s.pop() ?? -1, s.pop() ?? -1, s.items)

    var price = Money(cents: 1999)
    print(price.formatted)
    price.add(dollars: 5, cents: 1)
    print(price.formatted)
    price.applyDiscount(percent: 10)
    print(price.formatted)
    price.add(dollars: -30)
    print(price.formatted)
    let fixed = price
    price.add(dollars: 100)
    print(fixed.formatted, price.formatted)
}
