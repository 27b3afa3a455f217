import HTML

/// The bar at the top of every page: the site's pages, the page being read
/// marked as current, and the theme button (revealed by site.js; without
/// JavaScript the site follows the OS's scheme).
enum SiteNav {
    /// The site-wide pages, in the order the bar lists them.
    enum Destination: CaseIterable {
        case guides, components, coverage, symbols

        var file: String {
            switch self {
            case .guides: "index.html"
            case .components: "components.html"
            case .coverage: "coverage.html"
            case .symbols: "symbols.html"
            }
        }

        var title: String {
            switch self {
            case .guides: "Guides"
            case .components: "Components"
            case .coverage: "Coverage"
            case .symbols: "Symbols"
            }
        }

        /// The destination a page of `kind` (the shell's `page` value) is.
        init?(pageKind kind: String) {
            switch kind {
            case "index": self = .guides
            case "components": self = .components
            case "coverage": self = .coverage
            case "symbols": self = .symbols
            default: return nil
            }
        }
    }

    static func render(root: String, pageKind: String) -> HTMLNode {
        let current = Destination(pageKind: pageKind)
        return nav(.class("site-nav"), .aria("label", "Site")) {
            ul {
                for destination in Destination.allCases {
                    li {
                        a(.href(root + destination.file), destination == current ? .aria("current", "page") : nil) { destination.title }
                    }
                }
            }
            button(.type("button"), .class("theme-button"), .title("Theme: automatic, light or dark"), .flag("hidden")) { "Auto" }
        }
    }
}
