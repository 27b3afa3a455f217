import DesignModel
@testable import Layout
import Symbols
import Testing

/// SF Symbols as SwiftUI sizes and places them: by the font and image scale
/// in effect, hugging their ink, on the text baseline, in the font's weight,
/// with their variants, and resizable.
@Suite struct SymbolLayoutTests {
    static func symbol(_ name: String, size: Double = 17, weight: Int = 400) -> ViewNode {
        ViewNode.image(ImageContent(source: .systemSymbol(name)))
            .modified(.environment(.font(FontSpec(family: .system(.default), size: size, weight: weight))))
    }

    static func drawn(_ node: ViewNode, width: Double? = nil) -> [RenderSymbol] {
        LaidOut(node, width: width).view.symbols
    }

    @Test func aCircledSymbolIsAsWideAsSFDrawsItWithBodyText() throws {
        // checkmark.circle.fill beside 17-pt text is 20.3 pt across on an iPhone.
        let symbol = try #require(Self.drawn(Self.symbol("checkmark.circle.fill")).first)
        #expect(symbol.icon != nil)
        #expect(abs(symbol.bounds.width - 20.3) < 0.5 && abs(symbol.bounds.height - 20.3) < 0.5, "\(symbol.bounds)")
    }

    @Test func theFrameScalesWithTheFontAndHugsTheInk() throws {
        let small = LaidOut(Self.symbol("heart.fill", size: 17), width: nil).size
        let large = LaidOut(Self.symbol("heart.fill", size: 34), width: nil).size
        #expect(abs(large.width - 2 * small.width) < 0.01 && abs(large.height - 2 * small.height) < 0.01)
        // A chevron is narrow and tall, an ellipsis wide and flat.
        let chevron = LaidOut(Self.symbol("chevron.right"), width: nil).size
        let ellipsis = LaidOut(Self.symbol("ellipsis"), width: nil).size
        #expect(chevron.width < chevron.height / 1.5, "\(chevron)")
        #expect(ellipsis.height < ellipsis.width / 3, "\(ellipsis)")
    }

    @Test func imageScaleMakesTheSymbolLargerOrSmaller() {
        let medium = LaidOut(Self.symbol("wifi"), width: nil).size
        let large = LaidOut(Self.symbol("wifi").modified(.environment(.symbols(.imageScale(.large)))), width: nil).size
        let small = LaidOut(Self.symbol("wifi").modified(.environment(.symbols(.imageScale(.small)))), width: nil).size
        #expect(abs(large.width / medium.width - 1.3) < 0.01 && abs(small.width / medium.width - 0.8) < 0.01)
    }

    @Test func aSymbolCentresOnTheMiddleOfTheCapHeight() throws {
        let row = V.hstack(alignment: .firstTextBaseline, Self.symbol("minus"), V.text("Less"))
        let laidOut = LaidOut(row, width: nil)
        let baseline = try #require(laidOut.texts.first?.lines.first?.baseline)
        let minus = try #require(laidOut.view.symbols.first)
        #expect(abs(minus.bounds.midY - (baseline - 0.35 * 17)) < 0.5, "minus at \(minus.bounds.midY), baseline \(baseline)")
    }

    @Test func theFontWeightThickensLines() throws {
        let regular = try #require(Self.drawn(Self.symbol("plus")).first?.layers.first?.path)
        let bold = try #require(Self.drawn(Self.symbol("plus", weight: 700)).first?.layers.first?.path)
        #expect(regular != bold)
    }

    @Test func variantsAddToTheNameAndNest() throws {
        let node = Self.symbol("heart")
            .modified(.environment(.symbols(.variant(SymbolVariants(enclosure: .circle)))))
            .modified(.environment(.symbols(.variant(SymbolVariants(fill: true)))))
        #expect(Self.drawn(node).map(\.name) == ["heart.circle.fill"])
        let cleared = Self.symbol("heart.fill").modified(.environment(.symbols(.variant(.none))))
        #expect(Self.drawn(cleared).map(\.name) == ["heart.fill"], "variants never take a name's own parts away")
        #expect(SymbolVariants(enclosure: .square, slash: true, fill: true).applied(to: "bell") == "bell.slash.square.fill")
    }

    @Test func aResizableSymbolFillsItsFrame() throws {
        let node = ViewNode.image(ImageContent(source: .systemSymbol("star.fill"), isResizable: true))
            .modified(.layout(.frame(FrameSpec(width: 60, height: 30))))
        let symbol = try #require(Self.drawn(node).first)
        #expect(symbol.bounds == Rect(x: 0, y: 0, width: 60, height: 30))
        let ink = try #require(symbol.layers.first?.path.elements.compactMap { element -> Point? in
            if case .move(let point) = element { return point }
            if case .line(let point) = element { return point }
            if case .curve(let point, _, _) = element { return point }
            return nil
        })
        #expect(ink.allSatisfy { $0.x >= -0.01 && $0.x <= 60.01 && $0.y >= -0.01 && $0.y <= 30.01 })
    }

    @Test func hierarchicalAndPaletteColourTheLayersApart() throws {
        let blue = ShapeStyleValue.color(ColorValue(RGBA(hex: 0x0000FF)))
        let hierarchical = Self.symbol("plus.circle.fill")
            .modified(.environment(.symbols(.renderingMode(.hierarchical))))
            .modified(.environment(.foregroundStyle(blue, secondary: nil)))
        let layers = try #require(Self.drawn(hierarchical).first?.layers)
        #expect(layers.map(\.opacity) == [0.5, 1], "the circle lighter, under the plus")
        let red = ShapeStyleValue.color(ColorValue(RGBA(hex: 0xFF0000)))
        let palette = Self.symbol("plus.circle.fill").modified(.environment(.foregroundStyle(blue, secondary: red)))
        let paints = try #require(Self.drawn(palette).first?.layers.map(\.paint))
        #expect(paints == [.color(RGBA(hex: 0xFF0000)), .color(RGBA(hex: 0x0000FF))])
    }

    @Test func aNameWithNoStandInIsAPlaceholderOfTheUsualSize() throws {
        let symbol = try #require(Self.drawn(Self.symbol("zzz.not.a.symbol")).first)
        #expect(symbol.icon == nil && symbol.layers.isEmpty)
        #expect(symbol.bounds.width == 20.5 && symbol.bounds.height == 20.5)
        // Without the icon set every symbol is one.
        let bare = LayoutEngine(measurer: LaidOut.measurer, symbols: SymbolCatalog(roots: ["/nonexistent"]))
        let view = bare.layout(Self.symbol("heart"), colorScheme: .light, proposal: ProposedSize(width: nil, height: nil))
        #expect(view.symbols.map(\.icon) == [nil])
    }
}
