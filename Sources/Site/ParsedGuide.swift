import SwiftSemantics
import Diagnostics
import Interpreter
import Markdown
import SwiftCode

/// A guide after the parse stage: its markdown as a tree, its headings,
/// its title and introduction, every Swift block parsed by SwiftParser,
/// and every declaration of that Swift resolved once. Nothing is evaluated
/// yet.
public struct ParsedGuide: Sendable {
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
    let anchorsByPosition: [SourcePosition: String]
    /// Every declaration of the guide's Swift, resolved once.
    public let declarations: DeclarationTable
    /// A missing title, and SwiftParser's syntax errors.
    public let diagnostics: [Diagnostic]
    /// For a guide made of Swift sources: where its code lines come from.
    public let sourceMap: SourceMap?

    public struct OutlineEntry: Hashable, Sendable {
        public var level: Int
        public var text: String
        public var anchor: String
        public var position: SourcePosition
    }

    /// Anchors the page itself uses, so no heading can take them.
    static let reservedAnchors = ["top", "contents", "content"]

    /// Parses a guide's markdown, then the Swift in its code blocks.
    public init(_ source: GuideSource) {
        let sourcePath = source.path, slug = source.slug
        self.sourcePath = sourcePath
        self.slug = slug
        self.sourceMap = source.sourceMap
        let document = MarkdownDocument(parsing: source.text)
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
        let declarations = DeclarationTable(sources: orderedBlocks, assetColors: source.assetColors)
        for redeclaration in declarations.redeclarations {
            let earlier = redeclaration.earlier.file == redeclaration.location.file ? "line \(redeclaration.earlier.line)" : "\(redeclaration.earlier)"
            diagnostics.append(.warning("invalid redeclaration of '\(redeclaration.name)' (declared before at \(earlier)); the later declaration is used",
                                        at: redeclaration.location))
        }
        self.declarations = declarations
        self.diagnostics = diagnostics
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
