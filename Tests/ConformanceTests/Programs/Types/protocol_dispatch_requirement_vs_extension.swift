// A requirement dispatches dynamically through `P`; an extension-only method dispatches statically.
protocol Greeter {
    func required() -> String
}

extension Greeter {
    func required() -> String { "P default required" }
    func extra() -> String { "P extension extra" }
}

struct English: Greeter {
    func required() -> String { "English required" }
    func extra() -> String { "English extra" }
}

struct Silent: Greeter {}

func callGeneric<T: Greeter>(_ g: T) -> String { g.required() + " / " + g.extra() }

func main() {
    let e = English()
    print(e.required())
    print(e.extra())
    let p: Greeter = e
    print(p.required())
    print(p.extra())
    print(callGeneric(e))
    let s: any Greeter = Silent()
    print(s.required(), s.extra())
    let all: [Greeter] = [English(), Silent()]
    print(all.map { $0.required() })
    print(all.map { $0.extra() })
    print((e as Greeter).extra())
}
