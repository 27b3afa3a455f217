import Diagnostics
import Foundation
import Guards

/// Swift's binary operators over interpreter values. Integers stay integers
/// of their type (`IntegerArithmetic`); a Float with a Float stays a Float,
/// computed in 32 bits; a Double on either side makes the result Double.
enum Operators {
    static func binary(_ op: String, _ left: Value, _ right: Value, at location: FileLocation) throws -> Value {
        let left = numericConstant(left, other: right), right = numericConstant(right, other: left)
        // `3...6 ~= count`: pattern matching a range is membership.
        if op == "~=", case .range(let lower, let upper, let closed, _) = left, let value = right.asDouble {
            return .bool(value >= lower && (closed ? value <= upper : value < upper))
        }
        if let a = left.integerValue, let b = right.integerValue {
            return try IntegerArithmetic.binary(op, a, b, at: location)
        }
        if op == "+", let joined = try AttributedStrings.joined(left, right, at: location) { return joined }
        switch (left, right) {
        // A number beside a Float is a literal Swift made a Float (Swift converts no Double to a Float).
        case (.float(let a), .float(let b)):
            return try floating(op, a, b, at: location, Value.float)
        case (.float(let a), .int), (.float(let a), .integer), (.float(let a), .double):
            return try floating(op, a, Float(right.asDouble ?? 0), at: location, Value.float)
        case (.int, .float(let b)), (.integer, .float(let b)), (.double, .float(let b)):
            return try floating(op, Float(left.asDouble ?? 0), b, at: location, Value.float)
        case (.string(let a), .string(let b)):
            switch op {
            case "+": return .string(try Budget.string(a + b, at: location))
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: break
            }
        case (.array(let a), .array(let b)) where op == "+":
            return .array(try Budget.collection(a + b, at: location))
        // `head + tail` of slices: the left one's kind, a slice keeping its start.
        case (.arraySlice(var a), .array) where op == "+", (.arraySlice(var a), .arraySlice) where op == "+":
            a.elements = try Budget.collection(a.elements + CoreBuiltins.sequence(right), at: location)
            return .arraySlice(a)
        case (.array(let a), .arraySlice(let b)) where op == "+":
            return .array(try Budget.collection(a + b.elements, at: location))
        case (.record(let a), .record(let b)) where a.typeName == "Date" && b.typeName == "Date" && ["<", ">", "<=", ">=", "==", "!="].contains(op):
            // Dates compare as moments.
            return try floating(op, CoreBuiltins.dateSeconds(a), CoreBuiltins.dateSeconds(b), at: location, Value.double)
        default:
            if let a = left.asDouble, let b = right.asDouble {
                return try floating(op, a, b, at: location, Value.double)
            }
        }
        throw EvaluationError("cannot apply '\(op)' to \(left.kindDescription) and \(right.kindDescription)", at: location)
    }

    /// The radians of an `Angle` value, or of `.degrees(90)` / `.radians(x)` / `.zero` written where an Angle is meant.
    static func angleRadians(_ value: Value) -> Double? {
        switch value {
        case .record(let record) where record.typeName == "Angle":
            return record["radians"]?.asDouble ?? 0
        case .implicitMember("degrees", let arguments?):
            return arguments.first?.value.asDouble.map { $0 * (.pi / 180) }
        case .implicitMember("radians", let arguments?):
            return arguments.first?.value.asDouble
        case .implicitMember("init", let arguments?):
            // `.init(degrees: 45)`, `.init(radians: .pi)`.
            if let degrees = arguments.value("degrees")?.asDouble { return degrees * (.pi / 180) }
            return arguments.value("radians")?.asDouble
        case .implicitMember("zero", nil):
            return 0
        default:
            return nil
        }
    }

    /// SwiftUI's `Angle` arithmetic, on radians as SwiftUI keeps them: angles add
    /// and compare, and scale by numbers. Nil when neither operand is an `Angle`.
    static func angle(_ op: String, _ left: Value, _ right: Value, at location: FileLocation) throws -> Value? {
        let leftIsAngle: Bool, rightIsAngle: Bool
        if case .record(let record) = left, record.typeName == "Angle" { leftIsAngle = true } else { leftIsAngle = false }
        if case .record(let record) = right, record.typeName == "Angle" { rightIsAngle = true } else { rightIsAngle = false }
        guard leftIsAngle || rightIsAngle else { return nil }
        switch op {
        case "+", "-", "<", ">", "<=", ">=", "==", "!=":
            guard let a = angleRadians(left), let b = angleRadians(right) else { break }
            switch op {
            case "+": return CoreBuiltins.angle(radians: a + b)
            case "-": return CoreBuiltins.angle(radians: a - b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            case "==": return .bool(a == b)
            default: return .bool(a != b)
            }
        case "*":
            if leftIsAngle, let a = angleRadians(left), let factor = right.asDouble { return CoreBuiltins.angle(radians: a * factor) }
            if rightIsAngle, let b = angleRadians(right), let factor = left.asDouble { return CoreBuiltins.angle(radians: b * factor) }
        case "/":
            if leftIsAngle, let a = angleRadians(left), let divisor = right.asDouble { return CoreBuiltins.angle(radians: a / divisor) }
        default:
            break
        }
        throw EvaluationError("cannot apply '\(op)' to \(left.kindDescription) and \(right.kindDescription)", at: location)
    }

    /// `.now() + 0.3` (a `DispatchTime`) and `Date() + 60`: a moment later.
    /// Previews show the state after delays, so the deadline only has to exist.
    static func deadline(_ op: String, _ left: Value, _ right: Value) -> Value? {
        guard op == "+" || op == "-", let seconds = right.asDouble else { return nil }
        switch left {
        case .implicitMember("now", _):
            return left
        case .record(let record) where record.typeName == "Date":
            let start = record["timeIntervalSinceReferenceDate"]?.asDouble ?? CoreBuiltins.previewDate
            return .record(Record("Date", ["timeIntervalSinceReferenceDate": .double(op == "+" ? start + seconds : start - seconds)]))
        case .record(let record) where record.typeName == "DispatchTime":
            return left
        default:
            return nil
        }
    }

    /// `.pi`, `.infinity`, `.zero`: numeric static members written without
    /// their type, which the other operand gives.
    static func numericConstant(_ value: Value, other: Value) -> Value {
        // `.init(x)`, `.init(value: x)`, `.init(floatLiteral: x)` where a
        // number is expected (`NSNumber`, `CGFloat`): that number.
        if case .implicitMember("init", let arguments?) = value, arguments.count == 1,
           [nil, "value", "floatLiteral", "integerLiteral"].contains(arguments[0].label),
           arguments[0].value.asDouble != nil {
            return arguments[0].value
        }
        guard case .implicitMember(let name, nil) = value else { return value }
        let typeName: String = switch other {
        case .int: "Int"
        case .integer(let number): number.kind.name
        case .float: "Float"
        default: "Double"
        }
        return NumberMembers.constant(name, of: typeName) ?? (typeName == "Double" ? value : NumberMembers.constant(name, of: "Double") ?? value)
    }

    /// Arithmetic in the operands' own precision (`F`), its results made values by `make`.
    private static func floating<F: BinaryFloatingPoint>(_ op: String, _ a: F, _ b: F, at location: FileLocation, _ make: (F) -> Value) throws -> Value {
        switch op {
        case "+": return make(a + b)
        case "-": return make(a - b)
        case "*": return make(a * b)
        case "/": return make(a / b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        case "..<": return .range(lower: Double(a), upper: Double(b), closed: false, integral: false)
        case "...": return .range(lower: Double(a), upper: Double(b), closed: true, integral: false)
        default:
            throw EvaluationError("unsupported operator '\(op)' for \(F.self)", at: location)
        }
    }
}

/// `String(format:)` and `specifier:` for the printf conversions guides use
/// (`%d`, `%.1f`, `%02d`, `%@`, `%s`, `%x`, `%%`).
enum StringFormat {
    struct FormatError: Error, CustomStringConvertible {
        var description: String
    }

    static func format(_ format: String, _ arguments: [Value]) throws -> String {
        var output = ""
        var remaining = arguments[...]
        var characters = Array(format)[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                output.append(character)
                continue
            }
            var spec = ""
            var conversion: Character?
            while let next = characters.popFirst() {
                if next.isLetter || next == "@" || next == "%" {
                    conversion = next
                    break
                }
                spec.append(next)
            }
            guard let conversion else { throw FormatError(description: "unfinished format '\(format)'") }
            if conversion == "%" {
                output.append("%")
                continue
            }
            // `%2$@`: the argument at that position (counting from 1), not the next one.
            var argument: Value?
            if let dollar = spec.firstIndex(of: "$"), let position = Int(spec[..<dollar]) {
                guard position >= 1, position <= arguments.count else { throw FormatError(description: "too few arguments for format") }
                argument = arguments[position - 1]
                spec = String(spec[spec.index(after: dollar)...])
            } else {
                argument = remaining.popFirst()
            }
            // Length modifiers: C reads an `int` (32 bits) unless `l`, `ll` or `q` say 64, `h` 16, `hh` 8.
            let kind = conversion
            if kind == "l" || kind == "h" || kind == "q" {
                var modifiers = String(kind)
                var next = characters.popFirst()
                while next == "l" || next == "h" { modifiers.append(next!); next = characters.popFirst() }
                guard let real = next else { throw FormatError(description: "unfinished format '\(format)'") }
                let bits = modifiers.contains("l") || modifiers == "q" ? 64 : modifiers == "hh" ? 8 : 16
                output += try render(real, spec, argument, bits: bits)
            } else {
                output += try render(kind, spec, argument, bits: 32)
            }
        }
        return output
    }

    /// Flags, a width and a precision (`-08.2`): all a spec may hold before
    /// it reaches C's `printf`, where `*` or `$` would read arguments that
    /// are not there. Widths and precisions are capped at 1,000.
    private static func checkedSpec(_ spec: String) throws -> String {
        let parts = spec.drop { "-+ #0".contains($0) }.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        for part in parts where !part.allSatisfy(\.isASCIIDigitCharacter) || (Int(part) ?? 0) > 1_000 || part.count > 4 {
            throw FormatError(description: "unsupported format specification '%\(spec)'")
        }
        return spec
    }

    /// An integer argument as C reads it: the low `bits` of its two's complement, signed or not.
    private static func cInteger(_ integer: IntegerValue, bits: Int) -> (signed: Int64, unsigned: UInt64) {
        let pattern = UInt64(truncatingIfNeeded: integer.number) & (bits == 64 ? .max : (1 << UInt64(bits)) - 1)
        let shift = UInt64(64 - bits)
        return (Int64(bitPattern: pattern << shift) >> Int64(shift), pattern)
    }

    private static func render(_ conversion: Character, _ spec: String, _ argument: Value?, bits: Int) throws -> String {
        guard let argument else { throw FormatError(description: "too few arguments for format") }
        let spec = try checkedSpec(spec)
        switch conversion {
        case "d", "i", "u":
            // An integer as it is (a Double would round Int.max); a Double truncated.
            if let integer = argument.integerValue {
                let read = cInteger(integer, bits: bits)
                return conversion == "u" ? String(format: "%\(spec)llu", read.unsigned) : String(format: "%\(spec)lld", read.signed)
            }
            guard let number = argument.asDouble else { throw FormatError(description: "%d needs a number") }
            return String(format: "%\(spec)lld", Int64(Int(saturating: number.rounded(.towardZero))))
        case "f", "F", "e", "E", "g", "G":
            guard let number = argument.asDouble else { throw FormatError(description: "%f needs a number") }
            return String(format: "%\(spec)\(conversion)", number)
        case "x", "X", "o":
            guard let number = argument.integerValue ?? argument.asInt.map(IntegerValue.init) else { throw FormatError(description: "%x needs an integer") }
            return String(format: "%\(spec)ll\(conversion)", cInteger(number, bits: bits).unsigned)
        case "c", "C":
            // A character by its code (`%c` of 83 is "S").
            guard let code = argument.asInt, let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: code)) else {
                throw FormatError(description: "%c needs a character code")
            }
            return pad(String(Character(scalar)), spec)
        case "@", "s":
            switch argument {
            case .string(let text): return pad(text, spec)
            case .int, .integer: return pad(argument.integerValue!.description, spec)
            case .double(let number): return pad("\(number)", spec)
            case .float(let number): return pad("\(number)", spec)
            case .bool(let flag): return pad(flag ? "true" : "false", spec)
            default: throw FormatError(description: "%@ needs a string")
            }
        default:
            throw FormatError(description: "unsupported format conversion %\(conversion)")
        }
    }

    private static func pad(_ text: String, _ spec: String) -> String {
        let leftAlign = spec.hasPrefix("-")
        let width = Int(spec.drop { "-+ #0".contains($0) }.prefix { $0 != "." }) ?? 0
        guard width > text.count else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return leftAlign ? text + padding : padding + text
    }
}

extension Character {
    var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}

extension Interpreter {
    /// Swift's `<`: numbers, strings (and characters), string indices,
    /// tuples element by element, enum cases by declaration order (as
    /// synthesised `Comparable` orders them), and the guide's own `<`.
    /// Whether a range of any Comparable (`.void` for an open end: `...x`, `x...`) holds `item`.
    func boundsContain(lower: Value, upper: Value, closed: Bool, _ item: Value, in frame: Frame) throws -> Bool {
        if case .void = lower {} else if try less(item, lower, in: frame) { return false }
        if case .void = upper { return true }
        return closed ? try !less(upper, item, in: frame) : try less(item, upper, in: frame)
    }

    func less(_ a: Value, _ b: Value, in frame: Frame) throws -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x < y
        case (.tuple(let x, _), .tuple(let y, _)) where x.count == y.count:
            for (left, right) in zip(x, y) {
                if try less(left, right, in: frame) { return true }
                if try less(right, left, in: frame) { return false }
            }
            return false
        case (.record(let x), .record(let y)) where x.typeName == "String.Index" && y.typeName == "String.Index":
            return (x["offset"]?.asInt ?? 0) < (y["offset"]?.asInt ?? 0)
        case (.record(let x), .record(let y)) where x.typeName == "Date" && y.typeName == "Date":
            return CoreBuiltins.dateSeconds(x) < CoreBuiltins.dateSeconds(y)
        // `.xxLarge` beside a `DynamicTypeSize`: a case of the other side's enum.
        case (.enumCase(let x), .implicitMember(let name, nil)):
            return try less(a, .enumCase(EnumCaseValue(typeName: x.typeName, name: name)), in: frame)
        case (.implicitMember(let name, nil), .enumCase(let y)):
            return try less(.enumCase(EnumCaseValue(typeName: y.typeName, name: name)), b, in: frame)
        default:
            break
        }
        if let x = a.integerValue, let y = b.integerValue { return x.number < y.number }
        if let x = a.asDouble, let y = b.asDouble { return x < y }
        if case .bool(let flag)? = try guideOperator("<", a, b, at: frame.location(of: frame.source.syntax)) { return flag }
        if case .enumCase(let x) = a, case .enumCase(let y) = b, x.typeName == y.typeName, let type = table.type(named: x.typeName) {
            let order = type.members.cases.map(\.name)
            guard let i = order.firstIndex(of: x.name), let j = order.firstIndex(of: y.name) else { return false }
            if i != j { return i < j }
            // Same case: by payload, element by element.
            return try less(.tuple(x.payload.map(\.value), labels: x.payload.map(\.label)), .tuple(y.payload.map(\.value), labels: y.payload.map(\.label)), in: frame)
        }
        throw EvaluationError("cannot order \(a.kindDescription) values", at: frame.location(of: frame.source.syntax))
    }
}

extension Interpreter {
    /// Elements with repeats dropped, first occurrence kept (a `Set`'s).
    func uniqued(_ elements: [Value], in frame: Frame) throws -> [Value] {
        var unique: [Value] = []
        for element in elements where try !unique.contains(where: { try valuesEqual($0, element, in: frame) }) { unique.append(element) }
        return unique
    }
}
