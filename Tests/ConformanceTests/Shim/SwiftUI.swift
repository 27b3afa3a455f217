// A stand-in for SwiftUI on Linux, compiled by scripts/conformance as a module named `SwiftUI`.
//
// It declares a subset of SwiftUI's API with SwiftUI's own signatures (names, labels, parameter and
// result types, generic constraints, protocol requirements, `@propertyWrapper`/`@resultBuilder`
// attributes), so that overload resolution, implicit member lookup and protocol dispatch in the
// conformance programs come out as they would against SwiftUI on iOS. Bodies do nothing observable,
// except where the behaviour is SwiftUI's own and well defined (Angle's arithmetic, UnitPoint's and
// EdgeInsets' stored values, EnvironmentValues' round trip, Binding's get/set, Path's bounding box of
// straight-line paths). Deliberate divergence, asked for by the suite: `State` keeps what is written
// to it in a box (on iOS a `State` not installed in a view keeps its initial value).
//
// Rendering never happens: a `body` is evaluated only when a program reads it itself.

@_exported import Foundation

// MARK: - View and the view builder

public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }

    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}

public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public typealias Body = Never
    public var body: Never { fatalError("TupleView has no body") }
}

public struct _ConditionalContent<TrueContent, FalseContent> {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError("_ConditionalContent has no body") }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional has no body") }
}

public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError("EmptyView has no body") }
}

public struct AnyView: View {
    public init<V>(_ view: V) where V: View {}
    public init<V>(erasing view: V) where V: View {}
    public typealias Body = Never
    public var body: Never { fatalError("AnyView has no body") }
}

// MARK: - Text

public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { key = stringInterpolation.key }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { key += literal }
        public mutating func appendInterpolation(_ string: String) { key += "%@" }
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable { key += "%lld" }
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable { key += specifier }
        public mutating func appendInterpolation(_ text: Text) { key += "%@" }
        public mutating func appendInterpolation(_ image: Image) { key += "%@" }
    }
}

public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}
extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}
extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}
extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}
extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}
extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}
extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}
extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}
extension CGFloat: _FormatSpecifiable {
    public var _arg: CGFloat { self }
    public var _specifier: String { "%lf" }
}

public struct Text: Equatable {
    enum Storage: Equatable {
        case verbatim(String)
        case localized(LocalizedStringKey)
        case concatenated([Text])
        case modified(indirect: [Text], String)
    }
    let storage: Storage

    public init(verbatim content: String) { storage = .verbatim(content) }

    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol { storage = .verbatim(String(content)) }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        storage = .localized(key)
    }

    public static func == (lhs: Text, rhs: Text) -> Bool { lhs.storage == rhs.storage }

    public static func + (lhs: Text, rhs: Text) -> Text { Text(storage: .concatenated([lhs, rhs])) }

    init(storage: Storage) { self.storage = storage }

    private func modified(_ what: String) -> Text { Text(storage: .modified(indirect: [self], what)) }

    public func font(_ font: Font?) -> Text { modified("font") }
    public func fontWeight(_ weight: Font.Weight?) -> Text { modified("fontWeight") }
    public func foregroundColor(_ color: Color?) -> Text { modified("foregroundColor") }
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { modified("foregroundStyle") }
    public func bold() -> Text { modified("bold") }
    public func bold(_ isActive: Bool) -> Text { modified("bold") }
    public func italic() -> Text { modified("italic") }
    public func italic(_ isActive: Bool) -> Text { modified("italic") }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { modified("underline") }
    public func kerning(_ kerning: CGFloat) -> Text { modified("kerning") }
    public func tracking(_ tracking: CGFloat) -> Text { modified("tracking") }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { modified("baselineOffset") }
    public func monospacedDigit() -> Text { modified("monospacedDigit") }
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError("Text has no body") }
}

public struct Image: Equatable {
    let name: String
    public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
    public init(systemName: String) { name = "system:" + systemName }
    public enum ResizingMode: Hashable { case tile, stretch }
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
    public enum TemplateRenderingMode: Hashable { case template, original }
}

extension Image: View {
    public typealias Body = Never
    public var body: Never { fatalError("Image has no body") }
}

// MARK: - Layout containers and simple views

public struct HorizontalAlignment: Equatable {
    let id: Int
    public static let leading = HorizontalAlignment(id: 0)
    public static let center = HorizontalAlignment(id: 1)
    public static let trailing = HorizontalAlignment(id: 2)
}

public struct VerticalAlignment: Equatable {
    let id: Int
    public static let top = VerticalAlignment(id: 0)
    public static let center = VerticalAlignment(id: 1)
    public static let bottom = VerticalAlignment(id: 2)
    public static let firstTextBaseline = VerticalAlignment(id: 3)
    public static let lastTextBaseline = VerticalAlignment(id: 4)
}

public struct Alignment: Equatable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

public struct VStack<Content>: View where Content: View {
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { fatalError("VStack has no body") }
}

public struct HStack<Content>: View where Content: View {
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { fatalError("HStack has no body") }
}

public struct ZStack<Content>: View where Content: View {
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { fatalError("ZStack has no body") }
}

public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { fatalError("Group has no body") }
}

public struct Spacer: View {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never
    public var body: Never { fatalError("Spacer has no body") }
}

public struct Divider: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError("Divider has no body") }
}

public struct Button<Label>: View where Label: View {
    let action: () -> Void
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { fatalError("Button has no body") }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.action = action
        self.label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, action: @escaping () -> Void) where S: StringProtocol {
        self.action = action
        self.label = Text(title)
    }
}

public struct Toggle<Label>: View where Label: View {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { fatalError("Toggle has no body") }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.isOn = isOn
        self.label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
        self.isOn = isOn
        self.label = Text(title)
    }
}

// MARK: - Modifiers

public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    init() {}
    public typealias Body = Never
    public var body: Never { fatalError("_ViewModifier_Content has no body") }
}

public struct EmptyModifier: ViewModifier {
    public static let identity = EmptyModifier()
    public init() {}
    public typealias Body = Never
    public func body(content: EmptyModifier.Content) -> Never { fatalError("EmptyModifier has no body") }
}

public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError("ModifiedContent has no body") }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<ModifiedContent<Content, Modifier>>) -> Never {
        fatalError("ModifiedContent has no body")
    }
}

extension ViewModifier {
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    // The modifiers below are opaque in SwiftUI (`some View`); here they wrap the view in an
    // identity modifier, which nobody can observe through the opaque type.
    private var _modified: ModifiedContent<Self, EmptyModifier> {
        ModifiedContent(content: self, modifier: .identity)
    }

    public func padding(_ insets: EdgeInsets) -> some View { _modified }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _modified }
    public func padding(_ length: CGFloat) -> some View { _modified }

    public func font(_ font: Font?) -> some View { _modified }
    public func fontWeight(_ weight: Font.Weight?) -> some View { _modified }
    public func bold(_ isActive: Bool = true) -> some View { _modified }
    public func italic(_ isActive: Bool = true) -> some View { _modified }

    public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { _modified }
    public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View where S1: ShapeStyle, S2: ShapeStyle { _modified }
    public func foregroundColor(_ color: Color?) -> some View { _modified }
    public func tint(_ tint: Color?) -> some View { _modified }

    public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { _modified }
    public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { _modified }
    @available(iOS, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @_disfavoredOverload
    public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background: View { _modified }
    public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { _modified }
    public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { _modified }
    public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { _modified }
    @available(iOS, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @_disfavoredOverload
    public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View { _modified }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { _modified }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { _modified }

    public func opacity(_ opacity: Double) -> some View { _modified }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { _modified }
    public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { _modified }
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { _modified }
    public func offset(_ offset: CGSize) -> some View { _modified }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _modified }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { _modified }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { _modified }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { _modified }
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { _modified }

    public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { _modified }
    public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle { _modified }

    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _modified }
    public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable { _modified }
    public func disabled(_ disabled: Bool) -> some View { _modified }
    public func hidden() -> some View { _modified }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { _modified }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { _modified }
    public func accessibilityLabel(_ label: Text) -> some View { _modified }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { _modified }
}

// MARK: - Geometry values

public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }

        public static let top = Edge.Set(.top)
        public static let leading = Edge.Set(.leading)
        public static let bottom = Edge.Set(.bottom)
        public static let trailing = Edge.Set(.trailing)
        public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Edge.Set = [.leading, .trailing]
        public static let vertical: Edge.Set = [.top, .bottom]
    }
}

public struct EdgeInsets: Equatable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}

public struct UnitPoint: Hashable {
    public var x: CGFloat
    public var y: CGFloat

    public init() { self.init(x: 0, y: 0) }
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

public struct Angle {
    public var radians: Double

    public var degrees: Double {
        get { radians * (180.0 / .pi) }
        set { radians = newValue * (.pi / 180.0) }
    }

    public init() { self.init(radians: 0.0) }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.init(radians: degrees * (.pi / 180.0)) }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static var zero: Angle { Angle() }
}

extension Angle: Hashable, Comparable {
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle {
    public static prefix func - (lhs: Angle) -> Angle { Angle(radians: -lhs.radians) }
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
}

// MARK: - Animation

public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

public struct EmptyAnimatableData: VectorArithmetic {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

public struct AnimatablePair<First, Second>: VectorArithmetic where First: VectorArithmetic, Second: VectorArithmetic {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: AnimatablePair<First, Second> { AnimatablePair(.zero, .zero) }
    public static func + (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    public static func - (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Angle: Animatable {
    public var animatableData: Double {
        get { radians * 128.0 }
        set { radians = newValue * (1.0 / 128.0) }
    }
}

public struct Animation: Equatable {
    let name: String
    let duration: Double

    public static let `default` = Animation(name: "default", duration: 0.35)
    public static var linear: Animation { Animation(name: "linear", duration: 0.35) }
    public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
    public static var easeIn: Animation { Animation(name: "easeIn", duration: 0.35) }
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
    public static var easeOut: Animation { Animation(name: "easeOut", duration: 0.35) }
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
    public static var easeInOut: Animation { Animation(name: "easeInOut", duration: 0.35) }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }
    public static var spring: Animation { Animation(name: "spring", duration: 0.5) }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring", duration: response)
    }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations: Bool = false
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

// MARK: - Shape styles, colours and fonts

public protocol ShapeStyle {}

public struct Color: Hashable, CustomStringConvertible {
    indirect enum Provider: Hashable {
        case named(String)
        case rgb(RGBColorSpace, Double, Double, Double, Double)
        case hsb(Double, Double, Double, Double)
        case opacity(Provider, Double)
    }
    let provider: Provider

    init(provider: Provider) { self.provider = provider }

    public enum RGBColorSpace: Hashable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        provider = .rgb(colorSpace, red, green, blue, opacity)
    }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        provider = .rgb(colorSpace, white, white, white, opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        provider = .hsb(hue, saturation, brightness, opacity)
    }

    public init(_ name: String, bundle: Bundle? = nil) {
        provider = .named(name)
    }

    public func opacity(_ opacity: Double) -> Color {
        Color(provider: .opacity(provider, opacity))
    }

    public var description: String {
        "Color"
    }

    public static let accentColor = Color(provider: .named("accentColor"))
    public static let black = Color(provider: .named("black"))
    public static let white = Color(provider: .named("white"))
    public static let gray = Color(provider: .named("gray"))
    public static let red = Color(provider: .named("red"))
    public static let green = Color(provider: .named("green"))
    public static let blue = Color(provider: .named("blue"))
    public static let orange = Color(provider: .named("orange"))
    public static let yellow = Color(provider: .named("yellow"))
    public static let pink = Color(provider: .named("pink"))
    public static let purple = Color(provider: .named("purple"))
    public static let mint = Color(provider: .named("mint"))
    public static let teal = Color(provider: .named("teal"))
    public static let cyan = Color(provider: .named("cyan"))
    public static let indigo = Color(provider: .named("indigo"))
    public static let brown = Color(provider: .named("brown"))
    public static let primary = Color(provider: .named("primary"))
    public static let secondary = Color(provider: .named("secondary"))
    public static let clear = Color(provider: .named("clear"))
}

extension Color: ShapeStyle {}

extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError("Color has no body") }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
}

public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
}

public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

public struct AnyShapeStyle: ShapeStyle {
    public init<S>(_ style: S) where S: ShapeStyle {}
}

public struct Gradient: Equatable {
    public struct Stop: Equatable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Gradient.Stop]
    public init(stops: [Gradient.Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Gradient.Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }
}

public struct LinearGradient: ShapeStyle, View {
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public typealias Body = Never
    public var body: Never { fatalError("LinearGradient has no body") }
}

public struct Font: Hashable {
    indirect enum Provider: Hashable {
        case textStyle(TextStyle, Design?, Weight?)
        case system(CGFloat, Weight, Design)
        case custom(String, CGFloat, TextStyle?, Bool)
        case modified(Provider, String)
        case weighted(Provider, Weight)
    }
    let provider: Provider

    init(provider: Provider) { self.provider = provider }

    public enum TextStyle: CaseIterable, Hashable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public enum Design: Hashable {
        case `default`, serif, rounded, monospaced
    }

    public struct Weight: Hashable {
        let value: CGFloat
        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    public static let largeTitle = Font(provider: .textStyle(.largeTitle, nil, nil))
    public static let title = Font(provider: .textStyle(.title, nil, nil))
    public static let title2 = Font(provider: .textStyle(.title2, nil, nil))
    public static let title3 = Font(provider: .textStyle(.title3, nil, nil))
    public static let headline = Font(provider: .textStyle(.headline, nil, nil))
    public static let subheadline = Font(provider: .textStyle(.subheadline, nil, nil))
    public static let body = Font(provider: .textStyle(.body, nil, nil))
    public static let callout = Font(provider: .textStyle(.callout, nil, nil))
    public static let footnote = Font(provider: .textStyle(.footnote, nil, nil))
    public static let caption = Font(provider: .textStyle(.caption, nil, nil))
    public static let caption2 = Font(provider: .textStyle(.caption2, nil, nil))

    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(provider: .textStyle(style, design, weight))
    }

    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        Font(provider: .system(size, weight, design))
    }

    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(provider: .custom(name, size, .body, false))
    }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(provider: .custom(name, size, textStyle, false))
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(provider: .custom(name, fixedSize, nil, true))
    }

    public func weight(_ weight: Font.Weight) -> Font { Font(provider: .weighted(provider, weight)) }
    public func bold() -> Font { Font(provider: .weighted(provider, .bold)) }
    public func italic() -> Font { Font(provider: .modified(provider, "italic")) }
    public func monospacedDigit() -> Font { Font(provider: .modified(provider, "monospacedDigit")) }
    public func smallCaps() -> Font { Font(provider: .modified(provider, "smallCaps")) }
}

// MARK: - Shapes

public struct Path: Equatable {
    enum Element: Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case closeSubpath
    }
    var elements: [Element] = []

    public init() {}

    public init(_ rect: CGRect) {
        addRect(rect)
    }

    public init(_ callback: (inout Path) -> ()) {
        callback(&self)
    }

    public mutating func move(to end: CGPoint) { elements.append(.move(end)) }
    public mutating func addLine(to end: CGPoint) { elements.append(.line(end)) }

    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// The bounding box of the path's points (straight-line paths only in this stand-in).
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .zero }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points {
            minX = Swift.min(minX, p.x)
            minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x)
            maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Path: Shape {
    public func path(in _: CGRect) -> Path { self }
}

public struct FillStyle: Equatable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

public struct StrokeStyle: Equatable {
    public var lineWidth: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

public enum RoundedCornerStyle: Equatable, Hashable {
    case circular
    case continuous
}

public protocol Shape: Animatable, View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View where S: ShapeStyle {
        _ShapeView(shape: self, style: content)
    }

    public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle())
    }

    public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle {
        _ShapeView(shape: self, style: content)
    }

    public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }
    public func stroke(style: StrokeStyle) -> some Shape { self }
}

public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    public typealias Body = Never
    public var body: Never { fatalError("_ShapeView has no body") }
}

public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

// MARK: - Button styles

public enum ButtonRole: Equatable {
    case destructive
    case cancel
}

public struct ButtonStyleConfiguration {
    public struct Label: View {
        init() {}
        public typealias Body = Never
        public var body: Never { fatalError("ButtonStyleConfiguration.Label has no body") }
    }

    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

public struct PrimitiveButtonStyleConfiguration {
    public struct Label: View {
        init() {}
        public typealias Body = Never
        public var body: Never { fatalError("PrimitiveButtonStyleConfiguration.Label has no body") }
    }

    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    public func trigger() {}
}

public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: DefaultButtonStyle.Configuration) -> EmptyView { EmptyView() }
}

public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: PlainButtonStyle.Configuration) -> EmptyView { EmptyView() }
}

public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: BorderlessButtonStyle.Configuration) -> EmptyView { EmptyView() }
}

public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: BorderedButtonStyle.Configuration) -> EmptyView { EmptyView() }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

// MARK: - State and data flow

public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

final class _StateBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: _StateBox<Value>

    public init(wrappedValue value: Value) { box = _StateBox(value) }
    public init(initialValue value: Value) { box = _StateBox(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    public var transaction: Transaction = Transaction()
    let getValue: () -> Value
    let setValue: (Value, Transaction) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = { value, _ in set(value) }
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getValue = get
        setValue = set
    }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue, transaction) }
    }

    public var projectedValue: Binding<Value> { self }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = getValue
        let set = setValue
        return Binding<Subject>(
            get: { get()[keyPath: keyPath] },
            set: { newValue, t in
                var value = get()
                value[keyPath: keyPath] = newValue
                set(value, t)
            }
        )
    }

    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }

    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var binding = self
        binding.transaction.animation = animation
        return binding
    }
}

extension Binding {
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { newValue in
            if let newValue { base.wrappedValue = newValue }
        })
    }

    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        var last = value
        self.init(get: {
            if let current = base.wrappedValue { last = current }
            return last
        }, set: { base.wrappedValue = $0 })
    }
}

extension Binding: DynamicProperty {}

public final class ObservableObjectPublisher {
    public init() {}
    public func send() {}
}

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Combine's `Published` (re-exported by SwiftUI): usable only as a property of a class.
@propertyWrapper
public struct Published<Value> {
    var value: Value

    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set { object[keyPath: storageKeyPath].value = newValue }
    }
}

@propertyWrapper
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    public var wrappedValue: ObjectType
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper(root: wrappedValue) }
}

/// On iOS a `StateObject` read outside an installed view creates a new object at each access.
@propertyWrapper
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    let thunk: () -> ObjectType

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { self.thunk = thunk }

    public var wrappedValue: ObjectType { thunk() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(root: thunk()) }
}

// MARK: - Environment

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
    var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get {
            if let value = values[ObjectIdentifier(key)] as? K.Value { return value }
            return K.defaultValue
        }
        set {
            values[ObjectIdentifier(key)] = newValue
        }
    }

    public var description: String { "EnvironmentValues" }
}

public enum ColorScheme: CaseIterable, Hashable {
    case light
    case dark
}

public enum ColorSchemeContrast: CaseIterable, Hashable {
    case standard
    case increased
}

public enum LayoutDirection: Hashable, CaseIterable {
    case leftToRight
    case rightToLeft
}

public enum DynamicTypeSize: Hashable, Comparable, CaseIterable {
    case xSmall
    case small
    case medium
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

struct _ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

struct _ColorSchemeContrastKey: EnvironmentKey {
    static var defaultValue: ColorSchemeContrast { .standard }
}

struct _DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
}

struct _LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

struct _IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

struct _FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { self[_ColorSchemeKey.self] }
        set { self[_ColorSchemeKey.self] = newValue }
    }

    public var colorSchemeContrast: ColorSchemeContrast {
        self[_ColorSchemeContrastKey.self]
    }

    public var dynamicTypeSize: DynamicTypeSize {
        get { self[_DynamicTypeSizeKey.self] }
        set { self[_DynamicTypeSizeKey.self] = newValue }
    }

    public var layoutDirection: LayoutDirection {
        get { self[_LayoutDirectionKey.self] }
        set { self[_LayoutDirectionKey.self] = newValue }
    }

    public var isEnabled: Bool {
        get { self[_IsEnabledKey.self] }
        set { self[_IsEnabledKey.self] = newValue }
    }

    public var font: Font? {
        get { self[_FontKey.self] }
        set { self[_FontKey.self] = newValue }
    }
}

/// Outside an installed view SwiftUI reads the environment's default value.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}
