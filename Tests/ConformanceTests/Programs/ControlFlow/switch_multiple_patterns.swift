// Checks cases listing several patterns (`case 1, 3, 5:`), including bindings shared by every alternative.
enum Message {
    case info(String)
    case warning(String)
    case error(code: Int, String)
    case debug
}

func vowelOrNot(_ c: Character) -> String {
    switch c {
    case "a", "e", "i", "o", "u", "A", "E", "I", "O", "U":
        return "vowel"
    case "y", "Y":
        return "sometimes"
    default:
        return "consonant"
    }
}

func text(_ m: Message) -> String {
    switch m {
    case .info(let s), .warning(let s), .error(_, let s):
        return "text: \(s)"
    case .debug:
        return "no text"
    }
}

func main() {
    for n in 0...6 {
        switch n {
        case 1, 3, 5:
            print(n, "odd")
        case 0, 2, 4, 6:
            print(n, "even")
        default:
            print(n, "never")
        }
    }
    for c in "Sky" {
        print(c, vowelOrNot(c))
    }
    let messages: [Message] = [.info("saved"), .warning("slow"), .error(code: 500, "crash"), .debug]
    for m in messages {
        print(text(m))
    }
    let code = 404
    switch code {
    case 200, 201, 204: print("success")
    case 301, 302: print("redirect")
    case 400..<404, 405...499: print("client error")
    case 404: print("not found")
    default: print("server error")
    }
    let pair = (1, 9)
    switch pair {
    case (let x, 0), (0, let x):
        print("one is zero, other", x)
    case (let x, 9), (9, let x):
        print("one is nine, other", x)
    default:
        print("no match")
    }
}
