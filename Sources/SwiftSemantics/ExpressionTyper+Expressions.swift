import SwiftSyntax

extension ExpressionTyper {
    /// The type of `expression`, `expected` being what its context asks for
    /// (nil: nothing in particular). Recorded for the evaluator when known.
    func check(_ expression: ExprSyntax, expected: SwiftType?, in scope: Scope, _ context: Context) throws -> SwiftType {
        try nested { record(try checkUnrecorded(expression, expected: expected, in: scope, context), for: expression) }
    }

    private func checkUnrecorded(_ expression: ExprSyntax, expected: SwiftType?, in scope: Scope, _ context: Context) throws -> SwiftType {
        let wanted = expected?.unwrapped
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr:
            if let wanted, wanted.isNumeric { return wanted }
            return .int
        case .floatLiteralExpr:
            if let wanted, wanted.isFloatingPoint { return wanted }
            return .double
        case .booleanLiteralExpr:
            return .bool
        case .nilLiteralExpr:
            return expected ?? .unknown
        case .stringLiteralExpr(let literal):
            for segment in literal.segments {
                guard case .expressionSegment(let interpolation) = segment else { continue }
                for part in interpolation.expressions { _ = try check(part.expression, expected: nil, in: scope, context) }
            }
            if let wanted, wanted == .character || wanted.nominalName == "Substring" || wanted.nominalName == "LocalizedStringKey" { return wanted }
            return .string
        case .arrayExpr(let array):
            return try checkArray(array, expected: wanted, in: scope, context)
        case .dictionaryExpr(let dictionary):
            var key = SwiftType.unknown, value = SwiftType.unknown
            if case .dictionary(let k, let v)? = wanted { (key, value) = (k, v) }
            if case .elements(let elements) = dictionary.content {
                for element in elements {
                    let foundKey = try check(element.key, expected: key.isKnown ? key : nil, in: scope, context)
                    let foundValue = try check(element.value, expected: value.isKnown ? value : nil, in: scope, context)
                    if !key.isKnown { key = foundKey }
                    if !value.isKnown { value = foundValue }
                }
            }
            return key.isKnown && value.isKnown ? .dictionary(key, value) : .unknown
        case .tupleExpr(let tuple):
            let elements = Array(tuple.elements)
            if elements.count == 1, elements[0].label == nil {
                return try check(elements[0].expression, expected: expected, in: scope, context)
            }
            var expectedElements: [SwiftType.TupleElement]?
            if case .tuple(let typed)? = wanted, typed.count == elements.count { expectedElements = typed }
            var found: [SwiftType.TupleElement] = []
            for (index, element) in elements.enumerated() {
                let type = try check(element.expression, expected: expectedElements?[index].type, in: scope, context)
                found.append(SwiftType.TupleElement(element.label?.text ?? expectedElements?[index].label, type))
            }
            return .tuple(found)
        case .declReferenceExpr(let reference):
            // `reduce(.zero, +)`: an operator passed as a function is the overload its context wants.
            if Self.isOperatorReference(expression), case .function(let parameters, _)? = expected,
               let found = operatorReference(reference.baseName.text, parameters: parameters) {
                return found
            }
            return nameType(reference.baseName.unescapedText, in: scope, context)
        case .memberAccessExpr(let access):
            return try checkMemberAccess(access, expected: expected, in: scope, context)
        case .functionCallExpr(let call):
            return try checkCall(call, expected: expected, in: scope, context)
        case .subscriptCallExpr(let subscriptCall):
            return try checkSubscript(subscriptCall, expected: expected, in: scope, context)
        case .infixOperatorExpr(let infix):
            return try checkInfix(infix, expected: expected, in: scope, context)
        case .prefixOperatorExpr(let prefix):
            let op = prefix.operator.text
            if op == "!" { _ = try check(prefix.expression, expected: .bool, in: scope, context); return .bool }
            let operand = try check(prefix.expression, expected: expected, in: scope, context)
            if op == "..<" { return .nominal("PartialRangeUpTo", [operand]) }
            if op == "..." { return .nominal("PartialRangeThrough", [operand]) }
            if let custom = operatorResult(op, [operand]) { return custom }
            return operand
        case .postfixOperatorExpr(let postfix):
            let operand = try check(postfix.expression, expected: nil, in: scope, context)
            if postfix.operator.text == "..." { return .nominal("PartialRangeFrom", [operand]) }
            return operatorResult(postfix.operator.text, [operand]) ?? operand
        case .ternaryExpr(let ternary):
            _ = try check(ternary.condition, expected: .bool, in: scope, context)
            var then = try check(ternary.thenExpression, expected: expected, in: scope, context)
            var otherwise = try check(ternary.elseExpression, expected: expected ?? (then.isKnown ? then : nil), in: scope, context)
            // `flag ? 1 : 0.5`: the literal takes the other branch's floating type.
            if expected == nil, then == .int, otherwise.isFloatingPoint, Self.isLiteral(ternary.thenExpression) {
                then = try check(ternary.thenExpression, expected: otherwise, in: scope, context)
            }
            if !otherwise.isKnown { otherwise = then }
            return then.isKnown ? then : otherwise
        case .tryExpr(let tryExpression):
            let inner = try check(tryExpression.expression, expected: tryExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? wanted : expected,
                                  in: scope, context)
            if tryExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
                // `try?` adds one level of Optional unless there is one already.
                guard inner.isKnown else { return .unknown }
                return inner.isOptional ? inner : .optional(inner)
            }
            return inner
        case .awaitExpr(let awaitExpression):
            return try check(awaitExpression.expression, expected: expected, in: scope, context)
        case .forceUnwrapExpr(let unwrap):
            let inner = try check(unwrap.expression, expected: expected.map { .optional($0) }, in: scope, context)
            if case .optional(let wrapped) = inner { return wrapped }
            return inner.isKnown ? inner : .unknown
        case .optionalChainingExpr(let chaining):
            // `a?` inside a chain: the wrapped value; the chain's result is made optional where it ends.
            let inner = try check(chaining.expression, expected: nil, in: scope, context)
            // `Int?` written where a type is (`[Int?]()`): the Optional type.
            if case .metatype(let type) = inner { return .metatype(.optional(type)) }
            if case .optional(let wrapped) = inner { return wrapped }
            return inner
        case .asExpr(let asExpression):
            let target = table.resolve(asExpression.type, in: context.typeContext)
            _ = try check(asExpression.expression, expected: asExpression.questionOrExclamationMark == nil ? target : nil, in: scope, context)
            guard target.isKnown else { return .unknown }
            return asExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? .optional(target) : target
        case .isExpr(let isExpression):
            _ = try check(isExpression.expression, expected: nil, in: scope, context)
            return .bool
        case .closureExpr(let closure):
            return try checkClosure(closure, expected: wanted, in: scope, context)
        case .ifExpr(let ifExpression):
            return try checkIfExpression(ifExpression, expected: expected, in: scope, context)
        case .switchExpr(let switchExpression):
            return try checkSwitch(switchExpression, expected: expected, in: scope, context)
        case .inOutExpr(let inOut):
            return try check(inOut.expression, expected: expected, in: scope, context)
        case .typeExpr(let typeExpression):
            return .metatype(table.resolve(typeExpression.type, in: context.typeContext))
        case .genericSpecializationExpr(let specialization):
            // `Box<Int>` used as a value (`Box<Int>.self`): the type with its arguments.
            let base = try check(specialization.expression, expected: expected, in: scope, context)
            guard case .metatype(.nominal(let name, [])) = base else { return base }
            let arguments = specialization.genericArgumentClause.arguments.map { argument -> SwiftType in
                if case .type(let type) = argument.argument { return table.resolve(type, in: context.typeContext) }
                return .unknown
            }
            return .metatype(.nominal(name, arguments))
        case .keyPathExpr:
            return .unknown
        case .macroExpansionExpr(let macro):
            for argument in macro.arguments { _ = try check(argument.expression, expected: nil, in: scope, context) }
            return .unknown
        default:
            return .unknown
        }
    }

    // MARK: - Collections

    private func checkArray(_ array: ArrayExprSyntax, expected: SwiftType?, in scope: Scope, _ context: Context) throws -> SwiftType {
        var element = SwiftType.unknown
        var isSet = false
        switch expected {
        case .array(let typed)?: element = typed
        case .nominal("Set", let arguments)? where arguments.count == 1:
            element = arguments[0]
            isSet = true
        default: break
        }
        let elements = Array(array.elements)
        if !element.isKnown {
            // No context: the elements' common type, `Double` when literals mix.
            var found: [SwiftType] = []
            for item in elements { found.append(try check(item.expression, expected: nil, in: scope, context)) }
            let known = found.filter(\.isKnown)
            // `[Spacing.small, .medium]`: elements typed by their context take the others' type.
            let contextual = zip(elements, found).allSatisfy { $1.isKnown || Self.needsContext($0.expression) }
            if known.count == found.count || contextual, let first = known.first {
                if known.allSatisfy({ $0 == first }) {
                    element = first
                } else if known.allSatisfy(\.isNumeric), known.contains(where: \.isFloatingPoint) {
                    element = known.first(where: \.isFloatingPoint)!
                }
            }
            guard element.isKnown else { return .unknown }
            if found.contains(where: { $0 != element }) {
                for item in elements { _ = try check(item.expression, expected: element, in: scope, context) }
            }
        } else {
            for item in elements { _ = try check(item.expression, expected: element, in: scope, context) }
        }
        return isSet ? .nominal("Set", [element]) : .array(element)
    }

    // MARK: - Names and members

    /// A name written alone.
    func nameType(_ name: String, in scope: Scope, _ context: Context) -> SwiftType {
        if let local = scope.lookup(name) { return local }
        if name == "self" { return context.selfType ?? .unknown }
        if name == "Self", let selfType = context.selfType { return selfType.isMetatype ? selfType : .metatype(selfType) }
        if let member = selfMemberType(name, in: context) { return member }
        if let global = table.globals.property(name, isStatic: false) { return propertyType(global, owner: nil) }
        if let function = table.globals.functions(named: name).first { return functionType(function, owner: nil) }
        if let qualified = table.qualifiedTypeName(name, from: context.owner) { return .metatype(.nominal(qualified, [])) }
        if let builtin = LibraryTypes.typeNamed(name) { return .metatype(builtin) }
        return .unknown
    }

    /// A property or method of `self`, or a static of the types around, written alone.
    func selfMemberType(_ name: String, in context: Context) -> SwiftType? {
        guard let selfType = context.selfType else { return nil }
        if case .metatype(let instance) = selfType {
            return staticMemberType(name, of: instance, context)
        }
        if let member = instanceMemberType(name, of: selfType, context) { return member }
        // Statics of the enclosing types are visible unqualified.
        var owner = context.owner
        while let current = owner {
            if let found = staticMemberType(name, of: .nominal(current, []), context) { return found }
            owner = table.types[current]?.parent
        }
        return nil
    }

    private func checkMemberAccess(_ access: MemberAccessExprSyntax, expected: SwiftType?, in scope: Scope, _ context: Context) throws -> SwiftType {
        let name = access.declName.baseName.unescapedText
        guard let baseExpression = access.base else {
            // `.loading`: a static member of the type the context expects.
            guard let wanted = expected?.unwrapped, wanted.isKnown else { return .unknown }
            // `.none` where an optional is expected is Optional's own case.
            if name == "none", expected?.isOptional == true { return expected! }
            if let (owner, type) = implicitMember(name, in: wanted, context) {
                annotations.implicitBases[access.id] = owner
                return type
            }
            return .unknown
        }
        // `[Double].self`, `[String: Int].self`: the collection type written as an expression.
        if name == "self", let collection = try collectionType(writtenAs: baseExpression, in: scope, context) { return .metatype(collection) }
        if baseExpression.is(SuperExprSyntax.self) {
            guard let owner = context.owner, let parent = table.superclass(of: owner) else { return .unknown }
            return instanceMemberType(name, of: .nominal(parent, []), context) ?? .unknown
        }
        // `.zero.adding(2)`: an implicit member chain starts from the type the whole chain is expected to be.
        var base = try check(baseExpression, expected: Self.startsImplicitChain(baseExpression) ? expected : nil, in: scope, context)
        // `42.km` with `extension Double { var km: Double }`: the literal is of the type that has the member.
        if base == .int, Self.isLiteral(baseExpression), instanceMemberType(name, of: .int, context) == nil,
           let owner = ["Double", "CGFloat", "Float"].first(where: { table.types[$0]?.members.property(name, isStatic: false) != nil
                || table.types[$0]?.members.functions(named: name).isEmpty == false }) {
            base = try check(baseExpression, expected: .named(owner), in: scope, context)
        }
        let chained = Self.endsOptionalChain(baseExpression)
        var result: SwiftType
        if case .metatype(let instance) = base {
            if name == "self" { return base }
            if name == "init" { return .function(parameters: [], result: instance) }
            result = staticMemberType(name, of: instance, context) ?? .unknown
        } else {
            let receiver = chained ? base : base
            result = instanceMemberType(name, of: receiver, context) ?? .unknown
        }
        if chained, result.isKnown, !result.isOptional { result = .optional(result) }
        return result
    }

    /// Whether an expression is a chain of members and calls that starts with
    /// an implicit member (`.zero.adding(2)`, `.init(all: 1).doubled`).
    static func startsImplicitChain(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return true }
                current = base
                continue
            }
            if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            if let subscriptCall = current.as(SubscriptCallExprSyntax.self) { current = subscriptCall.calledExpression; continue }
            if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression; continue }
            if let chained = current.as(OptionalChainingExprSyntax.self) { current = chained.expression; continue }
            return false
        }
    }

    /// Whether an expression is, or ends in, `x?` (so what follows it is optional).
    static func endsOptionalChain(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if current.is(OptionalChainingExprSyntax.self) { return true }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base; continue }
            if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            if let subscriptCall = current.as(SubscriptCallExprSyntax.self) { current = subscriptCall.calledExpression; continue }
            return false
        }
    }

    /// `.name` where a `type` is expected: where it is declared and its type.
    func implicitMember(_ name: String, in type: SwiftType, _ context: Context) -> (SwiftType, SwiftType)? {
        switch type {
        case .existential(let protocols):
            // `.brand` where `some ShapeStyle` is expected: `extension ShapeStyle where Self == Color { static var brand }`.
            for protocolName in protocols {
                if let property = table.types[protocolName]?.members.property(name, isStatic: true) {
                    let found = propertyType(property, owner: table.types[protocolName])
                    return (found.isKnown ? found : type, found)
                }
                if let function = table.types[protocolName]?.members.functions(named: name).first(where: \.isStatic) {
                    let found = functionType(function, owner: table.types[protocolName])
                    if case .function(_, let result) = found { return (result.isKnown ? result : type, found) }
                }
                // `.bordered` where `some PrimitiveButtonStyle` is expected: SwiftUI's own style.
                if let style = LibraryTypes.systemStyle(name, of: protocolName) {
                    return (.nominal(style, []), .nominal(style, []))
                }
            }
            return nil
        case .nominal, .array, .dictionary, .tuple:
            guard let found = staticMemberType(name, of: type, context) else { return nil }
            return (type, found)
        default:
            return nil
        }
    }

    /// The type of a property, method or tuple element of a value of `type`.
    func instanceMemberType(_ name: String, of type: SwiftType, _ context: Context) -> SwiftType? {
        if case .tuple(let elements) = type {
            if let index = Int(name), elements.indices.contains(index) { return elements[index].type }
            return elements.first { $0.label == name }?.type
        }
        if case .optional = type { return LibraryTypes.instanceMember(name, of: type) }
        for (declaration, bindings) in lineage(of: type) {
            if let property = declaration.members.property(name, isStatic: false) {
                return propertyType(property, owner: declaration).substituting(bindings)
            }
            if let function = declaration.members.functions(named: name).first(where: { !$0.isStatic }) {
                return functionType(function, owner: declaration).substituting(bindings)
            }
        }
        // `c.first` with `C: Collection`: a collection's member, of elements not known here.
        if case .genericParameter(let parameter) = type, let constraints = context.genericConstraints[parameter],
           constraints.contains(where: { refines($0, "Sequence") }), let member = LibraryTypes.instanceMember(name, of: .array(.unknown)) {
            return member
        }
        // `(t as? Scrollable)?.offset`: a protocol's requirement (and those of the protocols it refines).
        if case .existential(let protocols) = type {
            var queue = protocols, seen: Set<String> = []
            while let next = queue.popLast(), seen.insert(next).inserted, seen.count < 32 {
                guard let declaration = table.protocols[next] else { continue }
                if let property = declaration.requirements.property(name, isStatic: false), let written = property.type {
                    return table.resolve(written, in: TypeContext(enclosingType: nil, genericParameters: []))
                }
                queue += declaration.inheritedTypes
            }
        }
        if let storage = name.first == "$" ? String(name.dropFirst()) : nil, instanceMemberType(storage, of: type, context) != nil {
            return .unknown
        }
        // `Spacing.md.rawValue` of `enum Spacing: CGFloat`.
        if name == "rawValue", let typeName = type.nominalName, let declaration = table.types[typeName], declaration.kind == .enum,
           let raw = rawValueType(of: declaration) {
            return raw
        }
        return LibraryTypes.instanceMember(name, of: type)
    }

    /// The type of a static member of `type`: a static property or method,
    /// an enum case (a payload case is a function to the enum), a nested type.
    func staticMemberType(_ name: String, of type: SwiftType, _ context: Context) -> SwiftType? {
        if let typeName = type.nominalName, table.types[typeName] != nil {
            for (declaration, bindings) in lineage(of: type) {
                if let property = declaration.members.property(name, isStatic: true) {
                    return propertyType(property, owner: declaration).substituting(bindings)
                }
                if let function = declaration.members.functions(named: name).first(where: \.isStatic) {
                    return functionType(function, owner: declaration).substituting(bindings)
                }
                if let enumCase = declaration.members.enumCase(name) {
                    if enumCase.parameters.isEmpty { return type }
                    let typeContext = TypeContext(enclosingType: declaration.qualifiedName, genericParameters: Set(declaration.genericParameters))
                    return .function(parameters: enumCase.parameters.map { table.resolve($0.type, in: typeContext) }, result: type)
                }
            }
            let nested = "\(typeName).\(name)"
            if table.types[nested] != nil { return .metatype(.nominal(nested, [])) }
            if name == "allCases", table.types[typeName]?.kind == .enum { return .array(type) }
        }
        // A guide extension of a library type (`extension Color { static let brand }`).
        if let typeName = type.nominalName, let extended = table.types[typeName] {
            if let property = extended.members.property(name, isStatic: true) { return propertyType(property, owner: extended) }
            if let function = extended.members.functions(named: name).first(where: \.isStatic) { return functionType(function, owner: extended) }
        }
        return LibraryTypes.staticMember(name, of: type)
    }

    /// The declarations whose members a value of `type` has, nearest first:
    /// the type, its superclasses, the protocol extensions it conforms to
    /// (and theirs); with the type's generic arguments bound.
    func lineage(of type: SwiftType) -> [(TypeDeclaration, [String: SwiftType])] {
        var names: [String] = []
        var bindings: [String: SwiftType] = [:]
        switch type {
        case .nominal(let name, let arguments):
            names = [name]
            if let declaration = table.types[name] {
                for (parameter, argument) in zip(declaration.genericParameters, arguments) { bindings[parameter] = argument }
            }
            names += LibraryTypes.conformances(of: name)
        case .array:
            names = ["Array"] + LibraryTypes.conformances(of: "Array")
        case .dictionary:
            names = ["Dictionary"] + LibraryTypes.conformances(of: "Dictionary")
        case .existential(let protocols):
            names = protocols
        case .genericParameter(let name):
            names = ["\(name)"]
        default:
            return []
        }
        var found: [(TypeDeclaration, [String: SwiftType])] = []
        var seen: Set<String> = []
        var queue: [String] = []
        func enqueue(_ name: String) {
            if seen.insert(name).inserted { queue.append(name) }
        }
        names.forEach(enqueue)
        var next = 0
        while next < queue.count, found.count < 32 {
            let name = queue[next]
            next += 1
            if let declaration = table.types[name] {
                found.append((declaration, bindings))
                for inherited in declaration.inheritedTypes { enqueue(table.qualifiedTypeName(inherited, from: declaration.parent) ?? inherited) }
            }
            table.protocols[name]?.inheritedTypes.forEach(enqueue)
        }
        return found
    }

    /// A property's declared type, or the type of its initial value.
    func propertyType(_ property: PropertyDeclaration, owner: TypeDeclaration?) -> SwiftType {
        let typeContext = TypeContext(enclosingType: owner?.qualifiedName, genericParameters: Set(owner?.genericParameters ?? []))
        let declared = table.resolve(property.type, in: typeContext)
        if declared.isKnown { return declared }
        let key = property.declaration.id
        if let inferred = inferredProperties[key] { return inferred }
        guard let initializer = property.initializer, propertiesInProgress.insert(key).inserted else { return .unknown }
        defer { propertiesInProgress.remove(key) }
        var context = Context(owner: owner?.qualifiedName, selfType: owner.map { .nominal($0.qualifiedName, []) }, genericParameters: typeContext.genericParameters)
        if property.isStatic, let selfType = context.selfType { context.selfType = .metatype(selfType) }
        let found = (try? check(initializer, expected: nil, in: Scope(), context)) ?? .unknown
        if found.isKnown { inferredProperties[key] = found }
        return found
    }

    func functionType(_ function: FunctionDeclaration, owner: TypeDeclaration?) -> SwiftType {
        var generics = Set(owner?.genericParameters ?? [])
        generics.formUnion(function.declaration.genericParameterClause?.parameters.map(\.name.text) ?? [])
        let typeContext = TypeContext(enclosingType: owner?.qualifiedName, genericParameters: generics)
        return .function(parameters: function.parameters.map { table.resolve($0.type, in: typeContext) },
                         result: function.returnType.map { table.resolve($0, in: typeContext) } ?? .void)
    }

    // MARK: - Subscripts

    private func checkSubscript(_ subscriptCall: SubscriptCallExprSyntax, expected: SwiftType?, in scope: Scope, _ context: Context) throws -> SwiftType {
        let base = try check(subscriptCall.calledExpression, expected: nil, in: scope, context)
        let arguments = Array(subscriptCall.arguments)
        let chained = Self.endsOptionalChain(subscriptCall.calledExpression)
        var result = SwiftType.unknown
        // `value[keyPath: \.last]`: the type at the end of the key path.
        if arguments.count == 1, arguments[0].label?.text == "keyPath", let path = arguments[0].expression.as(KeyPathExprSyntax.self) {
            _ = try check(arguments[0].expression, expected: nil, in: scope, context)
            let result = keyPathResult(path, from: path.root.map { table.resolve($0, in: context.typeContext) } ?? base.unwrapped, context)
            return chained && result.isKnown && !result.isOptional ? .optional(result) : result
        }
        // The guide's own subscripts, overloads told apart by labels and argument types as calls are.
        let isStatic: Bool = if case .metatype = base { true } else { false }
        var callArguments: [CallArgument]?
        for (declaration, bindings) in lineage(of: base.unwrapped) {
            var subscripts = declaration.members.subscripts.filter { $0.isStatic == isStatic }
            // In a protocol's extension, `self[i]` may be the protocol's own requirement (which
            // the conforming type implements) rather than a subscript the extension adds.
            subscripts += table.protocols[declaration.qualifiedName]?.requirements.subscripts.filter { $0.isStatic == isStatic } ?? []
            guard !subscripts.isEmpty else { continue }
            if callArguments == nil {
                callArguments = try arguments.map { argument in
                    CallArgument(label: argument.label?.text, expression: argument.expression, isTrailingClosure: false,
                                 natural: needsContextHere(argument.expression) ? nil : try check(argument.expression, expected: nil, in: scope, context))
                }
            }
            guard let (candidate, matches) = choose(subscripts.map { subscriptCandidate($0, owner: declaration, bindings: bindings) }, for: callArguments!) else { continue }
            var generics: [String: SwiftType] = [:]
            for (parameterIndex, taken) in matches.enumerated() {
                for argumentIndex in taken {
                    let found = try callArguments![argumentIndex].natural
                        ?? check(arguments[argumentIndex].expression, expected: candidate.types[parameterIndex], in: scope, context)
                    unify(candidate.types[parameterIndex], found, into: &generics)
                }
            }
            if let id = candidate.declaration { annotations.callees[subscriptCall.id] = id }
            recordGenericBindings(generics, result: candidate.result, expected: expected, for: subscriptCall)
            result = candidate.result
            return chained && result.isKnown && !result.isOptional ? .optional(result) : result
        }
        switch base.unwrapped {
        // An element at an index; a range of indices gives a slice.
        case let collection where collection.arrayElement != nil:
            let element = collection.arrayElement!
            let index = try arguments.first.map { try check($0.expression, expected: nil, in: scope, context) } ?? .unknown
            result = index == .int ? element : (index.isKnown ? .nominal("ArraySlice", [element]) : .unknown)
        case .dictionary(let key, let value):
            if let first = arguments.first { _ = try check(first.expression, expected: key, in: scope, context) }
            if let fallback = arguments.first(where: { $0.label?.text == "default" }) {
                _ = try check(fallback.expression, expected: value, in: scope, context)
                result = value
            } else {
                result = .optional(value)
            }
        case .nominal("String", _), .nominal("Substring", _):
            let index = try arguments.first.map { try check($0.expression, expected: nil, in: scope, context) } ?? .unknown
            for argument in arguments.dropFirst() { _ = try check(argument.expression, expected: nil, in: scope, context) }
            // `text[i]` is a Character; `text[i...]`, `text[a..<b]` a Substring.
            switch index.nominalName {
            case "Range", "ClosedRange", "PartialRangeFrom", "PartialRangeUpTo", "PartialRangeThrough": result = .named("Substring")
            default: result = .character
            }
        default:
            for argument in arguments { _ = try check(argument.expression, expected: nil, in: scope, context) }
        }
        return chained && result.isKnown && !result.isOptional ? .optional(result) : result
    }

    /// The type a key path reaches from `root`: its properties' types, an
    /// array's element for a subscript, Optional once it chains through `?`.
    func keyPathResult(_ path: KeyPathExprSyntax, from root: SwiftType, _ context: Context) -> SwiftType {
        var current = root
        var chained = false
        for component in path.components {
            guard current.isKnown else { return .unknown }
            switch component.component {
            case .property(let property):
                current = instanceMemberType(property.declName.baseName.unescapedText, of: current.unwrapped, context) ?? .unknown
            case .subscript:
                switch current.unwrapped {
                case .array(let element): current = element
                case .dictionary(_, let value): current = .optional(value)
                default: return .unknown
                }
            case .optional(let optional):
                if optional.questionOrExclamationMark.tokenKind == .postfixQuestionMark { chained = true }
                current = current.unwrapped
            default:
                return .unknown
            }
        }
        return chained && current.isKnown && !current.isOptional ? .optional(current) : current
    }

    // MARK: - Operators

    private func checkInfix(_ infix: InfixOperatorExprSyntax, expected: SwiftType?, in scope: Scope, _ context: Context) throws -> SwiftType {
        if infix.operator.is(AssignmentExprSyntax.self) {
            let target = try check(infix.leftOperand, expected: nil, in: scope, context)
            _ = try check(infix.rightOperand, expected: target.isKnown ? target : nil, in: scope, context)
            return .void
        }
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            _ = try check(infix.leftOperand, expected: nil, in: scope, context)
            _ = try check(infix.rightOperand, expected: nil, in: scope, context)
            return .unknown
        }
        switch op {
        case "&&", "||":
            _ = try check(infix.leftOperand, expected: .bool, in: scope, context)
            _ = try check(infix.rightOperand, expected: .bool, in: scope, context)
            return .bool
        case "??":
            let left = try check(infix.leftOperand, expected: expected.map { .optional($0) }, in: scope, context)
            let wrapped: SwiftType = if case .optional(let inner) = left { inner } else { left }
            let right = try check(infix.rightOperand, expected: wrapped.isKnown ? wrapped : expected, in: scope, context)
            if right.isOptional { return right }
            return wrapped.isKnown ? wrapped : right
        case "...", "..<":
            // `let allowed: ClosedRange<DynamicTypeSize> = .xSmall ... .xxLarge`: the bounds are of the element type.
            var bound: SwiftType?
            if case .nominal(let name, let arguments)? = expected?.unwrapped, ["ClosedRange", "Range"].contains(name), arguments.count == 1 { bound = arguments[0] }
            if let bound, bound.isKnown, Self.needsContext(infix.leftOperand), Self.needsContext(infix.rightOperand) {
                _ = try check(infix.leftOperand, expected: bound, in: scope, context)
                _ = try check(infix.rightOperand, expected: bound, in: scope, context)
                return .nominal(op == "..." ? "ClosedRange" : "Range", [bound])
            }
            let (left, _) = try checkOperands(infix, expected: bound, in: scope, context)
            guard left.isKnown else { return .unknown }
            return .nominal(op == "..." ? "ClosedRange" : "Range", [left])
        case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=":
            _ = try checkOperands(infix, expected: nil, in: scope, context)
            return .bool
        default:
            if Self.isCompoundAssignment(op) {
                let target = try check(infix.leftOperand, expected: nil, in: scope, context)
                let shift = Self.isShift(String(op.dropLast()))
                _ = try check(infix.rightOperand, expected: target.isKnown && !shift ? target : nil, in: scope, context)
                return .void
            }
            if table.declaredFunctionNames.contains(op),
               let result = try checkGuideOperator(op, [infix.leftOperand, infix.rightOperand], in: scope, context) {
                return result
            }
            // A shift's amount is an integer of its own type (an `Int` literal), the result the left side's.
            if Self.isShift(op) {
                let left = try check(infix.leftOperand, expected: expected, in: scope, context)
                _ = try check(infix.rightOperand, expected: nil, in: scope, context)
                return left
            }
            let (left, right) = try checkOperands(infix, expected: expected, in: scope, context)
            if let custom = operatorResult(op, [left, right]) { return custom }
            if left.isKnown, left == right { return left }
            if left.isKnown, !right.isKnown { return left }
            if right.isKnown, !left.isKnown { return right }
            return .unknown
        }
    }

    /// Both operands of a binary operator, one typed by the other: a
    /// literal takes the other side's type (`x * 2` with a `CGFloat` `x`),
    /// an implicit member the other side's (`state == .loading`), and
    /// literals on both sides the context's (`let k: Double = 1/30`).
    private func checkOperands(_ infix: InfixOperatorExprSyntax, expected: SwiftType?, in scope: Scope, _ context: Context) throws -> (SwiftType, SwiftType) {
        let leftNeeds = needsContextHere(infix.leftOperand), rightNeeds = needsContextHere(infix.rightOperand)
        if leftNeeds && rightNeeds {
            // `.degrees(45) * 3` where an Angle is expected: the operands of the context type's operator.
            if let wanted = expected?.unwrapped, !wanted.isNumeric, let (leftType, rightType) = operands(of: infix, giving: wanted) {
                return (try check(infix.leftOperand, expected: leftType, in: scope, context), try check(infix.rightOperand, expected: rightType, in: scope, context))
            }
            let numeric = expected.flatMap { $0.unwrapped.isNumeric ? $0.unwrapped : nil }
            let left = try check(infix.leftOperand, expected: numeric, in: scope, context)
            let right = try check(infix.rightOperand, expected: numeric ?? (left.isKnown ? left : nil), in: scope, context)
            // `1 + 0.5`: the integer literal is a Double.
            if left == .int, right.isFloatingPoint { return (try check(infix.leftOperand, expected: right, in: scope, context), right) }
            return (left, right)
        }
        if leftNeeds {
            let right = try check(infix.rightOperand, expected: nil, in: scope, context)
            let left = try check(infix.leftOperand, expected: right.isKnown ? right : expected, in: scope, context)
            return (left, right)
        }
        let left = try check(infix.leftOperand, expected: nil, in: scope, context)
        // `chosen == .some(.large)`: an implicit member beside an Optional may be Optional's own.
        let rightContext = left.isOptional && Self.startsImplicitChain(infix.rightOperand) ? left : left.unwrapped
        let right = try check(infix.rightOperand, expected: left.isKnown ? rightContext : expected, in: scope, context)
        return (left, right)
    }

    /// A guide's operator function for these operand types: its result type.
    func operatorResult(_ op: String, _ operands: [SwiftType]) -> SwiftType? {
        var owners: [TypeDeclaration?] = operands.compactMap { $0.nominalName.flatMap { table.types[$0] } }
        owners.append(nil)
        for owner in owners {
            let functions = owner.map { $0.members.functions(named: op).filter(\.isStatic) } ?? table.globals.functions(named: op)
            for function in functions where function.parameters.count == operands.count {
                if case .function(_, let result) = functionType(function, owner: owner), result.isKnown { return result }
            }
        }
        return nil
    }

    /// The operand types of `type`'s own infix operator that gives a `type`:
    /// the library's (`Angle * Double`) or the guide's `static func +(T, T) -> T`.
    func operands(of infix: InfixOperatorExprSyntax, giving type: SwiftType) -> (SwiftType, SwiftType)? {
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
        if let library = LibraryTypes.operands(of: op, giving: type) { return library }
        guard let name = type.nominalName, let declaration = table.types[name] else { return nil }
        for function in declaration.members.functions(named: op) where function.isStatic && function.parameters.count == 2 {
            if case .function(let parameters, let result) = functionType(function, owner: declaration), result == type { return (parameters[0], parameters[1]) }
        }
        return nil
    }

    static func isShift(_ op: String) -> Bool { ["<<", ">>", "&<<", "&>>"].contains(op) }

    static func isCompoundAssignment(_ op: String) -> Bool {
        op.count >= 2 && op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!==", "~="].contains(op)
    }

    /// `+` written as a value (`reduce(.zero, +)`).
    static func isOperatorReference(_ expression: ExprSyntax) -> Bool {
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        switch reference.baseName.tokenKind {
        case .binaryOperator, .prefixOperator, .postfixOperator: return true
        default: return false
        }
    }

    /// The guide's operator function named `op` (a static of a type among the
    /// known parameter types, or a global) whose parameters fit those wanted.
    func operatorReference(_ op: String, parameters wanted: [SwiftType]) -> SwiftType? {
        var owners: [TypeDeclaration?] = wanted.compactMap { $0.nominalName.flatMap { table.types[$0] } }
        owners.append(nil)
        for owner in owners {
            let functions = owner.map { $0.members.functions(named: op).filter(\.isStatic) } ?? table.globals.functions(named: op)
            for function in functions where function.parameters.count == wanted.count {
                guard case .function(let parameters, _) = functionType(function, owner: owner) else { continue }
                let fits = zip(parameters, wanted).allSatisfy { parameter, wanted in
                    if case .genericParameter = wanted { return true }
                    return !wanted.isKnown || wanted == parameter
                }
                if fits { return functionType(function, owner: owner) }
            }
        }
        return nil
    }

    /// Whether an expression's type comes from its context: literals,
    /// literal arithmetic, implicit members, `nil`, closures, collection
    /// literals and operators passed as functions.
    /// `needsContext`, and a call to one of the guide's functions overloaded
    /// only by what they return (`func make() -> String`, `func make() -> Int`),
    /// which only its context can choose between.
    func needsContextHere(_ expression: ExprSyntax) -> Bool {
        if Self.needsContext(expression) { return true }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        let overloads: [FunctionDeclaration]
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            overloads = table.globals.functions(named: reference.baseName.text)
        } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self),
                  let type = table.types[base.baseName.text] {
            overloads = type.members.functions(named: access.declName.baseName.text).filter(\.isStatic)
        } else {
            return false
        }
        guard overloads.count > 1, overloads.count < 16 else { return false }
        let labels = Set(overloads.map { $0.parameters.map { $0.label ?? "_" } })
        let results = Set(overloads.map { $0.returnType?.trimmedDescription ?? "Void" })
        return labels.count < overloads.count && results.count > 1
    }

    static func needsContext(_ expression: ExprSyntax) -> Bool {
        if isOperatorReference(expression) { return true }
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr, .floatLiteralExpr, .nilLiteralExpr, .closureExpr, .arrayExpr, .dictionaryExpr:
            return true
        case .memberAccessExpr, .functionCallExpr, .subscriptCallExpr, .forceUnwrapExpr:
            return startsImplicitChain(expression)
        case .tupleExpr(let tuple):
            return tuple.elements.count == 1 && tuple.elements.first.map { needsContext($0.expression) } == true
        case .prefixOperatorExpr(let prefix):
            return prefix.operator.text != "!" && needsContext(prefix.expression)
        case .infixOperatorExpr(let infix):
            guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/", "%"].contains(op) else { return false }
            return needsContext(infix.leftOperand) && needsContext(infix.rightOperand)
        default:
            return false
        }
    }

    static func isLiteral(_ expression: ExprSyntax) -> Bool {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr, .floatLiteralExpr: true
        case .prefixOperatorExpr(let prefix): isLiteral(prefix.expression)
        default: false
        }
    }

    // MARK: - Closures and branches

    func checkClosure(_ closure: ClosureExprSyntax, expected: SwiftType?, in scope: Scope, _ context: Context) throws -> SwiftType {
        var parameterTypes: [SwiftType] = []
        var resultType: SwiftType?
        if case .function(let parameters, let result)? = expected {
            parameterTypes = parameters
            resultType = result
        }
        let inner = Scope(parent: scope)
        var names: [(String, TypeSyntax?)] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: names = list.map { ($0.name.text, nil) }
        case .parameterClause(let clause)?: names = clause.parameters.map { (($0.secondName ?? $0.firstName).text, $0.type) }
        default: break
        }
        if let written = closure.signature?.returnClause?.type { resultType = table.resolve(written, in: context.typeContext) }
        if names.isEmpty {
            for (index, type) in parameterTypes.enumerated() { inner.declare("$\(index)", type) }
            // `$0.1` over one tuple parameter, or `$0`, `$1` over its elements.
            if parameterTypes.count == 1, case .tuple(let elements) = parameterTypes[0] {
                for (index, element) in elements.enumerated() where index > 0 { inner.declare("$\(index)", element.type) }
            }
        } else {
            var types = parameterTypes
            if names.count > 1, types.count == 1, case .tuple(let elements) = types[0], elements.count == names.count { types = elements.map(\.type) }
            for (index, (name, annotation)) in names.enumerated() {
                let declared = table.resolve(annotation, in: context.typeContext)
                inner.declare(name, declared.isKnown ? declared : (index < types.count ? types[index] : .unknown))
            }
        }
        var closureContext = context
        closureContext.resultType = resultType
        let statements = closure.statements
        if statements.count == 1, let only = statements.first, case .expr(let expression) = only.item {
            let found = try check(expression, expected: resultType.flatMap { $0 == .void ? nil : $0 }, in: inner, closureContext)
            // A result the context leaves open (`map`'s `R`) is what the body gives.
            switch resultType {
            case nil, .unknown?, .genericParameter?: resultType = found
            default: break
            }
        } else {
            try typeBlock(statements, in: inner, closureContext)
        }
        return .function(parameters: parameterTypes, result: resultType ?? .unknown)
    }

    private func checkIfExpression(_ ifExpression: IfExprSyntax, expected: SwiftType?, in scope: Scope, _ context: Context) throws -> SwiftType {
        let inner = Scope(parent: scope)
        try typeConditions(ifExpression.conditions, in: inner, context)
        let then = try branchType(ifExpression.body.statements, expected: expected, in: inner, context)
        var otherwise = SwiftType.unknown
        switch ifExpression.elseBody {
        case .ifExpr(let next)?: otherwise = try check(ExprSyntax(next), expected: expected ?? (then.isKnown ? then : nil), in: scope, context)
        case .codeBlock(let block)?: otherwise = try branchType(block.statements, expected: expected ?? (then.isKnown ? then : nil), in: Scope(parent: scope), context)
        default: break
        }
        return then.isKnown ? then : otherwise
    }

    private func checkSwitch(_ switchExpression: SwitchExprSyntax, expected: SwiftType?, in scope: Scope, _ context: Context) throws -> SwiftType {
        let subject = try check(switchExpression.subject, expected: nil, in: scope, context)
        var result = SwiftType.unknown
        for element in switchExpression.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            let inner = Scope(parent: scope)
            if case .case(let label) = switchCase.label {
                for item in label.caseItems {
                    try bindPattern(item.pattern, subject, in: inner, context)
                    if let condition = item.whereClause?.condition { _ = try check(condition, expected: .bool, in: inner, context) }
                }
            }
            let found = try branchType(switchCase.statements, expected: expected ?? (result.isKnown ? result : nil), in: inner, context)
            if !result.isKnown { result = found }
        }
        return result
    }

    /// A branch's statements, typed; its value's type when it ends in one expression.
    private func branchType(_ statements: CodeBlockItemListSyntax, expected: SwiftType?, in scope: Scope, _ context: Context) throws -> SwiftType {
        var last = SwiftType.unknown
        for item in statements {
            if case .expr(let expression) = item.item {
                last = try check(expression, expected: statements.count == 1 ? expected : nil, in: scope, context)
            } else {
                try typeItem(item, in: scope, context)
                last = .unknown
            }
        }
        return last
    }
}

extension SwiftType {
    var isMetatype: Bool {
        if case .metatype = self { return true }
        return false
    }
}

extension DeclarationTable {
    /// The guide class a class inherits from.
    func superclass(of qualifiedName: String) -> String? {
        guard let type = types[qualifiedName], type.kind == .class else { return nil }
        for inherited in type.inheritedTypes {
            if let qualified = qualifiedTypeName(inherited, from: type.parent), types[qualified]?.kind == .class { return qualified }
        }
        return nil
    }
}
