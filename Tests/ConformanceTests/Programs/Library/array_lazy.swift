// Checks that lazy map and filter run their closures on demand, in element order, and only as far as needed.
func main() {
    let numbers = [1, 2, 3, 4, 5, 6]
    let lazyResult = numbers.lazy
        .map { n -> Int in
            print("map", n)
            return n * 10
        }
        .filter { n -> Bool in
            print("filter", n)
            return n % 20 == 0
        }
    print("nothing has run yet")
    let first = lazyResult.first
    print("first", first as Any)
    print("taking two")
    let two = Array(lazyResult.prefix(2))
    print("two", two)
    print("eager version")
    let eager = numbers
        .map { n -> Int in
            print("emap", n)
            return n * 10
        }
        .filter { n -> Bool in
            print("efilter", n)
            return n % 20 == 0
        }
    print("eager", eager)
    var calls = 0
    let squares = (1..<1001).lazy.map { n -> Int in
        calls += 1
        return n * n
    }
    print(squares.first(where: { $0 > 50 }) as Any, "calls", calls)
    print(squares[2], "calls", calls)
    print(Array(numbers.lazy.compactMap { $0 % 3 == 0 ? $0 : nil }))
}
