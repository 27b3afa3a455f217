// Checks NumberFormatter fraction digits, grouping, rounding and padding options.
import Foundation

func main() {
    func make() -> NumberFormatter {
        let f = NumberFormatter()
        f.locale = Locale(identifier: "en_US")
        f.numberStyle = .decimal
        return f
    }
    let values = [3.0, 3.14159, 2.5, 1234.5678, 0.125]
    let f = make()
    print("default max", f.maximumFractionDigits, "min", f.minimumFractionDigits)
    print("default", values.map { f.string(from: NSNumber(value: $0))! })
    f.maximumFractionDigits = 2
    print("max 2", values.map { f.string(from: NSNumber(value: $0))! })
    f.maximumFractionDigits = 1
    print("max 1", values.map { f.string(from: NSNumber(value: $0))! })
    let minTwo = make()
    minTwo.minimumFractionDigits = 2
    print("min 2", values.map { minTwo.string(from: NSNumber(value: $0))! })
    f.usesGroupingSeparator = false
    f.maximumFractionDigits = 0
    print("no grouping", f.string(from: 1234567)!)
    f.usesGroupingSeparator = true
    print("grouping", f.string(from: 1234567)!)
    f.roundingMode = .halfUp
    print("halfUp", [0.5, 1.5, 2.5, -2.5].map { f.string(from: NSNumber(value: $0))! })
    f.roundingMode = .halfEven
    print("halfEven", [0.5, 1.5, 2.5, -2.5].map { f.string(from: NSNumber(value: $0))! })
    f.roundingMode = .down
    print("down", [1.9, -1.9].map { f.string(from: NSNumber(value: $0))! })
    f.roundingMode = .ceiling
    print("ceiling", [1.1, -1.9].map { f.string(from: NSNumber(value: $0))! })
    let padded = NumberFormatter()
    padded.minimumIntegerDigits = 3
    print("padded", padded.string(from: 7)!, padded.string(from: 1234)!)
    let sig = NumberFormatter()
    sig.usesSignificantDigits = true
    sig.maximumSignificantDigits = 3
    print("significant", sig.string(from: 123456)!, sig.string(from: 0.0012345)!)
    let custom = NumberFormatter()
    custom.locale = Locale(identifier: "en_US")
    custom.numberStyle = .decimal
    custom.groupingSeparator = " "
    custom.decimalSeparator = ","
    custom.minimumFractionDigits = 2
    print("custom separators", custom.string(from: 1234567.891)!)
    custom.positivePrefix = "+"
    print("with prefix", custom.string(from: 42)!, custom.string(from: -42)!)
}
