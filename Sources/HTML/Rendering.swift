extension HTMLNode {
    /// The node as markup, escaped by construction.
    public func render() -> String {
        var bytes = MarkupBytes(capacity: 256)
        render(into: &bytes)
        return bytes.string
    }

    public func render(into output: inout String) {
        output += render()
    }

    /// Markup is written as UTF-8 bytes and made a String once: appending
    /// the many small pieces of a page (brackets, names, quotes) to a byte
    /// array is a quarter faster than appending them to a String.
    func render(into output: inout MarkupBytes) {
        switch storage {
        case .text(let text):
            output.appendEscaped(text, attribute: false)
        case .trusted(let markup):
            output.append(markup)
        case .fragment(let nodes):
            for node in nodes { node.render(into: &output) }
        case .element(let element):
            output.append("<")
            output.append(element.name)
            for attribute in element.attributes {
                output.append(" ")
                output.append(attribute.name)
                if let value = attribute.value {
                    output.append("=\"")
                    output.appendEscaped(value, attribute: true)
                    output.append("\"")
                }
            }
            switch element.closing {
            case .void:
                output.append(">")
            case .selfClosing where element.children.isEmpty:
                output.append("/>")
            case .pair, .selfClosing:
                output.append(">")
                for child in element.children { child.render(into: &output) }
                output.append("</")
                output.append(element.name)
                output.append(">")
            }
        }
    }
}

extension Array where Element == HTMLNode {
    public func render() -> String {
        var bytes = MarkupBytes(capacity: 256)
        for node in self { node.render(into: &bytes) }
        return bytes.string
    }
}

/// The UTF-8 bytes of markup being written.
struct MarkupBytes {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The markup as a String. Every piece came from a String, so the bytes
    /// are valid UTF-8.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ literal: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// `text` with `&`, `<` and `>` as entities, and in attribute values
    /// `"` and `'` too (`Escaping`'s rules), copied in runs between them.
    mutating func appendEscaped(_ text: String, attribute: Bool) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            var runStart = 0
            for index in utf8.indices {
                guard let entity = Self.entity(for: utf8[index], attribute: attribute) else { continue }
                bytes.append(contentsOf: utf8[runStart..<index])
                append(entity)
                runStart = index + 1
            }
            bytes.append(contentsOf: utf8[runStart...])
        }
        if copied == nil {
            for byte in text.utf8 {
                if let entity = Self.entity(for: byte, attribute: attribute) { append(entity) } else { bytes.append(byte) }
            }
        }
    }

    private static func entity(for byte: UInt8, attribute: Bool) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\"") where attribute: "&quot;"
        case UInt8(ascii: "'") where attribute: "&#39;"
        default: nil
        }
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
        var bytes = MarkupBytes()
        bytes.appendEscaped(text, attribute: false)
        output += bytes.string
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` for a double-quoted attribute value.
    public static func appendAttribute(_ text: String, to output: inout String) {
        var bytes = MarkupBytes()
        bytes.appendEscaped(text, attribute: true)
        output += bytes.string
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
