// Checks the FormatStyle API (formatted(_:)) with explicit locale and time zone.
import Foundation

func main() {
    let us = Locale(identifier: "en_US")
    print(1234567.formatted(.number.locale(us)))
    print((1234.5678).formatted(.number.precision(.fractionLength(2)).locale(us)))
    print((0.5).formatted(.number.precision(.fractionLength(0...1)).locale(us)))
    print((0.256).formatted(.percent.locale(us)))
    print((0.1234).formatted(.percent.precision(.fractionLength(1)).locale(us)))
    print((1234.5).formatted(.currency(code: "USD").locale(us)))
    print((-3).formatted(.currency(code: "USD").locale(us)))
    print(42.formatted(.number.grouping(.never).locale(us)), 12345.formatted(.number.grouping(.never).locale(us)))
    print((3.0).formatted(.number.locale(us)), (2.50).formatted(.number.locale(us)))
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    print(date.formatted(.iso8601))
    let utc = TimeZone(identifier: "UTC")!
    var cal = Calendar(identifier: .gregorian)
    cal.timeZone = utc
    let dayOnly = Date.FormatStyle(date: .numeric, time: .omitted, locale: us, calendar: cal, timeZone: utc)
    print(date.formatted(dayOnly))
    let long = Date.FormatStyle(date: .long, time: .omitted, locale: us, calendar: cal, timeZone: utc)
    print(date.formatted(long))
    let custom = Date.FormatStyle(locale: us, calendar: cal, timeZone: utc).year().month(.abbreviated).day()
    print(date.formatted(custom))
    print([1, 2, 3].map { $0.formatted(.number.locale(us)) })
}
