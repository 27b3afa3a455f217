// A non-optional parameter overload is preferred over an optional one when both fit.
func label(_ text: String) -> String { "non-optional: \(text)" }
func label(_ text: String?) -> String { "optional: \(text ?? "nil")" }

func size(_ v: Int?) -> String { "Int? \(v.map(String.init) ?? "none")" }
func size(_ v: Int) -> String { "Int \(v)" }

struct Field {
    func set(_ value: Double) -> String { "set Double \(value)" }
    func set(_ value: Double?) -> String { "set Double? \(value == nil ? "nil" : "some")" }
}

func main() {
    print(label("a"))
    let maybe: String? = "b"
    print(label(maybe))
    let none: String? = nil
    print(label(none))
    print(label(nil))
    print(size(3))
    let o: Int? = 4
    print(size(o))
    print(size(nil))
    if let v = o { print(size(v)) }
    let f = Field()
    print(f.set(1))
    print(f.set(nil))
    let dd: Double? = 2.5
    print(f.set(dd))
    print(f.set(dd!))
}
