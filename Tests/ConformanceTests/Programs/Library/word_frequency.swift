// Counts word frequencies in text and prints them sorted by count, then alphabetically.
import Foundation

func main() {
    let text = """
        The view body describes the view. A view is a value, and the body
        is recomputed when state changes. State drives the view!
        """
    let words = text.lowercased()
        .components(separatedBy: CharacterSet.letters.inverted)
        .filter { !$0.isEmpty }
    print("total words", words.count)
    var freq: [String: Int] = [:]
    for w in words {
        freq[w, default: 0] += 1
    }
    print("distinct", freq.count)
    let ranked = freq.sorted { a, b in
        a.value != b.value ? a.value > b.value : a.key < b.key
    }
    for (word, n) in ranked.prefix(5) {
        print(word.padding(toLength: 10, withPad: " ", startingAt: 0), String(repeating: "*", count: n), n)
    }
    let once = freq.filter { $0.value == 1 }.keys.sorted()
    print("once:", once.joined(separator: ", "))
    let longest = freq.keys.max { ($0.count, $1) < ($1.count, $0) }!
    print("longest", longest)
    let letters = words.joined().reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
    let topLetters = letters.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
    print(topLetters.map { "\($0.key)\($0.value)" })
}
