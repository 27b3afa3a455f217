import Foundation
@testable import Site
import Testing

/// `JSONText` writes tokens.json without JSONEncoder; its bytes must be JSONEncoder's.
@Suite struct JSONTextTests {
    static let strings = ["", "a", "A", "b", "B", "a1", "a10", "a2", "$value", "$type", "_", "é", "e\u{301}", "É", "ß", "日本", "👍🏽",
                          "quote \" back \\ slash / done", "line\nbreak\ttab\rreturn", "\u{0}\u{1}\u{8}\u{b}\u{c}\u{1f}\u{7f}", "dev.sitegen", "{color.brand.red}"]
    static let numbers: [Double] = [0, -0.0, 1, -1, 0.5, 0.1, 1.0 / 3, 2.0 / 3 * 255, 1e-7, 1e-5, 0.0001, 1e15, 1e16, 1e21, 123456789.125,
                                    -2.5, 255, 0.2 * 3, .leastNonzeroMagnitude, .greatestFiniteMagnitude, .ulpOfOne]
    static let integers = [0, 1, -1, 42, Int.max, Int.min]

    /// Values of every kind, nested, from a seeded generator.
    static func values() -> [JSONValue] {
        var generator = SplitMix(seed: 7)
        func value(depth: Int) -> JSONValue {
            switch generator.next() % (depth > 4 ? 4 : 6) {
            case 0: return .string(strings[Int(generator.next() % UInt64(strings.count))])
            case 1: return .number(numbers[Int(generator.next() % UInt64(numbers.count))])
            case 2: return .integer(integers[Int(generator.next() % UInt64(integers.count))])
            case 3: return .bool(generator.next() % 2 == 0)
            case 4: return .array((0..<Int(generator.next() % 4)).map { _ in value(depth: depth + 1) })
            default:
                var members: [String: JSONValue] = [:]
                for _ in 0..<Int(generator.next() % 6) { members[strings[Int(generator.next() % UInt64(strings.count))]] = value(depth: depth + 1) }
                return .object(members)
            }
        }
        var values: [JSONValue] = [.array([]), .object([:]), .object(["": .array([]), "k": .object([:])])]
        values += strings.map { JSONValue.string($0) } + numbers.map { JSONValue.number($0) } + integers.map { JSONValue.integer($0) }
        values.append(.object(Dictionary(strings.map { ($0, JSONValue.string($0)) }, uniquingKeysWith: { first, _ in first })))
        for _ in 0..<300 { values.append(value(depth: 0)) }
        return values
    }

    @Test func writesJSONEncodersBytes() throws {
        for value in Self.values() {
            let ours = try value.encoded()
            let foundation = try value.encodedByFoundation()
            #expect(ours == foundation, "\(String(decoding: foundation, as: UTF8.self).prefix(200))")
        }
    }

    @Test func leavesNumbersJSONCannotHoldToJSONEncoder() {
        for number in [Double.nan, .infinity, -.infinity] {
            #expect(JSONText.pretty(.object(["x": .array([.number(number)])])) == nil)
            #expect(throws: EncodingError.self) { try JSONValue.number(number).encoded() }
        }
    }

    /// A small deterministic generator, so failures repeat.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
