import Diagnostics
import Guards

/// A SwiftUI view as the interpreter built it: what the code declares,
/// before any layout. The layout engine sizes and places it; the renderer
/// draws the result.
public indirect enum ViewNode: Sendable {
    case text(TextContent)
    /// A `TextField`: its text, or its prompt (drawn in the placeholder
    /// colour) when empty. Fills the width offered; its text follows
    /// `multilineTextAlignment`.
    case textField(TextContent, isPrompt: Bool)
    case image(ImageContent)
    /// A shape, filled and/or stroked.
    case shape(ShapeView)
    /// `Color.red` used as a view: fills what it is offered.
    case color(ColorValue)
    /// A gradient or material used as a view.
    case style(ShapeStyleValue)
    case stack(StackNode)
    case spacer(minLength: Double?)
    case divider
    case empty
    /// Several views where one is expected (a builder's results).
    case group([ViewNode])
    case modified(ViewNode, ViewModifier)
    /// `GeometryReader { geo in ... }`: it takes the space offered, and its
    /// content, which depends on that size, is evaluated when layout asks.
    case geometryReader(SizedContentID)
    case scrollView(axis: Axis, content: ViewNode)
    /// One of SwiftUI's built-in controls, drawn in its system look by
    /// layout (`StandardViews`), the one place that knows those looks.
    case control(ControlNode)
    /// Content we cannot draw (an undeclared view, a photo, a map): a
    /// labelled box that says so.
    case placeholder(Placeholder)

    /// A node that wraps `self` with a modifier.
    public func modified(_ modifier: ViewModifier) -> ViewNode {
        .modified(self, modifier)
    }
}

public enum Axis: String, Sendable, Hashable {
    case horizontal, vertical
}

public struct TextContent: Sendable {
    /// Runs of text; `Text("a") + Text("b").bold()` gives two runs.
    public var runs: [TextRun]

    /// A string, with the SF Symbols interpolated into it
    /// (`InlineSymbol.marker`) as runs of their own.
    public init(_ string: String) {
        runs = InlineSymbol.runs(in: string)
    }

    public init(runs: [TextRun]) {
        self.runs = runs
    }

    public var string: String { runs.map(\.string).joined() }
}

/// A run of text with the styling it carries itself (from `Text` methods
/// like `.bold()` applied before concatenation).
public struct TextRun: Sendable {
    public var string: String
    public var font: FontSpec?
    /// `.foregroundStyle(...)` on this run: a colour, a gradient or a hierarchical style.
    public var style: ShapeStyleValue?
    public var weight: Int?
    public var italic: Bool
    /// Styles of a `Text` joined with `+` that belong to this run alone.
    public var tracking: Double?
    public var monospacedDigit = false
    /// Set: the run is struck through/underlined, in this colour (nil: the text's).
    public var strikethrough: ColorValue??
    public var underline: ColorValue??
    /// Set: the run is an SF Symbol inside the text (`Text(Image(systemName:))`),
    /// drawn at the text's size on its baseline; `string` is one U+FFFC.
    public var symbol: String?

    public init(string: String, font: FontSpec? = nil, style: ShapeStyleValue? = nil, weight: Int? = nil, italic: Bool = false) {
        self.string = string
        self.font = font
        self.style = style
        self.weight = weight
        self.italic = italic
    }
}

public struct ImageContent: Sendable {
    public enum Source: Sendable, Hashable {
        /// An SF Symbol, drawn with the icon standing in for it (`Symbols`).
        case systemSymbol(String)
        /// An image from an asset catalog or the network: not part of the guide.
        case asset(String)
    }

    public var source: Source
    public var isResizable: Bool

    public init(source: Source, isResizable: Bool = false) {
        self.source = source
        self.isResizable = isResizable
    }
}

/// A shape, and how it is painted.
public struct ShapeView: Sendable {
    public var shape: ShapeKind
    /// `.trim(from:to:)`, 0...1 of the shape's outline.
    public var trim: ClosedRange<Double>?
    /// `.inset(by:)` / the inset `strokeBorder` implies.
    public var inset: Double
    /// nil: the foreground style (SwiftUI's default fill).
    public var fill: ShapeStyleValue?
    public var isFilled: Bool
    public var stroke: Stroke?

    public struct Stroke: Sendable {
        public var style: ShapeStyleValue?
        public var lineWidth: Double
        public var lineCap: LineCap
        public var lineJoin: LineJoin
        public var dash: [Double]
        /// `strokeBorder`: drawn inside the outline (inset by half the width).
        public var isBorder: Bool

        public init(style: ShapeStyleValue?, lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, dash: [Double] = [], isBorder: Bool = false) {
            self.style = style
            self.lineWidth = lineWidth
            self.lineCap = lineCap
            self.lineJoin = lineJoin
            self.dash = dash
            self.isBorder = isBorder
        }
    }

    public init(shape: ShapeKind, trim: ClosedRange<Double>? = nil, inset: Double = 0, fill: ShapeStyleValue? = nil, isFilled: Bool = true, stroke: Stroke? = nil) {
        self.shape = shape
        self.trim = trim
        self.inset = inset
        self.fill = fill
        self.isFilled = isFilled
        self.stroke = stroke
    }
}

public enum LineCap: String, Sendable { case butt, round, square }
public enum LineJoin: String, Sendable { case miter, round, bevel }

public enum CornerStyle: String, Sendable { case circular, continuous }

public enum ShapeKind: Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double, style: CornerStyle)
    /// `RoundedRectangle(cornerSize: CGSize(width: 20, height: 8))`: corners
    /// that are quarter ellipses (only when the two differ).
    case ellipticalRoundedRectangle(cornerWidth: Double, cornerHeight: Double)
    case unevenRoundedRectangle(topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double, style: CornerStyle)
    case capsule
    case circle
    case ellipse
    /// `ContainerRelativeShape` (`.containerRelative`): the shape the nearest
    /// `.containerShape(_:)` above it sets, a rectangle where none does.
    case containerRelative
    /// A `Path`, or a custom `Shape`'s `path(in:)`.
    case path(PathShape)
}

/// The outline of a path shape: drawn as written (a `Path` value, in the
/// coordinates it was built in, from the view's origin), or a custom `Shape` whose `path(in:)` is
/// evaluated for each size layout gives it (in `CGRect(origin: .zero, size:)`,
/// as SwiftUI calls it) and moved to where the shape is placed.
public enum PathShape: Sendable, Hashable {
    case fixed(PathData)
    case sized(SizedContentID)
}

/// Content known only once layout gives it a size: a GeometryReader's
/// closure, a custom `Shape`'s `path(in:)`. The view tree holds only this
/// identifier, so it stays a plain value; layout lists the sizes it needs
/// and the interpreter evaluates the content for them (`SizedContent`).
public struct SizedContentID: Hashable, Sendable, Comparable {
    public var index: Int
    /// What to call it in messages: the shape's type, "GeometryReader".
    public var name: String

    public init(index: Int, name: String) {
        self.index = index
        self.name = name
    }

    public static func < (a: SizedContentID, b: SizedContentID) -> Bool { a.index < b.index }
}

/// One piece of sized content at one size, or one question to a custom `Layout`.
public struct SizedRequest: Hashable, Sendable, Comparable {
    public var id: SizedContentID
    public var size: Size
    /// Set for a custom `Layout`: what layout asks it.
    public var layout: LayoutQuery?

    /// Sizes are kept to 1/64 pt, so a size layout computes twice in slightly
    /// different ways is one request; rounded up, so content that stores the
    /// size it was given and proposes it again (a text's width) still fits.
    public init(id: SizedContentID, size: Size) {
        self.id = id
        self.size = Size(width: Self.quantized(size.width), height: Self.quantized(size.height))
    }

    public init(id: SizedContentID, layout: LayoutQuery) {
        self.id = id
        self.size = .zero
        self.layout = layout
    }

    static func quantized(_ value: Double) -> Double { value.isFinite ? (value * 64 - 1e-6).rounded(.up) / 64 : value }

    public static func < (a: SizedRequest, b: SizedRequest) -> Bool {
        if (a.id.index, a.size.width, a.size.height) != (b.id.index, b.size.width, b.size.height) {
            return (a.id.index, a.size.width, a.size.height) < (b.id.index, b.size.width, b.size.height)
        }
        return (a.layout?.sortKey ?? []).lexicographicallyPrecedes(b.layout?.sortKey ?? [])
    }
}

/// A size proposed in `Layout` code (`ProposedViewSize`): nil in an axis asks for the ideal size.
public struct ProposedDimensions: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width.map(SizedRequest.quantized)
        self.height = height.map(SizedRequest.quantized)
    }

    var sortKey: [Double] { [width ?? -1, height ?? -1] }
}

/// What layout asks a custom `Layout`: its size for a proposal
/// (`sizeThatFits`), or, given `bounds`, where it places its subviews
/// (`placeSubviews`). `measured` holds the subviews' sizes for the
/// proposals their code asked so far; the answer lists any it still needs,
/// and layout asks again with those measured.
public struct LayoutQuery: Hashable, Sendable {
    public var proposal: ProposedDimensions
    public var bounds: Size?
    public var measured: [SubviewMeasure]

    public init(proposal: ProposedDimensions, bounds: Size?, measured: [SubviewMeasure]) {
        self.proposal = proposal
        self.bounds = bounds.map { Size(width: SizedRequest.quantized($0.width), height: SizedRequest.quantized($0.height)) }
        self.measured = measured.sorted { a, b in a.index != b.index ? a.index < b.index : a.proposal.sortKey.lexicographicallyPrecedes(b.proposal.sortKey) }
    }

    var sortKey: [Double] {
        proposal.sortKey + [bounds?.width ?? -2, bounds?.height ?? -2] + measured.flatMap { [Double($0.index)] + $0.proposal.sortKey + [$0.size.width, $0.size.height] }
    }
}

/// A subview's size for a proposal, as layout measured it.
public struct SubviewMeasure: Hashable, Sendable {
    public var index: Int
    public var proposal: ProposedDimensions
    public var size: Size

    public init(index: Int, proposal: ProposedDimensions, size: Size) {
        self.index = index
        self.proposal = proposal
        self.size = size
    }
}

/// A custom `Layout`'s answer: its size, where it placed which subview
/// (`place(at:anchor:proposal:)`, relative to its bounds' origin), and the
/// subview sizes its code asked for that layout had not measured.
public struct LayoutAnswer: Sendable, Hashable {
    public struct Placement: Sendable, Hashable {
        public var index: Int
        public var position: Point
        public var anchor: UnitPoint
        public var proposal: ProposedDimensions

        public init(index: Int, position: Point, anchor: UnitPoint, proposal: ProposedDimensions) {
            self.index = index
            self.position = position
            self.anchor = anchor
            self.proposal = proposal
        }
    }

    public var size: Size
    public var placements: [Placement]
    public var missing: [SubviewMeasure]

    public init(size: Size, placements: [Placement] = [], missing: [SubviewMeasure] = []) {
        self.size = size
        self.placements = placements
        self.missing = missing
    }
}

/// Sized content evaluated so far: a GeometryReader's view or a custom
/// shape's path for each size layout asked for, a custom layout's answers.
public struct SizedContent: Sendable {
    public var views: [SizedRequest: ViewNode] = [:]
    public var paths: [SizedRequest: PathData] = [:]
    public var layouts: [SizedRequest: LayoutAnswer] = [:]

    public init() {}

    public mutating func merge(_ other: SizedContent) {
        views.merge(other.views) { first, _ in first }
        paths.merge(other.paths) { first, _ in first }
        layouts.merge(other.layouts) { first, _ in first }
    }
}

/// A vector path in a shape's local coordinates.
public struct PathData: Sendable, Hashable {
    public enum Element: Sendable, Hashable {
        case move(Point)
        case line(Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        /// An elliptical arc as SVG draws it.
        case arc(to: Point, radius: Double, largeArc: Bool, clockwise: Bool)
        case close
    }

    public var elements: [Element]

    public init(_ elements: [Element] = []) {
        self.elements = elements
    }
}

public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}

public struct Rect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public var size: Size { Size(width: width, height: height) }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    public func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: max(width - 2 * amount, 0), height: max(height - 2 * amount, 0))
    }
}

/// What fills or strokes: a colour, a gradient, a material, or the
/// environment's foreground/tint (resolved at layout).
public enum ShapeStyleValue: Sendable {
    case color(ColorValue)
    case linearGradient(LinearGradientValue)
    case radialGradient(RadialGradientValue)
    case angularGradient(AngularGradientValue)
    case material(Material)
    /// `.foregroundStyle(.primary)` ... the environment's hierarchical styles.
    case hierarchical(level: Int)
    case foreground
    case tint
    /// A style with an opacity applied (`.white.opacity(0.5)` on a gradient).
    indirect case opacity(ShapeStyleValue, Double)
}

public struct RadialGradientValue: Hashable, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: Double
    public var endRadius: Double

    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
}

public struct AngularGradientValue: Hashable, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Double
    public var endAngle: Double

    public init(gradient: Gradient, center: UnitPoint, startAngle: Double, endAngle: Double) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
}

public enum Material: String, Sendable {
    case ultraThin, thin, regular, thick, ultraThick, bar
}

public struct StackNode: Sendable {
    /// `custom`: a guide's `Layout` conformance, whose `sizeThatFits` and
    /// `placeSubviews` the interpreter runs when layout asks (`LayoutQuery`).
    public enum Kind: Sendable, Equatable { case horizontal, vertical, depth, custom(SizedContentID) }

    public var kind: Kind
    public var alignment: Alignment
    /// nil: SwiftUI's default spacing.
    public var spacing: Double?
    public var children: [ViewNode]

    public init(kind: Kind, alignment: Alignment, spacing: Double?, children: [ViewNode]) {
        self.kind = kind
        self.alignment = alignment
        self.spacing = spacing
        self.children = children
    }
}

/// SwiftUI's `Alignment`: a horizontal and a vertical guide.
public struct Alignment: Sendable, Hashable {
    public enum Horizontal: String, Sendable, Hashable { case leading, center, trailing }
    public enum Vertical: String, Sendable, Hashable { case top, center, bottom, firstTextBaseline, lastTextBaseline }

    public var horizontal: Horizontal
    public var vertical: Vertical

    public init(horizontal: Horizontal, vertical: Vertical) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    public static let named: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
        "leadingFirstTextBaseline": Alignment(horizontal: .leading, vertical: .firstTextBaseline),
        "centerFirstTextBaseline": Alignment(horizontal: .center, vertical: .firstTextBaseline),
        "trailingFirstTextBaseline": Alignment(horizontal: .trailing, vertical: .firstTextBaseline),
        "leadingLastTextBaseline": Alignment(horizontal: .leading, vertical: .lastTextBaseline),
        "centerLastTextBaseline": Alignment(horizontal: .center, vertical: .lastTextBaseline),
    ]
}

public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }
}

public struct Placeholder: Sendable {
    public var label: String
    /// Fills what it is offered (a screen) or keeps an ideal size (a photo).
    public var idealSize: Size?

    public init(label: String, idealSize: Size? = nil) {
        self.label = label
        self.idealSize = idealSize
    }
}

public struct FrameSpec: Sendable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment

    public init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    /// `frame(width:height:)`: no min/max anywhere.
    public var isFixed: Bool {
        minWidth == nil && maxWidth == nil && minHeight == nil && maxHeight == nil && idealWidth == nil && idealHeight == nil
    }
}

public enum TextCase: String, Sendable { case uppercase, lowercase }
/// Where `Text` puts its "…" when it does not fit.
public enum TruncationMode: String, Sendable { case head, middle, tail }
public enum TextAlignment: String, Sendable { case leading, center, trailing }

extension ViewNode {
    /// The views a container lays out from this content: groups and empty
    /// views dissolve into it, and a modifier on a group (`Group { ... }.padding()`,
    /// `ForEach { }.font(...)`) applies to each of its views, as in SwiftUI.
    /// What a stack's children and a custom `Layout`'s subviews are.
    public var subviews: [ViewNode] {
        switch self {
        case .group(let children): return children.flatMap(\.subviews)
        case .modified(.group(let children), let modifier):
            return children.flatMap(\.subviews).map { .modified($0, modifier) }
        case .empty: return []
        case .text, .textField, .image, .shape, .color, .style, .stack, .spacer, .divider, .modified, .geometryReader, .scrollView, .control, .placeholder:
            return [self]
        }
    }

    /// The view under its modifiers (the `Text` of `Text("a").bold().padding()`).
    /// It looks through at most `Limits.viewDepth` of them, so asking is cheap
    /// even for a chain a loop in the guide made absurdly long.
    public var unmodified: ViewNode {
        var node = self
        for _ in 0..<Limits.viewDepth {
            guard case .modified(let child, _) = node else { break }
            node = child
        }
        return node
    }
}

extension PathData {
    /// The box of the path's points, curves' control points included (as
    /// `CGPath.boundingBox`); nil for a path with no points.
    public var controlPointBounds: Rect? {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let to, let control): points += [to, control]
            case .curve(let to, let c1, let c2): points += [to, c1, c2]
            case .arc(let to, _, _, _): points.append(to)
            case .close: break
            }
        }
        guard let first = points.first else { return nil }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            (minX, minY, maxX, maxY) = (min(minX, point.x), min(minY, point.y), max(maxX, point.x), max(maxY, point.y))
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The same outline moved by (dx, dy).
    public func translated(x dx: Double, y dy: Double) -> PathData {
        guard dx != 0 || dy != 0 else { return self }
        func moved(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }
        return PathData(elements.map { element in
            switch element {
            case .move(let point): return .move(moved(point))
            case .line(let point): return .line(moved(point))
            case .quadCurve(let to, let control): return .quadCurve(to: moved(to), control: moved(control))
            case .curve(let to, let c1, let c2): return .curve(to: moved(to), control1: moved(c1), control2: moved(c2))
            case .arc(let to, let radius, let largeArc, let clockwise): return .arc(to: moved(to), radius: radius, largeArc: largeArc, clockwise: clockwise)
            case .close: return .close
            }
        })
    }
}

extension ViewNode {
    /// No view in the tree can draw anything: only empty containers and
    /// groups (`ZStack {}`, a `Group` whose content an `#if os(watchOS)`
    /// left out on iOS), under modifiers that add no view of their own.
    /// Such a view's picture is empty because its code draws nothing, not
    /// because a view was not drawn.
    public var holdsNoView: Bool {
        switch self {
        case .empty: true
        case .group(let children): children.allSatisfy(\.holdsNoView)
        case .stack(let stack): stack.children.allSatisfy(\.holdsNoView)
        case .modified(let child, let modifier): !modifier.addsView && child.holdsNoView
        case .text, .textField, .image, .shape, .color, .style, .spacer, .divider, .geometryReader, .scrollView, .control, .placeholder: false
        }
    }
}

extension ViewModifier {
    /// Whether the modifier draws a view of its own beside the one it is on
    /// (a background, an overlay, an inset bar, a separator).
    var addsView: Bool {
        switch self {
        case .layout(let layout):
            switch layout {
            case .background, .overlay, .safeAreaInset, .rowSeparator: true
            case .frame, .padding, .offset, .position, .fixedSize, .aspectRatio, .layoutPriority, .zIndex, .relativeWidth, .ignoresSafeArea,
                 .extendsIntoSafeArea: false
            }
        // Fonts, effects and what containers read change or place a view; they draw none.
        case .environment, .effect, .container: false
        }
    }
}
