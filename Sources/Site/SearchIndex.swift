import DesignModel
import Foundation

/// What search finds in a guide besides its title, components and
/// symbols: its colour tokens with their values, and its font tokens.
public struct SearchTokens: Equatable, Sendable {
    public struct Colour: Equatable, Sendable {
        public var name: String
        /// `RRGGBB` (or `RRGGBBAA` below full opacity), no `#`.
        public var hex: String
        /// The dark scheme's value, when it differs.
        public var darkHex: String?
    }

    public var colours: [Colour] = []
    public var fonts: [String] = []

    init(colours: [Colour] = [], fonts: [String] = []) {
        self.colours = colours
        self.fonts = fonts
    }

    init(_ tokens: DesignTokens) {
        func plain(_ color: RGBA) -> String { String(color.hex.dropFirst()) }
        colours = tokens.resolvedColors.compactMap { token in
            guard let value = token.value else { return nil }
            let dark = value.dark.map(plain)
            return Colour(name: token.name, hex: plain(value.light), darkHex: dark == plain(value.light) ? nil : dark)
        }
        fonts = tokens.resolvedFonts.map(\.name)
    }
}

/// `assets/search-index.js`: every guide's searchable names in one script,
/// loaded with a `<script>` tag because browsers refuse `fetch` of local
/// files, so search works from `file://` as from a server.
///
/// Kept small, as the index page pays for it: one array per guide, each
/// list one string, names written without the guide's usual first word
/// (`~RecoveryRed` for `whoopRecoveryRed`), symbols by number into one
/// shared list. `site.js` unpacks it.
enum SearchIndex {
    static let version = 1

    static func script(for outputs: [GuideOutput]) -> String {
        var symbolNumbers: [String: Int] = [:]
        let symbols = Set(outputs.flatMap { $0.components.flatMap { $0.symbols.map(\.name) } }).sorted()
        for (index, name) in symbols.enumerated() { symbolNumbers[name] = index }
        let guides: [[String]] = outputs.map { output in
            let card = output.card
            let (colourPrefix, colours) = compressed(card.search.colours.map(\.name))
            let colourEntries = zip(colours, card.search.colours).map { name, colour in
                [name, colour.hex] + (colour.darkHex.map { [$0] } ?? [])
            }.map { $0.joined(separator: ":") }
            let (fontPrefix, fonts) = compressed(card.search.fonts)
            let usedSymbols = Set(output.components.flatMap { $0.symbols.map(\.name) }).compactMap { symbolNumbers[$0] }.sorted()
            return [
                card.slug, card.title, colourPrefix, colourEntries.joined(separator: " "), fontPrefix, fonts.joined(separator: " "),
                output.components.map(\.name).joined(separator: " "), usedSymbols.map(String.init).joined(separator: " "),
            ]
        }
        // Written by hand: arrays of strings are all it holds, and
        // JSONSerialization spends more on them than the rest of a rebuild.
        var json = "{\"guides\":["
        for (index, guide) in guides.enumerated() {
            json += index == 0 ? "[" : ",["
            for (position, field) in guide.enumerated() {
                if position > 0 { json += "," }
                json += JSONText.quoted(field)
            }
            json += "]"
        }
        json += "],\"symbols\":["
        for (index, name) in symbols.enumerated() {
            if index > 0 { json += "," }
            json += JSONText.quoted(name)
        }
        json += "],\"v\":\(version)}"
        return "// sitegen's search index: guides, colours, fonts, components, SF Symbols. Generated; see site.js.\n"
            + "window.sitegenSearchIndex = " + json + ";\n"
    }

    /// The names with their most common first word replaced by `~`, and that word.
    static func compressed(_ names: [String]) -> (prefix: String, names: [String]) {
        let prefix = ContrastClaimReader.commonPrefix(names)
        guard prefix.count > 1 else { return ("", names) }
        return (prefix, names.map { $0.hasPrefix(prefix) ? "~" + $0.dropFirst(prefix.count) : $0 })
    }
}
