import Diagnostics
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One Swift code block of a guide, parsed once by the toolchain's SwiftParser
/// and shared by every later use (highlighting, declarations, evaluation).
public struct SwiftSource: Sendable {
    /// The code as written in the guide.
    public let text: String
    /// The guide file the block comes from, for diagnostics.
    public let file: String
    /// The 1-based line in `file` of the code's first line.
    public let firstLine: Int
    /// The 1-based column in `file` where each code line starts (the fence's indentation).
    public let firstColumn: Int
    public let syntax: SourceFileSyntax
    let converter: SourceLocationConverter
    /// What `ParserGuards` changed or refused before SwiftParser read the
    /// code, as messages at UTF-8 offsets of the code.
    let guardNotes: [(offset: Int, message: String)]

    public init(text: String, file: String = "<memory>", firstLine: Int = 1, firstColumn: Int = 1) {
        self.init(text: text, file: file, firstLine: firstLine, firstColumn: firstColumn, operators: .standardOperators)
    }

    /// `operators`: the precedence to fold with, Swift's own plus those the
    /// guide declares (`infix operator <> : AdditionPrecedence`).
    public init(text: String, file: String, firstLine: Int, firstColumn: Int, operators: OperatorTable) {
        self.text = text
        self.file = file
        self.firstLine = firstLine
        self.firstColumn = firstColumn
        var notes: [(offset: Int, message: String)] = []
        var parsed: SourceFileSyntax
        if let offset = ParserGuards.bracketDepthExceeded(in: text) {
            notes.append((offset, "Swift code nests '[' more than \(ParserGuards.maximumBracketDepth) deep; sitegen does not read this block"))
            parsed = Parser.parse(source: "")
        } else {
            parsed = Self.parse(text)
            if let cleaned = ParserGuards.withInvalidCharactersAsSpaces(text, tree: parsed) {
                for offset in cleaned.offsets {
                    notes.append((offset, "invalid character in Swift code; read as a space"))
                }
                parsed = Self.parse(cleaned.text)
            }
        }
        // Fold `a + b * c` into a tree by Swift's precedence (and the guide's own
        // operators'), once, so the interpreter sees operators as written.
        let folded = operators.foldAll(parsed) { _ in }
        self.syntax = folded.as(SourceFileSyntax.self) ?? parsed
        self.converter = SourceLocationConverter(fileName: file, tree: syntax)
        self.guardNotes = notes
    }

    /// Parses as the shipped binary does, whatever the build configuration.
    private static func parse(_ text: String) -> SourceFileSyntax {
        var parser = Parser(text, maximumNestingLevel: ParserGuards.maximumNestingLevel)
        return SourceFileSyntax.parse(from: &parser)
    }

    /// The operators and precedence groups a guide declares in any of its
    /// blocks apply in all of them: blocks that use such an operator are
    /// parsed again and folded with them. Guides without any stay as they are.
    public static func foldingGuideOperators(_ sources: [SwiftSource]) -> [SwiftSource] {
        guard let table = GuideOperators.table(for: sources.map(\.syntax)) else { return sources }
        return sources.map { SwiftSource(text: $0.text, file: $0.file, firstLine: $0.firstLine, firstColumn: $0.firstColumn, operators: table) }
    }

    /// Where a syntax node starts, as a line and column of the guide file.
    public func location(of node: some SyntaxProtocol) -> FileLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    public func location(at position: AbsolutePosition) -> FileLocation {
        let local = converter.location(for: position)
        return FileLocation(
            file: file,
            line: firstLine + local.line - 1,
            column: firstColumn + local.column - 1
        )
    }

    /// Whether SwiftParser had to recover from errors anywhere in the block.
    public var hasSyntaxErrors: Bool { syntax.hasError }

    /// SwiftParser's own messages for the block's syntax errors, as
    /// warnings at guide positions ("expected ')' to end function call").
    /// The block is still used: the parser recovers, and the rest evaluates.
    public func syntaxDiagnostics() -> [Diagnostics.Diagnostic] {
        // Located in the text itself: a block that was not parsed has no tree to ask.
        let guarded: [Diagnostics.Diagnostic] = guardNotes.map { note in
            let before = text.utf8.prefix(note.offset)
            let line = before.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
            return .warning(note.message, at: FileLocation(file: file, line: firstLine + line - 1, column: firstColumn + column - 1))
        }
        guard syntax.hasError else { return guarded }
        return guarded + ParseDiagnosticsGenerator.diagnostics(for: syntax).map { diagnostic in
            .warning("Swift syntax: \(diagnostic.message)", at: location(at: diagnostic.position))
        }
    }
}
