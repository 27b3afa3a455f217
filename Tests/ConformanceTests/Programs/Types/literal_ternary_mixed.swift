// Literals inside ternaries and mixed expressions adopt the type fixed by context.
func opacity(enabled: Bool) -> Double {
    return enabled ? 1 : 1/2
}

func main() {
    print(opacity(enabled: true), opacity(enabled: false))
    let compact = true
    let padding: Double = compact ? 3/2 : 5/2
    print(padding)
    let count = compact ? 7/2 : 9/2
    print(count)
    let x: Double = 3
    let y = x * (1/4)
    print(y)
    let z = x + 1/2
    print(z)
    let w = (1/2) * x
    print(w)
    let big = compact ? x : 1/3
    print(big)
    let flag = false
    let small = flag ? x : 1/3
    print(small > 0.33, small < 0.34)
    let steps = [1, 2, 3].map { Double($0) * (1/2) }
    print(steps)
    let i = 5
    let half = i / 2
    print(half, Double(i) / 2)
    print(type(of: count), type(of: y), type(of: small))
}
