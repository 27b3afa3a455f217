// Checks Character classification properties and numeric values.
func main() {
    let chars: [Character] = ["a", "Z", "7", " ", "\n", "!", "é", "½", "٣", "😀", "_", "F"]
    for c in chars {
        print(c.debugDescription,
              "letter", c.isLetter,
              "number", c.isNumber,
              "upper", c.isUppercase,
              "lower", c.isLowercase,
              "space", c.isWhitespace,
              "punct", c.isPunctuation,
              "ascii", c.asciiValue as Any,
              "whole", c.wholeNumberValue as Any,
              "hex", c.hexDigitValue as Any)
    }
    print(Character("a").uppercased(), Character("ß").uppercased())
    print(Character("A").isASCII, Character("é").isASCII)
    print(Character("x").isHexDigit, Character("c").isHexDigit)
    print(Character("\n").isNewline, Character("$").isSymbol, Character("+").isMathSymbol)
    let password = "Passw0rd!"
    let hasUpper = password.contains { $0.isUppercase }
    let hasDigit = password.contains { $0.isNumber }
    let hasSymbol = password.contains { $0.isPunctuation || $0.isSymbol }
    print("upper", hasUpper, "digit", hasDigit, "symbol", hasSymbol)
    let digitSum = "a1b2c3".compactMap { $0.wholeNumberValue }.reduce(0, +)
    print("digit sum", digitSum)
    let codes = "AZaz09".compactMap { $0.asciiValue }
    print(codes)
    let shifted = codes.map { Character(Unicode.Scalar($0 + 1)) }
    print(String(shifted))
}
