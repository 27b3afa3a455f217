import SwiftSemantics
import SwiftCode
import SwiftSyntax

/// Integer literals take the type their context asks for, as Swift's type
/// inference gives them: `let k: CGFloat = 1/30` is 0.0333 and
/// `.aspectRatio(16/9, contentMode: .fit)` is 1.78, while `Double(7/2)` is
/// 3 (the literals default to `Int` there) and `x / 2` with an `Int` `x`
/// stays integer division.
///
/// Only expressions made of nothing but integer literals and arithmetic
/// (`16/9`, `-(1/3)`, `360 / 7`) have a type that depends on context; the
/// interpreter is dynamically typed otherwise, so every other expression
/// is evaluated as it is and converted afterwards.
enum LiteralArithmetic {
    /// Whether `expression` is integer literals combined by `+ - * /`,
    /// parentheses and unary minus: an expression whose type is chosen by
    /// its context. Looked at for at most `maximumTerms` nodes: the check
    /// runs at every level of an expression's evaluation, so a longer chain
    /// (which no design code writes) is evaluated as written, in linear time.
    static func isIntegerLiteralArithmetic(_ expression: ExprSyntax) -> Bool {
        var budget = maximumTerms
        return isIntegerLiteralArithmetic(expression, budget: &budget)
    }

    static let maximumTerms = 256

    private static func isIntegerLiteralArithmetic(_ expression: ExprSyntax, budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0 else { return false }
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr:
            return true
        case .tupleExpr(let tuple):
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return false }
            return isIntegerLiteralArithmetic(only.expression, budget: &budget)
        case .prefixOperatorExpr(let prefix):
            return (prefix.operator.text == "-" || prefix.operator.text == "+") && isIntegerLiteralArithmetic(prefix.expression, budget: &budget)
        case .infixOperatorExpr(let infix):
            guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op) else { return false }
            return isIntegerLiteralArithmetic(infix.leftOperand, budget: &budget) && isIntegerLiteralArithmetic(infix.rightOperand, budget: &budget)
        default:
            return false
        }
    }

    /// Whether the value of integer literal arithmetic depends on being
    /// `Int` or floating point: only a division can tell them apart.
    static func dividesLiterals(_ expression: ExprSyntax) -> Bool {
        guard isIntegerLiteralArithmetic(expression) else { return false }
        return expression.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .binaryOperator("/") }
    }

    /// Whether an argument's value depends on the type its parameter gives
    /// it: literal division, directly or in a ternary's branch, an array or a tuple.
    static func needsContext(_ expression: ExprSyntax) -> Bool {
        switch expression.as(ExprSyntaxEnum.self) {
        case .infixOperatorExpr, .integerLiteralExpr, .prefixOperatorExpr:
            return dividesLiterals(expression)
        case .tupleExpr(let tuple):
            return tuple.elements.contains { needsContext($0.expression) }
        case .ternaryExpr(let ternary):
            return needsContext(ternary.thenExpression) || needsContext(ternary.elseExpression)
        case .arrayExpr(let array):
            return array.elements.contains { needsContext($0.expression) }
        default:
            return false
        }
    }

    /// Integer literal arithmetic evaluated in floating point.
    static func floatingValue(of expression: ExprSyntax) -> Double? {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            return literal.representedLiteralValue.map(Double.init)
                ?? Double(literal.literal.text.filter { $0 != "_" })
        case .tupleExpr(let tuple):
            return tuple.elements.first.flatMap { floatingValue(of: $0.expression) }
        case .prefixOperatorExpr(let prefix):
            guard let value = floatingValue(of: prefix.expression) else { return nil }
            return prefix.operator.text == "-" ? -value : value
        case .infixOperatorExpr(let infix):
            guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
                  let left = floatingValue(of: infix.leftOperand), let right = floatingValue(of: infix.rightOperand) else { return nil }
            switch op {
            case "+": return left + right
            case "-": return left - right
            case "*": return left * right
            case "/": return left / right
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Builtin functions, methods and modifiers whose numeric parameters
    /// are integers (`lineLimit(3/2)` would be 1): everything else SwiftUI
    /// takes is `CGFloat` or `Double`.
    static let integerCallees: Set<String> = [
        "lineLimit", "prefix", "suffix", "dropFirst", "dropLast", "tag", "id", "remove", "insert", "index", "repeatCount",
        "removeFirst", "removeLast", "removeSubrange", "replaceSubrange", "swapAt", "formIndex", "distance", "isMultiple",
        "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "String", "Character",
        "Array", "Set", "Dictionary", "ForEach", "stride", "zip", "print", "debugPrint", "Bool", "Text",
        // `Double(7/2)` is 3: a conversion's argument keeps its default type.
        "Double", "CGFloat", "Float", "Float32", "Float64", "TimeInterval",
    ]
    /// Foundation's geometry types, which also have initializers of `Int`s:
    /// when every argument is integer literals, Swift picks those
    /// (`CGSize(width: 10/4, height: 3/2)` is 2 by 1).
    static let integerOverloadTypes: Set<String> = ["CGPoint", "CGSize", "CGRect", "CGVector"]
    static let integerLabels: Set<String> = ["count", "at", "offsetBy", "limitedBy", "index", "row", "section", "item"]
    /// Global functions of `Double` (`sin(1/3)`).
    static let floatingFunctions: Set<String> = [
        "sqrt", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "exp", "log", "log2", "log10", "pow", "hypot", "fmod",
        "floor", "ceil", "round", "trunc", "powf", "sqrtf", "sinf", "cosf", "fabs", "fmin", "fmax",
    ]
    /// Generic functions whose literals follow their other arguments (`max(1/4, x)`).
    static let genericCallees: Set<String> = ["min", "max", "abs"]
}

/// What the parameters of a callee are, for typing its literal arguments.
enum ParameterContext {
    /// Unknown or integer: arguments are evaluated as written.
    case asWritten
    /// SwiftUI's API: numbers are `CGFloat` or `Double` (but counts and indices, by label, are not).
    case floating
    /// A guide function's or initializer's parameters.
    case parameters([ParameterDeclaration])
    /// A memberwise initializer's properties.
    case properties([PropertyDeclaration])
    /// A closure's parameter types, in order.
    case shapes([TypeShape])
    /// A generic function (`max`): literals follow the other arguments.
    case generic

    /// The type the argument at `position` (among unlabelled ones) or with `label` is passed as.
    func shape(label: String?, position: Int?) -> TypeShape? {
        switch self {
        case .asWritten, .generic:
            return nil
        case .floating:
            if let label, LiteralArithmetic.integerLabels.contains(label) { return nil }
            return .named("Double")
        case .parameters(let parameters):
            if let label { return parameters.first { $0.label == label }.map { TypeShape($0.type) } }
            let unlabelled = parameters.filter { $0.label == nil }
            guard let position, position < unlabelled.count else { return nil }
            return TypeShape(unlabelled[position].type)
        case .properties(let properties):
            guard let label else { return nil }
            return properties.first { $0.name == label }.map { TypeShape($0.type) }
        case .shapes(let shapes):
            guard let position, label == nil, position < shapes.count else { return nil }
            return shapes[position]
        }
    }
}

extension TypeShape {
    /// `Double`, `CGFloat`, `Float` (or an optional of one).
    var isFloatingPoint: Bool {
        switch self {
        case .named(let name): return TypeShape.floatingPointNames.contains(name)
        case .optional(let wrapped): return wrapped.isFloatingPoint
        default: return false
        }
    }
}

extension Value {
    /// An integer, or a range or array of them, as the floating-point value
    /// a context that wants one makes of it (`1...12` as `ClosedRange<CGFloat>`).
    var asFloatingPoint: Value {
        switch self {
        case .int(let integer): .double(Double(integer))
        case .range(let lower, let upper, let closed, true): .range(lower: lower, upper: upper, closed: closed, integral: false)
        case .array(let items): .array(items.map(\.asFloatingPoint))
        default: self
        }
    }

    /// A value whose arithmetic makes integer literals beside it floating
    /// point: a `Double`, an `Angle`, a point or size, `.pi`.
    var isFloatingContext: Bool {
        switch self {
        case .double, .float: return true
        case .record(let record): return ["Angle", "CGPoint", "CGSize", "CGRect", "UnitPoint", "CGVector"].contains(record.typeName)
        case .implicitMember(let name, nil): return ["pi", "infinity", "greatestFiniteMagnitude", "ulpOfOne", "leastNonzeroMagnitude"].contains(name)
        default: return false
        }
    }
}

extension Interpreter {
    /// Evaluates `expression` where Swift expects a value of type `shape`:
    /// integer literal arithmetic becomes floating point when `shape` is,
    /// through parentheses, ternaries and array and tuple literals.
    func evaluate(_ expression: ExprSyntax, in frame: Frame, as shape: TypeShape?) throws -> Value {
        guard let shape else { return try evaluate(expression, in: frame) }
        switch shape {
        case .named, .optional:
            guard shape.isFloatingPoint else { break }
            if LiteralArithmetic.isIntegerLiteralArithmetic(expression) {
                try step(at: expression, in: frame)
                guard let value = LiteralArithmetic.floatingValue(of: expression) else {
                    throw EvaluationError("bad number \(expression.trimmedText)", at: frame.location(of: expression))
                }
                return .double(value)
            }
            if let ternary = expression.as(TernaryExprSyntax.self) {
                try step(at: expression, in: frame)
                return try truth(evaluate(ternary.condition, in: frame), at: ternary.condition, in: frame)
                    ? evaluate(ternary.thenExpression, in: frame, as: shape)
                    : evaluate(ternary.elseExpression, in: frame, as: shape)
            }
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return try evaluate(only.expression, in: frame, as: shape)
            }
        case .array(let element):
            if let array = expression.as(ArrayExprSyntax.self) {
                try step(at: expression, in: frame)
                // `[Any]`: each element as `Any` holds it (an Optional stays one, a Character is no String).
                if element == .named("Any") {
                    return .array(try array.elements.map { Value.asAny(try evaluate($0.expression, in: frame, as: element), staticType: types.type(of: $0.expression)) })
                }
                return .array(try array.elements.map { try evaluate($0.expression, in: frame, as: element) })
            }
        case .tuple(_, let shapes):
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == shapes.count, shapes.count > 1 {
                try step(at: expression, in: frame)
                let elements = Array(tuple.elements)
                return .tuple(try zip(elements, shapes).map { try evaluate($0.expression, in: frame, as: $1) },
                              labels: elements.map { $0.label?.text })
            }
        default:
            break
        }
        return try evaluate(expression, in: frame)
    }

    /// Both operands of a binary operator. Integer literal arithmetic on one
    /// side takes the floating-point type of the other (`offset > 81 / 2`,
    /// `(1/30) * width`), as Swift gives both operands one type.
    func evaluateOperands(_ left: ExprSyntax, _ right: ExprSyntax, in frame: Frame) throws -> (Value, Value) {
        if LiteralArithmetic.dividesLiterals(left), !LiteralArithmetic.isIntegerLiteralArithmetic(right) {
            let rightValue = try evaluate(right, in: frame)
            let leftValue = try evaluate(left, in: frame, as: rightValue.isFloatingContext ? .named("Double") : nil)
            return (leftValue, rightValue)
        }
        let leftValue = try evaluate(left, in: frame)
        if LiteralArithmetic.dividesLiterals(right), !LiteralArithmetic.isIntegerLiteralArithmetic(left) {
            return (leftValue, try evaluate(right, in: frame, as: leftValue.isFloatingContext ? .named("Double") : nil))
        }
        return (leftValue, try evaluate(right, in: frame))
    }
}
