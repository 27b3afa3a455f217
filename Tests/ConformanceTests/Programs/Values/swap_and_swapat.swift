// `swap(&a, &b)` on locals, properties, and elements of different arrays, tuple-assignment swaps, and `swapAt` on arrays including swapping an index with itself.
struct Pair {
    var first: String
    var second: String
}

func main() {
    var a = 1
    var b = 2
    swap(&a, &b)
    print(a, b)

    var s1 = "left"
    var s2 = "right"
    swap(&s1, &s2)
    print(s1, s2)

    var pair = Pair(first: "x", second: "y")
    swap(&pair.first, &pair.second)
    print(pair.first, pair.second)

    var rowA = [1, 2, 3]
    var rowB = [7, 8, 9]
    swap(&rowA[0], &rowB[2])
    print(rowA, rowB)
    swap(&rowA, &rowB)
    print(rowA, rowB)

    var letters = ["a", "b", "c", "d"]
    letters.swapAt(0, 3)
    print(letters)
    letters.swapAt(1, 1)
    print(letters)
    letters.swapAt(2, 1)
    print(letters)

    var deck = Array(1...6)
    var i = 0
    var j = deck.count - 1
    while i < j {
        deck.swapAt(i, j)
        i += 1
        j -= 1
    }
    print(deck)

    var pairs = [Pair(first: "1", second: "2"), Pair(first: "3", second: "4")]
    (pairs[0].first, pairs[1].second) = (pairs[1].second, pairs[0].first)
    pairs.swapAt(0, 1)
    print(pairs.map { $0.first + $0.second })

    var t = (10, 20)
    swap(&t.0, &t.1)
    print(t)
}
