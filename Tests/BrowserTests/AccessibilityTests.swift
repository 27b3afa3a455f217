import Foundation
import Testing

/// axe-core, the accessibility engine browsers' own tools use, run on every
/// kind of page in both schemes. scripts/install-deps --test installs it
/// (from PyPI, inside axe-playwright-python).
@Suite struct AccessibilityTests {
    static let axe = "/usr/local/share/sitegen/axe-playwright-python/axe_playwright_python/axe.min.js"

    static let pages: [(URL, String)] = [
        (BuiltSites.seedSite, "index.html"), (BuiltSites.seedSite, "whoop/index.html"), (BuiltSites.seedSite, "whatsapp/index.html"),
        (BuiltSites.seedSite, "components.html"), (BuiltSites.seedSite, "coverage.html"), (BuiltSites.seedSite, "symbols.html"),
        // Guides with a light/dark switch, a screen full of controls, and the corpus's coverage page.
        (BuiltSites.corpusSite, "imessage/index.html"), (BuiltSites.corpusSite, "airbnb/index.html"), (BuiltSites.corpusSite, "coverage.html"),
    ]

    /// The violations axe finds on the loaded page, as "rule: what (n nodes: first selector)".
    private func violations(_ tab: BrowserPage, script: String) throws -> [String] {
        if try tab.evaluate("typeof window.axe") as? String != "object" { try tab.evaluate(script + "\n;0") }
        let found = try tab.evaluate("""
            axe.run(document, { resultTypes: ['violations'] }).then(r => r.violations.map(v =>
              v.id + ': ' + v.help + ' (' + v.nodes.length + ' nodes: ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(' | ') + ')'))
            """)
        return found as? [String] ?? ["axe returned nothing"]
    }

    @Test(arguments: ["light", "dark"])
    func everyKindOfPageHasNoViolations(scheme: String) throws {
        let script = try #require(try? String(contentsOfFile: Self.axe, encoding: .utf8), "axe-core is installed by scripts/install-deps --test")
        try withBrowser { browser in
            let tab = try BrowserPage(browser)
            for (site, page) in Self.pages {
                // The scheme as a reader picks it (the theme button's choice, remembered).
                try tab.load(site.appendingPathComponent(page).absoluteString)
                try tab.evaluate("localStorage.setItem('sitegen-theme', '\(scheme)')")
                try tab.load(site.appendingPathComponent(page).absoluteString)
                #expect(try tab.evaluate("document.documentElement.dataset.theme") as? String == scheme, "\(page)")
                let found = try violations(tab, script: script)
                let report = found.joined(separator: "\n")
                #expect(found.isEmpty, "\(page) in \(scheme):\n\(report)")
            }
        }
    }
}
