// Checks stride(from:to:by:) excludes the end, stride(from:through:by:) includes it, with negative and fractional steps.
func main() {
    print(Array(stride(from: 0, to: 10, by: 3)))
    print(Array(stride(from: 0, through: 9, by: 3)))
    print(Array(stride(from: 0, to: 9, by: 3)))
    print(Array(stride(from: 10, to: 0, by: -2)))
    print(Array(stride(from: 10, through: 0, by: -2)))
    print(Array(stride(from: 5, to: 5, by: 1)))
    print(Array(stride(from: 5, through: 5, by: 1)))
    print(Array(stride(from: 0, to: 5, by: -1)))
    for x in stride(from: 0.0, through: 1.0, by: 0.25) {
        print("opacity", x)
    }
    for x in stride(from: 1.0, to: 0.0, by: -0.5) {
        print("down", x)
    }
    var ticks: [String] = []
    for minute in stride(from: 0, to: 60, by: 15) {
        ticks.append(minute < 10 ? "0\(minute)" : "\(minute)")
    }
    print(ticks.joined(separator: ":"))
    let columns = 4
    let items = Array(1...10)
    for start in stride(from: 0, to: items.count, by: columns) {
        let end = min(start + columns, items.count)
        print("row", items[start..<end])
    }
    let count = stride(from: 100, through: 0, by: -7).reduce(0) { acc, _ in acc + 1 }
    print("count", count)
}
