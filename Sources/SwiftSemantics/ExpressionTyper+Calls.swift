import SwiftSyntax

extension ExpressionTyper {
    /// One function a call may mean: its parameters as matching sees them,
    /// their types, its result, and its declaration (for the evaluator).
    struct Candidate {
        var parameters: [ArgumentMatching.Parameter]
        var types: [SwiftType]
        var result: SwiftType
        var declaration: SyntaxIdentifier?
        /// A library function whose result depends on its arguments (`max`, `Int(...)`).
        var library: ((_ arguments: [SwiftType]) -> SwiftType)? = nil
        /// What its generic parameters must conform to (`S: ButtonStyle`): an
        /// implicit member passed for one is looked up in those protocols.
        var genericConstraints: [String: [String]] = [:]
    }

    /// An argument as written, and what is known of its type before a
    /// candidate is chosen: its own type, or (for a literal, an implicit
    /// member, a closure...) only what kind of expression it is.
    struct CallArgument {
        var label: String?
        var expression: ExprSyntax
        var isTrailingClosure: Bool
        var natural: SwiftType?
    }

    func checkCall(_ call: FunctionCallExprSyntax, expected: SwiftType?, in scope: Scope, _ context: Context) throws -> SwiftType {
        var arguments = call.arguments.map { CallArgument(label: $0.label?.text, expression: $0.expression, isTrailingClosure: false) }
        if let closure = call.trailingClosure {
            arguments.append(CallArgument(label: nil, expression: ExprSyntax(closure), isTrailingClosure: true))
        }
        for extra in call.additionalTrailingClosures {
            arguments.append(CallArgument(label: extra.label.text, expression: ExprSyntax(extra.closure), isTrailingClosure: true))
        }
        var (candidates, chained) = try callCandidates(call, expected: expected, in: scope, context)
        for index in arguments.indices where !needsContextHere(arguments[index].expression) {
            arguments[index].natural = try check(arguments[index].expression, expected: nil, in: scope, context)
        }
        if candidates.isEmpty, let name = Self.calledName(call) {
            // A library function by name: `max(a, b)`, `Int("42")`, `print(...)`.
            if call.calledExpression.is(DeclReferenceExprSyntax.self), scope.lookup(name) == nil,
               let signature = LibraryTypes.globalCall(name, arguments: arguments.map { ($0.label, $0.natural ?? .unknown) }) {
                candidates = [Candidate(parameters: arguments.map { ArgumentMatching.Parameter(label: $0.label, hasDefault: false, takesClosure: true) },
                                        types: signature.parameters, result: signature.result, declaration: nil)]
                if name == "Optional" {
                    candidates[0].library = { types in types.first.map { $0.isKnown ? .optional($0) : .unknown } ?? .unknown }
                }
                // `Set([3, 1, 2])`: the elements of a literal, typed once checked.
                if name == "Set" {
                    candidates[0].library = { types in types.first.map { $0.elementType.isKnown ? .nominal("Set", [$0.elementType]) : .unknown } ?? .unknown }
                }
                if name == "min" || name == "max" || name == "stride" {
                    // Literals follow the other arguments: `max(1/4, x)` with a `Double` x.
                    candidates[0].library = { types in types.first(where: \.isFloatingPoint) ?? types.first(where: \.isKnown) ?? .unknown }
                }
            }
        }
        guard let chosen = choose(candidates, for: arguments, context, expected: expected) else {
            // The guide declares the name, but none of its overloads takes arguments
            // whose types are all known: the call is to the library's function.
            if candidates.contains(where: { $0.declaration != nil }), arguments.allSatisfy({ $0.natural?.isKnown == true }) {
                annotations.libraryCalls.insert(call.id)
            }
            // Nothing known to check against: each argument on its own.
            for argument in arguments where argument.natural == nil {
                _ = try check(argument.expression, expected: nil, in: scope, context)
            }
            // `EnvironmentValues()` of a library type the guide extends: a value of that type.
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), scope.lookup(reference.baseName.text) == nil,
               let qualified = table.qualifiedTypeName(reference.baseName.text, from: context.owner), table.types[qualified]?.kind == .extensionOfExternal,
               table.protocols[qualified] == nil {
                return .nominal(qualified, [])
            }
            return .unknown
        }
        let (candidate, matches) = chosen
        var bindings: [String: SwiftType] = [:]
        for (parameterIndex, taken) in matches.enumerated() {
            for argumentIndex in taken {
                if let natural = arguments[argumentIndex].natural { unify(candidate.types[parameterIndex], natural, into: &bindings) }
            }
        }
        var typed: [SwiftType] = arguments.map { $0.natural ?? .unknown }
        // An implicit member for a generic parameter still unbound (`reduce(.zero, +)`) waits
        // for the other arguments to bind it.
        func waits(_ parameterIndex: Int) -> Bool {
            guard case .genericParameter(let name) = candidate.types[parameterIndex], bindings[name] == nil,
                  candidate.genericConstraints[name]?.isEmpty != false else { return false }
            return matches[parameterIndex].contains { Self.startsImplicitChain(arguments[$0].expression) }
        }
        let waiting = matches.indices.filter(waits)
        for parameterIndex in matches.indices.filter({ !waiting.contains($0) }) + waiting {
            let taken = matches[parameterIndex]
            var parameterType = candidate.types[parameterIndex].substituting(bindings)
            if candidate.parameters[parameterIndex].isVariadic, case .array(let element) = parameterType { parameterType = element }
            // `use(.brand)` with `func use<S: ButtonStyle>(_ style: S)`: `.brand` is looked up where `S` must conform.
            if case .genericParameter(let name) = parameterType, let constraints = candidate.genericConstraints[name], !constraints.isEmpty {
                parameterType = .existential(constraints)
            }
            for argumentIndex in taken where arguments[argumentIndex].natural == nil || Self.isClosure(arguments[argumentIndex].expression) {
                // A literal for a still-unbound generic parameter (`Stack(["a"])` for `[Element]`)
                // has its own type, which then binds the parameter.
                let isClosure = Self.isClosure(arguments[argumentIndex].expression) || Self.isOperatorReference(arguments[argumentIndex].expression)
                let expected: SwiftType? = parameterType.isKnown && (isClosure || parameterType.isConcrete || parameterType.isExistential) ? parameterType : nil
                let found = try check(arguments[argumentIndex].expression, expected: expected, in: scope, context)
                typed[argumentIndex] = found
                unify(candidate.types[parameterIndex], found, into: &bindings)
            }
        }
        if let declaration = candidate.declaration {
            annotations.callees[call.id] = declaration
            recordGenericBindings(bindings, result: candidate.result, expected: expected, for: call)
        }
        var result = candidate.library.map { $0(typed) } ?? candidate.result.substituting(bindings)
        if case .genericParameter = result { result = .unknown }
        if chained, result.isKnown, !result.isOptional { result = .optional(result) }
        return result
    }

    /// The generic parameters a call binds, for the evaluator (`as? T` in the body):
    /// those its arguments bound, then those only its result's context gives.
    func recordGenericBindings(_ bindings: [String: SwiftType], result: SwiftType, expected: SwiftType?, for call: some SyntaxProtocol) {
        var bindings = bindings
        if let expected { unify(result, expected, into: &bindings) }
        // A binding to the caller's own generic parameter (`T` := `Value` inside
        // `Setting<Value>`) is resolved by the evaluator to what that is bound to.
        let concrete = bindings.filter { binding in
            if case .genericParameter = binding.value { return true }
            return binding.value.isConcrete && !binding.value.isExistential
        }
        if !concrete.isEmpty { annotations.genericBindings[call.id] = concrete }
    }

    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
        return nil
    }

    static func isClosure(_ expression: ExprSyntax) -> Bool {
        expression.is(ClosureExprSyntax.self)
    }

    // MARK: - Candidates

    /// The functions a call may mean, and whether its result goes through an optional chain.
    private func callCandidates(_ call: FunctionCallExprSyntax, expected: SwiftType?, in scope: Scope, _ context: Context) throws -> ([Candidate], Bool) {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.unescapedText
            if let local = scope.lookup(name) {
                _ = record(local, for: callee)
                return (functionCandidate(local).map { [$0] } ?? [], false)
            }
            if let qualified = table.qualifiedTypeName(name, from: context.owner) {
                _ = record(.metatype(.nominal(qualified, [])), for: callee)
                return (initializerCandidates(of: .nominal(qualified, [])), false)
            }
            var found: [Candidate] = []
            if let selfType = context.selfType {
                let isStatic = selfType.isMetatype
                let instance: SwiftType = if case .metatype(let inner) = selfType { inner } else { selfType }
                found += methodCandidates(name, of: instance, isStatic: isStatic, visibleFrom: context)
            }
            found += table.globals.functions(named: name).map { functionCandidate($0, owner: nil, bindings: [:]) }
            if found.isEmpty, let type = LibraryTypes.typeNamed(name) {
                _ = record(.metatype(type), for: callee)
                // `DateComponents(year: 2024, month: 2)`: a Foundation initializer.
                if let initializer = LibraryTypes.initializer(of: name, labels: Self.writtenLabels(call)), let candidate = functionCandidate(initializer, labelled: call) {
                    found = [candidate]
                }
            }
            return (found, false)
        }
        if let access = callee.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.unescapedText
            guard let baseExpression = access.base else {
                // `.init(...)`, `.system(size: 14)`, `.loaded(items)`: a static of the expected type.
                guard let wanted = expected?.unwrapped, wanted.isKnown else { return ([], false) }
                // `.some(.medium)` where a `Size?` is expected: Optional's own case.
                if name == "some", case .optional(let wrapped)? = expected {
                    annotations.implicitBases[access.id] = expected
                    return ([Candidate(parameters: [.init(label: nil, hasDefault: false, takesClosure: false)], types: [wrapped], result: expected!, declaration: nil)], false)
                }
                if name == "init" {
                    let found = initializerCandidates(of: wanted)
                    if !found.isEmpty { annotations.implicitBases[access.id] = wanted }
                    return (found, false)
                }
                var found = methodCandidates(name, of: wanted, isStatic: true, visibleFrom: context) + caseCandidates(name, of: wanted)
                if case .existential(let protocols) = wanted {
                    for protocolName in protocols {
                        found += methodCandidates(name, of: .nominal(protocolName, []), isStatic: true, visibleFrom: context)
                    }
                }
                // A library type's static (`.success(value)` where a `Result` is expected).
                if found.isEmpty, let member = LibraryTypes.staticMember(name, of: wanted), let candidate = functionCandidate(member, labelled: call) {
                    found = [candidate]
                }
                if !found.isEmpty {
                    // `.light(contrast: 2)` for `some Theme`: the type the static returns (`extension Theme where Self == LightTheme`).
                    let result = found.first?.result
                    let concrete = result?.nominalName.flatMap { table.types[$0] != nil && table.protocols[$0] == nil ? result : nil }
                    annotations.implicitBases[access.id] = wanted.isExistential ? (concrete ?? wanted) : wanted
                }
                return (found, false)
            }
            if baseExpression.is(SuperExprSyntax.self) {
                guard let owner = context.owner, let parent = table.superclass(of: owner) else { return ([], false) }
                if name == "init" { return (initializerCandidates(of: .nominal(parent, [])), false) }
                return (methodCandidates(name, of: .nominal(parent, []), isStatic: false, visibleFrom: context), false)
            }
            let base = try check(baseExpression, expected: Self.startsImplicitChain(baseExpression) ? expected : nil, in: scope, context)
            let chained = Self.endsOptionalChain(baseExpression)
            if case .metatype(let instance) = base {
                if name == "init" { return (initializerCandidates(of: instance), chained) }
                let found = methodCandidates(name, of: instance, isStatic: true, visibleFrom: context) + caseCandidates(name, of: instance)
                // `Font.custom(name, size: 17)`: a SwiftUI factory of its own type, whatever it is given.
                if found.isEmpty, let result = LibraryTypes.staticFactory(name, of: instance) {
                    let labels = call.arguments.map { $0.label?.text } + (call.trailingClosure == nil ? [] : [nil])
                    return ([Candidate(parameters: labels.map { .init(label: $0, hasDefault: false, takesClosure: true) },
                                       types: labels.map { _ in .unknown }, result: result, declaration: nil)], chained)
                }
                return (found, chained)
            }
            let receiver = base.unwrapped
            let guide = methodCandidates(name, of: receiver, isStatic: false, visibleFrom: context)
            if !guide.isEmpty { return (guide, chained) }
            // `Image(systemName: "bell").badge(3, style: .pill)`: a receiver whose type is not
            // known here is a SwiftUI view, which has the guide's `extension View` methods.
            if !receiver.isKnown, let viewExtension = table.types["View"], viewExtension.kind == .extensionOfExternal {
                let found = methodCandidates(name, of: .nominal("View", []), isStatic: false, visibleFrom: context)
                if !found.isEmpty { return (found, chained) }
            }
            if let member = LibraryTypes.instanceMember(name, of: chained ? receiver : base, labels: Self.writtenLabels(call)),
               let candidate = functionCandidate(member, labelled: call) {
                return ([candidate], chained)
            }
            // `items.first(where:)`, `values.max(by:)`: a property's name used as a method.
            if let element = receiver.arrayElement ?? (receiver.nominalName == "LazySequence" ? receiver.elementType : nil), ["first", "last"].contains(name) {
                return ([Candidate(parameters: [.init(label: "where", hasDefault: false, takesClosure: true)],
                                   types: [.function(parameters: [element], result: .bool)], result: .optional(element), declaration: nil)], chained)
            }
            return ([], chained)
        }
        // `Stack<Int>()`: the type with its generic arguments written.
        if let specialization = callee.as(GenericSpecializationExprSyntax.self), let reference = specialization.expression.as(DeclReferenceExprSyntax.self),
           let qualified = table.qualifiedTypeName(reference.baseName.text, from: context.owner) {
            let arguments = specialization.genericArgumentClause.arguments.map { argument -> SwiftType in
                if case .type(let type) = argument.argument { return table.resolve(type, in: context.typeContext) }
                return .unknown
            }
            let type = SwiftType.nominal(qualified, arguments)
            _ = record(.metatype(type), for: callee)
            return (initializerCandidates(of: type), false)
        }
        // `[String: Int]()`, `[Int](repeating: 0, count: 3)`: a collection type called makes one.
        if let collection = try collectionType(writtenAs: callee, in: scope, context) {
            let labels = call.arguments.map { $0.label?.text } + (call.trailingClosure == nil ? [] : [nil])
            return ([Candidate(parameters: labels.map { .init(label: $0, hasDefault: false, takesClosure: true) },
                               types: labels.map { _ in .unknown }, result: collection, declaration: nil)], false)
        }
        let type = try check(callee, expected: nil, in: scope, context)
        if case .metatype(let instance) = type { return (initializerCandidates(of: instance), false) }
        return (functionCandidate(type).map { [$0] } ?? [], false)
    }

    /// `[T]` or `[K: V]` written as an expression: the collection type it names.
    func collectionType(writtenAs expression: ExprSyntax, in scope: Scope, _ context: Context) throws -> SwiftType? {
        if let array = expression.as(ArrayExprSyntax.self), array.elements.count == 1,
           case .metatype(let element) = try check(array.elements.first!.expression, expected: nil, in: scope, context) {
            return .array(element)
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content, elements.count == 1,
           case .metatype(let key) = try check(elements.first!.key, expected: nil, in: scope, context),
           case .metatype(let value) = try check(elements.first!.value, expected: nil, in: scope, context) {
            return .dictionary(key, value)
        }
        return nil
    }

    /// A value of function type called (`action()`, `handler(3)`): unlabelled parameters.
    private func functionCandidate(_ type: SwiftType, labelled call: FunctionCallExprSyntax? = nil) -> Candidate? {
        guard case .function(let parameters, let result) = type else { return nil }
        // A library method called with its labels (`contains(where:)`): the labels are the call's.
        var labels: [String?] = parameters.map { _ in nil }
        // A library method called with fewer arguments than its signature lists
        // (`values.min()` of `min(by:)`): the ones left out have defaults.
        var omitted = false
        if let call {
            let written = Self.writtenLabels(call)
            if written.count == parameters.count { labels = written }
            omitted = written.isEmpty
        }
        return Candidate(parameters: zip(parameters, labels).map { parameter, label in
            ArgumentMatching.Parameter(label: label, hasDefault: omitted, takesClosure: { if case .function = parameter { true } else { false } }())
        }, types: parameters, result: result, declaration: nil)
    }

    /// A call's argument labels as written, trailing closures included.
    static func writtenLabels(_ call: FunctionCallExprSyntax) -> [String?] {
        call.arguments.map { $0.label?.text } + (call.trailingClosure == nil ? [] : [nil]) + call.additionalTrailingClosures.map { $0.label.text }
    }

    /// The guide's methods of that name on a type, along its lineage.
    func methodCandidates(_ name: String, of type: SwiftType, isStatic: Bool, visibleFrom context: Context) -> [Candidate] {
        var found: [Candidate] = []
        var seenSignatures: Set<String> = []
        for (declaration, bindings) in lineage(of: type) {
            for function in declaration.members.functions(named: name) where function.isStatic == isStatic {
                // A private method is seen only from inside its own type (and the types nested in it).
                if function.isPrivate, !Self.isInside(context.owner, declaration.qualifiedName) { continue }
                // An override is the same method as the one it overrides: the nearest stands for both.
                // (Overloads that differ only in what they return are different methods.)
                let signature = function.parameters.map { "\($0.label ?? "_"):\($0.type.trimmedDescription)" }.joined(separator: ",")
                    + "->" + (function.returnType?.trimmedDescription ?? "")
                guard seenSignatures.insert(signature).inserted else { continue }
                found.append(functionCandidate(function, owner: declaration, bindings: bindings))
            }
        }
        return found
    }

    static func isInside(_ owner: String?, _ type: String) -> Bool {
        guard let owner else { return false }
        return owner == type || owner.hasPrefix(type + ".")
    }

    func functionCandidate(_ function: FunctionDeclaration, owner: TypeDeclaration?, bindings: [String: SwiftType]) -> Candidate {
        var generics = Set(owner?.genericParameters ?? [])
        generics.formUnion(function.declaration.genericParameterClause?.parameters.map(\.name.text) ?? [])
        let typeContext = TypeContext(enclosingType: owner?.qualifiedName, genericParameters: generics)
        return Candidate(
            parameters: function.parameters.map { parameter(for: $0, in: typeContext) },
            types: function.parameters.map { table.resolve($0.type, in: typeContext).substituting(bindings) },
            result: (function.returnType.map { table.resolve($0, in: typeContext) } ?? .void).substituting(bindings),
            declaration: function.declaration.id,
            genericConstraints: GenericConstraints.of(function.declaration.genericParameterClause, function.declaration.genericWhereClause)
        )
    }

    /// A guide subscript as a candidate, chosen among its overloads like a function.
    func subscriptCandidate(_ declaration: SubscriptDeclaration, owner: TypeDeclaration, bindings: [String: SwiftType]) -> Candidate {
        // `subscript<T>(key:) -> T?`: its own generic parameters as well as its type's.
        let own = declaration.declaration.genericParameterClause?.parameters.map(\.name.text) ?? []
        let typeContext = TypeContext(enclosingType: owner.qualifiedName, genericParameters: Set(owner.genericParameters + own))
        return Candidate(parameters: declaration.parameters.map { parameter(for: $0, in: typeContext) },
                         types: declaration.parameters.map { table.resolve($0.type, in: typeContext).substituting(bindings) },
                         result: table.resolve(declaration.returnType, in: typeContext).substituting(bindings), declaration: declaration.declaration.id)
    }

    private func parameter(for declaration: ParameterDeclaration, in context: TypeContext) -> ArgumentMatching.Parameter {
        var type = table.resolve(declaration.type, in: context)
        if case .optional(let wrapped) = type { type = wrapped }
        let takesClosure: Bool = if case .function = type { true } else { declaration.type.trimmedDescription.contains("->") }
        return ArgumentMatching.Parameter(label: declaration.label, hasDefault: declaration.defaultValue != nil,
                                          isVariadic: declaration.isVariadic, takesClosure: takesClosure)
    }

    /// `Type(...)`: its initializers (a subclass without its own inherits its
    /// superclass's), or its memberwise one.
    func initializerCandidates(of written: SwiftType) -> [Candidate] {
        guard let typeName = written.nominalName, var declaration = table.types[typeName] else { return [] }
        // A generic type written without its arguments (`Box(value: 3)`) has them inferred from the call.
        var type = written
        if case .nominal(_, let arguments) = written, arguments.isEmpty, !declaration.genericParameters.isEmpty {
            type = .nominal(typeName, declaration.genericParameters.map { .genericParameter($0) })
        }
        var typeBindings: [String: SwiftType] = [:]
        if case .nominal(_, let arguments) = written { for (parameter, argument) in zip(declaration.genericParameters, arguments) { typeBindings[parameter] = argument } }
        var steps = 0
        while declaration.members.initializers.isEmpty, declaration.kind == .class, let parent = table.superclass(of: declaration.qualifiedName),
              let parentDeclaration = table.types[parent], steps < 16 {
            declaration = parentDeclaration
            steps += 1
        }
        let typeContext = TypeContext(enclosingType: declaration.qualifiedName, genericParameters: Set(declaration.genericParameters))
        var found = declaration.members.initializers.map { initializer -> Candidate in
            var context = typeContext
            context.genericParameters.formUnion(initializer.declaration.genericParameterClause?.parameters.map(\.name.text) ?? [])
            return Candidate(parameters: initializer.parameters.map { parameter(for: $0, in: context) },
                             types: initializer.parameters.map { table.resolve($0.type, in: context).substituting(typeBindings) },
                             result: initializer.isFailable ? .optional(type) : type, declaration: initializer.declaration.id)
        }
        // Structs keep their memberwise initializer unless they declare one in their body.
        if declaration.kind == .struct, !declaration.members.initializers.contains(where: { !$0.isInExtension }) {
            let stored = declaration.members.storedInstanceProperties.filter { !($0.isLet && $0.initializer != nil) && !$0.isLazy }
            found.append(Candidate(
                parameters: stored.map { property in
                    let propertyType = table.resolve(property.type, in: typeContext)
                    let optionalVar = !property.isLet && propertyType.isOptional
                    let takesClosure: Bool = if case .function = propertyType.unwrapped { true } else { false }
                    return ArgumentMatching.Parameter(label: property.name, hasDefault: property.initializer != nil || optionalVar, takesClosure: takesClosure)
                },
                types: stored.map { propertyType($0, owner: declaration).substituting(typeBindings) }, result: type, declaration: nil))
        }
        // A class whose hierarchy declares no initializer has the implicit `init()`.
        if declaration.kind == .class, declaration.members.initializers.isEmpty {
            found.append(Candidate(parameters: [], types: [], result: type, declaration: nil))
        }
        if declaration.kind == .enum, rawValueType(of: declaration) != nil || declaration.inheritedTypes.contains("String") {
            found.append(Candidate(parameters: [.init(label: "rawValue", hasDefault: false, takesClosure: false)],
                                   types: [rawValueType(of: declaration) ?? .string], result: .optional(type), declaration: nil))
        }
        return found
    }

    /// `.loaded(items)`: an enum case with a payload, called.
    private func caseCandidates(_ name: String, of type: SwiftType) -> [Candidate] {
        guard let typeName = type.nominalName, let declaration = table.types[typeName], let enumCase = declaration.members.enumCase(name),
              !enumCase.parameters.isEmpty else { return [] }
        let typeContext = TypeContext(enclosingType: typeName, genericParameters: Set(declaration.genericParameters))
        return [Candidate(parameters: enumCase.parameters.map { ArgumentMatching.Parameter(label: $0.label, hasDefault: $0.defaultValue != nil, takesClosure: false) },
                          types: enumCase.parameters.map { table.resolve($0.type, in: typeContext) }, result: type, declaration: nil)]
    }

    // MARK: - Choosing

    /// The candidate Swift would call: the arguments must match its labels,
    /// and among those that fit, the one whose parameter types fit the
    /// arguments best (exact before converted, concrete before generic,
    /// non-optional before optional, fewer defaults before more).
    func choose(_ candidates: [Candidate], for arguments: [CallArgument], _ context: Context? = nil, expected: SwiftType? = nil) -> (Candidate, [[Int]])? {
        let matchingArguments = arguments.map { ArgumentMatching.Argument(label: $0.label, isTrailingClosure: $0.isTrailingClosure) }
        var best: (Candidate, [[Int]], Int, Int, Int)?
        for candidate in candidates {
            guard case .success(let matches) = ArgumentMatching.match(matchingArguments, to: candidate.parameters) else { continue }
            var score = 0
            // Among equal fits, the nearest superclass is the most specific (`f(_: Button)` over `f(_: Control)` for a Link).
            var distance = 0
            var fits = true
            for (parameterIndex, taken) in matches.enumerated() {
                if taken.isEmpty { score += 1 }
                var parameterType = candidate.types[parameterIndex]
                if candidate.parameters[parameterIndex].isVariadic, case .array(let element) = parameterType { parameterType = element }
                for argumentIndex in taken {
                    guard let cost = fit(arguments[argumentIndex], to: parameterType) else {
                        fits = false
                        break
                    }
                    if case .genericParameter(let name) = parameterType, let constraints = candidate.genericConstraints[name], !constraints.isEmpty {
                        guard let depth = constraintsDepth(constraints, met: arguments[argumentIndex], context) else {
                            fits = false
                            break
                        }
                        distance -= depth
                    }
                    score += cost
                    if let argumentName = arguments[argumentIndex].natural?.nominalName, let parameterName = parameterType.nominalName {
                        distance += subclassDistance(argumentName, of: parameterName) ?? 0
                    }
                }
                if !fits { break }
            }
            guard fits else { continue }
            // Between equal fits, the overload whose result the context asks for (`let i: Int = make()`).
            var mismatch = 0
            if let expected, let wanted = Optional(expected.unwrapped), wanted.isConcrete, candidate.result.isConcrete,
               candidate.result != wanted, candidate.result != expected {
                mismatch = 1
            }
            if best == nil || (score, mismatch, distance) < (best!.2, best!.3, best!.4) { best = (candidate, matches, score, mismatch, distance) }
        }
        return best.map { ($0.0, $0.1) }
    }

    /// How specific a generic parameter's constraints are for an argument
    /// (`check<T: Comparable>` over `check<T: Equatable>` over `check<T>`: the
    /// more refined, the larger), or nil when the argument cannot meet them: a
    /// type that does not conform, or an implicit member the constraining
    /// protocols do not give (`apply(.bordered)` is not `apply<S: ButtonStyle>`).
    private func constraintsDepth(_ constraints: [String], met argument: CallArgument, _ context: Context?) -> Int? {
        if let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil,
           constraints.allSatisfy({ table.protocols[$0] != nil || LibraryTypes.isStyleProtocol($0) }),
           implicitMember(member.declName.baseName.unescapedText, in: .existential(constraints), context ?? Context(owner: nil, selfType: nil, genericParameters: [])) == nil {
            return nil
        }
        guard let natural = argument.natural ?? Self.literalDefaultType(argument.expression), natural.isKnown else { return 0 }
        var depth = 0
        for constraint in constraints {
            switch conforms(natural, to: constraint, context) {
            case false?: return nil
            case true?: depth += refinementDepth(of: constraint)
            case nil: break
            }
        }
        return depth
    }

    /// How well an argument fits a parameter type: 0 exactly, more for
    /// each conversion Swift would make; nil when it cannot be passed.
    private func fit(_ argument: CallArgument, to parameter: SwiftType) -> Int? {
        guard parameter.isKnown else { return 4 }
        if case .genericParameter = parameter { return 6 }
        if case .existential = parameter { return 8 }
        let expression = argument.expression
        guard let natural = argument.natural else {
            // Typed by its context: does it fit this parameter?
            return contextualFit(expression, to: parameter)
        }
        guard natural.isKnown else { return 4 }
        if natural == parameter { return 0 }
        // `split(separator: ",")`: a one-character string literal is a Character where one is wanted.
        if natural == .string, parameter.unwrapped == .character,
           expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue?.count == 1 { return parameter.isOptional ? 3 : 1 }
        // A value of a generic parameter's type (`value: T` inside `wrap<T>`) is passed only as generic.
        if case .genericParameter = natural { return nil }
        if case .optional(let wrapped) = parameter {
            if natural == wrapped { return 2 }
            if let inner = fit(CallArgument(label: nil, expression: expression, isTrailingClosure: false, natural: natural), to: wrapped) { return inner + 2 }
            return nil
        }
        if natural.isFloatingPoint, parameter.isFloatingPoint, Set([natural.nominalName, parameter.nominalName]) == Set(["CGFloat", "Double"]) {
            // Swift converts between CGFloat and Double implicitly.
            return 4
        }
        if natural.isNumeric, parameter.isNumeric { return nil }
        if let argumentName = natural.nominalName, let parameterName = parameter.nominalName {
            if argumentName == parameterName { return 1 }
            if isSubclass(argumentName, of: parameterName) { return 3 }
            if table.protocols[parameterName] != nil { return conformsTo(argumentName, parameterName) ? 3 : nil }
            // A type the guide declares takes only itself (and subclasses).
            if let declared = table.types[parameterName], declared.kind != .extensionOfExternal { return nil }
            if let declared = table.types[argumentName], declared.kind != .extensionOfExternal {
                return conformsTo(argumentName, parameterName) ? 3 : nil
            }
            if natural.isNumeric || natural == .string || natural == .bool || natural == .character {
                return parameter.isNumeric || parameter == .string || parameter == .bool || parameter == .character ? nil : 8
            }
        }
        switch (natural, parameter) {
        case (.array, .array), (.dictionary, .dictionary), (.tuple, .tuple), (.function, .function): return 1
        case (.array, .nominal("Set", _)): return 2
        // A collection, tuple or function is not a `String`, `Int` or a type of the guide's.
        case (.array, .nominal(let name, _)), (.dictionary, .nominal(let name, _)), (.tuple, .nominal(let name, _)), (.function, .nominal(let name, _)):
            return parameter.isNumeric || parameter == .string || parameter == .bool || parameter == .character || table.types[name] != nil ? nil : 5
        default: return 5
        }
    }

    private func contextualFit(_ expression: ExprSyntax, to parameter: SwiftType) -> Int? {
        let wanted = parameter.unwrapped
        let optionalCost = parameter.isOptional ? 2 : 0
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr:
            if wanted == .int { return optionalCost }
            return wanted.isNumeric ? 1 + optionalCost : (table.types[wanted.nominalName ?? ""] != nil || wanted == .string || wanted == .bool ? nil : 5)
        case .floatLiteralExpr:
            if wanted == .double { return optionalCost }
            return wanted.isFloatingPoint ? 1 + optionalCost : (wanted.isInteger || table.types[wanted.nominalName ?? ""] != nil || wanted == .string ? nil : 5)
        case .nilLiteralExpr:
            return parameter.isOptional ? 0 : nil
        case .closureExpr:
            if case .function = wanted { return optionalCost }
            return nil
        case .memberAccessExpr(let access):
            // A chain (`.zero.doubled`) is checked once a candidate is chosen.
            guard access.base == nil else { return 4 }
            if access.declName.baseName.text == "none" { return parameter.isOptional ? 0 : nil }
            return implicitMember(access.declName.baseName.unescapedText, in: wanted, ExpressionTyper.Context(owner: nil, selfType: nil, genericParameters: [])) != nil
                ? optionalCost : (table.types[wanted.nominalName ?? ""] != nil || wanted.isNumeric ? nil : 5)
        case .functionCallExpr(let call):
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil else { return 4 }
            let name = access.declName.baseName.unescapedText
            if name == "init" { return optionalCost }
            if name == "some" { return parameter.isOptional ? 0 : nil }
            return implicitMember(name, in: wanted, ExpressionTyper.Context(owner: nil, selfType: nil, genericParameters: [])) != nil
                ? optionalCost : (table.types[wanted.nominalName ?? ""] != nil ? nil : 5)
        case .arrayExpr:
            switch wanted {
            case .array, .nominal("Set", _): return optionalCost
            default: return table.types[wanted.nominalName ?? ""] != nil || wanted.isNumeric || wanted == .string || wanted == .bool || wanted == .character ? nil : 5
            }
        case .dictionaryExpr:
            if case .dictionary = wanted { return optionalCost }
            return nil
        case .prefixOperatorExpr, .infixOperatorExpr, .tupleExpr:
            // Literal arithmetic: a floating-point literal anywhere in it makes it one.
            guard wanted.isNumeric else { return 4 }
            if Self.containsFloatLiteral(expression) { return wanted.isInteger ? nil : (wanted == .double ? optionalCost : 1 + optionalCost) }
            return wanted == .int ? optionalCost : 1 + optionalCost
        default:
            return 4
        }
    }

    static func containsFloatLiteral(_ expression: ExprSyntax) -> Bool {
        switch expression.as(ExprSyntaxEnum.self) {
        case .floatLiteralExpr: true
        case .prefixOperatorExpr(let prefix): containsFloatLiteral(prefix.expression)
        case .infixOperatorExpr(let infix): containsFloatLiteral(infix.leftOperand) || containsFloatLiteral(infix.rightOperand)
        case .tupleExpr(let tuple): tuple.elements.contains { containsFloatLiteral($0.expression) }
        default: false
        }
    }

    /// Whether a guide type declares (or inherits) conformance to a protocol.
    private func conformsTo(_ name: String, _ protocolName: String) -> Bool {
        lineage(of: .nominal(name, [])).contains { $0.0.inheritedTypes.contains(protocolName) || $0.0.qualifiedName == protocolName }
            || lineage(of: .nominal(name, [])).contains { declaration, _ in
                declaration.inheritedTypes.contains { table.protocols[$0].map { inherits($0, protocolName) } ?? false }
            }
    }

    private func inherits(_ protocolDeclaration: ProtocolDeclaration, _ name: String, depth: Int = 0) -> Bool {
        if protocolDeclaration.inheritedTypes.contains(name) { return true }
        guard depth < 16 else { return false }
        return protocolDeclaration.inheritedTypes.contains { table.protocols[$0].map { inherits($0, name, depth: depth + 1) } ?? false }
    }

    private func isSubclass(_ name: String, of other: String) -> Bool {
        subclassDistance(name, of: other) != nil
    }

    /// How many steps up its class hierarchy `name` reaches `other` (0 for itself).
    private func subclassDistance(_ name: String, of other: String) -> Int? {
        var current: String? = name
        var steps = 0
        while let type = current, steps < 16 {
            if type == other { return steps }
            if table.types[type]?.inheritedTypes.contains(other) == true { return steps + 1 }
            current = table.superclass(of: type)
            steps += 1
        }
        return nil
    }

    /// Binds the generic parameters a parameter type mentions to what the
    /// argument's type has in their place.
    func unify(_ parameter: SwiftType, _ argument: SwiftType, into bindings: inout [String: SwiftType]) {
        guard argument.isKnown else { return }
        switch (parameter, argument) {
        case (.genericParameter(let name), _):
            if bindings[name] == nil, argument != parameter { bindings[name] = argument }
        case (.optional(let wrapped), .optional(let inner)): unify(wrapped, inner, into: &bindings)
        case (.optional(let wrapped), _): unify(wrapped, argument, into: &bindings)
        case (.array(let element), .array(let inner)): unify(element, inner, into: &bindings)
        case (.dictionary(let key, let value), .dictionary(let innerKey, let innerValue)):
            unify(key, innerKey, into: &bindings)
            unify(value, innerValue, into: &bindings)
        case (.nominal(_, let parameters), .nominal(_, let arguments)) where parameters.count == arguments.count:
            for (p, a) in zip(parameters, arguments) { unify(p, a, into: &bindings) }
        case (.function(let parameters, let result), .function(let arguments, let argumentResult)):
            for (p, a) in zip(parameters, arguments) { unify(p, a, into: &bindings) }
            unify(result, argumentResult, into: &bindings)
        case (.tuple(let parameters), .tuple(let arguments)) where parameters.count == arguments.count:
            for (p, a) in zip(parameters, arguments) { unify(p.type, a.type, into: &bindings) }
        default:
            break
        }
    }
}

// MARK: - Operators declared by the guide

extension ExpressionTyper {
    /// `a ** b` where the guide declares `**`: the operator function Swift
    /// would call, chosen as a call's overload is (`func ** (Double, Int)`
    /// beside `func ** (Int, Int)`), its operands checked against its
    /// parameters, so a literal operand takes the parameter's type rather
    /// than the other operand's. Nil when the guide declares none that fits.
    func checkGuideOperator(_ op: String, _ operands: [ExprSyntax], in scope: Scope, _ context: Context) throws -> SwiftType? {
        var arguments = operands.map { CallArgument(label: nil, expression: $0, isTrailingClosure: false) }
        for index in arguments.indices where !needsContextHere(arguments[index].expression) {
            arguments[index].natural = try check(arguments[index].expression, expected: nil, in: scope, context)
        }
        var candidates = table.globals.functions(named: op).filter { $0.parameters.count == operands.count }
            .map { functionCandidate($0, owner: nil, bindings: [:]) }
        var owners: [String] = []
        for argument in arguments {
            if let name = argument.natural?.unwrapped.nominalName, !owners.contains(name) { owners.append(name) }
        }
        for owner in owners {
            guard let declaration = table.types[owner] else { continue }
            candidates += declaration.members.functions(named: op).filter { $0.isStatic && $0.parameters.count == operands.count }
                .map { functionCandidate($0, owner: declaration, bindings: [:]) }
        }
        // Unlabelled, as operands are.
        for index in candidates.indices {
            candidates[index].parameters = candidates[index].parameters.map { .init(label: nil, hasDefault: false, takesClosure: $0.takesClosure) }
        }
        guard !candidates.isEmpty, let (chosen, _) = choose(candidates, for: arguments) else { return nil }
        for (index, argument) in arguments.enumerated() where argument.natural == nil {
            let parameter = chosen.types[index]
            _ = try check(argument.expression, expected: parameter.isKnown ? parameter : nil, in: scope, context)
        }
        return chosen.result.isKnown ? chosen.result : nil
    }
}
