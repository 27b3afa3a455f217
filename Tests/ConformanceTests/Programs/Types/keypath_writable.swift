// WritableKeyPath and ReferenceWritableKeyPath writes via value[keyPath:] = ..., including generic setters.
struct Style {
    var fontSize: Double = 14
    var color: String = "black"
    var padding = Insets()
}
struct Insets { var top = 0.0; var bottom = 0.0 }

final class Model { var title = "untitled"; var count = 0 }

func set<T, V>(_ value: inout T, _ kp: WritableKeyPath<T, V>, to v: V) {
    value[keyPath: kp] = v
}

func with<T>(_ value: T, _ changes: (inout T) -> Void) -> T {
    var copy = value
    changes(&copy)
    return copy
}

func main() {
    var s = Style()
    s[keyPath: \.fontSize] = 18
    s[keyPath: \Style.padding.top] = 8
    s[keyPath: \.color] += "ish"
    print(s.fontSize, s.padding.top, s.color)
    set(&s, \.padding.bottom, to: 4)
    set(&s, \.color, to: "red")
    print(s.padding.bottom, s.color)
    let paths: [WritableKeyPath<Insets, Double>] = [\.top, \.bottom]
    for kp in paths { s.padding[keyPath: kp] *= 10 }
    print(s.padding.top, s.padding.bottom)
    let bigger = with(s) { $0.fontSize *= 2 }
    print(bigger.fontSize, s.fontSize)
    let m = Model()
    let title: ReferenceWritableKeyPath<Model, String> = \.title
    m[keyPath: title] = "Home"
    m[keyPath: \.count] += 3
    print(m.title, m.count)
}
