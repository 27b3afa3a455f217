/// SwiftUI's built-in controls as the code declares them. Layout lowers
/// each to plain views in its system look (`StandardViews`), so their
/// meaning lives in one place; a new control is a case here plus the
/// lowering the compiler then asks for.
public enum ControlNode: Sendable {
    case tabView(TabViewNode)
    case button(ButtonNode)
    case gauge(GaugeNode)
}

/// A `Button`: its label, drawn in the button style of its environment.
public struct ButtonNode: Sendable {
    public var label: ViewNode

    public init(label: ViewNode) {
        self.label = label
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

