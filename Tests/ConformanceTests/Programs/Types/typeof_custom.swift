// type(of:) on your own structs, enums, classes, nested and generic types, including through Any and a base class.
struct Point { var x = 0 }
enum Mode { case on, off }
class Animal { func kind() -> String { "\(type(of: self))" } }
class Dog: Animal {}

struct Outer {
    struct Inner {}
    enum Kind { case a }
    class Ref {}
}

struct Box<T> { var value: T }
enum Result2<S, F> { case ok(S), bad(F) }

protocol Shape {}
struct Square: Shape {}

func main() {
    print(type(of: Point()))
    print(type(of: Mode.on))
    print(type(of: Animal()))
    let a: Animal = Dog()
    print(type(of: a), a.kind())
    print(type(of: Outer.Inner()))
    print(type(of: Outer.Kind.a))
    print(type(of: Outer.Ref()))
    print(type(of: Box(value: 1)))
    print(type(of: Box(value: Point())))
    print(type(of: Box(value: [Mode.off])))
    print(type(of: Box(value: Outer.Inner())))
    let r: Result2<Int, String> = .ok(1)
    print(type(of: r))
    let s: Shape = Square()
    print(type(of: s))
    let any: Any = Box(value: "x")
    print(type(of: any))
    print(type(of: [Point(), Point()]))
    let p: Point? = Point()
    print(type(of: p))
    print(type(of: (Point(), Mode.on)))
    print(Point.self, Outer.Inner.self, Box<Int>.self)
    print(type(of: Point.self))
}
