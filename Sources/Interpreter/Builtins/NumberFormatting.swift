import Foundation

/// `NumberFormatter`: a record of the properties the guide set, turned into
/// Foundation's formatter (en_US unless the guide chose a locale) whenever
/// it formats, parses or is asked for a property it never set, so every
/// option behaves as Foundation's does.
enum NumberFormatting {
    static func formatter(_ record: Record) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        // The style first: setting it resets the digit and grouping options.
        if let style = record["numberStyle"]?.caseName { formatter.numberStyle = numberStyle(style) }
        for (name, value) in record.storage.fields where name != "numberStyle" {
            apply(name, value, to: formatter)
        }
        return formatter
    }

    static func numberStyle(_ name: String) -> NumberFormatter.Style {
        switch name {
        case "decimal": .decimal
        case "percent": .percent
        case "currency": .currency
        case "currencyISOCode": .currencyISOCode
        case "currencyPlural": .currencyPlural
        case "currencyAccounting": .currencyAccounting
        case "scientific": .scientific
        case "spellOut": .spellOut
        case "ordinal": .ordinal
        default: .none
        }
    }

    static func roundingMode(_ name: String) -> NumberFormatter.RoundingMode {
        switch name {
        case "ceiling": .ceiling
        case "floor": .floor
        case "down": .down
        case "up": .up
        case "halfEven": .halfEven
        case "halfDown": .halfDown
        default: .halfUp
        }
    }

    private static func apply(_ name: String, _ value: Value, to formatter: NumberFormatter) {
        func digits() -> Int? { value.asInt.map { min(max($0, 0), 40) } }
        switch name {
        case "locale":
            if case .record(let locale) = value, let identifier = locale["identifier"]?.asString { formatter.locale = Locale(identifier: identifier) }
        case "minimumFractionDigits": digits().map { formatter.minimumFractionDigits = $0 }
        case "maximumFractionDigits": digits().map { formatter.maximumFractionDigits = $0 }
        case "minimumIntegerDigits": digits().map { formatter.minimumIntegerDigits = $0 }
        case "maximumIntegerDigits": digits().map { formatter.maximumIntegerDigits = $0 }
        case "minimumSignificantDigits": digits().map { formatter.minimumSignificantDigits = $0 }
        case "maximumSignificantDigits": digits().map { formatter.maximumSignificantDigits = $0 }
        case "usesSignificantDigits": value.asBool.map { formatter.usesSignificantDigits = $0 }
        case "usesGroupingSeparator": value.asBool.map { formatter.usesGroupingSeparator = $0 }
        case "alwaysShowsDecimalSeparator": value.asBool.map { formatter.alwaysShowsDecimalSeparator = $0 }
        case "allowsFloats": value.asBool.map { formatter.allowsFloats = $0 }
        case "isLenient": value.asBool.map { formatter.isLenient = $0 }
        case "groupingSize": digits().map { formatter.groupingSize = $0 }
        case "roundingMode": value.caseName.map { formatter.roundingMode = roundingMode($0) }
        case "roundingIncrement": value.asDouble.map { formatter.roundingIncrement = NSNumber(value: $0) }
        case "multiplier": value.asDouble.map { formatter.multiplier = NSNumber(value: $0) }
        case "formatWidth": digits().map { formatter.formatWidth = $0 }
        case "paddingCharacter": value.asString.map { formatter.paddingCharacter = $0 }
        case "groupingSeparator": value.asString.map { formatter.groupingSeparator = $0 }
        case "decimalSeparator": value.asString.map { formatter.decimalSeparator = $0 }
        case "currencyCode": value.asString.map { formatter.currencyCode = $0 }
        case "currencySymbol": value.asString.map { formatter.currencySymbol = $0 }
        case "percentSymbol": value.asString.map { formatter.percentSymbol = $0 }
        case "positivePrefix": value.asString.map { formatter.positivePrefix = $0 }
        case "positiveSuffix": value.asString.map { formatter.positiveSuffix = $0 }
        case "negativePrefix": value.asString.map { formatter.negativePrefix = $0 }
        case "negativeSuffix": value.asString.map { formatter.negativeSuffix = $0 }
        case "zeroSymbol": value.asString.map { formatter.zeroSymbol = $0 }
        case "nilSymbol": value.asString.map { formatter.nilSymbol = $0 }
        case "notANumberSymbol": value.asString.map { formatter.notANumberSymbol = $0 }
        case "positiveInfinitySymbol": value.asString.map { formatter.positiveInfinitySymbol = $0 }
        case "negativeInfinitySymbol": value.asString.map { formatter.negativeInfinitySymbol = $0 }
        case "exponentSymbol": value.asString.map { formatter.exponentSymbol = $0 }
        default: break
        }
    }

    /// A property the guide reads but never set: Foundation's value for the formatter as configured.
    static func property(_ name: String, of record: Record) -> Value? {
        let formatter = formatter(record)
        switch name {
        case "minimumFractionDigits": return .int(formatter.minimumFractionDigits)
        case "maximumFractionDigits": return .int(formatter.maximumFractionDigits)
        case "minimumIntegerDigits": return .int(formatter.minimumIntegerDigits)
        case "maximumIntegerDigits": return .int(formatter.maximumIntegerDigits)
        case "minimumSignificantDigits": return .int(formatter.minimumSignificantDigits)
        case "maximumSignificantDigits": return .int(formatter.maximumSignificantDigits)
        case "usesSignificantDigits": return .bool(formatter.usesSignificantDigits)
        case "usesGroupingSeparator": return .bool(formatter.usesGroupingSeparator)
        case "groupingSize": return .int(formatter.groupingSize)
        case "groupingSeparator": return .string(formatter.groupingSeparator)
        case "decimalSeparator": return .string(formatter.decimalSeparator)
        case "currencyCode": return .string(formatter.currencyCode)
        case "currencySymbol": return .string(formatter.currencySymbol)
        case "percentSymbol": return .string(formatter.percentSymbol)
        case "positivePrefix": return .string(formatter.positivePrefix)
        case "negativePrefix": return .string(formatter.negativePrefix)
        default: return nil
        }
    }

    static func string(_ number: Double, with record: Record) -> String {
        formatter(record).string(from: NSNumber(value: number)) ?? "\(number)"
    }

    /// `number(from:)`: the number the text spells, as a `Double` (an `NSNumber` prints as its value).
    static func number(_ text: String, with record: Record) -> Value {
        guard let number = formatter(record).number(from: text) else { return .none }
        let double = number.doubleValue
        if double.rounded() == double, abs(double) < 9e15 { return .int(Int(double)) }
        return .double(double)
    }
}
