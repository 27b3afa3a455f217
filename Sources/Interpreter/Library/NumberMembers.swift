import Foundation

/// `Int`, `Double` and `Bool` members.
enum NumberMembers {
    static func integer(_ value: Value) -> IntegerValue { value.integerValue ?? IntegerValue(0) }
    static func double(_ value: Value) -> Double { value.asDouble ?? 0 }

    /// An integer argument (`by:`, `of:`), of any integer type.
    static func integerArgument(_ call: LibraryCall, _ label: String? = nil) throws -> IntegerValue {
        guard let number = try call.required(label).integerValue else { throw builtinError("\(call.name): \(label ?? "the argument") must be an integer") }
        return number
    }

    /// The result of a floating-point operation in the receiver's own type.
    /// Rounding a Double result to Float gives Float's own result for the
    /// operations given this way (`+ - * /`, square roots, exact ones).
    static func same(_ receiver: Value, _ result: Double) -> Value {
        if case .float = receiver { return .float(Float(result)) }
        return .double(result)
    }

    /// A Float receiver's own value, for the members whose result depends on its width.
    static func single(_ value: Value) -> Float? {
        if case .float(let number) = value { return number }
        return nil
    }

    static let integer: [LibraryMember] = [
        .property("description") { value, _ in .string(integer(value).description) },
        .property("debugDescription") { value, _ in .string(integer(value).description) },
        .property("magnitude") { value, _ in integer(value).magnitude.value },
        // Swift's hash is seeded per process; a preview needs the same value every build.
        .property("hashValue") { value, _ in .int(CoreBuiltins.stableHash(integer(value).description)) },
        .property("leadingZeroBitCount") { value, _ in .int(integer(value).leadingZeroBitCount) },
        .property("trailingZeroBitCount") { value, _ in .int(integer(value).trailingZeroBitCount) },
        .property("nonzeroBitCount") { value, _ in .int(integer(value).nonzeroBitCount) },
        .property("bitWidth") { value, _ in .int(integer(value).kind.bits) },
        .property("byteSwapped") { value, _ in integer(value).byteSwapped.value },
        // Every Apple device is little-endian: big-endian is the bytes swapped.
        .property("bigEndian") { value, _ in integer(value).byteSwapped.value },
        .property("littleEndian") { value, _ in integer(value).value },
        .method("isMultiple") { value, call in
            let number = integer(value).number, divisor = try integerArgument(call, "of").number
            return .bool(divisor == 0 ? number == 0 : number % divisor == 0)
        },
        .method("signum") { value, _ in IntegerValue.wrapping(integer(value).number.signum(), integer(value).kind).value },
        .method("quotientAndRemainder") { value, call in
            let divisor = try integerArgument(call, "dividingBy")
            return .tuple([try IntegerArithmetic.binary("/", integer(value), divisor, at: call.location),
                           try IntegerArithmetic.binary("%", integer(value), divisor, at: call.location)], labels: ["quotient", "remainder"])
        },
        .method("advanced") { value, call in try IntegerArithmetic.binary("+", integer(value), try integerArgument(call, "by"), at: call.location) },
        .method("distance") { value, call in
            let distance = try integerArgument(call, "to").number - integer(value).number
            return try IntegerValue.checked(distance, .int, "the distance \(distance)").value
        },
        .method("addingReportingOverflow") { value, call in try IntegerArithmetic.reportingOverflow("+", integer(value), integerArgument(call)) },
        .method("subtractingReportingOverflow") { value, call in try IntegerArithmetic.reportingOverflow("-", integer(value), integerArgument(call)) },
        .method("multipliedReportingOverflow") { value, call in try IntegerArithmetic.reportingOverflow("*", integer(value), integerArgument(call, "by")) },
        .method("dividedReportingOverflow") { value, call in try IntegerArithmetic.reportingOverflow("/", integer(value), integerArgument(call, "by")) },
        .method("remainderReportingOverflow") { value, call in
            try IntegerArithmetic.reportingOverflow("%", integer(value), integerArgument(call, "dividingBy"))
        },
        .method("formatted") { value, call in try formatted(Double(integer(value).number), call) },
    ]

    static let floatingPoint: [LibraryMember] = [
        .property("description") { value, _ in .string(single(value).map { "\($0)" } ?? "\(double(value))") },
        .property("magnitude") { value, _ in same(value, abs(double(value))) },
        .property("isNaN") { value, _ in .bool(double(value).isNaN) },
        .property("isFinite") { value, _ in .bool(double(value).isFinite) },
        .property("isInfinite") { value, _ in .bool(double(value).isInfinite) },
        .property("isZero") { value, _ in .bool(double(value).isZero) },
        .property("isNormal") { value, _ in .bool(single(value)?.isNormal ?? double(value).isNormal) },
        .property("nextUp") { value, _ in single(value).map { .float($0.nextUp) } ?? .double(double(value).nextUp) },
        .property("nextDown") { value, _ in single(value).map { .float($0.nextDown) } ?? .double(double(value).nextDown) },
        .property("isSubnormal") { value, _ in .bool(single(value)?.isSubnormal ?? double(value).isSubnormal) },
        .property("isSignalingNaN") { value, _ in .bool(single(value)?.isSignalingNaN ?? double(value).isSignalingNaN) },
        .property("isCanonical") { value, _ in .bool(double(value).isCanonical) },
        .property("sign") { value, _ in sign(double(value).sign) },
        .property("exponent") { value, _ in .int(single(value).map { Int($0.exponent) } ?? double(value).exponent) },
        .property("significand") { value, _ in single(value).map { .float($0.significand) } ?? .double(double(value).significand) },
        .property("debugDescription") { value, _ in .string(single(value)?.debugDescription ?? double(value).debugDescription) },
        .property("hashValue") { value, _ in .int(CoreBuiltins.stableHash(single(value).map { "\($0)" } ?? "\(double(value))")) },
        .method("addingProduct") { value, call in
            let factors = call.arguments.compactMap(\.value.asDouble)
            guard factors.count == 2 else { throw builtinError("addingProduct needs two numbers") }
            if let x = single(value) { return .float(x.addingProduct(Float(factors[0]), Float(factors[1]))) }
            return .double(double(value).addingProduct(factors[0], factors[1]))
        },
        .method("isEqual") { value, call in .bool(double(value).isEqual(to: try call.double("to"))) },
        .method("isLess") { value, call in .bool(double(value).isLess(than: try call.double("than"))) },
        .method("isLessThanOrEqualTo") { value, call in .bool(double(value).isLessThanOrEqualTo(try call.double())) },
        .property("ulp") { value, _ in single(value).map { .float($0.ulp) } ?? .double(double(value).ulp) },
        .method("rounded") { value, call in same(value, double(value).rounded(rule(call.value()))) },
        .mutating("round") { value, call in
            value = same(value, double(value).rounded(rule(call.value())))
            return .void
        },
        .method("squareRoot") { value, _ in same(value, double(value).squareRoot()) },
        .method("truncatingRemainder") { value, call in same(value, double(value).truncatingRemainder(dividingBy: try call.double("dividingBy"))) },
        .method("remainder") { value, call in same(value, double(value).remainder(dividingBy: try call.double("dividingBy"))) },
        .method("advanced") { value, call in same(value, double(value) + (try call.double("by"))) },
        .method("distance") { value, call in same(value, (try call.double("to")) - double(value)) },
        .method("formatted") { value, call in try formatted(double(value), call) },
    ]

    static let bool: [LibraryMember] = [
        .property("description") { value, _ in .string(value.asBool == true ? "true" : "false") },
        .mutating("toggle") { value, _ in
            value = .bool(!(value.asBool ?? false))
            return .void
        },
    ]

    /// `Int.max`, `UInt8.min`, `Float.pi`, `Double.infinity`: a numeric type's static constants.
    static func constant(_ name: String, of typeName: String) -> Value? {
        if let kind = IntegerKind.named(typeName) {
            switch name {
            case "max": return IntegerValue.clamping(kind.maximum, kind).value
            case "min": return IntegerValue.clamping(kind.minimum, kind).value
            case "zero": return IntegerValue.wrapping(0, kind).value
            case "bitWidth": return .int(kind.bits)
            case "isSigned": return .bool(kind.isSigned)
            default: return nil
            }
        }
        if typeName == "Float" || typeName == "Float32" {
            switch name {
            case "pi": return .float(.pi)
            case "infinity": return .float(.infinity)
            case "nan": return .float(.nan)
            case "signalingNaN": return .float(.signalingNaN)
            case "greatestFiniteMagnitude": return .float(.greatestFiniteMagnitude)
            case "leastNormalMagnitude": return .float(.leastNormalMagnitude)
            case "leastNonzeroMagnitude": return .float(.leastNonzeroMagnitude)
            case "ulpOfOne": return .float(.ulpOfOne)
            case "zero": return .float(0)
            default: return nil
            }
        }
        guard ["Double", "CGFloat", "TimeInterval", "Float64"].contains(typeName) else { return nil }
        switch name {
        case "pi": return .double(.pi)
        case "infinity": return .double(.infinity)
        case "nan": return .double(.nan)
        case "signalingNaN": return .double(.signalingNaN)
        case "greatestFiniteMagnitude": return .double(.greatestFiniteMagnitude)
        case "leastNormalMagnitude": return .double(.leastNormalMagnitude)
        case "leastNonzeroMagnitude": return .double(.leastNonzeroMagnitude)
        case "ulpOfOne": return .double(.ulpOfOne)
        case "zero": return .double(0)
        default: return nil
        }
    }

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
        case .record(let style)? where style.typeName == FormatStyleMembers.typeName:
            return .string(try FormatStyleMembers.format(number, style))
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
