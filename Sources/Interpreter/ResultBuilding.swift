import Diagnostics
import SwiftSemantics
import SwiftSyntax

/// A guide's `@resultBuilder` applied to a body as Swift transforms it
/// (SE-0289, SE-0348), calling the builder's methods in the compiler's order:
/// each expression through `buildExpression` where it stands; an `if`'s or
/// `switch`'s taken branch built as its own block, then `buildLimitedAvailability`
/// (under `#available`), then the `buildEither` injections, innermost first,
/// then `buildOptional` when the chain has no `else`; a `for` loop's
/// iterations each a block, then `buildArray`; a block's parts combined by
/// `buildPartialBlock` when both are declared (an empty block by
/// `buildBlock()`), else `buildBlock`; the body's component last through
/// `buildFinalResult`. SwiftUI's `@ViewBuilder` is not built here.
/// A guide excerpt that leaves out a method swiftc would require
/// (`buildOptional` beside an `if`) gets the component passed through, as
/// such builders almost always write it, rather than no picture.
struct ResultBuilding {
    let interpreter: Interpreter
    let builder: TypeDeclaration

    /// The body's value: its block's component, through `buildFinalResult` when declared.
    func body(_ statements: CodeBlockItemListSyntax, in frame: Frame) throws -> Value {
        let component = try block(statements, in: frame, at: Syntax(statements))
        guard declares("buildFinalResult") else { return component }
        return try call("buildFinalResult", [Argument(nil, component)], at: Syntax(statements), in: frame)
    }

    // MARK: - Blocks and statements

    private func block(_ statements: CodeBlockItemListSyntax, in frame: Frame, at node: Syntax) throws -> Value {
        // Blocks nest as the code does: one depth budget bounds them with the calls.
        try interpreter.nested(at: frame.location(of: node)) {
            var parts: [Value] = []
            try appendParts(of: statements, to: &parts, in: frame)
            return try combine(parts, at: node, in: frame)
        }
    }

    private func appendParts(of statements: CodeBlockItemListSyntax, to parts: inout [Value], in frame: Frame) throws {
        for item in statements {
            // `#if` among the statements: the active clause's statements stand in its place.
            if case .decl(let declaration) = item.item, let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
                if let active = CompilationConditions.activeStatements(of: ifConfig) { try appendParts(of: active, to: &parts, in: frame) }
                continue
            }
            if let part = try component(of: item, in: frame) { parts.append(part) }
        }
    }

    /// What one statement adds to its block; nil for a declaration.
    private func component(of item: CodeBlockItemSyntax, in frame: Frame) throws -> Value? {
        let node = Syntax(item)
        if let expression = interpreter.singleExpression(item) {
            try interpreter.step(at: item, in: frame)
            if let ifExpression = expression.as(IfExprSyntax.self) { return try chain(ifExpression, in: frame) }
            if let switchExpression = expression.as(SwitchExprSyntax.self) { return try cases(switchExpression, in: frame) }
            // Every expression, `Void` ones included, goes through `buildExpression`.
            var argument = Argument(nil, try interpreter.evaluate(expression, in: frame))
            guard declares("buildExpression") else { return argument.value }
            argument.staticType = interpreter.types.type(of: expression)
            return try call("buildExpression", [argument], at: node, in: frame)
        }
        if case .stmt(let statement) = item.item {
            if let forStatement = statement.as(ForStmtSyntax.self) {
                try interpreter.step(at: item, in: frame)
                var iterations: [Value] = []
                _ = try interpreter.eachIteration(of: forStatement, in: frame) { iteration in
                    iterations.append(try block(forStatement.body.statements, in: iteration, at: Syntax(forStatement.body)))
                    return nil
                }
                guard declares("buildArray") else { return .array(iterations) }
                return try call("buildArray", [Argument(nil, .array(iterations))], at: node, in: frame)
            }
            if let doStatement = statement.as(DoStmtSyntax.self) {
                try interpreter.step(at: item, in: frame)
                return try block(doStatement.body.statements, in: frame.nested(), at: Syntax(doStatement.body))
            }
        }
        // Declarations (and statements a builder does not transform) run as they are.
        _ = try interpreter.execute(item, in: frame)
        return nil
    }

    /// An `if`/`else if`/`else` chain: the taken branch's block, injected by
    /// its place among the chain's branches, optional when there is no `else`.
    private func chain(_ first: IfExprSyntax, in frame: Frame) throws -> Value {
        var links: [IfExprSyntax] = [first]
        var finalElse: CodeBlockSyntax?
        while true {
            switch links[links.count - 1].elseBody {
            case .ifExpr(let next)?: links.append(next); continue
            case .codeBlock(let block)?: finalElse = block
            default: break
            }
            break
        }
        let count = links.count + (finalElse == nil ? 0 : 1)
        var taken: (index: Int, value: Value)?
        for (index, link) in links.enumerated() {
            let branchFrame = frame.nested()
            guard try interpreter.conditionsHold(link.conditions, in: branchFrame) else { continue }
            var value = try block(link.body.statements, in: branchFrame, at: Syntax(link.body))
            let limited = link.conditions.contains { if case .availability = $0.condition { true } else { false } }
            if limited, declares("buildLimitedAvailability") {
                value = try call("buildLimitedAvailability", [Argument(nil, value)], at: Syntax(link), in: frame)
            }
            taken = (index, value)
            break
        }
        if taken == nil, let finalElse {
            taken = (count - 1, try block(finalElse.statements, in: frame.nested(), at: Syntax(finalElse)))
        }
        let injected = try taken.map { try inject($0.value, at: $0.index, of: count, node: Syntax(first), in: frame) }
        guard finalElse == nil else { return injected ?? .void }
        guard declares("buildOptional") else { return try injected ?? combine([], at: Syntax(first), in: frame) }
        let optional: Value = injected.map { $0.isNone ? .boxedOptional($0) : $0 } ?? .none
        return try call("buildOptional", [Argument(nil, optional)], at: Syntax(first), in: frame)
    }

    /// A `switch`: the matching case's block, injected by its place among the cases.
    private func cases(_ switchExpression: SwitchExprSyntax, in frame: Frame) throws -> Value {
        let switchCases = switchExpression.cases.compactMap { if case .switchCase(let switchCase) = $0 { switchCase } else { nil } }
        guard let (index, caseFrame) = try interpreter.takenCaseIndex(of: switchExpression, in: frame), index < switchCases.count else {
            throw EvaluationError("no case of the switch matches", at: frame.location(of: switchExpression))
        }
        let value = try block(switchCases[index].statements, in: caseFrame, at: Syntax(switchCases[index]))
        let count = switchCases.count
        return try inject(value, at: index, of: count, node: Syntax(switchExpression), in: frame)
    }

    /// `buildEither` injections of branch `index` of `count`, innermost first.
    /// Swift's tree is left-biased: the first subtree holds the largest power
    /// of two below the count (5 branches split 4 + 1).
    private func inject(_ value: Value, at index: Int, of count: Int, node: Syntax, in frame: Frame) throws -> Value {
        var path: [Bool] = []  // true: `second`, outermost first
        var (offset, remaining) = (0, count)
        while remaining > 1 {
            var left = 1
            while left * 2 < remaining { left *= 2 }
            let second = index - offset >= left
            path.append(second)
            if second { offset += left; remaining -= left } else { remaining = left }
        }
        var result = value
        for second in path.reversed() where declares("buildEither") {
            result = try call("buildEither", [Argument(second ? "second" : "first", result)], at: node, in: frame)
        }
        return result
    }

    /// A block's parts as one component.
    private func combine(_ parts: [Value], at node: Syntax, in frame: Frame) throws -> Value {
        let partial = methods("buildPartialBlock")
        let folds = partial.contains { $0.parameters.first?.label == "first" } && partial.contains { $0.parameters.first?.label == "accumulated" }
        if folds, let first = parts.first {
            var accumulated = try call("buildPartialBlock", [Argument("first", first)], at: node, in: frame)
            for next in parts.dropFirst() {
                accumulated = try call("buildPartialBlock", [Argument("accumulated", accumulated), Argument("next", next)], at: node, in: frame)
            }
            return accumulated
        }
        guard declares("buildBlock") else { return .array(parts) }
        return try call("buildBlock", parts.map { Argument(nil, $0) }, at: node, in: frame)
    }

    // MARK: - The builder's methods

    private func methods(_ name: String) -> [FunctionDeclaration] {
        builder.members.functions(named: name).filter(\.isStatic)
    }

    private func declares(_ name: String) -> Bool { !methods(name).isEmpty }

    /// Calls the builder's static method of this name whose parameters take
    /// the arguments best: the overload whose parameter types the values are
    /// instances of (`buildExpression(_: String)` for a string), before one an
    /// integer converts to or one of a generic parameter's type.
    private func call(_ name: String, _ arguments: [Argument], at node: Syntax, in frame: Frame) throws -> Value {
        let location = frame.location(of: node)
        let candidates = methods(name).filter { interpreter.accepts($0.parameters, arguments) }
        let scored = candidates.map { ($0, fit(arguments, $0)) }
        guard let method = scored.filter({ $0.1 != nil }).max(by: { $0.1! < $1.1! })?.0 ?? candidates.first else {
            throw EvaluationError("result builder '\(builder.name)' has no '\(name)' taking these \(arguments.count) parts", at: location)
        }
        let bound = BoundSelf(box: nil, typeName: builder.qualifiedName)
        return try interpreter.nested(at: location) { try interpreter.invoke(method, bound: bound, arguments, at: location) }
    }

    /// How well the values fit the parameters: 3 each of its type as the
    /// expression is typed, 2 an instance of it, 1 a converted integer or an
    /// open type; nil when one does not fit.
    private func fit(_ arguments: [Argument], _ method: FunctionDeclaration) -> Int? {
        let frame = Frame(scope: Scope(), selfBox: nil, typeContext: builder.qualifiedName, source: method.source)
        let generics = Set(builder.genericParameters).union(method.declaration.genericParameterClause?.parameters.map(\.name.text) ?? [])
        var score = 0
        for (argument, parameter) in zip(arguments, method.parameters) {
            if parameter.isVariadic { score += 1; continue }
            let type = interpreter.resolvedType(parameter.type, in: frame)
            if case .nominal(let typeName, _) = type, generics.contains(typeName) { score += 1; continue }
            switch type {
            case .genericParameter, .unknown: score += 1; continue
            default: break
            }
            // The expression's own type first: `CGFloat(2)` is a `CGFloat` though its value is any floating-point number's.
            if let written = argument.staticType, written.isConcrete, written == type { score += 3; continue }
            if interpreter.isInstance(argument.value, of: type) { score += 2; continue }
            if case .int = argument.value, case .nominal(let typeName, _) = type, SwiftType.floatingPointNames.contains(typeName) { score += 1; continue }
            return nil
        }
        return score
    }
}

/// Whether a body says `return` (outside the closures and functions in it).
enum ExplicitReturn {
    static func isIn(_ statements: CodeBlockItemListSyntax) -> Bool {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(statements)
        return finder.found
    }

    private final class Finder: SyntaxVisitor {
        var found = false
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
