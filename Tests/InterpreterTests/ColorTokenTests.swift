import DesignModel
import Interpreter
import Testing

@Suite struct ColorTokenTests {
    @Test func initializersOfColorAndUIColor() {
        let extraction = extractTokens(fromSwift: """
            extension Color {
                init(hex: UInt) {
                    self.init(red: Double((hex >> 16) & 0xFF) / 255,
                              green: Double((hex >> 8) & 0xFF) / 255,
                              blue: Double(hex & 0xFF) / 255)
                }
                static let fromHex = Color(hex: 0x00B0B9)
                static let tint = Color.fromHex.opacity(0.15)
                static let gray = Color(white: 0.5, opacity: 0.5)
                static let viaUIKit = Color(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
                static let system = Color(.systemBackground)
                static let label = Color.primary
                static let dynamic = Color(UIColor { $0.userInterfaceStyle == .dark ? .black : .white })
                static func scheme(_ scheme: ColorScheme) -> Color { scheme == .dark ? .fromHex : .gray }
            }
            """)
        #expect(extraction.diagnostics.isEmpty, "\(extraction.diagnostics)")
        #expect(extraction.color("fromHex")?.value?.light.hex == "#00B0B9")
        #expect(extraction.color("tint")?.value?.light.hex == "#00B0B926")
        #expect(extraction.color("tint")?.alias == "fromHex")
        #expect(extraction.color("gray")?.value?.light == RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
        #expect(extraction.color("viaUIKit")?.value?.light.hex == "#FF0000")
        #expect(extraction.color("system")?.value == ColorValue(light: .white, dark: .black))
        #expect(extraction.color("label")?.value == ColorValue(light: .black, dark: .white))
        #expect(extraction.color("dynamic")?.value == ColorValue(light: .white, dark: .black))
        let scheme = extraction.color("scheme")?.value
        #expect(scheme?.light.hex == "#80808080")
        #expect(scheme?.dark?.hex == "#00B0B9")
    }

    @Test func hexCommentsAreCheckedToOneUnit() {
        let extraction = extractTokens(fromSwift: """
            extension Color {
                static let exact = Color(red: 0.039, green: 0.039, blue: 0.039) // #0A0A0A
                static let withinOne = Color(red: 0.5, green: 0.5, blue: 0.5) // #7F8081
                static let off = Color(red: 0.949, green: 0.812, blue: 0.298) // #F2C94C gold
            }
            """, file: "calm.md")
        #expect(extraction.diagnostics.map(\.description) == [
            "calm.md:4:5: warning: 'off': comment says #F2C94C but the code gives #F2CF4C (green CF vs C9)",
        ])
        #expect(extraction.color("off")?.value?.light.hex == "#F2CF4C")
    }

    @Test func badInputIsReportedAndTheRestStillBuilds() {
        let extraction = extractTokens(fromSwift: """
            extension Color {
                static let tooRed = Color(red: 1.7, green: 0, blue: 0)
                static let asset = Color("BrandRed")
                static let unknownInit = Color(lab: 50)
                static let fine = Color(red: 0, green: 0.5, blue: 1)
            }
            """, file: "bad.md")
        #expect(extraction.color("tooRed")?.value?.light.hex == "#FF0000", "displays clamp the channel")
        #expect(extraction.color("asset")?.value == nil)
        #expect(extraction.color("unknownInit")?.value == nil)
        #expect(extraction.color("fine")?.value?.light.hex == "#0080FF")
        let messages = extraction.diagnostics.map(\.description)
        #expect(messages.count == 3)
        #expect(messages[0] == "bad.md:2:5: warning: 'tooRed': component out of range (red: 1.7); displays clamp it to 0...1")
        #expect(messages[1].hasPrefix("bad.md:3:"))
        #expect(messages[1].contains("asset catalog"))
        #expect(messages[2].contains("unsupported Color initializer"))
    }

    @Test func brokenSwiftStillYieldsTheTokensThatParse() {
        let extraction = extractTokens(fromSwift: """
            extension Color {
                static let good = Color(red: 1, green: 1, blue: 1)
                static let half = Color(red: 1, green:
            }
            """)
        #expect(extraction.color("good")?.value == .white)
        #expect(extraction.color("half")?.value == nil)
        #expect(!extraction.diagnostics.isEmpty)
    }
}
