// Printing a class instance without CustomStringConvertible prints its module-qualified class name.
class Plain {
    var value = 1
}
class PlainChild: Plain {}
final class Generic<T> {
    let item: T
    init(_ item: T) { self.item = item }
}
struct PlainStruct {
    var value = 1
    var label = "s"
}
enum Outer {
    class Nested {}
}

func main() {
    let plain = Plain()
    print(plain)
    print(PlainChild())
    let base: Plain = PlainChild()
    print(base)
    print("interpolated: \(plain)")
    print(String(describing: plain))
    print(String(reflecting: plain))
    print(Generic(5))
    print(Generic("text"))
    print(Outer.Nested())
    print(PlainStruct())
    print(plain, base, separator: " | ")
    debugPrint(plain)
    let described = "\(base)"
    print("length of description:", described.count, "has dot:", described.contains("."))
}
