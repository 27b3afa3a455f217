import SwiftSemantics
import SwiftSyntax

/// Associated types as Swift infers them: `Inbox.Item` (or `C.Item` with `C`
/// bound to `Inbox`) is the `typealias Item` the type declares, else what
/// its members put where a protocol's requirements write `Item`
/// (`var items: [Item]` satisfied by `var items: [String]`).
extension Interpreter {
    func associatedType(_ name: String, of typeName: String) -> String? {
        guard let type = table.type(named: typeName) else { return nil }
        if let alias = type.members.typeAliases[name] { return alias.trimmedDescription }
        for protocolName in type.inheritedTypes {
            guard let requirements = table.protocols[protocolName]?.requirements else { continue }
            for requirement in requirements.properties {
                guard let written = requirement.type, let own = type.members.property(requirement.name, isStatic: requirement.isStatic)?.type,
                      let found = Self.binding(of: name, in: written, matching: own) else { continue }
                return found
            }
            for requirement in requirements.functions {
                guard let own = type.members.functions(named: requirement.name).first(where: { $0.parameters.count == requirement.parameters.count }) else { continue }
                for (wanted, given) in zip(requirement.parameters, own.parameters) {
                    if let found = Self.binding(of: name, in: wanted.type, matching: given.type) { return found }
                }
                if let wanted = requirement.returnType, let given = own.returnType, let found = Self.binding(of: name, in: wanted, matching: given) {
                    return found
                }
            }
        }
        return nil
    }

    /// What stands where `pattern` writes `name`, when `type` is written the
    /// same way around it (`[Item]` against `[String]` gives `String`).
    static func binding(of name: String, in pattern: TypeSyntax, matching type: TypeSyntax) -> String? {
        let wanted = pattern.tokens(viewMode: .sourceAccurate).map(\.text)
        let given = type.tokens(viewMode: .sourceAccurate).map(\.text)
        guard wanted.count == given.count, wanted.contains(name) else { return nil }
        var found: String?
        for (pattern, token) in zip(wanted, given) {
            if pattern == name {
                guard found == nil || found == token else { return nil }
                found = token
            } else if pattern != token {
                return nil
            }
        }
        return found == name ? nil : found
    }
}
