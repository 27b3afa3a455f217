import SwiftSemantics
import DesignModel
import Diagnostics
import Interpreter
import Markdown
import SwiftCode

/// What a design guide is, once read: its markdown and Swift, parsed; the
/// tokens its code evaluates to; its contrast claims, checked; its View
/// structs, drawn. A plain value: `GuidePipeline` produces it stage by
/// stage (see `GuideStages`), and pages and exports read it.
public struct Guide: Sendable {
    /// The parse stage's result: document, outline, title, Swift blocks, declarations.
    public let parsed: ParsedGuide
    public let tokens: DesignTokens
    /// Contrast claims in prose, by the position of their paragraph or list item.
    let claims: [SourcePosition: [ContrastClaim]]
    /// Every View struct, drawn.
    let components: [RenderedComponent]
    /// Every stage's diagnostics, in the order the stages found them.
    public let diagnostics: [Diagnostic]

    init(parsed: ParsedGuide, tokens: DesignTokens, claims: [SourcePosition: [ContrastClaim]],
         components: [RenderedComponent], diagnostics: [Diagnostic]) {
        self.parsed = parsed
        self.tokens = tokens
        self.claims = claims
        self.components = components
        self.diagnostics = diagnostics
    }

    // The parsed guide's parts, read through the guide: pages use them everywhere.

    /// The file as named on the command line (used in diagnostics and the report).
    public var sourcePath: String { parsed.sourcePath }
    /// For a guide made of Swift sources: where its code lines come from.
    public var sourceMap: SourceMap? { parsed.sourceMap }

    /// How the page labels a line of the guide: "line 12", or for Swift
    /// sources the file and its line, "Button.swift:12".
    func lineLabel(_ line: Int) -> String {
        sourceMap?.label(forLine: line) ?? "line \(line)"
    }
    public var slug: String { parsed.slug }
    public var title: String { parsed.title }
    public var subtitle: String { parsed.subtitle }
    public var titlePosition: SourcePosition? { parsed.titlePosition }
    public var intro: [Inline] { parsed.intro }
    public var document: MarkdownDocument { parsed.document }
    public var outline: [OutlineEntry] { parsed.outline }
    public var swiftBlocks: [SourcePosition: SwiftSource] { parsed.swiftBlocks }
    public var declarations: DeclarationTable { parsed.declarations }

    /// The anchor of the heading at `position`.
    func anchor(at position: SourcePosition) -> String? {
        parsed.anchorsByPosition[position]
    }

    public typealias OutlineEntry = ParsedGuide.OutlineEntry
}
