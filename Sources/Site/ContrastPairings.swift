import DesignModel

/// Which backgrounds a colour's contrast is shown on: the pairings a design
/// means — text and accent colours on the backgrounds of their own scheme,
/// and the pairings the guide names (`onPrimary` on `primary`) — rather
/// than every colour on every background. Surfaces on surfaces and light
/// text on a light-mode canvas are in the full matrix, one click away.
struct ContrastPairings {
    /// What a colour token is for, read from its name as a designer names it.
    enum Role: Equatable {
        /// Drawn behind content: canvas, background, surface.
        case background
        /// Lines and shades that are not read: dividers, borders, shadows.
        case decoration
        /// Text, icons, accents and status colours: what is read on a background.
        case foreground
    }

    /// The scheme a token is for (`textDark`, `darkBackground`).
    enum NamedScheme: Hashable {
        case light, dark
        var other: NamedScheme { self == .light ? .dark : .light }
    }

    let backgrounds: [ColorToken]
    private let backgroundNames: Set<String>
    /// The scheme each token is for, where its name or its siblings say.
    private let schemes: [String: NamedScheme]

    static let backgroundWords: Set<String> = ["canvas", "background", "backgrounds", "bg", "surface", "surfaces", "backdrop", "wallpaper", "fill", "track", "grouped"]
    static let decorationWords: Set<String> = ["divider", "separator", "border", "outline", "stroke", "hairline", "shadow", "scrim", "overlay"]

    /// Each token by its name's words run together ("brandonprimary"), read once:
    /// named pairings are looked up for every token of a guide.
    private let tokensByWords: [String: ColorToken]

    init(backgrounds: [ColorToken], tokens: [ColorToken]) {
        self.backgrounds = backgrounds
        backgroundNames = Set(backgrounds.map(\.name))
        var byWords: [String: ColorToken] = [:]
        for token in tokens {
            let key = Self.words(token.name).joined()
            if byWords[key] == nil { byWords[key] = token }
        }
        tokensByWords = byWords
        // The fallback backgrounds (white, black) are no tokens of the guide.
        let names = Set(tokens.map(\.name))
        schemes = Self.schemes(of: tokens + backgrounds.filter { !names.contains($0.name) })
    }

    static func words(_ name: String) -> [String] {
        IdentifierWords.words(of: name).map { $0.lowercased() }
    }

    func role(of token: ColorToken) -> Role {
        if backgroundNames.contains(token.name) { return .background }
        let words = Self.words(token.name)
        if words.contains(where: Self.backgroundWords.contains) { return .background }
        if words.contains(where: Self.decorationWords.contains) { return .decoration }
        return .foreground
    }

    /// The scheme a name states — its last word (`surfaceDark`,
    /// `textLightMode`, `textPrimaryLt`) or its first (`darkCanvas`) — and
    /// the name without it. A `lightCyan` inside a name (`whoopLightCyan`)
    /// is a hue, not a scheme.
    static func namedScheme(_ name: String) -> (scheme: NamedScheme, rest: [String])? {
        var words = Self.words(name)
        if words.count > 1, words.last == "mode" { words.removeLast() }
        func scheme(_ word: String?) -> NamedScheme? {
            switch word {
            case "dark"?, "night"?, "dk"?: return .dark
            case "light"?, "day"?, "lt"?: return .light
            default: return nil
            }
        }
        if words.count > 1, let named = scheme(words.last) { return (named, Array(words.dropLast())) }
        if words.count > 1, let named = scheme(words.first) { return (named, Array(words.dropFirst())) }
        return nil
    }

    /// Each token's scheme: the one its name states; else the other one
    /// when a sibling names one (`textPrimary` beside `textPrimaryDark` is
    /// for light); else, when the named backgrounds all name one scheme
    /// (`canvasLight` beside `canvas`), the unnamed ones are the other.
    private static func schemes(of tokens: [ColorToken]) -> [String: NamedScheme] {
        var named: [String: NamedScheme] = [:]
        var siblings: [String: Set<NamedScheme>] = [:]
        for token in tokens {
            guard let (scheme, rest) = namedScheme(token.name) else { continue }
            named[token.name] = scheme
            siblings[rest.joined(), default: []].insert(scheme)
        }
        let backgroundSchemes = Set(tokens.filter { token in words(token.name).contains(where: backgroundWords.contains) }.compactMap { named[$0.name] })
        let unnamed = backgroundSchemes.count == 1 ? backgroundSchemes.first.map(\.other) : nil
        var schemes = named
        for token in tokens where named[token.name] == nil {
            let key = words(token.name).joined()
            if let sibling = siblings[key], sibling.count == 1, let scheme = sibling.first {
                schemes[token.name] = scheme.other
            } else if let unnamed {
                schemes[token.name] = unnamed
            }
        }
        return schemes
    }

    /// The backgrounds `token` is meant to be read on, the one its name
    /// pairs it with first.
    func intendedBackgrounds(for token: ColorToken) -> [ColorToken] {
        guard role(of: token) == .foreground else { return [] }
        var chosen: [ColorToken] = []
        if let named = namedBackground(of: token) { chosen.append(named) }
        let scheme = schemes[token.name]
        for background in backgrounds where background.name != token.name && !chosen.contains(where: { $0.name == background.name }) {
            if let scheme, let other = schemes[background.name], other != scheme { continue }
            chosen.append(background)
        }
        return chosen
    }

    /// `onPrimary` is read on `primary`, `whoopOnSurface` on `whoopSurface`:
    /// the token named by the words after "on".
    private func namedBackground(of token: ColorToken) -> ColorToken? {
        let words = Self.words(token.name)
        guard let on = words.firstIndex(of: "on"), on + 1 < words.count else { return nil }
        let named = words[(on + 1)...].joined()
        let prefix = words[..<on].joined()
        return tokensByWords[prefix + named] ?? tokensByWords[named]
    }
}
