import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Swift's operator table with a guide's own operators and precedence
/// groups added.
///
/// A guide's group usually sits between the standard ones (`higherThan:
/// AdditionPrecedence`, `lowerThan: MultiplicationPrecedence`). SwiftOperators
/// ranks groups correctly through `higherThan` chains but reads a
/// `lowerThan` relation backwards, so `a <> b * c` would fold as
/// `(a <> b) * c`. Every `lowerThan: X` of a group `G` is therefore
/// recorded as what it means, `X` `higherThan: G`, before folding.
enum GuideOperators {
    /// The table to fold with; `nil` when the sources declare no operator or group.
    static func table(for sources: [SourceFileSyntax]) -> OperatorTable? {
        let declarations = sources.flatMap { source in
            source.statements.compactMap { item -> DeclSyntax? in
                guard case .decl(let decl) = item.item, decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self) else { return nil }
                return decl
            }
        }
        guard !declarations.isEmpty else { return nil }
        // Swift's own groups and operators, as declarations, then the guide's.
        let standard = Parser.parse(source: OperatorTable.standardOperators.description)
        var groups: [PrecedenceGroup] = []
        var operators: [Operator] = []
        var indexOfGroup: [String: Int] = [:]
        for decl in standard.statements.compactMap({ $0.item.as(DeclSyntax.self) }) + declarations {
            if let group = decl.as(PrecedenceGroupDeclSyntax.self) {
                // A group declared twice keeps its first declaration, as the compiler reports the second.
                guard indexOfGroup[group.name.text] == nil else { continue }
                indexOfGroup[group.name.text] = groups.count
                groups.append(precedenceGroup(group))
            } else if let op = decl.as(OperatorDeclSyntax.self), let kind = operatorKind(op) {
                let name = op.name.text
                let group = op.operatorPrecedenceAndTypes?.precedenceGroup.text
                operators.removeAll { $0.name == name && $0.kind == kind }
                operators.append(Operator(kind: kind, name: name, precedenceGroup: kind == .infix ? (group ?? "DefaultPrecedence") : nil))
            }
        }
        // `G lowerThan X` recorded as `X higherThan G`.
        for index in groups.indices {
            let lower = groups[index].relations.filter { $0.kind == .lowerThan }
            groups[index].relations.removeAll { $0.kind == .lowerThan }
            for relation in lower {
                guard let other = indexOfGroup[relation.groupName] else { continue }
                groups[other].relations.append(.higherThan(groups[index].name))
            }
        }
        return OperatorTable(precedenceGroups: groups, operators: operators) { _ in }
    }

    private static func precedenceGroup(_ syntax: PrecedenceGroupDeclSyntax) -> PrecedenceGroup {
        var group = PrecedenceGroup(name: syntax.name.text)
        for attribute in syntax.groupAttributes {
            switch attribute {
            case .precedenceGroupRelation(let relation):
                let names = relation.precedenceGroups.map(\.name.text)
                switch relation.higherThanOrLowerThanLabel.text {
                case "higherThan": group.relations += names.map { .higherThan($0) }
                case "lowerThan": group.relations += names.map { .lowerThan($0) }
                default: break
                }
            case .precedenceGroupAssignment(let assignment):
                group.assignment = assignment.value.text == "true"
            case .precedenceGroupAssociativity(let associativity):
                group.associativity = Associativity(rawValue: associativity.value.text) ?? .none
            @unknown default:
                break
            }
        }
        return group
    }

    private static func operatorKind(_ syntax: OperatorDeclSyntax) -> OperatorKind? {
        switch syntax.fixitySpecifier.text {
        case "infix": .infix
        case "prefix": .prefix
        case "postfix": .postfix
        default: nil
        }
    }
}
