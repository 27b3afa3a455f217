import DesignModel
import Diagnostics

/// Every SwiftUI modifier sitegen knows, declared once: its name, its kind,
/// and how it reads its arguments and changes the view. Nothing else in the
/// interpreter lists modifier names: asking whether a view has a method,
/// whether a modifier draws, and applying it all go through `entry(named:)`.
///
/// A new modifier is one entry here; if it needs a new kind of model value
/// (`ViewModifier`'s sub-enums), the compiler then asks layout and drawing
/// to handle it. A modifier not listed is noted (the component is partial),
/// never an error.
enum ModifierVocabulary {
    static let entries: [ModifierEntry] =
        LayoutModifiers.entries + DrawingModifiers.entries + TextModifiers.entries + EnvironmentModifiers.entries
        + SymbolModifiers.entries + EffectModifiers.entries + ContainerModifiers.entries + ControlModifiers.entries + NavigationModifiers.entries
        + ListModifiers.entries + NoPictureModifiers.entries

    private static let byName: [String: ModifierEntry] = Dictionary(entries.map { ($0.name, $0) }) { first, _ in first }

    static func entry(named name: String) -> ModifierEntry? {
        byName[name]
    }
}

/// One modifier of the vocabulary.
struct ModifierEntry: Sendable {
    enum Kind: Hashable, Sendable {
        /// Changes the size or place of the view, or adds a layer sized to it.
        case layout
        /// Changes a shape's paint or outline (`fill`, `stroke`, `trim`) or an image.
        case drawing
        /// Sets how text below is drawn.
        case text
        /// Sets styles, schemes or control styles for the views below.
        case environment
        /// Draws the view differently without moving it.
        case effect
        /// Read by the container above, or runs the guide's own code.
        case container
        /// Has nothing to draw; noted as such in the component's report.
        case noPicture(NoPictureReason)
        /// Visual, but not drawn yet: the component is partial.
        case notDrawn
    }

    let name: String
    let kind: Kind
    let apply: @Sendable (ModifierCall) throws -> ViewNode

    init(_ name: String, _ kind: Kind, apply: @escaping @Sendable (ModifierCall) throws -> ViewNode) {
        self.name = name
        self.kind = kind
        self.apply = apply
    }

    /// A modifier that leaves the picture as it is.
    init(_ name: String, _ kind: Kind) {
        self.init(name, kind) { $0.view }
    }
}

/// Why a modifier has no picture; the report groups them so.
enum NoPictureReason: String, Sendable, CaseIterable {
    case animation, haptics, interaction, lifecycle, presentation, accessibility
}

/// One modifier applied to a view, with readers for its arguments.
struct ModifierCall {
    let name: String
    let view: ViewNode
    let arguments: [Argument]
    let interpreter: Interpreter
    let frame: Frame
    let location: FileLocation

    func modified(_ modifier: ViewModifier) -> ViewNode { view.modified(modifier) }

    func number(_ label: String?) throws -> Double? { try arguments.number(label) }

    var positional: [Value] { arguments.positional }

    var trailingClosure: Value? { arguments.first(where: \.isTrailingClosure)?.value }

    func style(_ value: Value) throws -> ShapeStyleValue { try interpreter.shapeStyle(value, in: frame) }

    func color(_ value: Value?) throws -> ColorValue? {
        guard let value, case .color(let color) = try interpreter.coerce(value, toNamed: "Color", in: frame) else { return nil }
        return color
    }

    /// An Angle argument in degrees; a guide's own static (`.turns(0.125)` of
    /// `extension Angle`) is run first.
    func degrees(_ value: Value?) throws -> Double {
        try ModifierArguments.degrees(value.map { try interpreter.coerce($0, toNamed: "Angle", in: frame) })
    }

    /// A UnitPoint argument, a guide's own static (`extension UnitPoint`) run first.
    func anchor(_ value: Value?) throws -> UnitPoint {
        try ModifierArguments.anchor(value.map { try interpreter.coerce($0, toNamed: "UnitPoint", in: frame) })
    }

    /// A view argument: a builder closure or a view value.
    func content(_ value: Value) throws -> ViewNode {
        try ViewConstructors.builderContent(value, interpreter: interpreter, in: frame, at: location)
    }

    func alignment(_ label: String = "alignment") throws -> Alignment {
        try ViewConstructors.alignment(arguments.value(label), default: .center, axis: nil)
    }

    /// Notes the modifier (not drawn, no picture) and keeps the view as it is.
    func note(_ kind: ComponentIssue.Kind, _ what: String? = nil) -> ViewNode {
        interpreter.preview.issues.note(what ?? name, kind, at: location)
        return view
    }
}
