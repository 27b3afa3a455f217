// required initialisers must be implemented by every subclass and can be called through a metatype.
class Widget {
    let identifier: String
    required init(identifier: String) {
        self.identifier = identifier
        print("Widget.required init \(identifier)")
    }
    func kind() -> String { "widget" }
}

class Slider: Widget {
    var value: Double = 0.5
    required init(identifier: String) {
        print("Slider.required init \(identifier)")
        super.init(identifier: identifier)
    }
    override func kind() -> String { "slider \(value)" }
}

class Toggle: Widget {
    var isOn = false
    // Inherits the required initialiser automatically: no designated inits of its own.
    override func kind() -> String { "toggle \(isOn)" }
}

final class Stepper: Widget {
    var step: Int
    init(identifier: String, step: Int) {
        self.step = step
        super.init(identifier: identifier)
    }
    required convenience init(identifier: String) {
        print("Stepper.required convenience init")
        self.init(identifier: identifier, step: 1)
    }
    override func kind() -> String { "stepper by \(step)" }
}

func make(_ type: Widget.Type, _ id: String) -> Widget {
    type.init(identifier: id)
}

func main() {
    let types: [Widget.Type] = [Widget.self, Slider.self, Toggle.self, Stepper.self]
    for (index, type) in types.enumerated() {
        let w = make(type, "w\(index)")
        print("->", w.identifier, w.kind())
    }
    let explicit = Stepper(identifier: "custom", step: 5)
    print(explicit.kind())
}
