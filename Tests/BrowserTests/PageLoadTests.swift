import Foundation
import Testing

/// Every page of the seeds and of the corpus, loaded in Chromium over
/// file:// and over sitegen's server, with no exception, console error or
/// failed request. Split in parts that run side by side, a browser each.
@Suite struct PageLoadTests {
    static let parts = 3

    static func pages(part: Int) -> [(site: URL, page: String)] {
        let all = [BuiltSites.seedSite, BuiltSites.corpusSite].flatMap { site in BuiltSites.pages(of: site).map { (site, $0) } }
        return all.enumerated().filter { $0.offset % parts == part }.map(\.element)
    }

    @Test(arguments: 0..<parts)
    func everyPageLoadsFromFilesWithoutErrors(part: Int) throws {
        let pages = Self.pages(part: part)
        #expect(pages.count > 40)
        let failures = try withBrowser { browser in
            let tab = try BrowserPage(browser)
            return try pages.compactMap { site, page -> String? in
                try tab.load(site.appendingPathComponent(page).absoluteString)
                let problems = tab.problems
                return problems.isEmpty ? nil : "\(site.lastPathComponent)/\(page): \(problems)"
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test(arguments: 0..<parts)
    func everyPageLoadsFromTheServerWithoutErrors(part: Int) throws {
        let pages = Self.pages(part: part)
        let seeds = try ServedSite(BuiltSites.seedSite), corpus = try ServedSite(BuiltSites.corpusSite)
        let failures = try withBrowser { browser in
            let tab = try BrowserPage(browser)
            return try pages.compactMap { site, page -> String? in
                let server = site == BuiltSites.seedSite ? seeds : corpus
                try tab.load(server.url + page)
                // Served pages open the live-reload stream: it must connect too.
                let connected = try tab.waitUntil("document.querySelector('meta[name=\"sitegen-live-reload\"]')", timeout: 5)
                let problems = tab.problems
                return problems.isEmpty && connected ? nil : "\(server.url)\(page): \(problems)\(connected ? "" : " (no live-reload hook)")"
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
