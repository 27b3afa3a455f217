import SwiftSemantics
import SwiftSyntax

/// A guide's own environment values (`EnvironmentKey` and its
/// `EnvironmentValues` property, or `@Entry`), set with
/// `.environment(\.theme, dark)` and read with `@Environment(\.theme)`.
///
/// Views are built as they are met, so a value set around a view must be in
/// force while that view is built: the setting is pushed, the view built
/// (again, when it was built before the setting was met), and popped.
extension Interpreter {
    /// Where an `EnvironmentValues` value keeps what `self[Key.self] = v` wrote:
    /// apart from its properties (`colorScheme`), by the key type's name.
    static func environmentSlot(_ key: TypeReference) -> String { "[\(key.name)]" }

    /// Whether `key` is one of the guide's environment values.
    func isGuideEnvironmentKey(_ key: String) -> Bool {
        table.type(named: "EnvironmentValues")?.members.property(key, isStatic: false) != nil
    }

    /// The guide key a `.environment(\.key, value)` call sets, if it is one.
    func guideEnvironmentKey(of arguments: [Argument]) -> String? {
        guard case .keyPath(let path)? = arguments.first?.value, path.names.count == 1, let key = path.names.last,
              isGuideEnvironmentKey(key) else { return nil }
        return key
    }

    /// Where the observable model of type `typeName` an ancestor provides is kept.
    static func environmentObjectSlot(_ typeName: String) -> String { "object:\(typeName)" }

    /// `.environment(model)` (an `@Observable` class) or
    /// `.environmentObject(model)` (an `ObservableObject`): the model the
    /// views below read with `@Environment(Model.self)` or `@EnvironmentObject`.
    func guideEnvironmentObjectSetting(_ call: FunctionCallExprSyntax, in frame: Frame) throws -> EnvironmentSetting? {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
              Self.mayNameModel(argument.expression) else { return nil }
        let value = try evaluate(argument.expression, in: frame)
        guard case .instance(let instance) = value, let type = table.type(named: instance.typeName), type.kind == .class else { return nil }
        return EnvironmentSetting(key: Self.environmentObjectSlot(type.qualifiedName), value: value)
    }

    /// The modifiers that set one of SwiftUI's own environment values for the
    /// views below (besides drawing): the value's key and how the modifier's
    /// argument gives it from the value in force.
    private static let systemEnvironmentModifiers: [String: (key: String, value: @Sendable (Value, _ current: Value) -> Value?)] = [
        "dynamicTypeSize": ("dynamicTypeSize", { given, _ in given.caseName.map { .enumCase(EnumCaseValue(typeName: "DynamicTypeSize", name: $0)) } }),
        // `.disabled(false)` inside a disabled subtree does not enable it again.
        "disabled": ("isEnabled", { given, current in given.asBool.map { .bool(!$0 && current.asBool != false) } }),
        "colorScheme": ("colorScheme", { given, _ in given.caseName.map { .enumCase(EnumCaseValue(typeName: "ColorScheme", name: $0)) } }),
    ]

    static func setsSystemEnvironment(_ modifier: String) -> Bool {
        modifier == "environment" || modifier == "transformEnvironment" || systemEnvironmentModifiers[modifier] != nil
    }

    /// What a modifier of `systemEnvironmentModifiers`, or
    /// `.environment(\.key, value)` / `.transformEnvironment(\.key) { ... }`
    /// of a system key, puts in force; nil for anything else.
    func systemEnvironmentSetting(_ modifier: String, _ arguments: [Argument], in frame: Frame) throws -> EnvironmentSetting? {
        if let (key, value) = Self.systemEnvironmentModifiers[modifier] {
            guard let given = arguments.positional.first, let current = try? environmentValue(key, at: frame.location(of: frame.source.syntax)),
                  let set = value(given, current) else { return nil }
            return EnvironmentSetting(key: key, value: set)
        }
        guard case .keyPath(let path)? = arguments.first?.value, path.names.count == 1, let key = path.names.last, !isGuideEnvironmentKey(key),
              let current = try? environmentValue(key, at: frame.location(of: frame.source.syntax)) else { return nil }
        guard var given = arguments.dropFirst().first?.value else { return nil }
        if modifier == "transformEnvironment" {
            guard given.isCallable else { return nil }
            given = try invokeClosureUpdatingFirst(given, [current], in: frame)
        }
        // `.environment(\.dynamicTypeSize, .xxxLarge)`: the value as the key's enum reads it.
        if case .enumCase(let defaultCase) = current, let name = given.caseName { given = .enumCase(EnumCaseValue(typeName: defaultCase.typeName, name: name)) }
        return EnvironmentSetting(key: key, value: given)
    }

    /// Whether an argument is a read (`cart`, `self.store`) or a guide
    /// class's initializer (`CartModel()`): evaluated here once, so that no
    /// other argument is evaluated twice.
    private static func mayNameModel(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base.map(mayNameModel) ?? false }
        if let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return callee.baseName.text.first?.isUppercase == true
        }
        return false
    }

    /// `.environment(\.key, value)` written with a guide key: the key and the
    /// value, evaluated as the key's type (`.green` for a `Color` key).
    func guideEnvironmentSetting(_ call: FunctionCallExprSyntax, in frame: Frame) throws -> EnvironmentSetting? {
        guard call.arguments.count == 2, let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self),
              keyPath.root == nil, keyPath.components.count == 1,
              let key = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text,
              let property = table.type(named: "EnvironmentValues")?.members.property(key, isStatic: false),
              let expression = call.arguments.last?.expression else { return nil }
        let shape = TypeShape(property.type)
        return EnvironmentSetting(key: key, value: try coerce(evaluate(expression, in: frame, as: shape), to: shape, in: frame))
    }

    /// Runs `build` with the guide's environment values in `settings` in force.
    func withEnvironment<Result>(_ settings: [EnvironmentSetting], _ build: () throws -> Result) rethrows -> Result {
        guard !settings.isEmpty else { return try build() }
        let saved = environmentOverrides
        for setting in settings { environmentOverrides[setting.key] = setting.value }
        defer { environmentOverrides = saved }
        return try build()
    }

    /// A guide environment value: the one set around the view being built,
    /// else its default (`EnvironmentKey.defaultValue` through its
    /// `EnvironmentValues` property, or an `@Entry`'s initial value).
    func guideEnvironmentValue(_ key: String) throws -> Value? {
        if let set = environmentOverrides[key] { return set }
        guard let type = table.type(named: "EnvironmentValues"), let property = type.members.property(key, isStatic: false) else { return nil }
        let box = SelfBox(.record(Record("EnvironmentValues")))
        if property.isComputed { return try evaluateComputed(property, selfBox: box, typeName: "EnvironmentValues") }
        guard let initializer = property.initializer else { return nil }
        let frame = Frame(scope: Scope(), selfBox: box, typeContext: "EnvironmentValues", source: property.source)
        let shape = TypeShape(property.type)
        return try coerce(evaluate(initializer, in: frame, as: shape), to: shape, in: frame)
    }

    /// `.environment(\.key, value)` of a guide key on `base` (called on a
    /// guide modifier's `self`): the view built with the value in force. A
    /// view built before the setting was met is noted, for the call that made it to build
    /// it again (`rebuildingForEnvironment`).
    func applyGuideEnvironment(_ key: String, _ value: Value, to base: Value, at node: some SyntaxProtocol, in frame: Frame) throws -> Value {
        let setting = EnvironmentSetting(key: key, value: value)
        if case .view = base, environmentOverrides[key].map({ (try? valuesEqual($0, value, in: frame)) == true }) != true {
            environmentSetAfterBuild.append(setting)
        }
        return .view(try withEnvironment([setting]) { try viewNode(base, at: node, in: frame) })
    }

    /// Calls a guide modifier on a view built from `baseExpression`; when the
    /// modifier set guide environment values around that view, builds the view
    /// again with them in force and calls the modifier on it (SwiftUI's
    /// environment reaches every view below the setting).
    func rebuildingForEnvironment(_ base: Value, from baseExpression: ExprSyntax, in frame: Frame, call: (Value) throws -> Value) throws -> Value {
        guard case .view = base else { return try call(base) }
        let before = environmentSetAfterBuild.count
        let result = try call(base)
        guard environmentSetAfterBuild.count > before else { return result }
        let settings = Array(environmentSetAfterBuild[before...])
        environmentSetAfterBuild.removeSubrange(before...)
        return try rebuilding(settings, or: result) { try call(evaluate(baseExpression, in: frame)) }
    }

    /// How many builds-again for environment values may be in progress at
    /// once: each one builds its receiver again, so a chain of settings
    /// (`.environment(a).environment(b)...`) would double the work per link.
    static let environmentRebuildDepth = 4

    /// Builds again with `settings` in force, unless rebuilds are nested too
    /// deep: then what was built stands (`fallback`).
    func rebuilding<Result>(_ settings: [EnvironmentSetting], or fallback: @autoclosure () throws -> Result, _ build: () throws -> Result) throws -> Result {
        guard environmentRebuilds < Self.environmentRebuildDepth else { return try fallback() }
        environmentRebuilds += 1
        defer { environmentRebuilds -= 1 }
        return try withEnvironment(settings, build)
    }
}

/// A guide environment value set around the views being built.
struct EnvironmentSetting {
    var key: String
    var value: Value
}
