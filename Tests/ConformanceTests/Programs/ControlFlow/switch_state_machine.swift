// Checks a realistic traffic-light and form-step state machine driven by switch inside a loop with a terminal case.
enum Light: CaseIterable { case red, green, yellow }

extension Light {
    var next: Light {
        switch self {
        case .red: return .green
        case .green: return .yellow
        case .yellow: return .red
        }
    }
    var seconds: Int {
        switch self {
        case .red, .yellow where false: return 31 // `where` guards only .yellow
        case .red: return 30
        case .green: return 25
        case .yellow: return 5
        }
    }
}

enum Step: Int {
    case account = 1, profile, confirm, done
}

func main() {
    var light = Light.red
    var elapsed = 0
    for _ in 0..<7 {
        print(light, "for", light.seconds, "s, elapsed", elapsed)
        elapsed += light.seconds
        light = light.next
    }
    var step = Step.account
    var answers = ["account": true, "profile": false]
    var visits = 0
    flow: while true {
        visits += 1
        switch step {
        case .account where answers["account"] == true:
            print("account ok")
            step = .profile
        case .profile where answers["profile"] == false:
            print("profile incomplete, filling in")
            answers["profile"] = true
        case .account, .profile:
            print("advance from", step.rawValue)
            step = Step(rawValue: step.rawValue + 1)!
        case .confirm:
            print("confirmed")
            step = .done
        case .done:
            print("done after", visits, "visits")
            break flow
        }
    }
}
