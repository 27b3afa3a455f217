// Parses date strings with DateFormatter and ISO8601DateFormatter and formats them back.
import Foundation

func main() {
    let parser = DateFormatter()
    parser.locale = Locale(identifier: "en_US_POSIX")
    parser.timeZone = TimeZone(identifier: "UTC")
    parser.dateFormat = "yyyy-MM-dd"
    for text in ["2024-02-29", "1999-12-31", "2024-13-01", "not a date"] {
        if let d = parser.date(from: text) {
            print(text, "->", d.timeIntervalSince1970)
        } else {
            print(text, "-> nil")
        }
    }
    parser.dateFormat = "dd MMM yyyy HH:mm"
    let meeting = parser.date(from: "05 Mar 2024 14:30")!
    print(meeting.timeIntervalSince1970)
    let out = DateFormatter()
    out.locale = Locale(identifier: "en_US_POSIX")
    out.timeZone = TimeZone(identifier: "UTC")
    out.dateFormat = "EEEE 'at' h:mm a"
    print(out.string(from: meeting))
    let iso = ISO8601DateFormatter()
    iso.timeZone = TimeZone(identifier: "UTC")
    print(iso.string(from: meeting))
    let parsed = iso.date(from: "2023-11-14T22:13:20Z")!
    print(parsed.timeIntervalSince1970)
    print(iso.date(from: "2023-11-14") as Any)
    let a = parser.date(from: "01 Jan 2024 00:00")!
    let b = parser.date(from: "08 Jan 2024 12:00")!
    let hours = b.timeIntervalSince(a) / 3600
    print("hours between", hours, "days", hours / 24)
    print(a < b, a == a, b.timeIntervalSince(a) > 0)
    print(Date(timeIntervalSince1970: 1_700_000_000))
    print(Date(timeIntervalSince1970: 1_700_000_000).description)
    print(Date(timeIntervalSinceReferenceDate: 0))
}
