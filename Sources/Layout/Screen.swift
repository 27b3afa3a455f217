import Foundation
import DesignModel

/// The device a screen is drawn on: an iPhone 15-class display of
/// 390 × 844 pt, its safe areas, and its rounded display corners.
public struct Device: Sendable {
    public var size = Size(width: 390, height: 844)
    /// Under the status bar, and above the home indicator.
    public var safeTop = 47.0
    public var safeBottom = 34.0
    public var cornerRadius = 47.33

    public init() {}

    var safeRect: Rect { Rect(x: 0, y: safeTop, width: size.width, height: size.height - safeTop - safeBottom) }
}

/// Where the screen being laid out keeps its safe area, for the views that
/// ignore it; nil while a component is laid out as a widget, not a screen.
final class ScreenArea {
    var safeRect: Rect?
    /// How far a view that ignores the safe area is drawn: the display, or
    /// the region a bar or sheet gives the views inside it.
    var bounds = Rect(origin: Point(x: 0, y: 0), size: Device().size)
    /// Set when a view was drawn out past the safe area: made for a screen.
    var ignoredSafeArea = false
}

/// `.ignoresSafeArea()`: on a screen, a view whose frame reaches the safe
/// area's edge is drawn on out to the display's edge, as SwiftUI does for
/// full-bleed backgrounds. Its layout does not change.
final class IgnoresSafeAreaElement: WrapperElement {
    let top: Bool
    let bottom: Bool
    let screen: ScreenArea
    /// Whether drawing past the safe area says the view is made for a
    /// screen: written by the guide, yes; a style background's default, no.
    let marksScreen: Bool

    override var fillsScreenHeight: Bool { marksScreen || child.fillsScreenHeight }

    init(child: Element, top: Bool, bottom: Bool, screen: ScreenArea, marksScreen: Bool, context: LayoutContext) {
        self.top = top
        self.bottom = bottom
        self.screen = screen
        self.marksScreen = marksScreen
        super.init(child: child, context: context)
    }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        guard let safe = screen.safeRect else { return child.render(in: rect, proposal: proposal) }
        var expanded = rect
        let bounds = screen.bounds
        if top, abs(rect.y - safe.y) < 0.5, bounds.y < rect.y {
            expanded.y = bounds.y
            expanded.height += rect.y - bounds.y
        }
        if bottom, abs(rect.maxY - safe.maxY) < 0.5, bounds.maxY > rect.maxY {
            expanded.height += bounds.maxY - rect.maxY
        }
        guard expanded != rect else { return child.render(in: rect, proposal: proposal) }
        if marksScreen { screen.ignoredSafeArea = true }
        return child.render(in: expanded, proposal: ProposedSize(width: expanded.width, height: expanded.height))
    }
}

/// `safeAreaInset(edge:)`: the inset view at the top or bottom edge, the
/// view in what is left. The view's safe area ends at the inset, so what it
/// draws past its safe area (a list's canvas under a navigation bar) runs
/// on under the inset, and beyond to the screen's edge when the inset
/// itself is at the edge of the safe area.
final class SafeAreaInsetElement: WrapperElement {
    let inset: Element
    let edge: VerticalEdge
    let spacing: Double
    let screen: ScreenArea

    init(child: Element, inset: Element, edge: VerticalEdge, spacing: Double, screen: ScreenArea, context: LayoutContext) {
        self.inset = inset
        self.edge = edge
        self.spacing = spacing
        self.screen = screen
        super.init(child: child, context: context)
    }

    private func insetSize(_ proposal: ProposedSize) -> Size {
        inset.size(for: ProposedSize(width: proposal.width, height: nil))
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        let taken = insetSize(proposal).height + spacing
        return ProposedSize(width: proposal.width, height: proposal.height.map { max($0 - taken, 0) })
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let bar = insetSize(proposal)
        let content = child.size(for: childProposal(proposal))
        return Size(width: max(bar.width, content.width), height: bar.height + spacing + content.height)
    }

    override func render(in rect: Rect, proposal: ProposedSize) -> [RenderNode] {
        let bar = insetSize(proposal)
        let inner = childProposal(proposal)
        let content = child.size(for: inner)
        let taken = bar.height + spacing
        let barRect = Rect(x: rect.x, y: edge == .top ? rect.y : rect.maxY - bar.height, width: rect.width, height: bar.height)
        let contentArea = Rect(x: rect.x, y: edge == .top ? rect.y + taken : rect.y, width: rect.width, height: max(rect.height - taken, 0))
        let contentRect = aligned(content, in: contentArea, edge == .top ? .top : .bottom)
        let saved = (screen.safeRect, screen.bounds)
        if var safe = screen.safeRect {
            // The content's safe area ends at the bar; past it, the region the
            // bar stands in (to the screen's edge, when the bar is at the safe area's edge).
            switch edge {
            case .top:
                if abs(rect.y - safe.y) >= 0.5 { screen.bounds.height = screen.bounds.maxY - rect.y; screen.bounds.y = rect.y }
                safe.height = safe.maxY - contentArea.y
                safe.y = contentArea.y
            case .bottom:
                if abs(rect.maxY - safe.maxY) >= 0.5 { screen.bounds.height = rect.maxY - screen.bounds.y }
                safe.height = contentArea.maxY - safe.y
            }
            screen.safeRect = safe
        }
        let contentNodes = child.render(in: contentRect, proposal: inner)
        (screen.safeRect, screen.bounds) = saved
        let barNodes = inset.render(in: barRect, proposal: ProposedSize(width: rect.width, height: bar.height))
        return contentNodes + barNodes
    }

    override func firstBaseline(for proposal: ProposedSize) -> Double? { nil }
    override func lastBaseline(for proposal: ProposedSize) -> Double? { nil }
}

/// A system container that is a whole screen (a list, a navigation stack,
/// a presented sheet): laid out on the device whatever its content's
/// height, with the status bar in `statusBarScheme` when it sets one.
final class ScreenElement: WrapperElement {
    let statusBarSchemeOverride: ColorScheme?

    init(child: Element, statusBarScheme: ColorScheme?, context: LayoutContext) {
        statusBarSchemeOverride = statusBarScheme
        super.init(child: child, context: context)
    }

    override var fillsScreenHeight: Bool { true }
    override var isScreen: Bool { true }
    override var statusBarScheme: ColorScheme? { statusBarSchemeOverride ?? child.statusBarScheme }
}

/// The status bar and home indicator a screen is drawn with, in the colour
/// the scheme gives them.
enum DeviceChrome {
    static func statusBar(_ device: Device) -> ViewNode {
        let time = ViewNode.text(TextContent("9:41")).font(FontSpec(family: .system(.default), size: 17, weight: 600))
        // Signal bars, Wi-Fi arcs and the battery, as plain shapes.
        let signal = ViewNode.stack(StackNode(kind: .horizontal, alignment: Alignment(horizontal: .center, vertical: .bottom), spacing: 1.5,
                                              children: [4.0, 6.0, 8.5, 11.0].map { height in
            ViewNode.shape(ShapeView(shape: .roundedRectangle(cornerRadius: 1, style: .circular))).frame(FrameSpec(width: 3, height: height))
        }))
        let wifi = ViewNode.shape(ShapeView(shape: .path(.fixed(wifiGlyph)))).frame(FrameSpec(width: 15.5, height: 11))
        let battery = ViewNode.stack(StackNode(kind: .horizontal, alignment: .center, spacing: 1, children: [
            ViewNode.shape(ShapeView(shape: .roundedRectangle(cornerRadius: 4, style: .continuous), isFilled: false,
                                     stroke: .init(style: .opacity(.foreground, 0.35), lineWidth: 1, isBorder: true)))
                .frame(FrameSpec(width: 25, height: 12))
                .overlay(ViewNode.shape(ShapeView(shape: .roundedRectangle(cornerRadius: 2, style: .continuous))).frame(FrameSpec(width: 21, height: 8))),
            ViewNode.shape(ShapeView(shape: .roundedRectangle(cornerRadius: 1, style: .circular), fill: .opacity(.foreground, 0.4)))
                .frame(FrameSpec(width: 1.5, height: 4)),
        ]))
        let icons = ViewNode.stack(StackNode(kind: .horizontal, alignment: .center, spacing: 6, children: [signal, wifi, battery]))
        return ViewNode.stack(StackNode(kind: .horizontal, alignment: .center, spacing: nil, children: [
            time.frame(FrameSpec(width: 120)), .spacer(minLength: nil), icons.frame(FrameSpec(width: 120)),
        ]))
        .frame(FrameSpec(width: device.size.width, height: device.safeTop))
    }

    static func homeIndicator(_ device: Device) -> ViewNode {
        ViewNode.shape(ShapeView(shape: .capsule))
            .frame(FrameSpec(width: 134, height: 5))
            .padding(EdgeInsets(top: 0, leading: 0, bottom: 8, trailing: 0))
            .frame(FrameSpec(width: device.size.width, height: device.safeBottom, alignment: .bottom))
    }

    /// Three Wi-Fi arcs and a dot, in a 15.5 × 11 box.
    private static let wifiGlyph: PathData = {
        let center = Point(x: 7.75, y: 10.5)
        var elements: [PathData.Element] = []
        for (outer, inner) in [(10.5, 7.8), (6.9, 4.3)] {
            let a0 = 225.0 * .pi / 180, a1 = 315.0 * .pi / 180
            func point(_ radius: Double, _ angle: Double) -> Point { Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
            elements += [.move(point(outer, a0)), .arc(to: point(outer, a1), radius: outer, largeArc: false, clockwise: true),
                         .line(point(inner, a1)), .arc(to: point(inner, a0), radius: inner, largeArc: false, clockwise: false), .close]
        }
        elements += [.move(Point(x: center.x, y: center.y)), .line(Point(x: center.x - 2.4, y: center.y - 2.4)),
                     .arc(to: Point(x: center.x + 2.4, y: center.y - 2.4), radius: 3.4, largeArc: false, clockwise: true), .close]
        return PathData(elements)
    }()
}
