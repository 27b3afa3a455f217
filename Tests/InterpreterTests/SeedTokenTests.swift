import DesignModel
import Interpreter
import Testing

/// The five seed guides' tokens, value by value against their source.
@Suite struct SeedTokenTests {
    @Test(arguments: [
        ("whoop", 26, 15), ("apple-fitness", 21, 15), ("fitbit", 27, 12), ("strong", 19, 13), ("whatsapp", 25, 13),
    ])
    func everyColourAndFontIsExtracted(guide: String, colors: Int, fonts: Int) {
        let extraction = extractTokens(ofGuide: Paths.seed(guide))
        #expect(extraction.tokens.colors.count == colors)
        #expect(extraction.tokens.resolvedColors.count == colors)
        #expect(extraction.tokens.fonts.count == fonts)
        #expect(extraction.tokens.resolvedFonts.count == fonts)
        #expect(extraction.diagnostics.isEmpty, "\(extraction.diagnostics)")
    }

    @Test(arguments: [
        ("whoop", "whoopRecoveryRed", "#FF0026"), ("whoop", "whoopCanvas", "#0A0A0A"), ("whoop", "whoopBrightWhite", "#FFFFFF"),
        ("whoop", "whoopStrain", "#00FF7B"), ("whoop", "whoopGold", "#D4AF37"),
        ("apple-fitness", "afMove", "#FA114F"), ("apple-fitness", "afMoveTrack", "#FA114F38"), ("apple-fitness", "afCanvas", "#000000"),
        ("apple-fitness", "afFill", "#7676803D"), ("apple-fitness", "afStandTrack", "#1EE4E238"),
        ("fitbit", "fbTealTint", "#00B0B926"), ("fitbit", "fbCanvas", "#001017"), ("fitbit", "fbCanvasLight", "#FFFFFF"),
        ("fitbit", "fbReadiness", "#B8E986"),
        ("strong", "strongCanvas", "#1A1A1A"), ("strong", "strongBlue", "#2F80ED"), ("strong", "strongPR", "#F2C94C"),
        ("whatsapp", "waOutgoingDark", "#005C4B"), ("whatsapp", "waOutgoingLight", "#D9FDD3"), ("whatsapp", "waIncomingLight", "#FFFFFF"),
    ])
    func colourValuesAreExact(guide: String, token: String, hex: String) {
        let extraction = extractTokens(ofGuide: Paths.seed(guide))
        #expect(extraction.color(token)?.value?.light.hex == hex)
        #expect(extraction.color(token)?.value?.dark == nil)
    }

    @Test func afMoveTrackIsAfMoveAt22Percent() throws {
        let track = try #require(extractTokens(ofGuide: Paths.seed("apple-fitness")).color("afMoveTrack"))
        #expect(track.alias == "afMove")
        #expect(track.value?.light == RGBA(red: 0.980, green: 0.067, blue: 0.310, alpha: 0.22))
        #expect(track.source.group == "The Three Activity Rings (the brand — immutable)")
    }

    @Test func groupsComeFromMarkComments() {
        let extraction = extractTokens(ofGuide: Paths.seed("whoop"))
        #expect(extraction.color("whoopCanvas")?.source.group == "Canvas & Surfaces (dark-mode-only)")
        #expect(extraction.color("whoopGold")?.source.group == "Semantic")
        #expect(extraction.color("whoopCanvas")?.source.location.line == 14)
        #expect(extraction.color("whoopCanvas")?.commentHex?.hex == "#0A0A0A")
    }

    @Test func whoopRecoveryRampIsEvaluatedFromTheFunction() throws {
        let extraction = extractTokens(ofGuide: Paths.seed("whoop"))
        let ramp = try #require(extraction.tokens.ramps.first)
        #expect(extraction.tokens.ramps.count == 1)
        #expect(ramp.name == "whoopRecoveryColor")
        #expect(ramp.domain == 0...100)
        #expect(ramp.samples.count == 101)
        func color(at percent: Int) -> RGBA { ramp.samples[percent].color }
        // Red below 33.
        for percent in [0, 10, 32] { #expect(color(at: percent).hex == "#FF0026") }
        // Red -> yellow: green rises, blue falls.
        #expect(color(at: 50).hex == "#FF6F13")
        #expect(color(at: 40).greenByte < color(at: 60).greenByte)
        // Yellow at 67, then -> green.
        #expect(color(at: 67).hex == "#FFDE00")
        #expect(color(at: 100).hex == "#16EC06")
        #expect(color(at: 80).redByte < color(at: 70).redByte)
    }

    @Test(arguments: [
        // token, family, size, weight, design, tabular
        ("whoop", "whoopRecoveryHero", "DIN 2014", 76.0, 800, FontSpec.Design.default, false),
        ("whoop", "whoopCardTitle", "DIN 2014", 15.0, 600, .default, false),
        ("whoop", "whoopMetricValue", "DIN 2014", 18.0, 700, .default, true),
        ("apple-fitness", "afLargeTitle", "SF Pro", 40.0, 800, .default, false),
        ("apple-fitness", "afTab", "SF Pro", 10.0, 500, .default, false),
        ("fitbit", "fbMetricHero", "DM Sans", 44.0, 700, .default, false),
        ("fitbit", "fbValueInline", "DM Sans", 15.0, 600, .default, false),
        ("strong", "strongSetCell", "Inter", 15.0, 700, .default, true),
        ("strong", "strongCaption", "Inter", 13.0, 500, .default, false),
        ("whatsapp", "waBubbleBody", "SF Pro", 17.0, 400, .default, false),
        ("whatsapp", "waSystemMessage", "SF Pro", 12.0, 500, .default, false),
    ])
    func fontTokensCarrySizeWeightDesignAndTabularFlag(guide: String, token: String, family: String, size: Double, weight: Int, design: FontSpec.Design, tabular: Bool) throws {
        let spec = try #require(extractTokens(ofGuide: Paths.seed(guide)).font(token)?.spec)
        #expect(spec.familyName == family)
        #expect(spec.size == size)
        #expect(spec.weight == weight)
        #expect(spec.design == design)
        #expect(spec.monospacedDigit == tabular)
    }

    @Test func whoopFontHelperIsShownWithItsParameters() throws {
        let helper = try #require(extractTokens(ofGuide: Paths.seed("whoop")).tokens.fontHelpers.first)
        #expect(helper.name == "whoop")
        #expect(helper.parameters == "(_ size: CGFloat, weight: Font.Weight = .regular)")
        #expect(helper.sample?.size == 17)
        #expect(helper.sample?.weight == 400)
        #expect(helper.sample?.monospacedDigit == true)
        #expect(helper.sample?.familyName == "SF Pro")
    }
}
