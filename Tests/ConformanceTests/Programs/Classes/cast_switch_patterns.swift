// switch with case let x as Sub, case is Sub and where clauses; the first matching case wins, so order matters.
class Event {
    let time: Int
    init(time: Int) { self.time = time }
}
class TapEvent: Event {
    let x: Int, y: Int
    init(time: Int, x: Int, y: Int) { self.x = x; self.y = y; super.init(time: time) }
}
class DoubleTapEvent: TapEvent {}
class KeyEvent: Event {
    let key: String
    init(time: Int, key: String) { self.key = key; super.init(time: time) }
}
class ScrollEvent: Event {
    let delta: Int
    init(time: Int, delta: Int) { self.delta = delta; super.init(time: time) }
}

func handle(_ event: Event) -> String {
    switch event {
    case let tap as DoubleTapEvent:
        return "double tap at (\(tap.x), \(tap.y))"
    case let tap as TapEvent where tap.x < 0 || tap.y < 0:
        return "tap outside"
    case let tap as TapEvent:
        return "tap at (\(tap.x), \(tap.y))"
    case let key as KeyEvent where key.key == "esc":
        return "escape pressed"
    case is KeyEvent:
        return "some key"
    case let scroll as ScrollEvent:
        return scroll.delta > 0 ? "scroll down \(scroll.delta)" : "scroll up \(-scroll.delta)"
    default:
        return "unknown event at \(event.time)"
    }
}

func broadHandle(_ event: Event) -> String {
    switch event {
    case is TapEvent: return "a tap (any kind)"
    case is DoubleTapEvent: return "never reached for double taps"
    default: return "not a tap"
    }
}

func main() {
    let events: [Event] = [
        TapEvent(time: 1, x: 10, y: 20), DoubleTapEvent(time: 2, x: 5, y: 5),
        TapEvent(time: 3, x: -1, y: 4), KeyEvent(time: 4, key: "esc"),
        KeyEvent(time: 5, key: "a"), ScrollEvent(time: 6, delta: -30),
        ScrollEvent(time: 7, delta: 12), Event(time: 8),
    ]
    for e in events {
        print(e.time, handle(e), "|", broadHandle(e))
    }
}
