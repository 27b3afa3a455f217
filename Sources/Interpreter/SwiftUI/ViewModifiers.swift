import SwiftSemantics
import DesignModel
import Diagnostics

/// Modifiers called on views: looked up in the `ModifierVocabulary`,
/// applied, counted against the component's view budget, and made sane as
/// they enter the model.
enum ViewModifiers {
    /// Whether `value` can take view modifiers.
    static func isViewLike(_ value: Value, interpreter: Interpreter) -> Bool {
        switch value {
        case .view, .linearGradient: return true
        case .color: return true
        case .record(let record): return record.typeName == "Path" || record.undeclaredOrigin != nil
        case .instance(let instance):
            guard let type = interpreter.table.type(named: instance.typeName) else { return false }
            // A UIKit view wrapped for SwiftUI takes modifiers like any view (drawn as a stand-in).
            return type.members.property("body", isStatic: false) != nil || isShapeType(type, interpreter: interpreter)
                || ["UIViewRepresentable", "UIViewControllerRepresentable"].contains(where: type.conforms(to:))
        default: return false
        }
    }

    /// An unknown modifier that only reacts to touches: named for an event
    /// (`onPress`, `_onButtonGesture`, `pressEvents`) and given only actions.
    static func isInteraction(_ name: String, _ arguments: [Argument]) -> Bool {
        let words = IdentifierWords.words(of: name.drop { $0 == "_" }.description).map { $0.lowercased() }
        let eventWords: Set<String> = ["gesture", "press", "pressed", "tap", "drag", "swipe", "touch", "touches", "release", "hover", "pinch", "click"]
        guard words.contains(where: eventWords.contains) || (words.first == "on" && words.count > 1) else { return false }
        return arguments.allSatisfy { argument in
            if case .function = argument.value { return true }
            if case .opaque = argument.value { return true }
            return argument.value.asDouble != nil || argument.value.asBool != nil
        }
    }

    /// A guide type drawn as a shape: it conforms to Shape (directly or through
    /// its own protocol, `protocol PolygonShape: Shape`) or has a `path(in:)`.
    static func isShapeType(_ type: TypeDeclaration, interpreter: Interpreter) -> Bool {
        interpreter.conforms(type.qualifiedName, to: "Shape") || interpreter.conforms(type.qualifiedName, to: "InsettableShape")
            || type.members.functions(named: "path").contains { !$0.isStatic }
    }

    static func hasMethod(_ name: String, on value: Value, interpreter: Interpreter) -> Bool {
        ModifierVocabulary.entry(named: name) != nil && isViewLike(value, interpreter: interpreter)
    }

    static func method(_ name: String, on base: Value, _ arguments: [Argument], interpreter: Interpreter, in frame: Frame, at location: FileLocation) throws -> Value? {
        guard let entry = ModifierVocabulary.entry(named: name), isViewLike(base, interpreter: interpreter) else { return nil }
        // A guide's own environment value: in force while the view is built.
        if name == "environment", arguments.count >= 2, let key = interpreter.guideEnvironmentKey(of: arguments) {
            return try interpreter.applyGuideEnvironment(key, arguments[1].value, to: base, at: frame.source.syntax, in: frame)
        }
        // Colours stay colours under `.opacity` (handled by ColorBuiltins); everything else becomes a view here.
        let receiver = try interpreter.viewNode(base, at: frame.source.syntax, in: frame)
        let call = ModifierCall(name: name, view: receiver, arguments: arguments, interpreter: interpreter, frame: frame, location: location)
        switch entry.kind {
        case .noPicture:
            return .view(call.note(.noPicture))
        case .notDrawn:
            return .view(call.note(.notDrawn))
        case .layout, .drawing, .text, .environment, .effect, .container:
            try interpreter.countView(at: location)
            return .view(interpreter.modelNode(try entry.apply(call), at: location))
        }
    }

    /// A modifier the vocabulary does not know (a newer SwiftUI API, a
    /// library's): the view is drawn without it, and the component says so.
    static func unknown(_ name: String, on base: Value, interpreter: Interpreter, in frame: Frame, at location: FileLocation) -> Value {
        .function(.builtin(name: name, BuiltinFunction { [unowned interpreter] arguments in
            if isInteraction(name, arguments) {
                // Press and gesture plumbing (`_onButtonGesture`, a library's
                // `pressEvents { } onRelease: { }`): callbacks, nothing to draw.
                interpreter.preview.issues.note(name, .noPicture, at: location)
                return .view(try interpreter.viewNode(base, at: frame.source.syntax, in: frame))
            }
            interpreter.preview.issues.note("\(name) (not known to sitegen)", .notDrawn, at: location)
            return .view(try interpreter.viewNode(base, at: frame.source.syntax, in: frame))
        }))
    }
}

/// Readers for the arguments modifiers share.
enum ModifierArguments {
    /// A `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`,
    /// with SwiftUI's defaults for what it leaves out.
    static func strokeGeometry(_ style: Record) -> StrokeGeometry {
        var geometry = StrokeGeometry(lineWidth: style["lineWidth"]?.asDouble ?? 1,
                                      lineCap: LineCap(rawValue: style["lineCap"]?.caseName ?? "butt") ?? .butt,
                                      lineJoin: LineJoin(rawValue: style["lineJoin"]?.caseName ?? "miter") ?? .miter,
                                      miterLimit: style["miterLimit"]?.asDouble ?? 10,
                                      dashPhase: style["dashPhase"]?.asDouble ?? 0)
        if case .array(let dash)? = style["dash"] { geometry.dash = dash.compactMap(\.asDouble) }
        return geometry
    }

    /// `padding()`, `padding(12)`, `padding(.horizontal, 16)`, `padding(EdgeInsets(...))`.
    static func insets(_ arguments: [Argument]) throws -> EdgeInsets {
        let values = arguments.positional
        if case .record(let record)? = values.first, record.typeName == "EdgeInsets" {
            return EdgeInsets(top: record["top"]?.asDouble ?? 0, leading: record["leading"]?.asDouble ?? 0,
                              bottom: record["bottom"]?.asDouble ?? 0, trailing: record["trailing"]?.asDouble ?? 0)
        }
        if values.isEmpty { return EdgeInsets(all: 16) }
        if let length = values.first?.asDouble, values.count == 1 { return EdgeInsets(all: length) }
        let length = values.count > 1 ? (values[1].asDouble ?? 16) : 16
        var edges: Set<String> = []
        func add(_ value: Value) {
            switch value.caseName {
            case "all"?: edges.formUnion(["top", "leading", "bottom", "trailing"])
            case "horizontal"?: edges.formUnion(["leading", "trailing"])
            case "vertical"?: edges.formUnion(["top", "bottom"])
            case let edge?: edges.insert(edge)
            case nil: if case .array(let items) = value { items.forEach(add) }
            }
        }
        if let first = values.first { add(first) }
        return EdgeInsets(top: edges.contains("top") ? length : 0, leading: edges.contains("leading") ? length : 0,
                          bottom: edges.contains("bottom") ? length : 0, trailing: edges.contains("trailing") ? length : 0)
    }

    /// Per-corner radii as SwiftUI spells them: `cornerRadii:` (a
    /// `RectangleCornerRadii` or `.init(topLeading:...)`), or the
    /// `topLeadingRadius:`... labels; nil when neither is given.
    static func cornerRadii(_ arguments: [Argument]) throws -> (topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double)? {
        let corners = ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"]
        var fields: [String: Double] = [:]
        switch arguments.value("cornerRadii") {
        case .record(let radii)? where radii.typeName == "RectangleCornerRadii":
            for corner in corners { fields[corner] = radii[corner]?.asDouble ?? radii["_\(corners.firstIndex(of: corner)!)"]?.asDouble }
        case .implicitMember("init", let given?)?:
            for corner in corners { fields[corner] = try given.number(corner) }
        case .some(let other):
            throw builtinError("cornerRadii needs a RectangleCornerRadii, got \(other.kindDescription)")
        case nil:
            guard corners.contains(where: { arguments.value("\($0)Radius") != nil }) else { return nil }
            for corner in corners { fields[corner] = try arguments.number("\(corner)Radius") }
        }
        return (fields["topLeading"] ?? 0, fields["bottomLeading"] ?? 0, fields["bottomTrailing"] ?? 0, fields["topTrailing"] ?? 0)
    }

    static func degrees(_ value: Value?) throws -> Double {
        switch value {
        case .record(let angle)? where angle.typeName == "Angle":
            return angle["degrees"]?.asDouble ?? 0
        case .implicitMember("degrees", let arguments?)?:
            return arguments.first?.value.asDouble ?? 0
        case .implicitMember("init", let arguments?)? where arguments.value("degrees") != nil:
            // `.init(degrees: 45)` where an Angle is meant.
            return arguments.value("degrees")?.asDouble ?? 0
        case nil:
            return 0
        case let value?:
            guard let radians = Operators.angleRadians(value) else { throw builtinError("expected an Angle, got \(value.kindDescription)") }
            return radians * (180 / .pi)
        }
    }

    static func anchor(_ value: Value?) throws -> UnitPoint {
        try GradientBuiltins.unitPoint(value) ?? UnitPoint(x: 0.5, y: 0.5)
    }

    /// A background/overlay layer: a view, a style, or a style in a shape.
    static func layer(_ call: ModifierCall, isBackground: Bool) throws -> ViewNode {
        let (arguments, interpreter, frame) = (call.arguments, call.interpreter, call.frame)
        let positional = arguments.positional
        let shapeArgument = arguments.value("in")
        if let shapeValue = shapeArgument {
            let styleValue = positional.first
            let fill: ShapeStyleValue? = try styleValue.map { try interpreter.shapeStyle($0, in: frame) } ?? (isBackground ? nil : .foreground)
            guard var shape = try shapeView(shapeValue, interpreter: interpreter, in: frame) else {
                throw builtinError("'in:' needs a shape")
            }
            shape.fill = fill ?? .color(SystemColors.uiKit["systemBackground"]!)
            shape.isFilled = true
            return .shape(shape)
        }
        guard let first = positional.first ?? arguments.first(where: \.isTrailingClosure)?.value ?? arguments.value("content") else {
            return .empty
        }
        if case .implicitMember(let name, _) = first, let style = Interpreter.namedShapeStyle(name) {
            return .style(style)
        }
        return try call.content(first)
    }

    /// Whether `.background(x)` is SwiftUI's `background(_ style: some ShapeStyle, ...)`:
    /// one unlabelled colour, gradient or named style, no `in:` shape and no
    /// `alignment:` (a view, a closure or an alignment is the view overload).
    static func isShapeStyleLayer(_ call: ModifierCall) -> Bool {
        guard call.arguments.value("in") == nil, call.arguments.value("alignment") == nil,
              let first = call.arguments.first, first.label == nil, !first.isTrailingClosure else { return false }
        switch first.value {
        case .color, .linearGradient: return true
        case .implicitMember(let name, _): return Interpreter.namedShapeStyle(name) != nil || SystemColors.swiftUI[name] != nil
        case .record(let record): return ["ShapeStyleOpacity", "AnyShapeStyle", "RadialGradient", "AngularGradient", "EllipticalGradient"].contains(record.typeName)
        default: return false
        }
    }

    /// A shape value (`RoundedRectangle(cornerRadius: 8)`, `.circle`, a custom `Shape`).
    static func shapeView(_ value: Value, interpreter: Interpreter, in frame: Frame) throws -> ShapeView? {
        switch value {
        case .view(let node):
            if case .shape(let shape) = node.unmodified { return shape }
            return nil
        case .implicitMember(let name, let arguments):
            switch name {
            case "circle": return ShapeView(shape: .circle)
            case "capsule": return ShapeView(shape: .capsule)
            case "rect", "rectangle":
                let style = ViewConstructors.cornerStyle(arguments?.value("style"))
                if let radii = try arguments.flatMap(cornerRadii) {
                    return ShapeView(shape: .unevenRoundedRectangle(topLeading: radii.topLeading, bottomLeading: radii.bottomLeading,
                                                                    bottomTrailing: radii.bottomTrailing, topTrailing: radii.topTrailing, style: style))
                }
                if let radius = try arguments?.number("cornerRadius") { return ShapeView(shape: .roundedRectangle(cornerRadius: radius, style: style)) }
                return ShapeView(shape: .rectangle)
            case "ellipse": return ShapeView(shape: .ellipse)
            case "containerRelative": return ShapeView(shape: .containerRelative)
            case "buttonBorder": return ShapeView(shape: .roundedRectangle(cornerRadius: 6, style: .continuous))
            default: return nil
            }
        case .instance:
            if case .shape(let shape) = try interpreter.viewNode(value, at: frame.source.syntax, in: frame) { return shape }
            return nil
        default:
            return nil
        }
    }

}

extension Interpreter {
    /// `.modifier(X())`: runs the guide's `ViewModifier.body(content:)`.
    func applyViewModifier(_ modifier: Value, to view: ViewNode, in frame: Frame, at location: FileLocation) throws -> ViewNode {
        guard case .instance(let instance) = modifier, let type = table.type(named: instance.typeName),
              let bodyFunction = type.members.functions(named: "body").first else {
            preview.issues.note("modifier", .notDrawn, at: location)
            return view
        }
        let box = SelfBox(modifier)
        try bindEnvironment(of: type, into: box)
        return try appearing(box: box, at: frame.source.syntax, in: frame) {
            let result = try invoke(bodyFunction, bound: BoundSelf(box: box, typeName: type.qualifiedName), [Argument("content", .view(view))], at: location)
            return try viewNode(result, at: frame.source.syntax, in: frame)
        }
    }
}
