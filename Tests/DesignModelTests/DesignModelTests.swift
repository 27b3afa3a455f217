import DesignModel
import TextShaping
import Testing

@Suite struct RGBATests {
    @Test func hexIsRoundedComponentTimes255() {
        #expect(RGBA(red: 1, green: 0, blue: 0.149).hex == "#FF0026")
        #expect(RGBA(red: 0.039, green: 0.039, blue: 0.039).hex == "#0A0A0A")
        #expect(RGBA(red: 0.98, green: 0.067, blue: 0.31, alpha: 0.22).hex == "#FA114F38")
        #expect(RGBA(red: 1.7, green: -0.2, blue: 0.5).hex == "#FF0080")
        #expect(RGBA(red: 1.7, green: 0, blue: 0).isOutOfRange)
    }

    @Test func parsesHexStrings() {
        #expect(RGBA(hexString: "#00B0B9") == RGBA(hex: 0x00B0B9))
        #expect(RGBA(hexString: "091E4224")?.alphaByte == 0x24)
        #expect(RGBA(hexString: "#FFF")?.hex == "#FFFFFF")
        #expect(RGBA(hexString: "#GGGGGG") == nil)
    }

    @Test func compositingOverABackground() {
        let half = RGBA(red: 1, green: 1, blue: 1, alpha: 0.5)
        #expect(half.composited(over: .black).hex == "#808080")
    }
}

@Suite struct WCAGTests {
    @Test func knownRatios() {
        #expect(WCAG.format(WCAG.contrastRatio(.white, on: .black)) == "21.00:1")
        #expect(WCAG.format(WCAG.contrastRatio(RGBA(hex: 0x777777), on: .white)) == "4.47:1")
        #expect(WCAG.format(WCAG.contrastRatio(RGBA(hex: 0x767676), on: .white)) == "4.54:1")
        #expect(WCAG.contrastRatio(.white, on: .black) == WCAG.contrastRatio(.black, on: .white))
    }

    @Test func linearisationThresholdIs0_04045() {
        // 10/255 = 0.0392 is below 0.04045 (linear segment); 11/255 = 0.0431 above.
        #expect(abs(WCAG.luminance(RGBA(hex: 0x0A0A0A)) - (10.0 / 255 / 12.92)) < 1e-12)
        #expect(WCAG.luminance(RGBA(hex: 0x0B0B0B)) > 11.0 / 255 / 12.92)
    }

    @Test func levelsAndThresholds() {
        #expect(WCAG.level(for: 7) == .aaa)
        #expect(WCAG.level(for: 4.5) == .aa)
        #expect(WCAG.level(for: 3) == .aaLarge)
        #expect(WCAG.level(for: 2.99) == .fail)
        #expect(WCAG.requiredRatio(for: .aa, largeText: true) == 3)
        #expect(WCAG.requiredRatio(for: .aaa, largeText: false) == 7)
        #expect(WCAG.format(4.4999) == "4.49:1")
    }

    @Test func translucentForegroundIsCompositedFirst() {
        let ratio = WCAG.contrastRatio(RGBA(red: 1, green: 1, blue: 1, alpha: 0.5), on: .black)
        #expect(ratio == WCAG.contrastRatio(RGBA(hex: 0x808080), on: .black))
    }
}

@Suite struct FontNameTests {
    @Test(arguments: [
        ("DIN2014-ExtraBold", "DIN 2014", 800, false), ("Inter-SemiBold", "Inter", 600, false), ("Inter-Semibold", "Inter", 600, false),
        ("DIN2014-Demi", "DIN 2014", 600, false), ("DMSans-Bold", "DM Sans", 700, false), ("AirbnbCereal-Book", "Airbnb Cereal", 400, false),
        ("PlusJakartaSans-ExtraBold", "Plus Jakarta Sans", 800, false), ("TinderSans-BlackItalic", "Tinder Sans", 900, true),
        ("Lora-Italic", "Lora", 400, true), ("Georgia", "Georgia", 400, false), ("IBMPlexMono-Medium", "IBM Plex Mono", 500, false),
        ("CormorantGaramond-MediumItalic", "Cormorant Garamond", 500, true), ("WiseSans-Extrabold", "Wise Sans", 800, false),
    ])
    func familyWeightAndStyleFromPostScriptNames(name: String, family: String, weight: Int, italic: Bool) {
        #expect(FontNames.familyName(fromPostScript: name) == family)
        #expect(FontNames.weight(fromPostScript: name) == weight)
        #expect(FontNames.isItalic(postScript: name) == italic)
    }

    @Test func designsFromFamilyNames() {
        #expect(FontNames.design(ofFamily: "IBM Plex Mono") == .monospaced)
        #expect(FontNames.design(ofFamily: "Lora") == .serif)
        #expect(FontNames.design(ofFamily: "Tiempos Text") == .serif)
        #expect(FontNames.design(ofFamily: "DM Sans") == .default)
        #expect(FontNames.design(ofFamily: "Nunito") == .rounded)
    }
}

@Suite struct FontCatalogTests {
    let catalog = FontCatalog(fileExists: { _ in true })

    @Test func standInsByDesignAndExactFamilies() {
        #expect(FontCatalog.standInFamily(for: FontSpec(family: .custom(postScriptName: "DIN2014-Bold"), size: 12)) == "Inter")
        #expect(FontCatalog.standInFamily(for: FontSpec(family: .custom(postScriptName: "Inter-Bold"), size: 12)) == "Inter")
        #expect(FontCatalog.isExactFamily(FontSpec(family: .custom(postScriptName: "Inter-Bold"), size: 12)))
        #expect(FontCatalog.standInFamily(for: FontSpec(family: .system(.monospaced), size: 12)) == "JetBrains Mono")
        #expect(FontCatalog.standInFamily(for: FontSpec(family: .custom(postScriptName: "Lora-Regular"), size: 12)) == "Liberation Serif")
    }

    @Test func weightMatchingFollowsCSS() {
        func face(_ family: FontSpec.Family, _ weight: Int, italic: Bool = false) -> String? {
            catalog.face(for: FontSpec(family: family, size: 12, weight: weight, italic: italic))?.fileName
        }
        #expect(face(.system(.default), 800) == "Inter-ExtraBold.otf")
        #expect(face(.system(.default), 650) == "Inter-Bold.otf")
        #expect(face(.system(.serif), 600) == "LiberationSerif-Bold.ttf")
        #expect(face(.system(.serif), 300) == "LiberationSerif-Regular.ttf")
        #expect(face(.system(.monospaced), 900) == "JetBrainsMono-ExtraBold.ttf")
        #expect(face(.system(.default), 400, italic: true) == "Inter-Italic.otf")
    }

    @Test func missingFilesAreReported() {
        let empty = FontCatalog(fileExists: { _ in false })
        #expect(empty.faces.isEmpty)
        #expect(empty.missingFamilies == ["Inter", "JetBrains Mono", "Liberation Serif"])
    }
}

@Suite struct TextMeasurerTests {
    let measurer = TextMeasurer(library: FontLibrary(catalog: FontCatalog()))
    let inter17 = FontSpec(family: .system(.default), size: 17)

    @Test func widthsComeFromTheFontsAdvances() throws {
        let font = try #require(measurer.library.font(for: inter17), "Inter is installed (fonts-inter)")
        #expect(font.face.fileName == "Inter-Regular.otf")
        // Inter Regular (fonts-inter 4.0): 2816 units per em, 'H' advances 2084
        // units, '1' 1308 (read with fontTools from the hmtx table).
        #expect(font.unitsPerEm == 2816)
        #expect(abs(measurer.width(of: "H", font: inter17) - 17 * 2084 / 2816) < 1e-9)
        #expect(abs(measurer.width(of: "HH1", font: inter17) - 17 * (2 * 2084 + 1308) / 2816) < 1e-9)
        #expect(abs(font.ascender - 2728.0 / 2816) < 1e-9)
        #expect(abs(font.descender - 680.0 / 2816) < 1e-9)
        // Widths scale linearly with size and add tracking per character.
        let width = measurer.width(of: "Recovery", font: inter17)
        #expect(width > 50 && width < 90)
        let double = measurer.width(of: "Recovery", font: FontSpec(family: .system(.default), size: 34))
        #expect(abs(double - 2 * width) < 1e-9)
        #expect(abs(measurer.width(of: "Recovery", font: inter17, tracking: 1.6) - (width + 8 * 1.6)) < 1e-9)
        // Bold is wider than regular.
        #expect(measurer.width(of: "Recovery", font: FontSpec(family: .system(.default), size: 17, weight: 700)) > width)
    }

    @Test func tabularFiguresHaveEqualAdvances() {
        let tabular = FontSpec(family: .system(.default), size: 20, monospacedDigit: true)
        let one = measurer.width(of: "1", font: tabular)
        let eight = measurer.width(of: "8", font: tabular)
        #expect(abs(one - eight) < 1e-9)
        let proportional = FontSpec(family: .system(.default), size: 20)
        #expect(measurer.width(of: "1", font: proportional) < measurer.width(of: "8", font: proportional))
    }

    @Test func kerningIsApplied() {
        // "AV" kerns tighter than the sum of its letters.
        let pair = measurer.width(of: "AV", font: inter17)
        let separate = measurer.width(of: "A", font: inter17) + measurer.width(of: "V", font: inter17)
        #expect(pair < separate)
    }

    @Test func lineMetricsFromTheFont() {
        let metrics = measurer.lineMetrics(for: inter17)
        #expect(metrics.ascent > 14 && metrics.ascent < 18)
        #expect(metrics.descent > 3 && metrics.descent < 6)
        #expect(abs(metrics.lineHeight - (metrics.ascent + metrics.descent + metrics.leading)) < 1e-12)
    }
}

@Suite struct IdentifierWordsTests {
    @Test func splitsNamesAsAPersonReadsThem() {
        #expect(IdentifierWords.words(of: "whoopBrightWhite") == ["whoop", "Bright", "White"])
        #expect(IdentifierWords.words(of: "WAChatListRow") == ["WA", "Chat", "List", "Row"])
        #expect(IdentifierWords.words(of: "gray400") == ["gray", "400"])
        #expect(IdentifierWords.words(of: "snake_case") == ["snake", "case"])
    }

    /// ASCII characters are judged by their bytes: the words must be the
    /// ones Unicode's character properties give, for every mix.
    @Test func byteRulesAgreeWithUnicodeProperties() {
        func reference(_ identifier: String) -> [String] {
            let characters = Array(identifier)
            var words: [String] = []
            var current = ""
            for (index, character) in characters.enumerated() {
                if character == "_" {
                    if !current.isEmpty { words.append(current) }
                    current = ""
                    continue
                }
                if let last = current.last {
                    let next = index + 1 < characters.count ? characters[index + 1] : nil
                    if (character.isUppercase && !last.isUppercase)
                        || (character.isUppercase && last.isUppercase && next?.isLowercase == true)
                        || (character.isNumber && !last.isNumber)
                        || (character.isLetter && last.isNumber) {
                        words.append(current)
                        current = ""
                    }
                }
                current.append(character)
            }
            if !current.isEmpty { words.append(current) }
            return words
        }
        let pieces = ["a", "B", "7", "_", "é", "É", "ß", "½", "٣", "$", " ", "\r\n", "Ǆ", "ǅ", "👍", "e\u{301}", "x", "YZ", "0"]
        var names = ["", "URLSession", "iOS17Style", "hTTP2", "__x__", "ÉtéCafé", "ÀB", "a٣b", "v½", "CamelCaseABCWord"]
        for first in pieces { for second in pieces { for third in pieces { names.append(first + second + third) } } }
        for name in names {
            #expect(IdentifierWords.words(of: name) == reference(name), "\(name.debugDescription)")
        }
    }
}
