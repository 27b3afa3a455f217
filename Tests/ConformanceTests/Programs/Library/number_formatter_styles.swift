// Checks NumberFormatter decimal, percent and currency styles with a fixed en_US locale.
import Foundation

func formatter(_ style: NumberFormatter.Style) -> NumberFormatter {
    let f = NumberFormatter()
    f.locale = Locale(identifier: "en_US")
    f.numberStyle = style
    return f
}

func main() {
    let decimal = formatter(.decimal)
    for n in [0.0, 7.0, 1234.5, 1234567.891, -9876.54321, 0.5] {
        print("decimal", n, "->", decimal.string(from: NSNumber(value: n))!)
    }
    print("decimal Int", decimal.string(from: 1_000_000)!)
    let percent = formatter(.percent)
    for p in [0.0, 0.256, 0.5, 1.0, 1.5, -0.125] {
        print("percent", p, "->", percent.string(from: NSNumber(value: p))!)
    }
    let currency = formatter(.currency)
    for c in [0.0, 9.99, 1234.5, -42.0, 0.005, 1000000.0] {
        print("currency", c, "->", currency.string(from: NSNumber(value: c))!)
    }
    let euro = formatter(.currency)
    euro.currencyCode = "EUR"
    print("EUR", euro.string(from: 19.5)!)
    print("none", formatter(.none).string(from: 1234.56)!)
    print("parse", decimal.number(from: "1,234.5") as Any)
    print("parse bad", decimal.number(from: "abc") as Any)
    let prices = [3.5, 12.0, 0.99]
    let total = prices.reduce(0, +)
    print("total", currency.string(from: NSNumber(value: total))!)
}
