/// SwiftUI's built-in controls as the code declares them. Layout lowers
/// each to plain views in its system look (`StandardViews`), so their
/// meaning lives in one place; a new control is a case here plus the
/// lowering the compiler then asks for.
public enum ControlNode: Sendable {
    case tabView(TabViewNode)
    case button(ButtonNode)
    case gauge(GaugeNode)
    case toggle(ToggleNode)
    case slider(SliderNode)
    case stepper(StepperNode)
    case progressView(ProgressViewNode)
    case picker(PickerNode)
    case datePicker(DatePickerNode)
    case label(LabelNode)
    case list(ListNode)
    case section(SectionNode)
    case navigationLink(NavigationLinkNode)
    case navigation(NavigationNode)
    case presentation(PresentationNode)
    case labeled(LabeledControlNode)
}

extension ControlNode {
    /// The control with `transform` applied to each view it carries (labels,
    /// options, a tab's content): how a pass over the tree reaches them.
    public func mapViews(_ transform: (ViewNode) throws -> ViewNode) rethrows -> ControlNode {
        switch self {
        case .tabView(var tabs):
            for index in tabs.items.indices { tabs.items[index].content = try transform(tabs.items[index].content) }
            return .tabView(tabs)
        case .button(var button):
            button.label = try transform(button.label)
            return .button(button)
        case .gauge(var gauge):
            gauge.label = try transform(gauge.label)
            gauge.currentValueLabel = try gauge.currentValueLabel.map(transform)
            gauge.minimumValueLabel = try gauge.minimumValueLabel.map(transform)
            gauge.maximumValueLabel = try gauge.maximumValueLabel.map(transform)
            return .gauge(gauge)
        case .toggle(var toggle):
            toggle.label = try transform(toggle.label)
            return .toggle(toggle)
        case .slider(var slider):
            slider.minimumValueLabel = try slider.minimumValueLabel.map(transform)
            slider.maximumValueLabel = try slider.maximumValueLabel.map(transform)
            return .slider(slider)
        case .stepper(var stepper):
            stepper.label = try transform(stepper.label)
            return .stepper(stepper)
        case .progressView(var progress):
            progress.label = try progress.label.map(transform)
            progress.currentValueLabel = try progress.currentValueLabel.map(transform)
            return .progressView(progress)
        case .picker(var picker):
            picker.label = try transform(picker.label)
            for index in picker.options.indices { picker.options[index] = try transform(picker.options[index]) }
            return .picker(picker)
        case .datePicker(var picker):
            picker.label = try transform(picker.label)
            return .datePicker(picker)
        case .label(var label):
            label.title = try transform(label.title)
            label.icon = try transform(label.icon)
            return .label(label)
        case .list(var list):
            list.content = try list.content.map(transform)
            return .list(list)
        case .section(var section):
            section.header = try section.header.map(transform)
            section.content = try section.content.map(transform)
            section.footer = try section.footer.map(transform)
            return .section(section)
        case .navigationLink(var link):
            link.label = try transform(link.label)
            return .navigationLink(link)
        case .navigation(var navigation):
            navigation.content = try transform(navigation.content)
            for index in navigation.bar.toolbar.indices {
                navigation.bar.toolbar[index].content = try transform(navigation.bar.toolbar[index].content)
            }
            return .navigation(navigation)
        case .labeled(var labeled):
            labeled.label = try transform(labeled.label)
            labeled.content = try transform(labeled.content)
            return .labeled(labeled)
        case .presentation(var presentation):
            presentation.presenter = try transform(presentation.presenter)
            presentation.content = try transform(presentation.content)
            return .presentation(presentation)
        }
    }
}

/// A `Toggle`: its label and whether it is on (the binding's value).
public struct ToggleNode: Sendable {
    public var label: ViewNode
    public var isOn: Bool

    public init(label: ViewNode, isOn: Bool) {
        self.label = label
        self.isOn = isOn
    }
}

/// A `Slider`: where its value sits in its range, and the labels at its
/// ends. (Its own label is for accessibility; iOS does not draw it.)
public struct SliderNode: Sendable {
    /// 0...1 of the range.
    public var fraction: Double
    public var minimumValueLabel: ViewNode?
    public var maximumValueLabel: ViewNode?

    public init(fraction: Double, minimumValueLabel: ViewNode? = nil, maximumValueLabel: ViewNode? = nil) {
        self.fraction = fraction
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }
}

/// A `Stepper`: its label, and which of its buttons can still act (a value
/// at the bottom of its range dims the minus).
public struct StepperNode: Sendable {
    public var label: ViewNode
    public var canDecrement: Bool
    public var canIncrement: Bool

    public init(label: ViewNode, canDecrement: Bool = true, canIncrement: Bool = true) {
        self.label = label
        self.canDecrement = canDecrement
        self.canIncrement = canIncrement
    }
}

/// A `ProgressView`: determinate (a fraction) or not (a spinner).
public struct ProgressViewNode: Sendable {
    /// 0...1, or nil when the progress is indeterminate.
    public var fraction: Double?
    public var label: ViewNode?
    public var currentValueLabel: ViewNode?

    public init(fraction: Double?, label: ViewNode? = nil, currentValueLabel: ViewNode? = nil) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }
}

/// A `Picker`: its label, its options (the content's views, tags removed)
/// and which one is selected (the option whose tag equals the selection).
public struct PickerNode: Sendable {
    public var label: ViewNode
    public var options: [ViewNode]
    /// An index into `options`; nil when there are none.
    public var selection: Int?

    public init(label: ViewNode, options: [ViewNode], selection: Int?) {
        self.label = label
        self.options = options
        self.selection = selection
    }
}

/// A `DatePicker`: its label, the date it shows and which parts of it.
public struct DatePickerNode: Sendable {
    public var label: ViewNode
    /// Seconds since 2001-01-01 00:00 UTC (`timeIntervalSinceReferenceDate`).
    public var date: Double
    public var showsDate: Bool
    public var showsTime: Bool

    public init(label: ViewNode, date: Double, showsDate: Bool = true, showsTime: Bool = true) {
        self.label = label
        self.date = date
        self.showsDate = showsDate
        self.showsTime = showsTime
    }
}

// MARK: - Control styles and settings

/// How the controls below are drawn: SwiftUI's own control styles
/// (`.toggleStyle(.switch)`, `.pickerStyle(.segmented)`...), hidden labels,
/// disabled controls. A guide's own style is code, evaluated by the
/// interpreter instead.
public enum ControlSetting: Sendable, Hashable {
    case toggleStyle(ToggleStyleKind)
    case pickerStyle(PickerStyleKind)
    case progressViewStyle(ProgressViewStyleKind)
    case gaugeStyle(GaugeStyleKind)
    case datePickerStyle(DatePickerStyleKind)
    /// `.labelsHidden()`: controls draw without their labels.
    case labelsHidden
    /// `.disabled(_:)`.
    case disabled(Bool)
    case listStyle(ListStyleKind)
    /// `.scrollContentBackground(.hidden)`: a list draws no canvas of its own.
    case scrollContentBackgroundHidden(Bool)
    case labelStyle(LabelStyleKind)
    case tabViewStyle(TabViewStyleKind)
    /// `.indexViewStyle(.page(backgroundDisplayMode: .always))`: the page dots on a capsule.
    case pageIndexBackground(Bool)
    case textFieldStyle(TextFieldStyleKind)
}

public enum TextFieldStyleKind: String, Sendable, CaseIterable {
    case automatic, plain, roundedBorder
}

public enum ToggleStyleKind: String, Sendable, CaseIterable {
    case automatic, `switch`, button, checkbox
}

public enum PickerStyleKind: String, Sendable, CaseIterable {
    case automatic, menu, segmented, wheel, inline, navigationLink, palette, radioGroup
}

public enum ProgressViewStyleKind: String, Sendable, CaseIterable {
    case automatic, linear, circular
}

public enum GaugeStyleKind: String, Sendable, CaseIterable {
    case automatic, linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
}

public enum DatePickerStyleKind: String, Sendable, CaseIterable {
    case automatic, compact, graphical, wheel
}

/// The control settings in effect at a point of the tree.
public struct ControlEnvironment: Sendable, Hashable {
    public var toggleStyle = ToggleStyleKind.automatic
    public var pickerStyle = PickerStyleKind.automatic
    public var progressViewStyle = ProgressViewStyleKind.automatic
    public var gaugeStyle = GaugeStyleKind.automatic
    public var datePickerStyle = DatePickerStyleKind.automatic
    public var labelsHidden = false
    public var isEnabled = true
    public var listStyle = ListStyleKind.automatic
    public var scrollContentBackgroundHidden = false
    public var labelStyle = LabelStyleKind.automatic
    public var tabViewStyle = TabViewStyleKind.automatic
    public var pageIndexBackground = false
    public var textFieldStyle = TextFieldStyleKind.automatic

    public init() {}

    public mutating func apply(_ setting: ControlSetting) {
        switch setting {
        case .toggleStyle(let style): toggleStyle = style
        case .pickerStyle(let style): pickerStyle = style
        case .progressViewStyle(let style): progressViewStyle = style
        case .gaugeStyle(let style): gaugeStyle = style
        case .datePickerStyle(let style): datePickerStyle = style
        case .labelsHidden: labelsHidden = true
        // `.disabled(false)` inside a disabled subtree does not enable it again.
        case .disabled(let disabled): if disabled { isEnabled = false }
        case .listStyle(let style): listStyle = style
        case .scrollContentBackgroundHidden(let hidden): scrollContentBackgroundHidden = hidden
        case .labelStyle(let style): labelStyle = style
        case .tabViewStyle(let style): tabViewStyle = style
        case .pageIndexBackground(let always): pageIndexBackground = always
        case .textFieldStyle(let style): textFieldStyle = style
        }
    }
}

/// A `Button`: its label, drawn in the button style of its environment.
public struct ButtonNode: Sendable {
    public var label: ViewNode
    /// `Button("Delete", role: .destructive)`: iOS draws it in red.
    public var role: ButtonRole?

    public init(label: ViewNode, role: ButtonRole? = nil) {
        self.label = label
        self.role = role
    }
}

public enum ButtonRole: String, Sendable, CaseIterable {
    case cancel, destructive
}

/// The controls made of a label and content that a guide may restyle with
/// its own `GroupBoxStyle`, `DisclosureGroupStyle`, `LabeledContentStyle`,
/// `MenuStyle` or `ControlGroupStyle`; layout draws the system look.
public struct LabeledControlNode: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case groupBox, disclosureGroup, labeledContent, menu, controlGroup
    }

    public var kind: Kind
    /// `.empty` when the control has none (`GroupBox { ... }`).
    public var label: ViewNode
    /// A menu's items and a collapsed group's content are kept for a
    /// guide's style to show; the system look does not draw them.
    public var content: ViewNode
    /// A disclosure group's state.
    public var isExpanded: Bool

    public init(kind: Kind, label: ViewNode, content: ViewNode, isExpanded: Bool = false) {
        self.kind = kind
        self.label = label
        self.content = content
        self.isExpanded = isExpanded
    }
}

/// A `Gauge`: a value within a range, with its labels. Drawn in iOS's
/// default (linear capacity) look.
public struct GaugeNode: Sendable {
    /// Where the value sits in its range, 0...1.
    public var fraction: Double
    public var label: ViewNode
    public var currentValueLabel: ViewNode?
    public var minimumValueLabel: ViewNode?
    public var maximumValueLabel: ViewNode?

    public init(fraction: Double, label: ViewNode, currentValueLabel: ViewNode? = nil, minimumValueLabel: ViewNode? = nil, maximumValueLabel: ViewNode? = nil) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }
}

public struct TabViewNode: Sendable {
    public struct Item: Sendable {
        public var title: String
        public var systemImage: String?
        public var badge: String?
        public var content: ViewNode

        public init(title: String, systemImage: String?, badge: String?, content: ViewNode) {
            self.title = title
            self.systemImage = systemImage
            self.badge = badge
            self.content = content
        }
    }

    public var items: [Item]
    /// The selected tab (the first unless the code picks one).
    public var selection: Int
    /// What `UITabBarAppearance` / `.toolbarBackground` set.
    public var appearance: TabBarAppearance

    public init(items: [Item], selection: Int = 0, appearance: TabBarAppearance = TabBarAppearance()) {
        self.items = items
        self.selection = selection
        self.appearance = appearance
    }
}

public struct TabBarAppearance: Sendable {
    public var background: ShapeStyleValue?
    public var shadowColor: ColorValue?
    public var normalIconColor: ColorValue?
    public var normalTitleColor: ColorValue?
    public var selectedIconColor: ColorValue?
    public var selectedTitleColor: ColorValue?
    public var titleFont: FontSpec?
    public var titleKerning: Double?
    public var colorScheme: ColorScheme?

    public init() {}
}

