// Checks while loops whose conditions combine &&, ||, negation, optional binding and comma-separated clauses.
func main() {
    var a = 0
    var b = 10
    while a < b && (b - a) > 3 || a == 0 {
        print("a=\(a) b=\(b)")
        a += 2
        b -= 1
    }
    print("stopped a=\(a) b=\(b)")

    let words = ["alpha", "beta", "", "gamma"]
    var index = 0
    while index < words.count, !words[index].isEmpty {
        print("word", words[index])
        index += 1
    }
    print("stopped at index", index)

    var queue: [Int?] = [3, 5, nil, 8]
    var sum = 0
    while !queue.isEmpty, let head = queue.first, let value = head, value < 10 {
        sum += value
        queue.removeFirst()
        print("took", value, "sum", sum)
    }
    print("remaining count", queue.count)

    var x = 1
    var y = 1
    while !(x > 50 || y > 50) {
        (x, y) = (y, x + y)
    }
    print("fib pair", x, y)

    var width = 1000.0
    let minimum = 300.0
    var passes = 0
    while width > minimum, passes < 10 {
        width *= 0.75
        passes += 1
    }
    print("width", width, "passes", passes)
}
