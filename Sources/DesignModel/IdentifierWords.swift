/// The words of a Swift identifier, for reading names the way a person
/// would: `whoopBrightWhite` -> whoop, Bright, White; `WAChatListRow` ->
/// WA, Chat, List, Row; `gray400` -> gray, 400; `snake_case` -> snake, case.
public enum IdentifierWords {
    public static func words(of identifier: String) -> [String] {
        let characters = Array(identifier)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if character == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if let last = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let boundary =
                    (character.isUppercase && !last.isUppercase)
                    // The last capital of an acronym starts the next word: WA|Chat.
                    || (character.isUppercase && last.isUppercase && next?.isLowercase == true)
                    || (character.isNumber && !last.isNumber)
                    || (character.isLetter && last.isNumber)
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
