extension HTMLNode {
    /// The node as markup, escaped by construction.
    public func render() -> String {
        var output = ""
        render(into: &output)
        return output
    }

    public func render(into output: inout String) {
        switch storage {
        case .text(let text):
            Escaping.appendText(text, to: &output)
        case .trusted(let markup):
            output += markup
        case .fragment(let nodes):
            for node in nodes { node.render(into: &output) }
        case .element(let element):
            output += "<"
            output += element.name
            for attribute in element.attributes {
                output += " "
                output += attribute.name
                if let value = attribute.value {
                    output += "=\""
                    Escaping.appendAttribute(value, to: &output)
                    output += "\""
                }
            }
            switch element.closing {
            case .void:
                output += ">"
            case .selfClosing where element.children.isEmpty:
                output += "/>"
            case .pair, .selfClosing:
                output += ">"
                for child in element.children { child.render(into: &output) }
                output += "</"
                output += element.name
                output += ">"
            }
        }
    }
}

extension Array where Element == HTMLNode {
    public func render() -> String {
        var output = ""
        for node in self { node.render(into: &output) }
        return output
    }
}

/// The two escaping rules of HTML and XML output.
///
/// Pages are mostly text that needs no escaping, so the text is scanned as
/// UTF-8 bytes and copied in runs between the characters that need an
/// entity. Every such character is ASCII, and no byte of a multi-byte
/// UTF-8 sequence is, so a run never splits a character.
public enum Escaping {
    /// Escapes `&`, `<` and `>` for element content.
    public static func appendText(_ text: String, to output: inout String) {
        append(text, to: &output) { byte in
            switch byte {
            case UInt8(ascii: "&"): "&amp;"
            case UInt8(ascii: "<"): "&lt;"
            case UInt8(ascii: ">"): "&gt;"
            default: nil
            }
        }
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` for a double-quoted attribute value.
    public static func appendAttribute(_ text: String, to output: inout String) {
        append(text, to: &output) { byte in
            switch byte {
            case UInt8(ascii: "&"): "&amp;"
            case UInt8(ascii: "<"): "&lt;"
            case UInt8(ascii: ">"): "&gt;"
            case UInt8(ascii: "\""): "&quot;"
            case UInt8(ascii: "'"): "&#39;"
            default: nil
            }
        }
    }

    /// Copies `text` to `output`, each byte `entity` names replaced by its
    /// entity and the runs between them appended whole.
    @inline(__always)
    private static func append(_ text: String, to output: inout String, entity: (UInt8) -> String?) {
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            if let replacement = entity(utf8[index]) {
                output += text[runStart..<index]
                output += replacement
                runStart = utf8.index(after: index)
            }
            utf8.formIndex(after: &index)
        }
        if runStart == utf8.startIndex {
            output += text
        } else {
            output += text[runStart...]
        }
    }

    public static func text(_ text: String) -> String {
        var output = ""
        appendText(text, to: &output)
        return output
    }

    public static func attribute(_ text: String) -> String {
        var output = ""
        appendAttribute(text, to: &output)
        return output
    }
}
