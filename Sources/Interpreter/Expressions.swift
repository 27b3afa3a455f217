import SwiftSemantics
import DesignModel
import Diagnostics
import Foundation
import Guards
import SwiftCode
import SwiftParser
import SwiftSyntax

extension Interpreter {
    /// Evaluates one expression.
    func evaluate(_ expression: ExprSyntax, in frame: Frame) throws -> Value {
        try step(at: expression, in: frame)
        return try nested(at: frame.location(of: expression)) { try evaluateNode(expression, in: frame) }
    }

    private func evaluateNode(_ expression: ExprSyntax, in frame: Frame) throws -> Value {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            return try integerLiteral(literal, negated: false, in: frame)
        case .floatLiteralExpr(let literal):
            let type = types.type(of: literal)?.nominalName
            if type == "Float" || type == "Float32", let value = Float(literal.literal.text.filter { $0 != "_" }) { return .float(value) }
            guard let value = literal.representedLiteralValue else {
                throw EvaluationError("bad number \(literal.literal.text)", at: frame.location(of: literal))
            }
            return .double(value)
        case .booleanLiteralExpr(let literal):
            return .bool(literal.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr:
            return .none
        case .stringLiteralExpr(let literal):
            return .string(try interpolate(literal, in: frame))
        case .declReferenceExpr(let reference):
            return try lookup(reference, in: frame)
        case .memberAccessExpr(let access):
            return try evaluateMemberAccess(access, in: frame)
        case .functionCallExpr(let call):
            return try evaluateCall(call, in: frame)
        case .infixOperatorExpr(let infix):
            return try evaluateInfix(infix, in: frame)
        case .prefixOperatorExpr(let prefix):
            return try evaluatePrefix(prefix, in: frame)
        case .postfixOperatorExpr(let postfix):
            // `9...`: a range with no upper end (as in `case 9...:`).
            let value = try evaluate(postfix.expression, in: frame)
            if postfix.operator.text != "...",
               let result = try guideUnaryOperator(postfix.operator.text, fixity: "postfix", value, operand: postfix.expression, in: frame, at: frame.location(of: postfix)) {
                return result
            }
            if postfix.operator.text == "...", case .record(let index) = value, index.typeName == "String.Index" {
                return .range(lower: Double(index["offset"]?.asInt ?? 0), upper: Double.infinity, closed: true, integral: true)
            }
            // `.accessibility1...`: a range of any Comparable with no upper end.
            if postfix.operator.text == "...", value.asDouble == nil, !value.isNone { return .boundsRange(lower: value, upper: .void, closed: true) }
            guard postfix.operator.text == "...", let lower = value.asDouble else {
                throw EvaluationError("cannot apply postfix '\(postfix.operator.text)' to \(value.kindDescription)", at: frame.location(of: postfix))
            }
            if value.integerValue != nil { return .range(lower: lower, upper: Double.infinity, closed: true, integral: true) }
            return .range(lower: lower, upper: Double.infinity, closed: true, integral: false)
        case .ternaryExpr(let ternary):
            return try truth(evaluate(ternary.condition, in: frame), at: ternary.condition, in: frame)
                ? evaluate(ternary.thenExpression, in: frame)
                : evaluate(ternary.elseExpression, in: frame)
        case .tupleExpr(let tuple):
            let elements = Array(tuple.elements)
            if elements.count == 1, elements[0].label == nil {
                return try evaluate(elements[0].expression, in: frame)
            }
            // `origin = (10, 20)` where `(x: Double, y: Double)` is expected: the labels of the type.
            var labels = elements.map { $0.label?.text }
            if case .tuple(let typed)? = types.type(of: tuple), typed.count == labels.count {
                labels = zip(labels, typed).map { $0 ?? $1.label }
            }
            return .tuple(try elements.map { try evaluate($0.expression, in: frame) }, labels: labels)
        case .arrayExpr(let array):
            return .array(try array.elements.map { try evaluate($0.expression, in: frame) })
        case .dictionaryExpr(let dictionary):
            guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
            return .dictionary(try elements.map {
                Value.DictionaryEntry(key: try evaluate($0.key, in: frame), value: try evaluate($0.value, in: frame))
            })
        case .closureExpr(let closure):
            return try makeClosure(closure, in: frame)
        case .subscriptCallExpr(let subscriptCall):
            return try evaluateSubscript(subscriptCall, in: frame)
        case .keyPathExpr(let keyPath):
            var components: [KeyPath.Component] = []
            for component in keyPath.components {
                switch component.component {
                case .property(let property):
                    components.append(.property(property.declName.baseName.unescapedText))
                case .subscript(let subscriptComponent):
                    components.append(.subscripted(try subscriptComponent.arguments.map { Argument($0.label?.text, try evaluate($0.expression, in: frame)) }))
                case .optional(let optional):
                    components.append(.optional(force: optional.questionOrExclamationMark.tokenKind == .exclamationMark))
                @unknown default:
                    throw EvaluationError("unsupported key path '\(keyPath.trimmedText)'", at: frame.location(of: keyPath))
                }
            }
            return .keyPath(KeyPath(components: components))
        case .ifExpr(let ifExpression):
            return try evaluateBranchValue(of: ifExpression, in: frame)
        case .switchExpr(let switchExpression):
            return try evaluateBranchValue(of: switchExpression, in: frame)
        case .tryExpr(let tryExpression):
            switch tryExpression.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?:
                // `try?`: an error becomes nil.
                do { return try evaluate(tryExpression.expression, in: frame) } catch is ThrownError { return .none }
            case .exclamationMark?:
                do {
                    return try evaluate(tryExpression.expression, in: frame)
                } catch let thrown as ThrownError {
                    let description = (try? describe(thrown.value, at: tryExpression, in: frame)) ?? thrown.value.kindDescription
                    throw EvaluationError("'try!' expression unexpectedly raised an error: \(description)", at: frame.location(of: tryExpression))
                }
            default:
                return try evaluate(tryExpression.expression, in: frame)
            }
        case .awaitExpr(let awaitExpression):
            // A `.task` runs up to its first suspension point in a picture (`TaskSuspension`).
            if runningTaskDepth > 0 { throw TaskSuspension() }
            return try evaluate(awaitExpression.expression, in: frame)
        case .forceUnwrapExpr(let unwrap):
            let value = try evaluate(unwrap.expression, in: frame)
            if value.isNone {
                throw EvaluationError("force-unwrapped a nil value", at: frame.location(of: unwrap))
            }
            return Value.unwrappingOne(value, staticType: types.type(of: unwrap.expression))
        case .optionalChainingExpr(let chaining):
            return try evaluate(chaining.expression, in: frame)
        case .isExpr(let isExpression):
            let value = try evaluate(isExpression.expression, in: frame)
            return .bool(isInstance(value, of: resolvedType(isExpression.type, in: frame)))
        case .asExpr(let asExpression):
            let value = try evaluate(asExpression.expression, in: frame)
            switch asExpression.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?:
                return cast(value, to: resolvedType(asExpression.type, in: frame)) ?? .none
            case .exclamationMark?:
                guard let cast = cast(value, to: resolvedType(asExpression.type, in: frame)) else {
                    throw EvaluationError("could not cast value of type '\(dynamicTypeName(of: value, static: types.type(of: asExpression.expression)))' to '\(asExpression.type.trimmedText)'",
                                          at: frame.location(of: asExpression))
                }
                return cast
            default:
                // `x as Any`: an Optional stays one.
                if asExpression.type.trimmedText == "Any" { return Value.asAny(value, staticType: types.type(of: asExpression.expression)) }
                return try coerce(value, to: TypeShape(asExpression.type), in: frame)
            }
        case .genericSpecializationExpr(let specialization):
            return try evaluate(specialization.expression, in: frame)
        case .typeExpr(let typeExpression):
            return .type(TypeReference(typeExpression.type.trimmedText))
        case .inOutExpr(let inOut):
            return try evaluate(inOut.expression, in: frame)
        case .discardAssignmentExpr:
            return .void
        case .sequenceExpr:
            throw EvaluationError("could not order this expression's operators", at: frame.location(of: expression))
        case .regexLiteralExpr:
            throw EvaluationError("regex literals are not evaluated", at: frame.location(of: expression))
        case .editorPlaceholderExpr:
            throw EvaluationError("editor placeholder in code", at: frame.location(of: expression))
        case .missingExpr:
            throw EvaluationError("the code is incomplete here", at: frame.location(of: expression))
        case .macroExpansionExpr(let macro) where macro.macroName.text == "selector":
            // `#selector(Coordinator.changed(_:))` names a method for target-action; nothing is called.
            return .opaque(macro.macroName.text)
        case .macroExpansionExpr(let macro):
            // Xcode's literals: `#colorLiteral(red: 0.1, green: 0.5, blue: 1, alpha: 1)` is a UIColor.
            let arguments = try macro.arguments.map { Argument($0.label?.text, try evaluate($0.expression, in: frame)) }
            switch macro.macroName.text {
            case "colorLiteral":
                if let color = try builtinConstruct("UIColor", arguments, at: frame.location(of: expression), in: frame) { return color }
            case "imageLiteral":
                return .view(.image(ImageContent(source: .asset(arguments.value("resourceName")?.asString ?? "image"))))
            default:
                break
            }
            throw EvaluationError("macro #\(macro.macroName.text) is not evaluated", at: frame.location(of: expression))
        default:
            throw EvaluationError("unsupported expression '\(expression.trimmedText.prefix(40))'", at: frame.location(of: expression))
        }
    }

    // MARK: - Strings

    /// A string literal's text. `localized`: the literal is a
    /// `LocalizedStringKey` (`Text("\(percent * 100)%")`), whose
    /// interpolations format a `Double` as `%f` does: "76.000000%".
    func interpolate(_ literal: StringLiteralExprSyntax, in frame: Frame, localized: Bool = false) throws -> String {
        if let plain = literal.representedLiteralValue { return plain }
        var result = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                result += StringEscapes.unescape(text.content.text, delimiter: literal.openingPounds?.text ?? "")
            case .expressionSegment(let interpolation):
                let parts = Array(interpolation.expressions)
                guard let first = parts.first else { continue }
                let value = try evaluate(first.expression, in: frame)
                if let specifierPart = parts.first(where: { $0.label?.text == "specifier" }),
                   case .string(let specifier) = try evaluate(specifierPart.expression, in: frame) {
                    result += try StringFormat.format(specifier, [value])
                } else if let formatPart = parts.first(where: { $0.label?.text == "format" }), value.asDouble != nil {
                    // `"\(price, format: .currency(code: "USD"))"`.
                    let style = try evaluate(formatPart.expression, in: frame)
                    result += try describe(callMethod("formatted", on: value, [Argument(nil, style)], at: formatPart, in: frame) ?? value,
                                           at: first.expression, in: frame)
                } else if localized, case .double(let number) = value {
                    result += String(format: "%f", number)
                } else {
                    // Written as its static type says: an Optional as "Optional(6)".
                    result += try describe(value, .description, staticType: types.type(of: first.expression), at: first.expression, in: frame)
                }
            @unknown default:
                continue
            }
        }
        return result
    }

    /// Hook for value kinds defined by builtins (views show as text nowhere).
    func describeBuiltin(_ value: Value) throws -> String? {
        if case .record(let record) = value, record.typeName == "UUID", case .string(let text)? = record["uuidString"] {
            return text
        }
        if case .record(let record) = value, record.typeName == "Date" {
            // Swift's `Date` description, for the preview moment.
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
            return formatter.string(from: Date(timeIntervalSinceReferenceDate: record["timeIntervalSinceReferenceDate"]?.asDouble ?? CoreBuiltins.previewDate))
        }
        return CalendarMembers.describe(value) ?? MeasurementMembers.describe(value)
    }

    // MARK: - Names

    func lookup(_ reference: DeclReferenceExprSyntax, in frame: Frame) throws -> Value {
        let name = reference.baseName.unescapedText
        if name == "self" {
            guard let box = frame.selfBox else {
                if let type = frame.typeContext { return .type(TypeReference(type)) }
                throw EvaluationError("'self' used outside a type", at: frame.location(of: reference))
            }
            return box.value
        }
        // `Self`: the dynamic type of `self` (a protocol extension's conforming type), else the type being evaluated.
        if name == "Self", let type = frame.selfBox.flatMap({ typeName(of: $0.value) }) ?? frame.typeContext {
            return .type(TypeReference(type))
        }
        if let (scope, local) = frame.scope.localAccessors(name) { return try readLocal(name, local, in: scope, at: reference) }
        if let value = frame.scope.lookup(name) { return value }
        // `$binding` reads the property behind it (a guide wrapper's `$x`, its projected value).
        if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) {
            if let instance = frame.selfBox?.instance, let projected = try wrappedProperty(name, of: instance, at: reference, in: frame) { return projected }
            let property = String(name.dropFirst())
            if let field = frame.selfBox?.instance?.fields[property], let binding = projectedBinding(of: field) { return binding }
            // `@Clamped(-1...1) var unit = 7` in a function: `$unit` is its wrapper's projected value.
            if frame.scope.localAccessors(property) != nil, let wrapper = frame.scope.lookup("_" + property) {
                return try member("projectedValue", of: wrapper, at: reference, in: frame)
            }
            if let value = frame.scope.lookup(property) { return value }
            if let value = try selfMember(property, at: reference, in: frame) { return value }
        }
        if let value = try selfMember(name, at: reference, in: frame) { return value }
        if let value = try staticMemberInContext(name, at: reference, in: frame) { return value }
        if let value = try globalValue(name, at: reference, in: frame) { return value }
        // `reduce(0, +)`, `sorted(by: >)`: an operator as a function.
        if let first = name.unicodeScalars.first, "+-*/<>=!&|^%~".unicodeScalars.contains(first) { return operatorFunction(name) }
        if let value = try implicitSelfBuiltinMember(name, at: reference, in: frame) { return value }
        // `Card(title:)` names a function with those labels, and a type is not
        // one (`Card.init(title:)` is): what `Card(title: /* … */)` parses as.
        if let labels = reference.argumentNames?.arguments, name.first?.isUppercase == true {
            let compound = name + "(" + labels.map { $0.name.text + ":" }.joined() + ")"
            throw EvaluationError("cannot find '\(compound)' in scope", at: frame.location(of: reference))
        }
        if let type = resolveTypeName(name, from: frame.typeContext) { return .type(TypeReference(type)) }
        if let value = builtinGlobal(name) { return value }
        // A capitalised name the guide never declares: a type from elsewhere in
        // the app (a tab's `OverviewView`). Calling it gives a placeholder view.
        if name.first?.isUppercase == true { return .type(TypeReference(name)) }
        throw EvaluationError("cannot find '\(name)' in scope", at: frame.location(of: reference))
    }

    /// A member of `self`: stored field, computed property, or method.
    func selfMember(_ name: String, at node: some SyntaxProtocol, in frame: Frame) throws -> Value? {
        guard let box = frame.selfBox else { return nil }
        if let instance = box.instance, let field = instance.fields[storageName(name, in: instance)] {
            if let (property, owner) = overridingGetter(name, of: instance) { return try evaluateComputed(property, selfBox: box, typeName: owner) }
            return try fieldValue(field, reading: name)
        }
        // A `lazy` property of `self` read for the first time: initialised and kept.
        if let instance = box.instance, let property = instanceProperty(name, of: instance.typeName), property.isLazy {
            return try read(.member(.selfValue(box), name), at: node, in: frame)
        }
        if let instance = box.instance, let wrapped = try wrappedProperty(name, of: instance, at: node, in: frame) { return wrapped }
        // `@Environment(\.isEnabled) var isEnabled` of a style or modifier built
        // without a body pass: its preview value, read when first used.
        if var instance = box.instance, let type = table.type(named: instance.typeName),
           let property = type.members.property(name, isStatic: false), !property.isComputed {
            var value: Value?
            if let key = property.attributes.environmentKey {
                value = try environmentValue(key, at: property.location)
            } else if property.attributes.contains("EnvironmentObject") || property.attributes.environmentObjectType != nil,
                      let typeName = property.attributes.environmentObjectType ?? TypeShape(property.type).name {
                value = try environmentObject(typeName, for: type)
            }
            if let value {
                instance.fields[name] = value
                box.value = .instance(instance)
                return value
            }
        }
        // The type's own members, then those of the protocols and SwiftUI
        // types it is extended as (`extension View { func a() { b() } }`).
        var candidates = typeName(of: box.value).map { [$0] } ?? []
        if let context = frame.typeContext, !candidates.contains(context) { candidates.append(context) }
        for other in guideTypeNames(of: box.value) where !candidates.contains(other) { candidates.append(other) }
        for typeName in candidates {
            guard let type = table.type(named: typeName) else { continue }
            if let property = type.members.property(name, isStatic: false), property.isComputed {
                return try evaluateComputed(property, selfBox: box, typeName: typeName)
            }
            if let function = type.members.functions(named: name).first(where: { !$0.isStatic }) {
                return .function(.method(function, BoundSelf(box: box, typeName: typeName)))
            }
        }
        return nil
    }

    /// A member of `self` that SwiftUI or the standard library provides,
    /// written without `self.` as Swift allows: `modifier(X())` and
    /// `padding()` in an `extension View` method, `midX` in an `extension
    /// CGRect`, `rawValue` in an enum's own property. Only members that
    /// exist count: an unknown name is still "cannot find".
    func implicitSelfBuiltinMember(_ name: String, at node: some SyntaxProtocol, in frame: Frame) throws -> Value? {
        guard let base = frame.selfBox?.value else { return nil }
        switch base {
        case .enumCase(let value):
            if name == "rawValue", let raw = try rawValue(of: value, in: frame) { return raw }
            if let payload = value.payload.first(where: { $0.label == name }) { return payload.value }
            return nil
        case .instance(let instance):
            // A guide struct's own members were looked up already; what is
            // left are the modifiers of a view or shape.
            if instance.fields[name] != nil { return nil }
        case .void, .none, .function, .type, .opaque:
            return nil
        default:
            break
        }
        // `remove(at:)` in a `mutating func` of `extension Array`: it changes `self`.
        if let box = frame.selfBox, let method = StandardLibrary.method(name, of: base), method.kind == .mutatingMethod {
            return .function(.builtin(name: name, BuiltinFunction { [unowned self] arguments in
                let (result, receiver) = try StandardLibrary.run(method, on: box.value, arguments, interpreter: self, in: frame)
                box.value = receiver
                return result
            }))
        }
        return try builtinMember(name, of: base, at: frame.location(of: node), in: frame)
    }

    /// Unqualified static members of the type being evaluated and of the types around it.
    func staticMemberInContext(_ name: String, at node: some SyntaxProtocol, in frame: Frame) throws -> Value? {
        var context = frame.typeContext
        while let typeName = context {
            if let type = table.type(named: typeName) {
                if let value = try guideStaticMember(name, of: type, at: node, in: frame) { return value }
                // A superclass's static stored property, written unqualified in a subclass.
                if let storage = staticStorage(name, of: type.qualifiedName) { return try staticValue(storage, at: node) }
                context = type.parent
            } else {
                context = nil
            }
        }
        return nil
    }

    /// A closure value: what it captures by reference (the scope it is
    /// written in), and what its capture list copies now (`[value]`,
    /// `[count = items.count]`; `[weak self]` keeps `self`).
    func makeClosure(_ closure: ClosureExprSyntax, in frame: Frame) throws -> Value {
        guard let captures = closure.signature?.capture?.items, !captures.isEmpty else {
            return .function(.closure(closure, ClosureContext(frame)))
        }
        let captured = frame.nested()
        for item in captures {
            let name = item.name.text
            guard name != "self" else { continue }
            if let initializer = item.initializer {
                captured.scope.declare(name, try evaluate(initializer.value, in: frame))
            } else {
                captured.scope.declare(name, try evaluate(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), in: frame))
            }
        }
        return .function(.closure(closure, ClosureContext(captured)))
    }

    func globalValue(_ name: String, at node: some SyntaxProtocol, in frame: Frame) throws -> Value? {
        if let property = table.globals.property(name, isStatic: false) {
            return try evaluateStaticProperty(property, ownerKey: "", typeName: nil, at: node)
        }
        // `move(by:)`: the overload with those argument labels.
        let labels = (node as? DeclReferenceExprSyntax)?.argumentNames.map { names in names.arguments.map { $0.name.text == "_" ? nil : $0.name.text } }
        let functions = table.globals.functions(named: name)
        if let function = functions.first(where: { labels == nil || $0.parameters.map(\.label) == labels! }) ?? functions.first {
            return .function(.method(function, BoundSelf(box: nil, typeName: "")))
        }
        return nil
    }

    /// The guide type a value is an instance or case of.
    func typeName(of value: Value) -> String? {
        switch value {
        case .instance(let instance): instance.typeName
        case .enumCase(let value): value.typeName
        case .record(let record): record.typeName
        case .color: "Color"
        case .font: "Font"
        case .linearGradient: "LinearGradient"
        default: nil
        }
    }

    // MARK: - Operators

    func evaluateInfix(_ infix: InfixOperatorExprSyntax, in frame: Frame) throws -> Value {
        if infix.operator.is(AssignmentExprSyntax.self) {
            // `account?.owner.name = value()`: with the chain nil, nothing is assigned and
            // the right side is not evaluated; the assignment's value is `Void?`.
            if Interpreter.isOptionalChain(infix.leftOperand) {
                let target = try place(of: infix.leftOperand, in: frame)
                if case .member(let base, _) = target, Self.isOptionalChain(base), try read(base, at: infix, in: frame).isNone {
                    try writeBackNil(through: base, at: infix.leftOperand, in: frame)
                    return .none
                }
                if case .element(let base, _) = target, Self.isOptionalChain(base), try read(base, at: infix, in: frame).isNone {
                    try writeBackNil(through: base, at: infix.leftOperand, in: frame)
                    return .none
                }
                let value = try evaluate(infix.rightOperand, in: frame, as: types.type(of: infix.leftOperand).flatMap(TypeShape.init))
                try write(value, to: target, at: infix.leftOperand, in: frame)
                return .void
            }
            var value: Value
            if let shape = declaredShape(of: infix.leftOperand, in: frame) {
                // `self.color = .init(hex: "FFF")`, `self.progress = 1/3`: typed as the property is declared.
                value = try coerce(evaluate(infix.rightOperand, in: frame, as: shape), to: shape, in: frame)
            } else if LiteralArithmetic.dividesLiterals(infix.rightOperand), let current = try? evaluate(infix.leftOperand, in: frame) {
                // `progress = 1/3` where `progress` holds a Double.
                value = try evaluate(infix.rightOperand, in: frame, as: current.isFloatingContext ? .named("Double") : nil)
            } else {
                value = try evaluate(infix.rightOperand, in: frame)
            }
            try assign(value, to: infix.leftOperand, in: frame)
            return .void
        }
        guard let binary = infix.operator.as(BinaryOperatorExprSyntax.self) else {
            if let arrow = infix.operator.as(ArrowExprSyntax.self) {
                throw EvaluationError("unexpected '\(arrow.trimmedText)'", at: frame.location(of: infix))
            }
            throw EvaluationError("unsupported operator", at: frame.location(of: infix))
        }
        let op = binary.operator.text
        let location = frame.location(of: infix)
        switch op {
        case "&&":
            let left = try truth(evaluate(infix.leftOperand, in: frame), at: infix.leftOperand, in: frame)
            return .bool(left ? try truth(evaluate(infix.rightOperand, in: frame), at: infix.rightOperand, in: frame) : false)
        case "||":
            let left = try truth(evaluate(infix.leftOperand, in: frame), at: infix.leftOperand, in: frame)
            return .bool(left ? true : try truth(evaluate(infix.rightOperand, in: frame), at: infix.rightOperand, in: frame))
        case "??":
            let left = try evaluate(infix.leftOperand, in: frame)
            if left.isNone { return try evaluate(infix.rightOperand, in: frame) }
            // `Int??` holding nil: `??` unwraps one level, to the nil inside.
            if case .boxedOptional(.none) = left { return .none }
            return left
        case _ where Self.isCompoundAssignment(op):
            // `x += 1`, `rows[i].count -= 1`: the place is read once and written once.
            let target = try place(of: infix.leftOperand, in: frame)
            if hasStackedWrappers, case .member(let base, let name) = target,
               try modifyStackedWrappers(name, of: base, at: infix.leftOperand, in: frame, { (current: inout Value) throws -> Void in
                   let right = try evaluate(infix.rightOperand, in: frame)
                   current = try applyBinary(String(op.dropLast()), current, right, at: location, in: frame)
               }) != nil {
                return .void
            }
            let (current, basesRead) = try readKeepingBases(target, at: infix.leftOperand, in: frame)
            if current.isNone, Interpreter.isOptionalChain(infix.leftOperand) {
                try writeBackNil(through: target, at: infix.leftOperand, in: frame)
                return .none
            }
            let right = try LiteralArithmetic.dividesLiterals(infix.rightOperand)
                ? evaluate(infix.rightOperand, in: frame, as: current.isFloatingContext ? .named("Double") : nil)
                : evaluate(infix.rightOperand, in: frame)
            // The guide's own `static func += (lhs: inout V, rhs: V)`.
            // Evaluating the right side may change what was read (`x.a += x.bump()`): then the path is read again.
            let bases = Self.mayMutate(infix.rightOperand) ? nil : basesRead
            if let result = try guideCompoundAssignment(op, current, right, at: location) {
                try write(result, to: target, at: infix.leftOperand, in: frame, bases: bases)
                return .void
            }
            let operation = String(op.dropLast())
            let result = try applyBinary(operation, current, right, at: location, in: frame)
            try write(result, to: target, at: infix.leftOperand, in: frame, bases: bases)
            return .void
        default:
            let (left, right) = try evaluateOperands(infix.leftOperand, infix.rightOperand, in: frame)
            return try applyBinary(op, left, right, at: location, in: frame)
        }
    }

    /// The declared type of a stored property of `self` an assignment sets
    /// (`color = ...`, `self.color = ...`, `_color = ...`); nil for anything else.
    func declaredShape(of target: ExprSyntax, in frame: Frame) -> TypeShape? {
        var name: String?
        if let reference = target.as(DeclReferenceExprSyntax.self), frame.scope.lookup(reference.baseName.text) == nil {
            name = reference.baseName.text
        } else if let access = target.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            name = access.declName.baseName.text
        }
        guard let name, let instance = frame.selfBox?.instance, let type = table.type(named: instance.typeName),
              let property = type.members.property(storageName(name, in: instance), isStatic: false), !property.isComputed,
              let declared = property.type else { return nil }
        let shape = TypeShape(declared)
        if case .unknown = shape { return nil }
        // A wrapper's projected or storage value (`_text = State(...)`) is not of the declared type.
        return name.hasPrefix("_") ? nil : shape
    }

    /// A binary operator applied to two values: equality, `Text + Text`,
    /// the guide's own operators for its types, `Angle` arithmetic, then
    /// Swift's for numbers, strings and arrays.
    func applyBinary(_ op: String, _ left: Value, _ right: Value, at location: FileLocation, in frame: Frame) throws -> Value {
        // `.spacer16 + .spacer4`: the guide's CGFloat statics, as the other operand or the context types them.
        if case .implicitMember(let name, nil) = left, let owner = numericStaticOwners[name], let type = table.type(named: owner),
           let value = try guideStaticMember(name, of: type, at: frame.source.syntax, in: frame) {
            return try applyBinary(op, value, right, at: location, in: frame)
        }
        if case .implicitMember(let name, nil) = right, let owner = numericStaticOwners[name], let type = table.type(named: owner),
           let value = try guideStaticMember(name, of: type, at: frame.source.syntax, in: frame) {
            return try applyBinary(op, left, value, at: location, in: frame)
        }
        if let result = try guideOperator(op, left, right, at: location) { return result }
        if let result = try MeasurementMembers.binary(op, left, right) { return result }
        if let result = try comparableOperator(op, left, right, at: location, in: frame) { return result }
        switch op {
        case "==", "!=":
            let equal = try valuesEqual(left, right, in: frame)
            return .bool(op == "==" ? equal : !equal)
        case "~=":
            // `range ~= value` written as an expression: what a `case range:` pattern asks.
            switch left {
            case .range(let lower, let upper, let closed, _):
                if let number = right.asDouble { return .bool(number >= lower && (closed ? number <= upper : number < upper)) }
            case .boundsRange(let lower, let upper, let closed):
                return .bool(try boundsContain(lower: lower, upper: upper, closed: closed, right, in: frame))
            default:
                return .bool(try valuesEqual(left, right, in: frame))
            }
        case "+":
            if case .view(let a) = left, case .view(let b) = right {
                guard let text = TextConcatenation.combine(a, b) else {
                    throw EvaluationError("'+' joins only Text views", at: location)
                }
                return .view(text)
            }
        default:
            break
        }
        switch (op, left, right) {
        case ("...", _, _) where left.asDouble == nil && right.asDouble == nil && !Self.isStringIndex(left),
             ("..<", _, _) where left.asDouble == nil && right.asDouble == nil && !Self.isStringIndex(left):
            // `"a"..."z"`, `v1..<v2`: a range of any Comparable values.
            guard try !less(right, left, in: frame) else { throw EvaluationError("range has its bounds reversed", at: location) }
            return .boundsRange(lower: left, upper: right, closed: op == "...")
        case ("===", _, _), ("!==", _, _):
            // Identity: the same object (two nils are identical too).
            let same = Self.identical(left, right)
            return .bool(op == "===" ? same : !same)
        case ("<", .tuple, .tuple): return .bool(try less(left, right, in: frame))
        case (">", .tuple, .tuple): return .bool(try less(right, left, in: frame))
        case ("<=", .tuple, .tuple): return .bool(try !less(right, left, in: frame))
        case (">=", .tuple, .tuple): return .bool(try !less(left, right, in: frame))
        case ("..<", .record(let a), .record(let b)) where a.typeName == "String.Index" && b.typeName == "String.Index",
             ("...", .record(let a), .record(let b)) where a.typeName == "String.Index" && b.typeName == "String.Index":
            // A range of string indices: a range of character offsets.
            let lower = a["offset"]?.asInt ?? 0, upper = b["offset"]?.asInt ?? 0
            guard lower <= upper else { throw EvaluationError("range has its bounds reversed", at: location) }
            return .range(lower: Double(lower), upper: Double(upper), closed: op == "...", integral: true)
        case ("<", .record(let a), .record(let b)) where a.typeName == "String.Index" && b.typeName == "String.Index",
             (">", .record(let a), .record(let b)) where a.typeName == "String.Index" && b.typeName == "String.Index",
             ("<=", .record(let a), .record(let b)) where a.typeName == "String.Index" && b.typeName == "String.Index",
             (">=", .record(let a), .record(let b)) where a.typeName == "String.Index" && b.typeName == "String.Index":
            return try Operators.binary(op, a["offset"] ?? .int(0), b["offset"] ?? .int(0), at: location)
        default:
            break
        }
        if let result = try Operators.angle(op, left, right, at: location) { return result }
        if let result = Operators.deadline(op, left, right) { return result }
        return try Operators.binary(op, left, right, at: location)
    }

    static func isStringIndex(_ value: Value) -> Bool {
        if case .record(let record) = value { return record.typeName == "String.Index" }
        return false
    }

    /// `===`: both nil, or the same object.
    static func identical(_ left: Value, _ right: Value) -> Bool {
        let a: Value = if case .boxedOptional(let wrapped) = left { wrapped } else { left }
        let b: Value = if case .boxedOptional(let wrapped) = right { wrapped } else { right }
        switch (a, b) {
        case (.none, .none): return true
        case (.instance(let x), .instance(let y)): return x.isReference && x.isIdentical(to: y)
        case (.record(let x), .record(let y)): return x.storage.isReference && x.storage === y.storage
        default: return false
        }
    }

    /// `+=`, `<<=`, `&+=`, a guide's `**=`: an operator ending in `=` that is
    /// not a comparison.
    static func isCompoundAssignment(_ op: String) -> Bool {
        guard op.count >= 2, op.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!==", "~="].contains(op) else { return false }
        return true
    }

    /// A guide's compound assignment operator for the left operand's type,
    /// run with its `inout` left side: the value it leaves there.
    func guideCompoundAssignment(_ op: String, _ left: Value, _ right: Value, at location: FileLocation) throws -> Value? {
        for owner in guideTypeNames(of: left) {
            guard let type = table.type(named: owner) else { continue }
            for function in type.members.functions(named: op) where function.isStatic && function.parameters.count == 2 {
                let box = SelfBox(left)
                _ = try invokeUpdatingFirst(function, owner: owner, box, right, at: location)
                return box.value
            }
        }
        for function in table.globals.functions(named: op) where function.parameters.count == 2 {
            let box = SelfBox(left)
            _ = try invokeUpdatingFirst(function, owner: "", box, right, at: location)
            return box.value
        }
        return nil
    }

    /// Runs an operator function whose first parameter is `inout`; `box`
    /// holds that operand before and after.
    private func invokeUpdatingFirst(_ function: FunctionDeclaration, owner: String, _ box: SelfBox, _ right: Value, at location: FileLocation) throws -> Value {
        var first = Argument(function.parameters[0].label, box.value)
        first.place = .selfValue(box)
        return try invoke(function, bound: BoundSelf(box: nil, typeName: owner), [first, Argument(function.parameters[1].label, right)], at: location)
    }

    /// `static func + (lhs: Vector, rhs: Vector)` declared by the guide for
    /// the type of either operand.
    func guideOperator(_ op: String, _ left: Value, _ right: Value, at location: FileLocation) throws -> Value? {
        guard table.declaredFunctionNames.contains(op) else { return nil }
        // The operand types' own operators (`static func + (lhs: Vec, rhs: Vec)`, in the
        // type or an extension of it, `Int` included), then those declared at file scope;
        // the first whose parameters take these operands.
        var candidates: [(FunctionDeclaration, String)] = []
        var seen: Set<String> = []
        for value in [left, right] {
            for owner in guideTypeNames(of: value) where seen.insert(owner).inserted {
                guard let type = table.type(named: owner) else { continue }
                candidates += type.members.functions(named: op).filter { $0.isStatic && $0.unaryFixity == nil }.map { ($0, owner) }
            }
        }
        candidates += table.globals.functions(named: op).filter { $0.unaryFixity == nil }.map { ($0, "") }
        for (function, owner) in candidates where function.parameters.count == 2 {
            let context = TypeContext(enclosingType: owner.isEmpty ? nil : owner, genericParameters: Set(function.declaration.genericParameterClause?.parameters.map(\.name.text) ?? []))
            let accepts = zip(function.parameters, [left, right]).allSatisfy { parameter, value in
                let type = table.resolve(parameter.type, in: context)
                // An integer reaching a floating-point parameter was written as a literal (`v * 2`).
                if case .int = value, type.unwrapped.isFloatingPoint { return true }
                return isInstance(value, of: type)
            }
            guard accepts else { continue }
            let arguments = zip(function.parameters, [left, right]).map { Argument($0.label, $1) }
            return try invoke(function, bound: BoundSelf(box: nil, typeName: owner), arguments, at: location)
        }
        return nil
    }

    /// `>`, `<=`, `>=` from a type's own `<` (what `Comparable` gives), and `<`
    /// itself for enums whose `Comparable` is synthesised (by case order).
    func comparableOperator(_ op: String, _ left: Value, _ right: Value, at location: FileLocation, in frame: Frame) throws -> Value? {
        guard ["<", ">", "<=", ">="].contains(op) else { return nil }
        let typeName: String?
        switch left {
        case .instance(let instance): typeName = instance.typeName
        case .enumCase(let caseValue): typeName = caseValue.typeName
        default: return nil
        }
        guard let typeName, table.type(named: typeName) != nil else { return nil }
        func isLess(_ a: Value, _ b: Value) throws -> Bool? {
            if case .bool(let flag)? = try guideOperator("<", a, b, at: location) { return flag }
            if case .enumCase = a, conforms(typeName, to: "Comparable") { return try less(a, b, in: frame) }
            return nil
        }
        switch op {
        case "<": return try isLess(left, right).map(Value.bool)
        case ">": return try isLess(right, left).map(Value.bool)
        case "<=": return try isLess(right, left).map { .bool(!$0) }
        default: return try isLess(left, right).map { .bool(!$0) }
        }
    }

    /// `let k: CGFloat = 1`, `let b: UInt8 = 255`, `let n: Int8 = -128`: an integer
    /// literal (negated: with its `-`) is of the type its context gives it.
    func integerLiteral(_ literal: IntegerLiteralExprSyntax, negated: Bool, in frame: Frame) throws -> Value {
        let type = types.type(of: literal)?.nominalName
        guard let written = IntegerValue.literalNumber(literal.literal.text) else {
            throw EvaluationError("bad number \(literal.literal.text)", at: frame.location(of: literal))
        }
        let number = negated ? -written : written
        if type == "Float" || type == "Float32" { return .float(Float(number)) }
        if type.map(SwiftType.floatingPointNames.contains) == true { return .double(Double(number)) }
        let kind = type.flatMap(IntegerKind.named) ?? .int
        guard let value = IntegerValue.exactly(number, kind) else {
            throw EvaluationError("integer literal \(negated ? "-" : "")\(literal.literal.text) overflows when stored into '\(kind.name)'", at: frame.location(of: literal))
        }
        return value.value
    }

    func evaluatePrefix(_ prefix: PrefixOperatorExprSyntax, in frame: Frame) throws -> Value {
        // `-128` is one literal: an `Int8` can hold it though not `128`.
        if prefix.operator.text == "-", let literal = prefix.expression.as(IntegerLiteralExprSyntax.self) {
            try step(at: prefix.expression, in: frame)
            return try integerLiteral(literal, negated: true, in: frame)
        }
        let value = try evaluate(prefix.expression, in: frame)
        let op = prefix.operator.text
        return try applyPrefix(op, value, at: frame.location(of: prefix))
    }

    func applyPrefix(_ op: String, _ value: Value, at location: FileLocation) throws -> Value {
        if let integer = value.integerValue, let result = try IntegerArithmetic.prefix(op, integer, at: location) { return result }
        switch (op, value) {
        case ("-", .double(let number)): return .double(-number)
        case ("-", .float(let number)): return .float(-number)
        case ("+", .double), ("+", .float): return value
        case ("!", .bool(let flag)): return .bool(!flag)
        // `..<5`, `...5`: ranges with no lower end.
        case ("..<", .record(let index)) where index.typeName == "String.Index":
            return .range(lower: -Double.infinity, upper: Double(index["offset"]?.asInt ?? 0), closed: false, integral: true)
        case ("...", .record(let index)) where index.typeName == "String.Index":
            return .range(lower: -Double.infinity, upper: Double(index["offset"]?.asInt ?? 0), closed: true, integral: true)
        case ("..<", .int), ("..<", .integer): return .range(lower: -Double.infinity, upper: value.asDouble!, closed: false, integral: true)
        case ("...", .int), ("...", .integer): return .range(lower: -Double.infinity, upper: value.asDouble!, closed: true, integral: true)
        case ("..<", .double), ("..<", .float): return .range(lower: -Double.infinity, upper: value.asDouble!, closed: false, integral: false)
        case ("...", .double), ("...", .float): return .range(lower: -Double.infinity, upper: value.asDouble!, closed: true, integral: false)
        case ("-", .implicitMember):
            if case .double(let number) = Operators.numericConstant(value, other: .double(0)) { return .double(-number) }
            if let angle = Operators.angleRadians(value) { return CoreBuiltins.angle(radians: -angle) }
            throw EvaluationError("cannot apply '-' to \(value.kindDescription)", at: location)
        case ("-", .record(let record)) where record.typeName == "Angle":
            return CoreBuiltins.angle(radians: -(record["radians"]?.asDouble ?? 0))
        case ("...", _) where value.asDouble == nil, ("..<", _) where value.asDouble == nil:
            // `...DynamicTypeSize.xxxLarge`: a range of any Comparable with no lower end.
            if let result = try guidePrefixOperator(op, value, at: location) { return result }
            return .boundsRange(lower: .void, upper: value, closed: op == "...")
        default:
            if let result = try guidePrefixOperator(op, value, at: location) { return result }
            throw EvaluationError("cannot apply '\(op)' to \(value.kindDescription)", at: location)
        }
    }

    /// `static prefix func - (v: Vector)` declared by the guide.
    private func guidePrefixOperator(_ op: String, _ value: Value, at location: FileLocation) throws -> Value? {
        try guideUnaryOperator(op, fixity: "prefix", value, at: location)
    }

    /// `static prefix func - (v: Vector)`, `static postfix func +++ (x: inout V)`, or
    /// one declared at file scope: the guide's unary operator of that fixity.
    func guideUnaryOperator(_ op: String, fixity: String, _ value: Value, operand: ExprSyntax? = nil, in frame: Frame? = nil, at location: FileLocation) throws -> Value? {
        var candidates: [(FunctionDeclaration, String)] = []
        for owner in guideTypeNames(of: value) {
            guard let type = table.type(named: owner) else { continue }
            candidates += type.members.functions(named: op).filter { $0.isStatic }.map { ($0, owner) }
        }
        candidates += table.globals.functions(named: op).map { ($0, "") }
        guard let (function, owner) = candidates.first(where: { $0.0.parameters.count == 1 && ($0.0.unaryFixity ?? "prefix") == fixity }) else { return nil }
        var argument = Argument(function.parameters[0].label, value)
        // `i++` with `postfix func ++ (x: inout Int)`: the operand is written back.
        if function.parameters[0].isInout, let operand, let frame, Self.isPlaceSyntax(operand) {
            argument.place = try place(of: operand, in: frame)
        }
        return try invoke(function, bound: BoundSelf(box: nil, typeName: owner), [argument], at: location)
    }

    func truth(_ value: Value, at node: some SyntaxProtocol, in frame: Frame) throws -> Bool {
        guard case .bool(let flag) = value else {
            throw EvaluationError("expected a Bool, got \(value.kindDescription)", at: frame.location(of: node))
        }
        return flag
    }

    /// `==` across the value kinds guides compare: numbers (Int and Double
    /// alike), strings, enum cases against implicit members, colours, nil.
    func valuesEqual(_ left: Value, _ right: Value, in frame: Frame) throws -> Bool {
        if left.isNone || right.isNone { return left.isNone && right.isNone }
        switch (left, right) {
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.color(let a), .color(let b)): return a == b
        case (.enumCase(let a), .enumCase(let b)):
            guard a.name == b.name, a.payload.count == b.payload.count else { return false }
            return try zip(a.payload, b.payload).allSatisfy { try valuesEqual($0.value, $1.value, in: frame) }
        case (.enumCase(let a), .implicitMember(let name, let arguments)), (.implicitMember(let name, let arguments), .enumCase(let a)):
            guard a.name == name else { return false }
            // `.key("b")`: the payloads too.
            guard let arguments else { return a.payload.isEmpty }
            guard arguments.count == a.payload.count else { return false }
            return try zip(a.payload, arguments).allSatisfy { try valuesEqual($0.value, $1.value, in: frame) }
        case (.implicitMember(let a, _), .implicitMember(let b, _)): return a == b
        case (.type(let a), .type(let b)): return a.name == b.name || a.simpleName == b.simpleName && (a.name.hasSuffix(b.name) || b.name.hasSuffix(a.name))
        case (.boxedOptional(let a), .boxedOptional(let b)): return try valuesEqual(a, b, in: frame)
        case (.boxedOptional(let a), _): return try valuesEqual(a, right, in: frame)
        case (_, .boxedOptional(let b)): return try valuesEqual(left, b, in: frame)
        case (.set(let a), .set(let b)):
            guard a.count == b.count else { return false }
            return try a.allSatisfy { item in try b.contains { try valuesEqual(item, $0, in: frame) } }
        case (.dictionary(let a), .dictionary(let b)):
            guard a.count == b.count else { return false }
            return try a.allSatisfy { entry in try b.contains { try valuesEqual(entry.key, $0.key, in: frame) && valuesEqual(entry.value, $0.value, in: frame) } }
        case _ where left.characterInAny != nil || right.characterInAny != nil:
            return try valuesEqual(left.characterInAny ?? left, right.characterInAny ?? right, in: frame)
        case (.arraySlice(let slice), _):
            return try valuesEqual(.array(slice.elements), right, in: frame)
        case (_, .arraySlice(let slice)):
            return try valuesEqual(left, .array(slice.elements), in: frame)
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            return try zip(a, b).allSatisfy { try valuesEqual($0, $1, in: frame) }
        case (.tuple(let a, _), .tuple(let b, _)):
            guard a.count == b.count else { return false }
            return try zip(a, b).allSatisfy { try valuesEqual($0, $1, in: frame) }
        case (.keyPath(let a), .keyPath(let b)):
            // The same steps; `\.self` steps go nowhere.
            let steps = { (path: KeyPath) in path.components.filter { if case .property("self") = $0 { false } else { true } } }
            let (first, second) = (steps(a), steps(b))
            guard first.count == second.count else { return false }
            return try zip(first, second).allSatisfy { pair in
                switch pair {
                case (.property(let x), .property(let y)): return x == y
                case (.optional(let x), .optional(let y)): return x == y
                case (.subscripted(let x), .subscripted(let y)):
                    guard x.count == y.count else { return false }
                    return try zip(x, y).allSatisfy { try $0.label == $1.label && valuesEqual($0.value, $1.value, in: frame) }
                default: return false
                }
            }
        case (.record(let a), .record(let b)) where a.typeName == MeasurementMembers.typeName && b.typeName == MeasurementMembers.typeName:
            return try MeasurementMembers.binary("==", left, right)?.asBool ?? false
        case (.record(let a), .record(let b)) where a.typeName == "UUID" && b.typeName == "UUID":
            return a["uuidString"]?.asString == b["uuidString"]?.asString
        case (.instance(let a), .instance(let b)):
            // The guide's own `==`, else Swift's synthesized one: every stored property equal.
            if case .bool(let equal)? = try guideOperator("==", left, right, at: frame.location(of: frame.source.syntax)) { return equal }
            guard a.typeName == b.typeName, Set(a.fields.keys) == Set(b.fields.keys) else { return false }
            return try a.fields.allSatisfy { name, value in try valuesEqual(value, b.fields[name]!, in: frame) }
        case (.record(let a), .record(let b)) where a.typeName == b.typeName && a.undeclaredOrigin == nil:
            // `CGSize`, `CGPoint`, `EdgeInsets`: equal when every field is.
            guard a.storage !== b.storage else { return true }
            guard !a.storage.isReference, Set(a.storage.fields.keys) == Set(b.storage.fields.keys) else { return false }
            return try a.storage.fields.allSatisfy { name, value in try valuesEqual(value, b[name]!, in: frame) }
        default:
            // Integers exactly (a UInt64 past 2^53 is not a Double); a Float with a Float in 32 bits.
            if let a = left.integerValue, let b = right.integerValue { return a.number == b.number }
            if case .float(let a) = left, case .float(let b) = right { return a == b }
            if let a = left.asDouble, let b = right.asDouble { return a == b }
            return false
        }
    }

    // MARK: - Subscripts

    func evaluateSubscript(_ call: SubscriptCallExprSyntax, in frame: Frame) throws -> Value {
        let base = try evaluate(call.calledExpression, in: frame)
        if base.isNone, Interpreter.isOptionalChain(call.calledExpression) { return .none }
        let arguments = try call.arguments.map { Argument($0.label?.text, try evaluateSubscriptArgument($0.expression, in: frame)) }
        // `value[keyPath: \.size.width]`.
        if arguments.count == 1, arguments[0].label == "keyPath", case .keyPath(let path) = arguments[0].value {
            return try applyKeyPath(path, to: base, in: frame)
        }
        return try subscriptValue(of: base, arguments, at: call, in: frame)
    }

    /// A subscript's argument; `items[...]` (`UnboundedRange`) is the range of all indices.
    func evaluateSubscriptArgument(_ expression: ExprSyntax, in frame: Frame) throws -> Value {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "...", reference.argumentNames == nil {
            return .range(lower: -.infinity, upper: .infinity, closed: false, integral: true)
        }
        return try evaluate(expression, in: frame)
    }

    /// Subscripts of the standard library's and SwiftUI's types.
    func builtinSubscript(_ base: Value, _ labelled: [Argument], at node: some SyntaxProtocol, in frame: Frame) throws -> Value {
        let arguments = labelled.map(\.value)
        let location = frame.location(of: node)
        // `items.reversed()[0]`: with an integer index Swift chooses the `reversed()` that gives an array.
        if case .reversedCollection = base { return try builtinSubscript(.array(CoreBuiltins.sequence(base)), labelled, at: node, in: frame) }
        // `squares[2]`: the element at a base index, a lazy map's transform run for it.
        if case .lazySequence(let chain) = base, case .int(let index)? = arguments.first {
            return try lazyEvaluation(in: frame).element(at: index, chain)
        }
        switch (base, arguments.first) {
        case (.array(let items), .int(let index)?):
            guard items.indices.contains(index) else {
                throw EvaluationError("index \(index) is out of range (0..<\(items.count))", at: location)
            }
            return items[index]
        case (.array(let items), .range(let lower, let upper, let closed, _)?):
            let start = lower.isFinite ? Int(saturating: lower) : 0
            let end = upper.isFinite ? Int(saturating: upper) + (closed ? 1 : 0) : items.count
            guard start >= 0, end <= items.count, start <= end else {
                throw EvaluationError("range is out of bounds", at: location)
            }
            return .arraySlice(ArraySliceValue(Array(items[start..<end]), startIndex: start))
        // A slice is read at the indices it had in its array.
        case (.arraySlice(let slice), .int(let index)?):
            guard let position = slice.position(of: index) else {
                throw EvaluationError("index \(index) is out of range (\(slice.startIndex)..<\(slice.endIndex))", at: location)
            }
            return slice.elements[position]
        case (.arraySlice(let slice), .range(let lower, let upper, let closed, _)?):
            guard let part = slice.subslice(lower: lower, upper: upper, closed: closed) else { throw EvaluationError("range is out of bounds", at: location) }
            return .arraySlice(part)
        case (.record(let record), .type(let keyType)?) where record.typeName == "EnvironmentValues":
            // `self[ThemeKey.self]` in a guide's EnvironmentValues extension: what was written, else the key's default.
            if let written = record[Self.environmentSlot(keyType)] { return written }
            return try staticMember("defaultValue", of: keyType.name, at: node, in: frame)
        case (.dictionary(let entries), let key?):
            for entry in entries where try valuesEqual(entry.key, key, in: frame) {
                return entry.value
            }
            // `sizes[key, default: .zero]`.
            return labelled.value("default") ?? .none
        case (.string(let text), .int(let index)?):
            let characters = Array(text)
            guard characters.indices.contains(index) else { throw EvaluationError("index out of range", at: location) }
            return .string(String(characters[index]))
        case (.string(let text), .record(let index)?) where index.typeName == "String.Index":
            return .string(String(try StringMembers.character(text, at: index["offset"]?.asInt ?? 0)))
        case (.string(let text), .range(let lower, let upper, let closed, _)?):
            // `text[start..<end]`, `text[..<index]`, `text[index...]`: the characters between.
            let count = text.count
            let start = lower.isFinite ? Int(saturating: lower) : 0
            let end = upper.isFinite ? Int(saturating: upper) + (closed ? 1 : 0) : count
            guard start >= 0, end <= count, start <= end else { throw EvaluationError("String index range is out of bounds", at: location) }
            return .string(String(text.dropFirst(start).prefix(end - start)))
        default:
            throw EvaluationError("cannot subscript a \(base.kindDescription)", at: location)
        }
    }
}

/// Backslash escapes of Swift string literals.
enum StringEscapes {
    /// `delimiter`: a raw string's pounds (`#"\#n"#`); there a backslash
    /// without them is an ordinary character.
    static func unescape(_ raw: String, delimiter: String = "") -> String {
        guard raw.contains("\\") else { return raw }
        var result = ""
        var rest = Substring(raw)
        while let character = rest.popFirst() {
            guard character == "\\", rest.starts(with: delimiter) else {
                result.append(character)
                continue
            }
            rest = rest.dropFirst(delimiter.count)
            guard let next = rest.popFirst() else { break }
            switch next {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                let hex = rest.dropFirst().prefix { $0 != "}" }  // after "{"
                rest = rest.dropFirst(hex.count + 2)
                if let scalar = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) { result.unicodeScalars.append(scalar) }
            default: result.append(next)
            }
        }
        return result
    }
}
