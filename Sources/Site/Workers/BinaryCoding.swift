import Foundation

/// Appends values to a byte buffer in a fixed little-endian layout: the
/// body of the worker protocol's frames. Compact and copy-free for the
/// megabytes of pages and SVG a guide produces (no base64, no JSON).
///
/// Layout: integers as 8 bytes (lengths and counts as 4), strings and
/// byte blobs as a 4-byte length and their bytes, optionals as a 0/1 byte
/// and the value, arrays as a 4-byte count and their elements.
struct BinaryWriter {
    private(set) var data: Data

    init(reservingCapacity capacity: Int = 256) {
        data = Data()
        data.reserveCapacity(capacity)
    }

    mutating func write(_ value: UInt8) {
        data.append(value)
    }

    mutating func write(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }

    mutating func write(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { data.append(contentsOf: $0) }
    }

    mutating func write(_ value: Bool) {
        write(UInt8(value ? 1 : 0))
    }

    /// Its IEEE 754 bits, so a value crosses unchanged.
    mutating func write(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { data.append(contentsOf: $0) }
    }

    mutating func write(length: Int) {
        precondition(length >= 0 && length <= Int(UInt32.max), "a value of \(length) bytes is too large for one frame")
        write(UInt32(length))
    }

    mutating func write(_ value: String) {
        var value = value
        value.withUTF8 { bytes in
            write(length: bytes.count)
            data.append(bytes)
        }
    }

    mutating func write(_ value: Data) {
        write(length: value.count)
        data.append(value)
    }

    mutating func write<Value>(_ value: Value?, _ writeValue: (inout BinaryWriter, Value) -> Void) {
        write(value != nil)
        if let value { writeValue(&self, value) }
    }

    mutating func write<Element>(_ values: [Element], _ writeElement: (inout BinaryWriter, Element) -> Void) {
        write(length: values.count)
        for value in values { writeElement(&self, value) }
    }

    /// Overwrites four bytes at `offset` (a length that is only known once
    /// what follows it was written).
    mutating func patch(_ value: UInt32, at offset: Int) {
        data.withUnsafeMutableBytes { $0.storeBytes(of: value.littleEndian, toByteOffset: offset, as: UInt32.self) }
    }
}

/// Reads what `BinaryWriter` wrote; any shortfall or impossible value
/// throws, so a damaged frame is an error, never a crash.
struct BinaryReader {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    private let data: Data
    private var offset: Int

    init(_ data: Data) {
        self.data = data
        offset = data.startIndex
    }

    var isAtEnd: Bool { offset == data.endIndex }

    private mutating func bytes(_ count: Int) throws -> Data {
        guard count >= 0, data.endIndex - offset >= count else {
            throw Malformed(description: "frame ends \(count - (data.endIndex - offset)) bytes early")
        }
        defer { offset += count }
        return data[offset..<offset + count]
    }

    mutating func readByte() throws -> UInt8 {
        try bytes(1).first!
    }

    mutating func readUInt32() throws -> UInt32 {
        try bytes(4).withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self)) }
    }

    mutating func readInt() throws -> Int {
        let value = try bytes(8).withUnsafeBytes { Int64(littleEndian: $0.loadUnaligned(as: Int64.self)) }
        guard let int = Int(exactly: value) else { throw Malformed(description: "integer \(value) out of range") }
        return int
    }

    mutating func readDouble() throws -> Double {
        Double(bitPattern: try bytes(8).withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) })
    }

    mutating func readBool() throws -> Bool {
        switch try readByte() {
        case 0: false
        case 1: true
        case let other: throw Malformed(description: "\(other) is not a Bool")
        }
    }

    mutating func readString() throws -> String {
        let utf8 = try bytes(Int(readUInt32()))
        guard let string = String(data: utf8, encoding: .utf8) else { throw Malformed(description: "string is not UTF-8") }
        return string
    }

    mutating func readData() throws -> Data {
        Data(try bytes(Int(readUInt32())))
    }

    mutating func readOptional<Value>(_ readValue: (inout BinaryReader) throws -> Value) throws -> Value? {
        try readBool() ? readValue(&self) : nil
    }

    mutating func readArray<Element>(_ readElement: (inout BinaryReader) throws -> Element) throws -> [Element] {
        let count = Int(try readUInt32())
        // Every element takes at least one byte: a count larger than what is left is damage.
        guard count <= data.endIndex - offset else { throw Malformed(description: "array of \(count) elements in a shorter frame") }
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count { elements.append(try readElement(&self)) }
        return elements
    }
}
