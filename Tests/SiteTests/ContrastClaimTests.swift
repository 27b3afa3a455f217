import SwiftSemantics
import DesignModel
import Interpreter
import SwiftCode
import Testing
@testable import Site

@Suite struct ContrastClaimTests {
    static let tokens: DesignTokens = {
        let table = DeclarationTable(sources: [SwiftSource(text: """
            extension Color {
                static let demoCanvas = Color(red: 0.039, green: 0.039, blue: 0.039)
                static let demoBrightWhite = Color.white
                static let demoCream = Color(red: 1, green: 0.984, blue: 0.929)
            }
            """)])
        return TokenExtractor.extract(from: table, interpreter: Interpreter(table: table)).tokens
    }()
    let reader = ContrastClaimReader(tokens: tokens)

    func pairs(_ text: String) -> [String] {
        reader.claims(in: text).flatMap { claim in
            claim.checks.map { "\($0.foreground.label)|\($0.background.label)|\(claim.requirement)|\($0.claimsFailure ? "fails" : "passes")" }
        }
    }

    @Test func hexOnHex() {
        #expect(pairs("Contrast: `#EAF6F9` on `#001017` passes WCAG AA") == ["#EAF6F9|#001017|AA|passes"])
    }

    @Test func twoPairsInOneSentence() {
        #expect(pairs("`#F5F5F5` on `#1A1A1A` and `#2F80ED` on `#1A1A1A` pass WCAG AA") == [
            "#F5F5F5|#1A1A1A|AA|passes", "#2F80ED|#1A1A1A|AA|passes",
        ])
    }

    @Test func plusAndWithPairs() {
        #expect(pairs("`#D9FDD3` outgoing bubble + `#111B21` text easily exceeds WCAG AA") == ["#D9FDD3|#111B21|AA|passes"])
        #expect(pairs("validate dark-mode `#005C4B` bubble with `#E9EDEF` text (also AA compliant)") == ["#005C4B|#E9EDEF|AA|passes"])
    }

    @Test func tokenDisplayNamesAndLargeText() {
        #expect(pairs("Bright White on `#0A0A0A` exceeds AAA. Strain Green `#00FF7B` on `#0A0A0A` meets AA at 18pt+") == [
            "demoBrightWhite|#0A0A0A|AAA|passes", "#00FF7B|#0A0A0A|AA (large text)|passes",
        ])
        #expect(pairs("Ink on Cream meets AA at 16pt bold") == [])
        #expect(pairs("`#8E8E93` on cream meets AA only at 18pt+") == ["#8E8E93|demoCream|AA (large text)|passes"])
    }

    @Test func listsOfForegroundsAndBackgrounds() {
        #expect(pairs("white on `#7B68EE` / `#2ECC71` passes WCAG AA at 10pt/800") == [
            "white|#7B68EE|AA|passes", "white|#2ECC71|AA|passes",
        ])
        #expect(pairs("`#FFFFFF` and `#AEB6C2` on `#0D0E12` pass WCAG AA") == ["#FFFFFF|#0D0E12|AA|passes", "#AEB6C2|#0D0E12|AA|passes"])
        #expect(pairs("`#2A2A1F` on `#FFFFFF` and on `#F4EFE1` passes WCAG AA") == ["#2A2A1F|#FFFFFF|AA|passes", "#2A2A1F|#F4EFE1|AA|passes"])
    }

    @Test func negativeClaimsAndNonClaims() {
        #expect(pairs("the YELLOW slot MUST use `#4A3300` text (white fails on `#FFC93C`)") == ["white|#FFC93C|AA|fails"])
        #expect(pairs("white on `#000000` is maximal") == [])
        #expect(pairs("always check the lighter end (`#FF6036`) for WCAG AA against white") == [])
        #expect(pairs("gold-on-gold (CTA: `#1A1408` on `#C8A35A`) passes AA") == ["#1A1408|#C8A35A|AA|passes"])
    }

    @Test func checksComputeTheRealRatio() throws {
        let claim = try #require(reader.claims(in: "`#1DA0C3` on `#FFFFFF` passes AA").first)
        #expect(WCAG.format(claim.checks[0].ratio) == "3.05:1")
        #expect(!claim.checks[0].holds)
        let negative = try #require(reader.claims(in: "white fails on `#FFC93C`").first)
        #expect(negative.checks[0].holds, "white on #FFC93C is below 4.5, so saying it fails is true")
    }
}

/// The one-walk matcher behind colour mentions: the longest name at a
/// position, whole words only, capitals as written and lowercase in any case.
@Suite struct NameMatcherTests {
    let names = ["demoBrightWhite", "bright white", "white", "black"]

    func match(_ text: String, at index: Int) -> String? {
        let matcher = NameMatcher(names.sorted { $0.count > $1.count })
        let sorted = names.sorted { $0.count > $1.count }
        return matcher.longestMatch(at: index, original: Array(text), lower: Array(text.lowercased())).map { sorted[$0] }
    }

    @Test func theLongestWholeWordNameWins() {
        #expect(match("Bright White on black", at: 0) == "bright white")
        #expect(match("Bright White on black", at: 7) == "white")
        #expect(match("whitepaper", at: 0) == nil, "not inside a word")
        #expect(match("demoBrightWhite text", at: 0) == "demoBrightWhite")
        #expect(match("DEMOBRIGHTWHITE", at: 0) == nil, "a token's name matches as written")
        #expect(match("x", at: 5) == nil)
    }

    @Test func manyRepeatedNamesAreOneEntry() {
        // A guide repeated 160 times repeats every token name: the trie holds each once.
        let repeated = Array(repeating: ["white", "black", "demoCanvas"], count: 160).flatMap { $0 }
        let matcher = NameMatcher(repeated)
        #expect(matcher.longestMatch(at: 0, original: Array("demoCanvas"), lower: Array("democanvas")) == 2)
    }
}
