// Checks that fallthrough transfers control into the next case body without testing its pattern.
func describe(_ n: Int) -> String {
    var parts: [String] = []
    switch n {
    case 2, 3, 5, 7:
        parts.append("prime")
        fallthrough
    case 100:
        parts.append("after-prime-or-100")
    case 4:
        parts.append("four")
    default:
        parts.append("other")
    }
    return parts.joined(separator: "+")
}

func size(_ n: Int) -> [String] {
    var out: [String] = []
    switch n {
    case 0:
        out.append("zero")
    case 1:
        out.append("one")
        fallthrough
    case 2:
        out.append("two-or-below")
    case 3:
        out.append("three")
    default:
        out.append("many")
    }
    return out
}

func main() {
    for n in [2, 4, 7, 9, 100] {
        print(n, describe(n))
    }
    for n in 0...4 {
        print(n, size(n))
    }
    // fallthrough into a case whose pattern would not match
    let letter: Character = "a"
    switch letter {
    case "a":
        print("matched a")
        fallthrough
    case "z":
        print("body of z reached via fallthrough")
    default:
        print("default not reached")
    }
}
