// Computes progress fractions and percentages the way a download view model would.
import Foundation

struct Download {
    let name: String
    let received: Int
    let total: Int
    var fraction: Double { total == 0 ? 0 : Double(received) / Double(total) }
    var percent: Int { Int((fraction * 100).rounded()) }
    var label: String { String(format: "%@ %.1f%%", name, fraction * 100) }
}

func main() {
    let downloads = [
        Download(name: "a.zip", received: 0, total: 100),
        Download(name: "b.zip", received: 1, total: 3),
        Download(name: "c.zip", received: 2, total: 3),
        Download(name: "d.zip", received: 999, total: 1000),
        Download(name: "e.zip", received: 5, total: 0),
    ]
    for d in downloads {
        print(d.name, d.fraction, d.percent, d.label)
    }
    let overall = Double(downloads.map(\.received).reduce(0, +)) / Double(downloads.map(\.total).reduce(0, +))
    print("overall", overall)
    print("bar", String(repeating: "#", count: Int(overall * 20)) + String(repeating: "-", count: 20 - Int(overall * 20)))
    let bytes = [512.0, 2048.0, 1_572_864.0, 3_221_225_472.0]
    let units = ["B", "KB", "MB", "GB"]
    for b in bytes {
        var value = b
        var unit = 0
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        print(b, "->", String(format: "%.1f %@", value, units[unit]))
    }
}
