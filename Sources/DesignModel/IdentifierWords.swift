/// The words of a Swift identifier, for reading names the way a person
/// would: `whoopBrightWhite` -> whoop, Bright, White; `WAChatListRow` ->
/// WA, Chat, List, Row; `gray400` -> gray, 400; `snake_case` -> snake, case.
public enum IdentifierWords {
    public static func words(of identifier: String) -> [String] {
        let characters = Array(identifier)
        let traits = characters.map(Traits.init)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if character == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if !current.isEmpty {
                // `current` runs up to here, so its last character is the one before.
                let this = traits[index], last = traits[index - 1]
                let nextIsLowercase = index + 1 < traits.count && traits[index + 1].isLowercase
                let boundary =
                    (this.isUppercase && !last.isUppercase)
                    // The last capital of an acronym starts the next word: WA|Chat.
                    || (this.isUppercase && last.isUppercase && nextIsLowercase)
                    || (this.isNumber && !last.isNumber)
                    || (this.isLetter && last.isNumber)
                if boundary {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// What the word rules ask of a character. Names are read for every
    /// preview sample, CSS property and search card, nearly always ASCII:
    /// there the answers are ranges of bytes, the same as Unicode's and much
    /// cheaper than looking up its properties.
    struct Traits {
        var isUppercase: Bool
        var isLowercase: Bool
        var isNumber: Bool
        var isLetter: Bool

        init(_ character: Character) {
            if character.isASCII, let byte = character.asciiValue {
                isUppercase = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                isLowercase = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                isNumber = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                isLetter = isUppercase || isLowercase
            } else {
                isUppercase = character.isUppercase
                isLowercase = character.isLowercase
                isNumber = character.isNumber
                isLetter = character.isLetter
            }
        }
    }

    /// The first word most of `names` share (more than `share` of them),
    /// among first words `accepting` allows; ties go to the alphabetically
    /// first word, so the answer is stable.
    public static func dominantFirstWord(of names: [String], share: Double = 0.5, accepting: (String) -> Bool = { _ in true }) -> String? {
        var counts: [String: Int] = [:]
        for name in names {
            if let first = words(of: name).first, accepting(first) { counts[first, default: 0] += 1 }
        }
        guard let (word, count) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
              Double(count) > Double(names.count) * share else { return nil }
        return word
    }
}
