// Checks switch cases with closed, half-open and one-sided ranges over Int, Double and Character.
func bucket(_ n: Int) -> String {
    switch n {
    case ..<0: return "negative"
    case 0: return "zero"
    case 1..<10: return "small"
    case 10...99: return "medium"
    case 100...: return "large"
    default: return "impossible"
    }
}

func contrastRating(_ ratio: Double) -> String {
    switch ratio {
    case 7.0...: return "AAA"
    case 4.5..<7.0: return "AA"
    case 3.0..<4.5: return "AA large"
    default: return "fail"
    }
}

func kind(_ c: Character) -> String {
    switch c {
    case "a"..."z": return "lower"
    case "A"..."Z": return "upper"
    case "0"..."9": return "digit"
    default: return "symbol"
    }
}

func main() {
    for n in [-5, 0, 1, 9, 10, 99, 100, 5000] {
        print(n, bucket(n))
    }
    for r in [21.0, 7.0, 6.99, 4.5, 3.0, 2.99] {
        print(r, contrastRating(r))
    }
    for c in "aZ5_" {
        print(c, kind(c))
    }
    let percent = 0.42
    switch percent {
    case ...0.25: print("quarter or less")
    case ...0.5: print("half or less")
    default: print("more than half")
    }
    let byte: UInt8 = 200
    switch byte {
    case 0..<128: print("ascii")
    case 128...255: print("high byte")
    default: print("unreachable")
    }
}
