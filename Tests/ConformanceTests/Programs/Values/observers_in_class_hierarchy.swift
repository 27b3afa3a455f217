// Observers added by a subclass override on an inherited stored or computed property run around the superclass's own observers or setter.
class Control {
    var value = 0 {
        willSet { print("  Control willSet", newValue) }
        didSet { print("  Control didSet", oldValue, "->", value) }
    }
    var label: String {
        get { "v=\(value)" }
        set { print("  Control label setter", newValue) }
    }
}

final class Stepper: Control {
    override var value: Int {
        willSet { print("  Stepper willSet", newValue) }
        didSet { print("  Stepper didSet", oldValue, "->", value) }
    }
    override var label: String {
        didSet { print("  Stepper label didSet", oldValue, "->", label) }
    }
}

func main() {
    let c = Control()
    print("Control value = 1")
    c.value = 1

    let s = Stepper()
    print("Stepper value = 2")
    s.value = 2
    print("Stepper value += 3")
    s.value += 3
    print("Stepper label = x")
    s.label = "x"
    print(s.value, s.label)

    let asBase: Control = s
    print("through base reference")
    asBase.value = 9
    print(asBase.label)
}
