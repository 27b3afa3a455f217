import Foundation

/// A 128-bit fingerprint of bytes: what the build cache keys guides on and
/// how it recognises a file it wrote before. Fast (16 bytes per round, two
/// independent lanes, xxHash64's round and Murmur3's finaliser) and stable
/// across runs and machines; not cryptographic — it detects change, it does
/// not resist someone forging a collision, which no input of ours can use.
public struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    public var high: UInt64
    public var low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    public init(_ data: Data) {
        self = data.withUnsafeBytes { Self(bytes: $0) }
    }

    public init(_ string: String) {
        var string = string
        self = string.withUTF8 { Self(bytes: UnsafeRawBufferPointer($0)) }
    }

    public init(bytes: UnsafeRawBufferPointer) {
        var a: UInt64 = 0x9E37_79B9_7F4A_7C15
        var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        let count = bytes.count
        var offset = 0
        while offset + 16 <= count {
            a = Self.round(a, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
            b = Self.round(b, bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self).littleEndian)
            offset += 16
        }
        // The last 0–15 bytes, packed into two words.
        var tail: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &tail) { words in
            for index in offset..<count { words[index - offset] = bytes[index] }
        }
        a = Self.round(a, tail.0.littleEndian ^ UInt64(count))
        b = Self.round(b, tail.1.littleEndian ^ UInt64(truncatingIfNeeded: count &* 31))
        a = Self.finalise(a &+ b)
        b = Self.finalise(b &+ a)
        self.init(high: a, low: b)
    }

    /// The 32 hex digits, as stored in records.
    public var description: String {
        String(format: "%016llx%016llx", high, low)
    }

    private static func round(_ lane: UInt64, _ input: UInt64) -> UInt64 {
        let mixed = lane &+ input &* 0xC2B2_AE3D_27D4_EB4F
        return ((mixed << 31) | (mixed >> 33)) &* 0x9E37_79B1_85EB_CA87
    }

    private static func finalise(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }
}

extension BinaryWriter {
    mutating func write(_ hash: ContentHash) {
        write(Int(bitPattern: UInt(hash.high)))
        write(Int(bitPattern: UInt(hash.low)))
    }
}

extension BinaryReader {
    mutating func readHash() throws -> ContentHash {
        ContentHash(high: UInt64(UInt(bitPattern: try readInt())), low: UInt64(UInt(bitPattern: try readInt())))
    }
}
