import SwiftCode
import SwiftSyntax

extension Interpreter {
    /// `if`/`guard`/`while` conditions. Bindings (`if let x`, `case .a(let n) = v`)
    /// are declared in `frame`'s scope.
    func conditionsHold(_ conditions: ConditionElementListSyntax, in frame: Frame) throws -> Bool {
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                guard try truth(evaluate(expression, in: frame), at: expression, in: frame) else { return false }
            case .optionalBinding(let binding):
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                let value: Value
                if let initializer = binding.initializer?.value {
                    value = try evaluate(initializer, in: frame)
                } else if let name {
                    // `if let unit {` shorthand.
                    value = try evaluate(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), in: frame)
                } else {
                    return false
                }
                if value.isNone { return false }
                let unwrapped = Value.unwrappingOne(value, staticType: binding.initializer.map { types.type(of: $0.value) } ?? nil)
                var bindings: [(String, Value)] = []
                guard try match(binding.pattern, unwrapped, binding: true, into: &bindings, in: frame) else { return false }
                for (bound, boundValue) in bindings { frame.scope.declare(bound, boundValue) }
            case .matchingPattern(let matching):
                let value = try evaluate(matching.initializer.value, in: frame)
                var bindings: [(String, Value)] = []
                guard try match(matching.pattern, value, binding: false, into: &bindings, in: frame) else { return false }
                for (bound, boundValue) in bindings { frame.scope.declare(bound, boundValue) }
            case .availability:
                continue
            @unknown default:
                return false
            }
        }
        return true
    }

    /// The statements of the `switch` case that matches, with a frame holding
    /// the case's bindings; nil when no case matches.
    func takenCase(of switchExpression: SwitchExprSyntax, in frame: Frame) throws -> (CodeBlockItemListSyntax, Frame)? {
        guard let (index, caseFrame) = try takenCaseIndex(of: switchExpression, in: frame) else { return nil }
        var position = 0
        for element in switchExpression.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            if position == index { return (switchCase.statements, caseFrame) }
            position += 1
        }
        return nil
    }

    /// The position among the `switch`'s cases of the one that matches, and
    /// a frame holding its bindings. `default` matches wherever it is written,
    /// but only when no case does.
    func takenCaseIndex(of switchExpression: SwitchExprSyntax, in frame: Frame) throws -> (Int, Frame)? {
        let subject = try evaluate(switchExpression.subject, in: frame)
        var defaultCase: Int?
        var position = -1
        for element in switchExpression.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            position += 1
            switch switchCase.label {
            case .default:
                defaultCase = position
            case .case(let label):
                for item in label.caseItems {
                    let caseFrame = frame.nested()
                    var bindings: [(String, Value)] = []
                    guard try match(item.pattern, subject, binding: false, into: &bindings, in: caseFrame) else { continue }
                    for (name, value) in bindings { caseFrame.scope.declare(name, value) }
                    if let condition = item.whereClause?.condition,
                       try !truth(evaluate(condition, in: caseFrame), at: condition, in: caseFrame) {
                        continue
                    }
                    return (position, caseFrame)
                }
            @unknown default:
                continue
            }
        }
        return defaultCase.map { ($0, frame.nested()) }
    }

    /// Matches a pattern against a value. With `binding`, bare names bind
    /// (`let x`, `case .sub(let n)`, `for (i, x) in`); otherwise they compare.
    func match(_ pattern: PatternSyntax, _ value: Value, binding: Bool, into bindings: inout [(String, Value)], in frame: Frame) throws -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            bindings.append((identifier.identifier.text, value))
            return true
        }
        if let valueBinding = pattern.as(ValueBindingPatternSyntax.self) {
            return try match(valueBinding.pattern, value, binding: true, into: &bindings, in: frame)
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            let elements = Array(tuple.elements)
            guard case .tuple(let items, _) = value, items.count == elements.count else {
                if elements.count == 1 { return try match(elements[0].pattern, value, binding: binding, into: &bindings, in: frame) }
                return false
            }
            for (element, item) in zip(elements, items) {
                guard try match(element.pattern, item, binding: binding, into: &bindings, in: frame) else { return false }
            }
            return true
        }
        if let expressionPattern = pattern.as(ExpressionPatternSyntax.self) {
            return try match(expression: expressionPattern.expression, value, binding: binding, into: &bindings, in: frame)
        }
        if let isPattern = pattern.as(IsTypePatternSyntax.self) {
            return isInstance(value, of: resolvedType(isPattern.type, in: frame))
        }
        throw EvaluationError("unsupported pattern '\(pattern.trimmedText)'", at: frame.location(of: pattern))
    }

    private func match(expression: ExprSyntax, _ value: Value, binding: Bool, into bindings: inout [(String, Value)], in frame: Frame) throws -> Bool {
        if let patternExpression = expression.as(PatternExprSyntax.self) {
            return try match(patternExpression.pattern, value, binding: binding, into: &bindings, in: frame)
        }
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        // `case let n as Int`, `catch let e as NetworkError`: a cast that must succeed, then the pattern.
        if let asExpression = expression.as(AsExprSyntax.self) {
            guard let cast = cast(value, to: resolvedType(asExpression.type, in: frame)) else { return false }
            return try match(expression: asExpression.expression, cast, binding: binding, into: &bindings, in: frame)
        }
        // `case let x?`: a value that is not nil, unwrapped.
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            let unboxed: Value = if case .boxedOptional(let wrapped) = value { wrapped } else { value }
            if unboxed.isNone { return false }
            return try match(expression: optional.expression, unboxed, binding: binding, into: &bindings, in: frame)
        }
        if binding, let reference = expression.as(DeclReferenceExprSyntax.self) {
            bindings.append((reference.baseName.text, value))
            return true
        }
        // `case nil`, `.none`: an Optional's empty case.
        if expression.is(NilLiteralExprSyntax.self) { return value.isNone }
        // `.awake`, `Stage.awake`
        if let access = expression.as(MemberAccessExprSyntax.self), access.base == nil || isTypeReference(access.base!, in: frame) {
            let name = access.declName.baseName.text
            if name == "none", value.isNone || value.caseName != "none" { return value.isNone }
            return value.caseName == name
        }
        // `.sub(let n)`
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           access.base == nil || isTypeReference(access.base!, in: frame) {
            // `.some(let x)`: an Optional that holds a value, the pattern on that value.
            if access.declName.baseName.text == "some", value.caseName != "some", call.arguments.count == 1 {
                // (A value holding nil, `.some(nil)` of an `Int??`, matches `.some(.none)`.)
                if value.isNone { return false }
                let unboxed: Value = if case .boxedOptional(let wrapped) = value { wrapped } else { value }
                return try match(expression: call.arguments.first!.expression, unboxed, binding: binding, into: &bindings, in: frame)
            }
            guard value.caseName == access.declName.baseName.text else { return false }
            let payload: [Argument]
            switch value {
            case .enumCase(let caseValue): payload = caseValue.payload
            case .implicitMember(_, let arguments?): payload = arguments
            default: return false
            }
            for (index, argument) in call.arguments.enumerated() {
                guard index < payload.count else { return false }
                guard try match(expression: argument.expression, payload[index].value, binding: binding, into: &bindings, in: frame) else {
                    return false
                }
            }
            return true
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            guard case .tuple(let items, _) = value, items.count == tuple.elements.count else { return false }
            for (element, item) in zip(tuple.elements, items) {
                guard try match(expression: element.expression, item, binding: binding, into: &bindings, in: frame) else { return false }
            }
            return true
        }
        let candidate = try evaluate(expression, in: frame)
        // A guide's own `~=` for these types decides, as Swift's pattern matching asks it.
        if case .bool(let matched)? = try guideOperator("~=", candidate, value, at: frame.location(of: expression)) { return matched }
        if case .range(let lower, let upper, let closed, _) = candidate, let number = value.asDouble {
            return number >= lower && (closed ? number <= upper : number < upper)
        }
        if case .boundsRange(let lower, let upper, let closed) = candidate {
            return try boundsContain(lower: lower, upper: upper, closed: closed, value, in: frame)
        }
        return try valuesEqual(candidate, value, in: frame)
    }

    private func isTypeReference(_ expression: ExprSyntax, in frame: Frame) -> Bool {
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else {
            return expression.is(MemberAccessExprSyntax.self)
        }
        let name = reference.baseName.text
        return name.first?.isUppercase == true && frame.scope.lookup(name) == nil
    }
}
