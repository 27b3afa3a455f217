// Checks reversed, prefix, suffix, dropFirst and dropLast on Strings, including out-of-range counts.
func main() {
    let word = "Design"
    print(word.reversed())
    print(String(word.reversed()))
    print(Array(word.reversed()))
    print(word.prefix(3), word.suffix(2))
    print(word.dropFirst(), word.dropLast(2))
    print(word.dropFirst(3).dropLast())
    print(word.prefix(100), word.suffix(0), "[\(word.dropFirst(10))]")
    print(word.prefix(0).isEmpty, word.dropLast(6).isEmpty)
    print(type(of: word.prefix(3)), type(of: word.reversed()))
    func isPalindrome(_ s: String) -> Bool {
        let letters = s.lowercased().filter { $0.isLetter }
        return letters == String(letters.reversed())
    }
    for candidate in ["Racecar", "A man, a plan, a canal: Panama", "SwiftUI", ""] {
        print("\"\(candidate)\"", isPalindrome(candidate))
    }
    let emoji = "ab👍🏽c"
    print(String(emoji.reversed()), emoji.prefix(3), emoji.suffix(2))
    let longText = "A very long navigation title"
    let short = longText.count > 12 ? longText.prefix(11) + "…" : Substring(longText)
    print(short)
    print(word.prefix(while: { $0 != "i" }), word.drop(while: { $0 != "i" }))
    let initials = "grace brewster hopper".split(separator: " ").map { $0.prefix(1).uppercased() }.joined()
    print(initials)
}
