/// Conversions between numbers, and from text, as Swift's initializers
/// make them: each to its own type, trapping (an error here) where Swift traps.
extension CoreBuiltins {
    /// `Int(x)`, `UInt8(truncatingIfNeeded: x)`, `Int(exactly: 2.5)`, `Int("ff", radix: 16)`,
    /// `UInt8(clamping: x)`, `Int8(bitPattern: x)`, `UInt8(ascii: "a")`.
    static func integerConversion(_ kind: IntegerKind, _ arguments: [Argument]) throws -> Value {
        guard let argument = arguments.first else { return IntegerValue.wrapping(0, kind).value }
        let source = argument.value
        if case .string(let text) = source {
            if argument.label == "ascii" {
                guard let scalar = text.unicodeScalars.first, scalar.isASCII else { throw builtinError("\(kind.name)(ascii:) needs an ASCII character") }
                return try IntegerValue.checked(Int128(scalar.value), kind, "\(scalar.value)").value
            }
            // `Int("42")`, `Int("ff", radix: 16)`: nil when the text is not a number of this type.
            let radix = arguments.value("radix")?.asInt ?? 10
            guard (2...36).contains(radix) else { throw builtinError("radix \(radix) is out of range") }
            return Int128(text, radix: radix).flatMap { IntegerValue.exactly($0, kind) }?.value ?? .none
        }
        if let integer = source.integerValue {
            switch argument.label {
            case "truncatingIfNeeded"?, "bitPattern"?: return IntegerValue.wrapping(integer.number, kind).value
            case "clamping"?: return IntegerValue.clamping(integer.number, kind).value
            case "exactly"?: return IntegerValue.exactly(integer.number, kind)?.value ?? .none
            default: return try IntegerValue.checked(integer.number, kind, "\(integer.number)").value
            }
        }
        if case .bool(let flag) = source { return IntegerValue.wrapping(flag ? 1 : 0, kind).value }
        guard let number = source.asDouble else { throw builtinError("\(kind.name)(...) needs a number") }
        // From floating point: `exactly:` wants a whole number in range; otherwise the fraction is dropped.
        let whole = number.rounded(.towardZero)
        let inRange = number.isFinite && abs(whole) < 0x1p100 && kind.fits(Int128(whole))
        if argument.label == "exactly" { return inRange && whole == number ? IntegerValue.wrapping(Int128(whole), kind).value : .none }
        guard inRange else { throw builtinError("\(number) cannot be converted to \(kind.name): it is out of range") }
        return IntegerValue.wrapping(Int128(whole), kind).value
    }

    /// `Double(x)`, `Float(x)`, `CGFloat(x)`, `Double(exactly: n)`, `Float("2.5")`: a Float is
    /// rounded to 32 bits once, from the number converted; `CGFloat` is a Double.
    static func floatingConversion(_ typeName: String, _ arguments: [Argument]) throws -> Value {
        let single = typeName == "Float" || typeName == "Float32"
        func make(_ number: Double) -> Value { single ? .float(Float(number)) : .double(number) }
        guard let argument = arguments.first else { return make(0) }
        // `Double(sign: .minus, exponent: 3, significand: 1.5)`.
        if let exponent = arguments.value("exponent")?.asInt, let significand = arguments.value("significand")?.asDouble {
            return make(Double(sign: arguments.value("sign")?.caseName == "minus" ? .minus : .plus, exponent: exponent, significand: significand))
        }
        let source = argument.value
        // `Double(exactly: 9007199254740993)` is nil: the integer is not representable.
        if argument.label == "exactly" {
            switch source {
            case .int, .integer:
                let number = source.integerValue!.number
                return single ? Float(exactly: number).map(Value.float) ?? .none : Double(exactly: number).map(Value.double) ?? .none
            case .double(let number): return single ? Float(exactly: number).map(Value.float) ?? .none : .double(number)
            case .float(let number): return single ? .float(number) : .double(Double(number))
            default: throw builtinError("\(typeName)(exactly:) needs a number")
            }
        }
        switch source {
        case .int, .integer:
            let number = source.integerValue!.number
            return single ? .float(Float(number)) : .double(Double(number))
        case .double(let number): return make(number)
        case .float(let number): return single ? .float(number) : .double(Double(number))
        case .string(let text): return single ? Float(text).map(Value.float) ?? .none : Double(text).map(Value.double) ?? .none
        case .bool(let flag): return make(flag ? 1 : 0)
        default:
            if let number = Operators.numericConstant(source, other: make(0)).asDouble { return make(number) }
            throw builtinError("\(typeName)(...) needs a number")
        }
    }
}
