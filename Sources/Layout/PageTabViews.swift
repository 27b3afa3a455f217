import DesignModel

/// `TabView` with `.tabViewStyle(.page)`: the selected page filling the
/// view, and the page indicator centred near its bottom edge, one 8 pt dot
/// per page 8 pt apart in a 26 pt band: the current page's white, the
/// others white at 35 % (UIPageControl's look on a page view, made for
/// pictures; on white they vanish, as on a device). With
/// `.indexViewStyle(.page(backgroundDisplayMode: .always))` the dots sit on
/// a translucent dark capsule. `indexDisplayMode: .never`, or a single page,
/// draws no dots.
enum PageTabViews {
    static let dotDiameter = 8.0
    static let dotSpacing = 8.0
    static let indicatorHeight = 26.0
    static let capsulePadding = 10.0
    static let otherDotOpacity = 0.35

    static func view(_ tabs: TabViewNode, showsIndex: Bool, background: Bool) -> ViewNode {
        let selection = tabs.items.indices.contains(tabs.selection) ? tabs.selection : 0
        let page = tabs.items.indices.contains(selection) ? tabs.items[selection].content : .empty
        var view = page.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity))
        guard showsIndex, tabs.items.count > 1 else { return view }
        let white = RGBA(hex: 0xFFFFFF)
        let dots = tabs.items.indices.map { index in
            ViewNode.fill(.circle, .color(ColorValue(index == selection ? white : white.multiplyingAlpha(otherDotOpacity))))
                .frame(width: dotDiameter, height: dotDiameter)
        }
        var indicator = ViewNode.hstack(spacing: dotSpacing, dots)
            .padding(EdgeInsets(top: 0, leading: capsulePadding, bottom: 0, trailing: capsulePadding))
            .frame(height: indicatorHeight)
        if background {
            indicator = indicator.background(.fill(.capsule, .color(ColorValue(RGBA(hex: 0x000000, alpha: 0.25)))))
        }
        view = view.overlay(indicator, alignment: .bottom)
        return view
    }
}
