// Checks String(repeating:count:), joined(separator:), and mapping over characters.
func main() {
    print(String(repeating: "ab", count: 3))
    print(String(repeating: "-", count: 10))
    print("[\(String(repeating: "x", count: 0))]")
    print(String(repeating: Character("="), count: 4))
    let words = ["design", "system", "tokens"]
    print(words.joined(separator: " "))
    print(words.joined(separator: ", "))
    print(words.joined())
    print([String]().joined(separator: ","), ["solo"].joined(separator: ","))
    print(words.map { $0.uppercased() }.joined(separator: "_"))
    let chars = "hello".map { $0 }
    print(chars)
    print("hello".map { String($0).uppercased() })
    print(String("hello".map { $0 == "l" ? "L" : $0 }))
    print("hello".filter { $0 != "l" })
    print("a-b-c".compactMap { $0 == "-" ? nil : $0.uppercased() })
    print(words.map(\.count))
    print(words.flatMap { $0.prefix(2) })
    print(String(words.flatMap { $0.prefix(2) }))
    let camel = words.enumerated().map { i, w in i == 0 ? w : w.prefix(1).uppercased() + w.dropFirst() }.joined()
    print(camel)
    let box = ["┌" + String(repeating: "─", count: 6) + "┐",
               "│" + "title".padding(6) + "│",
               "└" + String(repeating: "─", count: 6) + "┘"]
    print(box.joined(separator: "\n"))
    print(["a", "b"].joined(separator: "\n"))
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
