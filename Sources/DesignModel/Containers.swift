/// SwiftUI's system containers as the code declares them: lists and forms
/// with their sections, navigation stacks with their bars, presented
/// sheets, labels and navigation links. Like the controls, layout lowers
/// each to plain views in iOS 17's look (`Lists`, `NavigationBars`,
/// `Sheets`); what the code sets on the views inside (a title, toolbar
/// items, a row's background, a sheet's detents) travels up to them as a
/// `ContainerModifier`, as SwiftUI's preferences do.

/// A `List` or a `Form`: its rows and sections in order. Rows outside a
/// section are gathered into sections of their own when drawn.
public struct ListNode: Sendable {
    public var content: [ViewNode]
    /// A `Form`: drawn in the grouped form look whatever the list style.
    public var isForm: Bool

    public init(content: [ViewNode], isForm: Bool = false) {
        self.content = content
        self.isForm = isForm
    }
}

/// A `Section`: its header, rows and footer. In a list its rows share a
/// card; elsewhere it is its header, content and footer stacked.
public struct SectionNode: Sendable {
    public var header: ViewNode?
    public var content: [ViewNode]
    public var footer: ViewNode?

    public init(header: ViewNode? = nil, content: [ViewNode], footer: ViewNode? = nil) {
        self.header = header
        self.content = content
        self.footer = footer
    }
}

/// A `NavigationLink`: its label. In a list the row gets a disclosure
/// chevron; elsewhere it is drawn as a button.
public struct NavigationLinkNode: Sendable {
    public var label: ViewNode

    public init(label: ViewNode) {
        self.label = label
    }
}

/// A `Label`: its title and icon, drawn as the label style of its
/// environment asks (both, the icon alone in a toolbar...).
public struct LabelNode: Sendable {
    public var title: ViewNode
    public var icon: ViewNode

    public init(title: ViewNode, icon: ViewNode) {
        self.title = title
        self.icon = icon
    }
}

/// A `NavigationStack` (or `NavigationView`) at its root screen: the
/// content, and the bar its content asked for.
public struct NavigationNode: Sendable {
    public var content: ViewNode
    public var bar: NavigationBar

    public init(content: ViewNode, bar: NavigationBar = NavigationBar()) {
        self.content = content
        self.bar = bar
    }
}

/// What a navigation stack's content sets on its bars.
public struct NavigationBar: Sendable {
    public var title: String?
    public var titleDisplayMode = TitleDisplayMode.automatic
    public var toolbar: [ToolbarItemNode] = []
    /// `.toolbarBackground(style, for: .navigationBar)`.
    public var background: ShapeStyleValue?
    /// `.toolbarBackground(.visible/.hidden, for: .navigationBar)`; nil: automatic
    /// (no background while the content is scrolled to its top, as drawn).
    public var backgroundVisible: Bool?
    /// `.toolbar(.hidden, for: .navigationBar)`, `.navigationBarHidden(true)`.
    public var isHidden = false
    /// `.toolbarColorScheme(_:for: .navigationBar)`.
    public var colorScheme: ColorScheme?

    public init() {}

    public mutating func apply(_ setting: NavigationSetting) {
        switch setting {
        case .title(let text): if title == nil { title = text }
        case .titleDisplayMode(let mode): if titleDisplayMode == .automatic { titleDisplayMode = mode }
        case .toolbar(let items): toolbar += items
        case .background(let style): if background == nil { background = style }
        case .backgroundVisible(let visible): if backgroundVisible == nil { backgroundVisible = visible }
        case .hidden(let hidden): isHidden = isHidden || hidden
        case .colorScheme(let scheme): if colorScheme == nil { colorScheme = scheme }
        }
    }
}

public enum TitleDisplayMode: String, Sendable, CaseIterable {
    case automatic, large, inline
}

/// What the views inside a navigation stack set on its bar (the first one
/// found, from the outside in, wins; toolbar items add up).
public enum NavigationSetting: Sendable {
    case title(String)
    case titleDisplayMode(TitleDisplayMode)
    case toolbar([ToolbarItemNode])
    case background(ShapeStyleValue)
    case backgroundVisible(Bool)
    case hidden(Bool)
    case colorScheme(ColorScheme)
}

/// One item of `.toolbar { ... }`: where it goes and what it shows.
public struct ToolbarItemNode: Sendable {
    public var placement: ToolbarPlacement
    public var content: ViewNode
    /// What building the toolbar's content noted (a view the guide does not
    /// declare): reported only by a navigation stack that draws the bar, as
    /// a toolbar outside one is never seen.
    public var issues: [ComponentIssue]

    public init(placement: ToolbarPlacement, content: ViewNode, issues: [ComponentIssue] = []) {
        self.placement = placement
        self.content = content
        self.issues = issues
    }
}

/// Where a toolbar item is drawn on iOS.
public enum ToolbarPlacement: String, Sendable, CaseIterable {
    /// The bar's leading end (`.topBarLeading`, `.cancellationAction`, `.navigation`).
    case leading
    /// The trailing end (`.automatic`, `.primaryAction`, `.topBarTrailing`).
    case trailing
    /// The trailing end, in semibold (`.confirmationAction`).
    case confirmation
    /// The middle of the bar, instead of the inline title.
    case principal
    /// The bottom toolbar.
    case bottomBar
    /// The middle of the bottom toolbar.
    case status
    /// Not shown until something happens (`.keyboard`, an overflow menu's items).
    case hidden
}

/// A view presented over the screen by `.sheet` or `.fullScreenCover`
/// (whose binding is true in the preview), and the screen it covers.
public struct PresentationNode: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case sheet, fullScreenCover
    }

    public var kind: Kind
    /// The view the modifier was on; layout draws the whole screen it
    /// belongs to behind the sheet.
    public var presenter: ViewNode
    public var content: ViewNode
    public var style: PresentationStyle

    public init(kind: Kind, presenter: ViewNode, content: ViewNode, style: PresentationStyle = PresentationStyle()) {
        self.kind = kind
        self.presenter = presenter
        self.content = content
        self.style = style
    }
}

/// What a sheet's content sets on its sheet.
public struct PresentationStyle: Sendable {
    /// `.presentationDetents(...)`; empty: `.large`.
    public var detents: [SheetDetent] = []
    /// `.presentationDragIndicator(...)`; nil: automatic (shown when there
    /// is more than one detent).
    public var dragIndicatorVisible: Bool?
    public var cornerRadius: Double?
    public var background: ShapeStyleValue?
    /// The detent a `selection:` binding holds: the sheet stands there.
    public var selectedDetent: SheetDetent?
    /// `.presentationBackgroundInteraction(...)`; nil: disabled, the screen behind dimmed.
    public var backgroundInteraction: SheetBackgroundInteraction?

    public init() {}

    public mutating func apply(_ setting: PresentationSetting) {
        switch setting {
        case .detents(let given, let selected):
            if detents.isEmpty {
                detents = given
                selectedDetent = selected
            }
        case .backgroundInteraction(let interaction): if backgroundInteraction == nil { backgroundInteraction = interaction }
        case .dragIndicator(let visible): if dragIndicatorVisible == nil { dragIndicatorVisible = visible }
        case .cornerRadius(let radius): if cornerRadius == nil { cornerRadius = radius }
        case .background(let style): if background == nil { background = style }
        }
    }
}

public enum PresentationSetting: Sendable {
    /// The detents, and the one a `selection:` binding holds.
    case detents([SheetDetent], selected: SheetDetent?)
    case backgroundInteraction(SheetBackgroundInteraction)
    case dragIndicator(Bool)
    case cornerRadius(Double)
    case background(ShapeStyleValue)
}

/// `PresentationBackgroundInteraction`: whether the screen behind a sheet
/// stays live (not dimmed), up through a detent (nil: at every detent).
public enum SheetBackgroundInteraction: Sendable, Hashable {
    case disabled
    case enabled(upThrough: SheetDetent?)
}

/// `PresentationDetent`: how tall a sheet stands.
public enum SheetDetent: Sendable, Hashable {
    case medium, large
    /// A fraction of the screen's height.
    case fraction(Double)
    /// A height in points.
    case height(Double)
}

/// What a list row, or a section for each of its rows, sets for its list.
public enum ListRowSetting: Sendable {
    /// `.listRowBackground(view)`: instead of the row's card colour.
    case background(ViewNode)
    /// `.listRowInsets(...)`; nil: the list's defaults.
    case insets(EdgeInsets?)
    /// `.listRowSeparator(.hidden)` (`.visible`: false).
    case separatorHidden(Bool)
    case separatorTint(ShapeStyleValue)
    /// `.listSectionSeparator(.hidden)`: a plain or grouped section's outer lines.
    case sectionSeparatorHidden(Bool)
}

/// `ListStyle`: how a list draws its sections and rows.
public enum ListStyleKind: String, Sendable, CaseIterable {
    case automatic, insetGrouped, grouped, inset, plain, sidebar
}

/// `LabelStyle`: what of a label is drawn.
public enum LabelStyleKind: String, Sendable, CaseIterable {
    case automatic, titleAndIcon, titleOnly, iconOnly
}

/// `TabViewStyle`: a tab bar, or pages swiped sideways with dots.
public enum TabViewStyleKind: Sendable, Hashable {
    case automatic
    /// `.page(indexDisplayMode:)`: whether the dots are drawn.
    case page(showsIndex: Bool)
}

extension ContainerModifier {
    /// The modifier with `transform` applied to the views it carries.
    public func mapViews(_ transform: (ViewNode) throws -> ViewNode) rethrows -> ContainerModifier {
        switch self {
        case .tabItem, .badge, .tag, .toolbarItem, .presentation(.detents), .presentation(.backgroundInteraction), .presentation(.dragIndicator),
             .presentation(.cornerRadius), .presentation(.background), .navigation(.title), .navigation(.titleDisplayMode), .navigation(.background),
             .navigation(.backgroundVisible), .navigation(.hidden), .navigation(.colorScheme), .listRow(.insets), .listRow(.separatorHidden),
             .listRow(.separatorTint), .listRow(.sectionSeparatorHidden), .preference:
            return self
        case .navigation(.toolbar(let items)):
            return .navigation(.toolbar(try items.map { ToolbarItemNode(placement: $0.placement, content: try transform($0.content), issues: $0.issues) }))
        case .listRow(.background(let view)):
            return .listRow(.background(try transform(view)))
        }
    }
}
