/// Builds `[HTMLNode]` from a closure: elements, `String`s (escaped text),
/// `if`/`else`, `switch` and `for` loops.
@resultBuilder
public enum HTMLBuilder {
    public static func buildExpression(_ node: HTMLNode) -> [HTMLNode] { [node] }
    public static func buildExpression(_ nodes: [HTMLNode]) -> [HTMLNode] { nodes }
    public static func buildExpression(_ text: String) -> [HTMLNode] { [.text(text)] }
    public static func buildBlock(_ parts: [HTMLNode]...) -> [HTMLNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [HTMLNode]?) -> [HTMLNode] { part ?? [] }
    public static func buildEither(first part: [HTMLNode]) -> [HTMLNode] { part }
    public static func buildEither(second part: [HTMLNode]) -> [HTMLNode] { part }
    public static func buildArray(_ parts: [[HTMLNode]]) -> [HTMLNode] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [HTMLNode]) -> [HTMLNode] { part }
}

extension HTMLNode {
    /// A fragment built with `HTMLBuilder`.
    public static func group(@HTMLBuilder _ content: () -> [HTMLNode]) -> HTMLNode {
        .fragment(content())
    }
}
