// Convenience initialisers delegate across with self.init; designated ones set every stored property.
class Color {
    let red: Double
    let green: Double
    let blue: Double
    let alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        print("designated init(\(red), \(green), \(blue), \(alpha))")
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    convenience init(white: Double) {
        print("convenience init(white: \(white))")
        self.init(red: white, green: white, blue: white, alpha: 1)
    }

    convenience init(gray percent: Int) {
        print("convenience init(gray: \(percent))")
        self.init(white: Double(percent) / 100)
    }

    convenience init() {
        print("convenience init()")
        self.init(gray: 0)
    }

    var summary: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

func main() {
    let a = Color(red: 1, green: 0.5, blue: 0, alpha: 0.8)
    print(a.summary)
    print("--")
    let b = Color(white: 0.25)
    print(b.summary)
    print("--")
    let c = Color(gray: 50)
    print(c.summary)
    print("--")
    let d = Color()
    print(d.summary)
}
