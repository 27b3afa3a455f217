import SwiftParser
import SwiftSemantics
import SwiftSyntax

/// `is`, `as?`, `as!` and the `is T` / `let x as T` patterns: whether a
/// value is an instance of a type, decided by its dynamic type as Swift
/// decides it (a subclass instance is its superclass's; a conforming value
/// is its protocol's; an `Int` is not a `Double`).
extension Interpreter {
    func resolvedType(_ syntax: TypeSyntax, in frame: Frame) -> SwiftType {
        let context = TypeContext(enclosingType: frame.typeContext)
        // `as? T` in a generic function: `T` is the type the call bound it to.
        var bindings: [String: SwiftType] = [:]
        for token in syntax.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, table.qualifiedTypeName(name, from: frame.typeContext) == nil,
                  case .type(let reference)? = frame.scope.lookup(name) else { continue }
            var parser = Parser(reference.name)
            bindings[name] = table.resolve(TypeSyntax.parse(from: &parser), in: context)
        }
        return table.resolve(syntax, in: context).substituting(bindings)
    }

    func isInstance(_ value: Value, of type: SwiftType) -> Bool {
        if case .boxedOptional(let wrapped) = value { return isInstance(wrapped, of: type.unwrapped) }
        switch type {
        case .unknown:
            return true
        case .optional(let wrapped):
            return value.isNone || isInstance(value, of: wrapped)
        case .existential(let protocols):
            return protocols.allSatisfy { conformsDynamically(value, to: $0) }
        case .array(let element):
            guard case .array(let items) = value else { return false }
            return items.allSatisfy { isInstance($0, of: element) }
        case .dictionary(let key, let element):
            guard case .dictionary(let entries) = value else { return false }
            return entries.allSatisfy { isInstance($0.key, of: key) && isInstance($0.value, of: element) }
        case .tuple(let elements):
            if elements.isEmpty, case .void = value { return true }  // `()` is a `Void`
            guard case .tuple(let items, _) = value, items.count == elements.count else { return false }
            return zip(items, elements).allSatisfy { isInstance($0, of: $1.type) }
        case .function:
            return value.isCallable
        // `t is UserModel.Type`: the guide type `t` names is that class or a subclass of it.
        case .metatype(.nominal(let name, _)):
            guard case .type(let reference) = value, table.type(named: reference.name) != nil else { return true }
            return isGuideType(reference.name, name)
        case .metatype, .genericParameter:
            return true
        case .nominal(let name, _):
            return isInstance(value, ofNamed: name)
        }
    }

    private func isInstance(_ value: Value, ofNamed name: String) -> Bool {
        switch value {
        // A number is of its own type only (an `Int` is no `Int64`, a `Double` no `Float`),
        // with the library's conformances and those the guide adds (`extension Int: Tappable`).
        case .int: return name == "Int" || Self.integerProtocols(signed: true).contains(name) || conforms("Int", to: name)
        case .integer(let number): return name == number.kind.name || Self.integerProtocols(signed: number.kind.isSigned).contains(name) || conforms(number.kind.name, to: name)
        case .double: return ["Double", "CGFloat", "TimeInterval", "Float64"].contains(name) || Self.floatingPointProtocols.contains(name) || conforms("Double", to: name)
        case .float: return name == "Float" || name == "Float32" || Self.floatingPointProtocols.contains(name) || conforms("Float", to: name)
        case .string(let text): return name == "String" || name == "Substring" || (name == "Character" && text.count == 1) || ["StringProtocol", "Comparable", "Equatable", "Hashable", "CustomStringConvertible"].contains(name)
            || conforms("String", to: name)
        case .bool: return ["Bool", "Equatable", "Hashable", "CustomStringConvertible"].contains(name) || conforms("Bool", to: name)
        case .set: return name == "Set"
        case .arraySlice: return name == "ArraySlice"
        case .reversedCollection: return name == "ReversedCollection"
        case .range(_, _, let closed, _): return name == (closed ? "ClosedRange" : "Range")
        case .instance(let instance): return isGuideType(instance.typeName, name) && meetsConformanceConditions(value, of: instance.typeName, for: name)
        case .array(let items) where conforms("Array", to: name):
            // `extension Array: Describable where Element: Describable`.
            let conditions = table.type(named: "Array")?.conformanceConditions[name]?["Element"] ?? []
            guard !conditions.isEmpty else { return true }
            guard conformanceCheckDepth < Self.maximumConformanceDepth else { return false }
            conformanceCheckDepth += 1
            defer { conformanceCheckDepth -= 1 }
            return items.allSatisfy { item in conditions.allSatisfy { conformsDynamically(item, to: $0) } }
        case .enumCase(let caseValue): return isGuideType(caseValue.typeName, name)
        case .record(let record): return record.typeName == name || record.typeName.hasSuffix("." + name)
        case .color: return name == "Color" || name == "ShapeStyle" || name == "View"
        case .font: return name == "Font"
        case .view: return name == "View" || name == "Text"
        case .void: return name == "Void"
        default: return false
        }
    }

    /// Whether an instance of a generic type has a conformance a constrained
    /// extension gives (`Pair<Money>` is `Describable`, `Pair<Int>` is not):
    /// each generic parameter's value, from the stored property declared with it, conforms.
    private func meetsConformanceConditions(_ value: Value, of typeName: String, for protocolName: String) -> Bool {
        guard case .instance(let instance) = value, let type = table.type(named: typeName),
              let conditions = type.conformanceConditions[protocolName], !conditions.isEmpty else { return true }
        guard conformanceCheckDepth < Self.maximumConformanceDepth else { return false }
        conformanceCheckDepth += 1
        defer { conformanceCheckDepth -= 1 }
        for (parameter, protocols) in conditions {
            guard let property = type.members.storedInstanceProperties.first(where: { $0.type?.trimmedDescription == parameter }),
                  let field = instance.fields[storageName(property.name, in: instance)] else { continue }
            let fieldValue = (try? field.throughBinding()) ?? field
            guard protocols.allSatisfy({ conformsDynamically(fieldValue, to: $0) }) else { return false }
        }
        return true
    }

    static let maximumConformanceDepth = 64

    static func integerProtocols(signed: Bool) -> Set<String> {
        Set(["Numeric", "BinaryInteger", signed ? "SignedInteger" : "UnsignedInteger", "FixedWidthInteger", "Comparable", "Equatable", "Hashable",
             "CustomStringConvertible", "AdditiveArithmetic", "Strideable"]).union(signed ? ["SignedNumeric"] : [])
    }

    static let floatingPointProtocols: Set<String> = [
        "Numeric", "FloatingPoint", "BinaryFloatingPoint", "Comparable", "Equatable", "Hashable", "CustomStringConvertible", "AdditiveArithmetic",
        "SignedNumeric", "Strideable",
    ]

    /// Whether a guide type is `name` or inherits or conforms to it.
    private func isGuideType(_ typeName: String, _ name: String) -> Bool {
        if typeName == name || typeName.hasSuffix("." + name) { return true }
        var current = table.type(named: typeName)
        var steps = 0
        while let type = current, steps < 16 {
            if type.qualifiedName == name || type.name == name { return true }
            current = superclass(of: type)
            steps += 1
        }
        return conforms(typeName, to: name)
    }

    private func conformsDynamically(_ value: Value, to protocolName: String) -> Bool {
        switch protocolName {
        case "Any": return true
        case "AnyObject": return Self.isReference(value)
        case "Error": 
            if case .enumCase(let caseValue) = value { return conforms(caseValue.typeName, to: "Error") || conforms(caseValue.typeName, to: "LocalizedError") }
            if case .instance(let instance) = value { return conforms(instance.typeName, to: "Error") || conforms(instance.typeName, to: "LocalizedError") }
            return false
        default: return isInstance(value, ofNamed: protocolName)
        }
    }

    /// `value as? T`: the value when it is a `T` (unboxed), else nil.
    func cast(_ value: Value, to type: SwiftType) -> Value? {
        let unboxed: Value = if case .boxedOptional(let wrapped) = value { wrapped } else { value }
        if unboxed.isNone { return nil }
        guard isInstance(unboxed, of: type.unwrapped) else { return nil }
        // Out of `Any`, a Character is a one-character string again.
        return unboxed.characterInAny ?? unboxed
    }
}
