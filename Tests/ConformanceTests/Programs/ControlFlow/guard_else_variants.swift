// Checks guard statements whose else leaves via return, continue, break and throw.
enum ParseError: Error { case notANumber(String) }

func half(_ n: Int) -> Int? {
    guard n % 2 == 0 else {
        print("  odd, returning nil for", n)
        return nil
    }
    return n / 2
}

func parse(_ s: String) throws -> Int {
    guard let v = Int(s) else {
        throw ParseError.notANumber(s)
    }
    return v
}

func main() {
    print(half(8) as Any, half(7) as Any)
    var evens: [Int] = []
    for n in 1...8 {
        guard n % 2 == 0 else { continue }
        evens.append(n)
    }
    print("evens", evens)
    var total = 0
    for n in [4, 9, 16, -1, 25] {
        guard n >= 0 else {
            print("  negative, stop")
            break
        }
        total += n
    }
    print("total", total)
    for s in ["12", "x1", "7"] {
        do {
            print("parsed", try parse(s))
        } catch {
            print("error", error)
        }
    }
    var i = 0
    while true {
        i += 1
        guard i < 4 else { break }
        guard i != 2 else { continue }
        print("while i", i)
    }
}
