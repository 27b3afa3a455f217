// Checks utf8, utf16 and unicodeScalars views: counts and code unit values.
func main() {
    let samples = ["A", "é", "e\u{301}", "€", "😀", "👍🏽", "🇫🇷", "中文"]
    for s in samples {
        print(s, "chars", s.count, "utf8", s.utf8.count, "utf16", s.utf16.count, "scalars", s.unicodeScalars.count)
    }
    print(Array("Hi!".utf8))
    print(Array("é".utf8), Array("e\u{301}".utf8))
    print(Array("😀".utf16))
    print("😀".unicodeScalars.map { $0.value })
    print("👍🏽".unicodeScalars.map { String($0.value, radix: 16) })
    print("café".unicodeScalars.map { $0.value })
    let scalar = "A".unicodeScalars.first!
    print(scalar, scalar.value, scalar.isASCII)
    print(Unicode.Scalar(97)!, Unicode.Scalar(0x1F600)!)
    print(Character(Unicode.Scalar(0x41)!))
    let bytes: [UInt8] = [72, 195, 169, 108, 108, 111]
    print(String(decoding: bytes, as: UTF8.self))
    print(String(decoding: [0xD83D, 0xDE00] as [UInt16], as: UTF16.self))
    let word = "Swift"
    print(word.utf8.first!, word.utf8.last!, word.utf8.reduce(0) { $0 + Int($1) })
    let ascii = word.unicodeScalars.allSatisfy { $0.isASCII }
    print("all ascii", ascii, "naïve".unicodeScalars.allSatisfy { $0.isASCII })
    let caesar = String(String.UnicodeScalarView(word.unicodeScalars.map { Unicode.Scalar($0.value + 1)! }))
    print(caesar)
}
