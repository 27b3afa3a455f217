// A concrete overload is preferred over a generic one; the generic runs for other types.
func show<T>(_ value: T) -> String { "generic \(value)" }
func show(_ value: Int) -> String { "Int \(value)" }
func show(_ value: String) -> String { "String \(value)" }

func wrap<T>(_ value: T) -> String { show(value) }

protocol Shape { var name: String { get } }
struct Circle: Shape { var name: String { "circle" } }
struct Square: Shape { var name: String { "square" } }

func render<S: Shape>(_ s: S) -> String { "generic shape \(s.name)" }
func render(_ s: Circle) -> String { "circle special" }

func main() {
    print(show(1))
    print(show("hi"))
    print(show(2.5))
    print(show(true))
    print(show([1, 2]))
    print(wrap(1))
    print(wrap("hi"))
    print(render(Circle()))
    print(render(Square()))
    let c = Circle()
    print(render(c))
    let shapes: [Shape] = [Circle(), Square()]
    for s in shapes { print(s.name) }
}
