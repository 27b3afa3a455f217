import SwiftSyntax

/// A declaration at the top of a Swift file, as a page shows it: its
/// lines (doc comment and attributes included), its name, and its doc
/// comment as text.
public struct TopLevelDeclaration: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case `import`, type, `extension`, function, variable, preview, other
    }

    public var kind: Kind
    /// `PrimaryButton`, `Color` (of an extension); nil for imports and other statements.
    public var name: String?
    /// The `///` or `/** */` comment right above it, markers removed.
    public var documentation: String?
    /// 1-based lines of the file, from its doc comment to its last line.
    public var lines: ClosedRange<Int>
}

extension SwiftSource {
    /// The file's top-level declarations in order. Lines are this source's
    /// own (1-based), whatever `firstLine` says.
    public var topLevelDeclarations: [TopLevelDeclaration] {
        var result: [TopLevelDeclaration] = []
        var previousEnd = 0
        for item in syntax.statements {
            let start = converter.location(for: item.positionAfterSkippingLeadingTrivia).line
            let end = converter.location(for: item.endPositionBeforeTrailingTrivia).line
            let documentation = Self.documentation(in: item.leadingTrivia)
            // The doc comment's lines belong to the declaration.
            let commentLines = documentation.map { $0.split(separator: "\n", omittingEmptySubsequences: false).count } ?? 0
            let first = max(previousEnd + 1, start - commentLines)
            result.append(TopLevelDeclaration(kind: Self.kind(of: item.item), name: Self.name(of: item.item), documentation: documentation,
                                              lines: min(first, start)...max(end, start)))
            previousEnd = max(end, start)
        }
        return result
    }

    private static func kind(of item: CodeBlockItemSyntax.Item) -> TopLevelDeclaration.Kind {
        guard case .decl(let decl) = item else { return .other }
        if decl.is(ImportDeclSyntax.self) { return .import }
        if decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
            || decl.is(ProtocolDeclSyntax.self) || decl.is(ActorDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self) { return .type }
        if decl.is(ExtensionDeclSyntax.self) { return .extension }
        if decl.is(FunctionDeclSyntax.self) { return .function }
        if decl.is(VariableDeclSyntax.self) { return .variable }
        if let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return .preview }
        return .other
    }

    private static func name(of item: CodeBlockItemSyntax.Item) -> String? {
        guard case .decl(let decl) = item else { return nil }
        if let type = decl.asProtocol(NamedDeclSyntax.self) { return type.name.text }
        if let ext = decl.as(ExtensionDeclSyntax.self) { return ext.extendedType.trimmedText }
        if let variable = decl.as(VariableDeclSyntax.self) { return variable.bindings.first?.pattern.trimmedText }
        return nil
    }

    /// The doc comment that ends right above a declaration: consecutive
    /// `///` lines, or one `/** ... */` block, with their markers removed.
    static func documentation(in trivia: Trivia) -> String? {
        var lines: [String] = []
        var newlinesSinceComment = 0
        for piece in trivia {
            switch piece {
            case .docLineComment(let text):
                if newlinesSinceComment > 1 { lines = [] }
                var line = Substring(text.dropFirst(3))
                if line.first == " " { line = line.dropFirst() }
                lines.append(String(line))
                newlinesSinceComment = 0
            case .docBlockComment(let text):
                let body = text.dropFirst(3).dropLast(2)
                lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    var trimmed = line.drop { $0 == " " || $0 == "\t" }
                    if trimmed.first == "*" { trimmed = trimmed.dropFirst() }
                    if trimmed.first == " " { trimmed = trimmed.dropFirst() }
                    return String(trimmed)
                }
                newlinesSinceComment = 0
            case .newlines(let count), .carriageReturnLineFeeds(let count):
                newlinesSinceComment += count
            case .lineComment, .blockComment:
                // An ordinary comment between the doc comment and the declaration ends it.
                lines = []
                newlinesSinceComment = 0
            default:
                break
            }
        }
        // A blank line between the comment and the declaration: not its doc comment.
        guard !lines.isEmpty, newlinesSinceComment <= 1 else { return nil }
        let isBlank = { (line: String) in line.allSatisfy { $0 == " " || $0 == "\t" } }
        while let last = lines.last, isBlank(last) { lines.removeLast() }
        while let first = lines.first, isBlank(first) { lines.removeFirst() }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
}
