// Checks map, compactMap, flatMap, filter and reduce on arrays.
func main() {
    let numbers = [1, 2, 3, 4, 5]
    print(numbers.map { $0 * $0 })
    print(numbers.map(String.init))
    print(numbers.filter { $0.isMultiple(of: 2) })
    print(numbers.reduce(0, +), numbers.reduce(1, *))
    print(numbers.reduce("") { $0 + String($1) })
    print(numbers.reduce(0) { max($0, $1) })
    let strings = ["1", "two", "3", "", "-4"]
    print(strings.compactMap { Int($0) })
    print(strings.map { Int($0) })
    let nested = [[1, 2], [3], [], [4, 5, 6]]
    print(nested.flatMap { $0 })
    print(nested.joined().map { $0 })
    print(nested.map { $0.count })
    print(numbers.flatMap { [$0, $0 * 10] })
    let optionals: [Int?] = [1, nil, 3]
    print(optionals.compactMap { $0 })
    print(optionals.map { $0 ?? 0 })
    let sentence = "the quick brown fox"
    let words: [Substring] = sentence.split(separator: " ")
    print(words.map { $0.count })
    print(words.flatMap { $0.prefix(1) })
    let prices = ["apple": 1.25]
    let cart = ["apple", "pear", "apple"]
    print(cart.compactMap { prices[$0] }.reduce(0, +))
    let matrix = [[1, 2, 3], [4, 5, 6]]
    let transposed = (0..<3).map { c in matrix.map { $0[c] } }
    print(transposed)
    print(matrix.map { $0.reduce(0, +) })
    let chain = numbers.filter { $0 > 1 }.map { $0 * 3 }.reduce(0, +)
    print(chain)
    print([String]().map { $0.count }, [Int]().reduce(42, +))
}
