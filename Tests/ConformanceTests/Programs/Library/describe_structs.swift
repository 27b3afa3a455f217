// Checks the default reflection-based description of structs, nested structs and classes.
struct Point {
    var x: Int
    var y: Int
}

struct Size { var width: Double; var height: Double }

struct Frame {
    var origin: Point
    var size: Size
    var label: String
    var tags: [String]
    var note: String?
}

struct Empty {}

struct Wrapper<T> { let value: T }

struct Card {
    struct Style { var radius = 8; var shadow = true }
    var title = "Card"
    var style = Style()
}

func main() {
    print(Point(x: 1, y: 2))
    print(Size(width: 3, height: 4.5))
    let frame = Frame(origin: Point(x: 0, y: 10), size: Size(width: 100, height: 50),
                      label: "Header", tags: ["a", "b"], note: nil)
    print(frame)
    var other = frame
    other.note = "hi"
    print(other.note as Any, frame.note as Any)
    print(other)
    print(Empty())
    print(Wrapper(value: 5))
    print(Wrapper(value: "s"))
    print(Wrapper(value: Point(x: 7, y: 8)))
    print(Card())
    print(Card.Style(radius: 4, shadow: false))
    print(String(describing: Point(x: -1, y: 0)))
    print("\(Point(x: 5, y: 6))")
    print((Point(x: 1, y: 1), Size(width: 0, height: 0)))
    let maybe: Point? = Point(x: 2, y: 3)
    print(maybe as Any)
}
