import SwiftCode
import SwiftSyntax

/// Where a type annotation is read: the type it is written in (for nested
/// type names and `Self`) and the generic parameters in scope.
public struct TypeContext: Sendable {
    /// The qualified name of the type whose code this is, if any.
    public var enclosingType: String?
    public var genericParameters: Set<String>

    public init(enclosingType: String? = nil, genericParameters: Set<String> = []) {
        self.enclosingType = enclosingType
        self.genericParameters = genericParameters
    }
}

extension DeclarationTable {
    /// The qualified name of the guide type `name` refers to from inside
    /// `scope`: nested types first (innermost out), then top-level ones;
    /// nil when the guide declares no such type.
    public func qualifiedTypeName(_ name: String, from scope: String?) -> String? {
        var current = scope
        var steps = 0
        while let qualified = current, steps < 32 {
            let candidate = "\(qualified).\(name)"
            if types[candidate] != nil { return candidate }
            current = types[qualified]?.parent ?? Self.enclosingScope(of: qualified)
            steps += 1
        }
        return types[name] != nil ? name : nil
    }

    /// A type annotation as a `SwiftType`.
    public func resolve(_ syntax: TypeSyntax?, in context: TypeContext) -> SwiftType {
        var budget = 64
        return resolve(syntax, in: context, budget: &budget)
    }

    private func resolve(_ syntax: TypeSyntax?, in context: TypeContext, budget: inout Int) -> SwiftType {
        budget -= 1
        guard let syntax, budget > 0 else { return .unknown }
        switch syntax.as(TypeSyntaxEnum.self) {
        case .identifierType(let identifier):
            let name = identifier.name.text
            let arguments = identifier.genericArgumentClause?.arguments.compactMap { argument -> SwiftType? in
                if case .type(let type) = argument.argument { return resolve(type, in: context, budget: &budget) }
                return nil
            } ?? []
            return named(name, arguments, in: context, budget: &budget)
        case .memberType(let member):
            let base = resolve(member.baseType, in: context, budget: &budget)
            let name = member.name.text
            let arguments = member.genericArgumentClause?.arguments.compactMap { argument -> SwiftType? in
                if case .type(let type) = argument.argument { return resolve(type, in: context, budget: &budget) }
                return nil
            } ?? []
            if case .nominal(let baseName, _) = base {
                let qualified = "\(baseName).\(name)"
                if let alias = types[baseName]?.members.typeAliases[name] {
                    return resolve(alias, in: TypeContext(enclosingType: baseName), budget: &budget)
                }
                return .nominal(qualified, arguments)
            }
            if case .genericParameter(let parameter) = base { return .nominal("\(parameter).\(name)", arguments) }
            return .unknown
        case .arrayType(let array):
            return .array(resolve(array.element, in: context, budget: &budget))
        case .dictionaryType(let dictionary):
            return .dictionary(resolve(dictionary.key, in: context, budget: &budget), resolve(dictionary.value, in: context, budget: &budget))
        case .optionalType(let optional):
            return .optional(resolve(optional.wrappedType, in: context, budget: &budget))
        case .implicitlyUnwrappedOptionalType(let optional):
            return .optional(resolve(optional.wrappedType, in: context, budget: &budget))
        case .tupleType(let tuple):
            let elements = Array(tuple.elements)
            if elements.count == 1, elements[0].firstName == nil { return resolve(elements[0].type, in: context, budget: &budget) }
            return .tuple(elements.map { SwiftType.TupleElement($0.firstName?.text, resolve($0.type, in: context, budget: &budget)) })
        case .functionType(let function):
            return .function(parameters: function.parameters.map { resolve($0.type, in: context, budget: &budget) },
                             result: resolve(function.returnClause.type, in: context, budget: &budget))
        case .attributedType(let attributed):
            return resolve(attributed.baseType, in: context, budget: &budget)
        case .someOrAnyType(let some):
            return .existential(some.constraint.trimmedDescription.split(separator: "&").map { $0.filter { !$0.isWhitespace } })
        case .compositionType(let composition):
            return .existential(composition.elements.map { $0.type.trimmedDescription })
        case .metatypeType(let metatype):
            return .metatype(resolve(metatype.baseType, in: context, budget: &budget))
        default:
            return .unknown
        }
    }

    private func named(_ name: String, _ arguments: [SwiftType], in context: TypeContext, budget: inout Int) -> SwiftType {
        if context.genericParameters.contains(name) { return .genericParameter(name) }
        switch (name, arguments.count) {
        case ("Array", 1): return .array(arguments[0])
        case ("Optional", 1): return .optional(arguments[0])
        case ("Dictionary", 2): return .dictionary(arguments[0], arguments[1])
        case ("Self", 0):
            return context.enclosingType.map { .nominal($0, []) } ?? .genericParameter("Self")
        case ("TimeInterval", 0), ("Float64", 0): return .double
        case ("CGFloat", 0): return .named("CGFloat")
        case ("Any", 0), ("AnyObject", 0): return .existential([name])
        default: break
        }
        if let qualified = qualifiedTypeName(name, from: context.enclosingType) { return .nominal(qualified, arguments) }
        if let target = aliasedType(name, from: context.enclosingType) {
            return resolve(target, in: context, budget: &budget)
        }
        if protocols[name] != nil { return .existential([name]) }
        return .nominal(name, arguments)
    }
}
