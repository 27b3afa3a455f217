import DesignModel
import HTML
import Markdown

/// Renders a guide's markdown tree as HTML nodes.
///
/// Everything from the guide is text to the DSL, so it is escaped by
/// construction: raw HTML in a guide is shown as code, never executed.
struct MarkdownHTML {
    /// Anchor ids of headings, by the heading's source position.
    var anchor: (SourcePosition) -> String?
    /// Renders a code block; the site decides what a Swift block shows.
    var codeBlock: (CodeBlock, SourcePosition) -> HTMLNode
    /// Extra content after a heading, paragraph or list item (the guide's
    /// summary under its title, contrast checks under a claim).
    var annotations: (SourcePosition) -> [HTMLNode] = { _ in [] }
    var links: LinkPolicy
    /// Draws an SF Symbol for a table of symbols (nil: names stay text).
    var symbolGlyph: ((String) -> HTMLNode)? = nil

    func render(_ blocks: [Block]) -> [HTMLNode] {
        blocks.map(render)
    }

    func render(_ block: Block) -> HTMLNode {
        switch block.kind {
        case .heading(let level, let content):
            let id = anchor(block.position)
            let title = heading(level, id.map { .id($0) } ?? .data("line", "\(block.position.line)")) {
                inlines(content)
                if let id {
                    a(.class("anchor"), .href("#\(id)"), .aria("label", "Link to this section")) { "#" }
                }
            }
            let extra = annotations(block.position)
            return extra.isEmpty ? title : .group { title; extra }
        case .paragraph(let content):
            let extra = annotations(block.position)
            if extra.isEmpty { return p { inlines(content) } }
            return .group { p { inlines(content) }; extra }
        case .list(let list):
            let items = list.items.map { item in
                li(item.checkbox.map { .data("task", $0 ? "done" : "open") }) {
                    if let checked = item.checkbox {
                        span(.class("task"), .aria("hidden", "true")) { checked ? "☑ " : "☐ " }
                    }
                    if list.isTight {
                        // Tight list items hold bare paragraphs: render their inlines directly.
                        for child in item.blocks {
                            if case .paragraph(let content) = child.kind {
                                inlines(content)
                            } else {
                                render(child)
                            }
                        }
                    } else {
                        render(item.blocks)
                    }
                    annotations(item.position)
                }
            }
            if let start = list.orderedStart {
                return start == 1
                    ? ol { items }
                    : ol(.custom("start", "\(start)")) { items }
            }
            return ul { items }
        case .blockQuote(let children):
            return blockquote { render(children) }
        case .codeBlock(let code):
            return codeBlock(code, block.position)
        case .htmlBlock(let html):
            // Guides are documentation: show their raw HTML, do not run it.
            return pre(.class("raw-html")) { code { html } }
        case .table(let model):
            return div(.class("table-scroll")) { table(model) }
        case .thematicBreak:
            return hr()
        }
    }

    private func table(_ model: Markdown.Table) -> HTMLNode {
        func alignment(_ column: Int) -> HTMLAttribute? {
            let value = column < model.alignments.count ? model.alignments[column] : .none
            return value == .none ? nil : .style("text-align: \(value.rawValue)")
        }
        // Columns headed "Symbol" or "Icon" name SF Symbols.
        let symbolColumns = symbolGlyph == nil ? [] : Set(model.header.indices.filter { column in
            let title = model.header[column].plainText.lowercased()
            return title.contains("symbol") || title.contains("icon")
        })
        return HTML.table {
            thead {
                tr {
                    for (column, cell) in model.header.enumerated() {
                        th(alignment(column)) { inlines(cell) }
                    }
                }
            }
            tbody {
                for row in model.rows {
                    tr {
                        for (column, cell) in row.cells.enumerated() {
                            td(alignment(column)) {
                                if symbolColumns.contains(column) { symbolCell(cell) } else { inlines(cell) }
                            }
                        }
                    }
                }
            }
        }
    }

    /// A cell of a symbols column: each code span that names an SF Symbol
    /// gets its glyph in front. A span that starts with a dot is a variant
    /// of the name before it (`play.rectangle` / `.fill`).
    private func symbolCell(_ cell: [Inline]) -> [HTMLNode] {
        var nodes: [HTMLNode] = []
        var previous: String?
        for node in cell {
            guard case .code(let text) = node, let symbolGlyph else {
                nodes.append(inline(node))
                continue
            }
            let name = text.hasPrefix(".") ? previous.map { SymbolVariants.none.applied(to: $0 + text) } : text
            if let name, SymbolGlyphs.isSymbolName(name) {
                nodes.append(symbolGlyph(name))
                if !text.hasPrefix(".") { previous = name }
            }
            nodes.append(inline(node))
        }
        return nodes
    }

    func inlines(_ content: [Inline]) -> [HTMLNode] {
        content.map(inline)
    }

    private func inline(_ node: Inline) -> HTMLNode {
        switch node {
        case .text(let text):
            return .text(text)
        case .code(let text):
            return code { text }
        case .emphasis(let content):
            return em { inlines(content) }
        case .strong(let content):
            return strong { inlines(content) }
        case .strikethrough(let content):
            return del { inlines(content) }
        case .link(let destination, let title, let content):
            switch links.resolve(destination) {
            case .url(let href):
                return a(.href(href), title.isEmpty ? nil : .title(title)) { inlines(content) }
            case .unavailable(let reason):
                return span(.class("dead-link"), .title(reason)) { inlines(content) }
            }
        case .image(_, _, let alt):
            // Images are not fetched (no network, nothing outside public/):
            // show their description.
            return span(.class("image-alt")) { "[image: " + alt.plainText + "]" }
        case .html(let html):
            return code(.class("raw-html")) { html }
        case .softBreak:
            return .text("\n")
        case .lineBreak:
            return br()
        }
    }
}

/// Which link targets a page may carry: web links, in-page anchors, and
/// links to other guides of this site. Anything else (a `javascript:` URL,
/// a file that is not part of the site) is shown as plain text.
struct LinkPolicy {
    /// Slugs of the guides in this build, to resolve `other-guide.md` links.
    var guideSlugs: Set<String>
    /// The prefix from the current page to the site root ("../" on guide pages).
    var root: String
    /// `guideSlugs` in site order, for a guide's previous and next links.
    var orderedSlugs: [String] = []

    enum Resolution: Equatable {
        case url(String)
        case unavailable(String)
    }

    func resolve(_ destination: String) -> Resolution {
        let trimmed = destination.trimmingWhitespace
        let lower = trimmed.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("mailto:") {
            return .url(trimmed)
        }
        if trimmed.hasPrefix("#") {
            return .url(trimmed)
        }
        if let colon = trimmed.firstIndex(of: ":"), !trimmed[..<colon].contains("/") {
            return .unavailable("\(trimmed[..<colon]): links are not allowed")
        }
        var path = trimmed
        var fragment = ""
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[hash...])
            path = String(path[..<hash])
        }
        if path.lowercased().hasSuffix(".md") {
            let slug = Slug.forGuide(path: path)
            if guideSlugs.contains(slug) {
                return .url("\(root)\(slug)/index.html\(fragment)")
            }
        }
        return .unavailable("\(path) is not part of this site")
    }
}
