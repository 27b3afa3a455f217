/// A parsed markdown document: an immutable tree of blocks, each carrying the
/// 1-based line and column where it starts in the source, so that every later
/// stage can point diagnostics at `file:line:col`.
public struct MarkdownDocument: Hashable, Sendable {
    public var blocks: [Block]
    /// What the conversion had to simplify (content nested beyond
    /// `Limits.markdownNesting`), for the guide's diagnostics.
    public var warnings: [MarkdownWarning]

    public init(blocks: [Block], warnings: [MarkdownWarning] = []) {
        self.blocks = blocks
        self.warnings = warnings
    }

    /// Parses GitHub-flavoured markdown with cmark-gfm.
    public init(parsing source: String) {
        self = CmarkConverter.parse(source)
    }
}

/// Where a node starts in its source text. Lines and columns are 1-based;
/// columns count bytes, as cmark-gfm does.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

public struct MarkdownWarning: Hashable, Sendable {
    public var position: SourcePosition
    public var message: String
}

public struct Block: Hashable, Sendable {
    public var kind: Kind
    public var position: SourcePosition

    public init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    public indirect enum Kind: Hashable, Sendable {
        case heading(level: Int, content: [Inline])
        case paragraph([Inline])
        case list(MarkdownList)
        case blockQuote([Block])
        case codeBlock(CodeBlock)
        /// Raw HTML in the source. Kept as text: pages show it, never run it.
        case htmlBlock(String)
        case table(Table)
        case thematicBreak
    }
}

/// A fenced or indented code block.
public struct CodeBlock: Hashable, Sendable {
    /// The fence's info string ("swift", "swift title=x"), "" when absent.
    public var info: String
    public var code: String
    public var isFenced: Bool

    public init(info: String, code: String, isFenced: Bool) {
        self.info = info
        self.code = code
        self.isFenced = isFenced
    }

    /// The info string's first word, lowercased: "swift", "json", or "".
    public var language: String {
        String(info.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" }).first ?? "").lowercased()
    }

    /// The source line of the code's first line, given the block's position:
    /// a fenced block's code starts on the line after its fence.
    public func firstCodeLine(blockLine: Int) -> Int {
        isFenced ? blockLine + 1 : blockLine
    }
}

public struct MarkdownList: Hashable, Sendable {
    /// The first number of an ordered list; nil for a bullet list.
    public var orderedStart: Int?
    public var isTight: Bool
    public var items: [ListItem]

    public init(orderedStart: Int?, isTight: Bool, items: [ListItem]) {
        self.orderedStart = orderedStart
        self.isTight = isTight
        self.items = items
    }
}

public struct ListItem: Hashable, Sendable {
    public var blocks: [Block]
    /// For GFM task list items (`- [x]`): whether it is checked; nil otherwise.
    public var checkbox: Bool?
    public var position: SourcePosition

    public init(blocks: [Block], checkbox: Bool? = nil, position: SourcePosition) {
        self.blocks = blocks
        self.checkbox = checkbox
        self.position = position
    }
}

public struct Table: Hashable, Sendable {
    public enum Alignment: String, Hashable, Sendable {
        case none, left, center, right
    }

    public var alignments: [Alignment]
    public var header: [[Inline]]
    public var rows: [TableRow]

    public init(alignments: [Alignment], header: [[Inline]], rows: [TableRow]) {
        self.alignments = alignments
        self.header = header
        self.rows = rows
    }
}

public struct TableRow: Hashable, Sendable {
    public var cells: [[Inline]]
    public var position: SourcePosition

    public init(cells: [[Inline]], position: SourcePosition) {
        self.cells = cells
        self.position = position
    }
}

public indirect enum Inline: Hashable, Sendable {
    case text(String)
    case code(String)
    case emphasis([Inline])
    case strong([Inline])
    case strikethrough([Inline])
    case link(destination: String, title: String, content: [Inline])
    case image(source: String, title: String, alt: [Inline])
    /// Inline raw HTML (`<br>`, `<script>`...). Kept as text, never live markup.
    case html(String)
    case softBreak
    case lineBreak
}

extension Array where Element == Inline {
    /// The inlines' visible text without markup: for titles, anchors and search.
    public var plainText: String {
        var result = ""
        for inline in self {
            switch inline {
            case .text(let text), .code(let text), .html(let text):
                result += text
            case .emphasis(let content), .strong(let content), .strikethrough(let content):
                result += content.plainText
            case .link(_, _, let content):
                result += content.plainText
            case .image(_, _, let alt):
                result += alt.plainText
            case .softBreak, .lineBreak:
                result += " "
            }
        }
        return result
    }
}
