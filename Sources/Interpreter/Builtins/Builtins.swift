import SwiftSemantics
import DesignModel
import Diagnostics
import Foundation
import SwiftSemantics
import SwiftSyntax

/// The Swift standard library, SwiftUI and UIKit API surface the
/// interpreter knows, dispatched by name. Each domain lives in its own file.
extension Interpreter {
    /// Types that exist without the guide declaring them.
    static let builtinTypeNames = Set([
        "Color", "UIColor", "Font", "UIFont", "Double", "CGFloat", "Float", "Int", "UInt", "UInt8", "UInt32", "UInt64",
        "Int32", "Int64", "String", "Bool", "Array", "Dictionary", "Set", "Character", "TimeInterval", "UUID",
        "ColorScheme", "Angle", "UnitPoint", "LinearGradient", "Gradient", "RadialGradient", "AngularGradient",
        "CGPoint", "CGSize", "CGRect", "EdgeInsets", "StrokeStyle", "Edge", "Alignment", "HorizontalAlignment",
        "VerticalAlignment", "UITabBarAppearance", "UITabBar", "UINavigationBarAppearance", "UITabBarItemAppearance", "UIBlurEffect",
        "UIScreen", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator",
        "UITraitCollection", "Animation", "AnyTransition", "DispatchQueue", "Date", "Calendar", "URL", "Locale",
        "GridItem", "RoundedCornerStyle", "CGLineCap", "CGLineJoin", "Material", "AnyShapeStyle",
        "RectangleCornerRadii", "UIRectCorner", "UIBezierPath", "UIOffset", "Decimal", "Float64", "Float32", "Gradient.Stop",
        "Path", "StrokeStyle", "Font.Weight", "AttributedString", "State", "Binding", "StateObject", "ObservedObject",
        "GestureState", "AppStorage", "SceneStorage", "Published", "ScaledMetric", "FocusState", "Optional", "ProposedViewSize", "Result",
        "ContiguousArray", "Int8", "Int16", "UInt16", "Substring", "Unicode", "Unicode.Scalar", "UnicodeScalar",
        "DateComponents", "DateInterval", "TimeZone",
        "UIImage",
    ]).union(CoreBuiltins.systemServices).union(UIKitView.classNames)

    /// Modules whose names qualify the standard library's and SwiftUI's names (`Swift.min`).
    static let systemModules: Set<String> = ["Swift", "SwiftUI", "Foundation", "CoreGraphics", "UIKit"]

    func builtinGlobal(_ name: String) -> Value? {
        if let constant = CoreBuiltins.mathConstants[name] { return .double(constant) }
        if let function = CoreBuiltins.globalFunction(name, interpreter: self) {
            return .function(.builtin(name: name, BuiltinFunction(function)))
        }
        if Self.builtinTypeNames.contains(name) || ViewVocabulary.entry(named: name) != nil { return .type(TypeReference(name)) }
        return nil
    }

    /// `Type(arguments)` for builtin types; nil when the type is unknown.
    func builtinConstruct(_ typeName: String, _ arguments: [Argument], at location: FileLocation?, in frame: Frame) throws -> Value? {
        // SwiftUI's views draw a binding's current value; `Binding(...)` keeps the binding it is given.
        let arguments = typeName == "Binding" ? arguments : try arguments.throughBindings()
        do {
            if let value = try ViewVocabulary.construct(typeName, arguments, interpreter: self, in: frame, at: location ?? frame.location(of: frame.source.syntax)) {
                return value
            }
            if typeName == "UIBezierPath", let path = try PathBuilding.bezierPath(arguments) { return .record(path) }
            if let value = try ColorBuiltins.construct(typeName, arguments, interpreter: self, in: frame) { return value }
            if let value = try FontBuiltins.construct(typeName, arguments) { return value }
            if let value = try GradientBuiltins.construct(typeName, arguments, interpreter: self, in: frame) { return value }
            if let value = try CalendarMembers.construct(typeName, arguments) { return value }
            if let value = try MeasurementMembers.construct(typeName, arguments) { return value }
            if let value = FormatStyleMembers.constructDateStyle(typeName, arguments) { return value }
            if let value = try CoreBuiltins.construct(typeName, arguments, interpreter: self, in: frame) { return value }
        } catch let error as EvaluationError where error.location == nil {
            throw EvaluationError(error.message, at: location)
        } catch let request as ColorBuiltins.AssetColorRequest {
            if let color = table.assetColors.catalog[request.name] { return .color(color) }
            // In a component, a colour no input defines is a stand-in chosen
            // by its name, said as such; a token keeps it unresolved.
            guard preview.drawsAssetColors, let location else { throw EvaluationError(request.message, at: location) }
            let standIn = AssetColors.standIn(for: request.name)
            preview.issues.note("asset colour \"\(request.name)\" (its catalog is not among the inputs; drawn as \(standIn.light.hex))", .standIn, at: location)
            assetColorStandIns += 1
            return .color(standIn)
        }
        return nil
    }

    /// `Type.name` for builtin types.
    func builtinStaticMember(_ name: String, of typeName: String, at location: FileLocation, in frame: Frame) throws -> Value? {
        if let value = try ColorBuiltins.staticMember(name, of: typeName, interpreter: self, in: frame) { return value }
        if let value = FontBuiltins.staticMember(name, of: typeName, interpreter: self, in: frame) { return value }
        if let value = CoreBuiltins.staticMember(name, of: typeName, interpreter: self) { return value }
        if let value = CalendarMembers.staticMember(name, of: typeName) { return value }
        if let value = MeasurementMembers.staticMember(name, of: typeName) { return value }
        // `Date.FormatStyle(...)`: the nested type, constructed when called.
        if typeName + "." + name == FormatStyleMembers.dateStyleType { return .type(TypeReference(FormatStyleMembers.dateStyleType)) }
        if name == "appearance", typeName.hasPrefix("UI"), table.type(named: typeName)?.kind != .struct {
            // `UITextField.appearance().clearButtonMode = ...`: a UIKit-wide setting whose
            // effect on SwiftUI's controls is not drawn (tab and navigation bars' are).
            return .function(.builtin(name: name, BuiltinFunction { [unowned self] _ in
                self.preview.issues.note("\(typeName).appearance() (a UIKit appearance setting)", .notDrawn, at: location)
                return .record(self.appearanceProxy(for: typeName))
            }))
        }
        if typeName == ResultMembers.typeName, name == "success" || name == "failure" {
            return .function(.builtin(name: name, BuiltinFunction { arguments in
                let payload = arguments.first?.value ?? .void
                return name == "success" ? ResultMembers.success(payload) : ResultMembers.failure(payload)
            }))
        }
        if Self.nestedBuiltinTypes.contains("\(typeName).\(name)") { return .type(TypeReference("\(typeName).\(name)")) }
        // Enum-like SwiftUI types: `Font.Weight.bold`, `Edge.leading`, `ColorScheme.dark`
        // behave like the implicit member `.bold`.
        if Self.enumLikeBuiltinTypes.contains(typeName) || Self.nestedBuiltinTypes.contains(typeName) {
            return .implicitMember(name: name, arguments: nil)
        }
        return nil
    }

    static let nestedBuiltinTypes: Set<String> = [
        "Gradient.Stop", "Font.Weight", "Font.Design", "Font.TextStyle", "UIFont.Weight", "Edge.Set",
        "UIBlurEffect.Style", "UIImpactFeedbackGenerator.FeedbackStyle", "Text.Case", "ContentMode",
    ]
    static let enumLikeBuiltinTypes: Set<String> = [
        "ColorScheme", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment", "RoundedCornerStyle",
        "CGLineCap", "CGLineJoin", "TextAlignment", "ContentMode", "Visibility", "UIUserInterfaceStyle", "Axis",
        // Values sitegen passes along without a picture: `Animation.easeInOut(duration: 1)`, `AnyTransition.opacity`.
        "Animation", "AnyTransition", "ContentTransition", "SymbolEffect", "UIFont.TextStyle", "Font.Leading",
        "DynamicTypeSize", "ContentSizeCategory", "UIContentSizeCategory", "NumberFormatter.Style", "DateFormatter.Style",
    ]

    /// `value.name` for builtin values: a property, or a method bound to the value.
    func builtinMember(_ name: String, of value: Value, at location: FileLocation, in frame: Frame) throws -> Value? {
        do {
            if let property = try CoreBuiltins.property(name, of: value, interpreter: self, in: frame) { return property }
        } catch let error as EvaluationError where error.location == nil {
            throw EvaluationError(error.message, at: location)
        }
        let probe = BuiltinMethodProbe(name: name, value: value)
        guard probe.exists(interpreter: self) else { return nil }
        return .function(.builtin(name: name, BuiltinFunction { [unowned self] arguments in
            guard let result = try self.builtinMethod(name, on: value, arguments, in: frame, at: location) else {
                throw EvaluationError("\(value.kindDescription) has no method '\(name)'", at: location)
            }
            return result
        }))
    }

    /// A method call on a value, handled directly when the method is a
    /// builtin (no bound-method value is made). Nil when it is not one.
    /// `libraryChosen`: the semantic stage found that none of the guide's overloads takes these arguments.
    func callMethod(_ name: String, on base: Value, _ arguments: [Argument], at node: some SyntaxProtocol, in frame: Frame,
                    libraryChosen: Bool = false) throws -> Value? {
        if case .type = base { return nil }
        for typeName in guideTypeNames(of: base) where !libraryChosen {
            guard let type = table.type(named: typeName) else { continue }
            // The guide's own method, unless no overload of it takes these
            // arguments and SwiftUI's does (`.cornerRadius(12)` beside a
            // guide's `cornerRadius(_:corners:)`).
            let functions = type.members.functions(named: name).filter { !$0.isStatic && extensionApplies($0, to: base) }
            if functions.contains(where: { takes($0.parameters, arguments) }) || holdsCallable(name, of: type, in: base) { return nil }
            if !functions.isEmpty, !BuiltinMethodProbe(name: name, value: base).exists(interpreter: self) { return nil }
        }
        // A stored closure of that name is what is called; a stored value that is
        // not callable (`let mask: AnyView`) leaves `track.mask(Ellipse())` to SwiftUI's method.
        if case .instance(let instance) = base, let field = instance.fields[name], (try? field.throughBinding())?.isCallable != false { return nil }
        do {
            return try builtinMethod(name, on: base, arguments, in: frame, at: frame.location(of: node))
        } catch let error as EvaluationError where error.location == nil {
            throw EvaluationError(error.message, at: frame.location(of: node))
        } catch let error as StringFormat.FormatError {
            throw EvaluationError(error.description, at: frame.location(of: node))
        }
    }

    /// Whether `value.name(...)` calls a property of the guide's type: one
    /// that holds a closure. `let mask: AnyView` does not make `track.mask(Ellipse())`
    /// anything but SwiftUI's `mask` modifier.
    private func holdsCallable(_ name: String, of type: TypeDeclaration, in value: Value) -> Bool {
        guard let property = type.members.property(name, isStatic: false) else { return false }
        if TypeShape(property.type) == .function { return true }
        if case .instance(let instance) = value, let field = instance.fields[name] { return (try? field.throughBinding())?.isCallable != false }
        return property.type == nil || property.isComputed
    }

    func builtinMethod(_ name: String, on base: Value, _ arguments: [Argument], in frame: Frame, at location: FileLocation) throws -> Value? {
        let base = try base.throughBinding(), arguments = try arguments.throughBindings()
        if let value = try ColorBuiltins.method(name, on: base, arguments, interpreter: self, in: frame) { return value }
        if let value = try FontBuiltins.method(name, on: base, arguments, interpreter: self, in: frame) { return value }
        if let value = try PathBuilding.method(name, on: base, arguments) { return value }
        if let value = try CanvasDrawing.method(name, on: base, arguments, interpreter: self, in: frame, at: location) { return value }
        if let value = try ViewModifiers.method(name, on: base, arguments, interpreter: self, in: frame, at: location) { return value }
        if let value = try CoreBuiltins.method(name, on: base, arguments, interpreter: self, in: frame) { return value }
        return nil
    }

    /// The guide types whose extensions apply to a value: its own type, and
    /// `View` (and `Text`) for anything that draws.
    func guideTypeNames(of value: Value) -> [String] {
        var names: [String] = []
        if let own = typeName(of: value) {
            names.append(own)
            // The guide's extensions of the protocols it conforms to.
            if let type = table.type(named: own) { names += protocolExtensions(of: type).map(\.qualifiedName) }
        }
        switch value {
        case .view(let node):
            switch node.unmodified {
            case .text: names.append("Text")
            case .shape: names += ["Shape", "InsettableShape"]
            case .image: names.append("Image")
            case .control(.button): names.append("Button")
            default: break
            }
        case .instance(let instance):
            if let type = table.type(named: instance.typeName), ViewModifiers.isShapeType(type, interpreter: self) { names += ["Shape", "InsettableShape"] }
        case .record(let record) where record.typeName == "Path":
            names.append("Shape")
        case .color:
            // Colours are SwiftUI's and UIKit's alike here: `extension UIColor { func darken() }` applies.
            names += ["UIColor", "ShapeStyle"]
        case .font:
            names.append("UIFont")
        case .linearGradient:
            names.append("ShapeStyle")
        // A library value has the guide's extensions of its type and of the protocols it conforms to
        // (`extension Collection where Element: Equatable` on a String).
        case .int:
            names += ["Int"] + LibraryTypes.conformances(of: "Int")
        case .integer(let number):
            names += [number.kind.name] + LibraryTypes.conformances(of: number.kind.name)
        case .float:
            names += ["Float"] + LibraryTypes.conformances(of: "Float")
        case .double:
            names += ["Double", "CGFloat", "Float"] + LibraryTypes.conformances(of: "Double")
        case .string:
            names += ["String"] + LibraryTypes.conformances(of: "String")
        case .array:
            names += ["Array"] + LibraryTypes.conformances(of: "Array")
        case .dictionary:
            names += ["Dictionary"] + LibraryTypes.conformances(of: "Dictionary")
        case .set:
            names += ["Set"] + LibraryTypes.conformances(of: "Set")
        default:
            break
        }
        if ViewModifiers.isViewLike(value, interpreter: self) { names.append("View") }
        // `extension Array: Container {}`: the guide's protocols a library type is made to conform to.
        for name in names where Self.builtinTypeNames.contains(name) || name == "Array" {
            guard let extended = table.type(named: name), extended.kind == .extensionOfExternal, !extended.inheritedTypes.isEmpty else { continue }
            for conformance in protocolExtensions(of: extended) where !names.contains(conformance.qualifiedName) { names.append(conformance.qualifiedName) }
        }
        return names
    }

    /// Calls a closure or function value with positional arguments (for
    /// `map`, `reduce`, `UIColor { trait in }`...).
    func callFunction(_ function: Value, _ arguments: [Value], in frame: Frame) throws -> Value {
        switch function {
        case .function(.method(let declaration, let bound)):
            // A function value is called without labels: `map(format)` passes its parameters in order.
            let labelled = arguments.enumerated().map { index, value in
                Argument(index < declaration.parameters.count ? declaration.parameters[index].label : nil, value)
            }
            return try call(.method(declaration, bound), labelled, at: frame.source.syntax, in: frame)
        case .function(let callable):
            return try call(callable, arguments.map { Argument(nil, $0) }, at: frame.source.syntax, in: frame)
        case .keyPath(let components):
            // A key path used as a function (`map(\.name)`, `filter(\.isOn)`).
            guard arguments.count == 1 else { throw EvaluationError("a key path takes one argument", at: nil) }
            return try applyKeyPath(components, to: arguments[0], in: frame)
        case .type(let type):
            // `map(Item.init)` written as the type itself is rare, but `Item.init` is a type call too.
            return try construct(type.name, arguments.map { Argument(nil, $0) }, at: frame.source.syntax, in: frame)
        default:
            throw EvaluationError("expected a closure, got \(function.kindDescription)", at: nil)
        }
    }

    /// `value[keyPath: \.a.b]`.
    func applyKeyPath(_ path: KeyPath, to value: Value, in frame: Frame) throws -> Value {
        var current = value
        for component in path.components {
            switch component {
            case .property("self"):
                continue
            case .property(let name):
                current = try member(name, of: current, at: frame.source.syntax, in: frame)
            case .subscripted(let arguments):
                current = try subscriptValue(of: current, arguments, at: frame.source.syntax, in: frame)
            case .optional(let force):
                if current.isNone {
                    if force { throw EvaluationError("unexpectedly found nil while unwrapping an Optional value", at: frame.location(of: frame.source.syntax)) }
                    return .none
                }
            }
        }
        return current
    }

    /// `value[keyPath: path] = new`: the value with what the path names
    /// replaced, each step's setter (or observers) run on the way back up.
    func settingKeyPath(_ components: ArraySlice<KeyPath.Component>, of value: Value, to new: Value, in frame: Frame) throws -> Value {
        guard let first = components.first else { return new }
        let rest = components.dropFirst()
        let node = frame.source.syntax
        switch first {
        case .property("self"):
            return try settingKeyPath(rest, of: value, to: new, in: frame)
        case .property(let name):
            let inner = try member(name, of: value, at: node, in: frame)
            return try settingMember(name, of: value, to: settingKeyPath(rest, of: inner, to: new, in: frame), at: node, in: frame)
        case .subscripted(let arguments):
            let inner = try subscriptValue(of: value, arguments, at: node, in: frame)
            return try settingElement(of: value, arguments, to: settingKeyPath(rest, of: inner, to: new, in: frame), at: node, in: frame)
        case .optional:
            if value.isNone { return value }
            return try settingKeyPath(rest, of: value, to: new, in: frame)
        }
    }

    /// An operator used as a function value (`reduce(0, +)`, `sorted(by: >)`):
    /// the guide's own overload for its types, else Swift's.
    func operatorFunction(_ op: String) -> Value {
        .function(.builtin(name: op, BuiltinFunction { [unowned self] arguments in
            var values = arguments.map(\.value)
            let frame = self.anyFrame
            // `zip(a, b).map(+)`: a pair of elements is the operator's two operands.
            if values.count == 1, case .tuple(let pair, _) = values[0], pair.count == 2 { values = pair }
            switch values.count {
            case 2:
                return try self.applyBinary(op, values[0], values[1], at: frame.location(of: frame.source.syntax), in: frame)
            case 1:
                return try self.applyPrefix(op, values[0], at: frame.location(of: frame.source.syntax))
            default:
                throw builtinError("operator \(op) takes one or two operands")
            }
        }))
    }
}

/// Whether a builtin method exists, without running it: asks each domain.
struct BuiltinMethodProbe {
    var name: String
    var value: Value

    func exists(interpreter: Interpreter) -> Bool {
        ColorBuiltins.hasMethod(name, on: value) || FontBuiltins.hasMethod(name, on: value) || CoreBuiltins.hasMethod(name, on: value)
            || PathBuilding.hasMethod(name, on: value) || ViewModifiers.hasMethod(name, on: value, interpreter: interpreter)
            || CanvasDrawing.hasMethod(name, on: value)
    }
}

/// Errors raised inside builtins carry no location; the caller adds it.
func builtinError(_ message: String) -> EvaluationError {
    EvaluationError(message, at: nil)
}

extension Array where Element == Argument {
    /// The argument labelled `label` as a Double.
    func number(_ label: String?) throws -> Double? {
        guard let given = label.map({ value($0) }) ?? positional.first, !given.isNone else { return nil }
        // `.infinity`, `.pi`, `.nan`: Double's static members written bare.
        let found = Operators.numericConstant(given, other: .double(0))
        guard let number = found.asDouble else {
            throw builtinError("'\(label ?? "_")' must be a number, got \(found.kindDescription)")
        }
        return number
    }

    func requiredNumber(_ label: String?) throws -> Double {
        guard let number = try number(label) else { throw builtinError("missing argument '\(label ?? "_")'") }
        return number
    }
}
