// Mutating an object through an array element changes the shared object, while the array itself copies by value.
final class Layer {
    var name: String
    var opacity: Double
    init(_ name: String, opacity: Double = 1.0) {
        self.name = name
        self.opacity = opacity
    }
}

func main() {
    let background = Layer("background")
    let overlay = Layer("overlay", opacity: 0.5)
    var layers = [background, overlay]
    layers[0].opacity = 0.25
    print("background.opacity:", background.opacity)

    for layer in layers {
        layer.name = layer.name.uppercased()
    }
    print("names via originals:", background.name, overlay.name)

    var copy = layers
    copy[1].opacity = 0.9
    print("overlay.opacity after copy[1] change:", overlay.opacity, layers[1].opacity)

    copy.append(Layer("badge"))
    print("counts:", layers.count, copy.count)
    copy[0] = Layer("replacement")
    print("layers[0].name:", layers[0].name, "copy[0].name:", copy[0].name)
    print("layers[0] === background:", layers[0] === background)

    layers.forEach { $0.opacity *= 2 }
    print("opacities:", layers.map { $0.opacity })
    print("copy[1] sees it:", copy[1].opacity)

    let repeated = Array(repeating: Layer("shared"), count: 3)
    repeated[0].name = "changed"
    print("repeating shares one object:", repeated.map { $0.name })
    print("repeated[1] === repeated[2]:", repeated[1] === repeated[2])
}
