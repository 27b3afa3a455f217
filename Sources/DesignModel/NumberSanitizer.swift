import Guards

/// Keeps numbers from guide code inside what the model can draw: finite and
/// within `Limits`. Each replacement it makes is recorded as a problem
/// ("`frame width` is 1e+300, beyond ±1000000 pt; 1000000 is used") for the
/// caller to report at the guide's line.
///
/// Values SwiftUI itself clamps (an opacity of 1.5, a trim to 1.2) are
/// clamped silently; only what is not a number, infinite where no infinity
/// is meant, or beyond the limits is a problem.
public struct NumberSanitizer: Sendable {
    public private(set) var problems: [String] = []

    public init() {}

    /// A coordinate or signed length (offset, position, path point), ±`Limits.length`.
    public mutating func length(_ value: Double, _ what: String) -> Double {
        bounded(value, -Limits.length...Limits.length, fallback: 0, what, unit: " pt")
    }

    /// A size, padding, radius or width: 0...`Limits.length`. Negative values
    /// SwiftUI treats as zero are clamped silently.
    public mutating func extent(_ value: Double, _ what: String) -> Double {
        max(bounded(value, -Limits.length...Limits.length, fallback: 0, what, unit: " pt"), 0)
    }

    /// A frame's maximum, which may be `.infinity` (fill what is offered).
    public mutating func maximumExtent(_ value: Double, _ what: String) -> Double {
        value == .infinity ? value : extent(value, what)
    }

    public mutating func fontSize(_ value: Double, _ what: String) -> Double {
        bounded(value, Limits.fontSize, fallback: 17, what, unit: " pt")
    }

    /// 0...1 (opacity, trim, gradient location): clamped as SwiftUI does.
    public mutating func fraction(_ value: Double, _ what: String) -> Double {
        guard value.isFinite else { return bounded(value, 0...1, fallback: 0, what, unit: "") }
        return min(max(value, 0), 1)
    }

    /// A multiplier (scale, brightness, contrast, saturation, priority).
    public mutating func factor(_ value: Double, _ what: String, fallback: Double = 1) -> Double {
        bounded(value, -Limits.factor...Limits.factor, fallback: fallback, what, unit: "")
    }

    public mutating func degrees(_ value: Double, _ what: String) -> Double {
        bounded(value, -Limits.angleDegrees...Limits.angleDegrees, fallback: 0, what, unit: "°")
    }

    public mutating func colorComponent(_ value: Double, _ what: String) -> Double {
        bounded(value, -Limits.colorComponent...Limits.colorComponent, fallback: 0, what, unit: "")
    }

    /// A count (line limit, repetitions): 0...`limit`.
    public mutating func count(_ value: Int, _ what: String, limit: Int) -> Int {
        if value < 0 { return 0 }
        if value > limit {
            problems.append("`\(what)` is \(value), more than the \(limit) sitegen allows; \(limit) is used")
            return limit
        }
        return value
    }

    private mutating func bounded(_ value: Double, _ range: ClosedRange<Double>, fallback: Double, _ what: String, unit: String) -> Double {
        if value.isNaN {
            problems.append("`\(what)` is not a number (NaN); \(Self.format(fallback))\(unit) is used")
            return fallback
        }
        if range.contains(value) { return value }
        let replacement = min(max(value, range.lowerBound), range.upperBound)
        let bounds = range.lowerBound == -range.upperBound
            ? "±\(Self.format(range.upperBound))" : "\(Self.format(range.lowerBound))...\(Self.format(range.upperBound))"
        problems.append("`\(what)` is \(Self.format(value)), outside \(bounds)\(unit); \(Self.format(replacement))\(unit) is used")
        return replacement
    }

    static func format(_ value: Double) -> String {
        if value.isInfinite { return value > 0 ? "infinity" : "-infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(saturating: value)) }
        return "\(value)"
    }
}
