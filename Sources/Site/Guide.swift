import DesignModel
import Diagnostics
import Foundation
import Interpreter
import Markdown
import SwiftCode
import TextShaping

/// One design guide: its markdown, parsed once, and everything the pages
/// need from it.
public struct Guide: Sendable {
    /// The file as named on the command line (used in diagnostics and the report).
    public let sourcePath: String
    public let slug: String
    /// The title heading's main part: "WHOOP (iOS)" of
    /// "WHOOP (iOS) — SwiftUI Implementation Guide".
    public let title: String
    /// The title heading's part after a dash, if any.
    public let subtitle: String
    /// Where the `# ` title heading is; nil when the guide has none.
    public let titlePosition: SourcePosition?
    /// The first paragraph after the title: the guide's own introduction.
    public let intro: [Inline]
    public let document: MarkdownDocument
    /// Every heading, in document order, with its unique anchor id.
    public let outline: [OutlineEntry]
    /// Every Swift code block, parsed, keyed by the block's position.
    public let swiftBlocks: [SourcePosition: SwiftSource]
    private let anchorsByPosition: [SourcePosition: String]
    /// Every declaration of the guide's Swift, resolved once.
    public let declarations: DeclarationTable
    public let tokens: DesignTokens
    /// Contrast claims in prose, by the position of their paragraph or list item.
    let claims: [SourcePosition: [ContrastClaim]]
    /// Every View struct, drawn.
    let components: [RenderedComponent]
    public private(set) var diagnostics: [Diagnostic]

    public struct OutlineEntry: Hashable, Sendable {
        public var level: Int
        public var text: String
        public var anchor: String
        public var position: SourcePosition
    }

    /// Anchors the page itself uses, so no heading can take them.
    static let reservedAnchors = ["top", "contents", "content"]

    public init(sourcePath: String, slug: String, markdown: String, fonts: FontLibrary = .standard) {
        self.sourcePath = sourcePath
        self.slug = slug
        let document = MarkdownDocument(parsing: markdown)
        self.document = document
        var diagnostics: [Diagnostic] = document.warnings.map {
            .warning($0.message, at: FileLocation(file: sourcePath, line: $0.position.line, column: $0.position.column))
        }

        var anchors = AnchorAllocator(reserved: Self.reservedAnchors)
        var outline: [OutlineEntry] = []
        var swiftBlocks: [SourcePosition: SwiftSource] = [:]
        document.forEachBlock { block in
            switch block.kind {
            case .heading(let level, let content):
                let text = content.plainText
                outline.append(OutlineEntry(level: level, text: text, anchor: anchors.allocate(for: text), position: block.position))
            case .codeBlock(let code) where code.language == "swift":
                swiftBlocks[block.position] = SwiftSource(
                    text: code.code,
                    file: sourcePath,
                    firstLine: code.firstCodeLine(blockLine: block.position.line),
                    firstColumn: block.position.column
                )
            default:
                break
            }
        }
        self.outline = outline
        self.anchorsByPosition = Dictionary(outline.map { ($0.position, $0.anchor) }, uniquingKeysWith: { first, _ in first })
        self.swiftBlocks = swiftBlocks

        let titleIndex = document.blocks.firstIndex { block in
            if case .heading(1, _) = block.kind { return true }
            return false
        }
        self.titlePosition = titleIndex.map { document.blocks[$0].position }
        if let titleIndex, case .heading(_, let content) = document.blocks[titleIndex].kind {
            (self.title, self.subtitle) = Self.splitTitle(content.plainText)
            self.intro = document.blocks[(titleIndex + 1)...].lazy.compactMap { block -> [Inline]? in
                if case .paragraph(let inlines) = block.kind { return inlines }
                return nil
            }.first ?? []
        } else {
            self.title = slug
            self.subtitle = ""
            self.intro = document.blocks.lazy.compactMap { block -> [Inline]? in
                if case .paragraph(let inlines) = block.kind { return inlines }
                return nil
            }.first ?? []
            diagnostics.append(.warning(
                "guide has no '# ' title heading; it is titled '\(slug)' after its file name",
                at: FileLocation(file: sourcePath, line: 1, column: 1)
            ))
        }
        let orderedBlocks = swiftBlocks.sorted { $0.key < $1.key }.map(\.value)
        for block in orderedBlocks { diagnostics += block.syntaxDiagnostics() }
        let declarations = DeclarationTable(sources: orderedBlocks)
        self.declarations = declarations
        let extraction = TokenExtractor.extract(from: declarations, interpreter: Interpreter(table: declarations))
        self.tokens = extraction.tokens
        diagnostics += extraction.diagnostics

        let (claims, claimDiagnostics) = Self.checkClaims(in: document, tokens: extraction.tokens, file: sourcePath)
        self.claims = claims
        diagnostics += claimDiagnostics

        let components = ComponentGallery(slug: slug, tokens: extraction.tokens, fonts: fonts).render(declarations)
        self.components = components
        diagnostics += ComponentGallery.diagnostics(for: components)
        self.diagnostics = diagnostics
    }

    /// Reads every paragraph and list item for contrast claims and checks them;
    /// a claim that does not hold is a warning.
    private static func checkClaims(in document: MarkdownDocument, tokens: DesignTokens, file: String) -> ([SourcePosition: [ContrastClaim]], [Diagnostic]) {
        let reader = ContrastClaimReader(tokens: tokens)
        var claims: [SourcePosition: [ContrastClaim]] = [:]
        var diagnostics: [Diagnostic] = []
        func check(_ inlines: [Inline], at position: SourcePosition) {
            let found = reader.claims(in: inlines.plainText)
            guard !found.isEmpty else { return }
            claims[position, default: []] += found
            for claim in found {
                for check in claim.checks where !check.holds {
                    let verb = check.claimsFailure ? "passes" : "is below"
                    diagnostics.append(.warning(
                        "contrast claim does not hold: \(check.foreground.label) on \(check.background.label) is \(WCAG.format(check.ratio)), which \(verb) the \(RGBA.trimmed(check.required)):1 that \(claim.requirement) needs (\"\(claim.text)\")",
                        at: FileLocation(file: file, line: position.line, column: position.column)
                    ))
                }
            }
        }
        // Paragraphs are claims' units, except inside list items, where the item is.
        func walk(_ blocks: [Block]) {
            for block in blocks {
                switch block.kind {
                case .paragraph(let inlines):
                    check(inlines, at: block.position)
                case .blockQuote(let children):
                    walk(children)
                case .list(let list):
                    for item in list.items {
                        var text: [Inline] = []
                        for child in item.blocks {
                            if case .paragraph(let inlines) = child.kind { text += inlines + [.softBreak] }
                        }
                        check(text, at: item.position)
                        walk(item.blocks.filter { if case .list = $0.kind { true } else { false } })
                    }
                default:
                    break
                }
            }
        }
        walk(document.blocks)
        return (claims, diagnostics)
    }

    /// Splits "Name — Subtitle" at its first spaced em or en dash.
    static func splitTitle(_ heading: String) -> (title: String, subtitle: String) {
        for dash in [" — ", " – "] {
            if let range = heading.range(of: dash) {
                let title = heading[..<range.lowerBound].trimmingWhitespace
                if !title.isEmpty {
                    return (title, heading[range.upperBound...].trimmingWhitespace)
                }
            }
        }
        return (heading.trimmingWhitespace, "")
    }

    /// The anchor of the heading at `position`.
    func anchor(at position: SourcePosition) -> String? {
        anchorsByPosition[position]
    }

    mutating func addDiagnostics(_ more: [Diagnostic]) {
        diagnostics += more
    }
}

extension MarkdownDocument {
    /// Visits every block, depth first, in document order.
    func forEachBlock(_ body: (Block) -> Void) {
        func visit(_ blocks: [Block]) {
            for block in blocks {
                body(block)
                switch block.kind {
                case .blockQuote(let children):
                    visit(children)
                case .list(let list):
                    for item in list.items { visit(item.blocks) }
                default:
                    break
                }
            }
        }
        visit(blocks)
    }
}
