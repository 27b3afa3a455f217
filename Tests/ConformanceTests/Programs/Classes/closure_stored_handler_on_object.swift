// Objects storing handler closures: a closure captured by one object mutates another, and replacing handlers.
final class Button {
    let title: String
    var action: (() -> Void)?
    var tapCount = 0
    init(title: String) { self.title = title }
    func tap() {
        tapCount += 1
        action?()
    }
}

final class Screen {
    var counter = 0
    var messages: [String] = []
    let plus = Button(title: "+")
    let minus = Button(title: "-")
    let reset = Button(title: "0")

    func bind() {
        plus.action = { [unowned self] in self.counter += 1; self.messages.append("plus") }
        minus.action = { [weak self] in
            guard let self = self else { return }
            self.counter -= 1
            self.messages.append("minus")
        }
        reset.action = { [unowned self] in
            self.messages.append("reset from \(self.counter)")
            self.counter = 0
        }
    }
}

func main() {
    let screen = Screen()
    screen.plus.tap()
    print("unbound tap:", screen.counter, screen.plus.tapCount)
    screen.bind()
    screen.plus.tap()
    screen.plus.tap()
    screen.minus.tap()
    screen.plus.tap()
    print("counter:", screen.counter)
    screen.reset.tap()
    screen.minus.tap()
    print("counter:", screen.counter, "messages:", screen.messages)
    print("tap counts:", screen.plus.tapCount, screen.minus.tapCount, screen.reset.tapCount)

    let original = screen.plus.action
    screen.plus.action = { screen.counter += 100 }
    screen.plus.tap()
    original?()
    print("after replacement:", screen.counter)
}
