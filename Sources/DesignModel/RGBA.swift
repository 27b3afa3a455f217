import Foundation
import Guards

/// An sRGB colour with straight (not premultiplied) alpha, components 0...1,
/// exactly as the guide's code computed them.
public struct RGBA: Hashable, Sendable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `0xRRGGBB`.
    public init(hex: Int, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
    public init?(hexString: String) {
        var digits = Substring(hexString)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit), let value = UInt64(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = Double((value >> 8) & 0xF) * 17, g = Double((value >> 4) & 0xF) * 17, b = Double(value & 0xF) * 17
            self.init(red: r / 255, green: g / 255, blue: b / 255)
        case 6:
            self.init(hex: Int(value))
        case 8:
            self.init(hex: Int(value >> 8), alpha: Double(value & 0xFF) / 255)
        default:
            return nil
        }
    }

    public static let black = RGBA(red: 0, green: 0, blue: 0)
    public static let white = RGBA(red: 1, green: 1, blue: 1)
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// A channel as the 8-bit value a display shows: round(component × 255),
    /// clamped to 0...255.
    public static func byte(_ component: Double) -> Int {
        Int(saturating: (min(max(component, 0), 1) * 255).rounded())
    }

    public var redByte: Int { Self.byte(red) }
    public var greenByte: Int { Self.byte(green) }
    public var blueByte: Int { Self.byte(blue) }
    public var alphaByte: Int { Self.byte(alpha) }

    /// `#RRGGBB`, or `#RRGGBBAA` when the colour is not opaque.
    public var hex: String {
        alphaByte == 255 ? opaqueHex : opaqueHex + Self.twoDigits(alphaByte)
    }

    /// `#RRGGBB`, ignoring alpha.
    public var opaqueHex: String {
        "#" + Self.twoDigits(redByte) + Self.twoDigits(greenByte) + Self.twoDigits(blueByte)
    }

    /// CSS `rgb(r g b / a)` with 8-bit channels.
    public var cssRGB: String {
        let channels = "\(redByte) \(greenByte) \(blueByte)"
        return alphaByte == 255 ? "rgb(\(channels))" : "rgb(\(channels) / \(Self.trimmed(alpha)))"
    }

    /// Whether any component lies outside 0...1 (the guide asked for an
    /// impossible colour; displays clamp it).
    public var isOutOfRange: Bool {
        [red, green, blue, alpha].contains { $0 < 0 || $0 > 1 }
    }

    public func withAlpha(_ alpha: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// SwiftUI's `.opacity(x)`: multiplies alpha.
    public func multiplyingAlpha(_ factor: Double) -> RGBA {
        withAlpha(alpha * factor)
    }

    /// This colour drawn over an opaque `background` ("source over").
    public func composited(over background: RGBA) -> RGBA {
        let a = min(max(alpha, 0), 1)
        return RGBA(
            red: red * a + background.red * (1 - a),
            green: green * a + background.green * (1 - a),
            blue: blue * a + background.blue * (1 - a)
        )
    }

    /// Linear interpolation in sRGB (what SwiftUI gradients do by default).
    public func mixed(with other: RGBA, fraction t: Double) -> RGBA {
        RGBA(
            red: red + (other.red - red) * t,
            green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t,
            alpha: alpha + (other.alpha - alpha) * t
        )
    }

    /// The largest difference between two colours' 8-bit channels (alpha included).
    public func maximumByteDifference(from other: RGBA) -> Int {
        [abs(redByte - other.redByte), abs(greenByte - other.greenByte),
         abs(blueByte - other.blueByte), abs(alphaByte - other.alphaByte)].max() ?? 0
    }

    static func twoDigits(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    /// A number without a trailing ".0" and with at most 3 decimals.
    public static func trimmed(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? ".infinity" : "-.infinity") }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return abs(rounded) < 1e15 ? String(Int(saturating: rounded)) : String(format: "%.0f", rounded) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
