import DesignModel
import Diagnostics

/// Every SwiftUI view type sitegen knows, declared once: its name and how
/// it is built from its arguments. A view not listed here and not declared
/// by the guide is a labelled placeholder.
enum ViewVocabulary {
    static let entries: [ViewEntry] =
        TextViews.entries + StackViews.entries + ShapeViews.entries + ControlViews.entries + ContainerViews.entries + LabeledControlViews.entries
        + DynamicViews.entries

    private static let byName: [String: ViewEntry] = Dictionary(entries.map { ($0.name, $0) }) { first, _ in first }

    static func entry(named name: String) -> ViewEntry? {
        byName[name]
    }

    /// `Type(arguments)` for a SwiftUI view: built, counted against the
    /// component's budget, made sane as it enters the model.
    static func construct(_ typeName: String, _ arguments: [Argument], interpreter: Interpreter, in frame: Frame, at location: FileLocation) throws -> Value? {
        guard let entry = entry(named: typeName) else { return nil }
        try interpreter.countView(at: location)
        let call = ViewCall(typeName: typeName, arguments: arguments, interpreter: interpreter, frame: frame, location: location)
        switch try entry.build(call) {
        case .view(let node): return .view(interpreter.modelNode(node, at: location))
        case let value: return value
        }
    }
}

struct ViewEntry: Sendable {
    enum Kind: Hashable, Sendable {
        case text, image, stack, shape, control, container
        /// A control style written as a value (`SegmentedPickerStyle()`):
        /// what a style modifier reads, not a view.
        case style
        /// Visual, not drawn yet: a labelled box, and the component is partial.
        case notDrawn
    }

    let name: String
    let kind: Kind
    /// The view (`.view`), or a value the code draws into (`Path`).
    let build: @Sendable (ViewCall) throws -> Value

    init(_ name: String, _ kind: Kind, build: @escaping @Sendable (ViewCall) throws -> Value) {
        self.name = name
        self.kind = kind
        self.build = build
    }

    /// A control not drawn yet: a labelled box of a control's size.
    static func notDrawn(_ name: String) -> ViewEntry {
        ViewEntry(name, .notDrawn) { call in
            call.interpreter.preview.issues.note(name, .notDrawn, at: call.location)
            return .view(.placeholder(Placeholder(label: name, idealSize: Size(width: 120, height: 32))))
        }
    }
}

/// One view being built, with readers for its arguments.
struct ViewCall {
    let typeName: String
    let arguments: [Argument]
    let interpreter: Interpreter
    let frame: Frame
    let location: FileLocation

    var positional: [Value] { arguments.positional }

    var trailingClosure: Value? { arguments.first(where: \.isTrailingClosure)?.value }

    func number(_ label: String?) throws -> Double? { try arguments.number(label) }

    /// The views of a builder closure (`HStack { ... }`), flattened.
    func children() throws -> [ViewNode] {
        guard let argument = trailingClosure ?? arguments.value("content") else { return [] }
        return ViewConstructors.flatten(try content(argument))
    }

    /// A view argument: a builder closure or a view value.
    func content(_ value: Value) throws -> ViewNode {
        try ViewConstructors.builderContent(value, interpreter: interpreter, in: frame, at: location)
    }

    func view(_ value: Value) throws -> ViewNode {
        try interpreter.viewNode(value, at: frame.source.syntax, in: frame)
    }

    func text(_ value: Value, format: Value? = nil) throws -> String {
        try ViewConstructors.textString(value, format: format, interpreter: interpreter, in: frame)
    }

    func alignment(axis: Axis?) throws -> Alignment {
        try ViewConstructors.alignment(arguments.value("alignment"), default: .center, axis: axis)
    }
}
