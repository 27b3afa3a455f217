// Checks bitwise and shift operators on UInt8 and Int, including arithmetic shift of negatives.
func bin(_ v: UInt8) -> String {
    let s = String(v, radix: 2)
    return String(repeating: "0", count: 8 - s.count) + s
}

func main() {
    let a: UInt8 = 0b1100_1010
    let b: UInt8 = 0b1010_0110
    print("a    ", bin(a))
    print("b    ", bin(b))
    print("a & b", bin(a & b), a & b)
    print("a | b", bin(a | b), a | b)
    print("a ^ b", bin(a ^ b), a ^ b)
    print("~a   ", bin(~a), ~a)
    print("a<<1 ", bin(a << 1), a << 1)
    print("a<<4 ", bin(a << 4))
    print("a>>3 ", bin(a >> 3), a >> 3)
    print("a<<9 ", a << 9, "a>>9", a >> 9)
    print("~0 Int", ~0)
    print("~5", ~5)
    print("-8 >> 1", -8 >> 1)
    print("-1 >> 10", -1 >> 10)
    print("-7 >> 1", -7 >> 1)
    print("-16 >> 2", -16 >> 2)
    print("-1 << 3", -1 << 3)
    print("1 << 62", 1 << 62)
    print("8 >> -1", 8 >> -1)
    print("8 << -2", 8 << -2)
    print("Int8 -128 >> 7", Int8(-128) >> 7)
    let mask = 0xF0
    print("0xAB & mask", 0xAB & mask, "0xAB & ~mask", 0xAB & ~mask)
    var flags: UInt8 = 0
    flags |= 1 << 2
    flags |= 1 << 5
    print("flags", flags, bin(flags))
    flags &= ~(1 << 2)
    print("cleared", flags, bin(flags))
    flags ^= 0xFF
    print("toggled", flags, bin(flags))
    print("bit 3 set?", flags & (1 << 3) != 0)
}
