/// A SwiftUI modifier that changes how a view is laid out or drawn, by
/// kind. Each kind is its own enum and every switch over one is exhaustive,
/// so a new modifier does not build until layout and drawing say what it
/// does. (Modifiers with nothing to draw — gestures, haptics, accessibility —
/// never enter the model; the interpreter's vocabulary notes them.)
public enum ViewModifier: Sendable {
    /// Changes the size or place the view gets, or adds a layer sized to it.
    case layout(LayoutModifier)
    /// Changes what the subtree sees: fonts, text settings, styles, scheme.
    case environment(EnvironmentModifier)
    /// Draws the view differently without changing its layout.
    case effect(EffectModifier)
    /// Read by the container above (a TabView's item label and badge).
    case container(ContainerModifier)
}

public enum LayoutModifier: Sendable {
    case frame(FrameSpec)
    case padding(EdgeInsets)
    case offset(x: Double, y: Double)
    case position(x: Double?, y: Double?)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case aspectRatio(Double?, fill: Bool)
    case layoutPriority(Double)
    /// Draw order among siblings (higher on top); layout is unchanged.
    case zIndex(Double)
    /// As wide as this fraction of the width offered (`containerRelativeFrame`).
    case relativeWidth(Double)
    /// `ignoresSafeArea`: on a screen, drawn out to the display's edges
    /// (under the status bar, past the home indicator) where it touches them.
    case ignoresSafeArea(top: Bool, bottom: Bool)
    /// A `ShapeStyle` background's default (`ignoresSafeAreaEdges: .all`):
    /// drawn out past the safe area like `ignoresSafeArea`, but not a sign
    /// that the view is made for a screen (a card's colour is one too).
    case extendsIntoSafeArea(top: Bool, bottom: Bool)
    case background(ViewNode, alignment: Alignment)
    case overlay(ViewNode, alignment: Alignment)
    /// `safeAreaInset(edge:spacing:)`: `content` placed at the edge, and
    /// the view laid out in what is left; what the view draws past its
    /// safe area (`ignoresSafeArea`) runs on under the inset. Navigation
    /// and bottom bars are drawn so.
    case safeAreaInset(edge: VerticalEdge, spacing: Double, content: ViewNode)
    /// A list row's separator: a hairline along the view's bottom edge from
    /// the leading edge of its first text (SwiftUI's `listRowSeparatorLeading`;
    /// `leading` points in when it has none) to its trailing edge.
    case rowSeparator(ShapeStyleValue, thickness: Double, leading: Double)
}

public enum VerticalEdge: String, Sendable, CaseIterable {
    case top, bottom
}

public enum LayoutDirection: String, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

public enum EnvironmentModifier: Sendable {
    case font(FontSpec)
    case fontWeight(Int)
    case italic
    case monospacedDigit
    case foregroundStyle(ShapeStyleValue, secondary: ShapeStyleValue?)
    case tint(ShapeStyleValue)
    case tracking(Double)
    case lineLimit(Int?)
    case lineSpacing(Double)
    case multilineTextAlignment(TextAlignment)
    case textCase(TextCase?)
    case strikethrough(ColorValue?)
    case underline(ColorValue?)
    case colorScheme(ColorScheme)
    /// `.fontDesign(.rounded)`: the design of the system font below.
    case fontDesign(FontSpec.Design)
    /// Text may shrink to this fraction of its size before it is truncated.
    case minimumScaleFactor(Double)
    case truncationMode(TruncationMode)
    /// `.redacted(reason: .placeholder)` (true) or `.unredacted()` (false):
    /// text drawn as the blocks it would fill.
    case redacted(Bool)
    /// `.containerShape(RoundedRectangle(cornerRadius: 20))`: what a
    /// `ContainerRelativeShape` below is drawn as.
    case containerShape(ShapeKind)
    /// One of SwiftUI's own button styles, for the buttons below.
    case buttonStyle(SystemButtonStyle)
    /// `.environment(\.layoutDirection, .rightToLeft)`: the views below are
    /// laid out mirrored (text and images keep their own direction).
    case layoutDirection(LayoutDirection)
    /// A control style or setting for the controls below (`Controls.swift`).
    case controls(ControlSetting)
    /// How the SF Symbols below are sized, named and coloured (`SymbolSettings.swift`).
    case symbols(SymbolSetting)
}

public enum EffectModifier: Sendable {
    case opacity(Double)
    case shadow(color: ColorValue, radius: Double, x: Double, y: Double)
    case clipShape(ShapeKind)
    /// `.mask { view }`: drawn where the mask view is opaque.
    case mask(ViewNode, alignment: Alignment)
    case clipped
    case rotation(degrees: Double, anchor: UnitPoint)
    /// `rotation3DEffect`: drawn as the affine part of the perspective (see Layout).
    case rotation3D(degrees: Double, axis: Vector3, anchor: UnitPoint, perspective: Double)
    case scale(x: Double, y: Double, anchor: UnitPoint)
    case blur(radius: Double)
    case brightness(Double)
    case saturation(Double)
    case grayscale(Double)
    case contrast(Double)
    case hueRotation(degrees: Double)
    case colorMultiply(ColorValue)
    case colorInvert
    case blendMode(String)
    /// `.compositingGroup()`, `.drawingGroup()`: the content is composited
    /// on its own before it meets what is behind it (blend modes stay inside).
    case compositingGroup
    /// `.flipsForRightToLeftLayoutDirection(true)`: in a right-to-left
    /// layout the view's drawing itself is flipped (an arrow points back).
    case flipsForRightToLeft
    case hidden
}

public enum ContainerModifier: Sendable {
    /// `.tabItem { Label(title, systemImage:) }`, read by `TabView`.
    case tabItem(title: String, systemImage: String?)
    /// `.badge(3)` on a tab.
    case badge(String)
    /// `.tag(value)`, read by a `Picker` or `TabView` to find the selected
    /// view: the value as a key that equal values share (`TagKey`).
    case tag(String)
    /// A title, toolbar or bar look for the navigation stack above.
    case navigation(NavigationSetting)
    /// `ToolbarItem(placement:)`: where `.toolbar` puts this view.
    case toolbarItem(ToolbarPlacement)
    /// A row's background, insets or separators, for the list above.
    case listRow(ListRowSetting)
    /// Detents, drag indicator, corners or background for the sheet presenting this view.
    case presentation(PresentationSetting)
    /// `.preference(key:value:)` or `.onPreferenceChange(_:perform:)`: which
    /// values an observer reads is known once the view is laid out.
    case preference(PreferenceLink)
}

/// One `.preference(key:value:)` or `.onPreferenceChange` of a component,
/// by its key's name and the order the interpreter met it in.
public struct PreferenceID: Sendable, Hashable, Comparable {
    public var key: String
    public var index: Int

    public init(key: String, index: Int) {
        self.key = key
        self.index = index
    }

    public static func < (a: PreferenceID, b: PreferenceID) -> Bool { (a.index, a.key) < (b.index, b.key) }
}

/// Which preference values each `onPreferenceChange` saw in the picture
/// laid out: its key's values set anywhere below it, in layout order
/// (GeometryReader content included), as SwiftUI reduces them for it.
public struct PreferenceReadings: Sendable, Equatable {
    public var values: [PreferenceID: [PreferenceID]] = [:]
    /// Where each measured view (`PreferenceLink.anchor`) was drawn, in the
    /// picture's coordinates: what an `Anchor` resolves to.
    public var anchors: [Int: Rect] = [:]

    public init() {}

    /// The observers that saw at least one value, in the order they were met.
    public var observers: [PreferenceID] { values.keys.sorted() }
}

/// Where a preference is set, or read: SwiftUI hands an observer the values
/// of its key set anywhere below it, in layout order.
public enum PreferenceLink: Sendable, Hashable {
    case value(PreferenceID)
    case observer(PreferenceID)
    /// A view whose bounds an `Anchor` refers to (`anchorPreference`), or
    /// the view an `overlayPreferenceValue` layer is placed on.
    case anchor(Int)
}

/// An axis of rotation in 3D (`axis: (x: 0, y: 1, z: 0)`).
public struct Vector3: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var z: Double

    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
}

/// SwiftUI's own button styles; a guide's `ButtonStyle` is evaluated instead.
public enum SystemButtonStyle: String, Sendable, CaseIterable {
    case automatic, plain, borderless, bordered, borderedProminent
}
