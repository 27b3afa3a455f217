// Checks break/continue with a loop label from inside a switch, versus a plain break that only leaves the switch.
enum Token: Equatable {
    case number(Int)
    case plus
    case skip
    case stop
}

func evaluate(_ tokens: [Token]) -> Int {
    var total = 0
    var pendingPlus = false
    loop: for (index, token) in tokens.enumerated() {
        switch token {
        case .number(let n):
            if pendingPlus || total == 0 { total += n } else { total = n }
            pendingPlus = false
            print("  [\(index)] number \(n) total \(total)")
        case .plus:
            pendingPlus = true
            print("  [\(index)] plus")
        case .skip:
            print("  [\(index)] skip")
            continue loop
        case .stop:
            print("  [\(index)] stop")
            break loop
        }
        print("  [\(index)] after switch")
    }
    return total
}

func main() {
    let program: [Token] = [.number(2), .plus, .number(3), .skip, .plus, .number(4), .stop, .number(100)]
    print("total", evaluate(program))
    print("plain break:")
    for n in 1...4 {
        switch n {
        case 2:
            print("  break out of switch only for", n)
            break
        default:
            print("  default for", n)
        }
        print("  loop continues", n)
    }
    var i = 0
    mainLoop: while true {
        i += 1
        stateSwitch: switch i {
        case 1...2:
            break stateSwitch
        case 3:
            continue mainLoop
        default:
            break mainLoop
        }
        print("  while after switch i =", i)
    }
    print("i =", i)
}
