import DesignModel
import Foundation

/// A guide's own statement about contrast ("`#F5F5F5` on `#1A1A1A` passes
/// WCAG AA"), with each colour pair it names checked against the real ratio.
struct ContrastClaim: Hashable, Sendable {
    /// The clause the claim was read from.
    var text: String
    var level: WCAG.Level
    var largeText: Bool
    /// An explicit ratio ("≥3:1") overrides the level's threshold.
    var explicitRatio: Double?
    var checks: [Check]

    struct Check: Hashable, Sendable {
        var foreground: Mention
        var background: Mention
        var ratio: Double
        var required: Double
        /// The claim says this pair fails ("white fails on `#FFC93C`").
        var claimsFailure: Bool

        /// Whether the guide's statement about this pair is true.
        var holds: Bool { claimsFailure ? ratio < required : ratio >= required }
    }

    /// A colour named in prose: a hex code, a token, or "white"/"black".
    struct Mention: Hashable, Sendable {
        var label: String
        var color: RGBA
        /// Character offsets in the clause.
        var start: Int
        var end: Int
    }

    /// What the claim asks for, in words: "AA", "AAA (large text)", "3:1".
    var requirement: String {
        if let explicitRatio { return "\(RGBA.trimmed(explicitRatio)):1" }
        return level.rawValue + (largeText ? " (large text)" : "")
    }
}

/// Reads contrast claims out of prose. Colours are recognised as `#RRGGBB`,
/// as the guide's token names (`waTextPrimary`, or "Text Primary" without
/// the guide's prefix), and as "white" and "black". Pairs are "X on Y",
/// "X + Y", "X with Y", "X against Y", with lists ("A and B on C",
/// "white on A / B / C").
struct ContrastClaimReader {
    /// Phrases that name a colour, longest first: the text to find, the
    /// label to show (a token's name), the colour (light value).
    private let names: [(name: String, label: String, color: RGBA)]
    /// The names as one matcher: found at any position in one walk.
    private let matcher: NameMatcher

    init(tokens: DesignTokens) {
        var names: [(String, String, RGBA)] = [("white", "white", .white), ("black", "black", .black)]
        let resolved = tokens.resolvedColors.filter { ($0.value?.light.alpha ?? 0) >= 1 }
        let prefix = Self.commonPrefix(resolved.map(\.name))
        var displayNames: [String: [(String, RGBA)]] = [:]
        for token in resolved {
            guard let color = token.value?.light else { continue }
            names.append((token.name, token.name, color))
            let display = Self.words(of: String(token.name.dropFirst(prefix.count))).joined(separator: " ")
            if display.count >= 4 { displayNames[display.lowercased(), default: []].append((token.name, color)) }
        }
        // A display name ("Bright White") is used only when it names one colour.
        for (display, matches) in displayNames.sorted(by: { $0.key < $1.key }) where Set(matches.map(\.1.hex)).count == 1 {
            names.append((display, matches[0].0, matches[0].1))
        }
        self.names = names.sorted { $0.0.count > $1.0.count }
        self.matcher = NameMatcher(self.names.map(\.name))
    }

    /// Every claim in a paragraph or list item's text.
    func claims(in text: String) -> [ContrastClaim] {
        // Code-span backticks carry no meaning here ("`#FFF` and `#000`").
        let text = text.replacingOccurrences(of: "`", with: "")
        guard Self.mayClaim(text.lowercased()) else { return [] }
        return Self.clauses(of: text).compactMap(claim)
    }

    /// Whether any clause of a text could state a requirement: each word
    /// `requirement(in:)` looks for (AA, AAA, a ratio's ":1", pass, meet,
    /// exceed, compliant, fail) is then in the lower-cased text, since a
    /// clause is a piece of it. Nearly every paragraph of a guide has none,
    /// and is not split into clauses and words at all.
    static func mayClaim(_ lower: String) -> Bool {
        // Foundation's substring search: linear, and optimised even in debug builds.
        ["aa", ":1", "pass", "meet", "exceed", "compliant", "fail"].contains { lower.range(of: $0) != nil }
    }

    private func claim(in clause: String) -> ContrastClaim? {
        guard let (level, largeText, explicitRatio) = Self.requirement(in: clause) else { return nil }
        let mentions = self.mentions(in: clause)
        guard mentions.count >= 2 else { return nil }
        let characters = Array(clause)
        func between(_ a: ContrastClaim.Mention, _ b: ContrastClaim.Mention) -> String {
            String(characters[a.end..<b.start]).lowercased()
        }
        var pairs: [(ContrastClaim.Mention, ContrastClaim.Mention, Bool)] = []
        var pendingLeft: [ContrastClaim.Mention] = []
        var lastLeft: [ContrastClaim.Mention] = []
        var previousWasRight = false
        for index in 0..<(mentions.count - 1) {
            let current = mentions[index], next = mentions[index + 1]
            let connector = between(current, next)
            let failing = connector.contains("fail")
            // What follows `next`, up to the mention after it: " on the gradient" makes `next` a foreground.
            let after = index + 2 < mentions.count ? between(next, mentions[index + 2]) : String(characters[next.end...]).lowercased()
            let nextIsForeground = after.count <= 32 && Self.isPairConnector(after)
            if previousWasRight, connector.count <= 12, Self.isListThenPair(connector) {
                // "A on B and on C": another background for the same foregrounds.
                for foreground in lastLeft { pairs.append((foreground, next, failing)) }
            } else if connector.count <= 32, Self.isPairConnector(connector) {
                let left = previousWasRight && pendingLeft.isEmpty ? [current] : pendingLeft + [current]
                for foreground in left { pairs.append((foreground, next, failing)) }
                lastLeft = left
                pendingLeft = []
                previousWasRight = true
            } else if connector.count <= 8, Self.isListConnector(connector) {
                if previousWasRight, !nextIsForeground {
                    // "white on A / B / C": another background for the same foregrounds.
                    for foreground in lastLeft { pairs.append((foreground, next, failing)) }
                } else {
                    if !previousWasRight { pendingLeft.append(current) }
                    previousWasRight = false
                }
            } else {
                pendingLeft = []
                previousWasRight = false
            }
        }
        // "gold-on-gold" describes, it does not claim: a colour on itself is no pair.
        pairs.removeAll { $0.0.color.opaqueHex == $0.1.color.opaqueHex }
        guard !pairs.isEmpty else { return nil }
        let claimsFailureEverywhere = Self.isNegative(clause)
        let required = explicitRatio ?? WCAG.requiredRatio(for: level, largeText: largeText)
        let checks = pairs.map { foreground, background, failing in
            ContrastClaim.Check(
                foreground: foreground, background: background,
                ratio: WCAG.contrastRatio(foreground.color, on: background.color),
                required: required, claimsFailure: failing || claimsFailureEverywhere
            )
        }
        return ContrastClaim(text: clause, level: level, largeText: largeText, explicitRatio: explicitRatio, checks: checks)
    }

    // MARK: - Mentions

    func mentions(in clause: String) -> [ContrastClaim.Mention] {
        let characters = Array(clause)
        let lower = Array(clause.lowercased())
        var mentions: [ContrastClaim.Mention] = []
        var index = 0
        while index < characters.count {
            if characters[index] == "#" {
                var end = index + 1
                while end < characters.count, characters[end].isHexDigit { end += 1 }
                if end - index - 1 == 6, let color = RGBA(hexString: String(characters[(index + 1)..<end])) {
                    // "Hof (`#484848`)": a name right before the hex is the same colour.
                    if let last = mentions.last, last.end >= index - 4, !last.label.hasPrefix("#"),
                       !characters[last.end..<index].contains(where: { $0.isLetter }) {
                        mentions.removeLast()
                    }
                    mentions.append(.init(label: color.opaqueHex, color: color, start: index, end: end))
                    index = end
                    continue
                }
            }
            if index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber) {
                if let found = matcher.longestMatch(at: index, original: characters, lower: lower) {
                    let match = names[found]
                    let end = index + match.name.count
                    mentions.append(.init(label: match.label, color: match.color, start: index, end: end))
                    index = end
                    continue
                }
            }
            index += 1
        }
        return mentions
    }

    // MARK: - Wording

    private static func isPairConnector(_ text: String) -> Bool {
        [" on ", "+", " with ", " against ", " over ", "-on-"].contains { text.contains($0) } || text == " on"
    }

    /// " and on ", " / on ": a list word, then a pair word.
    private static func isListThenPair(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return ["and on", "or on", ", on", "/ on", "and against", "and over"].contains(trimmed)
    }

    private static func isListConnector(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return ["/", "and", ",", "or", "&", "`/`", "` / `"].contains(trimmed) || trimmed.isEmpty
    }

    private static func isNegative(_ clause: String) -> Bool {
        let lower = clause.lowercased()
        return lower.contains("does not pass") || lower.contains("doesn't pass") || lower.contains("do not pass")
    }

    /// The level a clause claims: "AAA", "AA", "AA-large", "≥3:1", or a
    /// bare "passes"/"compliant" (taken as AA). Nil when the clause claims none.
    static func requirement(in clause: String) -> (WCAG.Level, Bool, Double?)? {
        let lower = clause.lowercased()
        var explicitRatio: Double?
        if let ratio = ratioMention(in: lower) { explicitRatio = ratio }
        let words = lower.split { !$0.isLetter && !$0.isNumber && $0 != "+" && $0 != "-" }.map(String.init)
        let hasAAA = words.contains { $0 == "aaa" || $0.hasPrefix("aaa") }
        let hasAA = words.contains { $0 == "aa" || $0.hasPrefix("aa-") || $0 == "aa+" }
        let verdict = ["pass", "passes", "meets", "meet", "exceeds", "exceed", "compliant", "fails", "fail"].contains { word in words.contains(word) }
        guard hasAAA || hasAA || explicitRatio != nil || verdict else { return nil }
        // "check X against white for AA" instructs, it does not claim.
        let instruction = ["check", "verify", "validate", "ensure", "test"].contains { word in words.contains(word) }
        if instruction && !verdict { return nil }
        let level: WCAG.Level = hasAAA ? .aaa : .aa
        return (level, isLargeText(lower), explicitRatio)
    }

    /// "≥4.5:1", "3:1".
    private static func ratioMention(in lower: String) -> Double? {
        let characters = Array(lower)
        for index in characters.indices where characters[index] == ":" && index + 1 < characters.count && characters[index + 1] == "1" {
            var start = index
            while start > 0, characters[start - 1].isNumber || characters[start - 1] == "." { start -= 1 }
            if start < index, let value = Double(String(characters[start..<index])), value >= 1, value <= 21 { return value }
        }
        return nil
    }

    /// WCAG large text: 18 pt, or 14 pt bold; or the claim says "large".
    private static func isLargeText(_ lower: String) -> Bool {
        if lower.contains("large") { return true }
        let bold = lower.contains("bold") || lower.contains("700") || lower.contains("800") || lower.contains("900")
        var largest = 0.0
        let characters = Array(lower)
        for index in characters.indices.dropLast() where characters[index] == "p" && characters[index + 1] == "t" {
            var start = index
            while start > 0, characters[start - 1].isNumber || characters[start - 1] == "." { start -= 1 }
            if start < index, let size = Double(String(characters[start..<index])) { largest = max(largest, size) }
        }
        return largest >= 18 || (bold && largest >= 14)
    }

    /// Splits prose at ";", sentence ends and dashes: each clause makes one claim.
    static func clauses(of text: String) -> [String] {
        var clauses: [String] = []
        var current = ""
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if character == ";" || character == "—" || (character == "." && next == " " && !(index > 0 && characters[index - 1].isNumber && next.isNumber)) {
                clauses.append(current)
                current = ""
            } else {
                current.append(character)
            }
            index += 1
        }
        clauses.append(current)
        return clauses.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    // MARK: - Names

    /// The lowercase prefix most names share ("whoop" of whoopCanvas, whoopStrain).
    static func commonPrefix(_ names: [String]) -> String {
        IdentifierWords.dominantFirstWord(of: names) { $0.first?.isLowercase == true } ?? ""
    }

    static func words(of name: String) -> [String] { IdentifierWords.words(of: name) }
}

/// Colour names found in prose in one walk per position, whatever their
/// number: a trie of the names, one for names written with capitals (a
/// token's `waTextPrimary`, matched as written) and one for lowercase names
/// ("white", "text primary", matched in any case). Built once per guide;
/// the text is never searched once per name.
struct NameMatcher {
    private struct Node {
        var children: [Character: Int] = [:]
        /// The index of the name ending here (the first of equal ones).
        var name: Int?
    }

    private var exact = [Node()]
    private var folded = [Node()]
    private let lengths: [Int]

    /// `names` in order of preference: at one position the longest match
    /// wins, then the earliest of equally long ones.
    init(_ names: [String]) {
        lengths = names.map(\.count)
        for (index, name) in names.enumerated() where !name.isEmpty {
            if name == name.lowercased() {
                Self.insert(Array(name), index, into: &folded)
            } else {
                Self.insert(Array(name), index, into: &exact)
            }
        }
    }

    private static func insert(_ characters: [Character], _ index: Int, into trie: inout [Node]) {
        var node = 0
        for character in characters {
            if let next = trie[node].children[character] {
                node = next
            } else {
                trie.append(Node())
                trie[node].children[character] = trie.count - 1
                node = trie.count - 1
            }
        }
        if trie[node].name == nil { trie[node].name = index }
    }

    /// The name that starts at `index` and ends at a word boundary: the
    /// longest, then the earliest given.
    func longestMatch(at index: Int, original: [Character], lower: [Character]) -> Int? {
        var best: Int?
        func consider(_ candidate: Int) {
            guard let current = best else { best = candidate; return }
            if lengths[candidate] > lengths[current] || (lengths[candidate] == lengths[current] && candidate < current) { best = candidate }
        }
        for (trie, text) in [(exact, original), (folded, lower)] {
            var node = 0, position = index
            while position < text.count, let next = trie[node].children[text[position]] {
                node = next
                position += 1
                let atBoundary = position == text.count || !(text[position].isLetter || text[position].isNumber)
                if let name = trie[node].name, atBoundary { consider(name) }
            }
        }
        return best
    }
}
