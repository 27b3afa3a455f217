// Checks labelled repeat, labelled if and a labelled switch inside a loop in a small tokenizer that skips comments.
enum Tok: CustomStringConvertible {
    case number(Int), ident(String), symbol(Character)
    var description: String {
        switch self {
        case .number(let n): return "num(\(n))"
        case .ident(let s): return "id(\(s))"
        case .symbol(let c): return "sym(\(c))"
        }
    }
}

func tokenize(_ source: String) -> [Tok] {
    let chars = Array(source)
    var i = 0
    var out: [Tok] = []
    scan: repeat {
        guard i < chars.count else { break scan }
        let c = chars[i]
        classify: switch c {
        case " ":
            i += 1
            continue scan
        case "#":
            print("  comment at", i)
            break scan
        case "0"..."9":
            var n = 0
            while i < chars.count, let d = chars[i].wholeNumberValue {
                n = n * 10 + d
                i += 1
            }
            out.append(.number(n))
        case "a"..."z":
            var s = ""
            word: repeat {
                s.append(chars[i])
                i += 1
                if i >= chars.count { break word }
            } while chars[i].isLetter
            keyword: if s == "let" {
                print("  keyword let skipped")
                break classify
            }
            out.append(.ident(s))
        default:
            out.append(.symbol(c))
            i += 1
        }
    } while true
    return out
}

func main() {
    print(tokenize("let x = 42 + y1"))
    print(tokenize("a*(b+12) # trailing comment"))
    print(tokenize(""))
}
