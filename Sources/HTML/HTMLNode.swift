/// A node of an HTML or SVG document, built with `HTMLBuilder`.
///
/// Text and attribute values are escaped when the node is rendered, so markup
/// can only enter a page through `HTMLNode.trustedMarkup(_:)`, the one
/// explicitly named escape hatch.
public struct HTMLNode: Sendable, Hashable {
    enum Storage: Sendable, Hashable {
        case element(Element)
        case text(String)
        case trusted(String)
        case fragment([HTMLNode])
    }

    struct Element: Sendable, Hashable {
        var name: String
        var attributes: [HTMLAttribute]
        var children: [HTMLNode]
        var closing: ClosingStyle
    }

    /// How an element without children ends.
    public enum ClosingStyle: Sendable, Hashable {
        /// `<div></div>`: every ordinary HTML element.
        case pair
        /// `<br>`: HTML void elements, which never have children.
        case void
        /// `<path/>` when empty: SVG (XML) elements, valid inline in HTML too.
        case selfClosing
    }

    let storage: Storage

    /// Text content; `<`, `>` and `&` are escaped on output.
    public static func text(_ text: String) -> HTMLNode {
        HTMLNode(storage: .text(text))
    }

    /// A group of nodes with no element around them.
    public static func fragment(_ nodes: [HTMLNode]) -> HTMLNode {
        HTMLNode(storage: .fragment(nodes))
    }

    /// An element. Prefer the named helpers (`div`, `p`, `svg`...).
    public static func element(
        _ name: String,
        _ attributes: [HTMLAttribute] = [],
        closing: ClosingStyle = .pair,
        children: [HTMLNode] = []
    ) -> HTMLNode {
        precondition(HTMLAttribute.isValidName(name), "invalid element name \(name)")
        return HTMLNode(storage: .element(Element(
            name: name, attributes: attributes, children: children, closing: closing
        )))
    }

    /// Markup inserted as it is, without escaping.
    ///
    /// The single escape hatch of this DSL: only for markup this program
    /// produced itself with `HTMLNode.render()` (an SVG rendered once and
    /// both written to its own file and inlined in a page).
    public static func trustedMarkup(_ markup: String) -> HTMLNode {
        HTMLNode(storage: .trusted(markup))
    }

    /// This node with more attributes appended (for elements; other nodes are
    /// returned unchanged).
    public func adding(_ extra: [HTMLAttribute]) -> HTMLNode {
        guard case .element(var element) = storage else { return self }
        element.attributes += extra
        return HTMLNode(storage: .element(element))
    }
}

/// One attribute. Values are escaped on output; names are checked when built.
public struct HTMLAttribute: Sendable, Hashable {
    public let name: String
    /// nil for a boolean attribute written without a value (`open`, `hidden`).
    public let value: String?

    public init(_ name: String, _ value: String?) {
        precondition(Self.isValidName(name), "invalid attribute name \(name)")
        self.name = name
        self.value = value
    }

    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) else {
            return false
        }
        return name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-" || scalar == ":" || scalar == "_"
        }
    }
}
