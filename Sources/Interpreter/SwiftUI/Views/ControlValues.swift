import DesignModel

/// Reading what controls are bound to. Bindings are their values in the
/// interpreter (`$volume` reads `volume`); `.constant(x)` is `x`.
enum ControlValues {
    static func bound(_ value: Value?) -> Value? {
        guard let value, !value.isNone else { return nil }
        if case .implicitMember("constant", let arguments?) = value, let first = arguments.first { return bound(first.value) }
        if case .record(let record) = value, record.undeclaredOrigin != nil { return nil }
        return value
    }

    static func bool(_ value: Value?) -> Bool? { bound(value)?.asBool }

    static func number(_ value: Value?) -> Double? {
        guard let bound = bound(value) else { return nil }
        let number = Operators.numericConstant(bound, other: .double(0)).asDouble
        return number.flatMap { $0.isFinite ? $0 : nil }
    }

    /// `in: 0...10` (also `0...`, `...10`), or nil.
    static func range(_ value: Value?) -> (lower: Double, upper: Double)? {
        guard case .range(let lower, let upper, let closed, let integral)? = value else { return nil }
        // `0..<10` of integers ends at 9.
        return (lower, !closed && integral && upper.isFinite ? upper - 1 : upper)
    }

    /// Where `value` sits in `range`, 0...1.
    static func fraction(_ value: Double, in range: (lower: Double, upper: Double)) -> Double {
        guard range.lower.isFinite, range.upper.isFinite, range.upper > range.lower else { return value >= range.upper ? 1 : 0 }
        return min(max((value - range.lower) / (range.upper - range.lower), 0), 1)
    }

    /// A `Date` as seconds since 2001-01-01 UTC: what it was made from, or
    /// the preview's moment (`Date()`, `.now`).
    static func date(_ value: Value?) -> Double {
        guard let value = bound(value) else { return CoreBuiltins.previewDate }
        if case .record(let record) = value, record.typeName == "Date" {
            if let seconds = record["timeIntervalSinceReferenceDate"]?.asDouble { return seconds }
            if let seconds = record["timeIntervalSince1970"]?.asDouble { return seconds - 978_307_200 }
            if let seconds = record["timeIntervalSinceNow"]?.asDouble { return CoreBuiltins.previewDate + seconds }
        }
        return CoreBuiltins.previewDate
    }
}

/// A tag's value as a key: values that are equal (as the interpreter's
/// `==` sees them: `1` and `1.0`, an enum case and its implicit member
/// `.chocolate`) have the same key. Nil for values that cannot be compared.
enum TagKey {
    static func key(_ value: Value) -> String? {
        switch value {
        case .none: return "nil"
        case .bool(let flag): return "bool:\(flag)"
        case .int(let number): return "number:\(Double(number))"
        case .integer(let number): return "number:\(Double(number.number))"
        case .double(let number): return "number:\(number)"
        case .float(let number): return "number:\(Double(number))"
        case .string(let text): return "string:\(text)"
        case .color(let color): return "color:\(color.light.hex)/\(color.dark?.hex ?? "-")"
        case .enumCase(let value): return caseKey(value.name, value.payload)
        case .implicitMember(let name, let arguments): return caseKey(name, arguments ?? [])
        case .array(let items), .tuple(let items, _):
            let keys = items.map(key)
            guard !keys.contains(nil) else { return nil }
            return "[" + keys.map { $0! }.joined(separator: ",") + "]"
        case .record(let record) where record.typeName == "UUID":
            return record["uuidString"]?.asString.map { "uuid:\($0)" }
        case .instance(let instance):
            let keys = instance.fieldOrder.compactMap { instance.fields[$0] }.map(key)
            guard !keys.contains(nil) else { return nil }
            return "\(instance.typeName)(" + keys.map { $0! }.joined(separator: ",") + ")"
        default:
            return nil
        }
    }

    private static func caseKey(_ name: String, _ payload: [Argument]) -> String? {
        guard !payload.isEmpty else { return "case:\(name)" }
        let keys = payload.map { key($0.value) }
        guard !keys.contains(nil) else { return nil }
        return "case:\(name)(" + keys.map { $0! }.joined(separator: ",") + ")"
    }

    /// A view without its tags, and its tag: the innermost one, as an
    /// explicit `.tag` overrides the one `ForEach` gives each view.
    static func untagged(_ node: ViewNode) -> (view: ViewNode, tag: String?) {
        var modifiers: [ViewModifier] = []
        var tag: String?
        var current = node
        while case .modified(let child, let modifier) = current {
            if case .container(.tag(let key)) = modifier { tag = key } else { modifiers.append(modifier) }
            current = child
        }
        for modifier in modifiers.reversed() { current = .modified(current, modifier) }
        return (current, tag)
    }
}
