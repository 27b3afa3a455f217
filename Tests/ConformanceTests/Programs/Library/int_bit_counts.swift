// Checks leadingZeroBitCount, trailingZeroBitCount, nonzeroBitCount and related bit queries.
func main() {
    let values: [UInt8] = [0, 1, 2, 3, 128, 255, 0b0010_1100]
    for v in values {
        print(v, "lz", v.leadingZeroBitCount, "tz", v.trailingZeroBitCount, "nz", v.nonzeroBitCount)
    }
    print("Int 1 lz", 1.leadingZeroBitCount)
    print("Int -1 nz", (-1).nonzeroBitCount, "lz", (-1).leadingZeroBitCount)
    print("Int 0 lz", 0.leadingZeroBitCount, "tz", 0.trailingZeroBitCount)
    print("UInt32 1<<20 lz", (UInt32(1) << 20).leadingZeroBitCount)
    print("UInt16 byteSwapped", String(UInt16(0x1234).byteSwapped, radix: 16))
    print("UInt32 bigEndian==byteSwapped", UInt32(0x01020304).bigEndian == UInt32(0x01020304).byteSwapped)
    func isPowerOfTwo(_ n: Int) -> Bool { n > 0 && n.nonzeroBitCount == 1 }
    func nextPowerOfTwo(_ n: UInt32) -> UInt32 {
        if n <= 1 { return 1 }
        return 1 << (32 - (n - 1).leadingZeroBitCount)
    }
    for n in [0, 1, 6, 8, 64, 100] {
        print(n, "isPowerOfTwo", isPowerOfTwo(n), "next", nextPowerOfTwo(UInt32(n)))
    }
    func bitsNeeded(_ n: UInt64) -> Int { 64 - n.leadingZeroBitCount }
    print("bitsNeeded 255", bitsNeeded(255), "256", bitsNeeded(256), "0", bitsNeeded(0))
}
