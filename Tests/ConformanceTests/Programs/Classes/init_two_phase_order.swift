// Two-phase initialisation: subclass stores its properties, then super.init runs, then customisation follows.
class View {
    var name: String
    var frameWidth: Int
    init(name: String, width: Int) {
        print("View.init phase 1: name=\(name)")
        self.name = name
        self.frameWidth = width
        print("View.init phase 2: describe ->", describe())
    }
    func describe() -> String { "View(\(name), \(frameWidth))" }
}

class Label: View {
    var text: String
    init(text: String) {
        print("Label.init start: storing text")
        self.text = text
        super.init(name: "label", width: text.count * 8)
        print("Label.init after super.init: width=\(frameWidth)")
        frameWidth += 4
        print("Label.init customised: width=\(frameWidth)")
    }
    override func describe() -> String { "Label(\(text), \(frameWidth))" }
}

class BoldLabel: Label {
    var weight: Int
    init(text: String, weight: Int) {
        print("BoldLabel.init start: storing weight")
        self.weight = weight
        super.init(text: text)
        print("BoldLabel.init after super.init")
        name = "bold-" + name
    }
    override func describe() -> String { "BoldLabel(\(text), w\(weight))" }
}

func main() {
    let v = View(name: "root", width: 320)
    print("result:", v.describe())
    print("--")
    let l = Label(text: "Hi")
    print("result:", l.describe(), l.name)
    print("--")
    let b = BoldLabel(text: "Title", weight: 700)
    print("result:", b.describe(), b.name, b.frameWidth)
}
