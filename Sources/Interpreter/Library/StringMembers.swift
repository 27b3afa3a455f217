import Foundation
import Guards

/// `String`, `Substring` and `Character` members. All three are strings at
/// run time (a `Character` is a string of one character). A `String.Index`
/// is a record holding the character's offset, so indices work by
/// characters as Swift's do; ranges of them are ranges of offsets.
enum StringMembers {
    static func text(_ value: Value) -> String {
        if case .string(let text) = value { return text }
        return ""
    }

    static func index(_ offset: Int) -> Value {
        .record(Record("String.Index", ["offset": .int(offset)]))
    }

    /// A `String.Index` (or an integer offset, which sitegen takes as one) as an offset.
    static func offset(_ value: Value?, in text: String, _ name: String) throws -> Int {
        switch value {
        case .record(let record)? where record.typeName == "String.Index":
            return record["offset"]?.asInt ?? 0
        case .int(let offset)?:
            return offset
        default:
            throw builtinError("\(name) needs a String.Index")
        }
    }

    static func character(_ text: String, at offset: Int) throws -> Character {
        guard offset >= 0, let index = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex), index < text.endIndex else {
            throw builtinError("String index is out of bounds")
        }
        return text[index]
    }

    /// A Character's property, read from the first character (a Character is a one-character string).
    static func characterProperty(_ name: String, _ read: @escaping @Sendable (Character) -> Value) -> LibraryMember {
        .property(name) { value, _ in
            guard let first = text(value).first else { return .none }
            return read(first)
        }
    }

    static func resulting(_ value: Value, _ string: String) throws -> Value {
        .string(try Budget.string(string))
    }

    static func comparison(_ result: ComparisonResult) -> Value {
        let name = switch result {
        case .orderedAscending: "orderedAscending"
        case .orderedSame: "orderedSame"
        case .orderedDescending: "orderedDescending"
        }
        return .enumCase(EnumCaseValue(typeName: "ComparisonResult", name: name))
    }

    /// `.caseInsensitive`, `[.numeric, .caseInsensitive]`: Foundation's string compare options.
    static func compareOptions(_ value: Value?) -> String.CompareOptions {
        var options: String.CompareOptions = []
        let names: [String] = switch value {
        case .array(let items)?, .set(let items)?: items.compactMap(\.caseName)
        case let single?: single.caseName.map { [$0] } ?? []
        case nil: []
        }
        for name in names {
            switch name {
            case "caseInsensitive": options.insert(.caseInsensitive)
            case "numeric": options.insert(.numeric)
            case "diacriticInsensitive": options.insert(.diacriticInsensitive)
            case "literal": options.insert(.literal)
            case "backwards": options.insert(.backwards)
            case "anchored": options.insert(.anchored)
            case "widthInsensitive": options.insert(.widthInsensitive)
            case "regularExpression": options.insert(.regularExpression)
            default: break
            }
        }
        return options
    }

    static let all: [LibraryMember] = [
        .property("count") { value, _ in .int(text(value).count) },
        .property("isEmpty") { value, _ in .bool(text(value).isEmpty) },
        .property("first") { value, _ in text(value).first.map { .string(String($0)) } ?? .none },
        .property("last") { value, _ in text(value).last.map { .string(String($0)) } ?? .none },
        .property("startIndex") { _, _ in index(0) },
        .property("endIndex") { value, _ in index(text(value).count) },
        .property("indices") { value, _ in .array((0..<text(value).count).map(index)) },
        .property("capitalized") { value, _ in .string(text(value).capitalized) },
        .property("description") { value, _ in value },
        .property("debugDescription") { value, _ in .string(Interpreter.quoted(text(value))) },
        // Swift's hash is seeded per process; a preview needs the same value every build.
        .property("hashValue") { value, _ in .int(CoreBuiltins.stableHash(text(value))) },
        // Code units of their own types: `UInt8`, `UInt16` (a scalar's value a `UInt32`).
        .property("utf8") { value, _ in .array(text(value).utf8.map { IntegerValue.wrapping(Int128($0), .uint8).value }) },
        .property("utf16") { value, _ in .array(text(value).utf16.map { IntegerValue.wrapping(Int128($0), .uint16).value }) },
        .property("unicodeScalars") { value, _ in .array(text(value).unicodeScalars.map { .string(String($0)) }) },
        // `scalar.value`: a Unicode scalar is a one-scalar string here.
        .property("value") { value, _ in text(value).unicodeScalars.first.map { IntegerValue.wrapping(Int128($0.value), .uint32).value } ?? .none },
        .property("properties") { value, _ in value },
        characterProperty("isLetter") { .bool($0.isLetter) },
        characterProperty("isNumber") { .bool($0.isNumber) },
        characterProperty("isUppercase") { .bool($0.isUppercase) },
        characterProperty("isLowercase") { .bool($0.isLowercase) },
        characterProperty("isCased") { .bool($0.isCased) },
        characterProperty("isWhitespace") { .bool($0.isWhitespace) },
        characterProperty("isNewline") { .bool($0.isNewline) },
        characterProperty("isPunctuation") { .bool($0.isPunctuation) },
        characterProperty("isSymbol") { .bool($0.isSymbol) },
        characterProperty("isMathSymbol") { .bool($0.isMathSymbol) },
        characterProperty("isCurrencySymbol") { .bool($0.isCurrencySymbol) },
        characterProperty("isASCII") { .bool($0.isASCII) },
        characterProperty("isHexDigit") { .bool($0.isHexDigit) },
        characterProperty("isWholeNumber") { .bool($0.isWholeNumber) },
        characterProperty("isEmoji") { .bool($0.unicodeScalars.contains { $0.properties.isEmojiPresentation }) },
        characterProperty("asciiValue") { $0.asciiValue.map { IntegerValue.wrapping(Int128($0), .uint8).value } ?? .none },
        characterProperty("wholeNumberValue") { $0.wholeNumberValue.map(Value.int) ?? .none },
        characterProperty("hexDigitValue") { $0.hexDigitValue.map(Value.int) ?? .none },
        .method("uppercased") { value, _ in .string(text(value).uppercased()) },
        .method("lowercased") { value, _ in .string(text(value).lowercased()) },
        .method("hasPrefix") { value, call in .bool(text(value).hasPrefix(try call.string())) },
        .method("hasSuffix") { value, call in .bool(text(value).hasSuffix(try call.string())) },
        .method("starts") { value, call in .bool(text(value).hasPrefix(try call.string("with"))) },
        .method("contains") { value, call in
            if call.hasClosure { return .bool(try text(value).contains { try call.test(.string(String($0))) }) }
            let needle = try call.string()
            return .bool(needle.isEmpty ? true : text(value).contains(needle))
        },
        .method("localizedCaseInsensitiveContains") { value, call in .bool(text(value).lowercased().contains(try call.string().lowercased())) },
        .method("caseInsensitiveCompare") { value, call in
            let (a, b) = (text(value).lowercased(), try call.string().lowercased())
            return comparison(a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending)
        },
        .method("components") { value, call in
            // By a string, or by any character of a `CharacterSet` (`.whitespaces`).
            if case .string(let separator)? = call.value("separatedBy") {
                return .array(text(value).components(separatedBy: separator).map(Value.string))
            }
            let set = CoreBuiltins.characterSet(try call.required("separatedBy"))
            return .array(text(value).components(separatedBy: set).map(Value.string))
        },
        // `compare(_:options:)`, as Foundation compares (`.numeric`, `.caseInsensitive`).
        .method("compare") { value, call in
            comparison(text(value).compare(try call.string(), options: compareOptions(call.value("options"))))
        },
        .method("split") { value, call in
            let string = text(value)
            let maxSplits = call.value("maxSplits")?.asInt ?? Int.max
            let omitting = call.value("omittingEmptySubsequences")?.asBool ?? true
            let pieces: [Substring]
            if call.hasClosure {
                var failure: Error?
                pieces = string.split(maxSplits: maxSplits, omittingEmptySubsequences: omitting) { character in
                    do { return try call.test(.string(String(character))) } catch { failure = error; return false }
                }
                if let failure { throw failure }
            } else {
                let separator = call.value("separator")?.asString ?? " "
                if separator.count == 1, let character = separator.first {
                    pieces = string.split(separator: character, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                } else {
                    pieces = string.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                }
            }
            return .array(pieces.map { .string(String($0)) })
        },
        .method("replacingOccurrences") { value, call in
            let string = text(value), target = try call.string("of"), replacement = try call.string("with")
            if !target.isEmpty, replacement.utf8.count > target.utf8.count {
                // The most it could grow: every character starts a match.
                let (growth, overflow) = (string.utf8.count / target.utf8.count).multipliedReportingOverflow(by: replacement.utf8.count - target.utf8.count)
                _ = try Budget.characters(overflow ? .max : string.utf8.count + growth, "replacingOccurrences")
            }
            return .string(string.replacingOccurrences(of: target, with: replacement, options: compareOptions(call.value("options"))))
        },
        .method("trimmingCharacters") { value, call in .string(text(value).trimmingCharacters(in: CoreBuiltins.characterSet(call.value("in")))) },
        .method("appending") { value, call in try resulting(value, text(value) + (try call.string())) },
        .method("padding") { value, call in
            let length = try Budget.characters(try call.int("toLength"), "padding(toLength:)")
            let pad = try call.string("withPad")
            guard !pad.isEmpty else { throw builtinError("padding needs a non-empty pad") }
            return .string(text(value).padding(toLength: length, withPad: pad, startingAt: call.value("startingAt")?.asInt ?? 0))
        },
        .method("prefix") { value, call in
            let string = text(value)
            if call.hasClosure { return .string(String(try string.prefix { try call.test(.string(String($0))) })) }
            if let end = call.value("upTo") { return .string(String(string.prefix(max(try offset(end, in: string, "prefix(upTo:)"), 0)))) }
            if let end = call.value("through") { return .string(String(string.prefix(max(try offset(end, in: string, "prefix(through:)") + 1, 0)))) }
            return .string(String(string.prefix(try Budget.nonNegative(call.int(), "prefix"))))
        },
        .method("suffix") { value, call in
            let string = text(value)
            if let start = call.value("from") { return .string(String(string.dropFirst(max(try offset(start, in: string, "suffix(from:)"), 0)))) }
            return .string(String(string.suffix(try Budget.nonNegative(call.int(), "suffix"))))
        },
        .method("dropFirst") { value, call in .string(String(text(value).dropFirst(try Budget.nonNegative(call.value()?.asInt ?? 1, "dropFirst")))) },
        .method("dropLast") { value, call in .string(String(text(value).dropLast(try Budget.nonNegative(call.value()?.asInt ?? 1, "dropLast")))) },
        .method("filter") { value, call in .string(String(try text(value).filter { try call.test(.string(String($0))) })) },
        // `"Design".drop(while: { $0 != "i" })`: a Substring, "ign".
        .method("drop") { value, call in .string(String(try text(value).drop { try call.test(.string(String($0))) })) },
        .method("firstIndex") { value, call in
            let string = text(value)
            if let needle = call.value("of") {
                let character = needle.asString?.first
                return string.firstIndex { $0 == character }.map { index(string.distance(from: string.startIndex, to: $0)) } ?? .none
            }
            return try string.firstIndex { try call.test(.string(String($0))) }.map { index(string.distance(from: string.startIndex, to: $0)) } ?? .none
        },
        .method("lastIndex") { value, call in
            let string = text(value)
            if let needle = call.value("of") {
                let character = needle.asString?.first
                return string.lastIndex { $0 == character }.map { index(string.distance(from: string.startIndex, to: $0)) } ?? .none
            }
            return try string.lastIndex { try call.test(.string(String($0))) }.map { index(string.distance(from: string.startIndex, to: $0)) } ?? .none
        },
        .method("index") { value, call in
            let string = text(value)
            if let after = call.value("after") { return index(try offset(after, in: string, "index(after:)") + 1) }
            if let before = call.value("before") { return index(try offset(before, in: string, "index(before:)") - 1) }
            let start = try offset(call.value(), in: string, "index(_:offsetBy:)")
            let target = start + (try call.int("offsetBy"))
            if let limit = call.value("limitedBy") {
                let bound = try offset(limit, in: string, "index(_:offsetBy:limitedBy:)")
                if (target > bound && bound >= start) || (target < bound && bound <= start) { return .none }
            }
            return index(target)
        },
        .method("distance") { value, call in
            let string = text(value)
            return .int(try offset(call.value("to"), in: string, "distance") - offset(call.value("from"), in: string, "distance"))
        },
        .method("range") { value, call in
            let string = text(value), needle = try call.string("of")
            guard let found = string.range(of: needle) else { return .none }
            let lower = string.distance(from: string.startIndex, to: found.lowerBound)
            return .range(lower: Double(lower), upper: Double(lower + needle.count), closed: false, integral: true)
        },
        .mutating("append") { value, call in
            let addition = try (call.value("contentsOf") ?? call.required()).asString ?? ""
            value = .string(try Budget.string(text(value) + addition))
            return .void
        },
        .mutating("insert") { value, call in
            var string = text(value)
            let position = try offset(call.value("at"), in: string, "insert(_:at:)")
            guard position >= 0, position <= string.count else { throw builtinError("insert: String index is out of bounds") }
            string.insert(contentsOf: try (call.value("contentsOf") ?? call.required()).asString ?? "", at: string.index(string.startIndex, offsetBy: position))
            value = .string(try Budget.string(string))
            return .void
        },
        .mutating("remove") { value, call in
            var string = text(value)
            let position = try offset(call.value("at"), in: string, "remove(at:)")
            let removed = try character(string, at: position)
            string.remove(at: string.index(string.startIndex, offsetBy: position))
            value = .string(string)
            return .string(String(removed))
        },
        .mutating("removeFirst") { value, call in
            var string = text(value)
            if let count = call.value()?.asInt {
                guard count <= string.count else { throw builtinError("removeFirst: the string has \(string.count) characters") }
                string.removeFirst(count)
                value = .string(string)
                return .void
            }
            guard !string.isEmpty else { throw builtinError("removeFirst: the string is empty") }
            let first = string.removeFirst()
            value = .string(string)
            return .string(String(first))
        },
        .mutating("removeLast") { value, call in
            var string = text(value)
            if let count = call.value()?.asInt {
                guard count <= string.count else { throw builtinError("removeLast: the string has \(string.count) characters") }
                string.removeLast(count)
                value = .string(string)
                return .void
            }
            guard !string.isEmpty else { throw builtinError("removeLast: the string is empty") }
            let last = string.removeLast()
            value = .string(string)
            return .string(String(last))
        },
        .mutating("popLast") { value, _ in
            var string = text(value)
            let last = string.popLast()
            value = .string(string)
            return last.map { .string(String($0)) } ?? .none
        },
        .mutating("removeAll") { value, call in
            value = .string(call.hasClosure ? String(try text(value).filter { try !call.test(.string(String($0))) }) : "")
            return .void
        },
    ]
}
