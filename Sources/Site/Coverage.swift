/// How much of the guides sitegen draws, and what stops the rest: the same
/// figures for `coverage.html` and `build-report.json`.
public struct Coverage: Codable, Equatable, Sendable {
    public var rendered: Int
    public var partial: Int
    public var failed: Int
    /// Kinds of blocker, most frequent first.
    public var blockers: [Blocker]

    public struct Blocker: Codable, Equatable, Sendable {
        /// The blocker with its particulars (names, colours, numbers) left out.
        public var kind: String
        public var components: Int
        /// Where it occurs: `<slug>/<Component>`, at most five.
        public var examples: [String]
    }

    /// How many of the SF Symbols drawn have an icon standing in.
    public var symbols: SymbolCoverage

    public struct SymbolCoverage: Codable, Equatable, Sendable {
        /// Symbols drawn, counted per use.
        public var uses: Int
        /// Of those, drawn with a stand-in icon.
        public var mapped: Int
        /// Names nothing maps to, most used first.
        public var unmapped: [Unmapped]

        public struct Unmapped: Codable, Equatable, Sendable {
            public var name: String
            public var uses: Int
            /// Where it is drawn: `<slug>/<Component>`, at most five.
            public var examples: [String]
        }

        init(components: [(slug: String, entry: BuildReport.ComponentEntry)]) {
            let uses = components.flatMap { component in component.entry.symbols.map { (component.slug, component.entry.name, $0) } }
            self.uses = uses.reduce(0) { $0 + $1.2.uses }
            mapped = uses.filter { $0.2.icon != nil }.reduce(0) { $0 + $1.2.uses }
            var missing: [String: Unmapped] = [:]
            for (slug, component, use) in uses where use.icon == nil {
                var entry = missing[use.name] ?? Unmapped(name: use.name, uses: 0, examples: [])
                entry.uses += use.uses
                if entry.examples.count < 5 { entry.examples.append("\(slug)/\(component)") }
                missing[use.name] = entry
            }
            unmapped = missing.values.sorted { ($0.uses, $1.name) > ($1.uses, $0.name) }
        }
    }

    public var total: Int { rendered + partial + failed }

    init(guides: [BuildReport.GuideEntry]) {
        let components = guides.flatMap { guide in guide.components.map { (guide.slug, $0) } }
        rendered = components.filter { $0.1.status == "rendered" }.count
        partial = components.filter { $0.1.status == "partial" }.count
        failed = components.filter { $0.1.status == "failed" }.count
        var counts: [String: (count: Int, examples: [String])] = [:]
        for (slug, component) in components {
            for kind in Set(component.blockers.map(Self.kind)) {
                var entry = counts[kind] ?? (0, [])
                entry.count += 1
                if entry.examples.count < 5 { entry.examples.append("\(slug)/\(component.name)") }
                counts[kind] = entry
            }
        }
        symbols = SymbolCoverage(components: components.map { (slug: $0.0, entry: $0.1) })
        blockers = counts.map { Blocker(kind: $0.key, components: $0.value.count, examples: $0.value.examples) }
            .sorted { ($0.components, $1.kind) > ($1.components, $0.kind) }
    }

    /// A blocker's kind: what it says with the particulars taken out, so
    /// "text \"Sleep\" ... (#FFFFFF on #FFFFFF, 1.00:1)" and its siblings
    /// count as one; the names of unknown modifiers and controls are kept,
    /// since they say what to build next.
    static func kind(of blocker: String) -> String {
        var text = blocker
        if text.hasSuffix("(not declared in the guide)") { return "a view the guide uses but does not declare" }
        text = replacing(text, between: "\"", "\"", with: "\"…\"")
        text = replacing(text, between: "'", "'", with: "'…'")
        text = replacing(text, between: "(", ")", with: "(…)")
        // Locations and numbers.
        var result = ""
        var lastWasNumber = false
        for character in text {
            if character.isNumber {
                if !lastWasNumber { result.append("N") }
                lastWasNumber = true
            } else {
                if !(lastWasNumber && character == ".") { result.append(character) }
                lastWasNumber = false
            }
        }
        return result
    }

    /// Every `open…close` span replaced, except the modifier names in
    /// "x (not known to sitegen)".
    private static func replacing(_ text: String, between open: Character, _ close: Character, with replacement: String) -> String {
        guard !text.hasSuffix("(not known to sitegen)") || open != "(" else { return text }
        var result = ""
        var inside = false
        for character in text {
            if inside {
                if character == close { inside = false; result += replacement }
            } else if character == open {
                inside = true
            } else {
                result.append(character)
            }
        }
        if inside { result += replacement }
        return result
    }
}
