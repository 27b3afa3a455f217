import Diagnostics
import Foundation

/// A guide file after the load stage: read, checked to be UTF-8, and given
/// the slug its pages are published under. The input of every later stage.
public struct GuideSource: Equatable, Sendable {
    /// The file as named on the command line (used in diagnostics and the report).
    public var path: String
    public var slug: String
    public var text: String

    public init(path: String, slug: String, text: String) {
        self.path = path
        self.slug = slug
        self.text = text
    }

    /// The file's name without its folder: what fault injection and messages match on.
    var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// Reads every guide file. One that cannot be read or is not UTF-8 is an
    /// error and is left out; the others still build. Slugs are unique in
    /// the build: a second guide with the same slug gets `-2`, with a warning.
    static func load(_ paths: [String], diagnostics: inout [Diagnostic]) -> [GuideSource] {
        var sources: [GuideSource] = []
        var slugOwners: [String: String] = [:]
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.append(.error("cannot read file", at: FileLocation(file: path, line: 0, column: 0)))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                diagnostics.append(.error("file is not valid UTF-8", at: FileLocation(file: path, line: 0, column: 0)))
                continue
            }
            var slug = Slug.forGuide(path: path)
            if let owner = slugOwners[slug] {
                var suffix = 2
                while slugOwners["\(slug)-\(suffix)"] != nil { suffix += 1 }
                diagnostics.append(.warning(
                    "another guide (\(owner)) already has the page '\(slug)'; this one is published as '\(slug)-\(suffix)'",
                    at: FileLocation(file: path, line: 0, column: 0)
                ))
                slug = "\(slug)-\(suffix)"
            }
            slugOwners[slug] = path
            sources.append(GuideSource(path: path, slug: slug, text: text))
        }
        return sources
    }
}
