import DesignModel
import Guards
import TextShaping

/// Lays out a view tree with SwiftUI's model — the parent proposes a size,
/// the child chooses, the parent places — and returns the positioned picture.
public final class LayoutEngine {
    public let measurer: TextMeasurer
    /// The device full-screen views fill: an iPhone 15, 390 × 844 pt.
    public let screen: Size
    /// How deeply the view being built is nested; beyond `Limits.viewDepth`
    /// content is drawn as a placeholder, so layout and drawing recurse a
    /// bounded number of levels whatever the guide builds.
    private var depth = 0
    /// What layout had to leave out, for the component's report.
    private var problems: [String] = []

    public init(measurer: TextMeasurer, screen: Size = Size(width: 390, height: 844)) {
        self.measurer = measurer
        self.screen = screen
    }

    /// Lays `node` out for `proposal` in a colour scheme.
    public func layout(_ node: ViewNode, colorScheme: ColorScheme, proposal: ProposedSize) -> RenderedView {
        render(build(node, LayoutContext(colorScheme: colorScheme), axis: nil), proposal: proposal)
    }

    /// A component as a preview shows it: offered the device's width at its
    /// ideal height. Views that only fill what they are given (a ring of
    /// circles) come out a few points tall that way; they are laid out
    /// again in a 300-point square.
    public func layoutComponent(_ node: ViewNode, colorScheme: ColorScheme) -> RenderedView {
        let element = build(node, LayoutContext(colorScheme: colorScheme), axis: nil)
        let proposal = ProposedSize(width: screen.width, height: nil)
        let size = element.size(for: proposal)
        if size.height < 12 || size.width < 12 {
            return render(element, proposal: ProposedSize(width: 300, height: 300))
        }
        return render(element, proposal: proposal)
    }

    private func render(_ element: Element, proposal: ProposedSize) -> RenderedView {
        var size = element.size(for: proposal)
        size = Size(width: size.width.isFinite ? min(size.width, Limits.length) : screen.width,
                    height: size.height.isFinite ? min(size.height, Limits.length) : screen.height)
        let nodes = element.render(in: Rect(x: 0, y: 0, width: size.width, height: size.height), proposal: proposal)
        defer { problems = [] }
        return RenderedView(size: size, root: .group(RenderGroup(children: nodes, bounds: Rect(x: 0, y: 0, width: size.width, height: size.height))),
                            problems: problems)
    }

    // MARK: - Building elements

    /// The element for a view, with the environment it sees.
    func build(_ node: ViewNode, _ context: LayoutContext, axis: Axis?) -> Element {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Limits.viewDepth else {
            let message = "views nest more than \(Limits.viewDepth) levels deep; the deeper ones are drawn as a placeholder"
            if !problems.contains(message) { problems.append(message) }
            return PlaceholderElement(Placeholder(label: "nested too deeply"), context: context)
        }
        switch node {
        case .text(let content):
            return TextElement(content, context: context, measurer: measurer)
        case .textField(let content, let isPrompt):
            var fieldContext = context
            if isPrompt {
                // The prompt is drawn in the placeholder colour, whatever the field's style.
                fieldContext.foreground = .hierarchical(level: 2)
                fieldContext.secondaryForeground = nil
            }
            return TextFieldElement(text: TextElement(content, context: fieldContext, measurer: measurer), context: context)
        case .image(let image):
            return ImageElement(image, context: context)
        case .shape(let shape):
            return ShapeElement(shape, context: context)
        case .color(let color):
            return FillElement(.color(color), context: context)
        case .style(let style):
            return FillElement(style, context: context)
        case .stack(let stack):
            return buildStack(stack, context)
        case .spacer(let minLength):
            return SpacerElement(minLength: minLength, axis: axis, context: context)
        case .divider:
            return DividerElement(axis: axis, context: context)
        case .empty:
            return EmptyElement(context: context)
        case .group(let children):
            let flat = children.flatMap(Self.flatten)
            if flat.count == 1 { return build(flat[0], context, axis: axis) }
            return buildStack(StackNode(kind: .vertical, alignment: .center, spacing: nil, children: flat), context)
        case .modified(let child, let modifier):
            return buildModified(child, modifier, context, axis: axis)
        case .geometryReader(let content):
            // Content is built when the reader is drawn, at the reader's depth:
            // a reader whose content holds the reader again still ends.
            let level = depth
            return GeometryElement(content: content, context: context) { [unowned self] node, context in
                let outer = self.depth
                self.depth = level
                defer { self.depth = outer }
                return self.build(node, context, axis: nil)
            }
        case .scrollView(let scrollAxis, let content):
            return ScrollElement(child: build(content, context, axis: scrollAxis), axis: scrollAxis, context: context)
        case .tabView(let tabs):
            return build(TabBarComposition.view(tabs, screen: screen), context, axis: axis)
        case .button(let label):
            var labelContext = context
            labelContext.isButtonLabel = true
            return build(label, labelContext, axis: axis)
        case .placeholder(let placeholder):
            return PlaceholderElement(placeholder, context: context)
        }
    }

    private func buildStack(_ stack: StackNode, _ context: LayoutContext) -> Element {
        let children = stack.children.flatMap(Self.flatten)
        switch stack.kind {
        case .horizontal:
            return AxisStackElement(axis: .horizontal, alignment: stack.alignment, spacing: stack.spacing,
                                    children: children.map { build($0, context, axis: .horizontal) }, context: context)
        case .vertical:
            return AxisStackElement(axis: .vertical, alignment: stack.alignment, spacing: stack.spacing,
                                    children: children.map { build($0, context, axis: .vertical) }, context: context)
        case .depth:
            return DepthStackElement(alignment: stack.alignment, children: children.map { build($0, context, axis: nil) }, context: context)
        }
    }

    /// Groups and empty views dissolve into the stack around them; a
    /// modifier on a group (`Group { ... }.padding()`, `ForEach { }.font(...)`)
    /// applies to each of its views, as in SwiftUI.
    static func flatten(_ node: ViewNode) -> [ViewNode] {
        switch node {
        case .group(let children): return children.flatMap(flatten)
        case .modified(.group(let children), let modifier):
            return children.flatMap(flatten).map { .modified($0, modifier) }
        case .empty: return []
        default: return [node]
        }
    }

    private func buildModified(_ child: ViewNode, _ modifier: ViewModifier, _ context: LayoutContext, axis: Axis?) -> Element {
        var inner = context
        switch modifier {
        // Environment: changes what the subtree sees.
        case .font(let font): inner.font = font
        case .fontWeight(let weight): inner.fontWeight = weight
        case .italic: inner.italic = true
        case .monospacedDigit: inner.monospacedDigit = true
        case .foregroundStyle(let style, let secondary):
            inner.foreground = resolvedAgainstParent(style, context)
            inner.secondaryForeground = secondary.flatMap { resolvedAgainstParent($0, context) }
        case .tint(let style): inner.tint = context.withoutReferences(style)
        case .tracking(let value): inner.tracking = value
        case .lineLimit(let limit): inner.lineLimit = limit
        case .lineSpacing(let value): inner.lineSpacing = value
        case .multilineTextAlignment(let alignment): inner.textAlignment = alignment
        case .textCase(let textCase): inner.textCase = textCase
        case .strikethrough(let color): inner.strikethrough = .some(color)
        case .underline(let color): inner.underline = .some(color)
        case .colorScheme(let scheme): inner.colorScheme = scheme
        case .tabItem, .badge: break
        default:
            return buildLayout(child, modifier, context, axis: axis)
        }
        return build(child, inner, axis: axis)
    }

    /// A new foreground style in terms of the one around it: `.secondary`
    /// under a custom foreground keeps the parent's style at the lower level,
    /// as SwiftUI's hierarchical styles do, and `.foreground` (also inside
    /// `.foreground.opacity(0.5)`) means the parent's style — resolved here,
    /// so the stored style never refers to itself.
    private func resolvedAgainstParent(_ style: ShapeStyleValue, _ context: LayoutContext) -> ShapeStyleValue? {
        switch style {
        case .hierarchical(let level) where level > 0:
            guard let parent = context.foreground else { return style }
            return .opacity(parent, LayoutContext.levelOpacity[min(level, 3)])
        case .foreground:
            return context.foreground
        case .opacity(let inner, let amount):
            return .opacity(resolvedAgainstParent(inner, context) ?? .hierarchical(level: 0), amount)
        default:
            return style
        }
    }

    private func buildLayout(_ child: ViewNode, _ modifier: ViewModifier, _ context: LayoutContext, axis: Axis?) -> Element {
        let element = build(child, context, axis: axis)
        switch modifier {
        case .frame(let spec):
            if spec.isFixed {
                return FixedFrameElement(child: element, width: spec.width, height: spec.height, alignment: spec.alignment, context: context)
            }
            var flexible = spec
            // `frame(width: 100, maxHeight: 50)` cannot be written, but keep fixed parts fixed.
            if let width = spec.width { flexible.minWidth = width; flexible.maxWidth = width }
            if let height = spec.height { flexible.minHeight = height; flexible.maxHeight = height }
            return FlexibleFrameElement(child: element, spec: flexible, context: context)
        case .padding(let insets):
            return PaddingElement(child: element, insets: insets, context: context)
        case .offset(let x, let y):
            return OffsetElement(child: element, x: x, y: y, context: context)
        case .position(let x, let y):
            return PositionElement(child: element, x: x, y: y, context: context)
        case .fixedSize(let horizontal, let vertical):
            return FixedSizeElement(child: element, horizontal: horizontal, vertical: vertical, context: context)
        case .aspectRatio(let ratio, let fill):
            return AspectRatioElement(child: element, ratio: ratio, fill: fill, context: context)
        case .layoutPriority(let priority):
            return PriorityElement(child: element, priority: priority, context: context)
        case .background(let layer, let alignment), .overlay(let layer, let alignment):
            let isBackground: Bool
            if case .background = modifier { isBackground = true } else { isBackground = false }
            let layerNode: ViewNode
            if case .group(let children) = layer, children.count > 1 {
                layerNode = .stack(StackNode(kind: .depth, alignment: alignment, spacing: nil, children: children))
            } else {
                layerNode = layer
            }
            return LayerElement(child: element, layer: build(layerNode, context, axis: nil), alignment: alignment, isBackground: isBackground, context: context)
        default:
            return EffectElement(child: element, modifier: modifier, context: context)
        }
    }
}

/// `TabView` as iOS draws it: the selected tab's screen above a 49-point
/// tab bar (plus the 34-point home-indicator area), items spread evenly,
/// the selected one in the tint colour.
enum TabBarComposition {
    static let barHeight = 49.0
    static let homeIndicatorArea = 34.0

    static func view(_ tabs: TabViewNode, screen: Size) -> ViewNode {
        let appearance = tabs.appearance
        let selected = tabs.items.indices.contains(tabs.selection) ? tabs.items[tabs.selection].content : .empty
        let unselected = ShapeStyleValue.color(ColorValue(RGBA(hex: 0x8E8E93)))
        let titleFont = appearance.titleFont ?? FontSpec(family: .system(.default), size: 10, weight: 500)
        let items: [ViewNode] = tabs.items.enumerated().map { index, item in
            let isSelected = index == tabs.selection
            let iconStyle: ShapeStyleValue = (isSelected ? appearance.selectedIconColor : appearance.normalIconColor).map { .color($0) } ?? (isSelected ? .tint : unselected)
            let titleStyle: ShapeStyleValue = (isSelected ? appearance.selectedTitleColor : appearance.normalTitleColor).map { .color($0) } ?? iconStyle
            var icon = ViewNode.image(ImageContent(source: .systemSymbol(item.systemImage ?? "questionmark.square")))
                .modified(.font(FontSpec(family: .system(.default), size: 21)))
                .modified(.foregroundStyle(iconStyle, secondary: nil))
            if let badge = item.badge {
                let badgeView = ViewNode.text(TextContent(badge))
                    .modified(.font(FontSpec(family: .system(.default), size: 13)))
                    .modified(.foregroundStyle(.color(.white), secondary: nil))
                    .modified(.padding(EdgeInsets(top: 1, leading: 5, bottom: 1, trailing: 5)))
                    .modified(.frame(FrameSpec(minWidth: 18, minHeight: 18)))
                    .modified(.background(.shape(ShapeView(shape: .capsule, fill: .color(ColorValue(light: RGBA(hex: 0xFF3B30), dark: RGBA(hex: 0xFF453A))))), alignment: .center))
                    .modified(.offset(x: 10, y: -4))
                icon = icon.modified(.overlay(badgeView, alignment: .topTrailing))
            }
            let title = ViewNode.text(TextContent(item.title))
                .modified(.font(titleFont))
                .modified(.tracking(appearance.titleKerning ?? 0))
                .modified(.foregroundStyle(titleStyle, secondary: nil))
                .modified(.lineLimit(1))
            return ViewNode.stack(StackNode(kind: .vertical, alignment: .center, spacing: 2, children: [icon, title]))
                .modified(.frame(FrameSpec(maxWidth: .infinity)))
        }
        let background: ShapeStyleValue = appearance.background ?? .material(.bar)
        let hairline = appearance.shadowColor.map { ShapeStyleValue.color($0) }
            ?? .color(LayoutContext.separatorColor)
        let homeIndicator = ViewNode.shape(ShapeView(shape: .capsule, fill: .hierarchical(level: 0)))
            .modified(.frame(FrameSpec(width: 134, height: 5)))
            .modified(.padding(EdgeInsets(top: 0, leading: 0, bottom: 8, trailing: 0)))
        let barBackground = ViewNode.stack(StackNode(kind: .depth, alignment: .top, spacing: nil, children: [
            .style(background),
            ViewNode.shape(ShapeView(shape: .rectangle, fill: hairline)).modified(.frame(FrameSpec(height: 1.0 / 3.0))),
            homeIndicator.modified(.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom))),
        ]))
        var bar = ViewNode.stack(StackNode(kind: .horizontal, alignment: .top, spacing: 0, children: items))
            .modified(.padding(EdgeInsets(top: 6, leading: 0, bottom: 0, trailing: 0)))
            .modified(.frame(FrameSpec(height: barHeight + homeIndicatorArea, alignment: .top)))
            .modified(.frame(FrameSpec(maxWidth: .infinity)))
            .modified(.background(barBackground, alignment: .center))
        if let scheme = appearance.colorScheme {
            // `.toolbarColorScheme(_:for: .tabBar)` changes the bar only.
            bar = bar.modified(.colorScheme(scheme))
        }
        return ViewNode.stack(StackNode(kind: .vertical, alignment: .center, spacing: 0, children: [
            selected.modified(.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity))),
            bar,
        ]))
        .modified(.frame(FrameSpec(width: screen.width, height: screen.height)))
    }
}
