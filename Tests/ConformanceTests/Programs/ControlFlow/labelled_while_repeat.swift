// Checks labelled while and repeat-while loops exited or continued from nested loops.
func main() {
    var i = 0
    scan: while i < 10 {
        i += 1
        var j = 0
        while j < 10 {
            j += 1
            if j > i { continue scan }
            if i + j == 7 {
                print("found i=\(i) j=\(j)")
                break scan
            }
        }
    }
    print("after scan i =", i)

    var attempts = 0
    retry: repeat {
        attempts += 1
        print("attempt", attempts)
        var k = 0
        repeat {
            k += 1
            if attempts < 3 && k == 2 {
                print("  retrying from k =", k)
                continue retry
            }
        } while k < 4
        print("  attempt", attempts, "completed k =", k)
    } while attempts < 5
    print("attempts =", attempts)

    var tokens = ["a", "b", "END", "c"]
    var consumed: [String] = []
    reader: while !tokens.isEmpty {
        let t = tokens.removeFirst()
        switch t {
        case "END":
            break reader
        default:
            consumed.append(t)
        }
    }
    print("consumed", consumed, "left", tokens)
}
