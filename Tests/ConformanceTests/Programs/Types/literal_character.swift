// String literals become Character or String according to the annotation.
func isVowel(_ c: Character) -> Bool {
    return "aeiou".contains(c)
}

func main() {
    let c: Character = "a"
    print(c, type(of: c))
    let s = "a"
    print(s, type(of: s))
    print(isVowel("e"), isVowel("z"))
    let chars: [Character] = ["x", "y", "z"]
    print(chars)
    print(String(chars))
    let strings = ["x", "y"]
    print(strings)
    let sep: Character = "-"
    print("a-b-c".split(separator: sep))
    var word = "swift"
    word.append("!")
    print(word)
    let first: Character = word.first!
    print(first == "s")
    let emoji: Character = "🎨"
    print(emoji, String(emoji).count)
    print(Character("q").isLetter, Character("7").isNumber)
    let digits: [Character] = ["1", "2", "3"]
    print(digits.compactMap { $0.wholeNumberValue })
}
