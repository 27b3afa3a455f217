// Checks integer conversions: truncatingIfNeeded, exactly, clamping and bitPattern.
import Foundation

func main() {
    print("UInt8(truncatingIfNeeded: 300)", UInt8(truncatingIfNeeded: 300))
    print("UInt8(truncatingIfNeeded: -1)", UInt8(truncatingIfNeeded: -1))
    print("Int8(truncatingIfNeeded: 200)", Int8(truncatingIfNeeded: 200))
    print("Int16(truncatingIfNeeded: 0x12345)", Int16(truncatingIfNeeded: 0x12345))
    print("UInt32(truncatingIfNeeded: Int.min)", UInt32(truncatingIfNeeded: Int.min))
    print("Int(truncatingIfNeeded: UInt64.max)", Int(truncatingIfNeeded: UInt64.max))
    print("Int8(exactly: 100)", Int8(exactly: 100) as Any)
    print("Int8(exactly: 200)", Int8(exactly: 200) as Any)
    print("UInt(exactly: -1)", UInt(exactly: -1) as Any)
    print("Int(exactly: 3.0)", Int(exactly: 3.0) as Any)
    print("Int(exactly: 3.5)", Int(exactly: 3.5) as Any)
    print("UInt8(clamping: 300)", UInt8(clamping: 300))
    print("UInt8(clamping: -5)", UInt8(clamping: -5))
    print("Int8(clamping: -1000)", Int8(clamping: -1000))
    print("Int16(clamping: Int.max)", Int16(clamping: Int.max))
    print("UInt32(clamping: 42)", UInt32(clamping: 42))
    print("UInt8(bitPattern: -1)", UInt8(bitPattern: -1))
    print("Int8(bitPattern: 255)", Int8(bitPattern: 255))
    print("Int(bitPattern: UInt.max)", Int(bitPattern: UInt.max))
    let channels = [-20, 0, 128, 255, 999]
    let clamped = channels.map { UInt8(clamping: $0) }
    print("clamped channels", clamped)
    let wrapped = channels.map { UInt8(truncatingIfNeeded: $0) }
    print("wrapped channels", wrapped)
    let exact = channels.map { UInt8(exactly: $0) }
    print("exact channels", exact)
}
