import Foundation

/// WCAG 2.x contrast, with the sRGB linearisation threshold 0.04045 of the
/// current formula. Colours are measured as displayed: 8-bit channels, and
/// a translucent foreground composited over its (opaque) background.
public enum WCAG {
    /// Relative luminance of an opaque colour.
    public static func luminance(_ color: RGBA) -> Double {
        func linear(_ byte: Int) -> Double {
            let c = Double(byte) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.redByte) + 0.7152 * linear(color.greenByte) + 0.0722 * linear(color.blueByte)
    }

    /// The contrast ratio, 1...21, of `foreground` drawn on `background`.
    public static func contrastRatio(_ foreground: RGBA, on background: RGBA) -> Double {
        let base = background.alpha < 1 ? background.composited(over: .white) : background
        let top = foreground.alpha < 1 ? foreground.composited(over: base) : foreground
        let (l1, l2) = (luminance(top), luminance(base))
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// What a ratio achieves, for normal and large text.
    public enum Level: String, Sendable, Codable, Comparable, CaseIterable {
        case fail = "Fail"
        /// AA for large text only (≥ 3:1): 18 pt, or 14 pt bold.
        case aaLarge = "AA Large"
        case aa = "AA"
        case aaa = "AAA"

        private var rank: Int {
            switch self {
            case .fail: 0
            case .aaLarge: 1
            case .aa: 2
            case .aaa: 3
            }
        }

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rank < rhs.rank }
    }

    /// The best level normal-size text reaches at this ratio.
    public static func level(for ratio: Double) -> Level {
        if ratio >= 7 { return .aaa }
        if ratio >= 4.5 { return .aa }
        if ratio >= 3 { return .aaLarge }
        return .fail
    }

    /// The ratio a claim needs: AA 4.5 (3 for large text), AAA 7 (4.5 for large text).
    public static func requiredRatio(for level: Level, largeText: Bool) -> Double {
        switch level {
        case .fail: 1
        case .aaLarge: 3
        case .aa: largeText ? 3 : 4.5
        case .aaa: largeText ? 4.5 : 7
        }
    }

    /// "4.52:1" — two decimals, truncated rather than rounded so a ratio that
    /// misses a threshold never displays as meeting it.
    public static func format(_ ratio: Double) -> String {
        String(format: "%.2f:1", (ratio * 100).rounded(.down) / 100)
    }
}
