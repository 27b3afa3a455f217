// Checks that repeat-while runs its body at least once and tests the condition after each iteration.
func digits(of n: Int) -> [Int] {
    var value = n
    var result: [Int] = []
    repeat {
        result.insert(value % 10, at: 0)
        value /= 10
    } while value > 0
    return result
}

func collatzSteps(_ start: Int) -> Int {
    var n = start
    var steps = 0
    repeat {
        if n == 1 { break }
        n = n % 2 == 0 ? n / 2 : 3 * n + 1
        steps += 1
    } while true
    return steps
}

func main() {
    print(digits(of: 0))
    print(digits(of: 7))
    print(digits(of: 90210))
    var runs = 0
    repeat {
        runs += 1
        print("body runs even though condition is false, runs =", runs)
    } while false
    print("runs", runs)
    for s in [1, 6, 7, 27] {
        print("collatz", s, collatzSteps(s))
    }
    var size = 1.0
    var history: [Double] = []
    repeat {
        size *= 1.5
        history.append(size)
    } while size < 10
    print(history)
}
