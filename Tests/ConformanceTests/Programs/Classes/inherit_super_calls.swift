// super.method() and super.property reach the superclass implementation from each level of a chain.
class Formatter {
    var prefix: String { "" }
    func format(_ value: Int) -> String { "\(prefix)\(value)" }
    func steps() -> [String] { ["Formatter"] }
}

class CurrencyFormatter: Formatter {
    override var prefix: String { "$" + super.prefix }
    override func format(_ value: Int) -> String {
        let whole = super.format(value / 100)
        let cents = value % 100
        return whole + "." + (cents < 10 ? "0" : "") + "\(cents)"
    }
    override func steps() -> [String] { super.steps() + ["Currency"] }
}

class AccountingFormatter: CurrencyFormatter {
    override var prefix: String { "USD " + super.prefix }
    override func format(_ value: Int) -> String {
        if value < 0 {
            return "(" + super.format(-value) + ")"
        }
        return super.format(value)
    }
    override func steps() -> [String] { super.steps() + ["Accounting"] }
}

func main() {
    let formatters: [Formatter] = [Formatter(), CurrencyFormatter(), AccountingFormatter()]
    for f in formatters {
        print(f.steps().joined(separator: " > "))
        print("  prefix: [\(f.prefix)]")
        print("  1234 ->", f.format(1234))
        print("  5 ->", f.format(5))
        print("  -250 ->", f.format(-250))
    }
}
