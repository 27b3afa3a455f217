/// Colours from asset catalogs (`Color("BrandRed")`, `UIColor(named:)`).
///
/// A guide's asset catalog is usually not among its inputs: then a colour
/// stands in, chosen from what the name says (`textBlack`, `Red150`,
/// `viewBackground`, `divider`) so the picture still reads, and the
/// component says it is a stand-in. A Swift package's `.xcassets` colour
/// sets are read instead when they are among the inputs (`catalog`).
public struct AssetColors: Sendable, Equatable {
    /// Colour sets read from the inputs, by name.
    public var catalog: [String: ColorValue]

    public init(catalog: [String: ColorValue] = [:]) {
        self.catalog = catalog
    }

    /// The stand-in for a colour named `name` that no input defines: a
    /// named colour word in it wins (`textRed` is red), then its role
    /// (text, background, separator, accent, status), then a grey. A
    /// neutral named for a role that adapts (`textBlack`, `backgroundWhite`)
    /// is that neutral in light mode and the role's colour in dark mode, as
    /// catalogs define such colours (SF's label is black, then white).
    public static func standIn(for name: String) -> ColorValue {
        let words = Self.words(in: name)
        for word in words.reversed() {
            guard let color = colorWords[word] else { continue }
            if !adapts(color), let role = words.lazy.compactMap({ roleWords[$0] }).first(where: adapts), role.light.alpha == 1 {
                return ColorValue(light: color.light, dark: role.resolved(for: .dark))
            }
            return color
        }
        for word in words {
            if let color = roleWords[word] { return color }
        }
        return ColorValue(light: RGBA(hex: 0x8E8E93), dark: RGBA(hex: 0x8E8E93))
    }

    /// Whether a colour differs in dark mode.
    private static func adapts(_ color: ColorValue) -> Bool { color.resolved(for: .dark) != color.light }

    /// `textBlack` → ["text", "black"]; `Red150` → ["red"]; `brand_blue` → ["brand", "blue"].
    static func words(in name: String) -> [String] {
        var words: [String] = [], current = ""
        var previousWasLower = false
        for character in name {
            if character.isLetter {
                if character.isUppercase, previousWasLower, !current.isEmpty { words.append(current); current = "" }
                current.append(Character(character.lowercased()))
                previousWasLower = character.isLowercase
            } else {
                if !current.isEmpty { words.append(current); current = "" }
                previousWasLower = false
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func same(_ hex: Int) -> ColorValue { ColorValue(light: RGBA(hex: hex), dark: RGBA(hex: hex)) }

    /// Colour words and the iOS system colour each stands for.
    static let colorWords: [String: ColorValue] = [
        "red": ColorValue(light: RGBA(hex: 0xFF3B30), dark: RGBA(hex: 0xFF453A)),
        "orange": ColorValue(light: RGBA(hex: 0xFF9500), dark: RGBA(hex: 0xFF9F0A)),
        "yellow": ColorValue(light: RGBA(hex: 0xFFCC00), dark: RGBA(hex: 0xFFD60A)),
        "gold": ColorValue(light: RGBA(hex: 0xFFCC00), dark: RGBA(hex: 0xFFD60A)),
        "green": ColorValue(light: RGBA(hex: 0x34C759), dark: RGBA(hex: 0x30D158)),
        "mint": ColorValue(light: RGBA(hex: 0x00C7BE), dark: RGBA(hex: 0x63E6E2)),
        "teal": ColorValue(light: RGBA(hex: 0x30B0C7), dark: RGBA(hex: 0x40C8E0)),
        "cyan": ColorValue(light: RGBA(hex: 0x32ADE6), dark: RGBA(hex: 0x64D2FF)),
        "blue": ColorValue(light: RGBA(hex: 0x007AFF), dark: RGBA(hex: 0x0A84FF)),
        "navy": same(0x1C2A4A),
        "indigo": ColorValue(light: RGBA(hex: 0x5856D6), dark: RGBA(hex: 0x5E5CE6)),
        "purple": ColorValue(light: RGBA(hex: 0xAF52DE), dark: RGBA(hex: 0xBF5AF2)),
        "violet": ColorValue(light: RGBA(hex: 0xAF52DE), dark: RGBA(hex: 0xBF5AF2)),
        "pink": ColorValue(light: RGBA(hex: 0xFF2D55), dark: RGBA(hex: 0xFF375F)),
        "brown": ColorValue(light: RGBA(hex: 0xA2845E), dark: RGBA(hex: 0xAC8E68)),
        "black": same(0x000000),
        "white": same(0xFFFFFF),
        "milk": same(0xF6F6F6), "cream": same(0xFAF6EE), "ivory": same(0xFFFFF0), "snow": same(0xFAFAFA),
        "cloud": same(0xE5E5E5), "silver": same(0xC7C7CC), "smoke": same(0xD2D2D2), "aluminium": same(0xC7C7CC), "aluminum": same(0xC7C7CC),
        "gray": same(0x8E8E93), "grey": same(0x8E8E93), "cement": same(0x999999),
        "metal": same(0x767676), "granite": same(0x686868), "graphite": same(0x5A5A5A), "anthracite": same(0x444444),
        "iron": same(0x666666), "charcoal": same(0x36454F), "storm": same(0x666666), "slate": same(0x708090),
    ]

    /// Roles a colour's name gives it, and the iOS colour that plays it.
    static let roleWords: [String: ColorValue] = [
        "text": ColorValue(light: RGBA(hex: 0x000000), dark: RGBA(hex: 0xFFFFFF)),
        "label": ColorValue(light: RGBA(hex: 0x000000), dark: RGBA(hex: 0xFFFFFF)),
        "foreground": ColorValue(light: RGBA(hex: 0x000000), dark: RGBA(hex: 0xFFFFFF)),
        "title": ColorValue(light: RGBA(hex: 0x000000), dark: RGBA(hex: 0xFFFFFF)),
        "icon": ColorValue(light: RGBA(hex: 0x3C3C43), dark: RGBA(hex: 0xEBEBF5)),
        "background": ColorValue(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x000000)),
        "surface": ColorValue(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x1C1C1E)),
        "card": ColorValue(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x1C1C1E)),
        "canvas": ColorValue(light: RGBA(hex: 0xF2F2F7), dark: RGBA(hex: 0x000000)),
        "divider": ColorValue(light: RGBA(hex: 0xC6C6C8), dark: RGBA(hex: 0x38383A)),
        "separator": ColorValue(light: RGBA(hex: 0xC6C6C8), dark: RGBA(hex: 0x38383A)),
        "border": ColorValue(light: RGBA(hex: 0xC6C6C8), dark: RGBA(hex: 0x38383A)),
        "stroke": ColorValue(light: RGBA(hex: 0xC6C6C8), dark: RGBA(hex: 0x38383A)),
        "shadow": ColorValue(light: RGBA(hex: 0x000000, alpha: 0.2), dark: RGBA(hex: 0x000000, alpha: 0.4)),
        "primary": ColorValue(light: RGBA(hex: 0x007AFF), dark: RGBA(hex: 0x0A84FF)),
        "accent": ColorValue(light: RGBA(hex: 0x007AFF), dark: RGBA(hex: 0x0A84FF)),
        "brand": ColorValue(light: RGBA(hex: 0x007AFF), dark: RGBA(hex: 0x0A84FF)),
        "tint": ColorValue(light: RGBA(hex: 0x007AFF), dark: RGBA(hex: 0x0A84FF)),
        "secondary": ColorValue(light: RGBA(hex: 0x3C3C43, alpha: 0.6), dark: RGBA(hex: 0xEBEBF5, alpha: 0.6)),
        "error": ColorValue(light: RGBA(hex: 0xFF3B30), dark: RGBA(hex: 0xFF453A)),
        "danger": ColorValue(light: RGBA(hex: 0xFF3B30), dark: RGBA(hex: 0xFF453A)),
        "destructive": ColorValue(light: RGBA(hex: 0xFF3B30), dark: RGBA(hex: 0xFF453A)),
        "success": ColorValue(light: RGBA(hex: 0x34C759), dark: RGBA(hex: 0x30D158)),
        "warning": ColorValue(light: RGBA(hex: 0xFF9500), dark: RGBA(hex: 0xFF9F0A)),
        "info": ColorValue(light: RGBA(hex: 0x007AFF), dark: RGBA(hex: 0x0A84FF)),
        "disabled": ColorValue(light: RGBA(hex: 0xC7C7CC), dark: RGBA(hex: 0x48484A)),
    ]
}
