import DesignModel
import Symbols

/// What the environment says about SF Symbols below a view.
public struct SymbolEnvironment: Sendable {
    public var scale: ImageScale = .medium
    public var variants: SymbolVariants = .none
    /// nil: monochrome, or palette when two foreground styles are set.
    public var renderingMode: SymbolRenderingMode?

    public init() {}

    mutating func apply(_ setting: SymbolSetting) {
        switch setting {
        case .imageScale(let scale): self.scale = scale
        case .variant(let variants): self.variants = self.variants.adding(variants)
        case .renderingMode(let mode): renderingMode = mode
        }
    }
}

/// `Image(systemName:)`: the icon standing in for the SF Symbol, sized by
/// the font and image scale in effect, in the font's weight, its frame
/// hugging the ink as SF Symbols' frames do. A name nothing maps to is drawn
/// as a marked placeholder square of the symbol's usual size.
final class SymbolElement: Element {
    /// The name with the environment's variants applied.
    let name: String
    let isResizable: Bool
    let glyph: SymbolGlyph?
    /// The font size the symbol is drawn at, image scale applied.
    let pointSize: Double

    init(name requested: String, isResizable: Bool, catalog: SymbolCatalog, context: LayoutContext) {
        let font = context.resolvedFont
        (name, glyph) = catalog.glyph(for: requested, font: font, context: context)
        self.isResizable = isResizable
        pointSize = font.size * context.symbols.scale.factor
        super.init(context: context)
    }

    /// The frame at the symbol's point size: the glyph's ink, or for a
    /// placeholder a square 1.2 times the point size.
    private var intrinsicSize: Size {
        if let glyph { return glyph.inkSize(pointSize: pointSize) }
        let side = (pointSize * 1.2 * 2).rounded() / 2
        return Size(width: side, height: side)
    }

    /// Resizable: fills what it is offered (stretching, as SF Symbols do),
    /// its own size where nothing is. Otherwise its own size.
    override func measure(_ proposal: ProposedSize) -> Size {
        let intrinsic = intrinsicSize
        guard isResizable else { return intrinsic }
        return Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? intrinsic.width,
                    height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? intrinsic.height)
    }

    override func firstBaseline(for proposal: ProposedSize) -> Double? {
        guard !isResizable else { return nil }
        if let glyph { return glyph.baseline(pointSize: pointSize) }
        return intrinsicSize.height / 2 + pointSize * 0.35
    }

    override func lastBaseline(for proposal: ProposedSize) -> Double? { firstBaseline(for: proposal) }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        [.symbol(RenderSymbol.drawn(name, glyph: glyph, in: rect, primary: context.foregroundPaint(in: rect), context: context))]
    }
}

extension RenderSymbol {
    /// The opacity of a hierarchical symbol's secondary layer (SF's second level).
    static let secondaryOpacity = 0.5

    /// A symbol's picture in `rect`: its glyph's layers in the paints the
    /// rendering mode in effect gives them, or a marked placeholder.
    static func drawn(_ name: String, glyph: SymbolGlyph?, in rect: Rect, primary: Paint, context: LayoutContext) -> RenderSymbol {
        guard let glyph else {
            return RenderSymbol(name: name, bounds: rect, icon: nil, layers: [], paint: primary, renderingMode: nil)
        }
        let placed = glyph.placed(in: rect)
        let mode = context.symbols.renderingMode ?? (context.secondaryForeground == nil ? .monochrome : .palette)
        let layers: [RenderSymbol.Layer]
        switch mode {
        case .monochrome:
            layers = [RenderSymbol.Layer(path: placed.path, paint: primary, opacity: 1)]
        case .hierarchical, .multicolor, .palette:
            // Hierarchical: the secondary layer in the same style, lighter.
            // Palette: in the second style. Multicolor has no colours of its
            // own in the icon set, so it is drawn hierarchical.
            let second = mode == .palette ? context.secondaryForeground.map { context.paint($0, in: rect) } : nil
            layers = placed.layers.map { layer in
                switch layer.level {
                case .primary: return RenderSymbol.Layer(path: layer.path, paint: primary, opacity: 1)
                case .secondary: return RenderSymbol.Layer(path: layer.path, paint: second ?? primary, opacity: second == nil ? Self.secondaryOpacity : 1)
                }
            }
        }
        return RenderSymbol(name: name, bounds: rect, icon: glyph.iconName, layers: layers, paint: primary,
                            renderingMode: mode == .monochrome ? nil : mode)
    }
}

/// Chooses the glyph for a symbol where it is drawn.
extension SymbolCatalog {
    /// The glyph for `requested` with the environment's variants, in the
    /// weight of `font`, and the name drawn: SF falls back to the plain
    /// symbol when a variant does not exist, and a variant drawn as the plain
    /// symbol (`magnifyingglass` has no `.fill`) goes by the plain name.
    func glyph(for requested: String, font: FontSpec, context: LayoutContext) -> (name: String, glyph: SymbolGlyph?) {
        let weight = SymbolWeight(fontWeight: font.weight)
        let varied = context.symbols.variants.applied(to: requested)
        let layered = context.symbols.renderingMode.map { $0 != .monochrome } ?? (context.secondaryForeground != nil)
        let plain = glyph(for: requested, weight: weight, layered: layered)
        if let glyph = glyph(for: varied, weight: weight, layered: layered), glyph.recipe != plain?.recipe {
            return (varied, glyph)
        }
        return (plain == nil ? varied : requested, plain)
    }
}
