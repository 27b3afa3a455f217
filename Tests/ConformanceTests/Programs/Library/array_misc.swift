// Checks Array(repeating:count:), indices, swapAt, joined, split on arrays, elementsEqual and starts(with:).
func main() {
    let zeros = Array(repeating: 0, count: 4)
    print(zeros)
    var grid = Array(repeating: Array(repeating: ".", count: 3), count: 2)
    grid[1][2] = "#"
    print(grid)
    print(grid.map { $0.joined() }.joined(separator: "\n"))
    let empty = Array(repeating: "x", count: 0)
    print(empty)
    var letters = ["a", "b", "c", "d"]
    print(letters.indices, Array(letters.indices))
    for i in letters.indices where i % 2 == 0 {
        print("even index", i, letters[i])
    }
    letters.swapAt(0, 3)
    print(letters)
    letters.swapAt(1, 1)
    print(letters)
    print([[1, 2], [3, 4]].joined().map { $0 })
    print(Array([[1, 2], [3, 4]].joined(separator: [0])))
    let data = [1, 2, 0, 3, 0, 0, 4]
    print(data.split(separator: 0))
    print(data.split(separator: 0, omittingEmptySubsequences: false))
    print(data.split(whereSeparator: { $0 == 0 }).map { Array($0) })
    print([1, 2, 3].elementsEqual([1, 2, 3]), [1, 2, 3].elementsEqual(1...3))
    print([1, 2].elementsEqual([1, 2, 3]))
    print(["a", "b"].elementsEqual(["A", "B"], by: { $0.uppercased() == $1 }))
    print([1, 2, 3, 4].starts(with: [1, 2]), [1, 2].starts(with: [1, 2, 3]), [1].starts(with: []))
    let path = ["settings", "display", "brightness"]
    print(path.starts(with: ["settings"]), path.starts(with: ["display"]))
    print(path.joined(separator: " > "))
    print(Array(repeating: "ab", count: 3).joined(separator: "-"))
    print(data.count, data.isEmpty, data.indices.last as Any)
}
