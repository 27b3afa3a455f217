// Checks Calendar and DateComponents arithmetic with a fixed Gregorian UTC calendar.
import Foundation

func main() {
    var cal = Calendar(identifier: .gregorian)
    cal.timeZone = TimeZone(identifier: "UTC")!
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let c = cal.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
    print(c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!, "weekday", c.weekday!)
    print(cal.component(.month, from: date), cal.component(.weekOfYear, from: date))
    let leap = cal.date(from: DateComponents(year: 2024, month: 2, day: 29))!
    print(leap.timeIntervalSince1970)
    let nextDay = cal.date(byAdding: .day, value: 1, to: leap)!
    print(cal.dateComponents([.month, .day], from: nextDay).month!, cal.component(.day, from: nextDay))
    let nextYear = cal.date(byAdding: .year, value: 1, to: leap)!
    print(cal.component(.month, from: nextYear), cal.component(.day, from: nextYear))
    let monthEnd = cal.date(from: DateComponents(year: 2024, month: 1, day: 31))!
    let plusMonth = cal.date(byAdding: .month, value: 1, to: monthEnd)!
    print(cal.component(.month, from: plusMonth), cal.component(.day, from: plusMonth))
    print(cal.range(of: .day, in: .month, for: leap)!.count)
    print(cal.range(of: .day, in: .month, for: nextYear)!.count)
    let start = cal.date(from: DateComponents(year: 2024, month: 1, day: 1))!
    let end = cal.date(from: DateComponents(year: 2024, month: 12, day: 25))!
    let diff = cal.dateComponents([.day], from: start, to: end)
    print("days until", diff.day!)
    let mdiff = cal.dateComponents([.month, .day], from: start, to: end)
    print("months", mdiff.month!, "days", mdiff.day!)
    print(cal.isDate(leap, inSameDayAs: leap.addingTimeInterval(3600)))
    print(cal.isDateInWeekend(cal.date(from: DateComponents(year: 2024, month: 6, day: 15))!))
    let startOfDay = cal.startOfDay(for: date)
    print(startOfDay.timeIntervalSince1970, date.timeIntervalSince(startOfDay))
    let overflow = cal.date(from: DateComponents(year: 2023, month: 13, day: 1))!
    print(cal.component(.year, from: overflow), cal.component(.month, from: overflow))
    var comps = DateComponents()
    comps.hour = 2
    comps.minute = 30
    let shifted = cal.date(byAdding: comps, to: start)!
    print(shifted.timeIntervalSince(start))
    print(cal.shortWeekdaySymbols.count, cal.firstWeekday)
}
