import HTML
import Markdown

/// The site's index: every guide as a card, with a search box that
/// JavaScript reveals (the list reads fine without it).
enum IndexPage {
    static func render(_ guides: [Guide]) -> HTMLNode {
        .group {
            header(.class("site-header")) {
                heading(1) { "Design guides" }
                p(.class("lede")) {
                    "\(guides.count) SwiftUI design \(guides.count == 1 ? "guide" : "guides"), drawn from their own code."
                }
                input(.type("search"), .class("guide-search"), .placeholder("Filter guides"),
                      .aria("label", "Filter guides"), .data("filter", ".guide-card"), .flag("hidden"))
            }
            mainElement(.id("content")) {
                ul(.class("guide-grid")) {
                    for guide in guides {
                        card(guide)
                    }
                }
                p(.class("no-results"), .flag("hidden")) { "No guide matches." }
            }
        }
    }

    private static func card(_ guide: Guide) -> HTMLNode {
        let intro = guide.intro.plainText
        return li(.class("guide-card"), .data("search", "\(guide.title) \(guide.slug) \(intro)".lowercased())) {
            a(.href("\(guide.slug)/index.html")) {
                heading(2) { guide.title }
                if !intro.isEmpty {
                    p(.class("intro")) { intro }
                }
            }
        }
    }
}

/// A guide's own page: table of contents beside the guide's full content.
enum GuidePage {
    static func render(_ guide: Guide, links: LinkPolicy) -> HTMLNode {
        let markdown = MarkdownHTML(
            anchor: guide.anchor(at:),
            codeBlock: { block, position in
                CodeView.render(block, at: position, swift: guide.swiftBlocks[position])
            },
            links: links
        )
        return div(.class("guide-layout")) {
            nav(.class("toc"), .id("contents"), .aria("label", "Contents")) {
                a(.class("back"), .href("\(links.root)index.html")) { "← All guides" }
                p(.class("toc-title")) { guide.title }
                tableOfContents(guide.outline)
            }
            mainElement(.id("content"), .class("guide")) {
                markdown.render(guide.document.blocks)
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
