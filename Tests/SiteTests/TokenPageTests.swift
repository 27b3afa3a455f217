import DesignModel
import Foundation
import Testing
@testable import Site

/// What the token features put on pages and in the exports, for the seeds.
@Suite(.serialized) struct TokenPageTests {
    static let output: URL = {
        let output = TestPaths.temporaryFolder("tokens").appendingPathComponent("public")
        _ = SiteBuilder.build(BuildOptions(inputs: [TestPaths.seeds], output: output.path, templates: TestPaths.templates))
        return output
    }()

    static func read(_ path: String) -> String { PageText.read(output.appendingPathComponent(path).path) }

    static func json(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: output.appendingPathComponent(path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func colourTableShowsExactValuesAndContrast() {
        let page = Self.read("whoop/index.html")
        let row = PageText.elements(page, open: "<tr id=\"color-whoopRecoveryRed\"", close: "</tr>").first ?? ""
        #expect(row.contains("#FF0026"))
        #expect(row.contains("rgb(255 0 38)"))
        #expect(row.contains("line 26"))
        #expect(PageText.visibleText(row).contains("whoopCanvas 4.97:1 AA"))
        #expect(page.contains("id=\"colours\""))
        #expect(page.contains("id=\"typography\""))
    }

    @Test func translucentAndDerivedTokens() {
        let page = Self.read("apple-fitness/index.html")
        let row = PageText.elements(page, open: "<tr id=\"color-afMoveTrack\"", close: "</tr>").first ?? ""
        #expect(row.contains("#FA114F38"))
        #expect(row.contains("22 % opacity"))
        #expect(row.contains("→ afMove"))
    }

    @Test func rampIsDrawnFromItsSamples() {
        let page = Self.read("whoop/index.html")
        let ramp = PageText.elements(page, open: "<div class=\"token-ramp\"", close: "</ol>").first ?? ""
        #expect(ramp.components(separatedBy: "<stop ").count - 1 == 101)
        #expect(ramp.contains("stop-color=\"#FF0026\""))
        #expect(ramp.contains("stop-color=\"#16EC06\""))
    }

    @Test func specimensAtTrueSizeInTheStandInFace() {
        let page = Self.read("whoop/index.html")
        let specimen = PageText.elements(page, open: "<div class=\"specimen\" id=\"font-whoopRecoveryHero\"", close: "</p>").first ?? ""
        #expect(specimen.contains("font-size: 76px; font-weight: 800;"))
        #expect(specimen.contains("DIN 2014"))
        #expect(specimen.contains("shown in Inter ExtraBold (stand-in for DIN 2014)"))
        let tabular = PageText.elements(page, open: "<div class=\"specimen\" id=\"font-whoopMetricValue\"", close: "</p>").first ?? ""
        #expect(tabular.contains("font-variant-numeric: tabular-nums"))
        let strong = Self.read("strong/index.html")
        #expect(strong.contains("drawn in Inter Bold"), "Inter guides are drawn in Inter itself")
    }

    @Test func seedContrastClaimsAreCheckedOnThePage() {
        let expected = ["whoop": 2, "apple-fitness": 1, "fitbit": 2, "strong": 2, "whatsapp": 2]
        for (slug, count) in expected {
            let page = Self.read("\(slug)/index.html")
            #expect(page.components(separatedBy: "<li class=\"claim-pass\">").count - 1 == count, "\(slug)")
            #expect(!page.contains("claim-fail"), "\(slug)")
        }
        #expect(PageText.visibleText(Self.read("strong/index.html")).contains("#2F80ED on #1A1A1A: 4.50:1 — claim: meets AA (4.5:1)"))
    }

    @Test func tokensJSONHoldsEveryTokenInDTCGFormat() throws {
        for slug in ["whoop", "apple-fitness", "fitbit", "strong", "whatsapp"] {
            let document = try Self.json("\(slug)/tokens.json")
            let colors = try #require(document["color"] as? [String: Any])
            #expect(colors["$type"] as? String == "color")
            var names: [String: [String: Any]] = [:]
            for (key, group) in colors where !key.hasPrefix("$") {
                for (name, token) in (group as? [String: Any] ?? [:]) where !name.hasPrefix("$") {
                    names[name] = token as? [String: Any]
                }
            }
            let guide = Guide.analysed(sourcePath: "\(TestPaths.seeds)/\(slug).md", slug: slug, markdown: PageText.read("\(TestPaths.seeds)/\(slug).md"))
            #expect(Set(names.keys) == Set(guide.tokens.resolvedColors.map(\.name)), "\(slug)")
            let fonts = try #require(document["font"] as? [String: Any])
            #expect(fonts.keys.filter { !$0.hasPrefix("$") && !$0.hasSuffix("()") }.count == guide.tokens.resolvedFonts.count)
        }
        let whoop = try Self.json("whoop/tokens.json")
        let red = ((whoop["color"] as? [String: Any])?["recovery-spectrum"] as? [String: Any])?["whoopRecoveryRed"] as? [String: Any]
        let value = red?["$value"] as? [String: Any]
        #expect(value?["hex"] as? String == "#ff0026")
        #expect(value?["colorSpace"] as? String == "srgb")
        #expect(value?["components"] as? [Double] == [1, 0, 0.149])
        let hero = (whoop["font"] as? [String: Any])?["whoopRecoveryHero"] as? [String: Any]
        let heroValue = hero?["$value"] as? [String: Any]
        #expect(heroValue?["fontWeight"] as? Int == 800)
        #expect((heroValue?["fontSize"] as? [String: Any])?["value"] as? Double == 76)
        #expect((heroValue?["fontFamily"] as? [String])?.first == "DIN 2014")
        #expect((whoop["gradient"] as? [String: Any])?["whoopRecoveryColor"] != nil)
    }

    @Test func aliasesReferenceOtherTokens() throws {
        let whatsapp = try Self.json("whatsapp/tokens.json")
        let fitbit = try Self.json("fitbit/tokens.json")
        // fbSteps is written as its own hex, not as an alias: only references are aliases.
        let brand = (fitbit["color"] as? [String: Any])?["brand"] as? [String: Any]
        #expect(((brand?["fbTeal"] as? [String: Any])?["$value"] as? [String: Any])?["hex"] as? String == "#00b0b9")
        let tint = ((fitbit["color"] as? [String: Any])?["colors"] as? [String: Any])?["fbTealTint"] as? [String: Any]
        let tintExtensions = (tint?["$extensions"] as? [String: Any])?["dev.sitegen"] as? [String: Any]
        #expect(tintExtensions?["derivedFrom"] as? String == "fbTeal")
        #expect(whatsapp["color"] != nil)
    }

    @Test func customPropertiesDoNotRepeatTheGuideName() {
        let names = DesignTokensCSS.properties("apple-fitness", ["fitnessGreen", "appleFitnessRing", "canvas", "fitnessCanvas", "fitness"])
        #expect(names["fitnessGreen"] == "--apple-fitness-green")
        #expect(names["appleFitnessRing"] == "--apple-fitness-ring")
        // `fitnessCanvas` shortened would be `canvas`'s: both keep their words.
        #expect(names["canvas"] == "--apple-fitness-canvas")
        #expect(names["fitnessCanvas"] == "--apple-fitness-fitness-canvas")
        #expect(names["fitness"] == "--apple-fitness-fitness")
    }

    @Test func tokensCSSHasOneCustomPropertyPerToken() {
        let css = Self.read("whoop/tokens.css")
        #expect(css.contains("--whoop-recovery-red: #FF0026;"))
        #expect(css.contains("--whoop-surface-1: #1C1C1E;"))
        #expect(css.contains("--whoop-recovery-hero: 800 76px/1.2 \"DIN 2014\", \"Inter\", sans-serif;"))
        #expect(css.contains("--whoop-recovery-color: linear-gradient(90deg, #FF0026 0%"))
        let fitbit = Self.read("fitbit/tokens.css")
        #expect(fitbit.contains("--fitbit-fb-teal-tint: #00B0B926;"))
    }

    @Test func indexCardsShowCanvasAndBrandSwatches() {
        let index = Self.read("index.html")
        let card = PageText.elements(index, open: "<li class=\"guide-card\" data-search=\"whoop (ios)", close: "</li>").first ?? ""
        #expect(card.contains("--canvas: #0A0A0A"))
        #expect(card.contains("whoopStrain #00FF7B"))
        #expect(card.contains("26 colours · 15 fonts"))
    }

    @Test func buildReportCountsTokens() throws {
        let report = try JSONDecoder().decode(BuildReport.self, from: Data(contentsOf: Self.output.appendingPathComponent("build-report.json")))
        let counts = Dictionary(uniqueKeysWithValues: report.guides.map { ($0.slug, [$0.colors, $0.fonts]) })
        #expect(counts == ["whoop": [26, 15], "apple-fitness": [21, 15], "fitbit": [27, 12], "strong": [19, 13], "whatsapp": [25, 13]])
    }

    @Test func fontsShipWithTheirLicences() {
        let css = Self.read("assets/fonts.css")
        #expect(css.contains("font-family: \"Inter\"; src: url(\"fonts/Inter-ExtraBold.woff2\") format(\"woff2\"); font-weight: 800;"))
        // Published subset and compressed: WOFF2, a fraction of the OpenType file.
        let font = FileManager.default.contents(atPath: Self.output.appendingPathComponent("assets/fonts/Inter-ExtraBold.woff2").path) ?? Data()
        #expect(font.prefix(4) == Data("wOF2".utf8))
        #expect(font.count < 40_000)
        #expect(!FileManager.default.fileExists(atPath: Self.output.appendingPathComponent("assets/fonts/Inter-ExtraBold.otf").path))
        #expect(FileManager.default.fileExists(atPath: Self.output.appendingPathComponent("assets/fonts/LICENSE-Inter.txt").path))
    }
}
