// Integer literals become UInt8, Int16, Float, etc. by annotation and print accordingly.
struct RGB {
    var r: UInt8
    var g: UInt8
    var b: UInt8
}

func main() {
    let byte: UInt8 = 255
    print(byte, type(of: byte))
    let small: Int16 = -300
    print(small, type(of: small))
    let f: Float = 3
    print(f, type(of: f))
    let d: Double = 42
    print(d)
    let u: UInt = 7
    print(u * 6)
    let color = RGB(r: 255, g: 128, b: 0)
    print(color.r, color.g, color.b)
    print(Int(color.r) + Int(color.g))
    let hex: UInt32 = 0xFF8800
    print(hex)
    print((hex >> 16) & 0xFF, (hex >> 8) & 0xFF, hex & 0xFF)
    let bin: Int8 = 0b0111_1111
    print(bin)
    let oct = 0o17
    print(oct)
    print(UInt8.max, Int16.min)
    let mixed: Float = 1/3
    print(mixed > 0.33)
    let big = 1_000_000
    print(big)
}
