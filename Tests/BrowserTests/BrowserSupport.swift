import Foundation
import LiveSite
import Server
import Site
import Testing

/// The sites the browser tests look at, built once per test run: the five
/// seeds and the 130-guide corpus, each as `sitegen` builds it.
enum BuiltSites {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let seeds = repository.appendingPathComponent("site/designs").path
    static let templates = repository.appendingPathComponent("templates").path
    static let corpus = repository.deletingLastPathComponent().appendingPathComponent("shared/corpus").path
    static let root = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-browser-\(getpid())")

    static let seedSite: URL = build([seeds], into: "seeds")
    static let corpusSite: URL = build([corpus], into: "corpus")

    private static func build(_ inputs: [String], into name: String) -> URL {
        let output = root.appendingPathComponent(name)
        let result = SiteBuilder.build(BuildOptions(inputs: inputs, output: output.path, templates: templates))
        precondition(result.wroteSite, "the \(name) site was not built: \(result.diagnostics.filter { $0.severity == .error })")
        return output
    }

    /// Every HTML page of a site, relative to its root, sorted.
    static func pages(of site: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: site.path)
        var pages: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".html") { pages.append(path) }
        }
        return pages.sorted()
    }

    /// Where screenshots go: printed by the tests that write them.
    static let screenshots: URL = {
        let folder = repository.appendingPathComponent(".build/browser-screenshots")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()
}

/// A site served as `sitegen serve` serves it (same server, same live-reload
/// hook and event stream), without a rebuild: the pages as built.
final class ServedSite {
    let live: LiveServer

    init(_ site: URL) throws {
        live = try LiveServer(options: BuildOptions(inputs: [], output: site.path, templates: BuiltSites.templates), serve: ServeOptions(port: 0))
    }

    var url: String { live.server.url }

    deinit { live.stop() }
}

/// One browser for the body of a test, closed after it.
func withBrowser<Result>(_ body: (HeadlessChromium) throws -> Result) throws -> Result {
    let browser = try HeadlessChromium()
    defer { browser.close() }
    return try body(browser)
}
