import DesignModel
import Foundation
import HTML
import Markdown
import TextShaping

/// The site's index: every guide as a card, with a search box that
/// JavaScript reveals (the list reads fine without it).
enum IndexPage {
    /// `components`: each card's guide's components, as the build report has them.
    static func render(_ cards: [IndexCard], components: [[BuildReport.ComponentEntry]] = []) -> HTMLNode {
        let boilerplate = CardBlurb.sharedSentences(cards.map(\.intro))
        return .group {
            header(.class("site-header")) {
                heading(1) { "Design guides" }
                p(.class("lede")) {
                    "\(Plural.count(cards.count, "SwiftUI design guide")), drawn from their own code."
                }
                SiteSearch.box(filtering: ".guide-card")
            }
            mainElement(.id("content")) {
                ul(.class("guide-grid")) {
                    for (index, card) in cards.enumerated() {
                        render(card, components: components.indices.contains(index) ? components[index] : nil, boilerplate: boilerplate)
                    }
                }
                p(.class("no-results"), .flag("hidden")) { "No guide matches." }
            }
        }
    }

    /// "21 colours · 15 fonts · 10 components (9 drawn in full)".
    private static func counts(_ card: IndexCard, components: [BuildReport.ComponentEntry]?) -> String {
        var counts = [Plural.count(card.colorCount, "colour"), Plural.count(card.fontCount, "font")]
        if let components, !components.isEmpty {
            let drawn = components.filter { $0.status == "rendered" }.count
            counts.append(Plural.count(components.count, "component") + (drawn < components.count ? " (\(drawn) drawn in full)" : ""))
        }
        return counts.joined(separator: " · ")
    }

    /// The picture a card shows of its guide: the largest component drawn
    /// in full that is not a screen (at most 300 pt tall), usually a card or a ring.
    static func thumbnail(_ components: [BuildReport.ComponentEntry]) -> BuildReport.ComponentEntry? {
        components.filter { component in
            guard component.status == "rendered", let picture = component.picture else { return false }
            return picture.height <= 300 && picture.width >= 24 && picture.height >= 24
        }.max { left, right in
            let a = (left.picture?.width ?? 0) * (left.picture?.height ?? 0), b = (right.picture?.width ?? 0) * (right.picture?.height ?? 0)
            return a < b
        }
    }

    private static func render(_ card: IndexCard, components: [BuildReport.ComponentEntry]?, boilerplate: Set<String>) -> HTMLNode {
        if let failure = card.failure {
            return li(.class("guide-card", "guide-failed"), .data("search", "\(card.title) \(card.slug)".lowercased())) {
                a(.href("\(card.slug)/index.html")) {
                    div(.class("card-canvas"), .title("not built"))
                    heading(2) { card.title }
                    p(.class("card-counts")) { "not built" }
                    p(.class("intro")) { failure }
                }
            }
        }
        return li(.class("guide-card"), .data("search", "\(card.title) \(card.slug) \(card.intro)".lowercased())) {
            a(.href("\(card.slug)/index.html")) {
                div(.class("card-canvas"), card.canvas?.hex.map { .style("--canvas: \($0)") },
                    .title(card.canvas.map { "canvas \($0.name) \($0.hex ?? "")" } ?? "no canvas token")) {
                    for swatch in card.brand {
                        if let hex = swatch.hex {
                            span(.class("brand-dot"), .style("--swatch: \(hex)"), .title("\(swatch.name) \(hex)"))
                        }
                    }
                    if let thumbnail = components.flatMap(thumbnail), let picture = thumbnail.picture {
                        // Decorative: the card is named by its title; the picture shows the guide's look.
                        img(.class("card-thumbnail"), .src("\(card.slug)/components/\(picture.file).svg"), .alt(""),
                            .width(GalleryPage.pixels(picture.width)), .height(GalleryPage.pixels(picture.height)),
                            .custom("loading", "lazy"))
                    }
                }
                heading(2) { card.title }
                p(.class("card-counts")) { counts(card, components: components) }
                let blurb = CardBlurb.text(card.intro, without: boilerplate)
                if !blurb.isEmpty {
                    p(.class("intro")) { blurb }
                }
            }
        }
    }
}

extension IndexCard {
    /// The card of a built guide.
    init(_ guide: Guide) {
        let design = DesignSummary(tokens: guide.tokens)
        self.init(
            slug: guide.slug, title: guide.title, intro: guide.intro.plainText,
            canvas: design.canvas.map { Swatch(name: $0.name, hex: $0.value?.light.hex) },
            brand: design.brand.map { Swatch(name: $0.name, hex: $0.value?.light.hex) },
            colorCount: guide.tokens.resolvedColors.count, fontCount: guide.tokens.resolvedFonts.count, failure: nil,
            search: SearchTokens(guide.tokens)
        )
    }
}

/// A guide's own page: table of contents beside the guide's full content,
/// with generated panels (swatches, specimens) above the code that declares them.
enum GuidePage {
    static func render(_ guide: Guide, links: LinkPolicy, catalog: FontCatalog, symbols: SymbolGlyphs = SymbolGlyphs()) -> HTMLNode {
        let design = DesignSummary(tokens: guide.tokens)
        let cssProperties = DesignTokensCSS.properties(for: guide)
        let blockRanges = guide.swiftBlocks.map { position, source in
            (key: position.line, lines: source.firstLine...(source.firstLine + source.text.split(separator: "\n", omittingEmptySubsequences: false).count))
        }
        let tokensByBlock = BlockTokens.byBlock(guide.tokens, ranges: blockRanges)
        var panelIDs = AnchorAllocator()
        // Allocate panel ids in document order so "colours" is the first colour panel.
        var colourIDs: [Int: String] = [:], typographyIDs: [Int: String] = [:]
        for line in tokensByBlock.keys.sorted() {
            if tokensByBlock[line]!.hasColors { colourIDs[line] = panelIDs.allocate(for: "colours") }
            if tokensByBlock[line]!.hasFonts { typographyIDs[line] = panelIDs.allocate(for: "typography") }
        }
        var componentsByBlock: [Int: [RenderedComponent]] = [:]
        for component in guide.components {
            if let block = blockRanges.first(where: { $0.lines.contains(component.location.line) }) {
                componentsByBlock[block.key, default: []].append(component)
            }
        }
        /// Panels' headings sit one level below the guide's heading above them (h2 → h3, never h2 → h4).
        func headingLevel(before position: SourcePosition) -> Int {
            min((guide.outline.last { $0.position.line < position.line }?.level ?? 1) + 1, 6)
        }
        let markdown = MarkdownHTML(
            anchor: guide.anchor(at:),
            codeBlock: { block, position in
                let swift = guide.swiftBlocks[position]
                let codeFigure = CodeView.render(block, at: position, swift: swift,
                                                 label: guide.sourceMap == nil ? nil : swift.map { guide.lineLabel($0.firstLine) })
                let motions = swift.map(MotionExtractor.uses) ?? []
                if let components = componentsByBlock[position.line] {
                    // Each animation goes with the component declared above it.
                    let lines = components.map(\.location.line)
                    func owner(_ use: MotionUse) -> Int? { lines.lastIndex { $0 <= use.location.line } }
                    let loose = motions.filter { owner($0) == nil }
                    return div(.class("component-block")) {
                        for (index, component) in components.enumerated() {
                            ComponentPanel.render(component, motions: motions.filter { owner($0) == index }, lineLabel: guide.lineLabel)
                        }
                        if !loose.isEmpty { MotionPanel.render(loose) }
                        details(.class("component-source")) {
                            summary { "Swift source" }
                            codeFigure
                        }
                    }
                }
                guard let blockTokens = tokensByBlock[position.line] else {
                    guard !motions.isEmpty else { return codeFigure }
                    return div(.class("motion-block")) {
                        MotionPanel.render(motions)
                        details(.class("motion-source")) {
                            summary { "Swift source" }
                            codeFigure
                        }
                    }
                }
                return div(.class("token-block")) {
                    if let id = colourIDs[position.line] {
                        ColourPanel(tokens: blockTokens, summary: design, id: id, lineLabel: guide.lineLabel, headingLevel: headingLevel(before: position),
                                    cssProperties: cssProperties).render()
                    }
                    if let id = typographyIDs[position.line] { TypographyPanel(tokens: blockTokens, catalog: catalog, id: id, lineLabel: guide.lineLabel).render() }
                    if !motions.isEmpty { MotionPanel.render(motions) }
                    details(.class("token-source")) {
                        summary { "Swift source" }
                        codeFigure
                    }
                }
            },
            annotations: { position in
                if position == guide.titlePosition { return [GuideHeader.render(guide, design: design)] }
                guard let claims = guide.claims[position] else { return [] }
                return [ClaimChecksView.render(claims)]
            },
            links: links,
            symbolGlyph: { symbols.glyph($0, pointSize: 16) }
        )
        return div(.class("guide-layout")) {
            nav(.class("toc"), .id("contents"), .aria("label", "Contents")) {
                a(.class("back"), .href("\(links.root)index.html")) { "← All guides" }
                SiteSearch.box(filtering: nil)
                if guide.tokens.definesBothSchemes || guide.components.contains(where: { $0.otherScheme != nil }) {
                    SchemeToggle.render(preferred: Canvases(tokens: guide.tokens).preferred)
                }
                p(.class("toc-title")) { guide.title }
                // Open; on a phone site.js folds it, so the guide starts on the first screen.
                details(.class("toc-sections"), .flag("open")) {
                    summary { "Contents" }
                    tableOfContents(guide.outline)
                }
            }
            mainElement(.id("content"), .class("guide")) {
                if guide.titlePosition == nil { GuideHeader.render(guide, design: design) }
                markdown.render(guide.document.blocks)
                GuidePager.render(slug: guide.slug, among: links.orderedSlugs, root: links.root)
            }
        }
    }

    /// `##` headings with their `###` headings nested below.
    private static func tableOfContents(_ outline: [Guide.OutlineEntry]) -> HTMLNode {
        var sections: [(entry: Guide.OutlineEntry, children: [Guide.OutlineEntry])] = []
        for entry in outline where entry.level == 2 || entry.level == 3 {
            if entry.level == 2 || sections.isEmpty {
                sections.append((entry, []))
            } else {
                sections[sections.count - 1].children.append(entry)
            }
        }
        return ol {
            for section in sections {
                li {
                    a(.href("#\(section.entry.anchor)")) { section.entry.text }
                    if !section.children.isEmpty {
                        ol {
                            for child in section.children {
                                li { a(.href("#\(child.anchor)")) { child.text } }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The search box of every page: a combobox over `assets/search-index.js`
/// that `site.js` reveals and fills (hidden without JavaScript, which the
/// pages do not need). On the index it also filters the guide cards.
enum SiteSearch {
    static let placeholder = "Search tokens, #hex…"

    static func box(filtering cards: String?) -> HTMLNode {
        div(.class("site-search"), .role("search"), .flag("hidden")) {
            input(.type("search"), .class("guide-search"), .id("site-search"), .placeholder(placeholder),
                  .aria("label", "Search the guides (press / to focus)"), cards.map { .data("filter", $0) },
                  .role("combobox"), .aria("autocomplete", "list"), .aria("expanded", "false"), .aria("controls", "search-results"),
                  .custom("autocomplete", "off"), .custom("spellcheck", "false"))
            kbd(.class("search-key"), .aria("hidden", "true")) { "/" }
            ul(.class("search-results"), .id("search-results"), .role("listbox"), .aria("label", "Search results"), .flag("hidden")) {}
            p(.class("search-status"), .role("status"), .aria("live", "polite")) {}
        }
    }
}

/// Light or dark: which scheme the page shows its components, colours and
/// itself in, for a guide that defines both. Two radio buttons, read by
/// CSS (`:has`), so it works without JavaScript.
enum SchemeToggle {
    static func render(preferred: ColorScheme) -> HTMLNode {
        fieldset(.class("scheme-toggle")) {
            legend { "Colour scheme" }
            for scheme in [ColorScheme.light, .dark] {
                input(.type("radio"), .name("scheme"), .id("scheme-\(scheme.rawValue)"), .value(scheme.rawValue),
                      scheme == preferred ? .flag("checked") : nil)
                label(.custom("for", "scheme-\(scheme.rawValue)")) { scheme == .light ? "Light" : "Dark" }
            }
        }
    }
}

/// The strip above a guide's content: canvas, counts, exports, and the
/// guide's diagnostics for review.
enum GuideHeader {
    static func render(_ guide: Guide, design: DesignSummary) -> HTMLNode {
        let warnings = guide.diagnostics.sortedByLocation()
        return div(.class("guide-meta")) {
            if let canvas = design.canvas, let value = canvas.value {
                span(.class("meta-canvas")) { Swatch.view(value); " canvas "; code { canvas.name }; " \(value.light.hex)" }
            }
            span { Plural.count(guide.tokens.resolvedColors.count, "colour") + " · " + Plural.count(guide.tokens.resolvedFonts.count, "font")
                + " · " + Plural.count(guide.components.count, "component") }
            span(.class("device-note")) {
                let scheme = guide.components.contains { $0.otherScheme != nil }
                    ? "in the scheme chosen under Colour scheme" : "\(guide.components.first?.colorScheme.rawValue ?? "light") scheme"
                "Components drawn at 1x on the canvas, \(scheme), 390 pt device width (iPhone 15)"
            }
            span(.class("exports")) {
                "Export: "
                a(.href("tokens.json"), .custom("download", "\(guide.slug)-tokens.json")) { "tokens.json" }
                " · "
                a(.href("tokens.css"), .custom("download", "\(guide.slug)-tokens.css")) { "tokens.css" }
            }
            if !warnings.isEmpty {
                details(.class("diagnostics")) {
                    summary { Plural.count(warnings.count, "diagnostic") }
                    ul {
                        for diagnostic in warnings {
                            li(.class("diagnostic-\(diagnostic.severity.rawValue)")) {
                                code { "\(diagnostic.location.line):\(diagnostic.location.column)" }
                                " \(diagnostic.message)"
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The checks of a paragraph's contrast claims, shown right under it.
enum ClaimChecksView {
    static func render(_ claims: [ContrastClaim]) -> HTMLNode {
        ul(.class("claim-checks"), .aria("label", "Contrast claims checked")) {
            for claim in claims {
                for check in claim.checks {
                    li(.class(check.holds ? "claim-pass" : "claim-fail")) {
                        span(.class("verdict")) { check.holds ? "✓ holds" : "✗ does not hold" }
                        " "
                        Swatch.view(ColorValue(check.foreground.color))
                        code { check.foreground.label }
                        " on "
                        Swatch.view(ColorValue(check.background.color))
                        code { check.background.label }
                        ": \(WCAG.format(check.ratio)) — claim: \(check.claimsFailure ? "fails" : "meets") \(claim.requirement) (\(RGBA.trimmed(check.required)):1)"
                    }
                }
            }
        }
    }
}

/// The guides before and after this one, in the order of their slugs (as
/// the index lists files): reading the site guide by guide.
enum GuidePager {
    static func render(slug: String, among ordered: [String], root: String) -> HTMLNode {
        guard let position = ordered.firstIndex(of: slug), ordered.count > 1 else { return .group {} }
        let previous = position > 0 ? ordered[position - 1] : nil
        let next = position + 1 < ordered.count ? ordered[position + 1] : nil
        return nav(.class("guide-pager"), .aria("label", "Other guides")) {
            if let previous {
                a(.class("pager-previous"), .custom("rel", "prev"), .href("\(root)\(previous)/index.html")) { span(.class("pager-label")) { "Previous guide" }; "← \(previous)" }
            }
            if let next {
                a(.class("pager-next"), .custom("rel", "next"), .href("\(root)\(next)/index.html")) { span(.class("pager-label")) { "Next guide" }; "\(next) →" }
            }
        }
    }
}

/// What an index card says of its guide: its introduction without the
/// sentences many guides open with alike ("Companion to DESIGN.md — the
/// framework-neutral spec."), which tell one card from another nothing.
enum CardBlurb {
    /// Sentences found in at least three introductions and a quarter of them.
    static func sharedSentences(_ intros: [String]) -> Set<String> {
        var counts: [String: Int] = [:]
        for intro in intros {
            for sentence in Set(sentences(intro)) { counts[sentence, default: 0] += 1 }
        }
        let threshold = max(3, (intros.count + 3) / 4)
        return Set(counts.filter { $0.value >= threshold }.keys)
    }

    static func text(_ intro: String, without shared: Set<String>) -> String {
        let kept = sentences(intro).filter { !shared.contains($0) }
        return kept.isEmpty ? intro : kept.joined(separator: " ")
    }

    /// Sentences end at `.`, `!` or `?` followed by a space (not inside `DESIGN.md`).
    static func sentences(_ text: String) -> [String] {
        var result: [String] = [], current = ""
        var previous: Character?
        for character in text {
            if character == " ", let previous, ".!?".contains(previous) {
                result.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            }
            current.append(character)
            previous = character
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { result.append(last) }
        return result
    }
}
