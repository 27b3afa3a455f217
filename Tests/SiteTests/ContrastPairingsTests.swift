import DesignModel
import Diagnostics
import Foundation
import Testing
@testable import Site

/// A colour's contrast is shown on the backgrounds it is meant to be read
/// on: surfaces are not text, light text is not read on a dark canvas, and
/// the pairings a guide names come first. Everything else is in the matrix.
@Suite struct ContrastPairingsTests {
    private func token(_ name: String, _ hex: UInt32) -> ColorToken {
        let origin = TokenSource(location: FileLocation(file: "g.md", line: 1, column: 1), group: nil, declaration: "")
        let color = RGBA(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
        return ColorToken(name: name, source: origin, value: ColorValue(color))
    }

    private func summary(_ colors: [ColorToken]) -> DesignSummary {
        var tokens = DesignTokens()
        tokens.colors = colors
        return DesignSummary(tokens: tokens)
    }

    private func pairings(_ tokens: [ColorToken]) -> (ContrastPairings, [String: ColorToken]) {
        return (summary(tokens).pairings, Dictionary(uniqueKeysWithValues: tokens.map { ($0.name, $0) }))
    }

    @Test func surfacesAndLinesAreNotReadAsText() throws {
        let (pairings, tokens) = pairings([token("canvas", 0x0A0A0A), token("surface1", 0x1C1C1E), token("divider", 0x252525),
                                           token("textPrimary", 0xFFFFFF), token("ringTrack", 0x222222)])
        #expect(pairings.role(of: try #require(tokens["surface1"])) == .background)
        #expect(pairings.role(of: try #require(tokens["ringTrack"])) == .background)
        #expect(pairings.role(of: try #require(tokens["divider"])) == .decoration)
        #expect(pairings.intendedBackgrounds(for: try #require(tokens["surface1"])).isEmpty)
        #expect(pairings.intendedBackgrounds(for: try #require(tokens["textPrimary"])).map(\.name) == ["canvas", "surface1"])
    }

    @Test func textIsMeasuredOnTheBackgroundsOfItsScheme() throws {
        // Named schemes, a sibling that names the other one, and a hue that only looks like one.
        let (pairings, tokens) = pairings([
            token("canvasLight", 0xFFFFFF), token("canvasDark", 0x000000),
            token("textPrimary", 0x111111), token("textPrimaryDark", 0xEEEEEE),
            token("brandLightCyan", 0x3DD9FF), token("darkModeAccent", 0x30D158),
        ])
        #expect(pairings.intendedBackgrounds(for: try #require(tokens["textPrimary"])).map(\.name) == ["canvasLight"])
        #expect(pairings.intendedBackgrounds(for: try #require(tokens["textPrimaryDark"])).map(\.name) == ["canvasDark"])
        #expect(pairings.intendedBackgrounds(for: try #require(tokens["brandLightCyan"])).map(\.name) == ["canvasLight", "canvasDark"])
        #expect(pairings.intendedBackgrounds(for: try #require(tokens["darkModeAccent"])).map(\.name) == ["canvasDark"])
    }

    @Test func unnamedTokensAreOfTheSchemeTheNamedBackgroundsAreNot() throws {
        // `canvas` beside `canvasLight`: the unnamed palette is the dark one.
        let (pairings, tokens) = pairings([token("canvas", 0x000000), token("canvasLight", 0xFFFFFF),
                                           token("text", 0xFFFFFF), token("textLt", 0x111111)])
        #expect(pairings.intendedBackgrounds(for: try #require(tokens["text"])).map(\.name) == ["canvas"])
        #expect(pairings.intendedBackgrounds(for: try #require(tokens["textLt"])).map(\.name) == ["canvasLight"])
    }

    @Test func aPairingTheGuideNamesComesFirst() throws {
        let (pairings, tokens) = pairings([token("background", 0xFFFFFF), token("brandPrimary", 0x6200EE), token("brandOnPrimary", 0xFFFFFF)])
        #expect(pairings.intendedBackgrounds(for: try #require(tokens["brandOnPrimary"])).map(\.name) == ["brandPrimary", "background"])
    }

    @Test func thePanelShowsIntendedPairsAndFoldsTheMatrix() throws {
        let tokens = [token("canvas", 0x000000), token("surface", 0x1C1C1E), token("text", 0xFFFFFF)]
        let html = ColourPanel(tokens: BlockTokens(colors: tokens), summary: summary(tokens), id: "colours").render().render()
        // The surface row has no chips of its own; the text row has one per background.
        let surfaceRow = try #require(html.components(separatedBy: "id=\"color-surface\"").last?.components(separatedBy: "</tr>").first)
        #expect(!surfaceRow.contains("class=\"contrast level") && surfaceRow.contains("a background"))
        let textRow = try #require(html.components(separatedBy: "id=\"color-text\"").last?.components(separatedBy: "</tr>").first)
        #expect(textRow.components(separatedBy: "class=\"contrast level").count - 1 == 2)
        // Every pairing, surface on canvas included, one click away.
        #expect(html.contains("<details class=\"contrast-matrix\">"))
        #expect(html.contains("<td class=\"level-fail\">1.23:1 Fail</td>"), "surface on canvas is in the matrix")
    }
}
