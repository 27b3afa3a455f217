// `inout` is copy-in copy-out: a thrown error still writes back, a closure capturing the parameter sees the local copy, and an array element argument stays independent of other elements.
enum StepError: Error {
    case tooBig(Int)
}

func addChecked(_ n: inout Int, _ k: Int) throws {
    n += k
    if n > 10 {
        throw StepError.tooBig(n)
    }
}

func apply(_ n: inout Int, times: Int) {
    for _ in 0..<times {
        n = n * 2 + 1
    }
}

func incrementAll(_ values: inout [Int]) {
    for i in values.indices {
        apply(&values[i], times: i)
    }
}

func main() {
    var n = 5
    do {
        try addChecked(&n, 3)
        print("ok", n)
        try addChecked(&n, 4)
        print("not reached")
    } catch StepError.tooBig(let v) {
        print("too big", v, "n is", n)
    } catch {
        print("other")
    }

    var values = [0, 0, 0, 0]
    incrementAll(&values)
    print(values)

    var total = 1
    apply(&total, times: 0)
    print(total)
    apply(&total, times: 4)
    print(total)
}
