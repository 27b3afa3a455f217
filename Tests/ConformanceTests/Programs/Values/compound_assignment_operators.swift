// Every compound assignment operator (+= -= *= /= %= <<= >>= &= |= ^=) applied to a local variable, with each intermediate value printed.
func main() {
    var n = 10
    n += 5; print("+=", n)
    n -= 3; print("-=", n)
    n *= 4; print("*=", n)
    n /= 5; print("/=", n)
    n %= 4; print("%=", n)
    n <<= 3; print("<<=", n)
    n >>= 1; print(">>=", n)
    n &= 0b1100; print("&=", n)
    n |= 0b0011; print("|=", n)
    n ^= 0b1010; print("^=", n)

    var negative = -17
    negative /= 5; print("neg /=", negative)
    negative = -17
    negative %= 5; print("neg %=", negative)

    var d = 7.5
    d += 0.5; print(d)
    d /= 4; print(d)
    d *= -3; print(d)
    d -= 0.25; print(d)

    var s = "ab"
    s += "cd"
    s += String(repeating: "-", count: 2)
    print(s)

    var arr = [1]
    arr += [2, 3]
    arr += []
    print(arr)

    var flags: UInt8 = 0
    flags |= 1 << 2
    flags |= 1 << 0
    print("flags", flags)
    flags ^= 0xFF
    print("flags", flags)
    flags &= 0x0F
    print("flags", flags)
    flags <<= 4
    print("flags", flags)

    var wrap: UInt8 = 250
    wrap &+= 10
    print("wrap", wrap)
    var w2: Int8 = -128
    w2 &-= 1
    print("wrap", w2)
}
