import Foundation

/// Finds markup in a written page or SVG that no guide should be able to
/// put there: script, frames and other active elements, event-handler
/// attributes, script or data URLs, and tags or attributes named after the
/// fixtures' payload marker `pwned` (an attribute broken out of its quotes).
/// It tokenises tags roughly as a browser does: text, comments and quoted
/// attribute values are skipped, so escaped guide text never matches.
enum MarkupCheck {
    /// The page shell's own scripts (templates/page.html), the only ones allowed.
    static let shellScripts = [#"<script src="../assets/site.js" defer></script>"#, #"<script src="assets/site.js" defer></script>"#,
                               #"<script src="../assets/theme.js"></script>"#, #"<script src="assets/theme.js"></script>"#]
    static let activeElements: Set<String> = ["script", "iframe", "frame", "object", "embed", "applet", "base", "form", "foreignobject", "meta"]
    static let urlAttributes: Set<String> = ["href", "xlink:href", "src", "action", "formaction", "data", "poster", "srcset"]

    static func problems(in text: String) -> [String] {
        var problems: [String] = []
        let bytes = Array(shellScripts.reduce(text) { $0.replacingOccurrences(of: $1, with: "") }.utf8)
        var index = 0
        func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        func isSpace(_ byte: UInt8?) -> Bool { byte.map { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x0C } ?? false }
        func word(until stop: (UInt8) -> Bool) -> String {
            let start = index
            while index < bytes.count, !stop(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if bytes[index...].starts(with: "<!--".utf8) {
                index = range(of: "-->", in: bytes, from: index).map { $0 + 3 } ?? bytes.count
                continue
            }
            index += 1
            if at(0) == UInt8(ascii: "/") { index += 1 }
            guard let first = at(0), (first | 0x20) >= UInt8(ascii: "a"), (first | 0x20) <= UInt8(ascii: "z") else { continue }
            let tag = word { isSpace($0) || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "/") }.lowercased()
            let excerpt = String(decoding: bytes[max(0, index - tag.count - 1)..<min(bytes.count, index + 80)], as: UTF8.self)
            if activeElements.contains(tag) && !(tag == "meta" && isShellMeta(excerpt)) {
                problems.append("<\(tag)> element: \(excerpt)")
            }
            if tag.contains("pwned") { problems.append("tag from input: \(excerpt)") }
            // Attributes until the tag ends.
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                if isSpace(at(0)) || at(0) == UInt8(ascii: "/") { index += 1; continue }
                let name = word { isSpace($0) || $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "/") }.lowercased()
                var value = ""
                while isSpace(at(0)) { index += 1 }
                if at(0) == UInt8(ascii: "=") {
                    index += 1
                    while isSpace(at(0)) { index += 1 }
                    if let quote = at(0), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                        index += 1
                        value = word { $0 == quote }
                        index += 1
                    } else {
                        value = word { isSpace($0) || $0 == UInt8(ascii: ">") }
                    }
                }
                if name.hasPrefix("on") { problems.append("event handler \(name)=: \(excerpt)") }
                if name.contains("pwned") { problems.append("attribute from input: \(excerpt)") }
                if urlAttributes.contains(name), let scheme = dangerousScheme(value) {
                    problems.append("\(scheme) URL in \(name): \(excerpt)")
                }
                if name == "style", decodeEntities(value).lowercased().contains("javascript:") {
                    problems.append("script URL in style: \(excerpt)")
                }
            }
            index += 1
        }
        return problems
    }

    /// The shell's `<meta charset|name|viewport>` are fine; `http-equiv` (refresh) is not.
    static func isShellMeta(_ excerpt: String) -> Bool {
        !excerpt.lowercased().prefix(while: { $0 != ">" }).contains("http-equiv")
    }

    /// A URL's scheme as a browser reads it: entities decoded, and control
    /// characters and whitespace dropped ("java&#x09;script:" is javascript:).
    static func dangerousScheme(_ value: String) -> String? {
        let url = decodeEntities(value).unicodeScalars.filter { $0.value > 0x20 }.map(String.init).joined().lowercased()
        return ["javascript:", "vbscript:", "data:text/html", "data:image/svg"].first { url.hasPrefix($0) }
    }

    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            let name = after.prefix { $0 != ";" && $0 != "&" }.prefix(10)
            var decoded: Character?
            if name.hasPrefix("#x") || name.hasPrefix("#X") { decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map(Character.init) }
            else if name.hasPrefix("#") { decoded = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map(Character.init) }
            else { decoded = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "colon": ":", "tab": "\t", "newline": "\n"][String(name)] }
            if let decoded {
                result.append(decoded)
                rest = after.dropFirst(name.count)
                if rest.first == ";" { rest = rest.dropFirst() }
            } else {
                result += "&"
                rest = after
            }
        }
        return result + rest
    }

    private static func range(of needle: String, in bytes: [UInt8], from start: Int) -> Int? {
        let pattern = Array(needle.utf8)
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
