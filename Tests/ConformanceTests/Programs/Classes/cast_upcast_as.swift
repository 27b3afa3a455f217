// Upcasting with as (always succeeds) keeps the object's identity and its overridden behaviour.
class Control {
    func render() -> String { "control" }
}
class Button: Control {
    var title = "OK"
    override func render() -> String { "button(\(title))" }
}
class Link: Button {
    override func render() -> String { "link(\(title))" }
}

func renderAll(_ controls: [Control]) -> [String] { controls.map { $0.render() } }

func overloaded(_ c: Control) -> String { "Control overload -> " + c.render() }
func overloaded(_ b: Button) -> String { "Button overload -> " + b.render() }

func main() {
    let link = Link()
    link.title = "Docs"
    let asButton = link as Button
    let asControl = link as Control
    print(asButton.render(), asControl.render())
    print("identity preserved:", asControl === link, asButton === link)

    print(overloaded(link))
    print(overloaded(link as Control))
    print(overloaded(asButton))

    let buttons: [Button] = [Button(), link]
    let controls = buttons as [Control]
    print(renderAll(controls))
    let mixed = [Button() as Control, Control(), link]
    print(renderAll(mixed))

    asButton.title = "Home"
    print("mutated through upcast reference:", link.render())
    let any = link as Any
    let back = any as? Link
    print("round trip:", back?.render() ?? "nil", back === link)
    let optionalUp: Control? = Optional(link)
    print(optionalUp?.render() ?? "nil")
}
