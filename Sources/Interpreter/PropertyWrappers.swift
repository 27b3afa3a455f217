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
        wrapperAttributes(of: property).first
    }

    /// Every guide-declared wrapper on a property, outermost first: `@Logged @Doubled var x`
    /// stores `Logged(wrappedValue: Doubled(wrappedValue: …))`.
    func wrapperAttributes(of property: PropertyDeclaration) -> [WrapperAttribute] {
        var found: [WrapperAttribute] = []
        for element in property.declaration.attributes {
            guard case .attribute(let attribute) = element else { continue }
            var name = attribute.attributeName.trimmedDescription
            if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
            guard let qualified = resolveTypeName(name, from: nil), let type = table.type(named: qualified), type.isPropertyWrapper else { continue }
            if case .argumentList(let arguments)? = attribute.arguments {
                found.append(WrapperAttribute(type: type, arguments: arguments))
            } else {
                found.append(WrapperAttribute(type: type, arguments: nil))
            }
        }
        return found
    }

    /// A new wrapper for a property: `Wrapper(wrappedValue: initial, <attribute arguments>)`,
    /// or `Wrapper(<attribute arguments>)` when there is no initial value; stacked
    /// wrappers are made innermost first, each wrapping the one inside it.
    func makeWrapper(_ wrapper: WrapperAttribute, wrappedValue: Value?, property: PropertyDeclaration, typeContext: String?) throws -> Value {
        let frame = Frame(scope: Scope(), selfBox: nil, typeContext: typeContext, source: property.source)
        let stack = wrapperAttributes(of: property)
        let layers = stack.first?.type.qualifiedName == wrapper.type.qualifiedName ? stack : [wrapper]
        var wrapped = wrappedValue
        // `@Clamped(1...12) var width: CGFloat`: the wrapper's `Value` is CGFloat, so its range is too.
        let floatingWrapped = TypeShape(property.type).name.map(TypeShape.floatingPointNames.contains) ?? false
        for layer in layers.reversed() {
            var arguments: [Argument] = []
            if let wrapped { arguments.append(Argument("wrappedValue", wrapped)) }
            for argument in layer.arguments ?? [] {
                var value = try evaluate(argument.expression, in: frame)
                if floatingWrapped, takesGenericValue(layer, label: argument.label?.text) { value = value.asFloatingPoint }
                arguments.append(Argument(argument.label?.text, value))
            }
            wrapped = try construct(layer.type.qualifiedName, arguments, at: property.declaration, in: frame)
        }
        return wrapped ?? .none
    }

    /// The wrapper of a static or global wrapped property (`@Setting("k", default: 5)
    /// static var volume: Int`), made when first used and kept with the globals.
    func staticWrapper(_ property: PropertyDeclaration, key: String, typeName: String?) throws -> Value? {
        guard let attribute = wrapperAttribute(of: property) else { return nil }
        let wrapperKey = Self.wrapperKey(key)
        if let wrapper = globalWrites[wrapperKey] { return wrapper }
        guard !staticsInProgress.contains(wrapperKey) else {
            throw EvaluationError("'\(property.name)' refers to itself", at: property.location)
        }
        staticsInProgress.insert(wrapperKey)
        defer { staticsInProgress.remove(wrapperKey) }
        let frame = Frame(scope: Scope(), selfBox: nil, typeContext: typeName, source: property.source)
        let shape = TypeShape(property.type)
        let initial = try property.initializer.map { try coerce(evaluate($0, in: frame, as: shape), to: shape, in: frame) }
        let wrapper = try makeWrapper(attribute, wrappedValue: initial, property: property, typeContext: typeName)
        globalWrites[wrapperKey] = wrapper
        return wrapper
    }

    /// Where a static wrapped property's wrapper is kept: `_volume` beside `volume`.
    static func wrapperKey(_ key: String) -> String {
        guard let dot = key.lastIndex(of: ".") else { return "_" + key }
        return key[...dot] + "_" + key[key.index(after: dot)...]
    }

    /// Whether an initializer of a generic wrapper takes the argument with this
    /// label (the first unlabelled one after `wrappedValue`, for nil) as a type
    /// made of its generic parameter (`_ range: ClosedRange<Value>`).
    func takesGenericValue(_ wrapper: WrapperAttribute, label: String?) -> Bool {
        let generics = Set(wrapper.type.genericParameters)
        guard !generics.isEmpty else { return false }
        return wrapper.type.members.initializers.contains { initializer in
            guard let parameter = initializer.parameters.first(where: { $0.label == label && $0.name != "wrappedValue" }) else { return false }
            return parameter.type.tokens(viewMode: .sourceAccurate).contains { generics.contains($0.text) }
        }
    }

    /// How many guide wrappers a property of `typeName` has stacked (1 for `@Clamped var x`).
    func wrapperDepth(_ name: String, of typeName: String) -> Int {
        guard let property = instanceProperty(name, of: typeName) else { return 1 }
        return max(1, wrapperAttributes(of: property).count)
    }

    /// The value inside `depth` stacked wrappers: `wrappedValue` of each, outermost first.
    func unwrapped(_ wrapper: Value, depth: Int, at node: some SyntaxProtocol, in frame: Frame) throws -> Value {
        var value = wrapper
        for _ in 0..<depth { value = try member("wrappedValue", of: value, at: node, in: frame) }
        return value
    }

    /// `x += 1` on `@Logged @Doubled var x`: each layer's `wrappedValue` read
    /// once on the way in and set once on the way out, as Swift's modify
    /// accessors do. Nil when `name` is not a property with stacked wrappers.
    func modifyStackedWrappers<Result>(_ name: String, of basePlace: Place, at node: some SyntaxProtocol, in frame: Frame,
                                       _ change: (inout Value) throws -> Result) throws -> Result? {
        guard case .instance(let instance) = try read(basePlace, at: node, in: frame),
              let property = instanceProperty(name, of: instance.typeName), !property.hasObservers,
              case let stack = wrapperAttributes(of: property), stack.count > 1,
              let outer = wrapperStorage(name, of: .instance(instance)) else { return nil }
        let layers = try wrapperLayers(outer, depth: stack.count, at: node, in: frame)
        var value = try member("wrappedValue", of: layers[layers.count - 1], at: node, in: frame)
        let result = try change(&value)
        for layer in layers.reversed() { value = try settingMember("wrappedValue", of: layer, to: value, at: node, in: frame) }
        let base = try read(basePlace, at: node, in: frame)
        try write(settingStored("_" + name, of: base, to: value), to: basePlace, at: node, in: frame)
        return result
    }

    /// A wrapper stack with its innermost `wrappedValue` set: each layer's
    /// `wrappedValue` read, the one inside changed, and written back through its setter.
    func settingWrapped(_ wrapper: Value, depth: Int, to value: Value, at node: some SyntaxProtocol, in frame: Frame) throws -> Value {
        var value = value
        for layer in try wrapperLayers(wrapper, depth: depth, at: node, in: frame).reversed() {
            value = try settingMember("wrappedValue", of: layer, to: value, at: node, in: frame)
        }
        return value
    }

    /// The wrappers of a stack, outermost first (`depth` of them): each inner
    /// one is the `wrappedValue` of the one around it, read once. A loop, not
    /// recursion: a guide may stack any number of wrappers.
    private func wrapperLayers(_ outer: Value, depth: Int, at node: some SyntaxProtocol, in frame: Frame) throws -> [Value] {
        var layers = [outer]
        while layers.count < depth { layers.append(try member("wrappedValue", of: layers[layers.count - 1], at: node, in: frame)) }
        return layers
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
        if projected { return try member("projectedValue", of: wrapper, at: node, in: frame) }
        return try unwrapped(wrapper, depth: wrapperDepth(stored, of: instance.typeName), at: node, in: frame)
    }
}
