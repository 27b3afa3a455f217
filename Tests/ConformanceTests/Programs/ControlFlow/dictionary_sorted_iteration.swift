// Checks deterministic iteration of dictionaries by sorting keys or key-value pairs, including sort by value and ties.
func main() {
    let spacing: [String: Int] = ["lg": 16, "xs": 2, "md": 8, "sm": 4, "xl": 32]
    for key in spacing.keys.sorted() {
        print(key, spacing[key]!)
    }
    print("-- by value")
    for (key, value) in spacing.sorted(by: { $0.value < $1.value }) {
        print(key, value)
    }
    print("-- by value desc then key")
    let votes = ["red": 3, "blue": 5, "green": 3, "teal": 1]
    let ranked = votes.sorted { a, b in
        a.value != b.value ? a.value > b.value : a.key < b.key
    }
    for (rank, entry) in ranked.enumerated() {
        print(rank + 1, entry.key, entry.value)
    }
    print("-- grouping")
    let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
    let grouped = Dictionary(grouping: words, by: { $0.first! })
    for letter in grouped.keys.sorted() {
        print(letter, grouped[letter]!)
    }
    print("-- sorted values")
    print(spacing.values.sorted())
    var counts: [Character: Int] = [:]
    for ch in "mississippi" {
        counts[ch, default: 0] += 1
    }
    for (ch, n) in counts.sorted(by: { $0.key < $1.key }) {
        print(ch, n)
    }
    let single = ["only": 1]
    print(single)
}
