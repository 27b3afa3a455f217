import SwiftSemantics
import SwiftSyntax

/// Property wrappers a guide declares (`@propertyWrapper struct Clamped`).
///
/// `@Clamped(maximum: 10) var level = 3` stores a `Clamped` in `_level`,
/// made by `Clamped(wrappedValue: 3, maximum: 10)`; reading `level` reads
/// `_level.wrappedValue`, writing it runs the wrapper's setter, and `$level`
/// is `_level.projectedValue`. SwiftUI's own wrappers (`@State`,
/// `@Binding`...) are not these: their values are stored as they are.
struct WrapperAttribute {
    var type: TypeDeclaration
    /// The attribute's arguments (`(maximum: 10)`), evaluated where the property is declared.
    var arguments: LabeledExprListSyntax?
}

extension Interpreter {
    /// The guide-declared wrapper on a property, if it has one (the outermost, as written first).
    func wrapperAttribute(of property: PropertyDeclaration) -> WrapperAttribute? {
        for element in property.declaration.attributes {
            guard case .attribute(let attribute) = element else { continue }
            var name = attribute.attributeName.trimmedDescription
            if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
            guard let qualified = resolveTypeName(name, from: nil), let type = table.type(named: qualified), type.isPropertyWrapper else { continue }
            if case .argumentList(let arguments)? = attribute.arguments { return WrapperAttribute(type: type, arguments: arguments) }
            return WrapperAttribute(type: type, arguments: nil)
        }
        return nil
    }

    /// A new wrapper for a property: `Wrapper(wrappedValue: initial, <attribute arguments>)`,
    /// or `Wrapper(<attribute arguments>)` when there is no initial value.
    func makeWrapper(_ wrapper: WrapperAttribute, wrappedValue: Value?, property: PropertyDeclaration, typeContext: String?) throws -> Value {
        let frame = Frame(scope: Scope(), selfBox: nil, typeContext: typeContext, source: property.source)
        var arguments: [Argument] = []
        if let wrappedValue { arguments.append(Argument("wrappedValue", wrappedValue)) }
        for argument in wrapper.arguments ?? [] {
            arguments.append(Argument(argument.label?.text, try evaluate(argument.expression, in: frame)))
        }
        return try construct(wrapper.type.qualifiedName, arguments, at: property.declaration, in: frame)
    }

    /// Whether a wrapper can be made with no wrapped value: from the attribute's
    /// arguments, an `init()` (or one whose parameters all have defaults), or
    /// the memberwise one of a wrapper whose stored properties all have values.
    func canMakeWrapperWithoutValue(_ wrapper: WrapperAttribute) -> Bool {
        if wrapper.arguments != nil { return true }
        let initializers = wrapper.type.members.initializers
        if initializers.isEmpty {
            return wrapper.type.members.storedInstanceProperties.allSatisfy { $0.initializer != nil || $0.name == "wrappedValue" && $0.isComputed }
        }
        return initializers.contains { $0.parameters.allSatisfy { $0.defaultValue != nil } }
    }

    /// `x` of an instance whose `x` is wrapped: the wrapper's `wrappedValue`;
    /// `$x`: its `projectedValue`. Nil when `x` is not a wrapped property.
    func wrappedProperty(_ name: String, of instance: Instance, at node: some SyntaxProtocol, in frame: Frame) throws -> Value? {
        let projected = name.hasPrefix("$")
        let stored = projected ? String(name.dropFirst()) : name
        guard let wrapper = wrapperStorage(stored, of: .instance(instance)) else { return nil }
        return try member(projected ? "projectedValue" : "wrappedValue", of: wrapper, at: node, in: frame)
    }
}
