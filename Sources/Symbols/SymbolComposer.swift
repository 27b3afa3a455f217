import DesignModel
import Foundation

/// A glyph being built: its monochrome path and its layers.
struct SymbolDrawing {
    var path: PathData
    var layers: [SymbolLayer]

    init(path: PathData, layers: [SymbolLayer]) {
        self.path = path
        self.layers = layers
    }

    init(primary path: PathData) {
        self.init(path: path, layers: [SymbolLayer(path: path, level: .primary)])
    }

    func transformed(_ t: AffineTransform) -> SymbolDrawing {
        SymbolDrawing(path: path.transformed(t), layers: layers.map { SymbolLayer(path: $0.path.transformed(t), level: $0.level) })
    }

    /// Scaled and centred so its ink fills `box` (aspect kept).
    func fitted(into box: Rect) -> SymbolDrawing? {
        guard let bounds = path.bounds else { return nil }
        return transformed(.fit(bounds, into: box))
    }
}

/// Draws recipes from the set's outlines, in the unit em box. Called with
/// the store's lock held.
struct SymbolComposer {
    let store: IconStore
    let weight: SymbolWeight

    /// Where a glyph goes inside each shape: the shape's inner area, less a
    /// margin, as SF Symbols' enclosed glyphs take about half the shape.
    static let innerBoxes: [String: Rect] = [
        "circle": centred(0.42), "square": centred(0.42), "rectangle": Rect(x: 0.3, y: 0.34, width: 0.4, height: 0.32),
        "octagon": centred(0.4), "hexagon": centred(0.38), "diamond": centred(0.32), "shield": Rect(x: 0.32, y: 0.28, width: 0.36, height: 0.36),
        "seal": centred(0.36), "triangle": Rect(x: 0.36, y: 0.44, width: 0.28, height: 0.3),
    ]

    static func centred(_ side: Double) -> Rect {
        Rect(x: 0.5 - side / 2, y: 0.5 - side / 2, width: side, height: side)
    }

    func draw(_ recipe: SymbolRecipe) -> SymbolDrawing? {
        switch recipe {
        case .icon(let name, let filled):
            return store.outline(name, weight: filled ? "fill" : weight.iconWeight).map { SymbolDrawing(primary: $0) }

        case .text(let text):
            // A capital or number alone: about an icon's height.
            return store.text(text, weight: weight).flatMap { SymbolDrawing(primary: $0).fitted(into: Self.centred(0.66)) }

        case .enclosed(let inner, let shape, let filled):
            guard let frame = store.outline(shape, weight: filled ? "fill" : weight.iconWeight),
                  var box = Self.innerBoxes[shape],
                  let glyph = SymbolComposer(store: store, weight: isText(inner) ? weight : weight.heavier).draw(inner) else { return nil }
            if isText(inner) { box = box.insetBy(box.width * 0.06) }
            guard let placed = glyph.fitted(into: box)?.path else { return nil }
            guard filled else {
                return SymbolDrawing(path: frame + placed, layers: [SymbolLayer(path: frame, level: .secondary), SymbolLayer(path: placed, level: .primary)])
            }
            // Cut out: traced against the shape, the glyph cancels it under the nonzero rule.
            let cut = placed.signedArea * frame.signedArea > 0 ? placed.reversed : placed
            let shapeWithHole = frame + cut
            return SymbolDrawing(path: shapeWithHole, layers: [SymbolLayer(path: shapeWithHole, level: .secondary), SymbolLayer(path: placed, level: .primary)])

        case .slashed(let inner):
            guard let glyph = draw(inner) else { return nil }
            let slash = Self.capsule(from: Point(x: 0.16, y: 0.16), to: Point(x: 0.84, y: 0.84), width: strokeWidth)
            return SymbolDrawing(path: glyph.path + slash, layers: glyph.layers + [SymbolLayer(path: slash, level: .primary)])

        case .badged(let inner, let badge):
            // SF cuts a gap round the badge; without boolean path operations the glyph shrinks away from it instead.
            let room = badge == nil ? Rect(x: 0.06, y: 0.12, width: 0.76, height: 0.76) : Rect(x: 0.04, y: 0.04, width: 0.68, height: 0.68)
            guard let glyph = draw(inner)?.fitted(into: room) else { return nil }
            let mark: SymbolDrawing?
            if let badge {
                mark = draw(badge)?.fitted(into: Rect(x: 0.6, y: 0.6, width: 0.38, height: 0.38))
            } else {
                mark = store.outline("circle", weight: "fill").map { SymbolDrawing(primary: $0) }?.fitted(into: Rect(x: 0.66, y: 0.06, width: 0.28, height: 0.28))
            }
            guard let mark else { return nil }
            return SymbolDrawing(path: glyph.path + mark.path, layers: glyph.layers + mark.layers.map { SymbolLayer(path: $0.path, level: .secondary) })

        case .labelled(let inner, let text):
            guard let glyph = draw(inner), let label = store.text(text, weight: weight),
                  let placed = SymbolDrawing(primary: label).fitted(into: Rect(x: 0.35, y: 0.42, width: 0.3, height: 0.18))?.path else { return nil }
            // On a filled glyph the text is cut out, as on a filled shape.
            let text = inner.isFilled && placed.signedArea * glyph.path.signedArea > 0 ? placed.reversed : placed
            return SymbolDrawing(path: glyph.path + text, layers: glyph.layers + [SymbolLayer(path: text, level: .primary)])

        case .overlay(let parts):
            let drawings = parts.compactMap(draw)
            guard drawings.count == parts.count else { return nil }
            return SymbolDrawing(path: drawings.map(\.path).reduce(PathData(), +), layers: drawings.flatMap(\.layers))

        case .transformed(let inner, let mirrored, let degrees):
            let centre = Point(x: 0.5, y: 0.5)
            var transform = mirrored ? AffineTransform.mirror(about: 0.5) : .identity
            if degrees != 0 { transform = transform.then(.rotate(degrees: degrees, about: centre)) }
            // Nonzero filling ignores which way contours run, so a mirror needs no fixing.
            return draw(inner)?.transformed(transform)
        }
    }

    /// Text is already set bolder than the symbol weight (see `IconStore.text`).
    private func isText(_ recipe: SymbolRecipe) -> Bool {
        if case .text = recipe { return true }
        return false
    }

    /// Phosphor's stroke width at this weight, in em.
    var strokeWidth: Double {
        ["thin": 8.0, "light": 12, "regular": 16, "bold": 24][weight.iconWeight, default: 16] / 256
    }

    /// A line with round caps, as a closed outline.
    static func capsule(from p: Point, to q: Point, width: Double) -> PathData {
        let length = hypot(q.x - p.x, q.y - p.y), r = width / 2
        let (nx, ny) = (-(q.y - p.y) / length * r, (q.x - p.x) / length * r)
        let d = "M\(p.x + nx),\(p.y + ny) L\(q.x + nx),\(q.y + ny) A\(r),\(r) 0 0 1 \(q.x - nx),\(q.y - ny) L\(p.x - nx),\(p.y - ny) A\(r),\(r) 0 0 1 \(p.x + nx),\(p.y + ny) Z"
        return (try? SVGPathParser.parse(d)) ?? PathData()
    }
}
