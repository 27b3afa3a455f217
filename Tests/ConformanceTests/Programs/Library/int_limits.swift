// Checks the bounds and bit widths of the fixed-width integer types.
func main() {
    print("Int.max", Int.max)
    print("Int.min", Int.min)
    print("UInt8.max", UInt8.max, "UInt8.min", UInt8.min)
    print("Int8.min", Int8.min, "Int8.max", Int8.max)
    print("Int16", Int16.min, Int16.max)
    print("Int32", Int32.min, Int32.max)
    print("UInt32.max", UInt32.max)
    print("UInt64.max", UInt64.max)
    print("Int64.min", Int64.min)
    print("bitWidth", Int.bitWidth, Int8.bitWidth, UInt16.bitWidth, UInt64.bitWidth)
    print("isSigned", Int.isSigned, UInt.isSigned, Int8.isSigned)
    let small: Int8 = -128
    print("small", small, type(of: small))
    let big: UInt64 = 18_446_744_073_709_551_615
    print("big == max", big == UInt64.max)
    let widened = Int(Int32.max) + 1
    print("widened", widened)
    let sum = Int(UInt8.max) + Int(Int8.max)
    print("sum", sum)
    print("zero", Int.zero, UInt8.zero)
    let values: [Int16] = [Int16.min, -1, 0, 1, Int16.max]
    print(values)
}
