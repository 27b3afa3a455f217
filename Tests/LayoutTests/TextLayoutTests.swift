import DesignModel
@testable import Layout
import Testing
import TextShaping

/// Text measured by HarfBuzz over the shipped fonts, wrapped as Text wraps.
@Suite struct TextLayoutTests {
    @Test func textTakesItsShapedWidth() throws {
        // Inter Regular (fonts-inter 4.0): 2816 units per em; 'H' advances
        // 2084 units and '1' 1308 (read from its hmtx table).
        let laidOut = LaidOut(V.text("HH1", size: 17), width: 390)
        let width = 17 * Double(2 * 2084 + 1308) / 2816
        #expect(abs(laidOut.size.width - width) < 1e-9)
        let line = try #require(laidOut.texts.first?.lines.first)
        #expect(abs(line.width - width) < 1e-9)
        #expect(line.runs.first?.family == "Inter")
        #expect(line.runs.first?.size == 17)
    }

    @Test func lineHeightComesFromTheFontsMetrics() {
        let metrics = LaidOut.measurer.lineMetrics(for: FontSpec(family: .system(.default), size: 17))
        let laidOut = LaidOut(V.text("Recovery", size: 17), width: 390)
        #expect(abs(laidOut.size.height - metrics.lineHeight) < 1e-9)
    }

    @Test func textWrapsAtSpacesToTheWidthOffered() throws {
        let laidOut = LaidOut(V.text("Messages are end-to-end encrypted. No one outside this chat can read them.", size: 12), width: 150)
        let lines = try #require(laidOut.texts.first).lines
        #expect(lines.count > 2)
        #expect(lines.allSatisfy { $0.width <= 150 + 0.001 })
        #expect(laidOut.size.width <= 150)
        // Words stay whole.
        let words = lines.map { $0.runs.map(\.text).joined().trimmingCharacters(in: .whitespaces) }
        #expect(words.joined(separator: " ") == "Messages are end-to-end encrypted. No one outside this chat can read them.")
    }

    @Test func lineLimitTruncatesWithAnEllipsis() throws {
        let node = V.text("Running a few minutes late, see you at the gym", size: 15).modified(.environment(.lineLimit(1)))
        let laidOut = LaidOut(node, width: 120)
        let lines = try #require(laidOut.texts.first).lines
        #expect(lines.count == 1)
        #expect(lines[0].runs.map(\.text).joined().hasSuffix("…"))
        #expect(lines[0].width <= 120 + 0.001)
    }

    @Test func trackingAddsToEveryCharacter() {
        let plain = LaidOut(V.text("LIVE", size: 12), width: nil).size.width
        let tracked = LaidOut(V.text("LIVE", size: 12).modified(.environment(.tracking(0.8))), width: nil).size.width
        #expect(abs(tracked - plain - 4 * 0.8) < 1e-9)
    }

    @Test func monospacedDigitsGiveEqualWidths() {
        let ones = LaidOut(V.text("111", size: 20).modified(.environment(.monospacedDigit)), width: nil).size.width
        let eights = LaidOut(V.text("888", size: 20).modified(.environment(.monospacedDigit)), width: nil).size.width
        #expect(abs(ones - eights) < 1e-9)
        let proportional = LaidOut(V.text("111", size: 20), width: nil).size.width
        #expect(proportional < ones)
    }

    @Test func boldTextIsWiderAndDrawnBold() throws {
        let regular = LaidOut(V.text("Finish", size: 13), width: nil)
        let bold = LaidOut(V.text("Finish", size: 13).modified(.environment(.fontWeight(700))), width: nil)
        #expect(bold.size.width > regular.size.width)
        #expect(try #require(bold.texts.first?.lines.first?.runs.first).weight == 700)
    }
}

/// Text that does not fit: shrunk within `minimumScaleFactor`, cut where
/// `truncationMode` says, broken inside long words in one pass.
@Suite struct TextFittingTests {
    private func text(_ string: String, _ modifiers: EnvironmentModifier...) -> ViewNode {
        modifiers.reduce(V.text(string, size: 20)) { $0.modified(.environment($1)) }
    }

    private func drawnText(_ node: ViewNode, width: Double) -> RenderText? {
        let laidOut = LaidOut(node.frame(width: width), width: width)
        func find(_ node: RenderNode) -> RenderText? {
            switch node {
            case .text(let text): return text
            case .group(let group): return group.children.lazy.compactMap(find).first
            case .shape, .symbol, .placeholder, .material: return nil
            }
        }
        return find(laidOut.view.root)
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() throws {
        let node = text("Total distance this week", .lineLimit(1), .minimumScaleFactor(0.5))
        let drawn = try #require(drawnText(node, width: 160))
        let run = try #require(drawn.lines.first?.runs.first)
        #expect(drawn.lines.count == 1)
        #expect(run.size < 20 && run.size >= 10)
        #expect(!drawn.lines[0].runs.map(\.text).joined().contains("…"))
        #expect(drawn.lines[0].width <= 160.001)
    }

    @Test func truncationModesPutTheEllipsisWhereAsked() throws {
        let long = "Alpha Bravo Charlie Delta Echo"
        let tail = try #require(drawnText(text(long, .lineLimit(1)), width: 150)).lines[0].runs.map(\.text).joined()
        let head = try #require(drawnText(text(long, .lineLimit(1), .truncationMode(.head)), width: 150)).lines[0].runs.map(\.text).joined()
        let middle = try #require(drawnText(text(long, .lineLimit(1), .truncationMode(.middle)), width: 150)).lines[0].runs.map(\.text).joined()
        #expect(tail.hasPrefix("Alpha") && tail.hasSuffix("…"))
        #expect(head.hasPrefix("…") && head.hasSuffix("Echo"), "\(head)")
        #expect(middle.hasPrefix("Alph") && middle.hasSuffix("cho") && middle.contains("…"), "\(middle)")
    }

    @Test func aVeryLongWordBreaksInOnePass() {
        let word = String(repeating: "W", count: 20_000)
        let lines = TextLayout(measurer: LaidOut.measurer, styles: [.init(font: FontSpec(family: .system(.default), size: 17), tracking: 0)],
                               runs: [.init(text: word, style: 0)]).lines(maxWidth: 100, maxLines: nil)
        #expect(lines.count > 100)
        #expect(lines.allSatisfy { $0.width <= 100.001 })
    }
}
