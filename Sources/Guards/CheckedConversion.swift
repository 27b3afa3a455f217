extension Int {
    /// `value` as an Int, never trapping: NaN is 0 and the result is clamped
    /// to ±2⁵³ (beyond that a Double no longer holds every integer). Use it
    /// wherever a Double from a guide becomes an Int.
    public init(saturating value: Double) {
        let limit = 9_007_199_254_740_992.0
        self = value.isNaN ? 0 : Int(Swift.min(Swift.max(value, -limit), limit))
    }
}

extension Double {
    /// `self` if it is finite, else `fallback`.
    public func finite(or fallback: Double) -> Double {
        isFinite ? self : fallback
    }
}
