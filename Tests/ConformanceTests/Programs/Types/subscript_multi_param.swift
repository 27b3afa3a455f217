// Subscripts with several parameters, with get/set, on a grid model with bounds handling.
struct Matrix: CustomStringConvertible {
    let rows: Int, cols: Int
    private var data: [Int]
    init(rows: Int, cols: Int, fill: Int = 0) {
        self.rows = rows; self.cols = cols
        data = Array(repeating: fill, count: rows * cols)
    }
    subscript(r: Int, c: Int) -> Int {
        get {
            guard r >= 0, r < rows, c >= 0, c < cols else { return -1 }
            return data[r * cols + c]
        }
        set {
            guard r >= 0, r < rows, c >= 0, c < cols else { print("ignored write at \(r),\(c)"); return }
            data[r * cols + c] = newValue
        }
    }
    subscript(row r: Int) -> [Int] {
        Array(data[(r * cols)..<(r * cols + cols)])
    }
    var description: String {
        (0..<rows).map { self[row: $0].map(String.init).joined(separator: " ") }.joined(separator: " / ")
    }
}

func main() {
    var m = Matrix(rows: 2, cols: 3)
    m[0, 0] = 1
    m[1, 2] = 9
    m[0, 1] += 5
    m[5, 5] = 3
    print(m)
    print(m[1, 2], m[0, 1], m[2, 0])
    print(m[row: 1])
    for r in 0..<2 { for c in 0..<3 { m[r, c] = r * 10 + c } }
    print(m)
    var copy = m
    copy[0, 0] = 100
    print(m[0, 0], copy[0, 0])
}
