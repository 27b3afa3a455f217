import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source text without the trivia before its first token and
    /// after its last: `trimmedDescription`, read from the text instead.
    ///
    /// `trimmedDescription` builds a trimmed copy of the tree first (two
    /// key-path writes, a new arena), and the interpreter asks it for type
    /// names, parameters and labels again and again (2 % of a build). A node
    /// with a missing or unexpected token keeps the tree's own answer, since
    /// its outer trivia is then a question of which token counts as first.
    public var trimmedText: String {
        guard !hasError else { return trimmedDescription }
        let text = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = text.count - trailingTriviaLength.utf8Length
        guard start <= end else { return trimmedDescription }
        return String(decoding: text[start..<end], as: UTF8.self)
    }
}
