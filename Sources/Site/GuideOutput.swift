import Diagnostics
import Foundation
import WebFonts

/// Everything the site needs from one built guide, and nothing more: its
/// files, its card on the index, its entry in the build report, and its
/// diagnostics. What a worker process sends back, and what a cache can keep.
public struct GuideOutput: Equatable, Sendable {
    /// The guide file as named on the command line.
    public var source: String
    /// Paths relative to the site root: `<slug>/index.html`,
    /// `<slug>/components/<Name>.svg`, `<slug>/tokens.css`, `<slug>/tokens.json`.
    public var files: [String: Data]
    public var card: IndexCard
    /// The report's view of each component, in drawing order.
    public var components: [BuildReport.ComponentEntry]
    /// In file order (`sortedByLocation`), as they are printed and reported.
    public var diagnostics: [Diagnostic]
    /// The characters its pages and pictures show, sorted: what the site's
    /// fonts are cut down to, found here (in parallel, and kept in the
    /// cache) rather than by scanning every file of the site at the end.
    public var fontCharacters: [UInt32]

    init(source: String, files: [String: Data], card: IndexCard, components: [BuildReport.ComponentEntry], diagnostics: [Diagnostic],
         fontCharacters: [UInt32]? = nil) {
        self.source = source
        self.files = files
        self.card = card
        self.components = components
        self.diagnostics = diagnostics
        self.fontCharacters = fontCharacters ?? WebFontSet.characters(in: files).sorted()
    }

    public var slug: String { card.slug }

    public var reportEntry: BuildReport.GuideEntry {
        BuildReport.GuideEntry(slug: card.slug, title: card.title, source: source, colors: card.colorCount, fonts: card.fontCount,
                               components: components, diagnostics: diagnostics.map(BuildReport.DiagnosticEntry.init))
    }
}

/// A guide as the index shows it: title, introduction, canvas colour,
/// brand swatches and counts.
public struct IndexCard: Equatable, Sendable {
    public struct Swatch: Equatable, Sendable {
        public var name: String
        /// `#RRGGBB`, or nil for a token that has no value.
        public var hex: String?
    }

    public var slug: String
    public var title: String
    /// The introduction as plain text.
    public var intro: String
    /// The guide's canvas token, if it has one.
    public var canvas: Swatch?
    /// Brand colours with a value, at most six.
    public var brand: [Swatch]
    public var colorCount: Int
    public var fontCount: Int
    /// Why the guide could not be built; nil when it was.
    public var failure: String?
    /// Its colour and font tokens, for search.
    public var search = SearchTokens()
}
