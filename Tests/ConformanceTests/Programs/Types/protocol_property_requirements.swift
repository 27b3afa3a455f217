// `{ get }` requirements are satisfied by lets, vars and computed properties; `{ get set }` allows writes through the protocol.
protocol Sized {
    var width: Double { get }
    var height: Double { get set }
}

extension Sized {
    var area: Double { width * height }
    mutating func stretch(_ k: Double) { height *= k }
}

struct Box: Sized {
    let width: Double
    var height: Double
}

struct Square: Sized {
    var side: Double
    var width: Double { side }
    var height: Double {
        get { side }
        set { side = newValue }
    }
}

final class Panel: Sized {
    var width: Double = 10
    private var stored: Double = 1
    var height: Double {
        get { stored }
        set { print("Panel height set to \(newValue)"); stored = newValue }
    }
}

func grow<T: Sized>(_ x: inout T) { x.height += 1 }

func main() {
    var b = Box(width: 2, height: 3)
    grow(&b)
    print(b.width, b.height, b.area)
    var s = Square(side: 2)
    grow(&s)
    print(s.width, s.height, s.side, s.area)
    s.stretch(2)
    print(s.side)
    var any: Sized = Panel()
    any.height = 5
    any.stretch(3)
    print(any.height, any.area)
    let ref = Panel()
    var alias: Sized = ref
    alias.height = 7
    print(ref.height)
}
