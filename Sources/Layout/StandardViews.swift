import DesignModel

/// SwiftUI's built-in controls in their iOS 17 system look, as plain views.
/// The one place that knows those looks: each `ControlNode` is lowered here,
/// with the environment it is drawn in, and then laid out like any view.
enum StandardViews {
    static func lower(_ control: ControlNode, in context: LayoutContext, device: Device) -> (view: ViewNode, context: LayoutContext) {
        switch control {
        case .tabView(let tabs):
            switch context.controls.tabViewStyle {
            case .automatic: return (TabBar.view(tabs, screen: device.size), context)
            case .page(let showsIndex): return (PageTabViews.view(tabs, showsIndex: showsIndex, background: context.controls.pageIndexBackground), context)
            }
        case .button(let button):
            var view = Buttons.view(button, style: context.buttonStyle, isEnabled: context.controls.isEnabled)
            // A destructive button is tinted red in every system style.
            if button.role == .destructive { view = view.modified(.environment(.tint(.color(ControlColors.systemRed)))) }
            return (view, Buttons.labelContext(context))
        case .gauge(let gauge):
            return (dimmedIfDisabled(Gauges.view(gauge, in: context), context), context)
        case .toggle(let toggle):
            return (dimmedIfDisabled(Toggles.view(toggle, in: context), context), context)
        case .slider(let slider):
            return (dimmedIfDisabled(Sliders.view(slider, in: context), context), context)
        case .stepper(let stepper):
            return (dimmedIfDisabled(Steppers.view(stepper, in: context), context), context)
        case .progressView(let progress):
            return (dimmedIfDisabled(ProgressViews.view(progress, in: context), context), context)
        case .picker(let picker):
            return (dimmedIfDisabled(Pickers.view(picker, in: context), context), context)
        case .datePicker(let picker):
            return (dimmedIfDisabled(DatePickers.view(picker, in: context), context), context)
        case .label(let label):
            return (Labels.view(label, in: context), context)
        case .list(let list):
            return Lists.view(list, in: context)
        case .section(let section):
            return (Lists.standaloneSection(section), context)
        case .navigationLink(let link):
            return NavigationLinks.view(link, in: context)
        case .navigation(let navigation):
            return (NavigationBars.view(navigation, in: context), context)
        case .presentation(let presentation):
            return (Sheets.view(presentation, in: context, device: device), context)
        case .labeled(let labeled):
            return (LabeledControls.view(labeled, in: context), context)
        }
    }

    /// Whether the control is a whole screen, laid out on the device
    /// whatever the height of its content.
    static func isScreen(_ control: ControlNode) -> Bool {
        switch control {
        case .list, .navigation, .presentation: return true
        case .tabView, .button, .gauge, .toggle, .slider, .stepper, .progressView, .picker, .datePicker, .label, .section, .navigationLink, .labeled:
            return false
        }
    }

    /// The status bar's colour scheme over the control, when it sets one.
    static func statusBarScheme(_ control: ControlNode, device: Device) -> ColorScheme? {
        switch control {
        case .presentation(let presentation): return Sheets.statusBarScheme(presentation, device: device)
        case .navigation(let navigation): return navigation.bar.backgroundVisible == true ? navigation.bar.colorScheme : nil
        case .tabView, .button, .gauge, .toggle, .slider, .stepper, .progressView, .picker, .datePicker, .label, .list, .section, .navigationLink, .labeled:
            return nil
        }
    }

    /// A disabled control is drawn at half opacity (UIKit dims disabled
    /// controls; its exact treatment differs a little per control).
    static func dimmedIfDisabled(_ view: ViewNode, _ context: LayoutContext) -> ViewNode {
        context.controls.isEnabled ? view : view.opacity(0.5)
    }
}

/// A button in the style its environment sets. A disabled one draws its
/// label in the tertiary label colour (and a bordered one on a grey fill),
/// as iOS does.
enum Buttons {
    static func view(_ button: ButtonNode, style: SystemButtonStyle?, isEnabled: Bool = true) -> ViewNode {
        let disabledLabel = ShapeStyleValue.hierarchical(level: 2)
        switch style {
        case nil, .automatic?, .plain?, .borderless?:
            return isEnabled ? button.label : button.label.foregroundStyle(disabledLabel)
        case .bordered?, .borderedProminent?:
            let prominent = style == .borderedProminent
            let fill: ShapeStyleValue = !isEnabled ? .color(ControlColors.tertiaryFill) : prominent ? .tint : .opacity(.tint, 0.15)
            return button.label
                .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
                .background(.shape(ShapeView(shape: .capsule, fill: fill)))
                .foregroundStyle(!isEnabled ? disabledLabel : prominent ? .color(.white) : .tint)
        }
    }

    /// Only an unstyled button tints its label (a style sets its own colours).
    static func labelContext(_ context: LayoutContext) -> LayoutContext {
        var label = context
        label.isButtonLabel = context.buttonStyle == nil && context.controls.isEnabled
        return label
    }
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
            // iOS draws tab items in their `.fill` variant, in a slot of
            // fixed height so the titles line up whatever the icons' shapes.
            // A tab without an image keeps the slot empty, so its title lines up.
            // `systemImage: ""` (a spacer tab): iOS finds no symbol and draws none.
            var icon = (item.systemImage.flatMap { $0.isEmpty ? nil : ViewNode.image(ImageContent(source: .systemSymbol($0))) } ?? .empty)
                .modified(.environment(.symbols(.variant(SymbolVariants(fill: true)))))
                .font(FontSpec(family: .system(.default), size: 21))
                .foregroundStyle(iconStyle)
                .frame(FrameSpec(height: 27))
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
