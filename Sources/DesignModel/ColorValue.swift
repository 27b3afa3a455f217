/// A colour as SwiftUI resolves it: one value, or one per colour scheme
/// (`UIColor { trait in ... }`, `Color.primary`, `func x(_ scheme:)`).
public struct ColorValue: Hashable, Sendable {
    public var light: RGBA
    /// nil when the colour is the same in both schemes.
    public var dark: RGBA?

    public init(_ color: RGBA) {
        light = color
        dark = nil
    }

    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = light == dark ? nil : dark
    }

    public var isSchemeDependent: Bool { dark != nil }

    public func resolved(for scheme: ColorScheme) -> RGBA {
        scheme == .dark ? (dark ?? light) : light
    }

    /// Applies the same change to both schemes.
    public func map(_ transform: (RGBA) -> RGBA) -> ColorValue {
        if let dark {
            return ColorValue(light: transform(light), dark: transform(dark))
        }
        return ColorValue(transform(light))
    }

    public static let clear = ColorValue(.clear)
    public static let black = ColorValue(.black)
    public static let white = ColorValue(.white)
}

public enum ColorScheme: String, Hashable, Sendable, Codable, CaseIterable {
    case light, dark
}
