import DesignModel
@testable import Layout
import TextShaping

/// Builds view trees the way SwiftUI code reads, for layout tests.
enum V {
    static func color(_ hex: Int) -> ViewNode { .color(ColorValue(RGBA(hex: hex))) }
    static func text(_ string: String, size: Double = 17) -> ViewNode {
        ViewNode.text(TextContent(string)).modified(.environment(.font(FontSpec(family: .system(.default), size: size))))
    }
    static func hstack(spacing: Double? = nil, alignment: Alignment.Vertical = .center, _ children: ViewNode...) -> ViewNode {
        .stack(StackNode(kind: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing, children: children))
    }
    static func vstack(spacing: Double? = nil, alignment: Alignment.Horizontal = .center, _ children: ViewNode...) -> ViewNode {
        .stack(StackNode(kind: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing, children: children))
    }
    static func zstack(alignment: Alignment = .center, _ children: ViewNode...) -> ViewNode {
        .stack(StackNode(kind: .depth, alignment: alignment, spacing: nil, children: children))
    }
    static func spacer(minLength: Double? = nil) -> ViewNode { .spacer(minLength: minLength) }
    static func shape(_ kind: ShapeKind, fill hex: Int) -> ViewNode {
        .shape(ShapeView(shape: kind, fill: .color(ColorValue(RGBA(hex: hex)))))
    }
    static func stroked(_ kind: ShapeKind, _ hex: Int, lineWidth: Double, border: Bool = false, cap: LineCap = .butt, trim: ClosedRange<Double>? = nil) -> ViewNode {
        .shape(ShapeView(shape: kind, trim: trim, isFilled: false,
                         stroke: .init(style: .color(ColorValue(RGBA(hex: hex))), lineWidth: lineWidth, lineCap: cap, isBorder: border)))
    }
}

extension ViewNode {
    func frame(width: Double? = nil, height: Double? = nil, maxWidth: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        modified(.layout(.frame(FrameSpec(width: width, height: height, maxWidth: maxWidth, maxHeight: maxHeight, alignment: alignment))))
    }
    func padding(_ insets: EdgeInsets) -> ViewNode { modified(.layout(.padding(insets))) }
    func overlay(_ view: ViewNode, alignment: Alignment = .center) -> ViewNode { modified(.layout(.overlay(view, alignment: alignment))) }
    func background(_ view: ViewNode, alignment: Alignment = .center) -> ViewNode { modified(.layout(.background(view, alignment: alignment))) }
}

/// One laid-out picture and the drawing primitives in it.
struct LaidOut {
    let view: RenderedView

    init(_ node: ViewNode, width: Double? = 390, height: Double? = nil, scheme: ColorScheme = .light) {
        view = Self.engine.layout(node, colorScheme: scheme, proposal: ProposedSize(width: width, height: height))
    }

    init(_ view: RenderedView) {
        self.view = view
    }

    /// A measurer per use: measurers cache widths and are not shared across threads.
    static var measurer: TextMeasurer { TextMeasurer(library: .standard) }
    static var engine: LayoutEngine { LayoutEngine(measurer: measurer) }

    var size: Size { view.size }

    /// Every shape, with the transforms of the groups around it.
    var shapes: [(shape: RenderShape, transforms: [Transform])] {
        var found: [(RenderShape, [Transform])] = []
        func walk(_ node: RenderNode, _ transforms: [Transform]) {
            switch node {
            case .group(let group):
                let inner = transforms + (group.transform.map { [$0] } ?? [])
                group.children.forEach { walk($0, inner) }
            case .shape(let shape):
                found.append((shape, transforms))
            default:
                break
            }
        }
        walk(view.root, [])
        return found
    }

    var texts: [RenderText] {
        var found: [RenderText] = []
        func walk(_ node: RenderNode) {
            switch node {
            case .group(let group): group.children.forEach(walk)
            case .text(let text): found.append(text)
            default: break
            }
        }
        walk(view.root)
        return found
    }

    /// The rectangle a solid colour fills, by its hex.
    func rect(filledWith hex: Int) -> Rect? {
        for (shape, _) in shapes {
            guard case .color(let color)? = shape.fill, color == RGBA(hex: hex), case .rect(let rect) = shape.path else { continue }
            return rect
        }
        return nil
    }

    func shape(strokedWith hex: Int) -> (shape: RenderShape, transforms: [Transform])? {
        shapes.first { entry in
            if case .color(let color)? = entry.shape.stroke { return color == RGBA(hex: hex) }
            return false
        }
    }
}
