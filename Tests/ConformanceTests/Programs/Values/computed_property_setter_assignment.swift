// Assigning and compound-assigning to a computed property calls its getter (for compound forms) and then its setter; the setter stores derived values.
struct Temperature {
    var celsius: Double = 0
    var fahrenheit: Double {
        get {
            print("  get fahrenheit")
            return celsius * 9 / 5 + 32
        }
        set {
            print("  set fahrenheit", newValue)
            celsius = (newValue - 32) * 5 / 9
        }
    }
}

struct Rect {
    var x = 0.0, y = 0.0, width = 10.0, height = 10.0
    var center: (x: Double, y: Double) {
        get { (x + width / 2, y + height / 2) }
        set {
            x = newValue.x - width / 2
            y = newValue.y - height / 2
        }
    }
}

func main() {
    var t = Temperature()
    print("assign")
    t.fahrenheit = 212
    print(t.celsius)
    print("compound")
    t.fahrenheit -= 180
    print(t.celsius)
    print("read")
    let f = t.fahrenheit
    print(f)

    var r = Rect()
    r.center = (50, 50)
    print(r.x, r.y, r.center.x, r.center.y)
    r.center.x += 10
    print(r.x, r.y)
    r.center.y *= 2
    print(r.x, r.y, r.center)
}
