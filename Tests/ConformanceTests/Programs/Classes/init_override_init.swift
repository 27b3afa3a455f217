// override init replaces a superclass designated initialiser; the override can call super.init with different arguments.
class Control {
    var title: String
    var enabled: Bool
    init() {
        print("Control.init()")
        title = "control"
        enabled = true
    }
    init(title: String) {
        print("Control.init(title: \(title))")
        self.title = title
        enabled = true
    }
}

class Button: Control {
    var tapCount = 0
    override init() {
        print("Button.override init()")
        super.init(title: "button")
        enabled = false
    }
    override init(title: String) {
        print("Button.override init(title: \(title))")
        super.init(title: title.uppercased())
    }
}

class IconButton: Button {
    let icon: String
    init(icon: String) {
        print("IconButton.init(icon: \(icon))")
        self.icon = icon
        super.init()
        title = icon + " " + title
    }
}

func main() {
    let c = Control()
    print(c.title, c.enabled)
    let b = Button()
    print(b.title, b.enabled, b.tapCount)
    let t = Button(title: "save")
    print(t.title, t.enabled)
    let i = IconButton(icon: "★")
    print(i.title, i.enabled, i.icon)
}
