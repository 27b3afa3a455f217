import DesignModel

/// Apple's system colours, as documented in the Human Interface Guidelines
/// ("Color" → "Specifications", iOS, default contrast): light and dark values.
/// Guides use a few of them directly (`Color.white`, `.secondary`,
/// `Color(.systemBackground)`); everything else is the guide's own tokens.
enum SystemColors {
    private static func rgb(_ hex: Int, _ alpha: Double = 1) -> RGBA { RGBA(hex: hex, alpha: alpha) }
    private static func pair(_ light: RGBA, _ dark: RGBA) -> ColorValue { ColorValue(light: light, dark: dark) }

    /// `Color.x` in SwiftUI.
    static let swiftUI: [String: ColorValue] = [
        "white": .white, "black": .black, "clear": .clear,
        "red": pair(rgb(0xFF3B30), rgb(0xFF453A)),
        "orange": pair(rgb(0xFF9500), rgb(0xFF9F0A)),
        "yellow": pair(rgb(0xFFCC00), rgb(0xFFD60A)),
        "green": pair(rgb(0x34C759), rgb(0x30D158)),
        "mint": pair(rgb(0x00C7BE), rgb(0x63E6E2)),
        "teal": pair(rgb(0x30B0C7), rgb(0x40C8E0)),
        "cyan": pair(rgb(0x32ADE6), rgb(0x64D2FF)),
        "blue": pair(rgb(0x007AFF), rgb(0x0A84FF)),
        "indigo": pair(rgb(0x5856D6), rgb(0x5E5CE6)),
        "purple": pair(rgb(0xAF52DE), rgb(0xBF5AF2)),
        "pink": pair(rgb(0xFF2D55), rgb(0xFF375F)),
        "brown": pair(rgb(0xA2845E), rgb(0xAC8E68)),
        "gray": ColorValue(rgb(0x8E8E93)),
        "accentColor": pair(rgb(0x007AFF), rgb(0x0A84FF)),
        // Label colours: what `.primary`/`.secondary`/`.tertiary` resolve to.
        "primary": pair(rgb(0x000000), rgb(0xFFFFFF)),
        "secondary": pair(rgb(0x3C3C43, 0.6), rgb(0xEBEBF5, 0.6)),
        "tertiary": pair(rgb(0x3C3C43, 0.3), rgb(0xEBEBF5, 0.3)),
        "quaternary": pair(rgb(0x3C3C43, 0.18), rgb(0xEBEBF5, 0.16)),
    ]

    /// `UIColor.x` / `Color(.x)`: UIKit's semantic and system colours.
    static let uiKit: [String: ColorValue] = {
        var colors: [String: ColorValue] = [
            "label": pair(rgb(0x000000), rgb(0xFFFFFF)),
            "secondaryLabel": pair(rgb(0x3C3C43, 0.6), rgb(0xEBEBF5, 0.6)),
            "tertiaryLabel": pair(rgb(0x3C3C43, 0.3), rgb(0xEBEBF5, 0.3)),
            "quaternaryLabel": pair(rgb(0x3C3C43, 0.18), rgb(0xEBEBF5, 0.16)),
            "placeholderText": pair(rgb(0x3C3C43, 0.3), rgb(0xEBEBF5, 0.3)),
            "link": pair(rgb(0x007AFF), rgb(0x0984FF)),
            "separator": pair(rgb(0x3C3C43, 0.29), rgb(0x545458, 0.6)),
            "opaqueSeparator": pair(rgb(0xC6C6C8), rgb(0x38383A)),
            "systemBackground": pair(rgb(0xFFFFFF), rgb(0x000000)),
            "secondarySystemBackground": pair(rgb(0xF2F2F7), rgb(0x1C1C1E)),
            "tertiarySystemBackground": pair(rgb(0xFFFFFF), rgb(0x2C2C2E)),
            "systemGroupedBackground": pair(rgb(0xF2F2F7), rgb(0x000000)),
            "secondarySystemGroupedBackground": pair(rgb(0xFFFFFF), rgb(0x1C1C1E)),
            "tertiarySystemGroupedBackground": pair(rgb(0xF2F2F7), rgb(0x2C2C2E)),
            "systemFill": pair(rgb(0x787880, 0.2), rgb(0x787880, 0.36)),
            "secondarySystemFill": pair(rgb(0x787880, 0.16), rgb(0x787880, 0.32)),
            "tertiarySystemFill": pair(rgb(0x767680, 0.12), rgb(0x767680, 0.24)),
            "quaternarySystemFill": pair(rgb(0x747480, 0.08), rgb(0x767680, 0.18)),
            "systemGray": ColorValue(rgb(0x8E8E93)),
            "systemGray2": pair(rgb(0xAEAEB2), rgb(0x636366)),
            "systemGray3": pair(rgb(0xC7C7CC), rgb(0x48484A)),
            "systemGray4": pair(rgb(0xD1D1D6), rgb(0x3A3A3C)),
            "systemGray5": pair(rgb(0xE5E5EA), rgb(0x2C2C2E)),
            "systemGray6": pair(rgb(0xF2F2F7), rgb(0x1C1C1E)),
            "white": .white, "black": .black, "clear": .clear,
            "darkGray": ColorValue(RGBA(white: 1.0 / 3)), "lightGray": ColorValue(RGBA(white: 2.0 / 3)),
        ]
        for name in ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown"] {
            let system = "system" + name.prefix(1).uppercased() + name.dropFirst()
            colors[system] = swiftUI[name]
        }
        colors["tintColor"] = swiftUI["accentColor"]
        return colors
    }()
}
