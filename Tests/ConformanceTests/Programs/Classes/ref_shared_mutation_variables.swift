// Several variables holding one object all observe each mutation.
class Counter {
    var count = 0
    var history: [Int] = []
    func increment(by step: Int = 1) {
        count += step
        history.append(count)
    }
}

func main() {
    let first = Counter()
    let second = first
    var third = second
    first.increment()
    print("after first.increment:", first.count, second.count, third.count)
    second.increment(by: 5)
    print("after second.increment(by: 5):", first.count, second.count, third.count)
    third.count = 100
    print("after third.count = 100:", first.count, second.count, third.count)
    third.increment()
    print("history via first:", first.history)

    third = Counter()
    print("third replaced:", first.count, third.count)
    third.increment(by: 2)
    print("first unaffected:", first.count, "third:", third.count)

    var x = first.count
    x += 1
    print("copied Int x:", x, "first.count still:", first.count)

    let alias = first
    alias.history.removeAll()
    print("history emptied through alias:", first.history.isEmpty, second.history.count)
}
