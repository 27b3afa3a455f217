import Foundation
@testable import Site

/// Paths the tests read: the repository and the shared guide material.
enum TestPaths {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let seeds = repository.appendingPathComponent("site/designs").path
    static let templates = repository.appendingPathComponent("templates").path
    /// `../shared/corpus`: 130 more guides, present in CI beside the checkout.
    static let corpus = repository.deletingLastPathComponent().appendingPathComponent("shared/corpus").path
    /// `../shared/foreign`: 16 guides made from public SwiftUI component libraries.
    static let foreign = repository.deletingLastPathComponent().appendingPathComponent("shared/foreign").path
    /// `../shared/groundtruth`: SwiftUI views paired with the PNGs an iOS simulator recorded.
    static let groundTruth = repository.deletingLastPathComponent().appendingPathComponent("shared/groundtruth").path

    static func temporaryFolder(_ name: String = #function) -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sitegen-tests-\(name.filter(\.isLetter))-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func guideFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".md") }
            .sorted()
            .map { "\(folder)/\($0)" }
    }
}

/// Reads generated HTML the way a test needs it: as text without markup.
enum PageText {
    static func read(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    /// The text a browser would show: tags and SVG titles (tooltips, not
    /// text) removed, entities decoded.
    static func visibleText(_ html: String) -> String {
        var output = ""
        var inTag = false
        for character in withoutTitles(html) {
            if character == "<" { inTag = true; continue }
            if character == ">" && inTag { inTag = false; continue }
            if !inTag { output.append(character) }
        }
        return unescape(output)
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The HTML without its `<title>` elements (an SVG's title is a tooltip).
    static func withoutTitles(_ html: String) -> String {
        var result = ""
        var rest = html[...]
        while let start = rest.range(of: "<title>"), let end = rest[start.upperBound...].range(of: "</title>") {
            result += rest[..<start.lowerBound]
            rest = rest[end.upperBound...]
        }
        return result + rest
    }

    /// Every start tag `<name ...>` (attributes included), in order.
    static func tags(_ name: String, in html: String) -> [String] {
        var results: [String] = []
        var rest = html[...]
        while let start = rest.range(of: "<\(name) "), let end = rest[start.upperBound...].firstIndex(of: ">") {
            results.append(String(rest[start.lowerBound...end]))
            rest = rest[rest.index(after: end)...]
        }
        return results
    }

    /// The value of `name="..."` in a start tag.
    static func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\""), let end = tag[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(tag[start.upperBound..<end])
    }

    /// The contents of every `<open ...>...</close>` element, in order.
    static func elements(_ html: String, open: String, close: String) -> [String] {
        var results: [String] = []
        var rest = html[...]
        while let start = rest.range(of: open) {
            guard let tagEnd = rest[start.upperBound...].firstIndex(of: ">"),
                  let end = rest[tagEnd...].range(of: close) else { break }
            results.append(String(rest[rest.index(after: tagEnd)..<end.lowerBound]))
            rest = rest[end.upperBound...]
        }
        return results
    }
}

extension Guide {
    /// A guide through the pipeline's stages, as a build makes it.
    static func analysed(sourcePath: String, slug: String, markdown: String) -> Guide {
        let settings = GuideBuildSettings(shell: .contentOnly, guideSlugs: [slug])
        return GuidePipeline(settings: settings).guide(GuideSource(path: sourcePath, slug: slug, text: markdown))
    }
}
