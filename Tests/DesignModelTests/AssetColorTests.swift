import DesignModel
import Testing

/// Colours from asset catalogs no input carries stand in by what their names say.
@Suite struct AssetColorTests {
    @Test(arguments: [
        ("textBlack", 0x000000), ("White", 0xFFFFFF), ("Red150", 0xFF3B30), ("redDark", 0xFF3B30),
        ("PrimaryColorBlue", 0x007AFF), ("BrandGreen", 0x34C759), ("Granite", 0x686868), ("Milk", 0xF6F6F6),
        ("viewBackground", 0xFFFFFF), ("divider", 0xC6C6C8), ("errorColor", 0xFF3B30), ("Mystery", 0x8E8E93),
    ])
    func aNameSaysItsColour(_ name: String, _ hex: Int) {
        #expect(AssetColors.standIn(for: name).light == RGBA(hex: hex), "\(name)")
    }

    @Test func rolesHaveTheirDarkForms() {
        #expect(AssetColors.standIn(for: "labelText").dark == RGBA(hex: 0xFFFFFF))
        #expect(AssetColors.standIn(for: "background").dark == RGBA(hex: 0x000000))
        // A neutral named for its role adapts as the role does; a hue or a plain neutral does not.
        #expect(AssetColors.standIn(for: "textBlack").resolved(for: .dark) == RGBA(hex: 0xFFFFFF))
        #expect(AssetColors.standIn(for: "backgroundWhite").resolved(for: .dark) == RGBA(hex: 0x000000))
        #expect(AssetColors.standIn(for: "black").resolved(for: .dark) == RGBA(hex: 0x000000))
        #expect(AssetColors.standIn(for: "textRed").resolved(for: .dark) == RGBA(hex: 0xFF453A))
    }
}
