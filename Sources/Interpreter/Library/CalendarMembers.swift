import Foundation

/// Foundation's `Calendar`, `DateComponents` and `DateInterval` (and how a
/// `TimeZone` prints), as guides
/// use them (`Calendar.current.date(byAdding: .day, value: -1, to: Date())`,
/// `cal.dateComponents([.year, .month], from: date)`), answered by the real
/// Foundation types on this machine.
///
/// A calendar is a `Calendar` record holding what the guide set (its
/// `identifier` as a case name, `timeZone`, `locale`, `firstWeekday`,
/// `minimumDaysInFirstWeek`); unset, it is Gregorian in UTC with
/// en_US_POSIX, so every preview reads the same. `DateComponents` is a
/// record of the components that are set (`Int`s, `isLeapMonth` a `Bool`).
/// "Now" is the preview's moment (`CoreBuiltins.previewDate`).
enum CalendarMembers {
    static let calendarType = "Calendar"
    static let componentsType = "DateComponents"
    static let intervalType = "DateInterval"

    // MARK: - Values to Foundation and back

    /// Each `Calendar.Component` that is an integer of `DateComponents`, by its Swift name.
    static let components: [(name: String, component: Calendar.Component)] = [
        ("era", .era), ("year", .year), ("month", .month), ("day", .day), ("hour", .hour), ("minute", .minute), ("second", .second),
        ("nanosecond", .nanosecond), ("weekday", .weekday), ("weekdayOrdinal", .weekdayOrdinal), ("quarter", .quarter),
        ("weekOfMonth", .weekOfMonth), ("weekOfYear", .weekOfYear), ("yearForWeekOfYear", .yearForWeekOfYear), ("dayOfYear", .dayOfYear),
    ]
    static let componentNames = Set(components.map(\.name))

    static let utc = TimeZone(identifier: "UTC")!

    static func component(_ value: Value?) throws -> Calendar.Component {
        let name = value?.caseName.flatMap { $0.split(separator: ".").last.map(String.init) }
        if let found = components.first(where: { $0.name == name }) { return found.component }
        switch name {
        case "timeZone": return .timeZone
        case "calendar": return .calendar
        default: throw builtinError("not a Calendar.Component: \(name ?? value.map(\.kindDescription) ?? "nothing")")
        }
    }

    /// `[.year, .month]` or a `Set<Calendar.Component>`.
    static func componentSet(_ value: Value?) throws -> Set<Calendar.Component> {
        switch value {
        case .array(let items)?, .set(let items)?: return Set(try items.map { try component($0) })
        default: return [try component(value)]
        }
    }

    static func date(_ value: Value?, _ what: String) throws -> Date {
        guard case .record(let record)? = value, record.typeName == "Date" else {
            throw builtinError("\(what) must be a Date, not \(value?.kindDescription ?? "nothing")")
        }
        return Date(timeIntervalSinceReferenceDate: CoreBuiltins.dateSeconds(record))
    }

    static func value(_ date: Date) -> Value {
        .record(Record("Date", ["timeIntervalSinceReferenceDate": .double(date.timeIntervalSinceReferenceDate)]))
    }

    static func value(_ date: Date?) -> Value {
        date.map { value($0) } ?? Value.none
    }

    static func timeZone(_ value: Value?) -> TimeZone? {
        guard case .record(let record)? = value, record.typeName == "TimeZone" else { return nil }
        if record["identifier"] == nil, record["secondsFromGMT"] == nil, record["abbreviation"] == nil { return utc }
        return CoreBuiltins.timeZone(record)
    }

    static func identifier(_ name: String?) -> Calendar.Identifier {
        switch name {
        case "iso8601": .iso8601
        case "buddhist": .buddhist
        case "chinese": .chinese
        case "coptic": .coptic
        case "ethiopicAmeteMihret": .ethiopicAmeteMihret
        case "ethiopicAmeteAlem": .ethiopicAmeteAlem
        case "hebrew": .hebrew
        case "indian": .indian
        case "islamic": .islamic
        case "islamicCivil": .islamicCivil
        case "islamicTabular": .islamicTabular
        case "islamicUmmAlQura": .islamicUmmAlQura
        case "japanese": .japanese
        case "persian": .persian
        case "republicOfChina": .republicOfChina
        default: .gregorian
        }
    }

    /// The Foundation calendar a `Calendar` record stands for.
    static func calendar(_ value: Value) throws -> Calendar {
        guard case .record(let record) = value, record.typeName == calendarType else { throw builtinError("expected a Calendar") }
        var calendar = Calendar(identifier: identifier(record["identifier"]?.asString))
        calendar.locale = Locale(identifier: "en_US_POSIX")
        if case .record(let locale)? = record["locale"], let name = locale["identifier"]?.asString { calendar.locale = Locale(identifier: name) }
        calendar.timeZone = timeZone(record["timeZone"]) ?? utc
        if let first = record["firstWeekday"]?.asInt { calendar.firstWeekday = first }
        if let minimum = record["minimumDaysInFirstWeek"]?.asInt { calendar.minimumDaysInFirstWeek = minimum }
        return calendar
    }

    static func newCalendar(_ identifier: String = "gregorian") -> Value {
        .record(Record(calendarType, ["identifier": .string(identifier)]))
    }

    /// The Foundation components a `DateComponents` record holds.
    static func dateComponents(_ value: Value?) throws -> DateComponents {
        guard case .record(let record)? = value, record.typeName == componentsType else {
            throw builtinError("expected DateComponents, not \(value?.kindDescription ?? "nothing")")
        }
        var result = DateComponents()
        for entry in components { if let number = record[entry.name]?.asInt { result.setValue(number, for: entry.component) } }
        if let leap = record["isLeapMonth"]?.asBool { result.isLeapMonth = leap }
        if let zone = timeZone(record["timeZone"]) { result.timeZone = zone }
        if let calendar = record["calendar"], case .record = calendar { result.calendar = try self.calendar(calendar) }
        return result
    }

    static func value(_ components: DateComponents) -> Value {
        var fields: [String: Value] = [:]
        for entry in self.components { if let number = components.value(for: entry.component) { fields[entry.name] = .int(number) } }
        if let leap = components.isLeapMonth { fields["isLeapMonth"] = .bool(leap) }
        if let zone = components.timeZone { fields["timeZone"] = .record(Record("TimeZone", ["identifier": .string(zone.identifier)])) }
        return .record(Record(componentsType, fields))
    }

    static func interval(_ interval: DateInterval?) -> Value {
        guard let interval else { return Value.none }
        return .record(Record(intervalType, ["start": value(interval.start), "end": value(interval.end), "duration": .double(interval.duration)]))
    }

    static func dateInterval(_ record: Record) throws -> DateInterval {
        let start = try date(record["start"], "start")
        if let end = record["end"], case .record = end { return DateInterval(start: start, end: try date(end, "end")) }
        return DateInterval(start: start, duration: record["duration"]?.asDouble ?? 0)
    }

    // MARK: - Initializers, statics, descriptions

    /// `Calendar(identifier: .gregorian)`, `DateComponents(year: 2024, month: 2)`, `DateInterval(start:end:)`.
    static func construct(_ typeName: String, _ arguments: [Argument]) throws -> Value? {
        switch typeName {
        case calendarType:
            return newCalendar(arguments.value("identifier")?.caseName ?? "gregorian")
        case componentsType:
            var fields: [String: Value] = [:]
            for argument in arguments {
                guard let label = argument.label else { throw builtinError("DateComponents(...) takes labelled components") }
                if argument.value.isNone { continue }
                fields[label] = argument.value
            }
            // Validate as Foundation would see them.
            _ = try dateComponents(.record(Record(componentsType, fields)))
            return .record(Record(componentsType, fields))
        case intervalType:
            let start = try arguments.value("start").map { try date($0, "start") } ?? Date(timeIntervalSinceReferenceDate: CoreBuiltins.previewDate)
            if let end = arguments.value("end") { return interval(DateInterval(start: start, end: try date(end, "end"))) }
            return interval(DateInterval(start: start, duration: try arguments.number("duration") ?? 0))
        default:
            return nil
        }
    }

    /// `Calendar.current`, `TimeZone.current`, `Date.distantFuture`.
    static func staticMember(_ name: String, of typeName: String) -> Value? {
        switch (typeName, name) {
        case (calendarType, "current"), (calendarType, "autoupdatingCurrent"):
            return newCalendar()
        case ("TimeZone", "current"), ("TimeZone", "autoupdatingCurrent"), ("TimeZone", "gmt"):
            return .record(Record("TimeZone", ["identifier": .string("UTC")]))
        case ("Date", "distantPast"): return value(Date.distantPast)
        case ("Date", "distantFuture"): return value(Date.distantFuture)
        default: return nil
        }
    }

    /// What `print` shows for these values: Foundation's own descriptions.
    static func describe(_ value: Value) -> String? {
        guard case .record(let record) = value else { return nil }
        switch record.typeName {
        case componentsType: return (try? dateComponents(value)).map { "\($0)" }
        case calendarType: return (try? calendar(value)).map { "\($0)" }
        case intervalType: return (try? dateInterval(record)).map { "\($0)" }
        case "TimeZone": return timeZone(value).map { "\($0)" }
        default: return nil
        }
    }

    // MARK: - Members

    /// The preview's "now".
    static var now: Date { Date(timeIntervalSinceReferenceDate: CoreBuiltins.previewDate) }

    static let symbolListNames = [
        "weekdaySymbols", "shortWeekdaySymbols", "veryShortWeekdaySymbols", "standaloneWeekdaySymbols", "shortStandaloneWeekdaySymbols",
        "veryShortStandaloneWeekdaySymbols", "monthSymbols", "shortMonthSymbols", "veryShortMonthSymbols", "standaloneMonthSymbols",
        "shortStandaloneMonthSymbols", "veryShortStandaloneMonthSymbols", "quarterSymbols", "shortQuarterSymbols", "eraSymbols",
    ]

    static func symbols(_ name: String, of calendar: Calendar) -> [String] {
        switch name {
        case "weekdaySymbols": calendar.weekdaySymbols
        case "shortWeekdaySymbols": calendar.shortWeekdaySymbols
        case "veryShortWeekdaySymbols": calendar.veryShortWeekdaySymbols
        case "standaloneWeekdaySymbols": calendar.standaloneWeekdaySymbols
        case "shortStandaloneWeekdaySymbols": calendar.shortStandaloneWeekdaySymbols
        case "veryShortStandaloneWeekdaySymbols": calendar.veryShortStandaloneWeekdaySymbols
        case "monthSymbols": calendar.monthSymbols
        case "shortMonthSymbols": calendar.shortMonthSymbols
        case "veryShortMonthSymbols": calendar.veryShortMonthSymbols
        case "standaloneMonthSymbols": calendar.standaloneMonthSymbols
        case "shortStandaloneMonthSymbols": calendar.shortStandaloneMonthSymbols
        case "veryShortStandaloneMonthSymbols": calendar.veryShortStandaloneMonthSymbols
        case "quarterSymbols": calendar.quarterSymbols
        case "shortQuarterSymbols": calendar.shortQuarterSymbols
        default: calendar.eraSymbols
        }
    }

    static let calendar: [LibraryMember] = {
        var members: [LibraryMember] = symbolListNames.map { name in
            .property(name) { receiver, _ in .array(symbols(name, of: try calendar(receiver)).map(Value.string)) }
        }
        members += [
            .property("amSymbol") { receiver, _ in .string(try calendar(receiver).amSymbol) },
            .property("pmSymbol") { receiver, _ in .string(try calendar(receiver).pmSymbol) },
            .property("identifier") { receiver, _ in
                guard case .record(let record) = receiver else { return Value.none }
                return .implicitMember(name: record["identifier"]?.asString ?? "gregorian", arguments: nil)
            },
            .property("timeZone") { receiver, _ in
                if case .record(let record) = receiver, let zone = record["timeZone"] { return zone }
                return .record(Record("TimeZone", ["identifier": .string("UTC")]))
            },
            .property("locale") { receiver, _ in
                if case .record(let record) = receiver, let locale = record["locale"] { return locale }
                return .record(Record("Locale", ["identifier": .string("en_US_POSIX")]))
            },
            .property("firstWeekday") { receiver, _ in .int(try calendar(receiver).firstWeekday) },
            .property("minimumDaysInFirstWeek") { receiver, _ in .int(try calendar(receiver).minimumDaysInFirstWeek) },
            .property("description") { receiver, _ in .string(describe(receiver) ?? "") },
            .property("debugDescription") { receiver, _ in .string(describe(receiver) ?? "") },
            .method("date") { receiver, call in try date(in: try calendar(receiver), call) },
            .method("dateComponents") { receiver, call in
                let cal = try calendar(receiver)
                if let zone = call.value("in") {
                    return value(cal.dateComponents(in: timeZone(zone) ?? utc, from: try date(call.value("from"), "from")))
                }
                let set = try componentSet(call.value())
                if let end = call.value("to") {
                    if case .record(let record) = end, record.typeName == componentsType {
                        return value(cal.dateComponents(set, from: try dateComponents(call.value("from")), to: try dateComponents(end)))
                    }
                    return value(cal.dateComponents(set, from: try date(call.value("from"), "from"), to: try date(end, "to")))
                }
                return value(cal.dateComponents(set, from: try date(call.value("from"), "from")))
            },
            .method("component") { receiver, call in
                .int(try calendar(receiver).component(try component(call.value()), from: try date(call.value("from"), "from")))
            },
            .method("startOfDay") { receiver, call in value(try calendar(receiver).startOfDay(for: try date(call.value("for"), "for"))) },
            .method("isDate") { receiver, call in
                let cal = try calendar(receiver), first = try date(call.value(), "the date")
                if let other = call.value("inSameDayAs") { return .bool(cal.isDate(first, inSameDayAs: try date(other, "inSameDayAs"))) }
                return .bool(cal.isDate(first, equalTo: try date(call.value("equalTo"), "equalTo"), toGranularity: try component(call.value("toGranularity"))))
            },
            .method("isDateInToday") { receiver, call in .bool(try calendar(receiver).isDate(try date(call.value(), "the date"), inSameDayAs: now)) },
            .method("isDateInTomorrow") { receiver, call in
                let cal = try calendar(receiver)
                guard let tomorrow = cal.date(byAdding: .day, value: 1, to: now) else { return .bool(false) }
                return .bool(cal.isDate(try date(call.value(), "the date"), inSameDayAs: tomorrow))
            },
            .method("isDateInYesterday") { receiver, call in
                let cal = try calendar(receiver)
                guard let yesterday = cal.date(byAdding: .day, value: -1, to: now) else { return .bool(false) }
                return .bool(cal.isDate(try date(call.value(), "the date"), inSameDayAs: yesterday))
            },
            .method("isDateInWeekend") { receiver, call in .bool(try calendar(receiver).isDateInWeekend(try date(call.value(), "the date"))) },
            .method("range") { receiver, call in
                let found = try calendar(receiver).range(of: try component(call.value("of")), in: try component(call.value("in")), for: try date(call.value("for"), "for"))
                guard let found else { return Value.none }
                return .range(lower: Double(found.lowerBound), upper: Double(found.upperBound), closed: false, integral: true)
            },
            .method("ordinality") { receiver, call in
                let found = try calendar(receiver).ordinality(of: try component(call.value("of")), in: try component(call.value("in")), for: try date(call.value("for"), "for"))
                return found.map(Value.int) ?? Value.none
            },
            .method("dateInterval") { receiver, call in
                interval(try calendar(receiver).dateInterval(of: try component(call.value("of")), for: try date(call.value("for"), "for")))
            },
            .method("compare") { receiver, call in
                let order = try calendar(receiver).compare(try date(call.value(), "the date"), to: try date(call.value("to"), "to"),
                                                          toGranularity: try component(call.value("toGranularity")))
                let name = switch order { case .orderedAscending: "orderedAscending"; case .orderedSame: "orderedSame"; case .orderedDescending: "orderedDescending" }
                return .implicitMember(name: name, arguments: nil)
            },
        ]
        return members
    }()

    /// `date(byAdding:value:to:)`, `date(byAdding:to:)`, `date(from:)`,
    /// `date(bySettingHour:minute:second:of:)`, `date(bySetting:value:of:)`.
    private static func date(in cal: Calendar, _ call: LibraryCall) throws -> Value {
        if let adding = call.value("byAdding") {
            let base = try date(call.value("to"), "to")
            let wrapping = call.value("wrappingComponents")?.asBool ?? false
            if case .record(let record) = adding, record.typeName == componentsType {
                return value(cal.date(byAdding: try dateComponents(adding), to: base, wrappingComponents: wrapping))
            }
            return value(cal.date(byAdding: try component(adding), value: try call.int("value"), to: base, wrappingComponents: wrapping))
        }
        if let components = call.value("from") { return value(cal.date(from: try dateComponents(components))) }
        if call.value("bySettingHour") != nil {
            return value(cal.date(bySettingHour: try call.int("bySettingHour"), minute: try call.int("minute"), second: try call.int("second"),
                                  of: try date(call.value("of"), "of")))
        }
        if let setting = call.value("bySetting") {
            return value(cal.date(bySetting: try component(setting), value: try call.int("value"), of: try date(call.value("of"), "of")))
        }
        throw builtinError("Calendar.date: these arguments are not supported")
    }

    static let dateComponents: [LibraryMember] = {
        var members: [LibraryMember] = componentNames.map { name in
            .property(name) { receiver, _ in
                guard case .record(let record) = receiver else { return Value.none }
                return record[name] ?? Value.none
            }
        }
        for name in ["isLeapMonth", "timeZone", "calendar"] {
            members.append(.property(name) { receiver, _ in
                guard case .record(let record) = receiver else { return Value.none }
                return record[name] ?? Value.none
            })
        }
        members += [
            .property("description") { receiver, _ in .string(describe(receiver) ?? "") },
            .property("debugDescription") { receiver, _ in .string(describe(receiver) ?? "") },
            .property("date") { receiver, _ in
                let components = try dateComponents(receiver)
                return value(components.date)
            },
            .property("isValidDate") { receiver, _ in .bool(try dateComponents(receiver).isValidDate) },
            .method("value") { receiver, call in
                guard case .record(let record) = receiver, let name = call.value("for")?.caseName else { return Value.none }
                return record[name] ?? Value.none
            },
            .mutating("setValue") { receiver, call in
                guard case .record(let record) = receiver, let name = call.value("for")?.caseName, componentNames.contains(name) else {
                    throw builtinError("setValue(_:for:) needs a component")
                }
                var fields = record.storage.fields
                fields[name] = call.value().flatMap { $0.isNone ? nil : $0 }
                receiver = .record(Record(componentsType, fields))
                return .void
            },
        ]
        return members
    }()

    static let dateInterval: [LibraryMember] = [
        .property("description") { receiver, _ in .string(describe(receiver) ?? "") },
        .method("contains") { receiver, call in
            guard case .record(let record) = receiver else { return .bool(false) }
            return .bool(try dateInterval(record).contains(try date(call.value(), "the date")))
        },
    ]
}
