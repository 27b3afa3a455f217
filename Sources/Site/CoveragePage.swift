import HTML

/// `coverage.html`: per guide, how many components are drawn in full,
/// in part, or not at all, and what blocks them, most frequent first — so
/// the next gap to close is visible to anyone.
enum CoveragePage {
    static func render(_ report: BuildReport) -> HTMLNode {
        let coverage = report.coverage
        return .group {
            header(.class("site-header")) {
                heading(1) { "Coverage" }
                p(.class("lede")) {
                    "\(coverage.rendered) of \(Plural.count(coverage.total, "component")) drawn in full (\(percent(coverage.rendered, of: coverage.total))), "
                        + "\(coverage.partial) in part, \(coverage.failed) not drawn."
                }
            }
            mainElement(.id("content"), .class("coverage")) {
                section(.id("blockers")) {
                    heading(2) { "What blocks components" }
                    if coverage.blockers.isEmpty {
                        p { "Nothing: every component is drawn in full." }
                    } else {
                        table(.class("blockers", "sortable")) {
                            thead { tr { th { "Components" }; th { "Blocker" }; th { "For example" } } }
                            tbody {
                                for blocker in coverage.blockers {
                                    tr {
                                        td(.class("count")) { "\(blocker.components)" }
                                        td { blocker.kind }
                                        td {
                                            for (index, example) in blocker.examples.enumerated() {
                                                if index > 0 { ", " }
                                                link(example)
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                componentsSection(report)
                symbolsSection(coverage.symbols)
                section(.id("guides")) {
                    heading(2) { "By guide" }
                    table(.class("coverage-table", "sortable")) {
                        thead { tr { th { "Guide" }; th { "Drawn" }; th { "In part" }; th { "Not drawn" }; th { "Drawn in full" } } }
                        tbody {
                            for guide in report.guides {
                                let counts = ["rendered", "partial", "failed"].map { status in guide.components.filter { $0.status == status }.count }
                                tr {
                                    td { a(.href("\(guide.slug)/index.html")) { guide.title } }
                                    td(.class("count")) { "\(counts[0])" }
                                    td(.class("count")) { "\(counts[1])" }
                                    td(.class("count")) { "\(counts[2])" }
                                    td(.class("count")) { percent(counts[0], of: guide.components.count) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Every component not drawn in full, with everything that keeps it
    /// from it, word for word: the table to work from.
    private static func componentsSection(_ report: BuildReport) -> HTMLNode {
        let rows = report.guides.flatMap { guide in guide.components.filter { $0.status != "rendered" }.map { (guide, $0) } }
        return section(.id("components")) {
            heading(2) { "Components not drawn in full (\(rows.count))" }
            if rows.isEmpty {
                p { "None." }
            } else {
                div(.class("table-scroll"), .custom("tabindex", "0"), .role("region"), .aria("label", "Components not drawn in full")) {
                    table(.class("component-blockers", "sortable")) {
                        thead { tr { th { "Guide" }; th { "Component" }; th { "Status" }; th { "What keeps it from being drawn in full" } } }
                        tbody {
                            for (guide, component) in rows {
                                tr {
                                    td { a(.href("\(guide.slug)/index.html")) { guide.title } }
                                    td { a(.href("\(guide.slug)/index.html#component-\(component.picture?.file ?? Slug.componentFile(component.name))")) { code { component.name } } }
                                    td { component.status == "failed" ? "not drawn" : "in part" }
                                    td {
                                        ul(.class("blocker-list")) {
                                            for blocker in component.blockers { li { blocker } }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// How many SF Symbols are drawn with a stand-in icon, and the names
    /// that have none, with a link to the contact sheet.
    private static func symbolsSection(_ symbols: Coverage.SymbolCoverage) -> HTMLNode {
        section(.id("symbols")) {
            heading(2) { "SF Symbols" }
            p {
                "\(symbols.mapped) of \(Plural.count(symbols.uses, "symbol use")) drawn with a stand-in icon "
                    + "(\(percent(symbols.mapped, of: symbols.uses))). "
                a(.href("symbols.html")) { "See every symbol and the icon standing in for it" }
                "."
            }
            if !symbols.unmapped.isEmpty {
                table(.class("unmapped-symbols")) {
                    thead { tr { th { "Uses" }; th { "SF Symbol with no stand-in" }; th { "For example" } } }
                    tbody {
                        for symbol in symbols.unmapped {
                            tr {
                                td(.class("count")) { "\(symbol.uses)" }
                                td { code { symbol.name } }
                                td {
                                    for (index, example) in symbol.examples.enumerated() {
                                        if index > 0 { ", " }
                                        link(example)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// `slug/Component` as a link to the component on its guide's page.
    private static func link(_ example: String) -> HTMLNode {
        let parts = example.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return .text(example) }
        return a(.href("\(parts[0])/index.html#component-\(Slug.componentFile(parts[1]))")) { code { example } }
    }

    static func percent(_ part: Int, of total: Int) -> String {
        guard total > 0 else { return "–" }
        let value = (Double(part) / Double(total) * 1000).rounded() / 10
        return "\(value) %"
    }
}
