import SwiftSemantics
import DesignModel
import Diagnostics
import SwiftCode
import SwiftSyntax

extension Interpreter {
    // MARK: - Member access

    func evaluateMemberAccess(_ access: MemberAccessExprSyntax, in frame: Frame) throws -> Value {
        let name = access.declName.baseName.text
        if let baseExpression = access.base, baseExpression.is(SuperExprSyntax.self) {
            return try superMember(name, at: access, in: frame)
        }
        guard let baseExpression = access.base else {
            // `.loading` where the semantic stage knows the type expected: that type's member.
            if let typeName = guideImplicitBase(of: access), let value = try implicitMember(name, nil, of: typeName, in: frame) { return value }
            if let typeName = libraryImplicitBase(of: access), let value = try? staticMember(name, of: typeName, at: access, in: frame) { return value }
            return .implicitMember(name: name, arguments: nil)
        }
        // `[Double].self`: the collection type the semantic stage read from the expression.
        if name == "self", baseExpression.is(ArrayExprSyntax.self) || baseExpression.is(DictionaryExprSyntax.self),
           case .metatype(let type)? = types.type(of: access), type.isConcrete {
            return .type(TypeReference(type.description))
        }
        let base = try evaluate(baseExpression, in: frame)
        if base.isNone, Interpreter.isOptionalChain(baseExpression) { return .none }
        // `value.debugDescription` of an Optional: Optional's own (`Optional(3)`, `nil`).
        if name == "debugDescription", let type = types.type(of: baseExpression), type.isOptional, !Interpreter.isOptionalChain(baseExpression) {
            return .string(try describe(base, .debug, staticType: type, at: access, in: frame))
        }
        // A `lazy` property read for the first time is initialised and stored in its place.
        if case .instance(let instance) = base, instance.fields[name] == nil, Self.isPlaceSyntax(baseExpression),
           instanceProperty(name, of: instance.typeName)?.isLazy == true {
            return try read(.member(place(of: baseExpression, in: frame), name), at: access, in: frame)
        }
        if name == "init", case .type(let type) = base {
            // `map(String.init)`, `map(Color.init(hex:))`: an initializer as a function.
            let labels = access.declName.argumentNames.map { names in names.arguments.map { $0.name.text == "_" ? nil : $0.name.text } }
            return .function(.builtin(name: "\(type.name).init", BuiltinFunction { [unowned self] arguments in
                let labelled = arguments.enumerated().map { index, argument in
                    Argument(labels.flatMap { index < $0.count ? $0[index] : nil } ?? argument.label, argument.value)
                }
                return try self.construct(type.name, labelled, at: access, in: frame)
            }))
        }
        return try member(name, of: base, at: access, in: frame)
    }

    /// `super.name` in a class's method or accessor: the superclass's
    /// property (its getter, on this object) or method.
    func superMember(_ name: String, at node: some SyntaxProtocol, in frame: Frame) throws -> Value {
        guard let parent = lexicalSuperclass(of: node, in: frame) else {
            throw EvaluationError("'super' outside a subclass", at: frame.location(of: node))
        }
        guard let box = frame.selfBox else {
            // `super.defaultHeight` in a `class var`: the superclass's, with this class as `Self`.
            return try staticMember(name, of: parent.qualifiedName, dispatchedAs: frame.typeContext, at: node, in: frame)
        }
        if let (property, owner) = instancePropertyChain(name, of: parent.qualifiedName).first {
            if property.isComputed { return try evaluateComputed(property, selfBox: box, typeName: owner) }
            if case .instance(let instance) = box.value, let field = instance.fields[storageName(name, in: instance)] { return field }
        }
        var current: TypeDeclaration? = parent
        var steps = 0
        while let type = current, steps < 16 {
            if let function = type.members.functions(named: name).first(where: { !$0.isStatic }) {
                return .function(.method(function, BoundSelf(box: box, typeName: type.qualifiedName)))
            }
            current = superclass(of: type)
            steps += 1
        }
        throw EvaluationError("superclass '\(parent.name)' has no member '\(name)'", at: frame.location(of: node))
    }

    /// The type whose declaration (or extension) holds the code at `node`:
    /// what `super` is relative to.
    func lexicalOwner(of node: some SyntaxProtocol, in frame: Frame) -> TypeDeclaration? {
        let names = node.enclosingTypeNames
        let owner = names.isEmpty ? frame.typeContext : names.joined(separator: ".")
        guard let ownerName = owner else { return nil }
        return table.type(named: ownerName) ?? frame.typeContext.flatMap(table.type(named:))
    }

    /// The superclass `super` refers to where it is written: of the class
    /// whose declaration (or extension) holds the code, not of `self`'s class.
    func lexicalSuperclass(of node: some SyntaxProtocol, in frame: Frame) -> TypeDeclaration? {
        lexicalOwner(of: node, in: frame).flatMap(superclass(of:))
    }

    /// The UIKit view class a guide class descends from (`class GrowingTextView: UITextView`).
    func uikitClass(of type: TypeDeclaration) -> UIKitView? {
        var current: TypeDeclaration? = type
        var steps = 0
        while let declaration = current, declaration.kind == .class, steps < 16 {
            if let kind = declaration.inheritedTypes.lazy.compactMap(UIKitView.init(rawValue:)).first { return kind }
            current = superclass(of: declaration)
            steps += 1
        }
        return nil
    }

    /// A static member of `typeName` run with `dispatchedAs` as its `Self`
    /// (`super.x` in a subclass's `class var`).
    func staticMember(_ name: String, of typeName: String, dispatchedAs dynamicType: String?, at node: some SyntaxProtocol, in frame: Frame) throws -> Value {
        if let type = table.type(named: typeName), let property = type.members.property(name, isStatic: true), property.isComputed {
            return try evaluateComputed(property, selfBox: nil, typeName: dynamicType ?? typeName)
        }
        if let type = table.type(named: typeName), let function = type.members.functions(named: name).first(where: \.isStatic) {
            return .function(.method(function, BoundSelf(box: nil, typeName: dynamicType ?? typeName)))
        }
        return try staticMember(name, of: typeName, at: node, in: frame)
    }

    /// `base.name`: a field, property or method of a value, or a static
    /// member of a type.
    func member(_ name: String, of base: Value, at node: some SyntaxProtocol, in frame: Frame) throws -> Value {
        let location = frame.location(of: node)
        // `self.$isOn`, `viewModel.$query`: a binding, which is its value here
        // (a guide's own wrapper's `$x` is its `projectedValue`).
        if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) {
            // `$count` of `@State var count`: its storage, as a binding.
            if case .instance(let instance) = base, let field = instance.fields[String(name.dropFirst())], let binding = projectedBinding(of: field) { return binding }
            if case .instance(let instance) = base, let projected = try wrappedProperty(name, of: instance, at: node, in: frame) { return projected }
            return try member(String(name.dropFirst()), of: base, at: node, in: frame)
        }
        if case .binding(let reference) = base { return try bindingMember(name, of: reference, at: node, in: frame) }
        // A property wrapper's value is the value itself here.
        if name == "wrappedValue" || name == "projectedValue" {
            switch base {
            case .type: break
            case .instance(let instance) where instance.fields[name] != nil || table.type(named: instance.typeName)?.members.property(name, isStatic: false) != nil: break
            default: return base
            }
        }
        if case .record(let record) = base, let origin = record.undeclaredOrigin, ModifierVocabulary.entry(named: name) == nil {
            throw UndeclaredTypeError(typeName: record.typeName, location: origin)
        }
        // `none.describe()` with the guide's `extension Optional { func describe() }`: nil is its `self`.
        if case .none = base, table.type(named: "Optional") != nil, let value = try guideInstanceMember(name, of: base, typeName: "Optional") {
            return value
        }
        switch base {
        case .type(let type):
            return try staticMember(name, of: type.name, at: node, in: frame)
        case .record(let record) where CoreBuiltins.systemServices.contains(record.typeName) && record[name] == nil
            && !CoreBuiltins.hasMethod(name, on: base):
            return Value.none
        case .instance(let instance):
            if let field = instance.fields[storageName(name, in: instance)] {
                // A subclass that overrides a stored property with a getter reads through it.
                if let (property, owner) = overridingGetter(name, of: instance) {
                    return try evaluateComputed(property, selfBox: SelfBox(base), typeName: owner)
                }
                return try fieldValue(field, reading: name)
            }
            if let wrapped = try wrappedProperty(name, of: instance, at: node, in: frame) { return wrapped }
            if let value = try guideInstanceMember(name, of: base, typeName: instance.typeName) { return value }
            if instance.isReference, let subclass = table.type(named: instance.typeName), let kind = uikitClass(of: subclass) {
                // A method the guide's class inherits from UIKit: it sets what it sets on this object.
                return .function(.builtin(name: name, BuiltinFunction { arguments in
                    let object = Record(kind.rawValue, instance.fields, isReference: true)
                    let result = UIKitView.method(name, on: object, arguments)
                    var shared = instance
                    for (field, value) in object.storage.fields { shared.fields[field] = value }
                    return result
                }))
            }
        case .enumCase(let value):
            if let guideValue = try guideInstanceMember(name, of: base, typeName: value.typeName) { return guideValue }
            if name == "rawValue", let raw = try rawValue(of: value, in: frame) { return raw }
            if let payload = value.payload.first(where: { $0.label == name }) { return payload.value }
        case .tuple(let items, let labels):
            if let index = Int(name), items.indices.contains(index) { return items[index] }
            if let index = labels.firstIndex(of: name) { return items[index] }
        case .implicitMember(let member, let arguments):
            // `self = .init(text).font(...)` in an `extension Text` initializer: a chain
            // that starts at `.init` is of the type the code is extending.
            if member == "init", let arguments, let context = frame.typeContext, context != "View",
               table.type(named: context)?.kind == .extensionOfExternal,
               ViewVocabulary.entry(named: context) != nil || Interpreter.builtinTypeNames.contains(context) {
                return try self.member(name, of: construct(context, arguments, at: node, in: frame), at: node, in: frame)
            }
            // `.white.opacity(0.5)`: resolve the base as a colour, then a font.
            if member != "init", let color = try resolveImplicitColor(member, arguments, in: frame) {
                return try self.member(name, of: color, at: node, in: frame)
            }
            if let font = try resolveImplicitFont(member, arguments, in: frame) {
                return try self.member(name, of: font, at: node, in: frame)
            }
            // `.number.precision(...)`: a format style's chain keeps each setting.
            if let style = FormatStyleMembers.style(member, arguments) {
                return try self.member(name, of: style, at: node, in: frame)
            }
            // `.ultraThinMaterial.opacity(0.9)`, `.secondary.opacity(0.5)`.
            if name == "opacity", Interpreter.namedShapeStyle(member) != nil {
                return .function(.builtin(name: name, BuiltinFunction { arguments in
                    guard let amount = arguments.positional.first?.asDouble else { throw builtinError("opacity needs a number") }
                    return .record(Record("ShapeStyleOpacity", ["style": base, "opacity": .double(amount)]))
                }))
            }
            if let property = try CoreBuiltins.property(name, of: base, interpreter: self, in: frame) { return property }
            // `PlainButtonStyle().makeBody(configuration:)`: a system style's body is its label.
            if name == "makeBody" {
                return .function(.builtin(name: name, BuiltinFunction { arguments in
                    guard case .record(let configuration)? = arguments.first?.value, let label = configuration["label"] else { return .view(.empty) }
                    return label
                }))
            }
            // Otherwise a value we only pass along (`.easeOut(duration: 1).delay(0.1)`,
            // `.spring().repeatForever()`): chain it.
            // Named by the whole chain, so a value read without a call
            // (`.circle.fill`) still says what it is (`Value.memberPath`).
            let chained = "\(member).\(name)"
            return .function(.builtin(name: chained, BuiltinFunction { _ in .implicitMember(name: chained, arguments: nil) }))
        default:
            break
        }
        // Guide extensions of SwiftUI types (`extension Color { var x }`, `extension View { func y() }`).
        for typeName in guideTypeNames(of: base) {
            if let value = try guideInstanceMember(name, of: base, typeName: typeName) { return value }
        }
        if let value = try builtinMember(name, of: base, at: location, in: frame) { return value }
        if name == "localizedDescription", let description = try localizedDescription(of: base, at: node, in: frame) { return .string(description) }
        if ViewModifiers.isViewLike(base, interpreter: self) {
            return ViewModifiers.unknown(name, on: base, interpreter: self, in: frame, at: location)
        }
        throw EvaluationError("value of type \(base.kindDescription) has no member '\(name)'", at: location)
    }

    /// `error.localizedDescription` of a guide error: its `errorDescription`
    /// (`LocalizedError`), else Foundation's sentence naming its type and code.
    func localizedDescription(of value: Value, at node: some SyntaxProtocol, in frame: Frame) throws -> String? {
        let typeName: String, code: Int
        switch value {
        case .enumCase(let caseValue):
            typeName = caseValue.typeName
            code = table.type(named: typeName)?.members.cases.firstIndex { $0.name == caseValue.name } ?? 0
        case .instance(let instance):
            typeName = instance.typeName
            code = 1
        default:
            return nil
        }
        guard conforms(typeName, to: "Error") || conforms(typeName, to: "LocalizedError") else { return nil }
        if conforms(typeName, to: "LocalizedError"), instancePropertyChain("errorDescription", of: typeName).first != nil,
           case .string(let text) = try member("errorDescription", of: value, at: node, in: frame) {
            return text
        }
        return "The operation couldn\u{2019}t be completed. (\(Self.moduleName).\(typeName) error \(code).)"
    }

    /// Whether evaluating a call's arguments can change variables.
    static func argumentsMayMutate(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.contains { mayMutate($0.expression) }
    }

    /// Whether evaluating an expression can change variables: it calls
    /// something (a `(` anywhere in it), passes `&x` or assigns.
    static func mayMutate(_ expression: ExprSyntax) -> Bool {
        expression.is(InOutExprSyntax.self)
            || expression.tokens(viewMode: .sourceAccurate).contains { token in
                token.tokenKind == .leftParen || token.tokenKind == .binaryOperator("=") || token.tokenKind == .equal
            }
    }

    /// `Box<Point>` for an instance of `struct Box<T> { var value: T }`: each
    /// generic parameter is the dynamic type of a stored property declared as
    /// it (where none is, the name alone, as the static type did not say).
    func genericInstanceTypeName(_ instance: Instance, depth: Int = 0) -> String {
        guard let arguments = genericArguments(of: instance, depth: depth) else { return instance.typeName }
        return instance.typeName + "<" + arguments.map(\.type).joined(separator: ", ") + ">"
    }

    /// The generic arguments of an instance of a generic guide type, from the
    /// stored properties declared with them; nil when one cannot be told.
    func genericArguments(of instance: Instance, depth: Int = 0) -> [(parameter: String, type: String)]? {
        guard let type = table.type(named: instance.typeName), !type.genericParameters.isEmpty, depth < 8 else { return nil }
        var arguments: [(String, String)] = []
        for parameter in type.genericParameters {
            guard let property = type.members.storedInstanceProperties.first(where: { $0.type?.trimmedDescription == parameter }),
                  let field = instance.fields[storageName(property.name, in: instance)] else { return nil }
            let value = (try? field.throughBinding()) ?? field
            if case .instance(let inner) = value {
                arguments.append((parameter, genericInstanceTypeName(inner, depth: depth + 1)))
            } else if value.isNone {
                return nil
            } else {
                arguments.append((parameter, dynamicTypeName(of: value, static: nil)))
            }
        }
        return arguments
    }

    /// `Value` inside `struct Setting<Value>`'s accessors and methods: the
    /// argument `self` was made with (`as? Value` needs it).
    func declareGenericArguments(ofSelf box: SelfBox?, in frame: Frame) {
        guard let instance = box?.instance, table.type(named: instance.typeName)?.genericParameters.isEmpty == false,
              let arguments = genericArguments(of: instance) else { return }
        for (parameter, type) in arguments where !frame.scope.declares(parameter) {
            frame.scope.declare(parameter, .type(TypeReference(type)))
        }
    }

    /// The protocol extension method a call means when its receiver's static type
    /// is a protocol (`any P`, `AnyView`, or a generic parameter constrained to
    /// `P`) and the method is not one of `P`'s requirements: Swift dispatches
    /// those statically, so a conforming type's method of that name (`Text`'s
    /// own beside `View`'s) is not the one called.
    func protocolExtensionMethod(_ name: String, calledOn receiver: ExprSyntax, accepting arguments: [Argument], in frame: Frame) -> FunctionDeclaration? {
        for protocolName in staticProtocols(of: receiver, in: frame) {
            if let requirements = table.protocols[protocolName]?.requirements {
                guard requirements.functions(named: name).isEmpty else { continue }
            } else if table.type(named: protocolName)?.kind != .extensionOfExternal {
                continue
            }
            let overloads = table.type(named: protocolName)?.members.functions(named: name).filter { !$0.isStatic && $0.body != nil } ?? []
            if let function = overloads.first(where: { accepts($0.parameters, arguments) }) { return function }
        }
        return nil
    }

    /// The protocols a receiver is known by statically, when that is all that is known of it.
    private func staticProtocols(of receiver: ExprSyntax, in frame: Frame) -> [String] {
        switch types.type(of: receiver) {
        case .existential(let names)?:
            return names
        case .genericParameter(let parameter)?:
            if let constraints = frame.typeContext.flatMap({ table.type(named: $0)?.genericConstraints[parameter] }) { return constraints }
            // A generic function's own parameter: `func styled<V: View>(_ view: V)`.
            var node = receiver.parent
            while let current = node {
                if let function = current.as(FunctionDeclSyntax.self), function.genericParameterClause != nil {
                    return GenericConstraints.of(function.genericParameterClause, function.genericWhereClause)[parameter] ?? []
                }
                node = current.parent
            }
            return []
        case .nominal("AnyView", _)?:
            return ["View"]
        default:
            // `AnyView(title).emphasis(...)`: type-erased where it is written.
            if let call = receiver.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "AnyView" {
                return ["View"]
            }
            return []
        }
    }

    /// A subclass's override of a stored property with a getter: the object's
    /// field is the superclass's storage, read through the override.
    func overridingGetter(_ name: String, of instance: Instance) -> (property: PropertyDeclaration, owner: String)? {
        guard instance.isReference, let (property, owner) = instancePropertyChain(name, of: instance.typeName).first,
              property.isComputed else { return nil }
        return (property, owner)
    }

    /// A computed property or method declared by the guide for `typeName`.
    func guideInstanceMember(_ name: String, of value: Value, typeName: String) throws -> Value? {
        guard let type = table.type(named: typeName) else { return nil }
        if let property = type.members.property(name, isStatic: false), property.isComputed {
            return try evaluateComputed(property, selfBox: SelfBox(value), typeName: typeName)
        }
        if let function = type.members.functions(named: name).first(where: { !$0.isStatic }) {
            return .function(.method(function, BoundSelf(box: SelfBox(value), typeName: typeName)))
        }
        return nil
    }

    func rawValue(of value: EnumCaseValue, in frame: Frame) throws -> Value? {
        guard let type = table.type(named: value.typeName), let declaration = type.members.enumCase(value.name) else { return nil }
        // `enum Level: UInt8`: raw values of that integer type.
        let integerKind = type.inheritedTypes.lazy.compactMap(IntegerKind.named).first
        if let raw = declaration.rawValue {
            let written = try evaluate(raw, in: Frame(scope: Scope(), selfBox: nil, typeContext: value.typeName, source: declaration.source))
            if let integerKind, case .int(let number) = written { return try IntegerValue.checked(Int128(number), integerKind, "\(number)").value }
            return written
        }
        if type.inheritedTypes.contains("String") { return .string(value.name) }
        if let integerKind, let index = type.members.cases.firstIndex(where: { $0.name == value.name }) {
            // Counting on from the nearest case before it with an explicit value.
            if let explicit = type.members.cases[..<index].lastIndex(where: { $0.rawValue != nil }),
               let start = try rawValue(of: EnumCaseValue(typeName: value.typeName, name: type.members.cases[explicit].name), in: frame)?.integerValue {
                return try IntegerValue.checked(start.number + Int128(index - explicit), integerKind, "the raw value of \(value.name)").value
            }
            return try IntegerValue.checked(Int128(index), integerKind, "the raw value of \(value.name)").value
        }
        return nil
    }

    /// `Type.name`: the guide's statics, enum cases and nested types first,
    /// then SwiftUI's.
    func staticMember(_ name: String, of typeName: String, at node: some SyntaxProtocol, in frame: Frame) throws -> Value {
        // `ThemeKey.self`: the type itself.
        if name == "self" { return .type(TypeReference(typeName)) }
        // `Model.Type.self`: the metatype, itself a type.
        if name == "Type" { return .type(TypeReference(typeName + ".Type")) }
        if let type = table.type(named: typeName), let value = try guideStaticMember(name, of: type, at: node, in: frame) {
            return value
        }
        // A superclass's static stored property, reached through a subclass.
        if let storage = staticStorage(name, of: typeName) { return try staticValue(storage, at: node) }
        // `C.Item` with `C` an `Inbox`: the associated type it declares or implies.
        if name.first?.isUppercase == true, let associated = associatedType(name, of: typeName) {
            return .type(TypeReference(associated))
        }
        if let value = try builtinStaticMember(name, of: typeName, at: frame.location(of: node), in: frame) {
            return value
        }
        // `SUIComponents.Components`: a module's name before one of the guide's types.
        if table.type(named: typeName) == nil, !Interpreter.builtinTypeNames.contains(typeName), table.type(named: name) != nil {
            return .type(TypeReference(name))
        }
        // `Swift.max(a, b)`, `SwiftUI.Color`: a system module's name before one of its names.
        if Interpreter.systemModules.contains(typeName), table.type(named: typeName) == nil, let value = builtinGlobal(name) {
            return value
        }
        throw EvaluationError("type '\(typeName)' has no member '\(name)'", at: frame.location(of: node))
    }

    func guideStaticMember(_ name: String, of type: TypeDeclaration, at node: some SyntaxProtocol, in frame: Frame) throws -> Value? {
        if let property = type.members.property(name, isStatic: true) {
            return try evaluateStaticProperty(property, ownerKey: type.qualifiedName, typeName: type.qualifiedName, at: node)
        }
        if let function = type.members.functions(named: name).first(where: \.isStatic) {
            return .function(.method(function, BoundSelf(box: nil, typeName: type.qualifiedName)))
        }
        if let enumCase = type.members.enumCase(name) {
            if enumCase.parameters.isEmpty {
                return .enumCase(EnumCaseValue(typeName: type.qualifiedName, name: name))
            }
            let typeName = type.qualifiedName
            let caseFrame = Frame(scope: Scope(), selfBox: nil, typeContext: typeName, source: enumCase.source)
            return .function(.builtin(name: name, BuiltinFunction { [unowned self] arguments in
                // `case percent(Double)`: `.percent(1)` holds 1.0; `case number(count: Int, max: Int = 99)`:
                // `.number(count: 3)` holds its `max` too, as Swift fills in defaults.
                var given = arguments[...]
                var payload: [Argument] = []
                for parameter in enumCase.parameters {
                    if let next = given.first, next.label == parameter.label || next.label == nil || parameter.defaultValue == nil {
                        given.removeFirst()
                        payload.append(Argument(next.label ?? parameter.label, try self.coerce(next.value, to: TypeShape(parameter.type), in: caseFrame)))
                    } else if let defaultValue = parameter.defaultValue {
                        let shape = TypeShape(parameter.type)
                        payload.append(Argument(parameter.label, try self.coerce(self.evaluate(defaultValue, in: caseFrame, as: shape), to: shape, in: caseFrame)))
                    }
                }
                payload += given
                return .enumCase(EnumCaseValue(typeName: typeName, name: name, payload: payload))
            }))
        }
        // A nested type, declared inside or by an extension of the qualified name (`extension Components.Colors`).
        if type.nestedTypes.contains("\(type.qualifiedName).\(name)") || table.type(named: "\(type.qualifiedName).\(name)") != nil {
            return .type(TypeReference("\(type.qualifiedName).\(name)"))
        }
        if name == "allCases", type.kind == .enum {
            return .array(type.members.cases.filter(\.parameters.isEmpty).map {
                .enumCase(EnumCaseValue(typeName: type.qualifiedName, name: $0.name))
            })
        }
        // A protocol extension's statics (`extension HMRCFont { static func font() }`), with `Self` the conforming type.
        for conformance in protocolExtensions(of: type) {
            if let property = conformance.members.property(name, isStatic: true), property.isComputed {
                return try evaluateComputed(property, selfBox: nil, typeName: type.qualifiedName)
            }
            if let function = conformance.members.functions(named: name).first(where: \.isStatic) {
                return .function(.method(function, BoundSelf(box: nil, typeName: type.qualifiedName)))
            }
        }
        return nil
    }

    /// What `type` inherits from in the guide, nearest first: its
    /// superclass chain and the guide's extensions of the protocols it
    /// conforms to (and theirs).
    func protocolExtensions(of type: TypeDeclaration) -> [TypeDeclaration] {
        var found: [TypeDeclaration] = []
        var seen: Set<String> = [type.qualifiedName]
        // Names still to look at: what a type inherits, and what the protocols
        // it conforms to inherit in their declarations (`protocol Titled: Named`).
        var queue = type.inheritedTypes.map { ($0, type.parent) }
        var next = 0
        while next < queue.count, found.count < 32 {
            let (name, scope) = queue[next]
            next += 1
            let qualified = resolveTypeName(name, from: scope) ?? name
            guard seen.insert(qualified).inserted else { continue }
            if let inherited = table.type(named: qualified) {
                found.append(inherited)
                queue += inherited.inheritedTypes.map { ($0, inherited.parent) }
            }
            if let declaration = table.protocols[qualified] ?? table.protocols[name] {
                queue += declaration.inheritedTypes.map { ($0, nil) }
            }
        }
        return found
    }

    /// The guide class `type` inherits from, if any.
    func superclass(of type: TypeDeclaration) -> TypeDeclaration? {
        guard type.kind == .class else { return nil }
        return protocolExtensions(of: type).first { $0.kind == .class }
    }

    /// A static stored or computed property, evaluated once.
    func evaluateStaticProperty(_ property: PropertyDeclaration, ownerKey: String, typeName: String?, at node: some SyntaxProtocol) throws -> Value {
        let key = "\(ownerKey).\(property.name)"
        if let written = globalWrites[key] { return written }
        if let cached = staticCache[key] { return cached }
        if let wrapper = try staticWrapper(property, key: key, typeName: typeName) {
            let frame = Frame(scope: Scope(), selfBox: nil, typeContext: typeName, source: property.source)
            return try unwrapped(wrapper, depth: wrapperAttributes(of: property).count, at: node, in: frame)
        }
        guard !staticsInProgress.contains(key) else {
            throw EvaluationError("'\(property.name)' refers to itself", at: property.location)
        }
        staticsInProgress.insert(key)
        defer { staticsInProgress.remove(key) }
        let frame = Frame(scope: Scope(), selfBox: nil, typeContext: typeName, source: property.source)
        let standIns = assetColorStandIns
        let value: Value
        if property.isComputed {
            value = try evaluateComputed(property, selfBox: nil, typeName: typeName)
        } else if let initializer = property.initializer {
            let shape = TypeShape(property.type)
            value = try coerce(evaluate(initializer, in: frame, as: shape), to: shape, in: frame)
        } else if case .optional = TypeShape(property.type), !property.isLet {
            // `static var defaultValue: ChartStyle?` starts as nil.
            value = .none
        } else {
            throw EvaluationError("'\(property.name)' has no value", at: property.location)
        }
        if !property.isComputed, assetColorStandIns == standIns { staticCache[key] = value }
        return value
    }

    /// Runs a computed property's getter with `self`.
    func evaluateComputed(_ property: PropertyDeclaration, selfBox: SelfBox?, typeName: String?) throws -> Value {
        try nested(at: property.location) { try evaluateGetter(property, selfBox: selfBox, typeName: typeName) }
    }

    private func evaluateGetter(_ property: PropertyDeclaration, selfBox: SelfBox?, typeName: String?) throws -> Value {
        guard let accessors = property.accessors else {
            throw EvaluationError("'\(property.name)' has no getter", at: property.location)
        }
        let frame = Frame(scope: Scope(), selfBox: selfBox, typeContext: typeName, source: property.source, resultShape: TypeShape(property.type))
        declareGenericArguments(ofSelf: selfBox, in: frame)
        let statements: CodeBlockItemListSyntax
        switch accessors.accessors {
        case .getter(let body):
            statements = body
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = getter.body else {
                throw EvaluationError("'\(property.name)' has no getter", at: property.location)
            }
            statements = body.statements
        @unknown default:
            throw EvaluationError("'\(property.name)' has no getter", at: property.location)
        }
        let shape = TypeShape(property.type)
        let mode = bodyMode(property.attributes, shape, declaredBy: Syntax(property.declaration), in: typeName) { $0.property(property.name, isStatic: property.isStatic)?.attributes }
        return try coerce(runBody(statements, in: frame, mode: mode), to: shape, in: frame)
    }

    // MARK: - Calls

    func evaluateCall(_ call: FunctionCallExprSyntax, in frame: Frame) throws -> Value {
        let called = call.calledExpression
        if let access = called.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            guard let baseExpression = access.base else {
                // `.custom("X", size: 12)`, `.init(...)`: typed by where it is used.
                let context: ParameterContext = LiteralArithmetic.integerCallees.contains(name) ? .asWritten : .floating
                let arguments = try callArguments(call, in: frame, context: context)
                // `.some(.medium)` where an optional is expected: the value itself.
                // (`.some(nil)` of an `Int??` is a value holding nil.)
                if name == "some", types.implicitBase(of: access)?.isOptional == true, arguments.count == 1 {
                    return arguments[0].value.isNone ? .boxedOptional(.none) : arguments[0].value
                }
                if types.implicitBase(of: access)?.nominalName == ResultMembers.typeName, name == "success" || name == "failure" {
                    let payload = arguments.first?.value ?? .void
                    return name == "success" ? ResultMembers.success(payload) : ResultMembers.failure(payload)
                }
                if let typeName = guideImplicitBase(of: access) {
                    if name == "init" { return try construct(typeName, arguments, at: call, in: frame) }
                    // The static method the semantic stage chose (`.light(contrast: 2)` beside a `static var light`).
                    if let id = types.callee(of: call), case .function(let function, _)? = declarationsByID[id], function.isStatic, function.name == name {
                        return try self.call(.method(function, BoundSelf(box: nil, typeName: typeName)), arguments, at: call, in: frame)
                    }
                    if let type = table.type(named: typeName), let value = try guideStaticMember(name, of: type, at: call, in: frame) {
                        return try callValue(value, arguments, at: call, in: frame)
                    }
                }
                // `.degrees(90)` where an `Angle` is expected: the library type's static.
                if let typeName = libraryImplicitBase(of: access), name != "init", let value = try? staticMember(name, of: typeName, at: call, in: frame),
                   value.isCallable {
                    return try callValue(value, arguments, at: call, in: frame)
                }
                if name == "random", arguments.value("in") != nil {
                    return try callValue(.implicitMember(name: name, arguments: nil), arguments, at: call, in: frame)
                }
                return .implicitMember(name: name, arguments: arguments)
            }
            // A guide class made from a UIKit view: `super.init(frame:)` gives it UIKit's
            // defaults; UIKit's other methods (`super.layoutSubviews()`) draw nothing themselves.
            if baseExpression.is(SuperExprSyntax.self), lexicalSuperclass(of: baseExpression, in: frame) == nil,
               let kind = lexicalOwner(of: baseExpression, in: frame).flatMap(uikitClass(of:)) {
                let arguments = try callArguments(call, in: frame)
                if name == "init", let box = frame.selfBox, case .instance(var instance) = box.value {
                    for (field, value) in kind.make(arguments).storage.fields where instance.fields[field] == nil { instance.fields[field] = value }
                    box.value = .instance(instance)
                }
                return .void
            }
            // `super.init(...)`, `super.method()`: the superclass's, on this `self`.
            if baseExpression.is(SuperExprSyntax.self), let parent = lexicalSuperclass(of: baseExpression, in: frame) {
                let arguments = try callArguments(call, in: frame)
                guard let box = frame.selfBox else {
                    // `super.describe()` in a `class func`: the superclass's, with this class as `Self`.
                    return try callValue(staticMember(name, of: parent.qualifiedName, dispatchedAs: frame.typeContext, at: call, in: frame), arguments, at: call, in: frame)
                }
                if name == "init" {
                    try delegateInitializer(to: parent, arguments, on: box, at: call, in: frame)
                    return .void
                }
                // The nearest implementation above this class (the superclass may inherit it).
                var current: TypeDeclaration? = parent
                var steps = 0
                while let type = current, steps < 16 {
                    let overloads = type.members.functions(named: name).filter { !$0.isStatic }
                    if let function = overloads.first(where: { accepts($0.parameters, arguments) }) ?? overloads.first {
                        return try invoke(function, bound: BoundSelf(box: box, typeName: type.qualifiedName), arguments, at: frame.location(of: call),
                                          generics: resolvedGenerics(of: call, in: frame))
                    }
                    current = superclass(of: type)
                    steps += 1
                }
                throw EvaluationError("superclass '\(parent.name)' has no method '\(name)'", at: frame.location(of: call))
            }
            // `self.init(...)` in an initializer: another initializer of self's own type (a
            // subclass's override, for an inherited convenience initializer), on this `self`.
            if name == "init", baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", let box = frame.selfBox {
                guard let typeName = typeName(of: box.value) ?? frame.typeContext, let type = table.type(named: typeName) else {
                    throw EvaluationError("'self.init' outside a type", at: frame.location(of: call))
                }
                let arguments = try callArguments(call, in: frame) { self.parameterContext(constructing: typeName, call) }
                try delegateInitializer(to: type, arguments, on: box, at: call, in: frame)
                return .void
            }
            // A variable, property or element is resolved as a place, so that a
            // mutating method's change is written back to it.
            // (Any other base is a place rooted in its value: `(item as! Store).items.append(x)`
            // changes the object; a mutating method on a plain value is an error.)
            // `VStack { ... }.environment(\.theme, dark)`: the value first, then the views below built with it in force.
            if name == "environment", let setting = try guideEnvironmentSetting(call, in: frame) {
                return .view(try withEnvironment([setting]) { try viewNode(evaluate(baseExpression, in: frame), at: call, in: frame) })
            }
            if name == "environment" || name == "environmentObject", let setting = try guideEnvironmentObjectSetting(call, in: frame) {
                return .view(try withEnvironment([setting]) { try viewNode(evaluate(baseExpression, in: frame), at: call, in: frame) })
            }
            // `.dynamicTypeSize(.xxxLarge)`, `.disabled(true)`, `.environment(\.layoutDirection, .rightToLeft)`:
            // the system value is in force while the views below are built, then the modifier draws.
            if Self.setsSystemEnvironment(name) {
                let arguments = try callArguments(call, in: frame) { self.parameterContext(calling: name, on: .view(.empty), call) }
                if let setting = try systemEnvironmentSetting(name, arguments, in: frame) {
                    // Built into views while the value is in force: a guide view's body runs here.
                    let base = try withEnvironment([setting]) { Value.view(try viewNode(evaluate(baseExpression, in: frame), at: call, in: frame)) }
                    if let result = try callMethod(name, on: base, arguments, at: call, in: frame, libraryChosen: types.callsLibrary(call)) {
                        return result
                    }
                }
            }
            let basePlace: Place? = try place(of: baseExpression, in: frame)
            let base = try basePlace.map { try read($0, at: baseExpression, in: frame) } ?? evaluate(baseExpression, in: frame)
            if base.isNone, Interpreter.isOptionalChain(baseExpression) { return .none }
            let arguments: [Argument]
            do {
                arguments = try callArguments(call, in: frame) { self.parameterContext(calling: name, on: base, call) }
            } catch {
                // A modifier with no picture (`.gesture(DragGesture()...)`) needs
                // no arguments: what they are does not change the drawing.
                if let view = try modifierWithoutPicture(name, on: base, at: call, in: frame) { return view }
                throw error
            }
            if name == "init", case .type(let type) = base {
                return try construct(type.name, arguments, at: call, in: frame)
            }
            // `subtitle.map { Text($0) }` on a property declared `String?`:
            // Optional's map (the string is not a collection of characters here).
            if name == "map" || name == "flatMap", isDeclaredOptional(baseExpression, in: frame),
               let function = arguments.last?.value, function.isCallable {
                return base.isNone ? .none : try callFunction(function, [Value.unwrappingOne(base, staticType: types.type(of: baseExpression))], in: frame)
            }
            // A standard-library method (`items.append(x)`, `name.hasPrefix("#")`), unless the
            // guide's own method of that name takes these arguments; a mutating one changes the place.
            if let method = StandardLibrary.method(name, of: base), types.callsLibrary(call) || !guideMethodTakes(name, on: base, arguments) {
                // Swift evaluates the arguments before its access to the receiver begins:
                // `songs.insert(songs.remove(at: i), at: 0)` inserts into the list without it.
                var base = base
                if method.kind == .mutatingMethod, let basePlace, Self.argumentsMayMutate(call) {
                    base = try read(basePlace, at: baseExpression, in: frame)
                }
                let (result, receiver) = try StandardLibrary.run(method, on: base, arguments, interpreter: self, in: frame)
                if method.kind == .mutatingMethod {
                    guard let basePlace else {
                        throw EvaluationError("cannot use mutating member '\(name)' on an immutable value", at: frame.location(of: call))
                    }
                    try write(receiver, to: basePlace, at: baseExpression, in: frame)
                }
                return result
            }
            inoutResults = nil
            if let result = try callMethod(name, on: base, arguments, at: call, in: frame, libraryChosen: types.callsLibrary(call)) {
                try writeBuiltinInout(arguments, in: frame, at: call)
                return result
            }
            // The semantic stage found the library's method meant, not the guide's of that name.
            if types.callsLibrary(call), let result = try builtinMethod(name, on: base, arguments, in: frame, at: frame.location(of: call)) {
                try writeBuiltinInout(arguments, in: frame, at: call)
                return result
            }
            var callee = try member(name, of: base, at: access, in: frame)
            // `style.width(for:)` on a `Style: BadgeStyle`: a protocol extension's method that is
            // not a requirement is chosen by the static type, whatever the value's own type declares.
            let receiverType: String? = switch base {
            case .instance(let instance): instance.typeName
            case .view: "View"
            default: nil
            }
            if let receiverType, let function = protocolExtensionMethod(name, calledOn: baseExpression, accepting: arguments, in: frame) {
                callee = .function(.method(function, BoundSelf(box: SelfBox(base), typeName: receiverType)))
            }
            // `downloader(self, didProgress: 50)` on a type that also stores a `downloader`:
            // a call with arguments its method takes is to the method.
            if !callee.isCallable, case .instance(let instance) = base,
               let method = instancePropertyOwnerMethod(name, of: instance.typeName, accepting: arguments) {
                callee = .function(.method(method.0, BoundSelf(box: SelfBox(base), typeName: method.1)))
            }
            // A `mutating` method changed its `self`: the caller's variable holds the change.
            if case .function(.method(let function, let bound)) = callee, function.isMutating || hasMutatingOverload(function, bound),
               let box = bound.box, !Self.isReference(base) {
                let result = try callValue(callee, arguments, at: call, in: frame)
                if let basePlace { try write(box.value, to: basePlace, at: baseExpression, in: frame) }
                return result
            }
            // A guide modifier (`.theme(.dark)`) that sets its own environment values around a view built already.
            if case .function(.method) = callee, case .view = base {
                var first = true
                return try rebuildingForEnvironment(base, from: baseExpression, in: frame) { receiver in
                    defer { first = false }
                    return try callValue(first ? callee : member(name, of: receiver, at: access, in: frame), arguments, at: call, in: frame)
                }
            }
            return try callValue(callee, arguments, at: call, in: frame)
        }
        // `[CGPoint]()`, `[String: Int]()`, `[Color](hex: "FFF", "000")`: a collection type called.
        if let array = called.as(ArrayExprSyntax.self), array.elements.count == 1 {
            return try construct("Array", try callArguments(call, in: frame), at: call, in: frame)
        }
        if let dictionary = called.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content, elements.count == 1 {
            return try construct("Dictionary", try callArguments(call, in: frame), at: call, in: frame)
        }
        // `type(of: value)`: the value's dynamic type.
        if let reference = called.as(DeclReferenceExprSyntax.self), reference.baseName.text == "type", call.arguments.count == 1,
           call.arguments.first?.label?.text == "of", frame.scope.lookup("type") == nil, table.globals.functions(named: "type").isEmpty,
           let argument = call.arguments.first?.expression {
            return .type(TypeReference(try dynamicTypeName(of: evaluate(argument, in: frame), static: types.type(of: argument))))
        }
        let callee = try evaluate(called, in: frame)
        // `action?()`: a nil optional function is not called.
        if callee.isNone, Interpreter.isOptionalChain(called) { return .none }
        let arguments = try callArguments(call, in: frame) { self.parameterContext(calling: callee, call) }
        inoutResults = nil
        let result = try callValue(callee, arguments, at: call, in: frame)
        // `getRed(&r, &g, &b, &a)` called on an implicit `self`, `swap(&a, &b)`.
        try writeBuiltinInout(arguments, in: frame, at: call)
        return result
    }

    /// The name of a value's dynamic type as `type(of:)` gives it: a guide
    /// instance's own (the subclass an object was made as), else its static
    /// type as Swift writes it (`Array<Int>`, `Optional<String>`).
    func dynamicTypeName(of value: Value, static staticType: SwiftType?) -> String {
        // An Optional is its own type, whatever it holds: `type(of: p)` of a `Model?` is `Optional<Model>`.
        if case .optional? = staticType, staticType!.isKnown { return staticType!.description }
        switch value {
        case .instance(let instance):
            if case .nominal(let name, let arguments)? = staticType, name == instance.typeName, !arguments.isEmpty, staticType!.isConcrete {
                return staticType!.description
            }
            return genericInstanceTypeName(instance)
        case .enumCase(let caseValue):
            if case .nominal(let name, let arguments)? = staticType, name == caseValue.typeName, !arguments.isEmpty, staticType!.isConcrete {
                return staticType!.description
            }
            return caseValue.typeName
        case .boxedOptional: return staticType?.description ?? "Optional"
        default: break
        }
        if let staticType, staticType.isKnown, !{ if case .existential = staticType { true } else { false } }() {
            if case .optional(let wrapped) = staticType, !value.isNone { return SwiftType.optional(wrapped).description }
            return staticType.description
        }
        switch value {
        case .int: return "Int"
        case .integer(let number): return number.kind.name
        case .double: return "Double"
        case .float: return "Float"
        case .string: return "String"
        case .bool: return "Bool"
        case .array: return "Array<Any>"
        case .arraySlice: return "ArraySlice<Any>"
        case .reversedCollection(let base): return "ReversedCollection<\(dynamicTypeName(of: base, static: nil))>"
        case .dictionary: return "Dictionary<AnyHashable, Any>"
        default: return value.kindDescription
        }
    }

    /// The guide type the semantic stage found an implicit member's context
    /// to be (`.loading` where a `LoadState` is expected), if it is the guide's.
    func guideImplicitBase(of access: MemberAccessExprSyntax) -> String? {
        guard let base = types.implicitBase(of: access), let name = base.nominalName, let type = table.type(named: name) else { return nil }
        return type.qualifiedName
    }

    /// A library type (`Angle`, `CGPoint`, `Double`) the semantic stage found an
    /// implicit member's context to be, when the guide does not declare it.
    func libraryImplicitBase(of access: MemberAccessExprSyntax) -> String? {
        guard let name = types.implicitBase(of: access)?.nominalName, table.type(named: name)?.kind != .struct,
              table.type(named: name)?.kind != .enum, table.type(named: name)?.kind != .class else { return nil }
        return name
    }

    /// The overload the semantic stage chose for a call, when it is one of
    /// `function`'s name, dispatched as Swift dispatches it: a method of a
    /// class or a protocol requirement runs the receiver's own implementation
    /// of that signature (its override); a method only a protocol
    /// extension declares runs as chosen, whatever the receiver.
    func chosenOverload(at node: some SyntaxProtocol, named name: String, receiver: BoundSelf) -> (FunctionDeclaration, String)? {
        guard let id = types.callee(of: node), case .function(let chosen, let owner)? = declarationsByID[id], chosen.name == name else { return nil }
        if let protocolDeclaration = table.protocols[owner],
           !protocolDeclaration.requirements.functions(named: name).contains(where: { Self.sameLabels($0, chosen) }) {
            return (chosen, owner)
        }
        // A class method dispatches on the metatype it is called on (`Self.make()`, `type(of: self).make()`).
        let dynamicType: String
        if let box = receiver.box, let instanceType = typeName(of: box.value) {
            dynamicType = instanceType
        } else if receiver.box == nil, chosen.isStatic, !receiver.typeName.isEmpty, receiver.typeName != owner,
                  let type = table.type(named: receiver.typeName), classChain(type).contains(where: { $0.qualifiedName == owner }) {
            dynamicType = receiver.typeName
        } else {
            return (chosen, owner)
        }
        guard dynamicType != owner else { return (chosen, owner) }
        func implementation(in type: TypeDeclaration) -> FunctionDeclaration? {
            type.members.functions(named: name).first { $0.isStatic == chosen.isStatic && Self.sameSignature($0, chosen) }
        }
        // A protocol requirement's witness is fixed where the class hierarchy conforms: a subclass's
        // method of that name is only an override when the conforming class (or one above it) has one.
        var witnessClasses: ArraySlice<TypeDeclaration> = []
        if table.protocols[owner] != nil, let type = table.type(named: dynamicType), type.kind == .class {
            let chain = classChain(type)
            if let conforming = chain.lastIndex(where: { conforms($0.qualifiedName, to: owner) }) { witnessClasses = chain[conforming...] }
        }
        let overridable = witnessClasses.isEmpty || witnessClasses.contains { implementation(in: $0) != nil }
        var current = table.type(named: dynamicType)
        var steps = 0
        while let type = current, steps < 16 {
            if type.qualifiedName == owner { break }
            if let override = implementation(in: type), overridable || witnessClasses.contains(where: { $0.qualifiedName == type.qualifiedName }) {
                return (override, type.qualifiedName)
            }
            current = superclass(of: type)
            steps += 1
        }
        // Inherited as it is: a class method still runs with the class it was called on as `Self`.
        return (chosen, chosen.isStatic && receiver.box == nil ? dynamicType : owner)
    }

    /// A call's arguments with the parameters it leaves out filled in from
    /// `function`'s default values (evaluated in its own context).
    func withDefaults(_ arguments: [Argument], of function: FunctionDeclaration, owner: String, in frame: Frame) throws -> [Argument] {
        guard case .success(let matches) = match(arguments, to: function.parameters) else { return arguments }
        let context = Frame(scope: Scope(), selfBox: nil, typeContext: owner.isEmpty ? nil : owner, source: function.source)
        var filled: [Argument] = []
        for (parameter, found) in zip(function.parameters, matches) {
            switch found {
            case .argument(let argument):
                var labelled = argument
                if !argument.isTrailingClosure { labelled.label = parameter.label }
                filled.append(labelled)
            case .defaultValue(let expression):
                filled.append(Argument(parameter.label, try evaluate(expression, in: context, as: TypeShape(parameter.type))))
            case .storedDefault:
                continue
            }
        }
        return filled
    }

    static func sameLabels(_ a: FunctionDeclaration, _ b: FunctionDeclaration) -> Bool {
        a.parameters.map(\.label) == b.parameters.map(\.label)
    }

    static func sameSignature(_ a: FunctionDeclaration, _ b: FunctionDeclaration) -> Bool {
        sameLabels(a, b) && a.parameters.map { $0.type.trimmedDescription } == b.parameters.map { $0.type.trimmedDescription }
    }

    /// Whether the guide declares a method of this name for the value's
    /// type (`extension Array { func sorted(descending:) }`) that takes
    /// these arguments: it is called instead of the library's.
    /// The instance method of `name` that takes these arguments, along the type's class chain.
    func instancePropertyOwnerMethod(_ name: String, of typeName: String, accepting arguments: [Argument]) -> (FunctionDeclaration, String)? {
        var current = table.type(named: typeName)
        var steps = 0
        while let type = current, steps < 16 {
            if let function = type.members.functions(named: name).first(where: { !$0.isStatic && accepts($0.parameters, arguments) }) {
                return (function, type.qualifiedName)
            }
            current = superclass(of: type)
            steps += 1
        }
        // ... or of an extension that applies to it (`extension View { func accent(_:) }` on a view storing an `accent`).
        for extended in guideTypeNames(of: .instance(Instance(typeName: typeName))) where extended != typeName {
            if let function = table.type(named: extended)?.members.functions(named: name).first(where: { !$0.isStatic && takes($0.parameters, arguments) }) {
                return (function, extended)
            }
        }
        return nil
    }

    func guideMethodTakes(_ name: String, on value: Value, _ arguments: [Argument]) -> Bool {
        for typeName in guideTypeNames(of: value) {
            guard let type = table.type(named: typeName) else { continue }
            if type.members.functions(named: name).contains(where: { !$0.isStatic && takes($0.parameters, arguments) && extensionApplies($0, to: value) }) {
                return true
            }
        }
        return false
    }

    /// Whether any overload of a method's name on its type is `mutating`:
    /// the overload a call picks is known only when it is made.
    private func hasMutatingOverload(_ function: FunctionDeclaration, _ bound: BoundSelf) -> Bool {
        (table.type(named: bound.typeName)?.members.functions(named: function.name) ?? []).contains(where: \.isMutating)
    }

    /// Whether an expression can name a place (`x`, `a.b`, `a[i]`, `a?.b`,
    /// `self`): a mutating method called on it changes what it names.
    static func isPlaceSyntax(_ expression: ExprSyntax) -> Bool {
        switch expression.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr: true
        case .memberAccessExpr(let access): access.base.map(isPlaceSyntax) ?? false
        case .subscriptCallExpr(let subscriptCall): isPlaceSyntax(subscriptCall.calledExpression)
        case .forceUnwrapExpr(let unwrap): isPlaceSyntax(unwrap.expression)
        case .optionalChainingExpr(let chaining): isPlaceSyntax(chaining.expression)
        case .tupleExpr(let tuple): tuple.elements.count == 1 && tuple.elements.first.map { isPlaceSyntax($0.expression) } == true
        default: false
        }
    }

    /// Whether an expression is an Optional: by its static type, or as a stored
    /// property of `self` declared optional.
    func isDeclaredOptional(_ expression: ExprSyntax, in frame: Frame) -> Bool {
        if case .optional? = types.type(of: expression) { return true }
        var name: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" { name = member.declName.baseName.text }
        guard let name, frame.scope.lookup(name) == nil || expression.is(MemberAccessExprSyntax.self),
              let typeName = frame.typeContext, let type = table.type(named: typeName),
              let declared = type.members.property(name, isStatic: false)?.type else { return false }
        if case .optional = TypeShape(declared) { return true }
        return false
    }

    /// SwiftUI views whose first argument, written as a string literal, is a `LocalizedStringKey`.
    static let localizedTitleCallees: Set<String> = ["Text", "Button", "Label", "Toggle", "Link", "Section", "Menu", "NavigationLink", "Picker"]

    /// Whether `expression` is part of an optional chain (`icon?.resizable()`):
    /// when it gives nil, the rest of the chain is skipped, as Swift does.
    static func isOptionalChain(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if current.is(OptionalChainingExprSyntax.self) { return true }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base; continue }
            if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            if let subscriptCall = current.as(SubscriptCallExprSyntax.self) { current = subscriptCall.calledExpression; continue }
            return false
        }
    }

    /// A call's arguments, trailing closures last. Integer literal
    /// arithmetic takes its type from the parameter it is passed to, so
    /// the callee's parameters are looked up only when an argument has some.
    func callArguments(_ call: FunctionCallExprSyntax, in frame: Frame, context: @autoclosure () -> ParameterContext = .asWritten) throws -> [Argument] {
        try callArguments(call, in: frame, context)
    }

    func callArguments(_ call: FunctionCallExprSyntax, in frame: Frame, _ context: () -> ParameterContext) throws -> [Argument] {
        var arguments: [Argument]
        if call.arguments.contains(where: { LiteralArithmetic.needsContext($0.expression) }) {
            arguments = try contextualArguments(Array(call.arguments), context(), in: frame)
        } else if let first = call.arguments.first, first.label == nil, let literal = first.expression.as(StringLiteralExprSyntax.self),
                  literal.representedLiteralValue == nil, let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  Interpreter.localizedTitleCallees.contains(callee), table.type(named: callee) == nil {
            // `Text("\(value)")`: a string literal given for a title is a `LocalizedStringKey`.
            arguments = [Argument(nil, .string(try interpolate(literal, in: frame, localized: true)))]
            arguments += try call.arguments.dropFirst().map { Argument($0.label?.text, try evaluate($0.expression, in: frame)) }
        } else {
            let deferred = autoclosureArguments(of: call)
            arguments = try call.arguments.enumerated().map { index, syntax in
                guard deferred.contains(index) else { return try argument(syntax, in: frame) }
                // `@autoclosure`: the expression runs when (and each time) the callee reads it.
                let expression = syntax.expression
                return Argument(syntax.label?.text, .function(.builtin(name: "autoclosure", BuiltinFunction { [unowned self] _ in
                    try self.evaluate(expression, in: frame)
                })))
            }
        }
        // `VStack(spacing: .spacer24)` with `extension CGFloat { static let spacer24 }`: SwiftUI's
        // parameters are CGFloat, so the guide's CGFloat statics are what `.spacer24` names.
        for index in arguments.indices {
            if case .implicitMember(let name, nil) = arguments[index].value, let owner = numericStaticOwners[name], let type = table.type(named: owner),
               let value = try guideStaticMember(name, of: type, at: call, in: frame) {
                arguments[index].value = value
            }
        }
        if let closure = call.trailingClosure {
            arguments.append(Argument(nil, try makeClosure(closure, in: frame), isTrailingClosure: true))
        }
        for extra in call.additionalTrailingClosures {
            arguments.append(Argument(extra.label.text, try makeClosure(extra.closure, in: frame), isTrailingClosure: true))
        }
        return arguments
    }

    private func contextualArguments(_ syntax: [LabeledExprSyntax], _ context: ParameterContext, in frame: Frame) throws -> [Argument] {
        if case .generic = context {
            // `max(1/4, x)`: the literals take the type of the other arguments.
            var values = try syntax.map { try evaluate($0.expression, in: frame) }
            if values.contains(where: \.isFloatingContext) {
                for (index, argument) in syntax.enumerated() where LiteralArithmetic.needsContext(argument.expression) {
                    values[index] = try evaluate(argument.expression, in: frame, as: .named("Double"))
                }
            }
            return zip(syntax, values).map { Argument($0.label?.text, $1) }
        }
        var unlabelled = 0
        return try syntax.map { argument in
            let label = argument.label?.text
            let shape = context.shape(label: label, position: label == nil ? unlabelled : nil)
            if label == nil { unlabelled += 1 }
            return try self.argument(argument, in: frame, as: shape)
        }
    }

    /// The positions of a call's arguments that go to `@autoclosure`
    /// parameters of the guide function the semantic stage resolved it to.
    func autoclosureArguments(of call: FunctionCallExprSyntax) -> Set<Int> {
        guard let id = types.callee(of: call), let declaration = declarationsByID[id] else { return [] }
        let parameters: [ParameterDeclaration]
        switch declaration {
        case .function(let function, _): parameters = function.parameters
        case .initializer(let initializer, _): parameters = initializer.parameters
        }
        guard parameters.contains(where: \.isAutoclosure) else { return [] }
        let written = call.arguments.map { ArgumentMatching.Argument(label: $0.label?.text, isTrailingClosure: false) }
        let matching = parameters.map { ArgumentMatching.Parameter(label: $0.label, hasDefault: $0.defaultValue != nil, isVariadic: $0.isVariadic, takesClosure: false) }
        guard case .success(let matches) = ArgumentMatching.match(written, to: matching) else { return [] }
        var found: Set<Int> = []
        for (parameter, taken) in zip(parameters, matches) where parameter.isAutoclosure { found.formUnion(taken) }
        return found
    }

    /// One argument as written: `&x` passes the place `x` names, to be written back.
    func argument(_ syntax: LabeledExprSyntax, in frame: Frame, as shape: TypeShape? = nil) throws -> Argument {
        if let inOut = syntax.expression.as(InOutExprSyntax.self) {
            let place = try place(of: inOut.expression, in: frame)
            let (value, bases) = try readKeepingBases(place, at: inOut, in: frame)
            var argument = Argument(syntax.label?.text, value)
            argument.place = place
            argument.placeBases = bases
            return argument
        }
        var argument = Argument(syntax.label?.text, try evaluate(syntax.expression, in: frame, as: shape))
        argument.staticType = types.type(of: syntax.expression)
        return argument
    }

    /// What a builtin wrote through its `&` arguments (`scanHexInt64(&rgb)`,
    /// `swap(&a, &b)`), written to the places the call passed.
    func writeBuiltinInout(_ arguments: [Argument], in frame: Frame, at node: some SyntaxProtocol) throws {
        guard let written = inoutResults else { return }
        inoutResults = nil
        let places = arguments.filter { $0.place != nil }
        for (value, argument) in zip(written, places) {
            try write(value, to: argument.place!, at: node, in: frame, bases: places.count == 1 ? argument.placeBases : nil)
        }
    }

    /// What the parameters of `name` called on `base` are.
    func parameterContext(calling name: String, on base: Value, _ call: FunctionCallExprSyntax) -> ParameterContext {
        if case .type(let type) = base {
            if name == "init" { return parameterContext(constructing: type.name, call) }
            if let guideType = table.type(named: type.name), let function = guideType.members.functions(named: name).first(where: \.isStatic) {
                return .parameters(function.parameters)
            }
        } else {
            for typeName in guideTypeNames(of: base) {
                if let function = table.type(named: typeName)?.members.functions(named: name).first(where: { !$0.isStatic }) {
                    return .parameters(function.parameters)
                }
            }
        }
        // SwiftUI's modifiers and initializers take CGFloat and Double.
        return LiteralArithmetic.integerCallees.contains(name) ? .asWritten : .floating
    }

    /// What the parameters of a called value are.
    func parameterContext(calling callee: Value, _ call: FunctionCallExprSyntax) -> ParameterContext {
        switch callee {
        case .type(let type):
            return parameterContext(constructing: type.name, call)
        case .function(.method(let function, _)):
            return .parameters(function.parameters)
        case .function(.closure(let closure, _)):
            guard case .parameterClause(let clause)? = closure.signature?.parameterClause else { return .asWritten }
            return .shapes(clause.parameters.map { TypeShape($0.type) })
        case .function(.builtin(let name, _)):
            if LiteralArithmetic.genericCallees.contains(name) { return .generic }
            return LiteralArithmetic.floatingFunctions.contains(name) ? .floating : .asWritten
        default:
            return .asWritten
        }
    }

    /// What the parameters of `typeName`'s initializer that this call
    /// selects are: a guide `init`, the memberwise one, or SwiftUI's.
    func parameterContext(constructing typeName: String, _ call: FunctionCallExprSyntax) -> ParameterContext {
        if let type = table.type(named: typeName) {
            var labels = call.arguments.map { Argument($0.label?.text, .void) }
            if call.trailingClosure != nil { labels.append(Argument(nil, .void, isTrailingClosure: true)) }
            if let initializer = matchingInitializer(type, labels) { return .parameters(initializer.parameters) }
            if type.kind == .struct || type.kind == .class { return .properties(memberwiseParameters(of: type)) }
            if type.kind == .enum { return .asWritten }
        }
        // A SwiftUI or Foundation type (or a guide extension of one without a matching `init`).
        let simple = typeName.split(separator: ".").last.map(String.init) ?? typeName
        if LiteralArithmetic.integerOverloadTypes.contains(simple), !call.arguments.isEmpty,
           call.arguments.allSatisfy({ LiteralArithmetic.isIntegerLiteralArithmetic($0.expression) }) {
            return .asWritten
        }
        return LiteralArithmetic.integerCallees.contains(simple) ? .asWritten : .floating
    }

    /// `view.gesture(...)` and the like, when their arguments cannot be
    /// evaluated: the view, with the modifier noted as having no picture.
    private func modifierWithoutPicture(_ name: String, on base: Value, at call: FunctionCallExprSyntax, in frame: Frame) throws -> Value? {
        guard case .noPicture? = ModifierVocabulary.entry(named: name)?.kind, ViewModifiers.isViewLike(base, interpreter: self) else { return nil }
        return try ViewModifiers.method(name, on: base, [], interpreter: self, in: frame, at: frame.location(of: call))
    }

    /// Calls a function value, or constructs when the callee is a type.
    func callValue(_ callee: Value, _ arguments: [Argument], at node: some SyntaxProtocol, in frame: Frame) throws -> Value {
        switch callee {
        case .type(let type):
            return try construct(type.name, arguments, at: node, in: frame)
        case .function(.method(let function, let bound)):
            // The library's function of that name, where the semantic stage found no overload of the guide's takes these arguments.
            if types.callsLibrary(node), let box = bound.box, let result = try builtinOnImplicitSelf(function.name, box, arguments, at: node, in: frame) {
                return result
            }
            // The overload the semantic stage chose by the arguments' types; else by their labels.
            if let (chosen, owner) = chosenOverload(at: node, named: function.name, receiver: bound), takes(chosen.parameters, arguments) {
                let dispatched = owner == bound.typeName || bound.box == nil ? bound : BoundSelf(box: bound.box, typeName: owner, captured: bound.captured)
                // Default arguments are the statically chosen declaration's, as Swift takes them.
                var given = arguments
                if let id = types.callee(of: node), case .function(let statically, let staticOwner)? = declarationsByID[id],
                   statically.name == function.name, chosen.declaration.id != statically.declaration.id {
                    given = try withDefaults(arguments, of: statically, owner: staticOwner, in: frame)
                }
                return try call(.method(chosen, dispatched), given, at: node, in: frame)
            }
            // `Font.system(size: 14, weight: .bold)` beside a guide's own `Font.system(size:)`:
            // SwiftUI's static, when none of the guide's overloads takes these arguments.
            if bound.box == nil, !bound.typeName.isEmpty, overload(of: function, bound: bound, accepting: arguments, from: frame.typeContext) == nil,
               let builtin = try? builtinStaticMember(function.name, of: bound.typeName, at: frame.location(of: node), in: frame), builtin.isCallable {
                return try callValue(builtin, arguments, at: node, in: frame)
            }
            if let chosen = overload(of: function, bound: bound, accepting: arguments, from: frame.typeContext) {
                return try call(.method(chosen, bound), arguments, at: node, in: frame)
            }
            // `frame(width:height:)` inside the guide's own `frame(square:)`, `addArc(center:...)`
            // inside its `addArc(_:radius:arc:)`: SwiftUI's method of that name on `self`.
            if let box = bound.box, let result = try builtinOnImplicitSelf(function.name, box, arguments, at: node, in: frame) { return result }
            // `max(3, 9)` beside the guide's `max(_: Point, _: Point)`: the standard library's.
            if bound.box == nil, bound.typeName.isEmpty, overload(of: function, bound: bound, accepting: arguments, from: frame.typeContext) == nil,
               let builtin = builtinGlobal(function.name), builtin.isCallable {
                return try callValue(builtin, arguments, at: node, in: frame)
            }
            // A method stored as a value (`styleMakeBody = style.makeBody`) is called without labels.
            if arguments.allSatisfy({ $0.label == nil && !$0.isTrailingClosure }), arguments.count <= function.parameters.count {
                let labelled = zip(arguments, function.parameters).map { Argument($1.label, $0.value) }
                if accepts(function.parameters, labelled) { return try call(.method(function, bound), labelled, at: node, in: frame) }
            }
            return try call(.method(function, bound), arguments, at: node, in: frame)
        case .function(let function):
            return try call(function, arguments, at: node, in: frame)
        case .implicitMember("random", nil) where arguments.value("in") != nil:
            // `CGPoint(x: .random(in: 0...1), ...)`: a number of the range's kind, whatever numeric type the context is.
            guard case .range(_, _, _, let integral)? = arguments.value("in"),
                  case .function(let random)? = CoreBuiltins.staticMember("random", of: integral ? "Int" : "Double", interpreter: self) else {
                throw EvaluationError(".random(in:) needs a range", at: frame.location(of: node))
            }
            return try call(random, arguments, at: node, in: frame)
        case .implicitMember(let name, nil):
            // `Animation.linear(duration: 1)`: a member of a type whose values are passed along by name.
            return .implicitMember(name: name, arguments: arguments)
        default:
            // `spacing(3)` of a value whose type declares `callAsFunction`.
            if guideTypeNames(of: callee).contains(where: { table.type(named: $0)?.members.functions(named: "callAsFunction").isEmpty == false }) {
                return try callValue(member("callAsFunction", of: callee, at: node, in: frame), arguments, at: node, in: frame)
            }
            throw EvaluationError("cannot call a value of type \(callee.kindDescription)", at: frame.location(of: node))
        }
    }

    /// A builtin method of `self` called without `self.` where the guide's
    /// overloads of that name do not take these arguments; a mutating one
    /// (`addLine(to:)` in an `extension Path` method) changes `self`.
    private func builtinOnImplicitSelf(_ name: String, _ box: SelfBox, _ arguments: [Argument], at node: some SyntaxProtocol, in frame: Frame) throws -> Value? {
        if let method = StandardLibrary.method(name, of: box.value) {
            let (result, receiver) = try StandardLibrary.run(method, on: box.value, arguments, interpreter: self, in: frame)
            if method.kind == .mutatingMethod { box.value = receiver }
            return result
        }
        return try callMethod(name, on: box.value, arguments, at: node, in: frame, libraryChosen: types.callsLibrary(node))
    }

    func call(_ function: Callable, _ arguments: [Argument], at node: some SyntaxProtocol, in frame: Frame, mode: BodyMode? = nil) throws -> Value {
        try nested(at: frame.location(of: node)) { try callUnnested(function, arguments, at: node, in: frame, mode: mode) }
    }

    private func callUnnested(_ function: Callable, _ arguments: [Argument], at node: some SyntaxProtocol, in frame: Frame, mode: BodyMode?) throws -> Value {
        switch function {
        case .closure(let closure, let context):
            let mode = mode ?? (context.isViewBuilder ? .builder : .function)
            guard arguments.contains(where: { $0.place != nil }) else {
                return try invokeClosure(closure, context, arguments.map(\.value), mode: mode)
            }
            // `changes(&copy)` with `changes: (inout T) -> Void`: the parameter's final value is written back.
            let (closureFrame, names) = try closureFrame(closure, context, arguments.map(\.value))
            let result = try runBody(closure.statements, in: closureFrame, mode: mode)
            let placeCount = arguments.filter { $0.place != nil }.count
            for (argument, name) in zip(arguments, names) {
                guard let place = argument.place, let name, let value = closureFrame.scope.lookup(name) else { continue }
                try write(value, to: place, at: node, in: frame, bases: placeCount == 1 ? argument.placeBases : nil)
            }
            return result
        case .method(let declaration, let bound):
            return try invoke(declaration, bound: bound, arguments, at: frame.location(of: node), generics: resolvedGenerics(of: node, in: frame))
        case .builtin(_, let builtin):
            do {
                return try builtin.body(arguments.throughBindings())
            } catch let error as EvaluationError where error.location == nil {
                throw EvaluationError(error.message, at: frame.location(of: node))
            } catch let error as StringFormat.FormatError {
                throw EvaluationError(error.description, at: frame.location(of: node))
            }
        }
    }

    /// Runs a guide function or method.
    /// `generics`: what the semantic stage found the call binds generic parameters to.
    func invoke(_ function: FunctionDeclaration, bound: BoundSelf, _ arguments: [Argument], at location: FileLocation,
                generics: [String: SwiftType] = [:]) throws -> Value {
        let frame = Frame(scope: Scope(parent: bound.captured), selfBox: bound.box, typeContext: bound.typeName.isEmpty ? nil : bound.typeName, source: function.source,
                          resultShape: TypeShape(function.returnType))
        let matches = try bind(arguments, to: function.parameters, in: frame, callee: function.name, at: location)
        bindGenericParameters(of: function, matches, in: frame)
        declareGenericBindings(generics, in: frame)
        declareGenericArguments(ofSelf: bound.box, in: frame)
        guard let body = function.body else {
            throw EvaluationError("'\(function.name)' has no body", at: function.location)
        }
        let shape = TypeShape(function.returnType)
        let mode = bodyMode(function.attributes, shape, declaredBy: Syntax(function.declaration), in: bound.typeName) { requirements in
            requirements.functions(named: function.name).first { $0.isStatic == function.isStatic }?.attributes
        }
        guard function.parameters.contains(where: \.isInout) else {
            return try coerce(runBody(body.statements, in: frame, mode: mode), to: shape, in: frame)
        }
        // An inout argument is written back even when the function throws.
        do {
            let result = try coerce(runBody(body.statements, in: frame, mode: mode), to: shape, in: frame)
            try writeBackInout(function.parameters, matches, from: frame, at: location)
            return result
        } catch let error as ThrownError {
            try writeBackInout(function.parameters, matches, from: frame, at: location)
            throw error
        }
    }

    /// Binds call arguments to parameters the way Swift matches them: by
    /// label in order, defaults for what is left out, trailing closures to
    /// the remaining closure parameters.
    @discardableResult
    func bind(_ arguments: [Argument], to parameters: [ParameterDeclaration], in frame: Frame, callee: String, at location: FileLocation) throws -> [ArgumentMatch] {
        let matches: [ArgumentMatch]
        switch match(arguments, to: parameters) {
        case .success(let found): matches = found
        case .failure(.missing(let parameter)):
            throw EvaluationError("missing argument '\(parameter)' in call to '\(callee)'", at: location)
        case .failure(.extra(let extra)):
            throw EvaluationError("extra argument\(extra.label.map { " '\($0)'" } ?? "") in call to '\(callee)'", at: location)
        }
        for (parameter, found) in zip(parameters, matches) {
            let shape = parameter.isVariadic ? .array(TypeShape(parameter.type)) : TypeShape(parameter.type)
            let value: Value
            switch found {
            case .argument(let given): value = shape == .named("Any") ? given.valueAsAny : given.value
            case .defaultValue(let expression): value = try evaluate(expression, in: frame, as: shape)
            case .storedDefault: value = .none
            }
            if let built = builtClosure(value, attributes: parameter.attributes, name: parameter.name) {
                frame.scope.declare(parameter.name, built)
                continue
            }
            if parameter.isAutoclosure, !value.isCallable {
                // The argument was evaluated already; reading the parameter calls it.
                let given = value
                frame.scope.declare(parameter.name, .function(.builtin(name: parameter.name, BuiltinFunction { _ in given })))
                continue
            }
            frame.scope.declare(parameter.name, try coerce(value, to: shape, in: frame))
        }
        return matches
    }

    /// `func f<T: Numeric>(_ x: T)`: inside, `T` names the type of what was
    /// passed for `x` (so `T.zero` and `T.make()` reach that type's statics).
    func bindGenericParameters(of function: FunctionDeclaration, _ matches: [ArgumentMatch], in frame: Frame) {
        guard let generics = function.declaration.genericParameterClause?.parameters, !generics.isEmpty else { return }
        let names = Set(generics.map(\.name.text))
        for (parameter, found) in zip(function.parameters, matches) {
            guard case .argument(let argument) = found else { continue }
            var type = parameter.type
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            var value = argument.value
            var staticType = argument.staticType.flatMap { $0.isConcrete ? $0 : nil }
            if let optional = type.as(OptionalTypeSyntax.self) {
                type = optional.wrappedType
                if case .optional(let wrapped)? = staticType { staticType = wrapped }
            }
            // `_ xs: [T]`: `T` is the elements' type.
            if let array = type.as(ArrayTypeSyntax.self), case .array(let items) = value {
                type = array.element
                staticType = if case .array(let element)? = staticType { element } else { nil }
                guard let first = items.first ?? (staticType != nil ? .void : nil) else { continue }
                value = first
            }
            // `as type: T.Type` given `NumberToken.self`: `T` is that type.
            if let metatype = type.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.text == "Type",
               let name = metatype.baseType.as(IdentifierTypeSyntax.self)?.name.text, names.contains(name), !frame.scope.declares(name),
               case .type(let reference) = value {
                frame.scope.declare(name, .type(reference))
                continue
            }
            guard let name = type.as(IdentifierTypeSyntax.self)?.name.text, names.contains(name), !frame.scope.declares(name), !value.isNone else { continue }
            frame.scope.declare(name, .type(TypeReference(dynamicTypeName(of: value, static: staticType))))
        }
    }

    /// The generic arguments the semantic stage chose for a call, with the
    /// caller's own generic parameters replaced by what they are bound to
    /// here: `store.value(key) ?? defaultValue` inside `Setting<Value>` binds
    /// `T` to the `Value` this setting was made with.
    func resolvedGenerics(of node: some SyntaxProtocol, in frame: Frame) -> [String: SwiftType] {
        var generics = types.genericBindings(of: node)
        for (name, type) in generics {
            guard case .genericParameter(let parameter) = type else { continue }
            if case .type(let bound)? = frame.scope.lookup(parameter) {
                generics[name] = .nominal(bound.name, [])
            } else {
                generics[name] = nil
            }
        }
        return generics
    }

    /// `let v: Int? = get("v")`: `T` is `Int` inside, though no argument shows it;
    /// parameters bound from the arguments' dynamic types keep those.
    func declareGenericBindings(_ generics: [String: SwiftType], in frame: Frame) {
        for (name, type) in generics where !frame.scope.declares(name) {
            frame.scope.declare(name, .type(TypeReference(type.description)))
        }
    }

    /// `inout` parameters' final values, written back to the places the
    /// caller passed with `&` (copy-in, copy-out, as Swift defines inout).
    func writeBackInout(_ parameters: [ParameterDeclaration], _ matches: [ArgumentMatch], from frame: Frame, at location: FileLocation) throws {
        for (parameter, found) in zip(parameters, matches) where parameter.isInout {
            guard case .argument(let argument) = found, let place = argument.place else { continue }
            // With two `&` arguments (`swap(&pair.first, &pair.second)`) the first write-back changes
            // what the second one's path holds: each is read again.
            let bases = parameters.filter(\.isInout).count == 1 ? argument.placeBases : nil
            try write(frame.scope.lookup(parameter.name) ?? .none, to: place, at: frame.source.syntax, in: frame, bases: bases)
        }
    }

    /// How a function's or getter's body gives its value: SwiftUI's builder for
    /// `@ViewBuilder` and `some View`, a guide's own `@MenuBuilder`, or statements.
    /// Without a builder of its own, a member that meets a requirement marked
    /// with one (`@ArrayBuilder<String> var lines { get }`) builds through
    /// that, as Swift infers it: when the type or extension declaring the
    /// member declares the conformance too.
    func bodyMode(_ attributes: Attributes, _ shape: TypeShape, declaredBy declaration: Syntax, in typeName: String?,
                  requirement: (MemberSet) -> Attributes?) -> BodyMode {
        if attributes.contains("ViewBuilder") || shape.isOpaqueView { return .builder }
        if let builder = resultBuilder(of: attributes) { return .resultBuilder(builder) }
        return requirementBuilder(of: declaration, in: typeName, requirement).map(BodyMode.resultBuilder) ?? .function
    }

    /// The result builder of the requirement `requirement` finds among the
    /// guide protocols the member's own type or extension says it conforms to
    /// (and those they inherit).
    private func requirementBuilder(of member: Syntax, in typeName: String?, _ requirement: (MemberSet) -> Attributes?) -> TypeDeclaration? {
        guard !table.protocols.isEmpty,
              // member → MemberBlockItem → MemberBlockItemList → MemberBlock → the type or extension.
              let context = member.parent?.as(MemberBlockItemSyntax.self)?.parent?.parent?.parent?.asProtocol(DeclGroupSyntax.self),
              let inherited = context.inheritanceClause?.inheritedTypes else { return nil }
        let scope = typeName.flatMap { table.type(named: $0)?.parent }
        var queue = inherited.map { ($0.type.trimmedDescription, scope) }
        var seen: Set<String> = []
        var next = 0
        while next < queue.count, next < 32 {
            let (name, scope) = queue[next]
            next += 1
            guard let declaration = table.protocols[resolveTypeName(name, from: scope) ?? name] ?? table.protocols[name],
                  seen.insert(declaration.qualifiedName).inserted else { continue }
            if let attributes = requirement(declaration.requirements), let builder = resultBuilder(of: attributes) { return builder }
            queue += declaration.inheritedTypes.map { ($0, nil) }
        }
        return nil
    }

    /// A closure literal given for a parameter (or a memberwise property)
    /// marked with a guide's result builder (`@ArrayBuilder<Item> content: () -> [Item]`):
    /// calling it builds through the builder. Nil for any other value.
    func builtClosure(_ value: Value, attributes: Attributes, name: String) -> Value? {
        guard case .function(.closure(let closure, let context)) = value, Self.isWrittenAsArgument(closure),
              let builder = resultBuilder(of: attributes) else { return nil }
        return .function(.builtin(name: name, BuiltinFunction { [unowned self] arguments in
            try self.invokeClosure(closure, context, arguments.map(\.value), mode: .resultBuilder(builder))
        }))
    }

    /// A closure literal written as a call's argument (`menu { ... }`,
    /// `menu(content: { ... })`): only such a closure is built by its
    /// parameter's result builder; one passed by name runs as it is.
    static func isWrittenAsArgument(_ closure: ClosureExprSyntax) -> Bool {
        guard let parent = closure.parent else { return false }
        return parent.is(LabeledExprSyntax.self) || parent.is(FunctionCallExprSyntax.self) || parent.is(MultipleTrailingClosureElementSyntax.self)
    }

    /// The guide's `@resultBuilder` type among a declaration's or parameter's attributes (`@ArrayBuilder<Segment>`).
    func resultBuilder(of attributes: Attributes) -> TypeDeclaration? {
        for name in attributes.names {
            let base = name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
            if let type = table.type(named: base), type.isResultBuilder { return type }
        }
        return nil
    }

    /// What each parameter gets from a call.
    enum ArgumentMatch {
        case argument(Argument)
        case defaultValue(ExprSyntax)
        /// A memberwise parameter left out: the stored default stays.
        case storedDefault
    }

    enum ArgumentMismatch: Error {
        case missing(String)
        case extra(Argument)
    }

    /// A parameter as call matching sees it: a function's, or a stored
    /// property of the memberwise initializer.
    struct MatchParameter {
        var label: String?
        var name: String
        /// Function-typed: an unlabelled trailing closure may go to it.
        var takesClosure: Bool
        var hasDefault: Bool
        var defaultValue: ExprSyntax?

        /// `_ items: Int...`: takes every unlabelled argument that follows, as an array.
        var isVariadic = false
        /// Of type `Any` (or `Any...`): an Optional passed to it stays one.
        var takesAny = false

        /// `aliased` gives what a `typealias` names, so `VoidHandler?` with
        /// `typealias VoidHandler = () -> Void` takes a trailing closure.
        init(_ parameter: ParameterDeclaration, aliased: (String) -> TypeSyntax?) {
            label = parameter.label
            name = parameter.name
            var shape = TypeShape(parameter.type)
            // `typealias VoidHandler = Handler<Void>` with `typealias Handler<T> = () -> T`: a few steps.
            for _ in 0..<4 {
                guard let alias = shape.name, let target = aliased(alias) else { break }
                let resolved = TypeShape(target)
                shape = if case .optional = shape { .optional(resolved) } else { resolved }
            }
            // `@escaping Create` with `typealias Create = () -> T`: only closures escape.
            let escaping = parameter.type.as(AttributedTypeSyntax.self)?.attributes.contains { $0.trimmedText == "@escaping" } == true
            takesClosure = shape == .function || shape == .optional(.function) || escaping
            hasDefault = parameter.defaultValue != nil
            defaultValue = parameter.defaultValue
            isVariadic = parameter.isVariadic
            takesAny = shape == .named("Any")
        }

        init(label: String?, name: String, takesClosure: Bool, hasDefault: Bool) {
            self.label = label
            self.name = name
            self.takesClosure = takesClosure
            self.hasDefault = hasDefault
        }
    }

    func match(_ arguments: [Argument], to parameters: [ParameterDeclaration]) -> Result<[ArgumentMatch], ArgumentMismatch> {
        match(arguments, to: parameters.map { MatchParameter($0) { [table] in table.aliasedType($0, from: nil) } })
    }

    /// Matches call arguments to parameters the way Swift does: by label
    /// in order, defaults for what is left out, and trailing closures by
    /// forward scan — the unlabelled one to the next closure parameter
    /// (whatever its label), skipping one with a default when a later
    /// closure parameter needs it; labelled ones (`} label: {`) by label.
    func match(_ arguments: [Argument], to parameters: [MatchParameter]) -> Result<[ArgumentMatch], ArgumentMismatch> {
        var regular = arguments.filter { !$0.isTrailingClosure }[...]
        var trailing = arguments.filter(\.isTrailingClosure)[...]
        var matches: [ArgumentMatch] = []
        for (index, parameter) in parameters.enumerated() {
            if parameter.isVariadic {
                // The first argument by the parameter's label, then every unlabelled one after it
                // (`Any...` keeps Optionals as Optionals).
                var items: [Value] = []
                let take = { (argument: Argument) in parameter.takesAny ? argument.valueAsAny : argument.value }
                if let next = regular.first, next.label == parameter.label {
                    items.append(take(regular.popFirst()!))
                    while let more = regular.first, more.label == nil { items.append(take(regular.popFirst()!)) }
                }
                matches.append(.argument(Argument(parameter.label, .array(items))))
                continue
            }
            if let next = regular.first, next.label == parameter.label {
                matches.append(.argument(regular.popFirst()!))
                continue
            }
            if regular.isEmpty, let closure = trailing.first {
                let labelled = closure.label != nil && closure.label == parameter.label
                let unlabelled = closure.label == nil && parameter.takesClosure
                    && (!parameter.hasDefault || !parameters[(index + 1)...].contains { $0.takesClosure && !$0.hasDefault })
                if labelled || unlabelled {
                    matches.append(.argument(trailing.popFirst()!))
                    continue
                }
            }
            if parameter.hasDefault {
                matches.append(parameter.defaultValue.map(ArgumentMatch.defaultValue) ?? .storedDefault)
            } else {
                return .failure(.missing(parameter.label ?? parameter.name))
            }
        }
        if let extra = regular.first ?? trailing.first { return .failure(.extra(extra)) }
        return .success(matches)
    }

    /// Whether a call with these arguments can call a function with these parameters.
    func accepts(_ parameters: [ParameterDeclaration], _ arguments: [Argument]) -> Bool {
        if case .success = match(arguments, to: parameters) { return true }
        return false
    }

    /// Whether a guide function takes these arguments by labels and by the
    /// types of its parameters that are the guide's own concrete types:
    /// Swift never passes a `Font` where `func font(_: BrandFont)` wants a
    /// `BrandFont`, whatever the labels say, so SwiftUI's `font` is meant.
    func takes(_ parameters: [ParameterDeclaration], _ arguments: [Argument]) -> Bool {
        guard case .success(let matches) = match(arguments, to: parameters) else { return false }
        for (parameter, found) in zip(parameters, matches) {
            guard case .argument(let argument) = found, !parameter.isVariadic else { continue }
            if !argument.value.isCallable, !value(argument.value, fits: parameter) { return false }
        }
        return true
    }

    private func value(_ value: Value, fits parameter: ParameterDeclaration) -> Bool {
        guard case .named(let name) = TypeShape(parameter.type) else { return true }
        if value.isNone { return table.type(named: name) == nil && LibraryTypes.typeNamed(name) == nil }
        // Swift converts no number to another: a `Double` is never an `Int` parameter's.
        // An `Int` may be a literal of any numeric type; a value of another type is of its own.
        if SwiftType.integerNames.contains(name) {
            if let integer = value.integerValue { return integer.kind == .int || integer.kind.name == name }
            return !isBuiltinScalar(value)
        }
        if SwiftType.floatingPointNames.contains(name) {
            switch value {
            case .int, .double: return true
            case .float: return name == "Float" || name == "Float32"
            default: return !isBuiltinScalar(value)
            }
        }
        guard let type = table.type(named: name), type.kind != .extensionOfExternal, table.protocols[type.qualifiedName] == nil else { return true }
        switch value {
        case .implicitMember(let member, _):
            // `.title` is the guide type's when it has a `title`.
            return type.members.property(member, isStatic: true) != nil || type.members.enumCase(member) != nil
                || type.members.functions(named: member).contains(where: \.isStatic)
        case .int, .integer, .double, .float, .string, .bool:
            // `struct Spacing: ExpressibleByIntegerLiteral`: a literal makes one.
            return type.inheritedTypes.contains { $0.hasPrefix("ExpressibleBy") } || isInstance(value, of: .nominal(type.qualifiedName, []))
        case .instance, .enumCase, .color, .font, .view, .record:
            return isInstance(value, of: .nominal(type.qualifiedName, []))
        default:
            return true
        }
    }

    /// Whether the constraints of the extension declaring `function` hold
    /// for a collection it is called on: `extension Array where Element == Point`
    /// has nothing for `[3, 1, 2]`, whose `max()` is the standard library's.
    func extensionApplies(_ function: FunctionDeclaration, to receiver: Value) -> Bool {
        guard case .array(let items) = receiver, !items.isEmpty,
              let clause = function.declaration.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self)?.genericWhereClause else { return true }
        let frame = Frame(scope: Scope(), selfBox: nil, typeContext: nil, source: function.source)
        for requirement in clause.requirements {
            let element: SwiftType
            switch requirement.requirement {
            case .sameTypeRequirement(let same):
                guard same.leftType.trimmedDescription == "Element", case .type(let type) = same.rightType else { continue }
                element = resolvedType(type, in: frame)
            case .conformanceRequirement(let conformance):
                guard conformance.leftType.trimmedDescription == "Element" else { continue }
                element = resolvedType(conformance.rightType, in: frame)
            default:
                continue
            }
            if case .nominal(let name, _) = element, table.type(named: name) == nil, table.protocols[name] == nil, LibraryTypes.typeNamed(name) == nil {
                continue  // a protocol or type sitegen does not know: assume it holds
            }
            if !items.allSatisfy({ isInstance($0, of: element) }) { return false }
        }
        return true
    }

    private func isBuiltinScalar(_ value: Value) -> Bool {
        switch value {
        case .int, .integer, .double, .float, .string, .bool, .color, .font: true
        default: false
        }
    }

    /// The overload of a guide function that takes these arguments:
    /// `cornerRadius(_:corners:)` beside SwiftUI's `cornerRadius(_:)`,
    /// `init(title:)` beside `init(_:)`. Nil when none does.
    func overload(of function: FunctionDeclaration, bound: BoundSelf, accepting arguments: [Argument], from context: String?) -> FunctionDeclaration? {
        var siblings = bound.typeName.isEmpty ? table.globals.functions(named: function.name) : table.type(named: bound.typeName)?.members.functions(named: function.name) ?? []
        // ... and the overloads its superclasses and protocol extensions declare.
        if let type = table.type(named: bound.typeName) {
            siblings += protocolExtensions(of: type).flatMap { $0.members.functions(named: function.name) }
        }
        // ... and those of the other guide extensions that apply to `self` (a `Text`'s `extension View` methods).
        if let box = bound.box {
            for typeName in guideTypeNames(of: box.value) where typeName != bound.typeName {
                siblings += table.type(named: typeName)?.members.functions(named: function.name) ?? []
            }
        }
        var candidates = ([function] + siblings).filter { $0.isStatic == function.isStatic && takes($0.parameters, arguments) }
        // A private overload is not seen from outside its type.
        if context != bound.typeName, candidates.contains(where: { !$0.isPrivate }) { candidates.removeAll(where: \.isPrivate) }
        // Swift prefers the overload that leaves the fewest parameters to their defaults:
        // `prefix(to:)` beside `prefix(to:descending: = true)` calls the first.
        return candidates.min { $0.parameters.count < $1.parameters.count }
    }

    /// Runs a closure with positional arguments. `{ a, b in }` over one
    /// tuple argument destructures it, as `ForEach` over tuples needs.
    func invokeClosure(_ closure: ClosureExprSyntax, _ context: ClosureContext, _ arguments: [Value], mode: BodyMode) throws -> Value {
        let (frame, _) = try closureFrame(closure, context, arguments)
        return try runBody(closure.statements, in: frame, mode: mode)
    }

    /// Calls a closure whose first parameter is `inout` (`reduce(into: 0) { $0 += $1 }`)
    /// and gives that parameter's value when it returns.
    func invokeClosureUpdatingFirst(_ function: Value, _ arguments: [Value], in frame: Frame) throws -> Value {
        guard case .function(.closure(let closure, let context)) = function else {
            _ = try callFunction(function, arguments, in: frame)
            return arguments.first ?? .void
        }
        return try nested(at: frame.location(of: closure)) {
            let (closureFrame, names) = try closureFrame(closure, context, arguments)
            _ = try runBody(closure.statements, in: closureFrame, mode: .function)
            return names.first.flatMap { $0 }.flatMap { closureFrame.scope.lookup($0) } ?? arguments.first ?? .void
        }
    }

    /// The frame a closure body runs in, its parameters bound, and the names
    /// they are bound to (`$0`... when it names none; nil for `_`).
    private func closureFrame(_ closure: ClosureExprSyntax, _ context: ClosureContext, _ arguments: [Value]) throws -> (Frame, [String?]) {
        let frame = Frame(scope: Scope(parent: context.scope), selfBox: context.selfBox, typeContext: context.typeContext, source: context.source,
                          resultShape: closure.signature?.returnClause.map { TypeShape($0.type) })
        var names: [String] = []
        var types: [TypeSyntax?] = []
        if let signature = closure.signature?.parameterClause {
            switch signature {
            case .simpleInput(let list):
                names = list.map(\.name.text)
                types = Array(repeating: nil, count: names.count)
            case .parameterClause(let clause):
                names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
                types = clause.parameters.map(\.type)
            @unknown default:
                break
            }
        }
        var values = arguments
        if names.count > 1, values.count == 1, case .tuple(let items, _) = values[0], items.count == names.count {
            values = items
        }
        if names.isEmpty {
            for (index, value) in values.enumerated() { frame.scope.declare("$\(index)", value) }
            if values.count == 1, case .tuple(let items, _) = values[0], items.count > 1 {
                // `$0.1` and `$1` both work on a single tuple argument; a closure
                // that names `$1` takes the tuple apart (`zip(a, b).map { $0.with($1) }`).
                if Self.namesSecondArgument(closure) { frame.scope.declare("$0", items[0]) }
                for (index, item) in items.enumerated() where index > 0 { frame.scope.declare("$\(index)", item) }
            }
        } else {
            for (index, name) in names.enumerated() where name != "_" {
                let value = index < values.count ? values[index] : .none
                frame.scope.declare(name, try coerce(value, to: TypeShape(types[index]), in: frame))
            }
        }
        return (frame, names.isEmpty ? values.indices.map { "$\($0)" } : names.map { $0 == "_" ? nil : $0 })
    }

    /// Whether a closure's own body (not closures inside it) uses `$1`.
    static func namesSecondArgument(_ closure: ClosureExprSyntax) -> Bool {
        namesArgument(closure) { $0 == "$1" }
    }

    /// Whether a closure's own body uses any of `$0`, `$1`...: it takes arguments.
    static func namesAnyArgument(_ closure: ClosureExprSyntax) -> Bool {
        namesArgument(closure) { _ in true }
    }

    private static func namesArgument(_ closure: ClosureExprSyntax, _ accepts: (String) -> Bool) -> Bool {
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            guard case .dollarIdentifier(let name) = token.tokenKind, accepts(name) else { continue }
            var node = token.parent
            while let current = node, current.id != closure.id {
                if current.is(ClosureExprSyntax.self) { break }
                node = current.parent
            }
            if node?.id == closure.id { return true }
        }
        return false
    }

    /// `Type(arguments)`: a guide struct, an enum from a raw value, a guide
    /// initializer of a SwiftUI type, or a SwiftUI type itself.
    func construct(_ typeName: String, _ arguments: [Argument], at node: some SyntaxProtocol, in frame: Frame) throws -> Value {
        let location = frame.location(of: node)
        if let type = table.type(named: typeName) {
            if type.kind == .class {
                // A class's own initializers and those it inherits, run on an instance of this class.
                let available = availableInitializers(type)
                let chosen = types.callee(of: node).flatMap { id in available.first { $0.0.declaration.id == id && accepts($0.0.parameters, arguments) } }
                if let (initializer, owner) = chosen ?? available.first(where: { accepts($0.0.parameters, arguments) }) {
                    return try runInitializer(initializer, of: owner, arguments, at: location, as: type)
                }
            } else if let initializer = matchingInitializer(type, arguments, at: node) {
                return try runInitializer(initializer, of: type, arguments, at: location)
            } else if arguments.isEmpty, type.inheritedTypes.contains("OptionSet") {
                // `Options()`: the empty set (OptionSet's `init()`).
                return try construct(typeName, [Argument("rawValue", .int(0))], at: node, in: frame)
            }
            // A custom `Layout` given its content (`FlowLayout(spacing: 8) { ... }`): its
            // subviews, placed by its own `sizeThatFits`/`placeSubviews` when layout asks.
            if type.conforms(to: "Layout"), let content = arguments.last(where: \.isTrailingClosure) {
                let layout = try construct(typeName, arguments.filter { !$0.isTrailingClosure }, at: node, in: frame)
                let subviews = try viewNode(content.value, at: node, in: frame).subviews
                let id = sizedContent.register(.layout(value: layout, type: type, subviewCount: subviews.count, location: location), name: type.name)
                return .view(.stack(StackNode(kind: .custom(id), alignment: .center, spacing: nil, children: subviews)))
            }
            switch type.kind {
            case .struct:
                return try memberwise(type, arguments, at: location)
            case .class:
                // A class has no memberwise initializer: with no `init` of its own or
                // inherited, `Type()` gives its stored properties' defaults.
                guard arguments.isEmpty else {
                    throw EvaluationError("class '\(type.name)' has no initializer that takes (\(arguments.map { ($0.label ?? "_") + ":" }.joined()))", at: location)
                }
                return .instance(try defaultInstance(type))
            case .enum:
                // `compactMap(FontSize.init)`: an unlabelled single argument is the raw value.
                let raw = arguments.value("rawValue") ?? (arguments.count == 1 && arguments[0].label == nil ? arguments[0].value : nil)
                if let raw {
                    for enumCase in type.members.cases {
                        let caseValue = EnumCaseValue(typeName: type.qualifiedName, name: enumCase.name)
                        if let candidate = try rawValue(of: caseValue, in: frame), try valuesEqual(candidate, raw, in: frame) {
                            return .enumCase(caseValue)
                        }
                    }
                    return .none
                }
                throw EvaluationError("enum '\(type.name)' has no initializer with these arguments", at: location)
            case .extensionOfExternal:
                break
            }
        }
        if let value = try builtinConstruct(typeName, arguments, at: location, in: frame) {
            return value
        }
        if table.type(named: typeName) == nil {
            if typeName.hasSuffix("View") || typeName.hasSuffix("Screen") || typeName.hasSuffix("Page") {
                // A screen the guide refers to but does not show.
                return .view(.placeholder(Placeholder(label: typeName)))
            }
            // Drawn as a placeholder if used as a view; an error at this line if used otherwise.
            return .record(.undeclared(typeName, at: location))
        }
        throw EvaluationError("no initializer of '\(typeName)' takes (\(arguments.map { ($0.label ?? "_") + ":" }.joined()))", at: location)
    }

    private func matchingInitializer(_ type: TypeDeclaration, _ arguments: [Argument], at node: (any SyntaxProtocol)? = nil) -> InitializerDeclaration? {
        if let node, let id = types.callee(of: node), case .initializer(let chosen, _)? = declarationsByID[id],
           type.members.initializers.contains(where: { $0.declaration.id == id }), accepts(chosen.parameters, arguments) {
            return chosen
        }
        return type.members.initializers.first { accepts($0.parameters, arguments) }
    }

    /// Runs an `init` with `self` starting from the type's stored defaults.
    func runInitializer(_ initializer: InitializerDeclaration, of type: TypeDeclaration, _ arguments: [Argument], at location: FileLocation,
                        as instanceType: TypeDeclaration? = nil) throws -> Value {
        let made = instanceType ?? type
        let start: Value
        switch made.kind {
        case .extensionOfExternal:
            start = .none
        case .class:
            // A subclass's defaults are set before an initializer it inherits runs;
            // each class's own as its initializer starts (`prepareClassInstance`).
            var instance = emptyInstance(made)
            for level in classChain(made) {
                if level.qualifiedName == type.qualifiedName { break }
                try setDefaults(of: level, in: &instance)
            }
            start = .instance(instance)
        case .struct, .enum:
            start = .instance(try defaultInstance(made))
        }
        return try runInitializer(initializer, of: type, arguments, at: location, on: SelfBox(start))
    }

    /// `self.init(...)` or `super.init(...)`: the initializer of `type` (or the one
    /// it inherits) that takes these arguments, run on the same `self`; a failable
    /// one that gives nil makes the delegating initializer give nil.
    func delegateInitializer(to type: TypeDeclaration, _ arguments: [Argument], on box: SelfBox, at call: FunctionCallExprSyntax, in frame: Frame) throws {
        let available = type.kind == .class ? availableInitializers(type) : type.members.initializers.map { ($0, type) }
        let chosen = types.callee(of: call).flatMap { id in available.first { $0.0.declaration.id == id && accepts($0.0.parameters, arguments) } }
        if let (initializer, owner) = chosen ?? available.first(where: { accepts($0.0.parameters, arguments) }) {
            let result = try runInitializer(initializer, of: owner, arguments, at: frame.location(of: call), on: box)
            if result.isNone, initializer.isFailable { throw InitializerFailed() }
            return
        }
        switch type.kind {
        case .struct:
            box.value = try memberwise(type, arguments, at: frame.location(of: call))
            return
        case .extensionOfExternal:
            // `self.init(red:green:blue:)` in an `extension Color` initializer: SwiftUI's own.
            box.value = try construct(type.qualifiedName, arguments, at: call, in: frame)
            return
        case .class where arguments.isEmpty:
            // `self.init()` in a class with no designated initializer of its own
            // (or an `NSObject` subclass): the default one, which sets the defaults.
            if case .instance(var instance) = box.value {
                for level in classChain(type) { try setDefaults(of: level, in: &instance) }
                box.value = .instance(instance)
            }
            return
        case .enum, .class:
            break
        }
        guard arguments.isEmpty else {
            throw EvaluationError("no initializer of '\(type.name)' takes (\(arguments.map { ($0.label ?? "_") + ":" }.joined()))", at: frame.location(of: call))
        }
    }

    /// Runs an `init` on an existing `self` (`super.init(...)` from a subclass's).
    func runInitializer(_ initializer: InitializerDeclaration, of type: TypeDeclaration, _ arguments: [Argument], at location: FileLocation,
                        on box: SelfBox) throws -> Value {
        let frame = Frame(scope: Scope(), selfBox: box, typeContext: type.qualifiedName, source: initializer.source)
        let matches = try bind(arguments, to: initializer.parameters, in: frame, callee: "\(type.name).init", at: location)
        // A closure literal given to `@ViewBuilder content:` and kept builds
        // views when the view calls it later (`content(proxy)` in its body),
        // as memberwise `@ViewBuilder` properties do. Marked once the init
        // has run: its own calls (`content()` stored as `Content`) run as before.
        defer {
            for (parameter, found) in zip(initializer.parameters, matches) where parameter.isViewBuilder {
                if case .argument(let argument) = found, case .function(.closure(let closure, let context)) = argument.value,
                   Self.isWrittenAsArgument(closure) { context.isViewBuilder = true }
            }
        }
        let outer = box.initializingType
        box.initializingType = type.qualifiedName
        defer { box.initializingType = outer }
        let designatedOfClass = type.kind == .class && !initializer.isConvenience
        if designatedOfClass, case .instance(var instance) = box.value {
            // Phase one: this class's own defaults, before its initializer's body.
            try setDefaults(of: type, in: &instance)
            box.value = .instance(instance)
        }
        do {
            if let body = initializer.body, case .returned(let result) = try execute(body.statements, in: frame), result.isNone, initializer.isFailable {
                // `return nil` in an `init?`.
                return .none
            }
        } catch is InitializerFailed where initializer.isFailable {
            return .none
        }
        if designatedOfClass, case .instance(var instance) = box.value {
            // A designated initializer that does not call `super.init()` calls the
            // superclass's `init()` implicitly: its defaults are set all the same.
            for level in classChain(type).dropFirst() { try setDefaults(of: level, in: &instance) }
            box.value = .instance(instance)
        }
        return box.value
    }

    /// An instance with every stored property that has a default set.
    /// An instance with every stored property that has a default set: for a
    /// class, the subclass's defaults first, then each superclass's, in the
    /// order Swift's initializers set them.
    func defaultInstance(_ type: TypeDeclaration) throws -> Instance {
        var instance = emptyInstance(type)
        for level in classChain(type) { try setDefaults(of: level, in: &instance) }
        return instance
    }

    /// The type and its superclasses, nearest first.
    func classChain(_ type: TypeDeclaration) -> [TypeDeclaration] {
        var chain: [TypeDeclaration] = [type]
        while let parent = superclass(of: chain[chain.count - 1]), chain.count < 16 { chain.append(parent) }
        return chain
    }

    /// An instance of `type` with no property set yet; its fields in declaration
    /// order, superclasses' first (a wrapped property's storage as `_name`).
    func emptyInstance(_ type: TypeDeclaration) -> Instance {
        var instance = Instance(typeName: type.qualifiedName, isReference: type.kind == .class)
        for property in classChain(type).reversed().flatMap(\.members.storedInstanceProperties) where !property.isLazy {
            instance.fieldOrder.append(wrapperAttribute(of: property) == nil ? property.name : "_" + property.name)
        }
        return instance
    }

    /// Sets the default values `type` itself declares for its stored
    /// properties, where nothing has set them yet.
    func setDefaults(of type: TypeDeclaration, in instance: inout Instance) throws {
        for property in type.members.storedInstanceProperties {
            // A `lazy` property is set when it is first read.
            if property.isLazy { continue }
            let frame = Frame(scope: Scope(), selfBox: nil, typeContext: type.qualifiedName, source: property.source)
            let shape = TypeShape(property.type)
            if let wrapper = wrapperAttribute(of: property) {
                // `@Clamped(maximum: 10) var level = 3`: the wrapper is what is stored, in `_level`.
                guard instance.fields["_" + property.name] == nil else { continue }
                let initial = try property.initializer.map { try coerce(evaluate($0, in: frame, as: shape), to: shape, in: frame) }
                if initial != nil || canMakeWrapperWithoutValue(wrapper) {
                    instance.fields["_" + property.name] = try makeWrapper(wrapper, wrappedValue: initial, property: property, typeContext: type.qualifiedName)
                }
                continue
            }
            guard instance.fields[property.name] == nil else { continue }
            if let initializer = property.initializer {
                instance.fields[property.name] = storedValue(try coerce(evaluate(initializer, in: frame, as: shape), to: shape, in: frame), for: property, of: type.qualifiedName)
            } else if case .optional = shape, !property.isLet {
                instance.fields[property.name] = Value.none
            } else if property.attributes.contains("FocusState") {
                // Nothing has focus when a view appears.
                instance.fields[property.name] = shape == .named("Bool") ? .bool(false) : Value.none
            } else if property.attributes.contains("Namespace") {
                instance.fields[property.name] = .record(Record("Namespace.ID"))
            } else if let key = property.attributes.environmentKey, let value = try? environmentValue(key, at: property.location) {
                // Read outside a view hierarchy, `@Environment` gives the key's value here (its default);
                // built as a view, the value in force replaces it (`bindEnvironment`).
                instance.fields[property.name] = value
            }
        }
    }

    /// The initializers a class can be made with, by Swift's inheritance
    /// rules: its own; all of its superclass's when it declares no designated
    /// one; its superclass's convenience ones when it implements every
    /// designated one of its superclass. Each with the class that declares it.
    func availableInitializers(_ type: TypeDeclaration, depth: Int = 0) -> [(InitializerDeclaration, TypeDeclaration)] {
        let own = type.members.initializers.map { ($0, type) }
        guard type.kind == .class, let parent = superclass(of: type), depth < 16 else { return own }
        let inherited = availableInitializers(parent, depth: depth + 1)
        let ownDesignated = own.filter { !$0.0.isConvenience && !$0.0.isInExtension }
        func labels(_ initializer: InitializerDeclaration) -> [String?] { initializer.parameters.map(\.label) }
        let overridden = Set(own.map { labels($0.0).map { $0 ?? "_" }.joined(separator: ":") })
        var result = own
        if ownDesignated.isEmpty {
            result += inherited.filter { !overridden.contains(labels($0.0).map { $0 ?? "_" }.joined(separator: ":")) }
        } else {
            let parentDesignated = inherited.filter { !$0.0.isConvenience && !$0.0.isInExtension }
            if parentDesignated.allSatisfy({ overridden.contains(labels($0.0).map { $0 ?? "_" }.joined(separator: ":")) }) {
                result += inherited.filter { ($0.0.isConvenience || $0.0.isInExtension) && !overridden.contains(labels($0.0).map { $0 ?? "_" }.joined(separator: ":")) }
            }
        }
        return result
    }

    /// Swift's memberwise initializer: one parameter per stored property
    /// without a fixed value, in declaration order.
    func memberwise(_ type: TypeDeclaration, _ arguments: [Argument], at location: FileLocation) throws -> Value {
        var instance = try defaultInstance(type)
        let parameters = memberwiseParameters(of: type)
        let frame = Frame(scope: Scope(), selfBox: nil, typeContext: type.qualifiedName, source: type.source ?? parameters.first?.source ?? table.anySource)
        let matches: [ArgumentMatch]
        switch match(arguments, to: memberwiseMatchParameters(of: type)) {
        case .success(let found): matches = found
        case .failure(.missing(let name)):
            throw EvaluationError("missing argument '\(name)' for \(type.name)", at: location)
        case .failure(.extra(let extra)):
            throw EvaluationError("extra argument\(extra.label.map { " '\($0)'" } ?? "") for \(type.name)", at: location)
        }
        for (property, found) in zip(parameters, matches) {
            guard case .argument(let argument) = found else { continue }
            let given = argument.value
            let shape = TypeShape(property.type)
            let value = try builtClosure(given, attributes: property.attributes, name: property.name)
                ?? (shape == .function ? given : coerce(given, to: shape, in: frame))
            if let wrapper = wrapperAttribute(of: property) {
                instance.fields["_" + property.name] = try makeWrapper(wrapper, wrappedValue: value, property: property, typeContext: type.qualifiedName)
                continue
            }
            instance.fields[property.name] = storedValue(value, for: property, of: type.qualifiedName)
        }
        // Closures stored as view content are result builders when called.
        for property in parameters where property.attributes.contains("ViewBuilder") || isGenericView(property, of: type) {
            if case .function(.closure(_, let context))? = instance.fields[property.name] { context.isViewBuilder = true }
        }
        return .instance(instance)
    }

    /// The memberwise initializer's parameters for call matching: each
    /// stored property by name, with a default when it has a value (or is
    /// an optional `var`, which defaults to nil).
    func memberwiseMatchParameters(of type: TypeDeclaration) -> [MatchParameter] {
        memberwiseParameters(of: type).map { property in
            let shape = TypeShape(property.type)
            let closureInitializer = property.type == nil && property.initializer?.is(ClosureExprSyntax.self) == true
            let takesClosure = shape == .function || shape == .optional(.function) || closureInitializer
                || property.attributes.contains("ViewBuilder") || isGenericView(property, of: type)
            let optionalVar: Bool = { if case .optional = shape { return !property.isLet } else { return false } }()
            // `@TwelveOrLess var height: Int`: a wrapper that can be made without a value gives the default.
            let wrappedDefault = wrapperAttribute(of: property).map(canMakeWrapperWithoutValue) ?? false
            return MatchParameter(label: property.name, name: property.name, takesClosure: takesClosure,
                                  hasDefault: property.initializer != nil || optionalVar || wrappedDefault)
        }
    }

    /// `let content: () -> Content` or `let label: Label?` where `Content: View`
    /// (a generic parameter constrained to something else, `Data: Collection`, holds no view).
    func isGenericView(_ property: PropertyDeclaration, of type: TypeDeclaration) -> Bool {
        property.typeName.map { holdsGenericView($0, of: type) } ?? false
    }

    /// Whether a declared type (`Content`, `() -> Label`, `Icon?`) is one of `type`'s generic views.
    func holdsGenericView(_ declared: String, of type: TypeDeclaration) -> Bool {
        var typeName = declared.filter { !$0.isWhitespace }
        if typeName.hasSuffix("?") { typeName.removeLast() }
        return type.genericParameters.contains { parameter in
            guard typeName.hasSuffix("->\(parameter)") || typeName == parameter else { return false }
            let constraints = type.genericConstraints[parameter] ?? []
            return constraints.isEmpty || constraints.contains { $0.hasSuffix("View") }
        }
    }

    /// The stored properties a memberwise initializer takes.
    func memberwiseParameters(of type: TypeDeclaration) -> [PropertyDeclaration] {
        let wrappersWithoutParameter: Set<String> = ["Environment", "FocusState", "Namespace", "GestureState", "EnvironmentObject", "StateObject", "ScaledMetric", "AppStorage"]
        return type.members.storedInstanceProperties.filter { property in
            !(property.isLet && property.initializer != nil) && property.attributes.names.isDisjoint(with: wrappersWithoutParameter)
        }
    }

    // MARK: - Implicit members

    /// `.name` / `.name(args)` as a member of `typeName`.
    func implicitMember(_ name: String, _ arguments: [Argument]?, of typeName: String, in frame: Frame) throws -> Value? {
        if let type = table.type(named: typeName) {
            if name == "init", let arguments {
                return try construct(typeName, arguments, at: frame.source.syntax, in: frame)
            }
            if let value = try guideStaticMember(name, of: type, at: frame.source.syntax, in: frame) {
                if let arguments { return try callValue(value, arguments, at: frame.source.syntax, in: frame) }
                return value
            }
        }
        if arguments == nil, let option = OptionSetMembers.systemOption(name, of: typeName) { return option }
        return nil
    }

    /// `.brand`, `.init(hexString: "#FFF")` where a colour is expected; `typeName`
    /// is the colour type the context names (`UIColor`'s own inits for a UIColor).
    func resolveImplicitColor(_ name: String, _ arguments: [Argument]?, as typeName: String = "Color", in frame: Frame) throws -> Value? {
        if name == "init", let arguments, typeName != "Color", table.type(named: typeName) != nil {
            return try construct(typeName, arguments, at: frame.source.syntax, in: frame)
        }
        if let type = table.type(named: "Color"), let value = try guideStaticMember(name, of: type, at: frame.source.syntax, in: frame) {
            if let arguments { return try callValue(value, arguments, at: frame.source.syntax, in: frame) }
            if case .color = value { return value }
            if case .function = value { return nil }
            return value
        }
        // `extension ShapeStyle where Self == Color { static var danger: Color }`.
        if let type = table.type(named: "ShapeStyle"), let value = try guideStaticMember(name, of: type, at: frame.source.syntax, in: frame) {
            if let arguments { return try callValue(value, arguments, at: frame.source.syntax, in: frame) }
            if case .function = value { return nil }
            return value
        }
        if arguments == nil, let color = SystemColors.swiftUI[name] { return .color(color) }
        if name == "init", let arguments {
            // The guide's own `init(hex:)` in an extension of Color first.
            if typeName == "Color", table.type(named: "Color")?.members.initializers.contains(where: { accepts($0.parameters, arguments) }) == true {
                return try construct("Color", arguments, at: frame.source.syntax, in: frame)
            }
            return try builtinConstruct(typeName == "UIColor" ? "UIColor" : "Color", arguments, at: nil, in: frame)
        }
        return nil
    }

    func resolveImplicitFont(_ name: String, _ arguments: [Argument]?, in frame: Frame) throws -> Value? {
        if let type = table.type(named: "Font"), let value = try guideStaticMember(name, of: type, at: frame.source.syntax, in: frame) {
            if let arguments { return try callValue(value, arguments, at: frame.source.syntax, in: frame) }
            return value
        }
        if let arguments {
            return try FontBuiltins.staticCall(name, arguments, interpreter: self, in: frame)
        }
        return FontBuiltins.staticProperty(name).map(Value.font)
    }
}

/// A type used but declared nowhere: in guides, usually a screen a tab bar
/// shows (`OverviewView()`), which the renderer draws as a placeholder.
public struct UndeclaredTypeError: Error, CustomStringConvertible {
    public var typeName: String
    public var location: FileLocation

    public var description: String { "\(location): cannot find type '\(typeName)' in the guide" }
}

extension TypeShape {
    /// `some View`, `any View` or a View-typed result: bodies build views.
    var isOpaqueView: Bool {
        if case .opaque(let constraint) = self { return constraint.hasSuffix("View") }
        return false
    }
}

extension DeclarationTable {
    /// Some parsed block, for frames that need a source but point nowhere in particular.
    var anySource: SwiftSource {
        sources.first ?? SwiftSource(text: "")
    }
}
