import DesignModel
import Diagnostics
import Foundation

/// A guide file after the load stage: read, checked to be UTF-8, and given
/// the slug its pages are published under. The input of every later stage.
public struct GuideSource: Equatable, Sendable {
    /// The file as named on the command line (used in diagnostics and the report).
    public var path: String
    public var slug: String
    /// The guide's markdown (for Swift sources, written by `SwiftSourcesGuide`).
    public var text: String
    /// For a guide made of Swift sources: where its code lines come from.
    public var sourceMap: SourceMap?
    /// Colour sets of the asset catalogs among its inputs.
    public var assetColors: AssetColors

    public init(path: String, slug: String, text: String, sourceMap: SourceMap? = nil, assetColors: AssetColors = AssetColors()) {
        self.path = path
        self.slug = slug
        self.text = text
        self.sourceMap = sourceMap
        self.assetColors = assetColors
    }

    /// The file's name without its folder: what fault injection and messages match on.
    var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// Reads every guide file. One that cannot be read or is not UTF-8 is an
    /// error and is left out; the others still build. Slugs are unique in
    /// the build: a second guide with the same slug gets `-2`, with a warning.
    static func load(_ inputs: [GuideInput], diagnostics: inout [Diagnostic]) -> [GuideSource] {
        var sources: [GuideSource] = []
        var slugOwners: [String: String] = [:]
        for input in inputs {
            let path: String, text: String, sourceMap: SourceMap?
            var slug: String
            var assetColors = AssetColors()
            switch input {
            case .markdown(let file):
                guard let read = readText(file, diagnostics: &diagnostics) else { continue }
                (path, text, sourceMap, slug) = (file, read, nil, Slug.forGuide(path: file))
            case .swiftSources(let set):
                var files: [SwiftSourcesGuide.File] = []
                for file in set.files {
                    guard let read = readText(file, diagnostics: &diagnostics) else { continue }
                    files.append(SwiftSourcesGuide.File(path: file, displayPath: set.displayPath(of: file), text: read))
                }
                guard !files.isEmpty else { continue }
                let generated = SwiftSourcesGuide(title: set.title, path: set.path, files: files).markdown()
                assetColors.catalog = AssetCatalogReader.colors(inCatalogs: set.catalogs, diagnostics: &diagnostics)
                (path, text, sourceMap, slug) = (set.path, generated.text, generated.map, Slug.make(set.title).isEmpty ? "guide" : Slug.make(set.title))
            }
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
            sources.append(GuideSource(path: path, slug: slug, text: text, sourceMap: sourceMap, assetColors: assetColors))
        }
        return sources
    }

    /// A file's text; an error, and nil, when it cannot be read or is not UTF-8.
    private static func readText(_ path: String, diagnostics: inout [Diagnostic]) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.append(.error("cannot read file", at: FileLocation(file: path, line: 0, column: 0)))
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let (line, column) = firstInvalidUTF8(in: data)
            diagnostics.append(.error("file is not valid UTF-8 (the first bad byte is here)", at: FileLocation(file: path, line: line, column: column)))
            return nil
        }
        return text
    }

    /// The line and column (in bytes, 1-based) of the first byte that does
    /// not belong to a well-formed UTF-8 sequence.
    static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int) {
        let bytes = [UInt8](data)
        var (index, line, lineStart) = (0, 1, 0)
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return (line, index - lineStart + 1)
            }
            guard index + length <= bytes.count else { return (line, index - lineStart + 1) }
            for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return (line, index - lineStart + 1) }
            // Overlong forms and surrogates, which the lead byte alone does not rule out.
            if length == 3, (byte == 0xE0 && bytes[index + 1] < 0xA0) || (byte == 0xED && bytes[index + 1] > 0x9F) { return (line, index - lineStart + 1) }
            if length == 4, (byte == 0xF0 && bytes[index + 1] < 0x90) || (byte == 0xF4 && bytes[index + 1] > 0x8F) { return (line, index - lineStart + 1) }
            if byte == 0x0A { (line, lineStart) = (line + 1, index + 1) }
            index += length
        }
        return (line, 1)
    }
}
