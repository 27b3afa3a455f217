import SwiftSemantics
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
    /// A guide's own `@resultBuilder` type, applied as Swift transforms
    /// the body (`ResultBuilding`).
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
            // An explicit `return` turns the builder off, as Swift does (with a warning).
            guard !ExplicitReturn.isIn(statements) else { return try runBody(statements, in: frame, mode: .function) }
            return try ResultBuilding(interpreter: self, builder: builder).body(statements, in: frame)
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
            // Among other statements an `if` or `switch` is a statement: a `return` in it returns.
            if let expression = singleExpression(item), statements.count == 1 || !(expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self)) {
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

    /// Runs a block's statements. `defer` blocks met on the way run when the
    /// block is left, last first, however it is left (a `return`, a
    /// `break`, a thrown error).
    func execute(_ statements: CodeBlockItemListSyntax, in frame: Frame) throws -> Flow {
        var deferred: [CodeBlockSyntax] = []
        var flow = Flow.normal
        do {
            for item in statements {
                if case .stmt(let statement) = item.item, let deferStatement = statement.as(DeferStmtSyntax.self) {
                    deferred.append(deferStatement.body)
                    continue
                }
                flow = try execute(item, in: frame)
                if case .normal = flow { continue }
                break
            }
        } catch {
            try runDeferred(deferred, in: frame)
            throw error
        }
        try runDeferred(deferred, in: frame)
        return flow
    }

    private func runDeferred(_ deferred: [CodeBlockSyntax], in frame: Frame) throws {
        for body in deferred.reversed() {
            _ = try execute(body.statements, in: frame.nested())
        }
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
                return try executeSwitch(switchExpression, label: nil, in: frame)
            }
            _ = try evaluate(expressionStatement.expression, in: frame)
            return .normal
        case .labeledStmt(let labeled):
            return try executeLabeled(labeled.statement, label: labeled.label.text, in: frame)
        case .doStmt(let doStatement):
            return try executeDo(doStatement, in: frame)
        case .guardStmt(let guardStatement):
            if try conditionsHold(guardStatement.conditions, in: frame) { return .normal }
            let flow = try execute(guardStatement.body.statements, in: frame.nested())
            if case .normal = flow {
                throw EvaluationError("guard body does not exit", at: frame.location(of: guardStatement))
            }
            return flow
        case .forStmt, .whileStmt, .repeatStmt:
            return try executeLabeled(statement, label: nil, in: frame)
        case .breakStmt(let breakStatement):
            return .breakLoop(label: breakStatement.label?.text)
        case .continueStmt(let continueStatement):
            return .continueLoop(label: continueStatement.label?.text)
        case .fallThroughStmt:
            return .fallthroughCase
        case .deferStmt(let deferStatement):
            // A `defer` the enclosing block did not collect (the last statement of a builder body).
            _ = deferStatement
            return .normal
        case .discardStmt:
            return .normal
        case .throwStmt(let throwStatement):
            throw ThrownError(value: try evaluate(throwStatement.expression, in: frame), location: frame.location(of: throwStatement))
        default:
            throw EvaluationError("unsupported statement '\(statement.trimmedText.prefix(30))'", at: frame.location(of: statement))
        }
    }

    /// A loop, `switch`, `if` or `do`, with the label written before it (or
    /// none): `break` and `continue` with that label, or with none for the
    /// loop itself, end here; others go on outwards.
    private func executeLabeled(_ statement: StmtSyntax, label: String?, in frame: Frame) throws -> Flow {
        func endsHere(_ target: String?) -> Bool { target == nil || target == label }
        /// A loop body's flow: nil to go on looping, else what the loop gives.
        func afterBody(_ flow: Flow) -> Flow? {
            switch flow {
            case .normal: return nil
            case .continueLoop(let target) where endsHere(target): return nil
            case .breakLoop(let target) where endsHere(target): return .normal
            default: return flow
            }
        }
        switch statement.as(StmtSyntaxEnum.self) {
        case .forStmt(let forStatement):
            return try executeFor(forStatement, in: frame, afterBody)
        case .whileStmt(let whileStatement):
            while true {
                try step(at: whileStatement, in: frame)
                let iteration = frame.nested()
                guard try conditionsHold(whileStatement.conditions, in: iteration) else { break }
                if let flow = afterBody(try execute(whileStatement.body.statements, in: iteration)) { return flow }
            }
            return .normal
        case .repeatStmt(let repeatStatement):
            repeat {
                try step(at: repeatStatement, in: frame)
                if let flow = afterBody(try execute(repeatStatement.body.statements, in: frame.nested())) { return flow }
            } while try truth(evaluate(repeatStatement.condition, in: frame), at: repeatStatement.condition, in: frame)
            return .normal
        case .expressionStmt(let expressionStatement):
            let flow: Flow
            if let switchExpression = expressionStatement.expression.as(SwitchExprSyntax.self) {
                flow = try executeSwitch(switchExpression, label: label, in: frame)
            } else if let ifExpression = expressionStatement.expression.as(IfExprSyntax.self) {
                flow = try executeIf(ifExpression, in: frame)
            } else {
                flow = try execute(statement, in: frame)
            }
            if case .breakLoop(let target) = flow, target != nil, target == label { return .normal }
            return flow
        case .doStmt(let doStatement):
            let flow = try executeDo(doStatement, in: frame)
            if case .breakLoop(let target) = flow, target != nil, target == label { return .normal }
            return flow
        default:
            return try execute(statement, in: frame)
        }
    }

    /// A `switch` statement: the matching case runs (and those it falls
    /// through to); an unlabelled `break` ends the switch.
    private func executeSwitch(_ switchExpression: SwitchExprSyntax, label: String?, in frame: Frame) throws -> Flow {
        guard let (index, branchFrame) = try takenCaseIndex(of: switchExpression, in: frame) else { return .normal }
        let cases = switchExpression.cases.compactMap { element -> SwitchCaseSyntax? in
            if case .switchCase(let switchCase) = element { return switchCase }
            return nil
        }
        var current = index
        var caseFrame = branchFrame
        while true {
            let flow = try execute(cases[current].statements, in: caseFrame)
            switch flow {
            case .fallthroughCase where current + 1 < cases.count:
                current += 1
                caseFrame = frame.nested()
            case .fallthroughCase:
                return .normal
            case .breakLoop(let target) where target == nil || target == label:
                return .normal
            default:
                return flow
            }
        }
    }

    /// `do { } catch pattern where condition { }`: an error the body throws
    /// is matched against each clause in order; unmatched, it goes on.
    private func executeDo(_ doStatement: DoStmtSyntax, in frame: Frame) throws -> Flow {
        do {
            return try execute(doStatement.body.statements, in: frame.nested())
        } catch let thrown as ThrownError {
            for clause in doStatement.catchClauses {
                let clauseFrame = frame.nested()
                if clause.catchItems.isEmpty {
                    clauseFrame.scope.declare("error", thrown.value)
                    return try execute(clause.body.statements, in: clauseFrame)
                }
                for item in clause.catchItems {
                    var bindings: [(String, Value)] = []
                    if let pattern = item.pattern {
                        guard try match(pattern, thrown.value, binding: false, into: &bindings, in: clauseFrame) else { continue }
                    } else {
                        bindings.append(("error", thrown.value))
                    }
                    for (name, value) in bindings { clauseFrame.scope.declare(name, value) }
                    if let condition = item.whereClause?.condition,
                       try !truth(evaluate(condition, in: clauseFrame), at: condition, in: clauseFrame) {
                        continue
                    }
                    return try execute(clause.body.statements, in: clauseFrame)
                }
            }
            throw thrown
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

    private func executeFor(_ forStatement: ForStmtSyntax, in frame: Frame, _ afterBody: (Flow) -> Flow?) throws -> Flow {
        try eachIteration(of: forStatement, in: frame) { iteration in afterBody(try execute(forStatement.body.statements, in: iteration)) }
    }

    /// Runs `body` in a frame per element a `for` loop takes (its pattern
    /// bound, its `where` holding); a flow `body` gives ends the loop.
    func eachIteration(of forStatement: ForStmtSyntax, in frame: Frame, _ body: (Frame) throws -> Flow?) throws -> Flow {
        let sequence = try evaluate(forStatement.sequence, in: frame)
        // `for case let x? in`, `for case .some(let x) in`: a pattern that filters.
        let binding = forStatement.caseKeyword == nil
        /// One pass of the body; a flow that ends the loop.
        func pass(_ element: Value) throws -> Flow? {
            try step(at: forStatement, in: frame)
            let iteration = frame.nested()
            var bindings: [(String, Value)] = []
            guard try match(forStatement.pattern, element, binding: binding, into: &bindings, in: iteration) else { return nil }
            for (name, value) in bindings { iteration.scope.declare(name, value) }
            if let condition = forStatement.whereClause?.condition,
               try !truth(evaluate(condition, in: iteration), at: condition, in: iteration) {
                return nil
            }
            return try body(iteration)
        }
        // A lazy sequence gives each element as the loop asks for it: its closures and the body take turns.
        if case .lazySequence(let chain) = sequence {
            var ending: Flow?
            try lazyEvaluation(in: frame).forEach(chain) { element in
                ending = try pass(element)
                if case .none = ending { return true }
                return false
            }
            return ending ?? .normal
        }
        for element in try iterate(sequence, at: forStatement.sequence, in: frame) {
            if let flow = try pass(element) { return flow }
        }
        return .normal
    }

    /// The elements a `for` loop or `ForEach` walks: arrays, ranges, strings, dictionaries.
    func iterate(_ value: Value, at node: some SyntaxProtocol, in frame: Frame) throws -> [Value] {
        switch value {
        case .array(let items), .set(let items):
            return items
        case .arraySlice(let slice):
            return slice.elements
        case .reversedCollection(let base):
            return try iterate(base, at: node, in: frame).reversed()
        case .lazySequence(let chain):
            return try lazyEvaluation(in: frame).elements(chain)
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
        let wrapper = localWrapper(variable)
        for binding in variable.bindings {
            let shape = TypeShape(binding.typeAnnotation?.type)
            var value: Value = .none
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unescapedText, binding.accessorBlock != nil || wrapper != nil {
                // A computed, observed or wrapped local: what reading and writing it run is kept with it.
                frame.scope.declareAccessors(name, LocalAccessors(binding: binding, frame: frame, isWrapped: wrapper != nil))
                if let wrapper {
                    let initial = try binding.initializer.map { try coerce(evaluate($0.value, in: frame, as: shape), to: shape, in: frame) }
                    var arguments = initial.map { [Argument("wrappedValue", $0)] } ?? []
                    for argument in wrapper.arguments ?? [] { arguments.append(Argument(argument.label?.text, try evaluate(argument.expression, in: frame))) }
                    frame.scope.declare("_" + name, try construct(wrapper.type.qualifiedName, arguments, at: binding, in: frame))
                } else if let initializer = binding.initializer?.value {
                    frame.scope.declare("_" + name + ".stored", try coerce(evaluate(initializer, in: frame, as: shape), to: shape, in: frame))
                }
                continue
            }
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

    /// A guide-declared property wrapper on a local variable (`@Clamped var level = 3`).
    private func localWrapper(_ variable: VariableDeclSyntax) -> WrapperAttribute? {
        for element in variable.attributes {
            guard case .attribute(let attribute) = element, let type = table.type(named: attribute.attributeName.trimmedDescription),
                  type.isPropertyWrapper else { continue }
            if case .argumentList(let arguments)? = attribute.arguments { return WrapperAttribute(type: type, arguments: arguments) }
            return WrapperAttribute(type: type, arguments: nil)
        }
        return nil
    }

    /// Reads a local with accessors: its getter, its wrapper's value, or its stored value.
    func readLocal(_ name: String, _ local: LocalAccessors, in scope: Scope, at node: some SyntaxProtocol) throws -> Value {
        if local.isWrapped {
            return try member("wrappedValue", of: scope.lookup("_" + name) ?? .none, at: node, in: local.frame)
        }
        if let getter = local.getter {
            return try nested(at: local.frame.location(of: local.binding)) {
                try runBody(getter, in: local.frame.nested(), mode: .function)
            }
        }
        return scope.lookup("_" + name + ".stored") ?? .none
    }

    /// Writes a local with accessors: its setter, its wrapper's setter, or its storage between `willSet` and `didSet`.
    func writeLocal(_ name: String, _ local: LocalAccessors, _ value: Value, in scope: Scope, at node: some SyntaxProtocol) throws {
        if local.isWrapped {
            let wrapper = scope.lookup("_" + name) ?? .none
            let changed = try settingMember("wrappedValue", of: wrapper, to: value, at: node, in: local.frame)
            if !Self.isReference(wrapper) { _ = scope.assign("_" + name, changed) }
            return
        }
        func run(_ accessor: AccessorDeclSyntax?, _ parameter: String, _ argument: Value) throws {
            guard let accessor, let body = accessor.body else { return }
            let inner = local.frame.nested()
            inner.scope.declare(accessor.parameters?.name.text ?? parameter, argument)
            _ = try execute(body.statements, in: inner)
        }
        if local.getter != nil {
            guard local.accessor(.set) != nil else { throw EvaluationError("cannot assign to '\(name)': it is a get-only variable", at: local.frame.location(of: node)) }
            try run(local.accessor(.set), "newValue", value)
            return
        }
        let old = scope.lookup("_" + name + ".stored") ?? .none
        try run(local.accessor(.willSet), "newValue", value)
        scope.declare("_" + name + ".stored", value)
        try run(local.accessor(.didSet), "oldValue", old)
    }

    /// `target = value`: the place the target names is written (see
    /// `Place`); a tuple of targets takes a tuple apart; `_` discards.
    func assign(_ value: Value, to target: ExprSyntax, in frame: Frame) throws {
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        if let tuple = target.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            guard case .tuple(let values, _) = value, values.count == tuple.elements.count else {
                throw EvaluationError("cannot assign \(value.kindDescription) to '\(target.trimmedText)'", at: frame.location(of: target))
            }
            for (element, item) in zip(tuple.elements, values) { try assign(item, to: element.expression, in: frame) }
            return
        }
        try write(value, to: place(of: target, in: frame), at: target, in: frame)
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
