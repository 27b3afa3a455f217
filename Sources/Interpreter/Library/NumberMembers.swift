import Foundation

/// A fixed-width integer type: its width and sign, so arithmetic on it
/// traps, wraps and shifts as Swift's does. Integer values are held as
/// `Int` at run time; the kind comes from the expression's static type.
struct IntegerKind: Equatable {
    var name: String
    var bits: Int
    var isSigned: Bool

    static func named(_ name: String) -> IntegerKind? {
        switch name {
        case "Int", "Int64": IntegerKind(name: name, bits: 64, isSigned: true)
        case "Int32": IntegerKind(name: name, bits: 32, isSigned: true)
        case "Int16": IntegerKind(name: name, bits: 16, isSigned: true)
        case "Int8": IntegerKind(name: name, bits: 8, isSigned: true)
        case "UInt", "UInt64": IntegerKind(name: name, bits: 64, isSigned: false)
        case "UInt32": IntegerKind(name: name, bits: 32, isSigned: false)
        case "UInt16": IntegerKind(name: name, bits: 16, isSigned: false)
        case "UInt8": IntegerKind(name: name, bits: 8, isSigned: false)
        default: nil
        }
    }

    var minimum: Int128 { isSigned ? -(Int128(1) << (bits - 1)) : 0 }
    var maximum: Int128 { isSigned ? (Int128(1) << (bits - 1)) - 1 : (Int128(1) << bits) - 1 }

    func fits(_ value: Int128) -> Bool { value >= minimum && value <= maximum }

    /// The value's low `bits` bits, read as this type (`&+`, `truncatingIfNeeded:`).
    func wrapping(_ value: Int128) -> Int128 {
        let mask = (Int128(1) << bits) - 1
        var low = value & mask
        if isSigned, low > maximum { low -= Int128(1) << bits }
        return low
    }

    /// A value of this type as the interpreter holds it; one an `Int` cannot hold is an error.
    func value(_ number: Int128) throws -> Value {
        guard let held = Int(exactly: number) else {
            throw builtinError("\(name) value \(number) is beyond what sitegen evaluates (Int's range)")
        }
        return .int(held)
    }

    /// `~x`, `x << n`: the bits of the result within the width.
    func bitwiseNot(_ value: Int) throws -> Value {
        try self.value(wrapping(~Int128(value)))
    }
}

/// `Int`, `Double` and `Bool` members.
enum NumberMembers {
    static func int(_ value: Value) -> Int { value.asInt ?? 0 }
    static func double(_ value: Value) -> Double { value.asDouble ?? 0 }

    static let integer: [LibraryMember] = [
        .property("description") { value, _ in .string(String(int(value))) },
        .property("debugDescription") { value, _ in .string(String(int(value))) },
        .property("magnitude") { value, _ in .int(int(value).magnitude > UInt(Int.max) ? Int.max : Int(int(value).magnitude)) },
        // Swift's hash is seeded per process; a preview needs the same value every build.
        .property("hashValue") { value, _ in .int(CoreBuiltins.stableHash(String(int(value)))) },
        .property("leadingZeroBitCount") { value, _ in .int(int(value).leadingZeroBitCount) },
        .property("trailingZeroBitCount") { value, _ in .int(int(value).trailingZeroBitCount) },
        .property("nonzeroBitCount") { value, _ in .int(int(value).nonzeroBitCount) },
        .property("bitWidth") { _, _ in .int(Int.bitWidth) },
        .method("isMultiple") { value, call in
            let divisor = try call.int("of")
            return .bool(divisor == 0 ? int(value) == 0 : int(value) % divisor == 0)
        },
        .method("signum") { value, _ in .int(int(value).signum()) },
        .method("quotientAndRemainder") { value, call in
            let divisor = try call.int("dividingBy")
            guard divisor != 0 else { throw builtinError("division by zero") }
            let (quotient, remainder) = int(value).quotientAndRemainder(dividingBy: divisor)
            return .tuple([.int(quotient), .int(remainder)], labels: ["quotient", "remainder"])
        },
        .method("advanced") { value, call in .int(int(value) &+ (try call.int("by"))) },
        .method("distance") { value, call in .int((try call.int("to")) &- int(value)) },
        .method("formatted") { value, call in try formatted(Double(int(value)), call) },
    ]

    static let floatingPoint: [LibraryMember] = [
        .property("description") { value, _ in .string("\(double(value))") },
        .property("magnitude") { value, _ in .double(abs(double(value))) },
        .property("isNaN") { value, _ in .bool(double(value).isNaN) },
        .property("isFinite") { value, _ in .bool(double(value).isFinite) },
        .property("isInfinite") { value, _ in .bool(double(value).isInfinite) },
        .property("isZero") { value, _ in .bool(double(value).isZero) },
        .property("isNormal") { value, _ in .bool(double(value).isNormal) },
        .property("nextUp") { value, _ in .double(double(value).nextUp) },
        .property("nextDown") { value, _ in .double(double(value).nextDown) },
        .property("isSubnormal") { value, _ in .bool(double(value).isSubnormal) },
        .property("isSignalingNaN") { value, _ in .bool(double(value).isSignalingNaN) },
        .property("isCanonical") { value, _ in .bool(double(value).isCanonical) },
        .property("sign") { value, _ in sign(double(value).sign) },
        .property("exponent") { value, _ in .int(double(value).exponent) },
        .property("significand") { value, _ in .double(double(value).significand) },
        .property("debugDescription") { value, _ in .string(double(value).debugDescription) },
        .property("hashValue") { value, _ in .int(CoreBuiltins.stableHash("\(double(value))")) },
        .method("addingProduct") { value, call in
            let factors = call.arguments.compactMap(\.value.asDouble)
            guard factors.count == 2 else { throw builtinError("addingProduct needs two numbers") }
            return .double(double(value).addingProduct(factors[0], factors[1]))
        },
        .method("isEqual") { value, call in .bool(double(value).isEqual(to: try call.double("to"))) },
        .method("isLess") { value, call in .bool(double(value).isLess(than: try call.double("than"))) },
        .method("isLessThanOrEqualTo") { value, call in .bool(double(value).isLessThanOrEqualTo(try call.double())) },
        .property("ulp") { value, _ in .double(double(value).ulp) },
        .method("rounded") { value, call in .double(double(value).rounded(rule(call.value()))) },
        .mutating("round") { value, call in
            value = .double(double(value).rounded(rule(call.value())))
            return .void
        },
        .method("squareRoot") { value, _ in .double(double(value).squareRoot()) },
        .method("truncatingRemainder") { value, call in .double(double(value).truncatingRemainder(dividingBy: try call.double("dividingBy"))) },
        .method("remainder") { value, call in .double(double(value).remainder(dividingBy: try call.double("dividingBy"))) },
        .method("advanced") { value, call in .double(double(value) + (try call.double("by"))) },
        .method("distance") { value, call in .double((try call.double("to")) - double(value)) },
        .method("formatted") { value, call in try formatted(double(value), call) },
    ]

    static let bool: [LibraryMember] = [
        .property("description") { value, _ in .string(value.asBool == true ? "true" : "false") },
        .mutating("toggle") { value, _ in
            value = .bool(!(value.asBool ?? false))
            return .void
        },
    ]

    /// A `FloatingPointSign`: `.plus` or `.minus`.
    static func sign(_ sign: FloatingPointSign) -> Value {
        .enumCase(EnumCaseValue(typeName: "FloatingPointSign", name: sign == .minus ? "minus" : "plus"))
    }

    static func rule(_ value: Value?) -> FloatingPointRoundingRule {
        switch value?.caseName {
        case "up"?: .up
        case "down"?: .down
        case "towardZero"?: .towardZero
        case "awayFromZero"?: .awayFromZero
        case "toNearestOrEven"?: .toNearestOrEven
        default: .toNearestOrAwayFromZero
        }
    }

    /// `.formatted()` (grouped thousands), `.formatted(.currency(code: "USD"))`, `.formatted(.percent)`.
    static func formatted(_ number: Double, _ call: LibraryCall) throws -> Value {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        switch call.value() {
        case .implicitMember("currency", let styleArguments)?:
            formatter.numberStyle = .currency
            formatter.currencyCode = styleArguments?.value("code")?.asString ?? "USD"
        case .implicitMember("percent", _)?:
            formatter.numberStyle = .percent
        default:
            break
        }
        return .string(formatter.string(from: NSNumber(value: number)) ?? "\(number)")
    }
}
