import SwiftSyntax

/// What a highlighted run of Swift source is, for colouring.
public enum HighlightKind: String, Sendable, CaseIterable {
    case keyword, type, string, number, comment, attribute
}

/// A run of source text, with its kind when it is coloured.
public struct HighlightedRun: Hashable, Sendable {
    public var text: String
    public var kind: HighlightKind?

    public init(_ text: String, _ kind: HighlightKind?) {
        self.text = text
        self.kind = kind
    }
}

/// Splits Swift source into coloured runs, from the tree the block was
/// parsed into when the guide was loaded.
///
/// The colours are SwiftIDEUtils' syntax classification (the classifier
/// SourceKit-LSP uses), reproduced by `TokenClassifier`: asking
/// SwiftIDEUtils itself cost 8 % of a build, most of it building and
/// comparing key paths for every node. `SwiftCodeTests` hold the two to
/// the same colour for every byte of the seeds, the corpus and the
/// foreign guides.
public enum SyntaxHighlighter {
    public static func highlight(_ source: SwiftSource) -> [HighlightedRun] {
        let bytes = Array(source.text.utf8)
        var runs: [HighlightedRun] = []
        var cursor = 0

        func append(_ start: Int, _ end: Int, _ kind: HighlightKind?) {
            guard end > start else { return }
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            if let last = runs.last, last.kind == kind {
                runs[runs.count - 1].text += text
            } else {
                runs.append(HighlightedRun(text, kind))
            }
        }

        for classified in TokenClassifier.classify(source.syntax, text: bytes) {
            let start = classified.start
            let end = min(classified.end, bytes.count)
            append(cursor, start, nil)
            append(start, end, kind(of: classified.kind, text: bytes[start..<end]))
            cursor = max(cursor, end)
        }
        append(cursor, bytes.count, nil)
        return runs
    }

    private static func kind(of kind: TokenClassifier.Kind, text: ArraySlice<UInt8>) -> HighlightKind? {
        switch kind {
        case .keyword: .keyword
        case .type: .type
        // SwiftParser classifies syntactically: `Color` in `Color(red:...)`
        // is an identifier. Swift's naming convention makes capitalised
        // identifiers types, which is what a reader expects coloured.
        case .identifier: text.first.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } == true ? .type : nil
        case .string: .string
        case .number: .number
        case .comment: .comment
        case .attribute: .attribute
        case .plain: nil
        }
    }
}

/// The classes SwiftIDEUtils' `classifications` gives a tree's bytes, as
/// far as highlighting tells them apart, read from the tree's tokens in
/// one pass of a `SyntaxVisitor`.
///
/// SwiftIDEUtils classifies a token by its kind, unless its place says
/// more: the place of the token itself in its parent (an identifier that
/// names a type is a type, one that labels an argument is a label), or
/// else the place of the nearest ancestor that has one (anything inside an
/// `#if` condition is part of the directive; an attribute's name is an
/// attribute whatever it holds, trivia included). Comments are classified
/// from the trivia around tokens.
final class TokenClassifier: SyntaxVisitor {
    /// Only the distinctions highlighting makes, plus `identifier`, which
    /// it colours by its first letter.
    enum Kind: Equatable {
        case keyword, type, identifier, string, number, comment, attribute
        /// Everything left uncoloured: punctuation, operators, `$0`,
        /// argument labels, editor placeholders, whitespace.
        case plain
    }

    struct Range: Equatable {
        var kind: Kind
        var start: Int
        var end: Int
    }

    /// A node whose place in its parent classifies the tokens inside it:
    /// `start..<end` is its text without its outer trivia.
    private struct Region {
        var kind: Kind
        /// Forced: every byte of the region is `kind`; otherwise only
        /// identifier tokens take it.
        var forced: Bool
        var start: Int
        var end: Int
    }

    /// The tree's coloured ranges in source order, nothing `plain`.
    /// Consecutive identifier ranges that touch are one range, as
    /// SwiftIDEUtils merges them, since the first letter of the whole
    /// decides its colour. `text` is the source the tree was parsed from,
    /// only used to skip trivia with no comment in it quickly.
    static func classify(_ tree: some SyntaxProtocol, text: [UInt8]) -> [Range] {
        let classifier = TokenClassifier(text: text)
        classifier.walk(tree)
        return classifier.ranges
    }

    private let text: [UInt8]
    private var ranges: [Range] = []
    /// The regions around the current token, innermost last.
    private var regions: [Region] = []

    private init(text: [UInt8]) {
        self.text = text
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Regions: the places that classify more than one token

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        enter(node.attributeName, as: .attribute, forced: true)
        return .visitChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition { enter(condition, as: .keyword, forced: false) }
        return .visitChildren
    }

    override func visit(_ node: PlatformVersionItemSyntax) -> SyntaxVisitorContinueKind {
        enter(node.platformVersion, as: .keyword, forced: false)
        return .visitChildren
    }

    private func enter(_ node: some SyntaxProtocol, as kind: Kind, forced: Bool) {
        regions.append(Region(kind: kind, forced: forced, start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                              end: node.endPositionBeforeTrailingTrivia.utf8Offset))
    }

    // MARK: Tokens

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = token.endPositionBeforeTrailingTrivia.utf8Offset
        // Regions are entered in source order and nest: the ones behind
        // the token are on top. (One entered just before its first token,
        // such as an attribute's name, may not contain this one yet.)
        while let last = regions.last, last.end <= start { regions.removeLast() }
        let region = regions.last { $0.start <= start && start < $0.end }

        if let region, region.forced {
            // All of the region is one colour: trivia inside it too, only
            // trivia outside it (before its first token, after its last) is read.
            if token.position.utf8Offset < region.start {
                classifyTrivia(token.leadingTrivia, from: token.position.utf8Offset, to: start)
            }
            report(Range(kind: region.kind, start: max(token.position.utf8Offset, region.start),
                         end: min(token.endPosition.utf8Offset, region.end)))
            if token.endPosition.utf8Offset > region.end {
                classifyTrivia(token.trailingTrivia, from: end, to: token.endPosition.utf8Offset)
            }
            return .skipChildren
        }

        classifyTrivia(token.leadingTrivia, from: token.position.utf8Offset, to: start)
        let tokenKind = token.tokenKind
        let kind: Kind
        if case .identifier = tokenKind, let context = Self.context(of: token) ?? region?.kind {
            kind = context
        } else {
            kind = Self.kind(of: tokenKind)
        }
        report(Range(kind: kind, start: start, end: end))
        classifyTrivia(token.trailingTrivia, from: end, to: token.endPosition.utf8Offset)
        return .skipChildren
    }

    /// Comments in trivia between two offsets. Every comment starts
    /// with `/`, so trivia without one (nearly all of it: spaces and
    /// line breaks) is not taken apart.
    private func classifyTrivia(_ trivia: @autoclosure () -> Trivia, from start: Int, to end: Int) {
        let end = min(end, text.count)
        guard start < end, text[start..<end].contains(UInt8(ascii: "/")) else { return }
        var offset = start
        for piece in trivia() {
            let length = piece.sourceLength.utf8Length
            switch piece {
            case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                report(Range(kind: .comment, start: offset, end: offset + length))
            default:
                break
            }
            offset += length
        }
    }

    private func report(_ range: Range) {
        guard range.kind != .plain else { return }
        if range.kind == .identifier, let last = ranges.last, last.kind == .identifier, last.end == range.start {
            ranges[ranges.count - 1].end = range.end
            return
        }
        ranges.append(range)
    }

    /// A token's class from its kind alone.
    static func kind(of tokenKind: TokenKind) -> Kind {
        switch tokenKind {
        case .keyword, .poundSourceLocation:
            return .keyword
        case .poundIf, .poundElseif, .poundElse, .poundEndif:
            return .keyword
        case .identifier(let text):
            // `<#placeholder#>` is an editor placeholder, not a name.
            return text.hasPrefix("<#") && text.hasSuffix("#>") ? .plain : .identifier
        case .stringQuote, .multilineStringQuote, .singleQuote, .stringSegment:
            return .string
        case .regexSlash, .regexPoundDelimiter, .regexLiteralPattern:
            return .string
        case .unknown(let text):
            // An unterminated string literal.
            return text.hasPrefix("\"") ? .string : .plain
        case .integerLiteral, .floatLiteral:
            return .number
        case .atSign:
            return .attribute
        default:
            return .plain
        }
    }

    /// What an identifier token's own place in its parent says, for the
    /// places SwiftIDEUtils classifies (its `SyntaxClassification.classify`).
    static func context(of token: TokenSyntax) -> Kind? {
        guard let parent = token.parent else { return nil }
        let id = token.id
        switch parent.kind {
        case .identifierType:
            return id == parent.cast(IdentifierTypeSyntax.self).name.id ? .type : nil
        case .memberType:
            return id == parent.cast(MemberTypeSyntax.self).name.id ? .type : nil
        case .declModifier:
            return id == parent.cast(DeclModifierSyntax.self).name.id ? .attribute : nil
        case .ifConfigClause:
            return id == parent.cast(IfConfigClauseSyntax.self).poundKeyword.id ? .keyword : nil
        case .ifConfigDecl:
            return id == parent.cast(IfConfigDeclSyntax.self).poundEndif.id ? .keyword : nil
        case .platformVersion:
            return id == parent.cast(PlatformVersionSyntax.self).platform.id ? .keyword : nil
        case .precedenceGroupAssociativity:
            return id == parent.cast(PrecedenceGroupAssociativitySyntax.self).associativityLabel.id ? .keyword : nil
        case .precedenceGroupRelation:
            return id == parent.cast(PrecedenceGroupRelationSyntax.self).higherThanOrLowerThanLabel.id ? .keyword : nil
        case .operatorDecl:
            // An operator's name: uncoloured.
            return id == parent.cast(OperatorDeclSyntax.self).name.id ? .plain : nil
        case .functionParameter:
            // Argument labels: uncoloured, even capitalised.
            return id == parent.cast(FunctionParameterSyntax.self).firstName.id ? .plain : nil
        case .labeledExpr:
            return id == parent.cast(LabeledExprSyntax.self).label?.id ? .plain : nil
        default:
            return nil
        }
    }
}
