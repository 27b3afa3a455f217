import Guards
import SwiftCode
import SwiftSyntax

/// How a body's statements produce its value.
enum BodyMode {
    /// `return x`, or the value of a single expression (implicit return).
    case function
    /// A result builder (`var body: some View`, `HStack { ... }`): every
    /// expression statement contributes a value; `if`/`switch` contribute
    /// their taken branch.
    case builder
    /// A guide's own `@resultBuilder` type: the statements' values go
    /// through its `buildExpression` and `buildBlock` (`@ArrayBuilder`).
    case resultBuilder(TypeDeclaration)
}

extension Interpreter {
    /// Runs a function, getter or closure body and gives its value.
    func runBody(_ statements: CodeBlockItemListSyntax, in frame: Frame, mode: BodyMode) throws -> Value {
        switch mode {
        case .builder:
            let values = try collect(statements, in: frame)
            if values.count == 1 { return values[0] }
            return .view(.group(try values.map { try viewNode($0, at: statements, in: frame) }))
        case .resultBuilder(let builder):
            return try buildBlock(collect(statements, in: frame), with: builder, in: frame)
        case .function:
            let items = Array(statements)
            if items.count == 1, let single = singleExpression(items[0]) {
                // Implicit return, including `if`/`switch` expressions.
                return try evaluate(single, in: frame, as: frame.resultShape)
            }
            switch try execute(statements, in: frame) {
            case .returned(let value): return value
            default: return .void
            }
        }
    }

    /// A custom result builder's block: each value through `buildExpression`,
    /// then all of them to `buildBlock`. The taken `if`/`switch` branch's
    /// values join the block as SwiftUI's builders do (`buildEither` and
    /// `buildOptional` pass a component through, as almost every builder writes them).
    private func buildBlock(_ values: [Value], with builder: TypeDeclaration, in frame: Frame) throws -> Value {
        let bound = BoundSelf(box: nil, typeName: builder.qualifiedName)
        let location = frame.location(of: frame.source.syntax)
        var components = values
        if let expression = builder.members.functions(named: "buildExpression").first(where: \.isStatic) {
            components = try values.map { try invoke(expression, bound: bound, [Argument(expression.parameters.first?.label, $0)], at: location) }
        }
        guard let block = builder.members.functions(named: "buildBlock").first(where: \.isStatic) else { return .array(components) }
        return try invoke(block, bound: bound, components.map { Argument(nil, $0) }, at: location)
    }

    /// The expression an item consists of, if it is just one.
    func singleExpression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ExpressionStmtSyntax.self)?.expression
        default: return nil
        }
    }

    /// Builder semantics: the values of expression statements, in order.
    func collect(_ statements: CodeBlockItemListSyntax, in frame: Frame) throws -> [Value] {
        var values: [Value] = []
        for item in statements {
            // `#if os(iOS)` among a builder's views: the active branch's views.
            if case .decl(let declaration) = item.item, let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
                if let active = CompilationConditions.activeStatements(of: ifConfig) { values += try collect(active, in: frame) }
                continue
            }
            if let expression = singleExpression(item) {
                if let ifExpression = expression.as(IfExprSyntax.self) {
                    values += try collectBranch(of: ifExpression, in: frame)
                    continue
                }
                if let switchExpression = expression.as(SwitchExprSyntax.self) {
                    if let (statements, branchFrame) = try takenCase(of: switchExpression, in: frame) {
                        values += try collect(statements, in: branchFrame)
                    }
                    continue
                }
                let value = try evaluate(expression, in: frame)
                if case .void = value { continue }
                values.append(value)
            } else {
                switch try execute(item, in: frame) {
                case .returned(let value):
                    values.append(value)
                    return values
                default:
                    continue
                }
            }
        }
        return values
    }

    private func collectBranch(of ifExpression: IfExprSyntax, in frame: Frame) throws -> [Value] {
        let branchFrame = frame.nested()
        if try conditionsHold(ifExpression.conditions, in: branchFrame) {
            return try collect(ifExpression.body.statements, in: branchFrame)
        }
        switch ifExpression.elseBody {
        case .ifExpr(let next)?: return try collectBranch(of: next, in: frame)
        case .codeBlock(let block)?: return try collect(block.statements, in: frame.nested())
        case nil: return []
        @unknown default: return []
        }
    }

    /// The value of an `if` or `switch` used as an expression: its taken
    /// branch's last expression, or what the branch returns.
    func evaluateBranchValue(of expression: some ExprSyntaxProtocol, in frame: Frame) throws -> Value {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            let branchFrame = frame.nested()
            if try conditionsHold(ifExpression.conditions, in: branchFrame) {
                return try branchValue(ifExpression.body.statements, in: branchFrame)
            }
            switch ifExpression.elseBody {
            case .ifExpr(let next)?: return try evaluateBranchValue(of: next, in: frame)
            case .codeBlock(let block)?: return try branchValue(block.statements, in: frame.nested())
            case nil: return .void
            @unknown default: return .void
            }
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            guard let (statements, branchFrame) = try takenCase(of: switchExpression, in: frame) else { return .void }
            return try branchValue(statements, in: branchFrame)
        }
        return try evaluate(ExprSyntax(expression), in: frame)
    }

    private func branchValue(_ statements: CodeBlockItemListSyntax, in frame: Frame) throws -> Value {
        var last: Value = .void
        for item in statements {
            if let expression = singleExpression(item) {
                last = try evaluate(expression, in: frame)
                continue
            }
            switch try execute(item, in: frame) {
            case .returned(let value): return value
            default: continue
            }
        }
        return last
    }

    // MARK: - Statements

    func execute(_ statements: CodeBlockItemListSyntax, in frame: Frame) throws -> Flow {
        for item in statements {
            let flow = try execute(item, in: frame)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    func execute(_ item: CodeBlockItemSyntax, in frame: Frame) throws -> Flow {
        try step(at: item, in: frame)
        switch item.item {
        case .decl(let declaration):
            if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
                guard let active = CompilationConditions.activeStatements(of: ifConfig) else { return .normal }
                return try execute(active, in: frame)
            }
            if let variable = declaration.as(VariableDeclSyntax.self) {
                try declare(variable, in: frame)
            } else if let function = declaration.as(FunctionDeclSyntax.self) {
                // A local function: callable in this scope, seeing the variables around it.
                var members = MemberSet()
                members.add(DeclSyntax(function), source: frame.source, group: nil)
                if let local = members.functions.first {
                    frame.scope.declare(local.name, .function(.method(local, BoundSelf(box: frame.selfBox, typeName: frame.typeContext ?? "", captured: frame.scope))))
                }
            }
            return .normal
        case .expr(let expression):
            _ = try evaluate(expression, in: frame)
            return .normal
        case .stmt(let statement):
            return try execute(statement, in: frame)
        @unknown default:
            return .normal
        }
    }

    func execute(_ statement: StmtSyntax, in frame: Frame) throws -> Flow {
        switch statement.as(StmtSyntaxEnum.self) {
        case .returnStmt(let returnStatement):
            return .returned(try returnStatement.expression.map { try evaluate($0, in: frame, as: frame.resultShape) } ?? .void)
        case .expressionStmt(let expressionStatement):
            if let ifExpression = expressionStatement.expression.as(IfExprSyntax.self) {
                return try executeIf(ifExpression, in: frame)
            }
            if let switchExpression = expressionStatement.expression.as(SwitchExprSyntax.self) {
                guard let (statements, branchFrame) = try takenCase(of: switchExpression, in: frame) else { return .normal }
                let flow = try execute(statements, in: branchFrame)
                if case .breakLoop = flow { return .normal }
                return flow
            }
            _ = try evaluate(expressionStatement.expression, in: frame)
            return .normal
        case .guardStmt(let guardStatement):
            if try conditionsHold(guardStatement.conditions, in: frame) { return .normal }
            let flow = try execute(guardStatement.body.statements, in: frame.nested())
            if case .normal = flow {
                throw EvaluationError("guard body does not exit", at: frame.location(of: guardStatement))
            }
            return flow
        case .forStmt(let forStatement):
            return try executeFor(forStatement, in: frame)
        case .whileStmt(let whileStatement):
            while true {
                let iteration = frame.nested()
                guard try conditionsHold(whileStatement.conditions, in: iteration) else { break }
                switch try execute(whileStatement.body.statements, in: iteration) {
                case .returned(let value): return .returned(value)
                case .breakLoop: return .normal
                default: continue
                }
            }
            return .normal
        case .repeatStmt(let repeatStatement):
            repeat {
                switch try execute(repeatStatement.body.statements, in: frame.nested()) {
                case .returned(let value): return .returned(value)
                case .breakLoop: return .normal
                default: break
                }
            } while try truth(evaluate(repeatStatement.condition, in: frame), at: repeatStatement.condition, in: frame)
            return .normal
        case .breakStmt:
            return .breakLoop
        case .continueStmt:
            return .continueLoop
        case .deferStmt, .fallThroughStmt, .discardStmt:
            return .normal
        case .throwStmt(let throwStatement):
            throw EvaluationError("code throws an error", at: frame.location(of: throwStatement))
        default:
            throw EvaluationError("unsupported statement '\(statement.trimmedText.prefix(30))'", at: frame.location(of: statement))
        }
    }

    private func executeIf(_ ifExpression: IfExprSyntax, in frame: Frame) throws -> Flow {
        let branchFrame = frame.nested()
        if try conditionsHold(ifExpression.conditions, in: branchFrame) {
            return try execute(ifExpression.body.statements, in: branchFrame)
        }
        switch ifExpression.elseBody {
        case .ifExpr(let next)?: return try executeIf(next, in: frame)
        case .codeBlock(let block)?: return try execute(block.statements, in: frame.nested())
        case nil: return .normal
        @unknown default: return .normal
        }
    }

    private func executeFor(_ forStatement: ForStmtSyntax, in frame: Frame) throws -> Flow {
        let sequence = try iterate(evaluate(forStatement.sequence, in: frame), at: forStatement.sequence, in: frame)
        for element in sequence {
            let iteration = frame.nested()
            var bindings: [(String, Value)] = []
            guard try match(forStatement.pattern, element, binding: true, into: &bindings, in: iteration) else { continue }
            for (name, value) in bindings { iteration.scope.declare(name, value) }
            if let condition = forStatement.whereClause?.condition,
               try !truth(evaluate(condition, in: iteration), at: condition, in: iteration) {
                continue
            }
            switch try execute(forStatement.body.statements, in: iteration) {
            case .returned(let value): return .returned(value)
            case .breakLoop: return .normal
            default: continue
            }
        }
        return .normal
    }

    /// The elements a `for` loop or `ForEach` walks: arrays, ranges, strings, dictionaries.
    func iterate(_ value: Value, at node: some SyntaxProtocol, in frame: Frame) throws -> [Value] {
        switch value {
        case .array(let items):
            return items
        case .range(let lower, let upper, let closed, _):
            let start = Int(saturating: lower), end = Int(saturating: upper)
            guard start <= end else { return [] }
            _ = try Budget.count(end - start, "the range \(start)\(closed ? "..." : "..<")\(end)", at: frame.location(of: node))
            return (closed ? Array(start...end) : Array(start..<end)).map(Value.int)
        case .string(let text):
            return text.map { .string(String($0)) }
        case .dictionary(let entries):
            return entries.map { .tuple([$0.key, $0.value], labels: ["key", "value"]) }
        default:
            throw EvaluationError("cannot iterate over a \(value.kindDescription)", at: frame.location(of: node))
        }
    }

    // MARK: - Declarations and assignment

    func declare(_ variable: VariableDeclSyntax, in frame: Frame) throws {
        for binding in variable.bindings {
            let shape = TypeShape(binding.typeAnnotation?.type)
            var value: Value = .none
            if let initializer = binding.initializer?.value {
                value = try coerce(evaluate(initializer, in: frame, as: shape), to: shape, in: frame)
            } else if binding.accessorBlock != nil {
                continue
            }
            var bindings: [(String, Value)] = []
            guard try match(binding.pattern, value, binding: true, into: &bindings, in: frame) else {
                throw EvaluationError("value does not match '\(binding.pattern.trimmedText)'", at: frame.location(of: binding))
            }
            for (name, bound) in bindings { frame.scope.declare(name, bound) }
        }
    }

    /// `target = value`: a local variable, a property of `self`, or a field
    /// path on a reference record (`appearance.stackedLayoutAppearance.normal.iconColor`).
    func assign(_ value: Value, to target: ExprSyntax, in frame: Frame) throws {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // `self = Color(red:green:blue:)` in an initializer of a value type.
            if name == "self", let box = frame.selfBox {
                box.value = value
                return
            }
            if frame.scope.assign(name, value) { return }
            if let box = frame.selfBox, var instance = box.instance {
                instance.fields[storageName(name, in: instance)] = value
                box.value = .instance(instance)
                return
            }
            // `maximumFractionDigits = 0` in an `extension NumberFormatter` method.
            if case .record(let record)? = frame.selfBox?.value, record.storage.isReference {
                record.storage.fields[name] = value
                sharedMutations += 1
                return
            }
            throw EvaluationError("cannot assign to '\(name)'", at: frame.location(of: target))
        }
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        if let access = target.as(MemberAccessExprSyntax.self), let baseExpression = access.base {
            let name = access.declName.baseName.text
            if baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", let box = frame.selfBox {
                if var instance = box.instance {
                    instance.fields[storageName(name, in: instance)] = value
                    box.value = .instance(instance)
                    return
                }
                if case .record(let record) = box.value {
                    record.storage.fields[name] = value
                    sharedMutations += 1
                    return
                }
            }
            let base = try evaluate(baseExpression, in: frame)
            switch base {
            case .string where Interpreter.attributedStringAttributes.contains(name):
                // `run.font = .body` on an AttributedString: its text is drawn, its attributes are not.
                preview.issues.note("AttributedString .\(name)", .notDrawn, at: frame.location(of: target))
                return
            case .record(let record) where record.storage.isReference:
                record.storage.fields[name] = value
                sharedMutations += 1
                return
            case .instance(var instance):
                instance.fields[name] = value
                try assign(.instance(instance), to: baseExpression, in: frame)
                return
            case .record(let record):
                let copy = Record(record.typeName, record.storage.fields)
                copy.storage.fields[name] = value
                try assign(.record(copy), to: baseExpression, in: frame)
                return
            default:
                break
            }
        }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self),
           case .array(var items) = try evaluate(subscriptCall.calledExpression, in: frame),
           let indexExpression = subscriptCall.arguments.first?.expression,
           case .int(let index) = try evaluate(indexExpression, in: frame), items.indices.contains(index) {
            items[index] = value
            try assign(.array(items), to: subscriptCall.calledExpression, in: frame)
            return
        }
        if let tuple = target.as(TupleExprSyntax.self), case .tuple(let values, _) = value, values.count == tuple.elements.count {
            for (element, item) in zip(tuple.elements, values) { try assign(item, to: element.expression, in: frame) }
            return
        }
        throw EvaluationError("cannot assign to '\(target.trimmedText)'", at: frame.location(of: target))
    }

    /// Attributes of an `AttributedString` (or a run of one) a guide sets.
    static let attributedStringAttributes: Set<String> = [
        "font", "foregroundColor", "backgroundColor", "underlineStyle", "strikethroughStyle", "kern", "tracking", "link",
        "baselineOffset", "underlineColor", "strikethroughColor", "inlinePresentationIntent", "swiftUI", "uiKit",
    ]

    /// The stored property `_name` stands for: `_isOn = isOn` and
    /// `_count = State(initialValue: 3)` in an `init` set the wrapped
    /// property `isOn`/`count` (wrappers hold their values here).
    func storageName(_ name: String, in instance: Instance) -> String {
        guard name.hasPrefix("_"), name.count > 1, !instance.fieldOrder.contains(name) else { return name }
        let wrapped = String(name.dropFirst())
        return instance.fieldOrder.contains(wrapped) ? wrapped : name
    }
}
