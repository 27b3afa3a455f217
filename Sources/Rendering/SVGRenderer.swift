import DesignModel
import Foundation
import HTML
import Layout
import TextShaping

/// Draws a laid-out view as SVG: shapes as paths with their exact colours,
/// trims as arcs, gradients, shadows and blurs as filters, clips, text as
/// `<text>` in the shipped fonts, SF Symbols as marked placeholder glyphs.
/// Output is deterministic: ids are numbered in drawing order.
public struct SVGRenderer {
    /// Prefix for gradient, clip and filter ids, unique per SVG on a page.
    public var idPrefix: String
    /// The canvas colour drawn behind the view.
    public var background: RGBA?
    /// Space around the view, so shadows and glows are not cut off.
    public var margin: Double
    /// A title for assistive technology and tooltips.
    public var title: String
    /// For `.svg` files: where the fonts are, relative to the file, embedded
    /// as `@font-face` rules. Inline SVGs use the page's fonts instead.
    public var fontURLPrefix: String?
    public var catalog: FontCatalog

    public init(idPrefix: String, background: RGBA?, margin: Double = RenderedView.margin, title: String, fontURLPrefix: String? = nil, catalog: FontCatalog) {
        self.idPrefix = idPrefix
        self.background = background
        self.margin = margin
        self.title = title
        self.fontURLPrefix = fontURLPrefix
        self.catalog = catalog
    }

    public func render(_ view: RenderedView, scale: Double = 1) -> HTMLNode {
        documents(view, scale: scale).standalone
    }

    /// The picture drawn once, wrapped twice: for inlining in a page (fonts
    /// come from the page's style sheet) and as a standalone file (fonts as
    /// `@font-face` rules pointing at `fontURLPrefix`, when set).
    public func documents(_ view: RenderedView, scale: Double = 1) -> (inline: HTMLNode, standalone: HTMLNode) {
        let drawing = draw(view, scale: scale)
        return (drawing.document(nil), drawing.document(drawing.fontRules))
    }

    /// Both documents as text, with the picture rendered once: the
    /// standalone one is the inline one with its `<style>` of font rules
    /// (if it has one) right after the `<title>`, which is all that tells
    /// them apart. A component's picture is most of its bytes, and each is
    /// written both into its page and to its own file.
    public func renderedDocuments(_ view: RenderedView, scale: Double = 1) -> (inline: String, standalone: String) {
        let drawing = draw(view, scale: scale)
        let inline = drawing.document(nil).render()
        guard let fontRules = drawing.fontRules else { return (inline, inline) }
        // The title's text is escaped, so its end is the first "</title>".
        guard let titleEnd = Self.endOfFirst("</title>", in: inline) else { return (inline, drawing.document(fontRules).render()) }
        var standalone = String(inline[..<titleEnd])
        Self.style(fontRules).render(into: &standalone)
        standalone += inline[titleEnd...]
        return (inline, standalone)
    }

    /// The picture's content, and how to wrap it as a document with or
    /// without font rules.
    private func draw(_ view: RenderedView, scale: Double) -> (document: (_ fontRules: String?) -> HTMLNode, fontRules: String?) {
        let width = view.size.width + 2 * margin, height = view.size.height + 2 * margin
        // Materials blur what is behind them, the canvas included.
        let canvas = background.map { color in
            RenderNode.shape(RenderShape(path: .rect(Rect(x: -margin, y: -margin, width: width, height: height)), fill: .color(color)))
        }
        let context = RenderContext(prefix: idPrefix, backdrops: MaterialBackdrops(root: view.root), canvas: canvas)
        let content = context.draw(view.root)
        let n = SVGNumber.format
        func document(fonts: String?) -> HTMLNode {
            SVG.svg(width: width * scale, height: height * scale, viewBox: "0 0 \(n(width)) \(n(height))",
                    .role("img"), .aria("label", title)) {
                SVG.title(title)
                if let fonts { Self.style(fonts) }
                if !context.definitions.isEmpty {
                    SVG.element("defs", [], context.definitions)
                }
                if let background {
                    SVG.rect(width: width, height: height, .custom("fill", background.opaqueHex), background.alpha < 1 ? .custom("fill-opacity", n(background.alpha)) : nil)
                }
                SVG.group(.custom("transform", "translate(\(n(margin)) \(n(margin)))")) { content }
            }
        }
        let fonts = fontURLPrefix.flatMap { context.fontsUsed.isEmpty ? nil : fontFaces(context.fontsUsed, prefix: $0) }
        return (document, fonts)
    }

    private static func style(_ fontRules: String) -> HTMLNode {
        SVG.element("style", [], [.text(fontRules)])
    }

    /// The index just past the first occurrence of `marker` in `text`.
    private static func endOfFirst(_ marker: String, in text: String) -> String.Index? {
        let utf8 = text.utf8, needle = Array(marker.utf8)
        var index = utf8.startIndex
        while let start = utf8[index...].firstIndex(of: needle[0]) {
            if utf8[start...].starts(with: needle) { return utf8.index(start, offsetBy: needle.count) }
            index = utf8.index(after: start)
        }
        return nil
    }

    private func fontFaces(_ used: Set<FontKey>, prefix: String) -> String {
        var rules: [String] = []
        for key in used.sorted(by: { ($0.family, $0.weight, $0.italic ? 1 : 0) < ($1.family, $1.weight, $1.italic ? 1 : 0) }) {
            guard let face = catalog.face(family: key.family, weight: key.weight, italic: key.italic) else { continue }
            rules.append("@font-face{font-family:\"\(face.family)\";src:url(\"\(prefix)\(face.webFileName)\") format(\"woff2\");font-weight:\(key.weight);font-style:\(key.italic ? "italic" : "normal")}")
        }
        return rules.joined()
    }
}

struct FontKey: Hashable {
    var family: String
    var weight: Int
    var italic: Bool
}

/// Accumulates definitions (gradients, clips, filters) while drawing.
final class RenderContext {
    let prefix: String
    private var counter = 0
    var definitions: [HTMLNode] = []
    /// The id of the filter `blackFilterID` defined, once it is.
    var blackFilter: String?
    var fontsUsed: Set<FontKey> = []
    private let backdrops: MaterialBackdrops
    private let canvas: RenderNode?
    /// Materials drawn so far, in paint order: the index into `backdrops`.
    private var materialsDrawn = 0
    /// Drawing the copy behind a material.
    private var drawingBackdrop = false

    init(prefix: String, backdrops: MaterialBackdrops, canvas: RenderNode?) {
        self.prefix = prefix
        self.backdrops = backdrops
        self.canvas = canvas
    }

    func nextID(_ kind: String) -> String {
        counter += 1
        return "\(prefix)-\(kind)\(counter)"
    }

    private let n = SVGNumber.format

    // MARK: - Nodes

    func draw(_ node: RenderNode) -> [HTMLNode] {
        switch node {
        case .group(let group): return drawGroup(group)
        case .shape(let shape): return drawShape(shape)
        case .text(let text): return drawText(text)
        case .symbol(let symbol): return [drawSymbol(symbol)]
        case .placeholder(let placeholder): return [drawPlaceholder(placeholder)]
        case .material(let material): return [drawMaterial(material)]
        }
    }

    private func drawGroup(_ group: RenderGroup) -> [HTMLNode] {
        let children = drawChildren(group.children)
        guard group.hasEffects else { return children }
        var attributes: [HTMLAttribute?] = []
        if let opacity = group.opacity { attributes.append(.custom("opacity", n(opacity))) }
        if let transform = group.transform { attributes.append(.custom("transform", svgTransform(transform))) }
        if let clip = group.clip {
            let id = nextID("clip")
            definitions.append(SVG.element("clipPath", [.id(id)], [shapeElement(clip, [])]))
            attributes.append(.custom("clip-path", "url(#\(id))"))
        }
        if let mask = group.mask {
            // SwiftUI masks by the mask view's opacity: an alpha mask over the group's area.
            let id = nextID("mask")
            let area = group.bounds
            definitions.append(SVG.element("mask", [.id(id), .custom("mask-type", "alpha"), .custom("maskUnits", "userSpaceOnUse"),
                                                    .custom("x", n(area.x)), .custom("y", n(area.y)), .custom("width", n(area.width)), .custom("height", n(area.height))],
                                           mask.flatMap(draw)))
            attributes.append(.custom("mask", "url(#\(id))"))
        }
        if let filter = filter(for: group) { attributes.append(.custom("filter", "url(#\(filter))")) }
        var style: [String] = []
        if let blend = group.blendMode, blend != "normal" { style.append("mix-blend-mode: \(cssBlendMode(blend))") }
        if group.isolated { style.append("isolation: isolate") }
        if !style.isEmpty { attributes.append(.style(style.joined(separator: "; "))) }
        return [SVG.element("g", attributes, children)]
    }

    /// A group's children in paint order. `.blendMode(.destinationOut)`, which
    /// CSS cannot blend, cuts what was painted before it away where it is
    /// opaque: that is a mask over the earlier siblings, white everywhere but
    /// the cutting view drawn in black (its alpha kept).
    private func drawChildren(_ nodes: [RenderNode]) -> [HTMLNode] {
        var drawn: [HTMLNode] = []
        for node in nodes {
            guard case .group(var cutter) = node, cutter.blendMode == "destinationOut" else {
                drawn += draw(node)
                continue
            }
            cutter.blendMode = nil
            let id = nextID("cut")
            let everywhere = SVG.element("rect", [.custom("x", "-100000"), .custom("y", "-100000"), .custom("width", "200000"),
                                                  .custom("height", "200000"), .custom("fill", "#FFFFFF")])
            let black = SVG.element("g", [.custom("filter", "url(#\(blackFilterID()))")], draw(.group(cutter)))
            definitions.append(SVG.element("mask", [.id(id), .custom("maskUnits", "userSpaceOnUse"), .custom("x", "-100000"), .custom("y", "-100000"),
                                                    .custom("width", "200000"), .custom("height", "200000")], [everywhere, black]))
            drawn = [SVG.element("g", [.custom("mask", "url(#\(id))")], drawn)]
        }
        return drawn
    }

    /// A filter that paints its content black, keeping its alpha (defined once per picture).
    private func blackFilterID() -> String {
        if let id = blackFilter { return id }
        let id = nextID("black")
        definitions.append(SVG.element("filter", [.id(id)], [
            SVG.element("feColorMatrix", [.custom("type", "matrix"), .custom("values", "0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 1 0")]),
        ]))
        blackFilter = id
        return id
    }

    private func svgTransform(_ transform: Transform) -> String {
        var parts: [String] = []
        let anchor = transform.anchor
        if transform.rotationDegrees != 0 { parts.append("rotate(\(n(transform.rotationDegrees)) \(n(anchor.x)) \(n(anchor.y)))") }
        if transform.scaleX != 1 || transform.scaleY != 1 {
            parts.append("translate(\(n(anchor.x)) \(n(anchor.y))) scale(\(n(transform.scaleX)) \(n(transform.scaleY))) translate(\(n(-anchor.x)) \(n(-anchor.y)))")
        }
        if let m = transform.matrix {
            parts.append("translate(\(n(anchor.x)) \(n(anchor.y))) matrix(\(n(m.a)) \(n(m.b)) \(n(m.c)) \(n(m.d)) 0 0) translate(\(n(-anchor.x)) \(n(-anchor.y)))")
        }
        return parts.joined(separator: " ")
    }

    /// A group's shadow, blur or colour effect as an SVG filter over its area.
    private func filter(for group: RenderGroup) -> String? {
        guard let effect = group.filter else { return nil }
        let id = nextID("filter")
        let primitives: [HTMLNode]
        var spread = 0.0
        switch effect {
        case .blur(let radius):
            primitives = [SVG.element("feGaussianBlur", [.custom("in", "SourceGraphic"), .custom("stdDeviation", n(radius / 2))])]
            spread = radius * 1.5
        case .color(let colorFilter):
            primitives = [colorPrimitive(colorFilter)]
        case .shadow(let shadow):
            // SwiftUI's shadow radius is a blur radius: a Gaussian of half its size.
            let blurred = "\(id)-blur"
            primitives = [
                SVG.element("feGaussianBlur", [.custom("in", "SourceAlpha"), .custom("stdDeviation", n(shadow.radius / 2)), .custom("result", blurred)]),
                SVG.element("feOffset", [.custom("in", blurred), .custom("dx", n(shadow.x)), .custom("dy", n(shadow.y)), .custom("result", "\(blurred)-offset")]),
                SVG.element("feFlood", [.custom("flood-color", shadow.color.opaqueHex), .custom("flood-opacity", n(shadow.color.alpha))]),
                SVG.element("feComposite", [.custom("in2", "\(blurred)-offset"), .custom("operator", "in"), .custom("result", "\(blurred)-color")]),
                SVG.element("feMerge", [], [
                    SVG.element("feMergeNode", [.custom("in", "\(blurred)-color")]),
                    SVG.element("feMergeNode", [.custom("in", "SourceGraphic")]),
                ]),
            ]
            spread = shadow.radius * 1.5 + max(abs(shadow.x), abs(shadow.y))
        }
        let bounds = group.bounds
        definitions.append(SVG.element("filter", [
            .id(id), .custom("filterUnits", "userSpaceOnUse"), .custom("color-interpolation-filters", "sRGB"),
            .custom("x", n(bounds.x - spread)), .custom("y", n(bounds.y - spread)),
            .custom("width", n(bounds.width + 2 * spread)), .custom("height", n(bounds.height + 2 * spread)),
        ], primitives))
        return id
    }

    /// SwiftUI's colour effects, with the meaning of the CSS filters of the same names.
    private func colorPrimitive(_ filter: ColorFilter) -> HTMLNode {
        /// The same linear function on red, green and blue.
        func transfer(slope: Double, intercept: Double) -> HTMLNode {
            SVG.element("feComponentTransfer", [], ["feFuncR", "feFuncG", "feFuncB"].map { name in
                SVG.element(name, [.custom("type", "linear"), .custom("slope", n(slope)), .custom("intercept", n(intercept))])
            })
        }
        switch filter {
        case .saturation(let amount):
            return SVG.element("feColorMatrix", [.custom("type", "saturate"), .custom("values", n(amount))])
        case .grayscale(let amount):
            return SVG.element("feColorMatrix", [.custom("type", "saturate"), .custom("values", n(1 - min(max(amount, 0), 1)))])
        case .brightness(let amount):
            return transfer(slope: 1, intercept: amount)
        case .contrast(let amount):
            // Scaled about the middle grey.
            return transfer(slope: amount, intercept: 0.5 - 0.5 * amount)
        case .hueRotation(let degrees):
            return SVG.element("feColorMatrix", [.custom("type", "hueRotate"), .custom("values", n(degrees))])
        case .multiply(let color):
            let values = "\(n(color.red)) 0 0 0 0 0 \(n(color.green)) 0 0 0 0 0 \(n(color.blue)) 0 0 0 0 0 \(n(color.alpha)) 0"
            return SVG.element("feColorMatrix", [.custom("type", "matrix"), .custom("values", values)])
        case .invert:
            return transfer(slope: -1, intercept: 1)
        }
    }

    private func cssBlendMode(_ name: String) -> String {
        let mapping = ["plusLighter": "plus-lighter", "plusDarker": "darken", "colorBurn": "color-burn", "colorDodge": "color-dodge",
                       "softLight": "soft-light", "hardLight": "hard-light", "sourceAtop": "normal", "destinationOver": "normal"]
        return mapping[name] ?? name
    }

    // MARK: - Shapes

    private func drawShape(_ shape: RenderShape) -> [HTMLNode] {
        var attributes: [HTMLAttribute?] = []
        if let fill = shape.fill {
            attributes += paintAttributes(fill, property: "fill")
        } else {
            attributes.append(.custom("fill", "none"))
        }
        if let stroke = shape.stroke, let style = shape.strokeStyle {
            attributes += paintAttributes(stroke, property: "stroke")
            attributes.append(.custom("stroke-width", n(style.width)))
            if style.cap != .butt { attributes.append(.custom("stroke-linecap", style.cap.rawValue)) }
            if style.join != .miter { attributes.append(.custom("stroke-linejoin", style.join.rawValue)) }
            if !style.dash.isEmpty { attributes.append(.custom("stroke-dasharray", style.dash.map(n).joined(separator: " "))) }
        }
        if case .path(let data) = shape.path, data.elements.isEmpty { return [] }
        return [shapeElement(shape.path, attributes)]
    }

    func shapeElement(_ path: RenderPath, _ attributes: [HTMLAttribute?]) -> HTMLNode {
        switch path {
        case .rect(let rect):
            return SVG.rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height, attributes: attributes)
        case .roundedRect(let rect, let radius):
            return SVG.rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height, attributes: [.custom("rx", n(radius))] + attributes)
        case .ellipse(let rect):
            if abs(rect.width - rect.height) < 1e-9 {
                return SVG.element("circle", [.custom("cx", n(rect.midX)), .custom("cy", n(rect.midY)), .custom("r", n(rect.width / 2))] + attributes)
            }
            return SVG.element("ellipse", [.custom("cx", n(rect.midX)), .custom("cy", n(rect.midY)),
                                           .custom("rx", n(rect.width / 2)), .custom("ry", n(rect.height / 2))] + attributes)
        case .path(let data):
            return SVG.element("path", [.custom("d", pathString(data))] + attributes)
        }
    }

    /// `M0 0 L10 0 ... Z`: commands separated by spaces, each with its
    /// numbers. Written into one string, as paths are most of an SVG's bytes.
    func pathString(_ data: PathData) -> String {
        var text = ""
        func command(_ letter: String) {
            if !text.isEmpty { text += " " }
            text += letter
        }
        func pair(_ x: Double, _ y: Double, then separator: String = "") {
            text += n(x)
            text += " "
            text += n(y)
            text += separator
        }
        for element in data.elements {
            switch element {
            case .move(let point):
                command("M")
                pair(point.x, point.y)
            case .line(let point):
                command("L")
                pair(point.x, point.y)
            case .quadCurve(let to, let control):
                command("Q")
                pair(control.x, control.y, then: " ")
                pair(to.x, to.y)
            case .curve(let to, let c1, let c2):
                command("C")
                pair(c1.x, c1.y, then: " ")
                pair(c2.x, c2.y, then: " ")
                pair(to.x, to.y)
            case .arc(let to, let radius, let large, let clockwise):
                command("A")
                pair(radius, radius, then: large ? " 0 1" : " 0 0")
                text += clockwise ? " 1 " : " 0 "
                pair(to.x, to.y)
            case .close:
                command("Z")
            }
        }
        return text
    }

    /// `fill="#RRGGBB" fill-opacity="0.5"` or `fill="url(#gradient)"`.
    func paintAttributes(_ paint: Paint, property: String) -> [HTMLAttribute?] {
        switch paint {
        case .color(let color):
            return [.custom(property, color.opaqueHex), color.alpha < 1 ? .custom("\(property)-opacity", n(color.alpha)) : nil]
        case .linearGradient(let start, let end, let stops):
            let id = nextID("gradient")
            definitions.append(SVG.element("linearGradient", [
                .id(id), .custom("gradientUnits", "userSpaceOnUse"),
                .custom("x1", n(start.x)), .custom("y1", n(start.y)), .custom("x2", n(end.x)), .custom("y2", n(end.y)),
            ], gradientStops(stops)))
            return [.custom(property, "url(#\(id))")]
        case .radialGradient(let center, let startRadius, let endRadius, let stops):
            let id = nextID("gradient")
            // Stops run from startRadius to endRadius; SVG's run from the centre.
            let inner = endRadius > 0 ? startRadius / endRadius : 0
            let mapped = stops.map { GradientStop(offset: inner + $0.offset * (1 - inner), color: $0.color) }
            definitions.append(SVG.element("radialGradient", [
                .id(id), .custom("gradientUnits", "userSpaceOnUse"),
                .custom("cx", n(center.x)), .custom("cy", n(center.y)), .custom("r", n(max(endRadius, 0.001))),
            ], gradientStops(mapped)))
            return [.custom(property, "url(#\(id))")]
        case .angularGradient(let center, let startAngle, let endAngle, let stops):
            return [.custom(property, "url(#\(conicPattern(center: center, startAngle: startAngle, endAngle: endAngle, stops: stops)))")]
        }
    }

    /// SVG has no conic gradient: a pattern of thin wedges around the
    /// centre, each in the gradient's colour at its angle (1.5° wide, well
    /// under what the eye separates at component sizes).
    private func conicPattern(center: Point, startAngle: Double, endAngle: Double, stops: [GradientStop]) -> String {
        let id = nextID("conic")
        let reach = 4000.0
        let sweep = endAngle - startAngle
        let wedges = 240
        var paths: [HTMLNode] = []
        for index in 0..<wedges {
            // Angles clockwise from 3 o'clock, as SwiftUI's (y points down).
            let from = Double(index) / Double(wedges) * 360, to = Double(index + 1) / Double(wedges) * 360
            let middle = (from + to) / 2
            var offset = (middle - startAngle).truncatingRemainder(dividingBy: 360)
            if offset < 0 { offset += 360 }
            // Outside a partial sweep, each side takes its nearer end colour.
            let fraction = sweep >= 360 || offset <= sweep ? offset / max(sweep, 1e-9) : (offset - sweep < (360 - sweep) / 2 ? 1 : 0)
            let color = Self.color(at: fraction, in: stops)
            let overlap = 0.25
            let a = (from - overlap) * .pi / 180, b = (to + overlap) * .pi / 180
            let d = "M\(n(reach)) \(n(reach)) L\(n(reach + reach * cos(a))) \(n(reach + reach * sin(a))) L\(n(reach + reach * cos(b))) \(n(reach + reach * sin(b))) Z"
            paths.append(SVG.element("path", [.custom("d", d)] + paintAttributes(.color(color), property: "fill")))
        }
        definitions.append(SVG.element("pattern", [
            .id(id), .custom("patternUnits", "userSpaceOnUse"),
            .custom("x", n(center.x - reach)), .custom("y", n(center.y - reach)),
            .custom("width", n(2 * reach)), .custom("height", n(2 * reach)),
        ], paths))
        return id
    }

    /// The colour of a gradient at `fraction`, interpolated between stops.
    static func color(at fraction: Double, in stops: [GradientStop]) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        if fraction <= first.offset { return first.color }
        if fraction >= last.offset { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where fraction <= b.offset {
            return a.color.mixed(with: b.color, fraction: b.offset > a.offset ? (fraction - a.offset) / (b.offset - a.offset) : 1)
        }
        return last.color
    }

    private func gradientStops(_ stops: [GradientStop]) -> [HTMLNode] {
        stops.map { SVG.stop(offset: min(max($0.offset, 0), 1), color: $0.color.opaqueHex, opacity: $0.color.alpha) }
    }

    // MARK: - Text

    private func drawText(_ text: RenderText) -> [HTMLNode] {
        var nodes: [HTMLNode] = []
        for line in text.lines where !line.runs.isEmpty {
            var x = line.x
            var spans: [HTMLNode] = []
            var decorations: [HTMLNode] = []
            for run in line.runs {
                fontsUsed.insert(FontKey(family: run.family, weight: run.weight, italic: run.italic))
                var attributes: [HTMLAttribute?] = [
                    .custom("x", n(x)), .custom("font-family", run.family), .custom("font-size", n(run.size)),
                    .custom("font-weight", String(run.weight)), run.italic ? .custom("font-style", "italic") : nil,
                    run.tracking != 0 ? .custom("letter-spacing", n(run.tracking)) : nil,
                    run.tabular ? .style("font-variant-numeric: tabular-nums") : nil,
                ]
                attributes += paintAttributes(run.paint, property: "fill")
                // An empty run holds the place of a symbol drawn inside the text.
                if !run.text.isEmpty { spans.append(SVG.element("tspan", attributes, [.text(run.text)])) }
                if let strike = run.strikethrough {
                    decorations.append(SVG.rect(x: x, y: line.baseline - run.size * 0.3, width: run.width, height: max(run.size * 0.06, 0.5), attributes: paintAttributes(.color(strike), property: "fill")))
                }
                if let underline = run.underline {
                    decorations.append(SVG.rect(x: x, y: line.baseline + run.size * 0.1, width: run.width, height: max(run.size * 0.06, 0.5), attributes: paintAttributes(.color(underline), property: "fill")))
                }
                x += run.width
            }
            nodes.append(SVG.element("text", [.custom("y", n(line.baseline))], spans))
            nodes += decorations
        }
        return nodes
    }

    // MARK: - Placeholders

    /// An SF Symbol: the outline of the icon standing in for it, as paths
    /// (no font), named in its title. A name nothing maps to is a dashed
    /// rounded square with a dot, in the symbol's colour and size.
    private func drawSymbol(_ symbol: RenderSymbol) -> HTMLNode {
        guard let icon = symbol.icon else { return drawUnmappedSymbol(symbol) }
        let mode = symbol.renderingMode.map { ", \($0.rawValue)" } ?? ""
        var children: [HTMLNode] = [SVG.title("SF Symbol \(symbol.name) (drawn with \(icon)\(mode))")]
        for layer in symbol.layers where !layer.path.elements.isEmpty {
            children.append(SVG.element("path", [.custom("d", pathString(layer.path))] + paintAttributes(layer.paint, property: "fill")
                + [layer.opacity < 1 ? .custom("opacity", n(layer.opacity)) : nil]))
        }
        return SVG.element("g", [.class("sf-symbol"), .data("symbol", symbol.name)], children)
    }

    private func drawUnmappedSymbol(_ symbol: RenderSymbol) -> HTMLNode {
        let bounds = symbol.bounds
        let side = min(bounds.width, bounds.height)
        let inset = side * 0.12
        let box = Rect(x: bounds.midX - side / 2 + inset, y: bounds.midY - side / 2 + inset, width: side - 2 * inset, height: side - 2 * inset)
        let line = max(side / 14, 0.75)
        return SVG.element("g", [.class("sf-symbol unmapped"), .data("symbol", symbol.name)], [
            SVG.title("SF Symbol \(symbol.name) (no stand-in icon: placeholder glyph)"),
            SVG.rect(x: box.x, y: box.y, width: box.width, height: box.height,
                     attributes: [.custom("rx", n(side * 0.2)), .custom("fill", "none"), .custom("stroke-width", n(line)),
                                  .custom("stroke-dasharray", "\(n(line * 2)) \(n(line * 1.5))")] + paintAttributes(symbol.paint, property: "stroke")),
            SVG.element("circle", [.custom("cx", n(box.midX)), .custom("cy", n(box.midY)), .custom("r", n(side * 0.12))]
                        + paintAttributes(symbol.paint, property: "fill")),
        ])
    }

    /// Content we do not have: a dashed box saying what goes there.
    private func drawPlaceholder(_ placeholder: RenderPlaceholder) -> HTMLNode {
        let bounds = placeholder.bounds
        let fontSize = min(max(min(bounds.width, bounds.height) / 6, 8), 13)
        let color: RGBA
        if case .color(let solid) = placeholder.paint { color = solid } else { color = RGBA(hex: 0x8E8E93) }
        var children: [HTMLNode] = [
            SVG.title("\(placeholder.label) (not part of the guide)"),
            SVG.rect(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height,
                     attributes: [.custom("rx", n(min(8, min(bounds.width, bounds.height) / 4))),
                                  .custom("fill", color.opaqueHex), .custom("fill-opacity", n(0.06 * color.alpha)),
                                  .custom("stroke", color.opaqueHex), .custom("stroke-opacity", n(0.45 * color.alpha)),
                                  .custom("stroke-width", "1"), .custom("stroke-dasharray", "4 3")]),
        ]
        // Inter's glyphs average about 0.56 em: a label that would not fit is
        // replaced by a picture icon rather than cut at the box's edges.
        let labelFits = !placeholder.isImage || Double(placeholder.label.count) * fontSize * 0.56 <= bounds.width - 6
        if bounds.height >= fontSize * 1.4, bounds.width >= 24, labelFits {
            fontsUsed.insert(FontKey(family: "Inter", weight: 500, italic: false))
            children.append(SVG.element("text", [
                .custom("x", n(bounds.midX)), .custom("y", n(bounds.midY + fontSize * 0.35)), .custom("text-anchor", "middle"),
                .custom("font-family", "Inter"), .custom("font-size", n(fontSize)), .custom("font-weight", "500"),
                .custom("fill", color.opaqueHex), .custom("fill-opacity", n(0.7 * color.alpha)),
            ], [.text(placeholder.label)]))
        } else if placeholder.isImage, min(bounds.width, bounds.height) >= 12 {
            children.append(pictureIcon(in: bounds, color: color))
        }
        return SVG.element("g", [.class("placeholder")], children)
    }

    /// A small landscape (a hill and a sun) centred in a placeholder too
    /// small for its label: reads as "a picture goes here" at any size.
    private func pictureIcon(in bounds: Rect, color: RGBA) -> HTMLNode {
        let side = min(bounds.width, bounds.height) * 0.4
        let x = bounds.midX - side / 2, y = bounds.midY - side * 0.4
        let hill = "M\(n(x)) \(n(y + side * 0.8))L\(n(x + side * 0.38)) \(n(y + side * 0.3))L\(n(x + side * 0.62)) \(n(y + side * 0.58))"
            + "L\(n(x + side * 0.76)) \(n(y + side * 0.44))L\(n(x + side)) \(n(y + side * 0.8))Z"
        return SVG.element("g", [.custom("fill", color.opaqueHex), .custom("fill-opacity", n(0.45 * color.alpha))], [
            SVG.element("path", [.custom("d", hill)]),
            SVG.element("circle", [.custom("cx", n(x + side * 0.78)), .custom("cy", n(y + side * 0.14)), .custom("r", n(side * 0.11))]),
        ])
    }

    /// A material: what was painted before it, blurred and clipped to its
    /// shape, under the material's tint.
    private func drawMaterial(_ material: RenderMaterial) -> HTMLNode {
        let tint = LayoutContext.materialTint(material.material, material.colorScheme)
        let tintShape = shapeElement(material.shape, paintAttributes(.color(tint), property: "fill"))
        // Inside another material's backdrop a material is its tint: blurring
        // a blur changes little, and each copy holding further copies would
        // grow the file exponentially with the number of materials.
        if drawingBackdrop { return tintShape }
        let index = materialsDrawn
        materialsDrawn += 1
        guard index < backdrops.backdrops.count else { return tintShape }
        let backdrop = backdrops.backdrops[index]
        drawingBackdrop = true
        let behind = (canvas.map(draw) ?? []) + draw(backdrop.content)
        drawingBackdrop = false

        let clip = nextID("clip")
        definitions.append(SVG.element("clipPath", [.id(clip)], [shapeElement(material.shape, [])]))
        let blur = nextID("filter")
        let radius = LayoutContext.materialBlurRadius(material.material)
        definitions.append(SVG.element("filter", [
            .id(blur), .custom("color-interpolation-filters", "sRGB"),
            .custom("x", "-5%"), .custom("y", "-5%"), .custom("width", "110%"), .custom("height", "110%"),
        ], [SVG.element("feGaussianBlur", [.custom("stdDeviation", n(radius / 2)), .custom("edgeMode", "duplicate")])]))
        var blurred = SVG.element("g", [.custom("filter", "url(#\(blur))")], behind)
        let undo = backdrop.enclosingTransforms.reversed().map(\.inverseSVG).filter { !$0.isEmpty }
        if !undo.isEmpty { blurred = SVG.element("g", [.custom("transform", undo.joined(separator: " "))], [blurred]) }
        return SVG.element("g", [.class("material"), .data("material", material.material.rawValue)], [
            SVG.element("g", [.custom("clip-path", "url(#\(clip))"), .aria("hidden", "true")], [blurred]),
            tintShape,
        ])
    }
}
