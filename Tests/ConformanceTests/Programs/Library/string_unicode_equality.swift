// Checks canonical equivalence of Strings and grapheme-cluster counting for accents and emoji.
func main() {
    let precomposed = "é"
    let decomposed = "e\u{301}"
    print(precomposed == decomposed)
    print(precomposed.count, decomposed.count)
    print(precomposed.unicodeScalars.count, decomposed.unicodeScalars.count)
    print(precomposed.utf8.count, decomposed.utf8.count)
    print(Character(precomposed) == Character(decomposed))
    let cafe1 = "café"
    let cafe2 = "cafe\u{301}"
    print(cafe1 == cafe2, cafe1.count, cafe2.count, cafe1.hasSuffix("é"), cafe2.hasSuffix("e"))
    print(["café": 1][cafe2] as Any)
    print(cafe2.contains("e"), Array(cafe2))
    var word = "cafe"
    print(word.count)
    word += "\u{301}"
    print(word, word.count, word.last!)
    let family = "👨‍👩‍👧‍👦"
    print(family.count, family.unicodeScalars.count, family.utf16.count)
    let flags = "🇯🇵🇺🇸"
    print(flags.count, flags.unicodeScalars.count, Array(flags))
    let thumbs = "👍👍🏻👍🏿"
    print(thumbs.count, thumbs.unicodeScalars.count)
    let hangul = "\u{1100}\u{1161}\u{11A8}"
    print(hangul, hangul.count, hangul == "각")
    print("Å" == "\u{212B}", "A\u{30A}" == "Å")
    print("ﬁ" == "fi", "ﬁ".count)
    let mixed = "a😀b"
    print(mixed.count, mixed.utf16.count, mixed.index(after: mixed.startIndex) == mixed.firstIndex(of: "😀"))
}
