import DesignModel
import Symbols
import TextShaping

/// `Text`: sized by shaping it with HarfBuzz, wrapped to the width offered.
final class TextElement: Element {
    private let layout: TextLayout
    private let runs: [TextRun]
    /// The SF Symbols inside the text, by run: the name drawn and its glyph.
    private let symbols: [Int: (name: String, glyph: SymbolGlyph?)]
    private var fittedCache: [ProposedSize: (layout: TextLayout, lines: [TextLayout.Line])] = [:]

    init(_ content: TextContent, context: LayoutContext, measurer: TextMeasurer, symbols catalog: SymbolCatalog) {
        var styles: [TextLayout.Style] = []
        var pieces: [TextLayout.Piece] = []
        var symbols: [Int: (name: String, glyph: SymbolGlyph?)] = [:]
        for (index, run) in content.runs.enumerated() {
            var font = run.font ?? context.font
            if run.font == nil, let design = context.fontDesign, case .system = font.family { font.family = .system(design) }
            if let weight = run.weight ?? context.fontWeight { font.weight = weight }
            if run.italic || context.italic { font.italic = true }
            if context.monospacedDigit || run.monospacedDigit { font.monospacedDigit = true }
            var text = run.string
            switch context.textCase {
            case .uppercase?: text = text.uppercased()
            case .lowercase?: text = text.lowercased()
            case nil: break
            }
            var style = TextLayout.Style(font: font, tracking: run.tracking ?? context.tracking)
            if let name = run.symbol {
                // As wide as its ink and a hair either side, as SF sets symbols in text.
                let symbol = catalog.glyph(for: name, font: font, context: context)
                symbols[index] = symbol
                style.symbolAdvance = (symbol.glyph?.inkSize(pointSize: font.size).width ?? font.size * 1.2) + font.size * 0.08
                text = InlineSymbol.placeholder
            }
            styles.append(style)
            pieces.append(TextLayout.Piece(text: text, style: styles.count - 1))
        }
        self.layout = TextLayout(measurer: measurer, styles: styles, runs: pieces)
        self.runs = content.runs
        self.symbols = symbols
        super.init(context: context)
    }

    func lines(for proposal: ProposedSize) -> [TextLayout.Line] {
        fitted(for: proposal).lines
    }

    /// The text laid out for a proposal: cut to the lines the height allows,
    /// and, with `.minimumScaleFactor`, shrunk as little as it takes to fit
    /// before it is truncated.
    private func fitted(for proposal: ProposedSize) -> (layout: TextLayout, lines: [TextLayout.Line]) {
        if let cached = fittedCache[proposal] { return cached }
        var result = (layout: layout, lines: lines(of: layout, for: proposal).lines)
        if context.minimumScaleFactor < 1, lines(of: layout, for: proposal).truncated {
            // The largest scale (to 1/64) at which it fits; the smallest allowed if none does.
            var (low, high) = (context.minimumScaleFactor, 1.0)
            var best = layout.scaled(by: low)
            if !lines(of: best, for: proposal).truncated {
                for _ in 0..<6 {
                    let middle = (low + high) / 2
                    let candidate = layout.scaled(by: middle)
                    if lines(of: candidate, for: proposal).truncated { high = middle } else { (low, best) = (middle, candidate) }
                }
            }
            result = (best, lines(of: best, for: proposal).lines)
        }
        fittedCache[proposal] = result
        return result
    }

    private func lines(of layout: TextLayout, for proposal: ProposedSize) -> (lines: [TextLayout.Line], truncated: Bool) {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        var (lines, truncated) = layout.layout(maxWidth: width, maxLines: context.lineLimit, truncation: context.truncationMode)
        // Fewer lines than that when the height offered is too small.
        if let height = proposal.height, height.isFinite, lines.count > 1, totalHeight(lines) > height + 0.001 {
            var count = lines.count - 1
            while count > 1, totalHeight(Array(lines.prefix(count))) > height + 0.001 { count -= 1 }
            lines = layout.lines(maxWidth: width, maxLines: count, truncation: context.truncationMode)
            truncated = true
        }
        return (lines, truncated)
    }

    private func totalHeight(_ lines: [TextLayout.Line]) -> Double {
        lines.reduce(0) { $0 + $1.ascent + $1.descent + $1.leading } + Double(max(lines.count - 1, 0)) * context.lineSpacing
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let lines = lines(for: proposal)
        return Size(width: lines.map(\.width).max() ?? 0, height: totalHeight(lines))
    }

    override func firstBaseline(for proposal: ProposedSize) -> Double? {
        guard let first = lines(for: proposal).first else { return nil }
        return first.leading / 2 + first.ascent
    }

    override func lastBaseline(for proposal: ProposedSize) -> Double? {
        let lines = lines(for: proposal)
        guard let last = lines.last else { return nil }
        return totalHeight(lines) - last.descent - last.leading / 2
    }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        let (layout, lines) = fitted(for: proposal)
        if context.isRedacted { return redacted(lines, in: rect) }
        var y = rect.y
        var rendered: [RenderText.Line] = []
        var inlineSymbols: [RenderNode] = []
        for line in lines {
            let x: Double
            switch context.textAlignment {
            case .leading: x = rect.x
            case .center: x = rect.x + (rect.width - line.width) / 2
            case .trailing: x = rect.maxX - line.width
            }
            let baseline = y + line.leading / 2 + line.ascent
            var runs: [RenderText.Run] = []
            var runX = x
            for piece in line.pieces where !piece.text.isEmpty {
                let style = layout.styles[piece.style]
                let run = self.runs[piece.style]
                let width = layout.width(piece.text, style: piece.style)
                defer { runX += width }
                let paint = run.style.map { context.paint($0, in: rect) } ?? context.foregroundPaint(in: rect)
                if let symbol = symbols[piece.style], piece.text == InlineSymbol.placeholder {
                    // The symbol in its advance, centred on the middle of the cap height.
                    let size = symbol.glyph?.inkSize(pointSize: style.font.size) ?? Size(width: style.font.size * 1.2, height: style.font.size * 1.2)
                    let top = symbol.glyph.map { baseline - $0.baseline(pointSize: style.font.size) } ?? baseline - 0.35 * style.font.size - size.height / 2
                    let box = Rect(x: runX + (width - size.width) / 2, y: top, width: size.width, height: size.height)
                    inlineSymbols.append(.symbol(RenderSymbol.drawn(symbol.name, glyph: symbol.glyph, in: box, primary: paint, context: context)))
                    runs.append(RenderText.Run(text: "", family: FontCatalog.standInFamily(for: style.font), size: style.font.size, weight: style.font.weight,
                                               italic: false, tracking: 0, tabular: false, paint: paint, width: width, strikethrough: nil, underline: nil))
                    continue
                }
                let strike: RGBA? = (run.strikethrough ?? context.strikethrough).map { $0?.resolved(for: context.colorScheme) ?? Self.color(of: paint) }
                let under: RGBA? = (run.underline ?? context.underline).map { $0?.resolved(for: context.colorScheme) ?? Self.color(of: paint) }
                runs.append(RenderText.Run(
                    text: piece.text, family: FontCatalog.standInFamily(for: style.font), size: style.font.size,
                    weight: style.font.weight, italic: style.font.italic, tracking: style.tracking, tabular: style.font.monospacedDigit,
                    paint: paint, width: width, strikethrough: strike, underline: under
                ))
            }
            rendered.append(RenderText.Line(runs: runs, baseline: baseline, x: x, width: line.width))
            y += line.ascent + line.descent + line.leading + context.lineSpacing
        }
        return [.text(RenderText(lines: rendered, isInactive: !context.controls.isEnabled))] + inlineSymbols
    }

    private static func color(of paint: Paint) -> RGBA {
        if case .color(let color) = paint { return color }
        return .black
    }

    /// SwiftUI's placeholder redaction: each line a rounded block as wide as
    /// its text and as tall as its glyphs, in the text's colour, faint.
    private func redacted(_ lines: [TextLayout.Line], in rect: Rect) -> [RenderNode] {
        var color = Self.color(of: context.foregroundPaint(in: rect))
        color.alpha *= Self.redactionOpacity
        var y = rect.y
        var blocks: [RenderNode] = []
        for line in lines {
            let x: Double = switch context.textAlignment {
            case .leading: rect.x
            case .center: rect.x + (rect.width - line.width) / 2
            case .trailing: rect.maxX - line.width
            }
            let height = line.ascent + line.descent
            let block = Rect(x: x, y: y + line.leading / 2, width: line.width, height: height)
            blocks.append(.shape(RenderShape(path: .roundedRect(block, radius: min(4, height / 4)), fill: .color(color))))
            y += line.ascent + line.descent + line.leading + context.lineSpacing
        }
        return blocks
    }

    /// How strongly a redacted line shows its text's colour.
    static let redactionOpacity = 0.16
}

/// A text field: as wide as it is offered (its text's width when asked
/// for its ideal size), as tall as its text; the text aligned inside by
/// `multilineTextAlignment`.
final class TextFieldElement: Element {
    let text: TextElement

    init(text: TextElement, context: LayoutContext) {
        self.text = text
        super.init(context: context)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let content = text.size(for: ProposedSize(width: proposal.width, height: nil))
        let width = proposal.width.map { $0.isFinite ? $0 : content.width } ?? content.width
        return Size(width: width, height: content.height)
    }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        let inner = ProposedSize(width: rect.width, height: nil)
        let content = text.size(for: inner)
        let alignment: Alignment.Horizontal = context.textAlignment == .center ? .center : context.textAlignment == .trailing ? .trailing : .leading
        let placed = aligned(content, in: rect, Alignment(horizontal: alignment, vertical: .center))
        return text.render(in: placed, proposal: inner)
    }

    override func firstBaseline(for proposal: ProposedSize) -> Double? { text.firstBaseline(for: ProposedSize(width: proposal.width, height: nil)) }
    override func lastBaseline(for proposal: ProposedSize) -> Double? { text.lastBaseline(for: ProposedSize(width: proposal.width, height: nil)) }
}

/// A shape: takes the space it is offered and draws its outline in it.
final class ShapeElement: Element {
    let shape: ShapeView
    let sized: SizedContentLookup

    init(_ shape: ShapeView, sized: SizedContentLookup, context: LayoutContext) {
        self.shape = shape
        self.sized = sized
        super.init(context: context)
    }

    override func measure(_ proposal: ProposedSize) -> Size { proposal.orDefault }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        var nodes: [RenderNode] = []
        let outlineRect = rect.insetBy(shape.inset)
        if shape.isFilled {
            let filled = drawn(in: outlineRect, fill: context.paint(shape.fill ?? .foreground, in: rect), stroke: nil, frame: rect)
            if case .material(let material)? = shape.fill {
                // `.background(.ultraThinMaterial, in: Circle())`: what is behind, blurred, in the shape.
                nodes.append(.material(RenderMaterial(material: material, colorScheme: context.colorScheme, shape: filled.path)))
            } else {
                nodes.append(.shape(filled))
            }
        }
        if let stroke = shape.stroke {
            let strokeRect = stroke.isBorder ? outlineRect.insetBy(stroke.lineWidth / 2) : outlineRect
            let style = StrokeStyle(width: stroke.lineWidth, cap: stroke.lineCap, join: stroke.lineJoin, dash: stroke.dash)
            nodes.append(.shape(drawn(in: strokeRect, fill: nil, stroke: (context.paint(stroke.style ?? .foreground, in: rect), style), frame: rect)))
        }
        return nodes
    }

    /// The outline in `outlineRect`, cut to the trim for circles and ellipses.
    private func drawn(in outlineRect: Rect, fill: Paint?, stroke: (Paint, StrokeStyle)?, frame: Rect) -> RenderShape {
        var path = ShapeGeometry.path(context.resolved(shape.shape), in: outlineRect, sized: sized)
        if let range = shape.trim, range.lowerBound > 0 || range.upperBound < 1 {
            if case .ellipse(let ellipseRect) = path, range.upperBound > range.lowerBound {
                // Circles keep exact arcs.
                path = .path(ShapeGeometry.trimmedEllipse(ellipseRect, from: range.lowerBound, to: range.upperBound))
            } else {
                path = .path(PathTrimming.trimmed(path, from: range.lowerBound, to: range.upperBound))
            }
        }
        return RenderShape(path: path, fill: fill, stroke: stroke?.0, strokeStyle: stroke?.1)
    }
}

/// `Color.red`, a gradient or a material used as a view: fills what it is offered.
final class FillElement: Element {
    let style: ShapeStyleValue

    init(_ style: ShapeStyleValue, context: LayoutContext) {
        self.style = style
        super.init(context: context)
    }

    override func measure(_ proposal: ProposedSize) -> Size { proposal.orDefault }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        if case .material(let material) = style {
            return [.material(RenderMaterial(material: material, colorScheme: context.colorScheme, shape: .rect(rect)))]
        }
        return [.shape(RenderShape(path: .rect(rect), fill: context.paint(style, in: rect)))]
    }
}

/// An image from an asset catalog or the network: not part of the guide,
/// so drawn as a labelled stand-in of the size it would likely have.
final class ImageElement: Element {
    let name: String
    let isResizable: Bool

    init(asset name: String, isResizable: Bool, context: LayoutContext) {
        self.name = name
        self.isResizable = isResizable
        super.init(context: context)
    }

    override var takesOfferedAspectRatio: Bool { isResizable }

    /// A resizable image stands for a photo or artwork (4:3), a fixed one
    /// for an icon or logo (48 pt).
    private var intrinsicSize: Size {
        isResizable ? Size(width: 320, height: 240) : Size(width: 48, height: 48)
    }

    /// Resizable: fills what it is offered, its own size where nothing is
    /// (so `aspectRatio`/`scaledToFit` keep its proportions). Fixed: its own size.
    override func measure(_ proposal: ProposedSize) -> Size {
        let intrinsic = intrinsicSize
        guard isResizable else { return intrinsic }
        return Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? intrinsic.width,
                    height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? intrinsic.height)
    }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        [.placeholder(RenderPlaceholder(label: name, bounds: rect, paint: context.foregroundPaint(in: rect), isImage: true))]
    }
}

/// Content the guide refers to but does not show: a labelled box.
final class PlaceholderElement: Element {
    let placeholder: Placeholder

    init(_ placeholder: Placeholder, context: LayoutContext) {
        self.placeholder = placeholder
        super.init(context: context)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        if let ideal = placeholder.idealSize {
            return Size(width: proposal.width.map { $0.isFinite ? $0 : ideal.width } ?? ideal.width,
                        height: proposal.height.map { $0.isFinite ? min($0, ideal.height) : ideal.height } ?? ideal.height)
        }
        return proposal.orDefault
    }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        [.placeholder(RenderPlaceholder(label: placeholder.label, bounds: rect, paint: context.foregroundPaint(in: rect)))]
    }
}

/// `Spacer`: grows along its stack's axis, at least `minLength`.
final class SpacerElement: Element {
    let minLength: Double
    let axis: Axis?

    init(minLength: Double?, axis: Axis?, context: LayoutContext) {
        self.minLength = minLength ?? 8
        self.axis = axis
        super.init(context: context)
    }

    override var spacerMinLength: Double? { minLength }

    override func measure(_ proposal: ProposedSize) -> Size {
        switch axis {
        case .horizontal?: return Size(width: max(proposal.width ?? minLength, minLength), height: 0)
        case .vertical?: return Size(width: 0, height: max(proposal.height ?? minLength, minLength))
        case nil: return Size(width: max(proposal.width ?? minLength, minLength), height: max(proposal.height ?? minLength, minLength))
        }
    }
}

/// `Divider`: a hairline across its stack (one pixel on a 3x screen).
final class DividerElement: Element {
    static let thickness = 1.0 / 3.0
    let axis: Axis?

    init(axis: Axis?, context: LayoutContext) {
        self.axis = axis
        super.init(context: context)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        if axis == .horizontal { return Size(width: Self.thickness, height: proposal.height ?? 10) }
        return Size(width: proposal.width ?? 10, height: Self.thickness)
    }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        [.shape(RenderShape(path: .rect(rect), fill: .color(context.separator)))]
    }
}

final class EmptyElement: Element {}
