import DesignModel

/// A view presented by `.sheet` or `.fullScreenCover`, as iOS 17 shows it.
///
/// A sheet at the large detent (the default): the presenting screen pushed
/// back, scaled to 92 % from its top edge, which sits where the safe area
/// starts, with 10 pt corners, under a 40 % black dim, on black; the sheet
/// from 10 pt below the status bar to the bottom of the display, with 10 pt
/// top corners (`presentationCornerRadius`), on the raised system
/// background (`presentationBackground`), its content centred in it above
/// the home indicator. At a smaller detent (`presentationDetents`: the one
/// its `selection:` holds, else the smallest one asked for; `.medium` is
/// half the large detent's height, heights leave out the home indicator's
/// inset, as UIKit's detents do) the presenting screen stays in place,
/// dimmed unless `presentationBackgroundInteraction` keeps it live. The drag indicator, when shown
/// (`.visible`, or automatically with more than one detent), is a 36 × 5 pt
/// capsule 5 pt below the sheet's top edge. A full-screen cover is its
/// content on the system background, filling the screen.
enum Sheets {
    static let topGap = 10.0
    static let cornerRadius = 10.0
    static let presenterScale = 0.92
    static let presenterCornerRadius = 10.0
    static let dimOpacity = 0.4
    static let grabberSize = Size(width: 36, height: 5)
    static let grabberTop = 5.0

    static func view(_ presentation: PresentationNode, in context: LayoutContext, device: Device) -> ViewNode {
        switch presentation.kind {
        case .fullScreenCover:
            return presentation.content
                .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity))
                .background(ViewNode.color(ControlColors.systemBackground).modified(.layout(.ignoresSafeArea(top: true, bottom: true))))
        case .sheet:
            return sheet(presentation, device: device)
        }
    }

    /// How tall the sheet stands (from its top to the display's bottom) and
    /// whether the screen behind is pushed back.
    static func height(_ style: PresentationStyle, device: Device) -> (height: Double, isLarge: Bool) {
        let largest = device.size.height - device.safeTop - topGap
        // A detent's value leaves out the bottom safe area, as UIKit's do.
        let maximum = largest - device.safeBottom
        func value(_ detent: SheetDetent) -> Double {
            switch detent {
            case .large: return maximum
            case .medium: return maximum / 2
            case .fraction(let fraction): return maximum * min(max(fraction, 0), 1)
            case .height(let height): return min(max(height, 0), maximum)
            }
        }
        let standing = style.selectedDetent.map(value) ?? style.detents.map(value).min() ?? maximum
        return (standing + device.safeBottom, standing >= maximum - 0.5)
    }

    /// Whether the screen behind stays live at the sheet's height: not
    /// dimmed when `presentationBackgroundInteraction` enables it up
    /// through a detent at least as tall.
    static func keepsBackgroundLive(_ style: PresentationStyle, height: Double, device: Device) -> Bool {
        guard case .enabled(let limit)? = style.backgroundInteraction else { return false }
        guard let limit else { return true }
        var upThrough = PresentationStyle()
        upThrough.detents = [limit]
        return Self.height(upThrough, device: device).height >= height - 0.5
    }

    static func sheet(_ presentation: PresentationNode, device: Device) -> ViewNode {
        let style = presentation.style
        let (height, isLarge) = height(style, device: device)
        let dim = ViewNode.color(ColorValue(RGBA(hex: 0x000000, alpha: dimOpacity)))
        var layers: [ViewNode] = []
        let filling = FrameSpec(maxWidth: .infinity, maxHeight: .infinity)
        if isLarge {
            let card = ShapeKind.roundedRectangle(cornerRadius: presenterCornerRadius, style: .continuous)
            layers.append(ViewNode.color(ColorValue(RGBA(hex: 0x000000))).frame(filling).modified(.layout(.ignoresSafeArea(top: true, bottom: true))))
            // The whole screen as laid out on the device, then pushed back.
            layers.append(presentation.presenter
                .frame(filling)
                .padding(EdgeInsets(top: device.safeTop, leading: 0, bottom: device.safeBottom, trailing: 0))
                .background(.color(ControlColors.systemBackground))
                .overlay(dim)
                .modified(.effect(.clipShape(card)))
                .modified(.effect(.scale(x: presenterScale, y: presenterScale, anchor: UnitPoint(x: 0.5, y: 0))))
                .offset(y: device.safeTop)
                .modified(.layout(.ignoresSafeArea(top: true, bottom: true))))
        } else {
            layers.append(presentation.presenter.frame(filling))
            if !keepsBackgroundLive(style, height: height, device: device) {
                layers.append(dim.frame(filling).modified(.layout(.ignoresSafeArea(top: true, bottom: true))))
            }
        }
        let radius = style.cornerRadius ?? cornerRadius
        var sheet = presentation.content
            .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity))
            .padding(EdgeInsets(top: 0, leading: 0, bottom: device.safeBottom, trailing: 0))
            .background(.style(style.background ?? .color(ControlColors.elevatedBackground)))
        let showsGrabber = style.dragIndicatorVisible ?? (style.detents.count > 1)
        if showsGrabber {
            let grabber = ViewNode.fill(.capsule, .color(ControlColors.tertiaryLabel))
                .frame(width: grabberSize.width, height: grabberSize.height)
                .padding(EdgeInsets(top: grabberTop, leading: 0, bottom: 0, trailing: 0))
            sheet = sheet.overlay(grabber, alignment: .top)
        }
        // Over the screen without changing its size, from `height` above the
        // display's bottom edge: the content above the home indicator's inset,
        // the sheet's background and corners on down to the edge.
        sheet = sheet
            .modified(.effect(.clipShape(.unevenRoundedRectangle(topLeading: radius, bottomLeading: 0, bottomTrailing: 0, topTrailing: radius,
                                                                  style: .continuous))))
            .frame(FrameSpec(height: height))
            .offset(y: device.safeBottom)
        return ViewNode.zstack(alignment: .top, layers).overlay(sheet, alignment: .bottom)
    }

    /// The status bar over a sheet at the large detent is light, on black.
    static func statusBarScheme(_ presentation: PresentationNode, device: Device) -> ColorScheme? {
        switch presentation.kind {
        case .fullScreenCover: return nil
        case .sheet: return height(presentation.style, device: device).isLarge ? .dark : nil
        }
    }

    // MARK: - Presenting over the whole screen

    /// A sheet presented from a view anywhere in `node` covers the whole
    /// screen: the first one found becomes the root, presenting `node`
    /// (with the sheet taken out). Others stay where they are.
    static func hoisted(_ node: ViewNode) -> ViewNode {
        var found: PresentationNode?
        let rest = extracting(node, found: &found, depth: 0)
        guard var presentation = found else { return node }
        presentation.presenter = rest
        return .control(.presentation(presentation))
    }

    private static func extracting(_ node: ViewNode, found: inout PresentationNode?, depth: Int) -> ViewNode {
        guard found == nil, depth < 256 else { return node }
        switch node {
        case .control(.presentation(let presentation)):
            found = presentation
            return presentation.presenter
        case .modified(let child, let modifier):
            return .modified(extracting(child, found: &found, depth: depth + 1), modifier)
        case .stack(var stack):
            for index in stack.children.indices where found == nil {
                stack.children[index] = extracting(stack.children[index], found: &found, depth: depth + 1)
            }
            return .stack(stack)
        case .group(var children):
            for index in children.indices where found == nil {
                children[index] = extracting(children[index], found: &found, depth: depth + 1)
            }
            return .group(children)
        case .scrollView(let axis, let content):
            return .scrollView(axis: axis, content: extracting(content, found: &found, depth: depth + 1))
        case .control(let control):
            return .control(control.mapViews { extracting($0, found: &found, depth: depth + 1) })
        case .text, .textField, .image, .shape, .color, .style, .spacer, .divider, .empty, .geometryReader, .placeholder:
            return node
        }
    }
}
