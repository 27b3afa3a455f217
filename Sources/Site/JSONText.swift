/// A `JSONValue` as the bytes `JSONEncoder` writes with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes`: two-space indents,
/// `"key" : value`, keys in the order of their UTF-8 bytes, numbers as
/// Swift prints them without a trailing `.0`, and JSONEncoder's string
/// escapes.
///
/// Every guide writes a `tokens.json`; going through `Encodable` and
/// JSONEncoder's boxes cost more than building the tokens. `JSONTextTests`
/// hold this writer to JSONEncoder's bytes.
struct JSONText {
    private(set) var bytes: [UInt8] = []
    private var indent = 0

    /// The value's text, or nil when JSONEncoder would refuse it (a number
    /// that is not finite, or containers nested 512 deep), so the caller
    /// can let JSONEncoder say why.
    static func pretty(_ value: JSONValue) -> [UInt8]? {
        var text = JSONText()
        guard text.write(value, depth: 0) else { return nil }
        return text.bytes
    }

    /// One string as a JSON literal, quotes included, for JSON written by hand.
    static func quoted(_ string: String) -> String {
        var text = JSONText()
        text.writeString(string)
        return String(decoding: text.bytes, as: UTF8.self)
    }

    private mutating func write(_ value: JSONValue, depth: Int) -> Bool {
        switch value {
        case .string(let string):
            writeString(string)
        case .number(let number):
            guard number.isFinite else { return false }
            var text = number.description
            if text.hasSuffix(".0") { text.removeLast(2) }
            bytes += text.utf8
        case .integer(let integer):
            bytes += String(integer).utf8
        case .bool(let bool):
            bytes += (bool ? "true" : "false").utf8
        case .array(let elements):
            guard depth + 1 < 512 else { return false }
            bytes.append(UInt8(ascii: "["))
            bytes.append(UInt8(ascii: "\n"))
            indent += 1
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes += [UInt8(ascii: ","), UInt8(ascii: "\n")] }
                writeIndent()
                guard write(element, depth: depth + 1) else { return false }
            }
            bytes.append(UInt8(ascii: "\n"))
            indent -= 1
            writeIndent()
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            guard depth + 1 < 512 else { return false }
            bytes.append(UInt8(ascii: "{"))
            bytes.append(UInt8(ascii: "\n"))
            indent += 1
            if !members.isEmpty { writeIndent() }
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (index, member) in sorted.enumerated() {
                if index > 0 {
                    bytes += [UInt8(ascii: ","), UInt8(ascii: "\n")]
                    writeIndent()
                }
                writeString(member.key)
                bytes += [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")]
                guard write(member.value, depth: depth + 1) else { return false }
            }
            bytes.append(UInt8(ascii: "\n"))
            indent -= 1
            writeIndent()
            bytes.append(UInt8(ascii: "}"))
        }
        return true
    }

    private mutating func writeIndent() {
        for _ in 0..<indent { bytes += [UInt8(ascii: " "), UInt8(ascii: " ")] }
    }

    /// Quotes and backslashes escaped, control characters as `\n`-style or
    /// `\u00XX` escapes, everything else (slashes, non-ASCII) as it is.
    private mutating func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x08: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x00...0x1F:
                let hex = Array("0123456789abcdef".utf8)
                bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
