// Checks Int parsing from strings, with and without a radix, and printing in other radixes.
func main() {
    print(Int("42") as Any)
    print(Int("x") as Any)
    print(Int("-17") as Any)
    print(Int("+8") as Any)
    print(Int(" 5") as Any)
    print(Int("5 ") as Any)
    print(Int("") as Any)
    print(Int("3.0") as Any)
    print(Int("007") as Any)
    print(UInt8("256") as Any)
    print(UInt8("255") as Any)
    print(Int8("-128") as Any)
    print(Int("ff", radix: 16) as Any)
    print(Int("FF", radix: 16) as Any)
    print(Int("0xff", radix: 16) as Any)
    print(Int("101", radix: 2) as Any)
    print(Int("102", radix: 2) as Any)
    print(Int("zz", radix: 36) as Any)
    print(Int("-7f", radix: 16) as Any)
    print(String(255, radix: 16))
    print(String(255, radix: 16, uppercase: true))
    print(String(5, radix: 2))
    print(String(-10, radix: 2))
    print(String(35, radix: 36))
    print(String(8, radix: 8))
    print(String(UInt8.max, radix: 2))
    let inputs = ["12", "abc", "-3", "99999999999999999999"]
    var total = 0
    for text in inputs {
        if let n = Int(text) {
            total += n
            print("parsed", text, "->", n)
        } else {
            print("rejected", text)
        }
    }
    print("total", total)
    let port = Int("8080") ?? 80
    let bad = Int("eighty") ?? 80
    print("ports", port, bad)
}
