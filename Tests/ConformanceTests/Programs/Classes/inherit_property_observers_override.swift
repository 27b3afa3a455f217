// Adding willSet/didSet observers to inherited stored and computed properties by overriding them.
class Slider {
    var value: Double = 0 {
        didSet { print("  Slider.didSet value", oldValue, "->", value) }
    }
    var percent: Int {
        get { Int(value * 100) }
        set { value = Double(newValue) / 100 }
    }
}

class SteppedSlider: Slider {
    var changes: [String] = []
    override var value: Double {
        willSet { print("  SteppedSlider.willSet", value, "->", newValue) }
        didSet {
            print("  SteppedSlider.didSet", oldValue, "->", value)
            changes.append("\(oldValue)->\(value)")
        }
    }
    override var percent: Int {
        didSet { print("  SteppedSlider.percent didSet", oldValue, "->", percent) }
    }
}

class Thermostat {
    var celsius: Double = 20
}

class LoggedThermostat: Thermostat {
    override var celsius: Double {
        didSet {
            if celsius > 30 {
                print("  too hot, clamping", celsius)
                celsius = 30
            }
        }
    }
}

func main() {
    let s = SteppedSlider()
    print("set value 0.5")
    s.value = 0.5
    print("set percent 80")
    s.percent = 80
    print("value += 0.1")
    s.value += 0.1
    print("changes:", s.changes)

    let base: Slider = SteppedSlider()
    print("through base reference")
    base.value = 1

    let t = LoggedThermostat()
    t.celsius = 25
    print("celsius", t.celsius)
    t.celsius = 42
    print("celsius", t.celsius)
}
