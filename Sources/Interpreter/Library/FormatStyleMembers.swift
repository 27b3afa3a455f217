import Foundation

/// Foundation's number format styles as guides chain them
/// (`.number.precision(.fractionLength(2)).locale(us)`, `.percent`,
/// `.currency(code: "USD")`, `.grouping(.never)`), formatted by the real
/// `FloatingPointFormatStyle` on this machine.
///
/// A style is a `FormatStyle` record: its `kind` (`number`, `percent`,
/// `currency`), the currency `code`, the `locale` identifier, the fraction
/// digits (`fractionMin`, `fractionMax`) and `grouping`, each set only once chained.
enum FormatStyleMembers {
    static let typeName = "FormatStyle"

    /// `.number`, `.percent`, `.currency(code:)` starting a chain: the style they begin.
    static func style(_ member: String, _ arguments: [Argument]?) -> Value? {
        switch (member, arguments) {
        case ("number", nil), ("percent", nil): return .record(Record(typeName, ["kind": .string(member)]))
        case ("currency", let arguments?):
            guard let code = arguments.value("code")?.asString else { return nil }
            return .record(Record(typeName, ["kind": .string(member), "code": .string(code)]))
        default: return nil
        }
    }

    /// The style with one more setting.
    private static func setting(_ value: Value, _ fields: [String: Value]) -> Value {
        guard case .record(let record) = value else { return value }
        return .record(Record(typeName, record.storage.fields.merging(fields) { $1 }))
    }

    static let all: [LibraryMember] = [
        .method("locale") { value, call in
            guard case .record(let locale) = try call.required(), let identifier = locale["identifier"]?.asString else {
                throw builtinError("locale(_:) needs a Locale")
            }
            return setting(value, ["locale": .string(identifier)])
        },
        .method("precision") { value, call in
            // `.fractionLength(2)`, `.fractionLength(0...1)`.
            guard case .implicitMember("fractionLength", let arguments?) = try call.required(), let length = arguments.first?.value else {
                throw builtinError("precision(_:) supports .fractionLength(_:)")
            }
            switch length {
            case .range(let lower, let upper, let closed, _):
                guard let low = Int(exactly: lower), let high = Int(exactly: closed ? upper : upper - 1), 0 <= low, low <= high, high <= 20 else {
                    throw builtinError("fractionLength needs a range within 0...20")
                }
                return setting(value, ["fractionMin": .int(low), "fractionMax": .int(high)])
            default:
                guard let digits = length.asInt, (0...20).contains(digits) else { throw builtinError("fractionLength needs 0 to 20 digits") }
                return setting(value, ["fractionMin": .int(digits), "fractionMax": .int(digits)])
            }
        },
        .method("grouping") { value, call in
            setting(value, ["grouping": .bool(try call.required().caseName != "never")])
        },
    ]

    /// `number.formatted(style)` as Foundation writes it.
    static func format(_ number: Double, _ style: Record) throws -> String {
        let locale = Locale(identifier: style["locale"]?.asString ?? "en_US")
        var precision: NumberFormatStyleConfiguration.Precision?
        if let lower = style["fractionMin"]?.asInt, let upper = style["fractionMax"]?.asInt, 0 <= lower, lower <= upper, upper <= 20 {
            precision = .fractionLength(lower...upper)
        }
        let grouping: NumberFormatStyleConfiguration.Grouping = style["grouping"]?.asBool == false ? .never : .automatic
        switch style["kind"]?.asString {
        case "percent":
            var format = FloatingPointFormatStyle<Double>.Percent(locale: locale).grouping(grouping)
            if let precision { format = format.precision(precision) }
            return format.format(number)
        case "currency":
            var format = FloatingPointFormatStyle<Double>.Currency(code: style["code"]?.asString ?? "USD", locale: locale).grouping(grouping)
            if let precision { format = format.precision(precision) }
            return format.format(number)
        default:
            var format = FloatingPointFormatStyle<Double>(locale: locale).grouping(grouping)
            if let precision { format = format.precision(precision) }
            return format.format(number)
        }
    }
}

/// Foundation's date format styles: `.iso8601`, `Date.FormatStyle(date:time:locale:calendar:timeZone:)`
/// and its fields chained (`.year().month(.abbreviated).day()`), formatted by Foundation's own.
///
/// A style is a `Date.FormatStyle` record of its initializer's arguments and
/// `fields`, the chained fields in order (each a tuple of name and option).
extension FormatStyleMembers {
    static let dateStyleType = "Date.FormatStyle"

    static func constructDateStyle(_ typeName: String, _ arguments: [Argument]) -> Value? {
        guard typeName == dateStyleType else { return nil }
        var fields: [String: Value] = ["fields": .array([])]
        for argument in arguments { if let label = argument.label { fields[label] = argument.value } }
        return .record(Record(dateStyleType, fields))
    }

    static let dateFields: [LibraryMember] = ["year", "month", "day", "weekday", "hour", "minute", "second", "era"].map { name in
        .method(name) { value, call in
            guard case .record(let record) = value else { return value }
            var fields = record.storage.fields
            var chained: [Value] = []
            if case .array(let items)? = fields["fields"] { chained = items }
            fields["fields"] = .array(chained + [.tuple([.string(name), .string(call.value()?.caseName ?? "")], labels: [nil, nil])])
            return .record(Record(dateStyleType, fields))
        }
    }

    /// `date.formatted(style)` as Foundation writes it.
    static func formatDate(_ date: Date, _ style: Value?) throws -> String {
        // Foundation's formatters are asked only about moments within ±3,000 years.
        guard date.timeIntervalSinceReferenceDate.magnitude < 1e11 else { throw builtinError("the date is too far from now to format") }
        switch style {
        case .implicitMember("iso8601", nil)?:
            return Date.ISO8601FormatStyle().format(date)
        case .record(let record)? where record.typeName == dateStyleType:
            return try dateStyle(record).format(date)
        case nil:
            return try dateStyle(Record(dateStyleType, ["date": .implicitMember(name: "numeric", arguments: nil),
                                                        "time": .implicitMember(name: "shortened", arguments: nil)])).format(date)
        default:
            throw builtinError("formatted(_:) of a Date supports .iso8601 and Date.FormatStyle")
        }
    }

    private static func dateStyle(_ record: Record) throws -> Date.FormatStyle {
        let dateStyles: [String: Date.FormatStyle.DateStyle] = ["omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long, "complete": .complete]
        let timeStyles: [String: Date.FormatStyle.TimeStyle] = ["omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete]
        var locale = Locale(identifier: "en_US_POSIX")
        if case .record(let given)? = record["locale"], let identifier = given["identifier"]?.asString { locale = Locale(identifier: identifier) }
        let calendar = try record["calendar"].map(CalendarMembers.calendar) ?? Calendar(identifier: .gregorian)
        let timeZone = CalendarMembers.timeZone(record["timeZone"]) ?? CalendarMembers.utc
        var style = Date.FormatStyle(date: record["date"]?.caseName.flatMap { dateStyles[$0] }, time: record["time"]?.caseName.flatMap { timeStyles[$0] },
                                     locale: locale, calendar: calendar, timeZone: timeZone)
        guard case .array(let fields)? = record["fields"] else { return style }
        for field in fields {
            guard case .tuple(let parts, _) = field, let name = parts.first?.asString else { continue }
            let option = parts.last?.asString ?? ""
            switch name {
            case "year": style = style.year(option == "twoDigits" ? .twoDigits : .defaultDigits)
            case "month":
                let months: [String: Date.FormatStyle.Symbol.Month] = ["twoDigits": .twoDigits, "wide": .wide, "abbreviated": .abbreviated, "narrow": .narrow]
                style = style.month(months[option] ?? .defaultDigits)
            case "day": style = style.day(option == "twoDigits" ? .twoDigits : .defaultDigits)
            case "weekday":
                let weekdays: [String: Date.FormatStyle.Symbol.Weekday] = ["wide": .wide, "narrow": .narrow, "short": .short, "oneDigit": .oneDigit]
                style = style.weekday(weekdays[option] ?? .abbreviated)
            case "hour": style = style.hour()
            case "minute": style = style.minute()
            case "second": style = style.second()
            case "era": style = style.era()
            default: break
            }
        }
        return style
    }
}
