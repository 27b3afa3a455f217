// Splits arrays into fixed-size chunks with stride and lays items out in a grid.
func chunked<T>(_ items: [T], size: Int) -> [[T]] {
    stride(from: 0, to: items.count, by: size).map {
        Array(items[$0..<min($0 + size, items.count)])
    }
}

func main() {
    let numbers = Array(1...10)
    print(chunked(numbers, size: 3))
    print(chunked(numbers, size: 5))
    print(chunked(numbers, size: 20))
    print(chunked([Int](), size: 3))
    let icons = ["house", "star", "gear", "bell", "person", "heart", "bolt"]
    let columns = 3
    for (rowIndex, row) in chunked(icons, size: columns).enumerated() {
        let cells = row.map { $0.padding(toLength: 7) }.joined(separator: "|")
        print("row \(rowIndex): |\(cells)|")
    }
    let rows = (icons.count + columns - 1) / columns
    print("rows", rows)
    for (i, icon) in icons.enumerated() {
        let (r, c) = i.quotientAndRemainder(dividingBy: columns)
        print(icon, "at", (row: r, column: c))
    }
    let pairs = stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
    print(pairs)
    let windows = (0...(numbers.count - 3)).map { Array(numbers[$0..<$0 + 3]) }
    print(windows.prefix(3), windows.count)
}

extension String {
    func padding(toLength n: Int) -> String {
        count >= n ? self : self + String(repeating: " ", count: n - count)
    }
}
