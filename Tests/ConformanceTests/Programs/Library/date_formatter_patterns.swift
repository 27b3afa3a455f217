// Checks DateFormatter patterns on fixed dates in UTC with the en_US_POSIX locale.
import Foundation

func main() {
    let f = DateFormatter()
    f.timeZone = TimeZone(identifier: "UTC")
    f.locale = Locale(identifier: "en_US_POSIX")
    let dates = [
        Date(timeIntervalSince1970: 0),
        Date(timeIntervalSince1970: 1_700_000_000),
        Date(timeIntervalSince1970: 951_782_400),
        Date(timeIntervalSince1970: 1_718_454_645),
    ]
    let patterns = ["yyyy-MM-dd HH:mm", "EEE, MMM d", "h:mm a", "EEEE, MMMM d, yyyy", "dd/MM/yy", "HH:mm:ss", "yyyy-MM-dd'T'HH:mm:ssZ", "D", "QQQ yyyy"]
    for pattern in patterns {
        f.dateFormat = pattern
        print(pattern.padding(toLength: 24, withPad: " ", startingAt: 0), dates.map { f.string(from: $0) })
    }
    print(Date(timeIntervalSince1970: 0).timeIntervalSince1970, Date(timeIntervalSince1970: 86_400 * 365).timeIntervalSince1970)
    f.dateFormat = "yyyy-MM-dd HH:mm"
    let later = dates[1].addingTimeInterval(3600 * 5 + 60 * 7)
    print(f.string(from: later))
    let tokyo = DateFormatter()
    tokyo.locale = Locale(identifier: "en_US_POSIX")
    tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")
    tokyo.dateFormat = "yyyy-MM-dd HH:mm zzz"
    print(tokyo.string(from: dates[1]))
    tokyo.timeZone = TimeZone(secondsFromGMT: -5 * 3600)
    tokyo.dateFormat = "yyyy-MM-dd HH:mm xxx"
    print(tokyo.string(from: dates[1]))
}
