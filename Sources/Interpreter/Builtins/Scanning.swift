import Foundation

/// Foundation's `Scanner`, over a record holding the string, where
/// scanning has reached (in UTF-16 units) and the characters it skips:
/// each call rebuilds Foundation's scanner at that place, scans, and
/// records where it stopped.
enum Scanning {
    static let methods: Set<String> = [
        "scanHexInt64", "scanHexInt32", "scanInt", "scanInt64", "scanInt32", "scanDouble", "scanFloat",
        "scanString", "scanUpToString", "scanCharacters", "scanUpToCharacters", "scanCharacter",
    ]

    static func scanner(_ record: Record) -> Scanner {
        let text = record["string"]?.asString ?? ""
        let scanner = Scanner(string: text)
        let offset = record["position"]?.asInt ?? 0
        scanner.currentIndex = String.Index(utf16Offset: min(offset, text.utf16.count), in: text)
        if let skipped = record["charactersToBeSkipped"] {
            scanner.charactersToBeSkipped = skipped.isNone ? nil : CoreBuiltins.characterSet(skipped)
        }
        return scanner
    }

    static func isAtEnd(_ record: Record) -> Bool { scanner(record).isAtEnd }

    /// A scan: its result. The old forms (`scanInt(&n)`) write the number
    /// through their `&` argument (`inoutResults`) and return whether they found one.
    static func scan(_ name: String, on record: Record, _ arguments: [Argument], interpreter: Interpreter) -> Value {
        let scanner = scanner(record)
        let text = record["string"]?.asString ?? ""
        let byReference = !arguments.isEmpty && ["scanHexInt64", "scanHexInt32", "scanInt", "scanInt64", "scanInt32", "scanDouble", "scanFloat"].contains(name)
        var found: Value?
        switch name {
        case "scanHexInt64", "scanHexInt32":
            var number: UInt64 = 0
            found = scanner.scanHexInt64(&number) ? .int(Int(truncatingIfNeeded: number)) : nil
        case "scanInt", "scanInt64", "scanInt32":
            found = scanner.scanInt().map(Value.int)
        case "scanDouble", "scanFloat":
            found = scanner.scanDouble().map(Value.double)
        case "scanString":
            found = arguments.first?.value.asString.flatMap { scanner.scanString($0) }.map(Value.string)
        case "scanUpToString":
            found = arguments.first?.value.asString.flatMap { scanner.scanUpToString($0) }.map(Value.string)
        case "scanCharacters":
            found = scanner.scanCharacters(from: CoreBuiltins.characterSet(arguments.first?.value)).map(Value.string)
        case "scanUpToCharacters":
            found = scanner.scanUpToCharacters(from: CoreBuiltins.characterSet(arguments.first?.value)).map(Value.string)
        default:
            found = scanner.scanCharacter().map { .string(String($0)) }
        }
        record.storage.fields["position"] = .int(scanner.currentIndex.utf16Offset(in: text))
        if byReference {
            interpreter.inoutResults = found.map { [$0] }
            return .bool(found != nil)
        }
        return found ?? .none
    }
}
