import SwiftCode
import SwiftSyntax

/// `#if os(iOS)`, `#if canImport(UIKit)`, `#if DEBUG`: guides are read as an
/// iPhone debug build (a preview) compiles them, so the iOS branch of each
/// conditional block is the code, and the others are not.
public enum CompilationConditions {
    /// Modules an iOS app can import.
    public static let importable: Set<String> = [
        "UIKit", "SwiftUI", "Foundation", "Combine", "CoreGraphics", "QuartzCore", "CoreFoundation", "Charts", "MapKit",
        "AVKit", "AVFoundation", "PhotosUI", "CoreLocation", "WidgetKit", "ActivityKit", "UniformTypeIdentifiers", "os",
        "Observation", "CoreImage", "CoreText", "Darwin", "Swift",
    ]
    /// Flags a preview build sets.
    public static let flags: Set<String> = ["DEBUG"]

    /// The clause of `#if ... #elseif ... #else` an iOS debug build compiles.
    public static func activeClause(of node: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        for clause in node.clauses {
            guard let condition = clause.condition else { return clause }
            if holds(condition) { return clause }
        }
        return nil
    }

    /// The declarations of the active branch (`#if` blocks nest).
    public static func activeDeclarations(of node: IfConfigDeclSyntax) -> [DeclSyntax] {
        guard let clause = activeClause(of: node), let elements = clause.elements else { return [] }
        switch elements {
        case .decls(let members):
            return members.flatMap { activeDeclarations(in: $0.decl) }
        case .statements(let items):
            return items.compactMap { item -> [DeclSyntax]? in
                if case .decl(let decl) = item.item { return activeDeclarations(in: decl) }
                return nil
            }.flatMap { $0 }
        default:
            return []
        }
    }

    /// `decl` itself, or the active declarations of a `#if` block.
    public static func activeDeclarations(in decl: DeclSyntax) -> [DeclSyntax] {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) { return activeDeclarations(of: ifConfig) }
        return [decl]
    }

    /// The statements of the active branch of a `#if` among statements.
    public static func activeStatements(of node: IfConfigDeclSyntax) -> CodeBlockItemListSyntax? {
        guard let clause = activeClause(of: node), case .statements(let items)? = clause.elements else { return nil }
        return items
    }

    public static func holds(_ condition: ExprSyntax) -> Bool {
        switch condition.as(ExprSyntaxEnum.self) {
        case .booleanLiteralExpr(let literal):
            return literal.literal.tokenKind == .keyword(.true)
        case .declReferenceExpr(let reference):
            return flags.contains(reference.baseName.text)
        case .tupleExpr(let tuple):
            return tuple.elements.count == 1 && tuple.elements.first.map { holds($0.expression) } == true
        case .prefixOperatorExpr(let prefix):
            return prefix.operator.text == "!" ? !holds(prefix.expression) : false
        case .infixOperatorExpr(let infix):
            switch infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            case "&&": return holds(infix.leftOperand) && holds(infix.rightOperand)
            case "||": return holds(infix.leftOperand) || holds(infix.rightOperand)
            default: return false
            }
        case .sequenceExpr(let sequence):
            // Unfolded `a || b && c`: `&&` binds tighter, as Swift reads it.
            let elements = Array(sequence.elements)
            var anyGroup = false
            var group = true
            var index = 0
            while index < elements.count {
                group = group && holds(elements[index])
                let op = index + 1 < elements.count ? elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text : nil
                if op != "&&" {
                    anyGroup = anyGroup || group
                    group = true
                }
                index += 2
            }
            return anyGroup
        case .functionCallExpr(let call):
            let argument = call.arguments.first?.expression.trimmedText ?? ""
            switch call.calledExpression.trimmedText {
            case "os": return argument == "iOS"
            case "canImport": return importable.contains(argument.split(separator: ".").first.map(String.init) ?? argument)
            case "targetEnvironment": return argument == "simulator"
            case "arch": return argument == "arm64"
            case "swift", "compiler", "hasFeature", "hasAttribute": return true
            default: return false
            }
        default:
            return false
        }
    }
}
