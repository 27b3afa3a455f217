// Checks keys and values (sorted), mapValues, compactMapValues and filter on dictionaries.
func main() {
    let ages = ["zoe": 29, "adam": 41, "mia": 17, "li": 35]
    print(ages.keys.sorted())
    print(ages.values.sorted())
    print(ages.count, ages.keys.count, ages.values.reduce(0, +))
    let nextYear = ages.mapValues { $0 + 1 }
    print(nextYear.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
    let adults = ages.filter { $0.value >= 18 }
    print(type(of: adults), adults.keys.sorted())
    let labels = ages.mapValues { $0 >= 18 ? "adult" : "minor" }
    print(labels["mia"]!, labels["li"]!)
    let raw = ["w": "10", "h": "abc", "d": "3"]
    let parsed = raw.compactMapValues { Int($0) }
    print(parsed.keys.sorted(), parsed.values.sorted())
    let mapped = ages.map { "\($0.key.uppercased())" }.sorted()
    print(mapped)
    print(ages.contains { $0.value > 40 }, ages.keys.contains("bob"))
    let oldest = ages.max { $0.value < $1.value }!
    print("oldest", oldest.key, oldest.value)
    let sortedByValue = ages.sorted { $0.value > $1.value }
    print(sortedByValue.map(\.key))
    print(sortedByValue.first!)
    let inverted = Dictionary(uniqueKeysWithValues: ages.map { ($0.value, $0.key) })
    print(inverted[17]!, inverted.keys.sorted())
    let single = ages.filter { $0.key == "li" }
    print(single)
    print(ages.filter { $0.value > 100 })
}
