import Diagnostics

/// Swift's fixed-width integer types: each has its width and sign, so its
/// arithmetic traps, wraps and shifts as Swift's does.
public enum IntegerKind: String, CaseIterable, Sendable {
    case int = "Int", int8 = "Int8", int16 = "Int16", int32 = "Int32", int64 = "Int64"
    case uint = "UInt", uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32", uint64 = "UInt64"

    static func named(_ name: String) -> IntegerKind? { IntegerKind(rawValue: name) }

    var name: String { rawValue }

    var bits: Int {
        switch self {
        case .int8, .uint8: 8
        case .int16, .uint16: 16
        case .int32, .uint32: 32
        case .int, .int64, .uint, .uint64: 64
        }
    }

    var isSigned: Bool {
        switch self {
        case .int, .int8, .int16, .int32, .int64: true
        case .uint, .uint8, .uint16, .uint32, .uint64: false
        }
    }

    /// The type of `magnitude`: the unsigned type of the same width.
    var magnitudeKind: IntegerKind {
        switch self {
        case .int, .uint: .uint
        case .int8, .uint8: .uint8
        case .int16, .uint16: .uint16
        case .int32, .uint32: .uint32
        case .int64, .uint64: .uint64
        }
    }

    var minimum: Int128 { isSigned ? -(Int128(1) << (bits - 1)) : 0 }
    var maximum: Int128 { isSigned ? (Int128(1) << (bits - 1)) - 1 : (Int128(1) << bits) - 1 }

    func fits(_ value: Int128) -> Bool { value >= minimum && value <= maximum }

    /// The value's low `bits` bits, read as this type (`&+`, `truncatingIfNeeded:`).
    func wrapping(_ value: Int128) -> Int128 {
        let low = value & ((Int128(1) << bits) - 1)
        return isSigned && low > maximum ? low - (Int128(1) << bits) : low
    }

    func clamping(_ value: Int128) -> Int128 { min(max(value, minimum), maximum) }
}

/// A value of a fixed-width integer type: the type and the number, which
/// always lies within the type's range. `Int`, the common case, is held as
/// `Value.int`; every other type as `Value.integer`.
public struct IntegerValue: Hashable, Sendable {
    public let kind: IntegerKind
    public let number: Int128

    /// `number` must fit `kind` (see `checked`, `wrapping`).
    private init(unchecked number: Int128, _ kind: IntegerKind) {
        self.kind = kind
        self.number = number
    }

    init(_ number: Int) {
        self.init(unchecked: Int128(number), .int)
    }

    /// `number` as a `kind`, or nil when it does not fit.
    static func exactly(_ number: Int128, _ kind: IntegerKind) -> IntegerValue? {
        kind.fits(number) ? IntegerValue(unchecked: number, kind) : nil
    }

    /// `number` as a `kind`; one that does not fit is an overflow, as Swift traps.
    static func checked(_ number: Int128, _ kind: IntegerKind, _ what: @autoclosure () -> String, at location: FileLocation? = nil) throws -> IntegerValue {
        guard let value = exactly(number, kind) else {
            throw EvaluationError("arithmetic overflow: \(what()) does not fit in \(kind.name)", at: location)
        }
        return value
    }

    static func wrapping(_ number: Int128, _ kind: IntegerKind) -> IntegerValue {
        IntegerValue(unchecked: kind.wrapping(number), kind)
    }

    static func clamping(_ number: Int128, _ kind: IntegerKind) -> IntegerValue {
        IntegerValue(unchecked: kind.clamping(number), kind)
    }

    /// The value as the interpreter holds it: `Int` as `.int`.
    var value: Value {
        kind == .int ? .int(Int(truncatingIfNeeded: number)) : .integer(self)
    }

    /// The two's-complement bits within the width, as an unsigned number.
    var bitPattern: UInt64 { UInt64(truncatingIfNeeded: number) & (kind.bits == 64 ? .max : (1 << UInt64(kind.bits)) - 1) }

    var description: String { String(number) }

    var leadingZeroBitCount: Int { bitPattern.leadingZeroBitCount - (64 - kind.bits) }
    var trailingZeroBitCount: Int { bitPattern == 0 ? kind.bits : bitPattern.trailingZeroBitCount }
    var nonzeroBitCount: Int { bitPattern.nonzeroBitCount }

    /// The bytes in reverse order (`byteSwapped`, and `bigEndian` on a little-endian machine).
    var byteSwapped: IntegerValue {
        .wrapping(Int128(bitPattern.byteSwapped >> UInt64(64 - kind.bits)), kind)
    }

    var magnitude: IntegerValue { IntegerValue(unchecked: Int128(number.magnitude), kind.magnitudeKind) }
}

extension IntegerValue {
    /// The number an integer literal's text writes (`0xFF`, `1_000`, `0b1010`), at any size.
    static func literalNumber(_ text: String) -> Int128? {
        let digits = text.filter { $0 != "_" }
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            return Int128(digits.dropFirst(2), radix: radix)
        }
        return Int128(digits)
    }
}

extension Value {
    /// The fixed-width integer a value is, `Int` included.
    var integerValue: IntegerValue? {
        switch self {
        case .int(let number): IntegerValue(number)
        case .integer(let value): value
        default: nil
        }
    }
}

/// Swift's integer operators over values of one integer type (an `Int`
/// beside another type being a literal of that type, as Swift types it).
/// Arithmetic traps where Swift's traps, as an evaluation error: sitegen
/// itself never traps, whatever a guide computes.
enum IntegerArithmetic {
    static func binary(_ op: String, _ a: IntegerValue, _ b: IntegerValue, at location: FileLocation) throws -> Value {
        switch op {
        case "<": return .bool(a.number < b.number)
        case ">": return .bool(a.number > b.number)
        case "<=": return .bool(a.number <= b.number)
        case ">=": return .bool(a.number >= b.number)
        case "==": return .bool(a.number == b.number)
        case "!=": return .bool(a.number != b.number)
        case "<<", ">>", "&<<", "&>>":
            return shift(op, a, by: b.number).value
        case "..<", "...":
            guard a.number <= b.number else { throw EvaluationError("range \(a.number)\(op)\(b.number) has its bounds reversed", at: location) }
            return .range(lower: Double(a.number), upper: Double(b.number), closed: op == "...", integral: true)
        default:
            break
        }
        let (a, b) = try sameKind(op, a, b, at: location)
        let kind = a.kind, x = a.number, y = b.number
        func checked(_ result: (partialValue: Int128, overflow: Bool)) throws -> Value {
            guard !result.overflow else { throw EvaluationError("arithmetic overflow: \(x) \(op) \(y) does not fit in \(kind.name)", at: location) }
            return try IntegerValue.checked(result.partialValue, kind, "\(x) \(op) \(y)", at: location).value
        }
        switch op {
        case "+": return try checked(x.addingReportingOverflow(y))
        case "-": return try checked(x.subtractingReportingOverflow(y))
        case "*": return try checked(x.multipliedReportingOverflow(by: y))
        case "/", "%":
            guard y != 0 else { throw EvaluationError("division by zero", at: location) }
            // `Int.min % -1` traps in Swift, though its remainder (0) fits.
            if kind.isSigned, x == kind.minimum, y == -1 { throw EvaluationError("arithmetic overflow: \(x) \(op) \(y) does not fit in \(kind.name)", at: location) }
            return try checked(op == "/" ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y))
        case "&+": return IntegerValue.wrapping(x &+ y, kind).value
        case "&-": return IntegerValue.wrapping(x &- y, kind).value
        case "&*": return IntegerValue.wrapping(x &* y, kind).value
        // Both two's complement within the width: the result is too.
        case "&": return IntegerValue.wrapping(x & y, kind).value
        case "|": return IntegerValue.wrapping(x | y, kind).value
        case "^": return IntegerValue.wrapping(x ^ y, kind).value
        default:
            throw EvaluationError("unsupported operator '\(op)' for \(kind.name)", at: location)
        }
    }

    /// Both operands as one type: an `Int` beside another integer type is
    /// a literal Swift gave that type; two other types do not mix.
    private static func sameKind(_ op: String, _ a: IntegerValue, _ b: IntegerValue, at location: FileLocation?) throws -> (IntegerValue, IntegerValue) {
        if a.kind == b.kind { return (a, b) }
        if a.kind == .int { return (try IntegerValue.checked(a.number, b.kind, "\(a.number)", at: location), b) }
        if b.kind == .int { return (a, try IntegerValue.checked(b.number, a.kind, "\(b.number)", at: location)) }
        throw EvaluationError("cannot apply '\(op)' to \(a.kind.name) and \(b.kind.name)", at: location)
    }

    /// Swift's shifts: `<<` and `>>` by any amount (a negative one shifts the
    /// other way, one past the width leaves 0 or the sign); `&<<` and `&>>`
    /// by the amount modulo the width.
    static func shift(_ op: String, _ a: IntegerValue, by amount: Int128) -> IntegerValue {
        let bits = Int128(a.kind.bits)
        var left = op == "<<" || op == "&<<"
        var count = amount
        if op.hasPrefix("&") {
            count = amount & (bits - 1)
        } else if amount < 0 {
            left.toggle()
            count = amount == Int128.min ? bits : -amount
        }
        if count >= bits { return .wrapping(left || a.number >= 0 ? 0 : -1, a.kind) }
        return .wrapping(left ? a.number << count : a.number >> count, a.kind)
    }

    /// `-x`, `~x`, `+x`.
    static func prefix(_ op: String, _ a: IntegerValue, at location: FileLocation) throws -> Value? {
        switch op {
        case "-": return try IntegerValue.checked(-a.number, a.kind, "-(\(a.number))", at: location).value
        case "~": return IntegerValue.wrapping(~a.number, a.kind).value
        case "+": return a.value
        default: return nil
        }
    }

    /// `x.addingReportingOverflow(y)` and its kin: the wrapped result and whether it overflowed.
    static func reportingOverflow(_ op: String, _ a: IntegerValue, _ b: IntegerValue, at location: FileLocation? = nil) throws -> Value {
        let (a, b) = try sameKind(op, a, b, at: location)
        let exact: Int128?
        switch op {
        case "+": exact = a.number + b.number
        case "-": exact = a.number - b.number
        case "*": let product = a.number.multipliedReportingOverflow(by: b.number); exact = product.overflow ? nil : product.partialValue
        // Dividing by zero reports an overflow and gives the dividend.
        case "/": exact = b.number == 0 ? nil : a.number / b.number
        default: exact = b.number == 0 ? nil : a.number % b.number
        }
        let partial: IntegerValue
        if let exact { partial = .wrapping(exact, a.kind) } else if op == "*" { partial = .wrapping(a.number &* b.number, a.kind) } else { partial = a }
        let overflow = exact.map { !a.kind.fits($0) } ?? true
        // `Int.min.remainderReportingOverflow(dividingBy: -1)` is (0, true).
        let remainderOverflow = op == "%" && a.kind.isSigned && a.number == a.kind.minimum && b.number == -1
        return .tuple([remainderOverflow ? IntegerValue.wrapping(0, a.kind).value : partial.value, .bool(overflow || remainderOverflow)],
                      labels: ["partialValue", "overflow"])
    }
}
