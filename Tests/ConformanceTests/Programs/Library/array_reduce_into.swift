// Checks reduce(into:) building dictionaries and arrays, printed in sorted order.
struct Expense { let category: String; let amount: Int }

func main() {
    let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
    let byLetter = words.reduce(into: [Character: [String]]()) { result, word in
        result[word.first!, default: []].append(word)
    }
    for key in byLetter.keys.sorted() {
        print(key, byLetter[key]!)
    }
    let counts = "mississippi".reduce(into: [:]) { (counts: inout [Character: Int], c) in
        counts[c, default: 0] += 1
    }
    print(counts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: " "))
    let expenses = [
        Expense(category: "food", amount: 12),
        Expense(category: "travel", amount: 40),
        Expense(category: "food", amount: 8),
        Expense(category: "books", amount: 15),
        Expense(category: "travel", amount: 5),
    ]
    let totals = expenses.reduce(into: [String: Int]()) { $0[$1.category, default: 0] += $1.amount }
    for (category, total) in totals.sorted(by: { $0.value > $1.value }) {
        print(category, total)
    }
    let runningSums = [1, 2, 3, 4].reduce(into: [Int]()) { acc, x in
        acc.append((acc.last ?? 0) + x)
    }
    print(runningSums)
    let unique = [3, 1, 3, 2, 1].reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
    print(unique)
    let stats = [4, 9, 1, 7].reduce(into: (min: Int.max, max: Int.min)) { s, v in
        s.min = min(s.min, v)
        s.max = max(s.max, v)
    }
    print(stats)
    let index = ["id1", "id2"].enumerated().reduce(into: [String: Int]()) { $0[$1.element] = $1.offset }
    print(index["id2"] as Any, index.count)
}
