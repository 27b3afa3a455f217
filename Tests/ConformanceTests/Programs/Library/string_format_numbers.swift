// Checks String(format:) with %f, %d, %x, %X, %o, %e, %g, %@ and width/alignment flags.
import Foundation

func main() {
    print(String(format: "%.2f", 3.14159))
    print(String(format: "%.0f", 2.5), String(format: "%.0f", 3.5))
    print(String(format: "%05.1f", 3.14159))
    print(String(format: "%05.1f", -3.14159))
    print(String(format: "%8.3f|", 2.0))
    print(String(format: "%-8.3f|", 2.0))
    print(String(format: "%d", 42))
    print(String(format: "%d items", -7))
    print(String(format: "%x", 255), String(format: "%X", 255), String(format: "%#x", 255))
    print(String(format: "%o", 8))
    print(String(format: "%@", "hello"))
    print(String(format: "%@ has %d unread", "Inbox", 12))
    print(String(format: "%3d|%-3d|", 5, 7))
    print(String(format: "%03d", 7))
    print(String(format: "%+d %+d", 5, -5))
    print(String(format: "%e", 12345.678))
    print(String(format: "%.3e", 0.00012))
    print(String(format: "%g", 0.0001), String(format: "%g", 1e-5), String(format: "%g", 123456789.0))
    print(String(format: "%.1f%%", 42.25))
    print(String(format: "%f", 1.0))
    print(String(format: "%.2f", 0.125), String(format: "%.2f", 0.375))
    print(String(format: "%2$@ %1$@", "world", "hello"))
    print(String(format: "%ld", Int.max))
    print(String(format: "%.2f", Double.nan), String(format: "%.1f", Double.infinity))
}
