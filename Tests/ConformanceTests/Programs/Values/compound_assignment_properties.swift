// Assignment and compound assignment on stored properties of structs and classes, including nested property paths.
struct Insets {
    var top = 0
    var leading = 0
    var bottom = 0
    var trailing = 0
}

struct Style {
    var padding = Insets()
    var opacity = 1.0
    var name = "base"
    var mask: UInt = 0
}

final class ViewModel {
    var style = Style()
    var taps = 0
}

func main() {
    var style = Style()
    style.padding.top += 8
    style.padding.bottom = style.padding.top * 2
    style.padding.leading -= 4
    style.padding.trailing = -style.padding.leading
    style.opacity *= 0.5
    style.opacity /= 2
    style.name += ".card"
    style.mask |= 0b101
    style.mask ^= 0b001
    style.mask <<= 1
    print(style.padding.top, style.padding.leading, style.padding.bottom, style.padding.trailing)
    print(style.opacity, style.name, style.mask)

    let model = ViewModel()
    model.taps += 1
    model.taps += 1
    model.style.padding.top = 12
    model.style.padding.top %= 5
    model.style.name = "model"
    let alias = model
    alias.taps *= 10
    alias.style.opacity -= 0.25
    print(model.taps, model.style.padding.top, model.style.name, model.style.opacity)

    var copy = model.style
    copy.padding.top = 100
    print(copy.padding.top, model.style.padding.top)
    model.style = copy
    print(model.style.padding.top, alias.style.padding.top)
}
