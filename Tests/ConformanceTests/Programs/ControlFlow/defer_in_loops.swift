// Checks that a defer inside a loop body runs at the end of every iteration, including iterations left by continue and break.
func main() {
    for i in 1...3 {
        defer { print("  defer for i =", i) }
        print("body i =", i)
    }
    print("--- continue/break")
    for i in 0..<6 {
        defer { print("  cleanup", i) }
        if i % 2 == 0 {
            print("skip even", i)
            continue
        }
        if i == 5 {
            print("break at", i)
            break
        }
        print("odd", i)
    }
    print("--- while with counter")
    var count = 0
    while count < 3 {
        defer { count += 1 }
        print("count is", count)
    }
    print("after while count =", count)
    print("--- nested loops")
    for row in 0..<2 {
        defer { print("end row", row) }
        for col in 0..<2 {
            defer { print("  end cell", row, col) }
            print("  cell", row, col)
        }
    }
    print("--- repeat")
    var n = 3
    repeat {
        defer { n -= 1 }
        print("repeat n =", n)
    } while n > 1
    print("final n =", n)
}
