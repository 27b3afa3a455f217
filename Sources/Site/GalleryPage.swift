import DesignModel
import HTML

/// `components.html`: every component of every guide side by side, grouped
/// by what it is (the last word of its name: every Button, Card, Ring…),
/// each linking to its place on its guide's page. The pictures are the
/// guides' own SVG files, loaded lazily as images: a browser draws their
/// text in its own font there, so each links to the exact drawing.
enum GalleryPage {
    /// A kind with fewer components than this is filed under "Other".
    static let kindMinimum = 3

    struct Item {
        var guide: BuildReport.GuideEntry
        var component: BuildReport.ComponentEntry
        var picture: BuildReport.ComponentEntry.Picture
        var kind: String
    }

    /// The kind a component's name says it is: its last word, singular
    /// (`RecoveryRing` is a ring, `ChatListRow` a row, `TabBarItems` an item).
    static func kind(of name: String) -> String {
        guard var word = IdentifierWords.words(of: name).last(where: { $0.first?.isLetter == true })?.lowercased() else { return "other" }
        if word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss") { word.removeLast() }
        return word
    }

    static func items(_ report: BuildReport) -> [Item] {
        var items: [Item] = []
        for guide in report.guides {
            for component in guide.components {
                guard let picture = component.picture else { continue }
                items.append(Item(guide: guide, component: component, picture: picture, kind: kind(of: component.name)))
            }
        }
        // Kinds too rare to filter by are one group.
        var counts: [String: Int] = [:]
        for item in items { counts[item.kind, default: 0] += 1 }
        for index in items.indices where counts[items[index].kind, default: 0] < kindMinimum { items[index].kind = "other" }
        return items
    }

    /// Kinds by how many components they hold, then by name; "other" last.
    static func kinds(of items: [Item]) -> [(kind: String, count: Int)] {
        var counts: [String: Int] = [:]
        for item in items { counts[item.kind, default: 0] += 1 }
        return counts.map { ($0.key, $0.value) }.sorted { left, right in
            if (left.kind == "other") != (right.kind == "other") { return right.kind == "other" }
            return left.count != right.count ? left.count > right.count : left.kind < right.kind
        }
    }

    static func render(_ report: BuildReport) -> HTMLNode {
        let items = items(report)
        let kinds = kinds(of: items)
        let guides = Set(items.map(\.guide.slug)).count
        return .group {
            header(.class("site-header")) {
                heading(1) { "Components" }
                p(.class("lede")) {
                    "\(Plural.count(items.count, "component")) from \(Plural.count(guides, "guide")), grouped by what they are. "
                    "Each opens on its guide's page, where it is drawn with the guide's fonts and its code beside it."
                }
                div(.class("gallery-filters"), .role("group"), .aria("label", "Show components of a kind"), .flag("hidden")) {
                    input(.type("search"), .class("gallery-search"), .placeholder("Filter by name or guide…"), .aria("label", "Filter components by name or guide"))
                    button(.type("button"), .class("kind-filter"), .data("kind", ""), .aria("pressed", "true")) { "All \(items.count)" }
                    for (kind, count) in kinds {
                        button(.type("button"), .class("kind-filter"), .data("kind", kind), .aria("pressed", "false")) { "\(kind.capitalized) \(count)" }
                    }
                }
                p(.class("gallery-status"), .aria("live", "polite")) {}
            }
            mainElement(.id("content"), .class("gallery")) {
                for (kind, count) in kinds {
                    section(.class("gallery-kind"), .id("kind-\(Slug.make(kind))"), .data("kind", kind)) {
                        heading(2) { "\(kind.capitalized) (\(count))" }
                        ul(.class("gallery-grid")) {
                            for item in items where item.kind == kind { card(item) }
                        }
                    }
                }
            }
        }
    }

    /// A picture's size as an `img` reserves it before it loads.
    static func pixels(_ points: Double) -> String {
        String(Int(min(max(points, 1), 10_000).rounded()))
    }

    /// One component: its picture and name, linking to it on its guide's
    /// page, then its guide and size. Kept small: the corpus has a thousand.
    private static func card(_ item: Item) -> HTMLNode {
        let status = RenderedComponent.Status(rawValue: item.component.status) ?? .rendered
        return li(status == .rendered ? nil : .class("status-\(status.rawValue)")) {
            a(.href("\(item.guide.slug)/index.html#component-\(item.picture.file)")) {
                // The link is named by the component's name beside the picture: the picture adds no words.
                img(.src("\(item.guide.slug)/components/\(item.picture.file).svg"), .alt(""),
                    .width(pixels(item.picture.width)), .height(pixels(item.picture.height)), .custom("loading", "lazy"))
                code { item.component.name }
            }
            small {
                "\(item.guide.title) · \(ComponentPanel.designerPoints(item.picture.width)) × \(ComponentPanel.designerPoints(item.picture.height)) pt"
                if status != .rendered { " · "; span(.class("status-badge", "status-\(status.rawValue)")) { ComponentPanel.statusText(status) } }
            }
        }
    }
}
