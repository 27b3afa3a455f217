import DesignModel

/// `NavigationStack` (and `NavigationView`) at its root screen, as iOS 17
/// draws it: a 44 pt navigation bar under the status bar with the toolbar's
/// leading and trailing items 16 pt in from the screen's edges (17 pt, in the
/// tint colour; SF Symbols at the large image scale; labels as their icon;
/// a confirmation action in semibold) and the inline title (17 pt semibold)
/// or the principal item between them; below it, unless the title is
/// inline, the large title (34 pt bold, 16 pt in) in a 52 pt band. Bottom-bar
/// items stand in a 44 pt toolbar above the home indicator. The bars are
/// insets of the content's safe area (`safeAreaInset`), so a list's canvas
/// runs on under them; they draw no background of their own, as iOS draws
/// them over content scrolled to its top, unless `.toolbarBackground(.visible,
/// for: .navigationBar)` asks for one (the style given, or the bar material,
/// over a hairline). The content fills the rest, centred, on the
/// `systemBackground` canvas.
enum NavigationBars {
    static let barHeight = 44.0
    static let largeTitleHeight = 52.0
    /// Below the large title's line, within its band.
    static let largeTitleBottom = 8.0
    static let edgeMargin = 16.0
    static let itemSpacing = 16.0
    static let toolbarHeight = 44.0

    static let inlineTitleFont = FontSpec.system(17, weight: 600, textStyle: "headline")
    static let largeTitleFont = FontSpec.system(34, weight: 700, textStyle: "largeTitle")
    static let itemFont = FontSpec.system(17, textStyle: "body")

    static func view(_ navigation: NavigationNode, in context: LayoutContext) -> ViewNode {
        let bar = navigation.bar
        var screen = navigation.content.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity))
        if !bar.isHidden {
            screen = screen.modified(.layout(.safeAreaInset(edge: .top, spacing: 0, content: topBar(bar))))
        }
        let bottomItems = bar.toolbar.filter { $0.placement == .bottomBar }
        let statusItems = bar.toolbar.filter { $0.placement == .status }
        if !bottomItems.isEmpty || !statusItems.isEmpty {
            screen = screen.modified(.layout(.safeAreaInset(edge: .bottom, spacing: 0, content: bottomBar(bottomItems, status: statusItems))))
        }
        return screen.background(ViewNode.color(ControlColors.systemBackground).modified(.layout(.ignoresSafeArea(top: true, bottom: true))))
    }

    /// The title's look: large at the root unless the code asks for inline.
    static func showsLargeTitle(_ bar: NavigationBar) -> Bool {
        guard let title = bar.title, !title.isEmpty else { return false }
        switch bar.titleDisplayMode {
        case .automatic, .large: return true
        case .inline: return false
        }
    }

    /// The bar: items and inline title in 44 pt, then the large title.
    static func topBar(_ bar: NavigationBar) -> ViewNode {
        let leading = bar.toolbar.filter { $0.placement == .leading }
        let trailing = bar.toolbar.filter { $0.placement == .trailing || $0.placement == .confirmation }
        let principal = bar.toolbar.filter { $0.placement == .principal }
        let large = showsLargeTitle(bar)
        var middle: ViewNode = .empty
        if !principal.isEmpty {
            middle = .hstack(spacing: itemSpacing, principal.map(item))
        } else if !large, let title = bar.title, !title.isEmpty {
            middle = ViewNode.text(title).font(inlineTitleFont).foregroundStyle(.hierarchical(level: 0)).lineLimit(1)
        }
        // The title is offered the bar first; the items share what is left,
        // each side the same, so the title stays centred.
        let row = ViewNode.hstack(spacing: 0, [
            ViewNode.hstack(spacing: itemSpacing, leading.map(item)).frame(FrameSpec(maxWidth: .infinity, alignment: .leading)),
            middle.modified(.layout(.layoutPriority(1))),
            ViewNode.hstack(spacing: itemSpacing, trailing.map(item)).frame(FrameSpec(maxWidth: .infinity, alignment: .trailing)),
        ])
        .padding(EdgeInsets(top: 0, leading: edgeMargin, bottom: 0, trailing: edgeMargin))
        .frame(FrameSpec(height: barHeight))
        .frame(FrameSpec(maxWidth: .infinity))
        var parts = [row]
        if large, let title = bar.title {
            parts.append(ViewNode.text(title).font(largeTitleFont).foregroundStyle(.hierarchical(level: 0)).lineLimit(1)
                .frame(FrameSpec(maxWidth: .infinity, alignment: .leading))
                .padding(EdgeInsets(top: 0, leading: edgeMargin, bottom: largeTitleBottom, trailing: edgeMargin))
                .frame(FrameSpec(height: largeTitleHeight, alignment: .bottom)))
        }
        var view = ViewNode.vstack(spacing: 0, parts)
        if bar.backgroundVisible == true {
            view = view.background(barBackground(bar.background ?? .material(.bar)), alignment: .bottom)
        }
        if let scheme = bar.colorScheme {
            view = view.modified(.environment(.colorScheme(scheme)))
        }
        return view
    }

    /// The bottom toolbar: its items from the leading edge, status items in the middle.
    static func bottomBar(_ items: [ToolbarItemNode], status: [ToolbarItemNode]) -> ViewNode {
        ViewNode.zstack([
            ViewNode.hstack(spacing: itemSpacing, items.map(item)).frame(FrameSpec(maxWidth: .infinity, alignment: .leading)),
            ViewNode.hstack(spacing: itemSpacing, status.map(item)),
        ])
        .padding(EdgeInsets(top: 0, leading: edgeMargin, bottom: 0, trailing: edgeMargin))
        .frame(FrameSpec(height: toolbarHeight))
        .frame(FrameSpec(maxWidth: .infinity))
    }

    /// A bar's background: the style over a bottom hairline, drawn on up
    /// under the status bar.
    private static func barBackground(_ style: ShapeStyleValue) -> ViewNode {
        ViewNode.zstack(alignment: .bottom, [
            .style(style),
            ViewNode.fill(.rectangle, .color(LayoutContext.separatorColor)).frame(height: 1.0 / 3.0),
        ])
        .modified(.layout(.ignoresSafeArea(top: true, bottom: false)))
    }

    /// A toolbar item as a bar draws it.
    static func item(_ item: ToolbarItemNode) -> ViewNode {
        var view = item.content
            .modified(.environment(.controls(.labelStyle(.iconOnly))))
            .modified(.environment(.symbols(.imageScale(.large))))
            .font(itemFont)
            .lineLimit(1)
        if item.placement == .confirmation { view = view.modified(.environment(.fontWeight(600))) }
        return view
    }
}

/// `NavigationLink`: in a list, its label and a disclosure chevron at the
/// row's trailing edge (`chevron.right`, 14 pt semibold, tertiary label
/// colour, 16 pt in from the edge), the label in the primary colour; elsewhere a button. Disabled,
/// the label is drawn in the tertiary label colour, as a disabled button's.
enum NavigationLinks {
    static let chevronFont = FontSpec.system(14, weight: 600)
    static let chevronOutset = 4.0

    static func view(_ link: NavigationLinkNode, in context: LayoutContext) -> (view: ViewNode, context: LayoutContext) {
        guard context.isListContent else {
            let button = ButtonNode(label: link.label)
            return (Buttons.view(button, style: context.buttonStyle, isEnabled: context.controls.isEnabled), Buttons.labelContext(context))
        }
        // The chevron stands 16 pt in from the row's edge, 4 pt further out
        // than the row's content, as UIKit places a disclosure indicator.
        let chevron = ViewNode.symbol("chevron.right").font(chevronFont).foregroundStyle(.color(ControlColors.tertiaryLabel))
            .padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: -chevronOutset))
        let label = context.controls.isEnabled ? link.label : link.label.foregroundStyle(.hierarchical(level: 2))
        return (.hstack([label, .spacer(minLength: 8), chevron]), context)
    }
}

/// `Label` in the label style of its environment: icon and title, or one
/// of them. In a list the icon takes the tint colour, as iOS draws list
/// rows, unless the code sets a foreground style.
enum Labels {
    static func view(_ label: LabelNode, in context: LayoutContext) -> ViewNode {
        let icon = context.isListContent && context.foreground == nil && !context.isButtonLabel ? label.icon.foregroundStyle(.tint) : label.icon
        switch context.controls.labelStyle {
        case .iconOnly: return icon
        case .titleOnly: return label.title
        case .automatic, .titleAndIcon: return .hstack([icon, label.title])
        }
    }
}
