import Foundation
import DesignModel

/// The laid-out picture: drawing primitives in absolute coordinates (points,
/// origin top-left), grouped where an effect applies to several of them.
/// The SVG renderer draws it as it is; nothing here needs layout anymore.
public indirect enum RenderNode: Sendable, Equatable {
    case group(RenderGroup)
    case shape(RenderShape)
    case text(RenderText)
    /// An SF Symbol, drawn with a stand-in icon (or a marked placeholder).
    case symbol(RenderSymbol)
    /// Content we do not have (an undeclared screen, a photo): a labelled box.
    case placeholder(RenderPlaceholder)
    /// A material: the content behind its shape, blurred and tinted.
    case material(RenderMaterial)
}

public struct RenderGroup: Sendable, Equatable {
    public var children: [RenderNode]
    /// The area the group's content covers (before effects), for filters.
    public var bounds: Rect
    public var opacity: Double?
    public var transform: Transform?
    public var clip: RenderPath?
    /// Drawn only where this content is opaque (`.mask`).
    public var mask: [RenderNode]?
    /// A shadow, blur or colour effect; one per group, as each SwiftUI
    /// modifier makes its own group.
    public var filter: FilterEffect?
    public var blendMode: String?
    /// Composited on its own (`compositingGroup`): its blend modes do not reach what is behind it.
    public var isolated = false
    /// The device's status bar and home indicator around a screen: drawn,
    /// but not the component's own content (`PictureCheck` looks past them).
    public var isDeviceChrome = false

    public init(children: [RenderNode], bounds: Rect) {
        self.children = children
        self.bounds = bounds
    }

    public var hasEffects: Bool {
        opacity != nil || transform != nil || clip != nil || mask != nil || filter != nil || blendMode != nil || isolated
    }
}

/// Rotation and scale about an absolute point (offsets move the drawing itself).
public struct Transform: Sendable, Hashable {
    public var rotationDegrees: Double = 0
    public var scaleX: Double = 1
    public var scaleY: Double = 1
    /// A general linear map about the anchor (x' = a·x + c·y, y' = b·x + d·y).
    public var matrix: Matrix?
    public var anchor: Point = Point(x: 0, y: 0)

    public init() {}

    public struct Matrix: Sendable, Hashable {
        public var a: Double, b: Double, c: Double, d: Double
    }

    /// Where the transform takes a point: the matrix, then the scale, then
    /// the rotation, each about the anchor (as the SVG renderer writes them).
    public func applied(to point: Point) -> Point {
        var x = point.x - anchor.x, y = point.y - anchor.y
        if let matrix { (x, y) = (matrix.a * x + matrix.c * y, matrix.b * x + matrix.d * y) }
        x *= scaleX
        y *= scaleY
        if rotationDegrees != 0 {
            let radians = rotationDegrees * .pi / 180
            let (cosine, sine) = (cos(radians), sin(radians))
            (x, y) = (x * cosine - y * sine, x * sine + y * cosine)
        }
        return Point(x: x + anchor.x, y: y + anchor.y)
    }
}

public enum FilterEffect: Sendable, Hashable {
    case shadow(Shadow)
    /// A blur radius in points.
    case blur(Double)
    case color(ColorFilter)
}

public struct Shadow: Sendable, Hashable {
    public var color: RGBA
    public var radius: Double
    public var x: Double
    public var y: Double
}

public enum ColorFilter: Sendable, Hashable {
    case brightness(Double)
    case saturation(Double)
    case grayscale(Double)
    case contrast(Double)
    case hueRotation(Double)
    case multiply(RGBA)
    case invert
}

/// A shape's outline in absolute coordinates.
public enum RenderPath: Sendable, Hashable {
    case rect(Rect)
    case roundedRect(Rect, radius: Double)
    case ellipse(Rect)
    case path(PathData)
}

public struct StrokeStyle: Sendable, Hashable {
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    public var dash: [Double]
}

public struct RenderShape: Sendable, Equatable {
    public var path: RenderPath
    public var fill: Paint?
    public var stroke: Paint?
    public var strokeStyle: StrokeStyle?

    public init(path: RenderPath, fill: Paint? = nil, stroke: Paint? = nil, strokeStyle: StrokeStyle? = nil) {
        self.path = path
        self.fill = fill
        self.stroke = stroke
        self.strokeStyle = strokeStyle
    }
}

/// How a shape or text is painted.
public enum Paint: Sendable, Hashable {
    case color(RGBA)
    /// Absolute start and end points.
    case linearGradient(start: Point, end: Point, stops: [GradientStop])
    case radialGradient(center: Point, startRadius: Double, endRadius: Double, stops: [GradientStop])
    /// Drawn as a conic gradient approximated by linear segments.
    case angularGradient(center: Point, startAngle: Double, endAngle: Double, stops: [GradientStop])
}

public struct GradientStop: Sendable, Hashable {
    public var offset: Double
    public var color: RGBA

    public init(offset: Double, color: RGBA) {
        self.offset = offset
        self.color = color
    }
}

public struct RenderText: Sendable, Equatable {
    public var lines: [Line]
    /// Inside a disabled control (`.disabled(true)`): WCAG does not ask an
    /// inactive component's text to stand out.
    public var isInactive = false

    public struct Line: Sendable, Equatable {
        public var runs: [Run]
        /// The baseline's y, absolute.
        public var baseline: Double
        /// Where the line starts, absolute.
        public var x: Double
        public var width: Double
    }

    public struct Run: Sendable, Equatable {
        public var text: String
        /// The face drawn: CSS family, weight, style.
        public var family: String
        public var size: Double
        public var weight: Int
        public var italic: Bool
        public var tracking: Double
        public var tabular: Bool
        public var paint: Paint
        public var width: Double
        public var strikethrough: RGBA?
        public var underline: RGBA?
    }
}

/// An SF Symbol drawn with the open-licence icon standing in for it.
public struct RenderSymbol: Sendable, Equatable {
    /// The SF Symbol name drawn, variants applied (`heart.circle.fill`).
    public var name: String
    public var bounds: Rect
    /// What stands in ("heart-fill in circle-fill"); nil when nothing maps
    /// to the name: the symbol is drawn as a marked placeholder in `paint`.
    public var icon: String?
    /// The glyph's parts in drawing order, in absolute coordinates.
    public var layers: [Layer]
    /// The foreground paint (the placeholder's colour).
    public var paint: Paint
    /// The rendering mode drawn, when it is not monochrome (for the title).
    public var renderingMode: SymbolRenderingMode?

    public struct Layer: Sendable, Equatable {
        public var path: PathData
        public var paint: Paint
        public var opacity: Double

        public init(path: PathData, paint: Paint, opacity: Double) {
            self.path = path
            self.paint = paint
            self.opacity = opacity
        }
    }

    public init(name: String, bounds: Rect, icon: String?, layers: [Layer], paint: Paint, renderingMode: SymbolRenderingMode?) {
        self.name = name
        self.bounds = bounds
        self.icon = icon
        self.layers = layers
        self.paint = paint
        self.renderingMode = renderingMode
    }
}

public struct RenderPlaceholder: Sendable, Equatable {
    public var label: String
    public var bounds: Rect
    public var paint: Paint
    /// A stand-in for an image (an asset, a remote URL), not content that
    /// could not be built: too small for its label, it shows a picture icon.
    public var isImage = false
}

public struct RenderMaterial: Sendable, Equatable {
    public var material: Material
    public var colorScheme: ColorScheme
    public var shape: RenderPath
}

/// A laid-out component: its size and its picture.
public struct RenderedView: Sendable, Equatable {
    /// The space drawn around a picture on its canvas, where a stroke's
    /// outer half or a shadow shows past the view's edges.
    public static let margin = 16.0

    public var size: Size
    public var root: RenderNode
    /// What layout left out or changed (content nested beyond its limits).
    public var problems: [String] = []
    /// Drawn as a whole screen, in a device frame.
    public var isScreen = false

    public init(size: Size, root: RenderNode, problems: [String] = [], isScreen: Bool = false) {
        self.size = size
        self.root = root
        self.problems = problems
        self.isScreen = isScreen
    }
}

extension RenderedView {
    /// The SF Symbols the picture draws, in drawing order (not those only
    /// used as a mask's shape).
    public var symbols: [RenderSymbol] {
        var found: [RenderSymbol] = []
        var pending = [root]
        while let node = pending.popLast() {
            switch node {
            case .group(let group): pending.append(contentsOf: group.children.reversed())
            case .symbol(let symbol): found.append(symbol)
            case .shape, .text, .placeholder, .material: break
            }
        }
        return found
    }
}
