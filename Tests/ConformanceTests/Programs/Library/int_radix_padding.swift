// Formats integers in binary, octal and hex with zero padding and groups of digits.
func padded(_ value: Int, radix: Int, width: Int) -> String {
    let digits = String(value, radix: radix)
    if digits.count >= width { return digits }
    return String(repeating: "0", count: width - digits.count) + digits
}

func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (i, ch) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
        out.append(ch)
    }
    return value < 0 ? "-" + out : out
}

func main() {
    for v in [0, 5, 10, 255, 1000] {
        print(v, padded(v, radix: 2, width: 8), padded(v, radix: 8, width: 4), padded(v, radix: 16, width: 4))
    }
    print(String(48879, radix: 16, uppercase: true))
    print(String(UInt64.max, radix: 16))
    print(String(Int.min, radix: 16))
    print(String(Int8(-1), radix: 2))
    for v in [0, 12, 999, 1000, 1234567, -9876543, Int.max] {
        print(v, "->", grouped(v))
    }
    let bytes: [UInt8] = [0xDE, 0xAD, 0xBE, 0xEF, 0x01]
    print(bytes.map { padded(Int($0), radix: 16, width: 2) }.joined(separator: " "))
    print(bytes.reduce(0) { ($0 << 8) | Int($1) })
}
