import DesignModel

extension SymbolWeight {
    /// The symbol weight for a font weight (CSS 100...900): the nearest one,
    /// as SF Symbols match the weight of the text around them.
    public init(fontWeight: Int) {
        let clamped = min(max(fontWeight, 100), 900)
        self = Self.allCases.min { abs($0.rawValue - clamped) < abs($1.rawValue - clamped) } ?? .regular
    }
}

extension SymbolGlyph {
    /// How many points the em box spans per point of font size. SF Symbols
    /// are designed to sit with text: at 17 pt a filled circle
    /// (`checkmark.circle.fill`) is 20.3 pt across, and a Phosphor circle's
    /// ink spans 0.8125 em, so the em is 1.47 times the point size.
    public static let emPerPoint = 1.47

    /// The glyph's frame at a point size: its ink, as SF Symbols' image
    /// frames hug theirs (a chevron is narrow, an ellipsis flat).
    public func inkSize(pointSize: Double) -> Size {
        let em = pointSize * Self.emPerPoint
        return Size(width: bounds.width * em, height: bounds.height * em)
    }

    /// From the top of the ink down to the text baseline at a point size:
    /// the em box's centre sits at the middle of the cap height (0.35 of
    /// the point size above the baseline), as SF centres its symbols there.
    public func baseline(pointSize: Double) -> Double {
        let em = pointSize * Self.emPerPoint
        return (0.5 - bounds.y) * em + 0.35 * pointSize
    }

    /// The monochrome path and the layers, with the ink mapped onto `rect`
    /// (stretched when `rect` has another aspect ratio, as a resizable
    /// symbol is).
    public func placed(in rect: Rect) -> (path: PathData, layers: [SymbolLayer]) {
        let scaleX = bounds.width > 1e-6 ? rect.width / bounds.width : rect.height / max(bounds.height, 1e-6)
        let scaleY = bounds.height > 1e-6 ? rect.height / bounds.height : scaleX
        let transform = AffineTransform.translate(-bounds.x, -bounds.y).then(.scale(scaleX, scaleY)).then(.translate(rect.x, rect.y))
        return (path.transformed(transform), layers.map { SymbolLayer(path: $0.path.transformed(transform), level: $0.level) })
    }
}
