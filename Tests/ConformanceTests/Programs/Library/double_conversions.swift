// Checks conversions between Int, Double and String, including truncation toward zero.
import Foundation

func main() {
    print(Double(3))
    print(Double(-7))
    print(Int(3.9))
    print(Int(-3.9))
    print(Int(0.999999))
    print(Int(-0.5))
    print(Int(1e15))
    print(Int(exactly: 4.0) as Any)
    print(Int(exactly: 4.5) as Any)
    print(Int(exactly: Double.nan) as Any)
    print(Double("3.5") as Any)
    print(Double("abc") as Any)
    print(Double("1e3") as Any)
    print(Double("  2") as Any)
    print(Double(".5") as Any)
    print(Double("-0") as Any)
    print(Double("inf") as Any)
    print(Double("nan") as Any)
    print(Double("0x1p4") as Any)
    print(Double("1_000") as Any)
    print(String(2.5), String(10.0), String(-0.25))
    print(Double(exactly: 9007199254740993) as Any)
    print(Double(exactly: 9007199254740992) as Any)
    print(Double(9007199254740993))
    let input = "42.75"
    if let d = Double(input) {
        let whole = Int(d)
        let frac = d - Double(whole)
        print("whole", whole, "fraction", frac)
    }
    let ratings = ["4.5", "3", "x", "5.0"]
    let parsed = ratings.compactMap(Double.init)
    print(parsed, parsed.reduce(0, +) / Double(parsed.count))
}
