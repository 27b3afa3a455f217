// Property observers with custom parameter names `willSet(next)` and `didSet(previous)`, used to validate and clamp values.
struct Slider {
    var minimum = 0
    var maximum = 100
    var value: Int = 50 {
        willSet(next) {
            print("  value will be", next, "(currently \(value))")
        }
        didSet(previous) {
            if value > maximum {
                print("  clamping", value, "to", maximum)
                value = maximum
            } else if value < minimum {
                print("  clamping", value, "to", minimum)
                value = minimum
            }
            print("  value was", previous, "now", value)
        }
    }
}

struct Username {
    var text: String = "" {
        didSet(old) {
            if text.count > 8 {
                text = old
                print("  rejected, kept", "[\(text)]")
            }
        }
    }
}

func main() {
    var s = Slider()
    print("set 70")
    s.value = 70
    print("set 150")
    s.value = 150
    print("subtract 200")
    s.value -= 200
    print(s.value)

    var u = Username()
    u.text = "ada"
    print(u.text)
    u.text = "averyverylongname"
    print(u.text)
    u.text += "_lovelace"
    print(u.text)
    u.text += "!"
    print(u.text)
}
