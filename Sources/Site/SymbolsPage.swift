import HTML
import Symbols

/// `symbols.html`: every SF Symbol these guides draw, at 17 pt beside the
/// icon that stands in for it, then every other name the mapping table
/// knows — a contact sheet to check, name by name, that each stand-in
/// means what the symbol means.
enum SymbolsPage {
    /// How often each symbol name is drawn: all the page depends on besides the icon set.
    static func uses(in report: BuildReport) -> [String: Int] {
        var uses: [String: Int] = [:]
        for guide in report.guides {
            for component in guide.components {
                for symbol in component.symbols { uses[symbol.name, default: 0] += symbol.uses }
            }
        }
        return uses
    }

    static func render(_ report: BuildReport, glyphs: SymbolGlyphs) -> HTMLNode {
        let uses = uses(in: report)
        let used = uses.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        let others = SymbolResolver.tableNames.filter { uses[$0] == nil }
        let source = glyphs.symbols.source
        return .group {
            header(.class("site-header")) {
                heading(1) { "SF Symbols" }
                p(.class("lede")) {
                    "Apple's SF Symbols may not be redistributed, so each is drawn with an icon of "
                    a(.href(source.url)) { source.name + (source.version.isEmpty ? "" : " \(source.version)") }
                    " (\(source.license) licence, "
                    a(.href("licenses/phosphor-icons.txt")) { "full text" }
                    ") chosen to mean the same thing. Shown at 17 pt, as in a body-text row."
                }
                if !glyphs.symbols.missingPackages.isEmpty {
                    p(.class("diagnostic-warning")) {
                        "The icon set is not installed on the machine that built this site (\(glyphs.symbols.missingPackages.joined(separator: ", "))), "
                            + "so every symbol is a placeholder. Run scripts/install-deps."
                    }
                }
            }
            mainElement(.id("content"), .class("symbol-sheet")) {
                section(.id("used")) {
                    heading(2) { "Used by these guides" }
                    p { "\(Plural.count(used.count, "name")), most used first; a dashed square marks a name with no stand-in." }
                    sheet(used.map { ($0.key, $0.value) }, glyphs: glyphs)
                }
                section(.id("table")) {
                    heading(2) { "The rest of the mapping table" }
                    p {
                        "\(Plural.count(others.count, "more name")) the table maps; their "
                        code { ".fill" }; ", "; code { ".circle" }; ", "; code { ".slash" }
                        " and "; code { ".badge" }; " forms follow by rule."
                    }
                    sheet(others.map { ($0, nil) }, glyphs: glyphs)
                }
            }
        }
    }

    private static func sheet(_ names: [(name: String, uses: Int?)], glyphs: SymbolGlyphs) -> HTMLNode {
        // Every name of the table is drawn, each laid out and rendered like a
        // component, while the build waits for this page: on every core.
        let drawn = parallelMap(names.map(\.name)) { glyphs.glyph($0, pointSize: 17) }
        return ul(.class("symbol-grid")) {
            for ((name, count), glyph) in zip(names, drawn) {
                let icon = glyphs.icon(for: name)
                li(.id("symbol-\(name)"), icon == nil ? .class("unmapped") : nil) {
                    glyph
                    code { name }
                    span(.class("stand-in")) {
                        (icon ?? "no stand-in") + (count.map { " · \(Plural.count($0, "use"))" } ?? "")
                    }
                }
            }
        }
    }
}
