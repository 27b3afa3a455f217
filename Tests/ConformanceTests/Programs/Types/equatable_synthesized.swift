// Synthesised Equatable for structs and for enums with associated values compares every stored part.
struct Size: Equatable { var w: Double; var h: Double }

struct Style: Equatable {
    var size: Size
    var tags: [String]
    var tint: String?
}

enum Event: Equatable {
    case tap(x: Int, y: Int)
    case key(Character)
    case scroll(Double)
    case idle
}

func main() {
    let a = Size(w: 1, h: 2)
    print(a == Size(w: 1, h: 2), a == Size(w: 2, h: 1), a != Size(w: 1, h: 3))
    let s1 = Style(size: a, tags: ["x"], tint: nil)
    var s2 = s1
    print(s1 == s2)
    s2.tint = "red"
    print(s1 == s2)
    s2.tint = nil
    s2.tags.append("y")
    print(s1 == s2)
    print(Event.tap(x: 1, y: 2) == .tap(x: 1, y: 2))
    print(Event.tap(x: 1, y: 2) == .tap(x: 2, y: 1))
    print(Event.key("a") == .key("a"), Event.key("a") == .key("b"))
    print(Event.scroll(0.5) == .scroll(1/2))
    print(Event.idle == .idle, Event.idle == .key(" "))
    let events: [Event] = [.idle, .tap(x: 0, y: 0), .idle]
    print(events.filter { $0 == .idle }.count)
    print(events.contains(.tap(x: 0, y: 0)), events.firstIndex(of: .tap(x: 0, y: 0))!)
    print([a, a] == [Size(w: 1, h: 2), Size(w: 1, h: 2)])
    let o: Size? = a
    print(o == a, o == nil)
}
