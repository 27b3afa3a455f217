import DesignModel

/// SwiftUI's built-in controls in their iOS 17 system look, as plain views.
/// The one place that knows those looks: each `ControlNode` is lowered here,
/// with the environment it is drawn in, and then laid out like any view.
enum StandardViews {
    static func lower(_ control: ControlNode, in context: LayoutContext, screen: Size) -> (view: ViewNode, context: LayoutContext) {
        switch control {
        case .tabView(let tabs):
            return (TabBar.view(tabs, screen: screen), context)
        case .button(let button):
            return (Buttons.view(button, style: context.buttonStyle), Buttons.labelContext(context))
        case .gauge(let gauge):
            return (Gauges.view(gauge), context)
        }
    }
}

/// A button in the style its environment sets.
enum Buttons {
    static func view(_ button: ButtonNode, style: SystemButtonStyle?) -> ViewNode {
        switch style {
        case nil, .automatic?, .plain?, .borderless?:
            return button.label
        case .bordered?, .borderedProminent?:
            let prominent = style == .borderedProminent
            return button.label
                .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
                .background(.shape(ShapeView(shape: .capsule, fill: prominent ? .tint : .opacity(.tint, 0.15))))
                .foregroundStyle(prominent ? .color(.white) : .tint)
        }
    }

    /// Only an unstyled button tints its label (a style sets its own colours).
    static func labelContext(_ context: LayoutContext) -> LayoutContext {
        var label = context
        label.isButtonLabel = context.buttonStyle == nil
        return label
    }
}

/// `Gauge` in iOS's default (linear capacity) look: the label, a thin
/// capsule track filled to the value in the tint colour with the minimum
/// and maximum labels at its ends, and the current value label below.
enum Gauges {
    static func view(_ gauge: GaugeNode) -> ViewNode {
        let track = ViewNode.shape(ShapeView(shape: .capsule, fill: .color(LayoutContext.fillColor)))
        let bar = ViewNode.shape(ShapeView(shape: .capsule, fill: .tint))
            .frame(FrameSpec(height: barHeight))
            .containerRelativeWidth(fraction: gauge.fraction)
        let capacity = track.frame(FrameSpec(height: barHeight)).overlay(bar, alignment: .leading)
        let small = FontSpec(family: .system(.default), size: 12, textStyle: "caption")
        var barRow: [ViewNode] = []
        if let minimum = gauge.minimumValueLabel { barRow.append(minimum.font(small).foregroundStyle(.hierarchical(level: 1))) }
        barRow.append(capacity.frame(FrameSpec(maxWidth: .infinity)))
        if let maximum = gauge.maximumValueLabel { barRow.append(maximum.font(small).foregroundStyle(.hierarchical(level: 1))) }
        var rows: [ViewNode] = [gauge.label, .stack(StackNode(kind: .horizontal, alignment: .center, spacing: 8, children: barRow))]
        if let current = gauge.currentValueLabel { rows.append(current.font(small).foregroundStyle(.hierarchical(level: 1))) }
        return .stack(StackNode(kind: .vertical, alignment: Alignment(horizontal: .leading, vertical: .center), spacing: 4, children: rows))
            .frame(FrameSpec(maxWidth: .infinity, alignment: .leading))
    }

    static let barHeight = 4.0
}

/// `TabView` as iOS draws it: the selected tab's screen filling what is
/// left above a 49-point tab bar, whose background runs on under the home
/// indicator; items spread evenly, the selected one in the tint colour.
enum TabBar {
    static let barHeight = 49.0

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
                .font(FontSpec(family: .system(.default), size: 21))
                .foregroundStyle(iconStyle)
            if let badge = item.badge {
                let badgeView = ViewNode.text(TextContent(badge))
                    .font(FontSpec(family: .system(.default), size: 13))
                    .foregroundStyle(.color(.white))
                    .padding(EdgeInsets(top: 1, leading: 5, bottom: 1, trailing: 5))
                    .frame(FrameSpec(minWidth: 18, minHeight: 18))
                    .background(.shape(ShapeView(shape: .capsule, fill: .color(ColorValue(light: RGBA(hex: 0xFF3B30), dark: RGBA(hex: 0xFF453A))))))
                    .modified(.layout(.offset(x: 10, y: -4)))
                icon = icon.overlay(badgeView, alignment: .topTrailing)
            }
            let title = ViewNode.text(TextContent(item.title))
                .font(titleFont)
                .modified(.environment(.tracking(appearance.titleKerning ?? 0)))
                .foregroundStyle(titleStyle)
                .modified(.environment(.lineLimit(1)))
            return ViewNode.stack(StackNode(kind: .vertical, alignment: .center, spacing: 2, children: [icon, title]))
                .frame(FrameSpec(maxWidth: .infinity))
        }
        let background: ShapeStyleValue = appearance.background ?? .material(.bar)
        let hairline = appearance.shadowColor.map { ShapeStyleValue.color($0) } ?? .color(LayoutContext.separatorColor)
        let barBackground = ViewNode.stack(StackNode(kind: .depth, alignment: .top, spacing: nil, children: [
            .style(background),
            ViewNode.shape(ShapeView(shape: .rectangle, fill: hairline)).frame(FrameSpec(height: 1.0 / 3.0)),
        ]))
        var bar = ViewNode.stack(StackNode(kind: .horizontal, alignment: .top, spacing: 0, children: items))
            .padding(EdgeInsets(top: 6, leading: 0, bottom: 0, trailing: 0))
            .frame(FrameSpec(height: barHeight, alignment: .top))
            .frame(FrameSpec(maxWidth: .infinity))
            .background(barBackground.modified(.layout(.ignoresSafeArea(top: false, bottom: true))))
        if let scheme = appearance.colorScheme {
            // `.toolbarColorScheme(_:for: .tabBar)` changes the bar only.
            bar = bar.modified(.environment(.colorScheme(scheme)))
        }
        return ViewNode.stack(StackNode(kind: .vertical, alignment: .center, spacing: 0, children: [
            selected.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity)),
            bar,
        ]))
    }
}

/// SwiftUI's modifiers as methods, so the system looks read like SwiftUI.
extension ViewNode {
    func font(_ font: FontSpec) -> ViewNode { modified(.environment(.font(font))) }
    func foregroundStyle(_ style: ShapeStyleValue) -> ViewNode { modified(.environment(.foregroundStyle(style, secondary: nil))) }
    func padding(_ insets: EdgeInsets) -> ViewNode { modified(.layout(.padding(insets))) }
    func frame(_ spec: FrameSpec) -> ViewNode { modified(.layout(.frame(spec))) }
    func background(_ layer: ViewNode, alignment: Alignment = .center) -> ViewNode { modified(.layout(.background(layer, alignment: alignment))) }
    func overlay(_ layer: ViewNode, alignment: Alignment = .center) -> ViewNode { modified(.layout(.overlay(layer, alignment: alignment))) }

    /// As wide as `fraction` of the width it is offered (a capacity bar's fill).
    func containerRelativeWidth(fraction: Double) -> ViewNode { modified(.layout(.relativeWidth(fraction))) }
}
