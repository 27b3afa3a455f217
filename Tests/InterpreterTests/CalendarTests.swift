import Interpreter
import SwiftCode
import SwiftSemantics
import Testing

/// Foundation's `Calendar` and `DateComponents` as guides use them: date
/// arithmetic, components, and what `print` shows, all as Swift gives them
/// (Gregorian, UTC, en_US_POSIX unless the code says otherwise; "now" is the
/// preview's moment, 2024-01-01 09:41 UTC).
@Suite struct CalendarTests {
    /// What `main()` prints.
    private func printed(_ body: String) -> String { printedByMain(body, importing: "Foundation") }

    @Test func addingToTheCurrentCalendarGivesADate() {
        // The preview's now, a day back: a Date, so it can bound a range.
        #expect(printed("""
            let yesterday = Calendar.current.date(byAdding: .day, value: -1, to: Date())!
            let range = yesterday...Date()
            print(yesterday, range.contains(Date()), yesterday < Date())
            print(Calendar.current.date(byAdding: .month, value: 1, to: Date()))
            """) == "2023-12-31 09:41:00 +0000 true true\nOptional(2024-02-01 09:41:00 +0000)\n")
    }

    @Test func componentsAreReadAndWrittenAsOptionals() {
        #expect(printed("""
            var cal = Calendar(identifier: .gregorian)
            cal.timeZone = TimeZone(secondsFromGMT: 3600)!
            let date = Date(timeIntervalSince1970: 1_700_000_000)
            let parts = cal.dateComponents([.year, .month, .day, .hour], from: date)
            print(parts.year, parts.hour!, parts.minute)
            print(parts)
            var comps = DateComponents(year: 2024, month: 2, day: 29)
            comps.hour = 2
            print(comps, comps.hour ?? 0)
            print(cal.date(from: comps)!)
            """) == """
            Optional(2023) 23 nil
            year: 2023 month: 11 day: 14 hour: 23 isLeapMonth: false 
            year: 2024 month: 2 day: 29 hour: 2  2
            2024-02-29 01:00:00 +0000

            """)
    }

    @Test func calendarArithmeticFollowsTheGregorianRules() {
        #expect(printed("""
            let cal = Calendar(identifier: .gregorian)
            let endOfJanuary = cal.date(from: DateComponents(year: 2024, month: 1, day: 31))!
            let next = cal.date(byAdding: .month, value: 1, to: endOfJanuary)!
            print(cal.component(.day, from: next), cal.range(of: .day, in: .month, for: next)!)
            let start = cal.date(from: DateComponents(year: 2024, month: 1, day: 1))!
            print(cal.dateComponents([.day], from: start, to: next).day!)
            print(cal.startOfDay(for: next.addingTimeInterval(5000)) == next, cal.isDateInWeekend(start))
            print(cal.date(bySettingHour: 9, minute: 30, second: 0, of: start)!)
            print(cal.dateInterval(of: .weekOfYear, for: start)!)
            """) == """
            29 1..<30
            59
            true false
            2024-01-01 09:30:00 +0000
            2023-12-31 00:00:00 +0000 to 2024-01-07 00:00:00 +0000

            """)
    }

    @Test func todayIsThePreviewDay() {
        #expect(printed("""
            let cal = Calendar.current
            let now = Date()
            print(cal.isDateInToday(now), cal.isDateInTomorrow(now.addingTimeInterval(86_400)), cal.isDateInYesterday(now))
            print(cal.shortWeekdaySymbols[cal.component(.weekday, from: now) - 1], cal.monthSymbols[0], cal.firstWeekday)
            """) == "true true false\nMon January 1\n")
    }

    @Test func aDatePickerTakesACalendarRange() throws {
        let tree = try dump("""
            import SwiftUI
            struct DueDate: View {
                @State private var due = Date()
                var body: some View {
                    DatePicker("Due", selection: $due, in: Calendar.current.date(byAdding: .day, value: -1, to: Date())!...Date(), displayedComponents: .date)
                }
            }
            """, "DueDate")
        #expect(tree.contains("DatePicker(725794860, date)"))
    }

    @Test func theEnvironmentsCalendarIsThePreviewCalendar() throws {
        let tree = try dump("""
            import SwiftUI
            struct Weekday: View {
                @Environment(\\.calendar) private var calendar
                var body: some View {
                    Text(calendar.weekdaySymbols[calendar.component(.weekday, from: Date()) - 1])
                }
            }
            """, "Weekday")
        #expect(tree.contains("Monday"))
    }
}
