// Checks a realistic grid search that uses a labelled loop to stop at the first free slot, and labelled continue to skip rows.
struct Grid {
    var cells: [[Bool]]
    func firstFree() -> (row: Int, col: Int)? {
        var found: (row: Int, col: Int)? = nil
        search: for (r, row) in cells.enumerated() {
            if row.allSatisfy({ $0 }) {
                print("  row \(r) full, skipping")
                continue search
            }
            for (c, occupied) in row.enumerated() where !occupied {
                found = (r, c)
                break search
            }
        }
        return found
    }
}

func main() {
    let grid = Grid(cells: [
        [true, true, true],
        [true, true, false],
        [false, false, false],
    ])
    if let slot = grid.firstFree() {
        print("free at", slot.row, slot.col)
    }
    let full = Grid(cells: [[true], [true]])
    print(full.firstFree() == nil ? "no free slot" : "slot")
    var pairs: [String] = []
    let sizes = [8, 12, 16, 24]
    pairing: for a in sizes {
        for b in sizes where b > a {
            if a + b > 30 { continue pairing }
            pairs.append("\(a)+\(b)")
            if pairs.count == 4 { break pairing }
        }
    }
    print(pairs)
}
