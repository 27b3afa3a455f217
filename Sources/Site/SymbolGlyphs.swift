import DesignModel
import HTML
import Layout
import Rendering
import Symbols
import Synchronization
import TextShaping

/// SF Symbols drawn for the pages themselves — beside the names in a
/// guide's symbol table, on the contact sheet — by the same layout and
/// renderer as components, so they show exactly what components show.
/// Each is a small inline SVG of paths; page CSS paints it in the text colour.
final class SymbolGlyphs: Sendable {
    /// Over the standard fonts and icons: shared by the guides a process
    /// builds, whose symbol tables name many of the same symbols.
    static let standard = SymbolGlyphs()

    let fonts: FontLibrary
    let symbols: SymbolCatalog
    /// Glyphs drawn so far, by name and size: a glyph is laid out and
    /// rendered like a component, and the same drawing every time.
    private let drawn = Mutex<[DrawnKey: HTMLNode]>([:])
    /// Guides choose the names; the memo stops growing here.
    private static let maximumDrawn = 2048

    private struct DrawnKey: Hashable {
        var name: String
        var pointSize: Double
    }

    init(fonts: FontLibrary = .standard, symbols: SymbolCatalog = .standard) {
        self.fonts = fonts
        self.symbols = symbols
    }

    /// Whether text names an SF Symbol: dotted lowercase words and digits
    /// (`heart.fill`, `person.2`), as SF names are.
    static func isSymbolName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return text.count <= 80 && !parts.isEmpty && parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { ($0.isLowercase || $0.isNumber) && $0.isASCII }
        } && parts.first!.first!.isLetter
    }

    /// The icon standing in for a symbol, without drawing it.
    func icon(for name: String) -> String? { symbols.mapping(for: name)?.iconName }

    /// The symbol at a point size as inline SVG, labelled with its name.
    func glyph(_ name: String, pointSize: Double) -> HTMLNode {
        let key = DrawnKey(name: name, pointSize: pointSize)
        if let known = drawn.withLock({ $0[key] }) { return known }
        let glyph = draw(name, pointSize: pointSize)
        drawn.withLock { memo in
            if memo.count < Self.maximumDrawn { memo[key] = glyph }
        }
        return glyph
    }

    private func draw(_ name: String, pointSize: Double) -> HTMLNode {
        let layout = LayoutEngine(measurer: TextMeasurer(library: fonts), symbols: symbols)
        let node = ViewNode.modified(.image(ImageContent(source: .systemSymbol(name))),
                                     .environment(.font(FontSpec(family: .system(.default), size: pointSize))))
        let view = layout.layout(node, colorScheme: .light, proposal: ProposedSize(width: nil, height: nil))
        let renderer = SVGRenderer(idPrefix: "symbol-\(name)", background: nil, margin: 0, title: name, catalog: fonts.catalog)
        return span(.class("symbol-glyph"), .aria("hidden", "true")) { renderer.documents(view).inline }
    }
}
