import SwiftSyntax

/// Whether a static type conforms to a protocol, as overload ranking needs
/// it: `check<T: Comparable>` is chosen for an `Int`, not for a `Token` that
/// is only `Equatable`.
extension ExpressionTyper {
    /// True or false when it can be told; nil when the type is not known well enough.
    func conforms(_ type: SwiftType, to protocolName: String, _ context: Context?) -> Bool? {
        if protocolName == "Any" { return true }
        switch type {
        case .genericParameter(let name):
            // `x: T` inside `forwardEq<T: Equatable>`: what its own constraints say.
            guard let constraints = context?.genericConstraints[name] else { return false }
            return constraints.contains { refines($0, protocolName) }
        case .array(let element):
            if LibraryTypes.conformances(of: "Array").contains(where: { refines($0, protocolName) }) { return true }
            if ["Equatable", "Hashable"].contains(protocolName) { return conforms(element, to: protocolName, context) }
            return guideConformance("Array", protocolName)
        case .optional(let wrapped):
            if ["Equatable", "Hashable"].contains(protocolName) { return conforms(wrapped, to: protocolName, context) }
            return guideConformance("Optional", protocolName)
        case .dictionary:
            if ["Collection", "Sequence"].contains(protocolName) { return true }
            return guideConformance("Dictionary", protocolName)
        case .nominal(let name, _):
            if name == "Set" {
                return ["Collection", "Sequence", "Equatable", "Hashable"].contains(protocolName) || guideConformance(name, protocolName)
            }
            if let declaration = table.types[name], declaration.kind != .extensionOfExternal {
                // An enum without payloads is Equatable and Hashable by itself.
                if declaration.kind == .enum, ["Equatable", "Hashable"].contains(protocolName),
                   declaration.members.cases.allSatisfy({ $0.parameters.isEmpty }) { return true }
                return guideConformance(name, protocolName)
            }
            let library = LibraryTypes.conformances(of: name)
            if library.contains(where: { refines($0, protocolName) }) { return true }
            if guideConformance(name, protocolName) { return true }
            return library.isEmpty ? nil : false
        case .tuple, .function, .metatype:
            return false
        case .existential(let protocols):
            return protocols.contains { refines($0, protocolName) }
        case .unknown:
            return nil
        }
    }

    /// The type a literal has where nothing asks for another: `5` is an `Int`,
    /// `[1, 2]` an `[Int]`.
    static func literalDefaultType(_ expression: ExprSyntax) -> SwiftType? {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr: return .int
        case .floatLiteralExpr: return .double
        case .stringLiteralExpr: return .string
        case .booleanLiteralExpr: return .bool
        case .arrayExpr(let array):
            guard let first = array.elements.first, let element = literalDefaultType(first.expression) else { return nil }
            return .array(element)
        default: return nil
        }
    }

    /// Whether a type's declaration or an extension of it says it conforms, directly or through a refinement.
    private func guideConformance(_ typeName: String, _ protocolName: String) -> Bool {
        guard let declaration = table.types[typeName] else { return false }
        return declaration.inheritedTypes.contains { refines($0, protocolName) }
    }

    /// Whether conforming to `protocolName` implies conforming to `other` (`Comparable` to `Equatable`).
    func refines(_ protocolName: String, _ other: String) -> Bool {
        var queue = [protocolName], seen: Set<String> = []
        while let next = queue.popLast(), seen.insert(next).inserted, seen.count < 32 {
            if next == other { return true }
            queue += table.protocols[next]?.inheritedTypes ?? LibraryTypes.refinedProtocols(of: next)
        }
        return false
    }

    /// How many protocols conforming to this one brings in: the more refined a
    /// constraint, the more specific the overload.
    func refinementDepth(of protocolName: String) -> Int {
        var queue = [protocolName], seen: Set<String> = []
        while let next = queue.popLast(), seen.insert(next).inserted, seen.count < 32 {
            queue += table.protocols[next]?.inheritedTypes ?? LibraryTypes.refinedProtocols(of: next)
        }
        return seen.count
    }
}
