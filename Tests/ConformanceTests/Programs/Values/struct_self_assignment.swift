// A mutating method of a struct may replace the whole value with `self = ...`, e.g. reset to defaults or normalise; other copies are unaffected.
struct FormState {
    var name = ""
    var email = ""
    var attempts = 0

    mutating func reset() {
        self = FormState()
    }

    mutating func trimmed() {
        self = FormState(name: name.trimmingSpaces(), email: email.lowercased(), attempts: attempts)
    }
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}

struct Fraction {
    var num: Int
    var den: Int

    mutating func reduce() {
        var a = abs(num), b = abs(den)
        while b != 0 { (a, b) = (b, a % b) }
        let g = max(a, 1)
        self = Fraction(num: num / g, den: den / g)
        if den < 0 { self = Fraction(num: -num, den: -den) }
    }
}

func main() {
    var form = FormState(name: "  Ada ", email: "ADA@EXAMPLE.COM", attempts: 2)
    let original = form
    form.trimmed()
    print("[\(form.name)]", form.email, form.attempts)
    print("[\(original.name)]", original.email)
    form.attempts += 1
    form.reset()
    print("[\(form.name)]", "[\(form.email)]", form.attempts)

    var fractions = [Fraction(num: 6, den: 8), Fraction(num: 10, den: -4), Fraction(num: 0, den: 5)]
    for i in fractions.indices {
        fractions[i].reduce()
    }
    print(fractions.map { "\($0.num)/\($0.den)" })
}
