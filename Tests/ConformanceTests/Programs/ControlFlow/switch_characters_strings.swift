// Checks switch over Character and String values, including a hex colour parser that switches on each character.
func hexValue(_ c: Character) -> Int? {
    switch c {
    case "0"..."9": return Int(String(c))
    case "a", "A": return 10
    case "b", "B": return 11
    case "c", "C": return 12
    case "d", "D": return 13
    case "e", "E": return 14
    case "f", "F": return 15
    default: return nil
    }
}

func parseHex(_ s: String) -> (Int, Int, Int)? {
    var digits: [Int] = []
    for (i, c) in s.enumerated() {
        switch (i, c) {
        case (0, "#"): continue
        case (_, "#"): return nil
        default:
            guard let v = hexValue(c) else { return nil }
            digits.append(v)
        }
    }
    switch digits.count {
    case 3: return (digits[0] * 17, digits[1] * 17, digits[2] * 17)
    case 6: return (digits[0] * 16 + digits[1], digits[2] * 16 + digits[3], digits[4] * 16 + digits[5])
    default: return nil
    }
}

func weight(_ name: String) -> Int {
    switch name.lowercased() {
    case "thin": return 100
    case "regular", "normal": return 400
    case "bold": return 700
    case "": return -1
    default: return 0
    }
}

func main() {
    for s in ["#fff", "#FF8800", "0a0B0c", "#12", "#gg0000", "##fff"] {
        if let (r, g, b) = parseHex(s) {
            print(s, r, g, b)
        } else {
            print(s, "invalid")
        }
    }
    for n in ["Thin", "NORMAL", "Bold", "", "heavy"] {
        print("\"\(n)\"", weight(n))
    }
    let e: Character = "e\u{301}"
    switch e {
    case "é": print("precomposed e-acute matches decomposed")
    default: print("no match")
    }
}
