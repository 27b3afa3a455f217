import Synchronization

/// A font as a guide's code describes it: `Font.custom("DIN2014-Bold", size: 18)`,
/// `.system(size: 17, weight: .semibold, design: .rounded)`, chained
/// `.weight()`, `.italic()`, `.monospacedDigit()`.
public struct FontSpec: Hashable, Sendable {
    public enum Family: Hashable, Sendable {
        /// The system font (SF Pro on iOS) in one of its designs.
        case system(Design)
        /// A custom font by PostScript name ("DIN2014-ExtraBold").
        case custom(postScriptName: String)
    }

    public enum Design: String, Hashable, Sendable, CaseIterable {
        case `default`, rounded, serif, monospaced
    }

    public var family: Family
    /// Point size.
    public var size: Double
    /// CSS-style weight, 100...900.
    public var weight: Int
    public var italic: Bool
    /// `.monospacedDigit()`: tabular figures.
    public var monospacedDigit: Bool
    /// The Dynamic Type style the font was built from (`.headline`), if any.
    public var textStyle: String?

    public init(family: Family, size: Double, weight: Int = 400, italic: Bool = false,
                monospacedDigit: Bool = false, textStyle: String? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospacedDigit = monospacedDigit
        self.textStyle = textStyle
    }

    /// The design whose stand-in face draws this font.
    public var design: Design {
        switch family {
        case .system(let design): return design
        case .custom(let name): return FontNames.reading(ofPostScript: name).design
        }
    }

    /// The family a reader would name: "SF Pro", "DIN 2014".
    public var familyName: String {
        switch family {
        case .system(.default): return "SF Pro"
        case .system(.rounded): return "SF Pro Rounded"
        case .system(.serif): return "New York"
        case .system(.monospaced): return "SF Mono"
        case .custom(let name): return FontNames.reading(ofPostScript: name).family
        }
    }

    /// iOS's default (Large) Dynamic Type sizes and weights.
    public static let textStyles: [String: (size: Double, weight: Int)] = [
        "largeTitle": (34, 400), "title": (28, 400), "title2": (22, 400), "title3": (20, 400),
        "headline": (17, 600), "body": (17, 400), "callout": (16, 400), "subheadline": (15, 400),
        "footnote": (13, 400), "caption": (12, 400), "caption2": (11, 400),
    ]

    /// SwiftUI `Font.Weight` names and their numeric weights.
    public static let weights: [String: Int] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    public static func weightName(_ weight: Int) -> String {
        switch weight {
        case ..<150: "Thin"
        case ..<250: "ExtraLight"
        case ..<350: "Light"
        case ..<450: "Regular"
        case ..<550: "Medium"
        case ..<650: "SemiBold"
        case ..<750: "Bold"
        case ..<850: "ExtraBold"
        default: "Black"
        }
    }
}

/// Reads family, weight and style out of PostScript font names.
public enum FontNames {
    /// What a PostScript name says about its family.
    struct Reading: Sendable {
        var family: String
        var design: FontSpec.Design
    }

    /// Readings of the names seen so far in this process. Layout asks for
    /// the family and design of every text run it draws, and reading a
    /// name (Unicode properties, a dozen substring searches) cost more
    /// than shaping the text; a guide uses a handful of names.
    private static let readings = Mutex<[String: Reading]>([:])
    /// Guides choose their names, so the memo stops growing here; names
    /// past it are read afresh each time, with the same answer.
    static let maximumReadings = 512

    /// The family and design of a PostScript name, read once per name.
    static func reading(ofPostScript name: String) -> Reading {
        if let known = readings.withLock({ $0[name] }) { return known }
        let family = familyName(fromPostScript: name)
        let reading = Reading(family: family, design: design(ofFamily: family))
        readings.withLock { memo in
            if memo.count < maximumReadings { memo[name] = reading }
        }
        return reading
    }

    /// Style words at the end of a PostScript name, longest first, with their weights.
    static let weightWords: [(word: String, weight: Int)] = [
        ("extralight", 200), ("ultralight", 200), ("semibold", 600), ("demibold", 600),
        ("extrabold", 800), ("ultrabold", 800), ("hairline", 100), ("regular", 400),
        ("medium", 500), ("normal", 400), ("black", 900), ("heavy", 800), ("light", 300),
        ("thin", 100), ("bold", 700), ("demi", 600), ("book", 400), ("roman", 400),
    ]

    /// The style part after the last `-` ("ExtraBoldItalic" of "Inter-ExtraBoldItalic").
    static func stylePart(_ postScriptName: String) -> String? {
        guard let dash = postScriptName.lastIndex(of: "-") else { return nil }
        return String(postScriptName[postScriptName.index(after: dash)...])
    }

    /// 100...900 from the name's style part: "DIN2014-Demi" -> 600; 400 when none.
    public static func weight(fromPostScript name: String) -> Int {
        guard var style = stylePart(name)?.lowercased() else { return 400 }
        if style.hasSuffix("italic") { style.removeLast("italic".count) }
        if style.hasPrefix("display") { style.removeFirst("display".count) }
        for (word, weight) in weightWords where style == word || style.hasSuffix(word) {
            return weight
        }
        return 400
    }

    public static func isItalic(postScript name: String) -> Bool {
        guard let style = stylePart(name)?.lowercased() else { return false }
        return style.hasSuffix("italic") || style.hasSuffix("oblique")
    }

    /// "DIN2014-ExtraBold" -> "DIN 2014", "DMSans-Bold" -> "DM Sans",
    /// "PlusJakartaSans-Bold" -> "Plus Jakarta Sans", "Inter" -> "Inter".
    public static func familyName(fromPostScript name: String) -> String {
        let base = name.split(separator: "-").first.map(String.init) ?? name
        let characters = Array(base)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            var boundary = false
            if let previous {
                if character.isUppercase && previous.isLowercase { boundary = true }
                if character.isNumber && previous.isLetter { boundary = true }
                if character.isLetter && previous.isNumber { boundary = true }
                // "DMSans": the S starts a word when a lowercase letter follows.
                if character.isUppercase && previous.isUppercase, let next, next.isLowercase { boundary = true }
            }
            if boundary && !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.joined(separator: " ")
    }

    /// Which design a family's look is closest to, judged from its name.
    public static func design(ofFamily family: String) -> FontSpec.Design {
        let lower = family.lowercased()
        if lower.contains("mono") || lower.contains("code") || lower.contains("courier") { return .monospaced }
        let serifWords = ["serif", "garamond", "georgia", "lora", "tiempos", "times", "merriweather",
                          "playfair", "baskerville", "caslon", "bodoni", "new york", "charter", "cormorant"]
        if serifWords.contains(where: { lower.contains($0) }) && !lower.contains("sans") { return .serif }
        if lower.contains("rounded") || lower.contains("nunito") { return .rounded }
        return .default
    }
}
