import Guards
import SwiftCode
import SwiftSyntax

/// Types a guide's expressions, as Swift's type checker would for the code
/// design guides write: bottom-up from declarations and literals, top-down
/// from what the context expects (an annotation, a parameter, a return
/// type, the other operand), so that `let k: CGFloat = 1/30` is a
/// floating-point division, `.loading` names a case of the right enum, and
/// `font(.title)` picks the guide's overload over SwiftUI's when the
/// argument's type says so.
///
/// What it cannot type stays unknown: the evaluator decides those from the
/// values at run time. It is bounded: recursion by `maximumDepth`, work by
/// `maximumNodes`; past either, typing stops and what was found is kept.
public final class ExpressionTyper {
    public static let maximumDepth = 200
    public static let maximumNodes = 400_000

    let table: DeclarationTable
    var annotations = TypeAnnotations()
    var depth = 0
    var nodes = 0
    /// Stored properties whose type is inferred from their initial value, memoised.
    var inferredProperties: [SyntaxIdentifier: SwiftType] = [:]
    var propertiesInProgress: Set<SyntaxIdentifier> = []

    init(table: DeclarationTable) {
        self.table = table
    }

    /// Types every body, initial value and default argument of the guide.
    public static func annotate(_ table: DeclarationTable) -> TypeAnnotations {
        let typer = ExpressionTyper(table: table)
        typer.typeAll()
        typer.annotations.typedCount = typer.annotations.types.count
        return typer.annotations
    }

    struct BudgetSpent: Error {}

    // MARK: - Declarations

    private func typeAll() {
        do {
            for qualified in table.typeOrder {
                guard let type = table.types[qualified], type.qualifiedName == qualified else { continue }
                try typeMembers(type.members, owner: type)
            }
            try typeMembers(table.globals, owner: nil)
        } catch {
            annotations.isComplete = false
        }
    }

    private func typeMembers(_ members: MemberSet, owner: TypeDeclaration?) throws {
        let ownerName = owner?.qualifiedName
        let generics = Set(owner?.genericParameters ?? [])
        for property in members.properties {
            var context = Context(owner: ownerName, selfType: selfType(of: owner, isStatic: property.isStatic), genericParameters: generics)
            let declared = table.resolve(property.type, in: context.typeContext)
            if let initializer = property.initializer {
                let found = try check(initializer, expected: declared.isKnown ? declared : nil, in: Scope(), context)
                if !declared.isKnown, found.isKnown { inferredProperties[property.declaration.id] = found }
            }
            context.resultType = declared
            if let accessors = property.accessors {
                switch accessors.accessors {
                case .getter(let body):
                    try typeBody(body, in: Scope(), context)
                case .accessors(let list):
                    for accessor in list {
                        guard let body = accessor.body else { continue }
                        let scope = Scope()
                        let kind = accessor.accessorSpecifier.tokenKind
                        if kind == .keyword(.set) || kind == .keyword(.willSet) {
                            scope.declare(accessor.parameters?.name.text ?? "newValue", declared)
                        } else if kind == .keyword(.didSet) {
                            scope.declare(accessor.parameters?.name.text ?? "oldValue", declared)
                        }
                        var accessorContext = context
                        if kind != .keyword(.get) { accessorContext.resultType = .void }
                        try typeBody(body.statements, in: scope, accessorContext)
                    }
                @unknown default:
                    break
                }
            }
        }
        for function in members.functions {
            var context = Context(owner: ownerName, selfType: selfType(of: owner, isStatic: function.isStatic), genericParameters: generics)
            context.genericParameters.formUnion(function.declaration.genericParameterClause?.parameters.map(\.name.text) ?? [])
            context.resultType = function.returnType.map { table.resolve($0, in: context.typeContext) } ?? .void
            context.thrownType = function.declaration.signature.effectSpecifiers?.throwsClause?.type.map { table.resolve($0, in: context.typeContext) }
            let constraints = GenericConstraints.of(function.declaration.genericParameterClause, function.declaration.genericWhereClause)
            context.genericConstraints = owner?.genericConstraints ?? [:]
            context.genericConstraints.merge(constraints) { $0 + $1 }
            let scope = try parameterScope(function.parameters, context, constraints: constraints)
            if let body = function.body { try typeBody(body.statements, in: scope, context) }
        }
        for initializer in members.initializers {
            var context = Context(owner: ownerName, selfType: selfType(of: owner, isStatic: false), genericParameters: generics)
            context.genericParameters.formUnion(initializer.declaration.genericParameterClause?.parameters.map(\.name.text) ?? [])
            context.resultType = .void
            let scope = try parameterScope(initializer.parameters, context)
            if let body = initializer.body { try typeBody(body.statements, in: scope, context) }
        }
        for subscriptDeclaration in members.subscripts {
            var context = Context(owner: ownerName, selfType: selfType(of: owner, isStatic: subscriptDeclaration.isStatic), genericParameters: generics)
            let result = table.resolve(subscriptDeclaration.returnType, in: context.typeContext)
            context.resultType = result
            let scope = try parameterScope(subscriptDeclaration.parameters, context)
            if let getter = subscriptDeclaration.getter { try typeBody(getter, in: scope, context) }
            if let setter = subscriptDeclaration.setter, let body = setter.body {
                let setterScope = Scope(parent: scope)
                setterScope.declare(setter.parameters?.name.text ?? "newValue", result)
                var setterContext = context
                setterContext.resultType = .void
                try typeBody(body.statements, in: setterScope, setterContext)
            }
        }
        for enumCase in members.cases {
            guard let raw = enumCase.rawValue else { continue }
            let context = Context(owner: ownerName, selfType: selfType(of: owner, isStatic: true), genericParameters: generics)
            _ = try check(raw, expected: rawValueType(of: owner), in: Scope(), context)
        }
    }

    /// The raw value type an enum declares first among what it inherits (`enum Size: CGFloat`).
    func rawValueType(of type: TypeDeclaration?) -> SwiftType? {
        guard let type else { return nil }
        for inherited in type.inheritedTypes {
            let resolved = table.resolve(TypeSyntax(IdentifierTypeSyntax(name: .identifier(inherited))), in: TypeContext(enclosingType: type.parent))
            if resolved.isNumeric || resolved == .string || resolved == .character { return resolved }
        }
        return nil
    }

    private func selfType(of owner: TypeDeclaration?, isStatic: Bool) -> SwiftType? {
        guard let owner else { return nil }
        let instance: SwiftType
        if owner.kind == .extensionOfExternal, table.protocols[owner.qualifiedName] != nil {
            instance = .existential([owner.qualifiedName])
        } else {
            instance = .nominal(owner.qualifiedName, owner.genericParameters.map { .genericParameter($0) })
        }
        return isStatic ? .metatype(instance) : instance
    }

    /// The parameters as local names. One of a constrained generic type
    /// (`_ t: T` with `T: Describable`) is known by its protocols, as Swift
    /// knows it: its members are the protocols' and their extensions'.
    private func parameterScope(_ parameters: [ParameterDeclaration], _ context: Context, constraints: [String: [String]] = [:]) throws -> Scope {
        let scope = Scope()
        for parameter in parameters {
            var type = table.resolve(parameter.type, in: context.typeContext)
            if case .genericParameter(let name) = type, let protocols = constraints[name]?.filter({ table.protocols[$0] != nil }), !protocols.isEmpty {
                type = .existential(protocols)
            }
            if parameter.isVariadic { type = .array(type) }
            scope.declare(parameter.name, type)
            if let defaultValue = parameter.defaultValue {
                _ = try check(defaultValue, expected: type.isKnown ? type : nil, in: Scope(), context)
            }
        }
        return scope
    }

    // MARK: - Context

    /// What the code being typed sits in.
    struct Context {
        var owner: String?
        /// The type of `self` (a metatype in static code).
        var selfType: SwiftType?
        var genericParameters: Set<String>
        /// What the generic parameters in scope conform to (`T: Equatable`), for
        /// choosing between generic overloads by their constraints.
        var genericConstraints: [String: [String]] = [:]
        /// What `return` gives back here.
        var resultType: SwiftType? = nil
        /// What `throw` throws here, when the function says (`throws(FormError)`).
        var thrownType: SwiftType? = nil

        init(owner: String?, selfType: SwiftType?, genericParameters: Set<String>) {
            self.owner = owner
            self.selfType = selfType
            self.genericParameters = genericParameters
        }

        var typeContext: TypeContext { TypeContext(enclosingType: owner, genericParameters: genericParameters) }
    }

    /// Local names and their types; a block's scope chains to the one around it.
    final class Scope {
        private var names: [String: SwiftType] = [:]
        let parent: Scope?

        init(parent: Scope? = nil) {
            self.parent = parent
        }

        func declare(_ name: String, _ type: SwiftType) {
            names[name] = type
        }

        func lookup(_ name: String) -> SwiftType? {
            var current: Scope? = self
            while let scope = current {
                if let found = scope.names[name] { return found }
                current = scope.parent
            }
            return nil
        }
    }

    /// Runs `body` one level deeper, within the typer's budgets.
    func nested<Result>(_ body: () throws -> Result) throws -> Result {
        depth += 1
        nodes += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth, nodes <= Self.maximumNodes else { throw BudgetSpent() }
        return try body()
    }

    func record(_ type: SwiftType, for node: some SyntaxProtocol) -> SwiftType {
        if type.isKnown { annotations.types[node.id] = type }
        return type
    }

    // MARK: - Statements

    func typeBody(_ statements: CodeBlockItemListSyntax, in scope: Scope, _ context: Context) throws {
        // A single expression is the body's value (an implicit return).
        if statements.count == 1, let only = statements.first, case .expr(let expression) = only.item {
            _ = try check(expression, expected: context.resultType.flatMap { $0 == .void ? nil : $0 }, in: scope, context)
            return
        }
        for item in statements { try typeItem(item, in: scope, context) }
    }

    func typeItem(_ item: CodeBlockItemSyntax, in scope: Scope, _ context: Context) throws {
        switch item.item {
        case .decl(let declaration):
            try typeDeclaration(declaration, in: scope, context)
        case .stmt(let statement):
            try typeStatement(statement, in: scope, context)
        case .expr(let expression):
            _ = try check(expression, expected: nil, in: scope, context)
        @unknown default:
            break
        }
    }

    private func typeDeclaration(_ declaration: DeclSyntax, in scope: Scope, _ context: Context) throws {
        if let variable = declaration.as(VariableDeclSyntax.self) {
            for (index, binding) in variable.bindings.enumerated() {
                // `var a, b: Int` shares the type; `let a = 1, b: Int8 = 2` does not (`a` is an Int).
                let annotation = binding.typeAnnotation?.type
                    ?? (binding.initializer == nil ? variable.bindings.dropFirst(index + 1).lazy.compactMap(\.typeAnnotation).first?.type : nil)
                let declared = table.resolve(annotation, in: context.typeContext)
                var type = declared
                if let initializer = binding.initializer?.value {
                    let found = try check(initializer, expected: declared.isKnown ? declared : nil, in: scope, context)
                    if !declared.isKnown { type = found }
                }
                if let accessors = binding.accessorBlock, case .getter(let body) = accessors.accessors {
                    var getterContext = context
                    getterContext.resultType = declared
                    try typeBody(body, in: Scope(parent: scope), getterContext)
                }
                bind(binding.pattern, type, in: scope)
            }
        } else if let function = declaration.as(FunctionDeclSyntax.self) {
            // A local function: callable by name in this scope, its body typed in it.
            var functionContext = context
            functionContext.genericParameters.formUnion(function.genericParameterClause?.parameters.map(\.name.text) ?? [])
            let parameters = function.signature.parameterClause.parameters.map(ParameterDeclaration.init)
            let result = function.signature.returnClause.map { table.resolve($0.type, in: functionContext.typeContext) } ?? .void
            scope.declare(function.name.text, .function(parameters: parameters.map { table.resolve($0.type, in: functionContext.typeContext) }, result: result))
            functionContext.resultType = result
            let inner = Scope(parent: scope)
            for parameter in parameters {
                let type = table.resolve(parameter.type, in: functionContext.typeContext)
                inner.declare(parameter.name, parameter.isVariadic ? .array(type) : type)
            }
            if let body = function.body { try typeBody(body.statements, in: inner, functionContext) }
        } else if let ifConfig = declaration.as(IfConfigDeclSyntax.self), let active = CompilationConditions.activeStatements(of: ifConfig) {
            for item in active { try typeItem(item, in: scope, context) }
        }
    }

    private func typeStatement(_ statement: StmtSyntax, in scope: Scope, _ context: Context) throws {
        try nested {
            switch statement.as(StmtSyntaxEnum.self) {
            case .expressionStmt(let expressionStatement):
                _ = try check(expressionStatement.expression, expected: nil, in: scope, context)
            case .returnStmt(let returnStatement):
                if let expression = returnStatement.expression {
                    _ = try check(expression, expected: context.resultType.flatMap { $0 == .void ? nil : $0 }, in: scope, context)
                }
            case .guardStmt(let guardStatement):
                // `guard let` binds in the scope around it.
                try typeConditions(guardStatement.conditions, in: scope, context)
                try typeBlock(guardStatement.body.statements, in: Scope(parent: scope), context)
            case .forStmt(let forStatement):
                let sequence = try check(forStatement.sequence, expected: nil, in: scope, context)
                let inner = Scope(parent: scope)
                if forStatement.caseKeyword != nil {
                    try bindPattern(forStatement.pattern, sequence.elementType, in: inner, context)
                } else {
                    bind(forStatement.pattern, sequence.elementType, in: inner)
                }
                if let condition = forStatement.whereClause?.condition { _ = try check(condition, expected: .bool, in: inner, context) }
                try typeBlock(forStatement.body.statements, in: inner, context)
            case .whileStmt(let whileStatement):
                let inner = Scope(parent: scope)
                try typeConditions(whileStatement.conditions, in: inner, context)
                try typeBlock(whileStatement.body.statements, in: inner, context)
            case .repeatStmt(let repeatStatement):
                try typeBlock(repeatStatement.body.statements, in: Scope(parent: scope), context)
                _ = try check(repeatStatement.condition, expected: .bool, in: scope, context)
            case .doStmt(let doStatement):
                try typeBlock(doStatement.body.statements, in: Scope(parent: scope), context)
                for clause in doStatement.catchClauses {
                    let inner = Scope(parent: scope)
                    inner.declare("error", .existential(["Error"]))
                    for item in clause.catchItems {
                        if let pattern = item.pattern { try bindPattern(pattern, .existential(["Error"]), in: inner, context) }
                        if let condition = item.whereClause?.condition { _ = try check(condition, expected: .bool, in: inner, context) }
                    }
                    try typeBlock(clause.body.statements, in: inner, context)
                }
            case .deferStmt(let deferStatement):
                try typeBlock(deferStatement.body.statements, in: Scope(parent: scope), context)
            case .throwStmt(let throwStatement):
                // `throw .tooLong(by: 8)` in a `throws(FormError)` function is a `FormError`.
                _ = try check(throwStatement.expression, expected: context.thrownType, in: scope, context)
            case .labeledStmt(let labeled):
                try typeStatement(labeled.statement, in: scope, context)
            default:
                break
            }
        }
    }

    func typeBlock(_ statements: CodeBlockItemListSyntax, in scope: Scope, _ context: Context) throws {
        for item in statements { try typeItem(item, in: scope, context) }
    }

    /// `if`/`guard`/`while` conditions; their bindings go into `scope`.
    func typeConditions(_ conditions: ConditionElementListSyntax, in scope: Scope, _ context: Context) throws {
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                _ = try check(expression, expected: .bool, in: scope, context)
            case .optionalBinding(let binding):
                let declared = table.resolve(binding.typeAnnotation?.type, in: context.typeContext)
                var type = SwiftType.unknown
                if let initializer = binding.initializer?.value {
                    type = try check(initializer, expected: declared.isKnown ? .optional(declared) : nil, in: scope, context)
                } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    // `if let name {`: the variable of that name, unwrapped.
                    type = scope.lookup(name) ?? selfMemberType(name, in: context) ?? .unknown
                }
                // One level of Optional is unwrapped (`if let x = y` with `y: Int??` binds an `Int?`).
                let bound: SwiftType = if declared.isKnown { declared } else if case .optional(let wrapped) = type { wrapped } else { .unknown }
                bind(binding.pattern, bound, in: scope)
            case .matchingPattern(let matching):
                let subject = try check(matching.initializer.value, expected: nil, in: scope, context)
                try bindPattern(matching.pattern, subject, in: scope, context)
            default:
                continue
            }
        }
    }

    /// Names a binding pattern declares (`x`, `(a, b)`), with the parts of `type`.
    func bind(_ pattern: PatternSyntax, _ type: SwiftType, in scope: Scope) {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            scope.declare(identifier.identifier.unescapedText, type)
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            let elements = Array(tuple.elements)
            let parts: [SwiftType]
            if case .tuple(let typed) = type, typed.count == elements.count { parts = typed.map(\.type) } else { parts = elements.map { _ in .unknown } }
            for (element, part) in zip(elements, parts) { bind(element.pattern, part, in: scope) }
        } else if let valueBinding = pattern.as(ValueBindingPatternSyntax.self) {
            bind(valueBinding.pattern, type, in: scope)
        }
    }

    /// A `case` pattern matched against a value of `subject`'s type: the
    /// names it binds (`.loaded(let items)`, `let x?`, `(0, let y)`), typed,
    /// and the implicit members it names resolved against the subject.
    func bindPattern(_ pattern: PatternSyntax, _ subject: SwiftType, in scope: Scope, _ context: Context) throws {
        try nested {
            if let valueBinding = pattern.as(ValueBindingPatternSyntax.self) {
                try bindPattern(valueBinding.pattern, subject, in: scope, context)
            } else if let identifier = pattern.as(IdentifierPatternSyntax.self) {
                scope.declare(identifier.identifier.unescapedText, subject)
            } else if let tuple = pattern.as(TuplePatternSyntax.self) {
                let elements = Array(tuple.elements)
                var parts: [SwiftType] = elements.map { _ in .unknown }
                if case .tuple(let typed) = subject, typed.count == elements.count { parts = typed.map(\.type) }
                for (element, part) in zip(elements, parts) { try bindPattern(element.pattern, part, in: scope, context) }
            } else if let expressionPattern = pattern.as(ExpressionPatternSyntax.self) {
                try bindPatternExpression(expressionPattern.expression, subject, in: scope, context)
            } else if let isPattern = pattern.as(IsTypePatternSyntax.self) {
                _ = isPattern
            }
        }
    }

    private func bindPatternExpression(_ expression: ExprSyntax, _ subject: SwiftType, in scope: Scope, _ context: Context) throws {
        if let patternExpression = expression.as(PatternExprSyntax.self) {
            try bindPattern(patternExpression.pattern, subject, in: scope, context)
            return
        }
        // `let x?`: the wrapped value.
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            try bindPatternExpression(optional.expression, subject.unwrapped, in: scope, context)
            return
        }
        // `.loaded(let items)`, `Result.success(let value)`: the case's payload.
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let payload = casePayload(access.declName.baseName.text, of: subject.unwrapped, context)
            if access.base == nil, subject.unwrapped.isKnown { annotations.implicitBases[access.id] = subject.unwrapped }
            for (index, argument) in call.arguments.enumerated() {
                let type = index < payload.count ? payload[index] : .unknown
                try bindPatternExpression(argument.expression, type, in: scope, context)
            }
            return
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            var parts: [SwiftType] = tuple.elements.map { _ in .unknown }
            if case .tuple(let typed) = subject, typed.count == parts.count { parts = typed.map(\.type) }
            for (element, part) in zip(tuple.elements, parts) { try bindPatternExpression(element.expression, part, in: scope, context) }
            return
        }
        if expression.is(DiscardAssignmentExprSyntax.self) { return }
        // A value to compare with (`.idle`, `1...5`, `"a"`): typed as the subject.
        _ = try check(expression, expected: subject.isKnown ? subject.unwrapped : nil, in: scope, context)
    }

    /// The payload types of an enum case of a guide enum (`case loaded([Item])`).
    func casePayload(_ name: String, of type: SwiftType, _ context: Context) -> [SwiftType] {
        if case .optional(let wrapped) = type, name == "some" { return [wrapped] }
        guard let typeName = type.nominalName, let declaration = table.types[typeName]?.members.enumCase(name) else { return [] }
        let typeContext = TypeContext(enclosingType: typeName, genericParameters: Set(table.types[typeName]?.genericParameters ?? []))
        return declaration.parameters.map { table.resolve($0.type, in: typeContext) }
    }
}
