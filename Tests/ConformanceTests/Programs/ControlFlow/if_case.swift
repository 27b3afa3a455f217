// Checks `if case` with enum payloads, ranges, tuples and optional patterns, combined with extra conditions.
enum Event {
    case tap(x: Int, y: Int)
    case swipe(direction: String)
    case longPress(seconds: Double)
}

func main() {
    let events: [Event] = [.tap(x: 10, y: 20), .swipe(direction: "left"), .longPress(seconds: 1.5), .tap(x: 0, y: 0)]
    for e in events {
        if case .tap(let x, let y) = e, x > 0 {
            print("tap at", x, y)
        } else if case .swipe(direction: "left") = e {
            print("swipe left")
        } else if case let .longPress(s) = e {
            print("long press", s)
        } else {
            print("other event")
        }
    }
    let score = 72
    if case 70..<80 = score {
        print("score in seventies")
    }
    if case 0...9 = score {
        print("single digit")
    } else {
        print("not single digit")
    }
    let point = (3, 0)
    if case (_, 0) = point {
        print("on x axis")
    }
    if case (let x, 0) = point, x > 2 {
        print("x beyond 2:", x)
    }
    let maybeName: String? = "Kai"
    if case let name? = maybeName {
        print("name", name)
    }
    let missing: String? = nil
    if case .none = missing {
        print("missing is none")
    }
    if case .some(let v) = maybeName, v.count == 3 {
        print("three letters", v)
    }
}
