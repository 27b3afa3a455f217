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
public enum Escaping {
    /// Escapes `&`, `<` and `>` for element content.
    public static func appendText(_ text: String, to output: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            default: output.unicodeScalars.append(scalar)
            }
        }
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` for a double-quoted attribute value.
    public static func appendAttribute(_ text: String, to output: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.unicodeScalars.append(scalar)
            }
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
