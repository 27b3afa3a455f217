// Hashable structs and enums as dictionary keys and set members, with counting and grouping.
struct Cell: Hashable { var row: Int; var col: Int }

enum Suit: Hashable { case hearts, spades }
struct Card: Hashable { var rank: Int; var suit: Suit }

enum Filter: Hashable { case tag(String), minScore(Int), all }

func main() {
    var visits: [Cell: Int] = [:]
    let path = [Cell(row: 0, col: 0), Cell(row: 0, col: 1), Cell(row: 0, col: 0), Cell(row: 1, col: 1), Cell(row: 0, col: 0)]
    for c in path { visits[c, default: 0] += 1 }
    print(visits.count, visits[Cell(row: 0, col: 0)]!, visits[Cell(row: 5, col: 5)] ?? 0)
    let sortedKeys = visits.keys.sorted { ($0.row, $0.col) < ($1.row, $1.col) }
    for k in sortedKeys { print(k.row, k.col, visits[k]!) }
    let hand: Set<Card> = [Card(rank: 1, suit: .hearts), Card(rank: 1, suit: .hearts), Card(rank: 2, suit: .spades)]
    print(hand.count, hand.contains(Card(rank: 2, suit: .spades)))
    var seen = Set<Filter>()
    for f in [Filter.tag("ui"), .all, .tag("ui"), .minScore(3), .tag("io"), .all] {
        let inserted = seen.insert(f).inserted
        print(f, inserted)
    }
    print(seen.count)
    let words = ["b", "a", "b", "c", "b", "a"]
    let counts = Dictionary(words.map { ($0, 1) }, uniquingKeysWith: +)
    print(counts.keys.sorted().map { "\($0)=\(counts[$0]!)" })
    let grouped = Dictionary(grouping: [1, 2, 3, 4, 5, 6]) { $0 % 3 }
    print(grouped[0]!, grouped[1]!, grouped[2]!)
    print(Set([3, 1, 2]).sorted(), Set("hello").count)
}
