// Two-dimensional arrays as l-values: `grid[1][2] = ...`, compound assignment on inner elements, and appending to an inner row.
func render(_ grid: [[Character]]) {
    for row in grid {
        print(String(row))
    }
}

func main() {
    var grid = [[Character]](repeating: [Character](repeating: ".", count: 4), count: 3)
    grid[1][2] = "#"
    grid[0][0] = "@"
    grid[2][3] = grid[1][2]
    render(grid)

    var counts = [[Int]](repeating: [0, 0, 0], count: 3)
    for (r, c) in [(0, 0), (1, 2), (1, 2), (2, 1), (1, 2)] {
        counts[r][c] += 1
    }
    print(counts)
    counts[1][2] *= 10
    counts[0].append(9)
    counts[2].removeFirst()
    counts.append([])
    counts[3].append(contentsOf: [4, 5])
    print(counts)

    var jagged: [[String]] = [["a"], ["b", "c"]]
    jagged[1][0] += jagged[0][0]
    jagged[0][0] = jagged[1].joined()
    print(jagged)

    var cube = [[[0, 0], [0, 0]], [[0, 0], [0, 0]]]
    cube[1][0][1] = 7
    cube[0][1][0] -= 2
    print(cube)

    let row = grid[1]
    grid[1][0] = "X"
    print(String(row), String(grid[1]))
}
