import DesignModel
import Guards
import Symbols
import TextShaping

/// Lays out a view tree with SwiftUI's model — the parent proposes a size,
/// the child chooses, the parent places — and returns the positioned picture.
public final class LayoutEngine {
    public let measurer: TextMeasurer
    /// The device screens are drawn on.
    public let device: Device
    /// Its size: what full-screen views fill.
    public var screen: Size { device.size }
    /// How deeply the view being built is nested; beyond `Limits.viewDepth`
    /// content is drawn as a placeholder, so layout and drawing recurse a
    /// bounded number of levels whatever the guide builds.
    private var depth = 0
    /// What layout had to leave out, for the component's report.
    private var problems: [String] = []
    /// The sized content of the pass being laid out.
    private var sized = SizedContentLookup(SizedContent())
    /// The safe area, while a screen is laid out.
    private let screenArea = ScreenArea()
    /// The preference values each observer sees in the picture being drawn.
    private let preferences = PreferenceTracker()

    /// The icons SF Symbols are drawn with.
    public let symbols: SymbolCatalog

    public init(measurer: TextMeasurer, device: Device = Device(), symbols: SymbolCatalog = .standard) {
        self.measurer = measurer
        self.device = device
        self.symbols = symbols
    }

    /// Lays `node` out for `proposal` in a colour scheme.
    public func layout(_ node: ViewNode, colorScheme: ColorScheme, proposal: ProposedSize, content: SizedContent = SizedContent()) -> RenderedView {
        sized = SizedContentLookup(content)
        return render(build(node, LayoutContext(colorScheme: colorScheme), axis: nil), proposal: proposal)
    }

    /// A component as a preview shows it. Offered the device's width, a view
    /// takes its ideal height, as in a vertical scroll view (a card, a row).
    /// A view that grows to fill the height offered is laid out on the
    /// device's screen instead, as Xcode's preview canvas shows it, when it
    /// is made for a screen (a `maxHeight: .infinity` frame or
    /// `ignoresSafeArea` on its outside, a background drawn past the safe
    /// area, content pushed to the bottom, a tab bar) or when its ideal
    /// height leaves nothing to see (a ring of circles, a lone gradient) or
    /// is taller than the device while a scroll view keeps it to the screen:
    /// if what it draws fills that screen it is drawn as one, with the status
    /// bar, home indicator and display corners; if not, it is cut to what it
    /// draws. System screens (a list, a navigation stack, a presented
    /// sheet) are always drawn on the device; a sheet presented anywhere in
    /// the component covers the whole screen (`Sheets.hoisted`). `pending`
    /// lists the sized content (GeometryReader content, custom shapes) the
    /// picture still needs.
    public func layoutComponent(_ node: ViewNode, colorScheme: ColorScheme, content: SizedContent = SizedContent()) -> ComponentLayout {
        sized = SizedContentLookup(content)
        screenArea.safeRect = nil
        screenArea.bounds = Rect(origin: Point(x: 0, y: 0), size: screen)
        let context = LayoutContext(colorScheme: colorScheme)
        let element = build(Sheets.hoisted(node), context, axis: nil)
        let ideal = element.size(for: ProposedSize(width: screen.width, height: nil))
        let safe = device.safeRect
        let filling = element.size(for: ProposedSize(width: screen.width, height: safe.height))
        // Taller than the device, yet fitting it when offered its height: a
        // scroll view, seen through the screen as an iPhone shows it.
        let scrolls = ideal.height > screen.height && filling.height <= safe.height + 0.5
        let grows = filling.height > ideal.height + 0.5 || element.isScreen || scrolls
        let view = grows ? onDevice(element, context: context, ideal: ideal, scrolls: scrolls) : nil
        let picture = view ?? showingSpill(element, proposal: ProposedSize(width: screen.width, height: nil))
        return ComponentLayout(view: picture, pending: sized.pending.sorted(), preferences: preferences.readings)
    }

    /// Below this ideal height a view that grows shows nothing worth seeing
    /// (shapes and colours take 10 pt when nothing is proposed).
    static let degenerateHeight = 12.0

    /// A view that grows to fill the height it is offered, laid out on the
    /// device; nil when it is better seen at its ideal height.
    private func onDevice(_ element: Element, context: LayoutContext, ideal: Size, scrolls: Bool) -> RenderedView? {
        // Shapes with nothing proposed take SwiftUI's default 10 × 10: at its
        // ideal height such a view shows its shapes collapsed (a ring as a dot).
        // What building the elements found stays; what this trial render finds does not.
        let built = problems
        sized.readerContent = [:]
        let idealNodes = element.render(in: Rect(x: 0, y: 0, width: ideal.width, height: ideal.height), proposal: ProposedSize(width: screen.width, height: nil))
        let idealReaders = sized.readerContent
        problems = built
        let safe = device.safeRect
        let proposal = ProposedSize(width: screen.width, height: safe.height)
        let size = element.size(for: proposal)
        let placed = aligned(size, in: safe, .center)
        screenArea.safeRect = safe
        screenArea.ignoredSafeArea = false
        preferences.reset()
        sized.readerContent = [:]
        let nodes = element.render(in: placed, proposal: proposal)
        screenArea.safeRect = nil
        guard let drawn = RenderBounds.union(nodes) else { return nil }
        let pushedToBottom = drawn.maxY >= safe.maxY - 1 && drawn.y > safe.y + 0.3 * safe.height
        let madeForScreen = element.fillsScreenHeight || element.isScreen || screenArea.ignoredSafeArea || pushedToBottom || scrolls
        // So does a GeometryReader that nothing proposed a height (10 pt)
        // whose content is drawn to its height (a chart) and so is squeezed
        // there, not one whose content keeps its own height (a track bar).
        let squeezedReader = idealReaders.contains { id, ideal in
            guard !ideal.heightProposed, let device = sized.readerContent[id] else { return false }
            return device.height > max(2 * ideal.height, ideal.height + 44)
        }
        let collapsed = RenderBounds.defaultSizedShapes(idealNodes) > RenderBounds.defaultSizedShapes(nodes) || squeezedReader
        let degenerate = ideal.height < Self.degenerateHeight || collapsed
        guard madeForScreen || degenerate else { problems = built; return nil }
        let fillsScreen = madeForScreen || drawn.height >= 0.7 * safe.height
        if fillsScreen {
            defer { problems = [] }
            return RenderedView(size: screen, root: deviceScreen(nodes, context: context, statusBarScheme: element.statusBarScheme),
                                problems: problems, isScreen: true)
        }
        // Cut to what it draws: laid out the same, moved up to the top.
        let top = max(drawn.y, 0), height = min(drawn.maxY, screen.height) - top
        let moved = Rect(x: placed.x, y: placed.y - top, width: placed.width, height: placed.height)
        let cut = element.render(in: moved, proposal: proposal)
        let bounds = Rect(x: 0, y: 0, width: screen.width, height: max(height, 1))
        defer { problems = [] }
        return RenderedView(size: bounds.size, root: .group(RenderGroup(children: cut, bounds: bounds)), problems: problems)
    }

    /// The screen's content with the status bar (in `statusBarScheme`, when
    /// the screen sets one) and home indicator over it,
    /// cut to the display's rounded corners and outlined like a device.
    private func deviceScreen(_ content: [RenderNode], context: LayoutContext, statusBarScheme: ColorScheme? = nil) -> RenderNode {
        let display = Rect(origin: Point(x: 0, y: 0), size: screen)
        var statusBarContext = context
        if let statusBarScheme { statusBarContext.colorScheme = statusBarScheme }
        let statusBar = build(DeviceChrome.statusBar(device), statusBarContext, axis: nil)
            .render(in: Rect(x: 0, y: 0, width: screen.width, height: device.safeTop), proposal: ProposedSize(width: screen.width, height: device.safeTop))
        let homeIndicator = build(DeviceChrome.homeIndicator(device), context, axis: nil)
            .render(in: Rect(x: 0, y: screen.height - device.safeBottom, width: screen.width, height: device.safeBottom),
                    proposal: ProposedSize(width: screen.width, height: device.safeBottom))
        let corners = RoundedRectOutline.path(display, radii: (device.cornerRadius, device.cornerRadius, device.cornerRadius, device.cornerRadius), style: .continuous)
        var chrome = RenderGroup(children: statusBar + homeIndicator, bounds: display)
        chrome.isDeviceChrome = true
        var screenGroup = RenderGroup(children: content + [.group(chrome)], bounds: display)
        screenGroup.clip = .path(corners)
        let outline = RenderShape(path: .path(corners), stroke: .color(LayoutContext.separatorColor.resolved(for: context.colorScheme)),
                                  strokeStyle: StrokeStyle(width: 1, cap: .butt, join: .miter, dash: []))
        var frame = RenderGroup(children: [.shape(outline)], bounds: display)
        frame.isDeviceChrome = true
        return .group(RenderGroup(children: [.group(screenGroup), .group(frame)], bounds: display))
    }

    /// A component at its own size, grown to show what spills past its
    /// edges beyond the picture's margin (a toast nudged down, a raised
    /// button), as the screen around it would. What is drawn wholly
    /// outside (a toast moved away to hide) stays out of the picture.
    private func showingSpill(_ element: Element, proposal: ProposedSize) -> RenderedView {
        let built = problems
        let view = render(element, proposal: proposal)
        let frame = Rect(x: 0, y: 0, width: view.size.width, height: view.size.height)
        let spilling = RenderBounds.leaves([view.root]).filter { leaf in
            leaf.maxX > frame.x && leaf.x < frame.maxX && leaf.maxY > frame.y && leaf.y < frame.maxY
        }
        var shown = spilling.reduce(frame) { $0.union($1) }
        // Sideways, the device's width bounds what shows: past it, an iPhone cuts it off.
        if shown.width > max(frame.width, screen.width) { shown = Rect(x: frame.x, y: shown.y, width: frame.width, height: shown.height) }
        // What spills no further than the picture's margin shows there already.
        let tolerance = RenderedView.margin
        guard shown.x < -tolerance || shown.y < -tolerance || shown.maxX > frame.maxX + tolerance || shown.maxY > frame.maxY + tolerance,
              shown.width <= Limits.length, shown.height <= Limits.length else { return view }
        // Laid out the same, moved so the spill is inside.
        problems = built
        preferences.reset()
        let moved = Rect(x: -shown.x, y: -shown.y, width: view.size.width, height: view.size.height)
        let nodes = element.render(in: moved, proposal: proposal)
        let bounds = Rect(x: 0, y: 0, width: shown.width, height: shown.height)
        defer { problems = [] }
        return RenderedView(size: bounds.size, root: .group(RenderGroup(children: nodes, bounds: bounds)), problems: problems)
    }

    private func render(_ element: Element, proposal: ProposedSize) -> RenderedView {
        var size = element.size(for: proposal)
        size = Size(width: size.width.isFinite ? min(size.width, Limits.length) : screen.width,
                    height: size.height.isFinite ? min(size.height, Limits.length) : screen.height)
        preferences.reset()
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
            return TextElement(content, context: context, measurer: measurer, symbols: symbols)
        case .textField where context.controls.textFieldStyle == .roundedBorder:
            // UIKit's rounded-rect field: a 0.5 pt grey border 5 pt round, the text 7 pt in.
            let border = ShapeView(shape: .roundedRectangle(cornerRadius: 5, style: .circular), fill: .color(ControlColors.systemBackground),
                                   stroke: .init(style: .color(ControlColors.opaqueSeparator), lineWidth: 0.5, isBorder: true))
            let field = node.padding(EdgeInsets(top: 6, leading: 7, bottom: 6, trailing: 7)).background(.shape(border))
            return build(field.modified(.environment(.controls(.textFieldStyle(.automatic)))), context, axis: axis)
        case .textField(let content, let isPrompt):
            var fieldContext = context
            if isPrompt {
                // The prompt is drawn in the placeholder colour, whatever the field's style.
                fieldContext.foreground = .hierarchical(level: 2)
                fieldContext.secondaryForeground = nil
            }
            return TextFieldElement(text: TextElement(content, context: fieldContext, measurer: measurer, symbols: symbols), context: context)
        case .image(let image):
            switch image.source {
            case .systemSymbol(let name) where name.isEmpty:
                // `Image(systemName: "")`: iOS finds no symbol and draws nothing.
                return EmptyElement(context: context)
            case .systemSymbol(let name):
                return SymbolElement(name: name, isResizable: image.isResizable, catalog: symbols, context: context)
            case .asset(let name):
                return ImageElement(asset: name, isResizable: image.isResizable, context: context)
            }
        case .shape(let shape):
            return ShapeElement(shape, sized: sized, context: context)
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
        case .geometryReader(let id):
            // Content is built when the reader is drawn, at the reader's depth:
            // a reader whose content holds the reader again still ends.
            let level = depth
            return GeometryElement(id: id, sized: sized, context: context) { [unowned self] node, context in
                let outer = self.depth
                self.depth = level
                defer { self.depth = outer }
                // Several views in a reader overlap, each at its top-leading
                // corner, as in a ZStack (`ForEach` of pie wedges, labels
                // placed by offset): they are not stacked as a body's views are.
                let views = node.subviews
                let content = views.count > 1 ? ViewNode.stack(StackNode(kind: .depth, alignment: .topLeading, spacing: nil, children: views)) : node
                return self.build(content, context, axis: nil)
            }
        case .scrollView(let scrollAxis, let content):
            return ScrollElement(child: build(content, context, axis: scrollAxis), axis: scrollAxis, context: context)
        case .control(let control):
            let lowered = StandardViews.lower(control, in: context, device: device)
            let element = build(lowered.view, lowered.context, axis: axis)
            guard StandardViews.isScreen(control) else { return element }
            return ScreenElement(child: element, statusBarScheme: StandardViews.statusBarScheme(control, device: device), context: context)
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
        case .custom(let id):
            return CustomLayoutElement(id: id, children: children.map { build($0, context, axis: nil) }, sized: sized, context: context)
        }
    }

    /// Groups and empty views dissolve into the stack around them (`ViewNode.subviews`).
    static func flatten(_ node: ViewNode) -> [ViewNode] {
        node.subviews
    }

    private func buildModified(_ child: ViewNode, _ modifier: ViewModifier, _ context: LayoutContext, axis: Axis?) -> Element {
        switch modifier {
        case .environment(.layoutDirection(let direction)) where direction != context.layoutDirection:
            // Laid out as any view, drawn mirrored: SwiftUI flips the coordinate space of a right-to-left subtree.
            let inner = context.applying(.layoutDirection(direction))
            return MirroredElement(child: build(child, inner, axis: axis), context: inner)
        case .environment(let change):
            return build(child, context.applying(change), axis: axis)
        case .layout(let layout):
            return buildLayout(build(child, context, axis: axis), layout, context)
        case .effect(let effect):
            var mask: Element?
            if case .mask(let view, _) = effect { mask = build(view, context, axis: nil) }
            return EffectElement(child: build(child, context, axis: axis), effect: effect, mask: mask, sized: sized, context: context)
        case .container(.preference(let link)):
            return PreferenceElement(child: build(child, context, axis: axis), link: link, tracker: preferences, context: context)
        case .container:
            // Read by the container above (TabView); nothing to lay out here.
            return build(child, context, axis: axis)
        }
    }

    private func buildLayout(_ element: Element, _ modifier: LayoutModifier, _ context: LayoutContext) -> Element {
        switch modifier {
        case .frame(let spec):
            if spec.isFixed {
                if spec.width != nil, spec.height != nil { AspectRatioElement.markShapedFrame(around: element) }
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
            if ratio != nil { AspectRatioElement.markShapedFrame(around: element) }
            return AspectRatioElement(child: element, ratio: ratio, fill: fill, context: context)
        case .layoutPriority(let priority):
            return PriorityElement(child: element, priority: priority, context: context)
        case .relativeWidth(let fraction):
            return RelativeWidthElement(child: element, fraction: fraction, context: context)
        case .zIndex(let index):
            return ZIndexElement(child: element, zIndex: index, context: context)
        case .ignoresSafeArea(let top, let bottom):
            return IgnoresSafeAreaElement(child: element, top: top, bottom: bottom, screen: screenArea, marksScreen: true, context: context)
        case .extendsIntoSafeArea(let top, let bottom):
            return IgnoresSafeAreaElement(child: element, top: top, bottom: bottom, screen: screenArea, marksScreen: false, context: context)
        case .background(let layer, let alignment):
            return LayerElement(child: element, layer: build(layerStack(layer, alignment), context, axis: nil), alignment: alignment, isBackground: true, context: context)
        case .overlay(let layer, let alignment):
            return LayerElement(child: element, layer: build(layerStack(layer, alignment), context, axis: nil), alignment: alignment, isBackground: false, context: context)
        case .safeAreaInset(let edge, let spacing, let inset):
            return SafeAreaInsetElement(child: element, inset: build(inset, context, axis: nil), edge: edge, spacing: spacing, screen: screenArea, context: context)
        case .rowSeparator(let style, let thickness, let leading):
            return RowSeparatorElement(child: element, style: style, thickness: thickness, leading: leading, context: context)
        }
    }

    /// Several views as one layer stack in a ZStack with the layer's alignment.
    private func layerStack(_ layer: ViewNode, _ alignment: Alignment) -> ViewNode {
        if case .group(let children) = layer, children.count > 1 {
            return .stack(StackNode(kind: .depth, alignment: alignment, spacing: nil, children: children))
        }
        return layer
    }
}
