import CCmarkGFM
import Foundation
import Guards

/// Converts cmark-gfm's mutable C tree into our immutable Swift tree.
///
/// cmark-gfm does all the parsing; this file only walks its nodes. The C tree
/// is freed before `parse` returns.
enum CmarkConverter {
    /// The GitHub extensions we attach: tables, ~~strikethrough~~, bare-URL
    /// autolinks, the tag filter, and `- [x]` task lists.
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// The extensions, registered once per process. cmark-gfm's registry is a
    /// global list that `ensure_registered` fills without locking: guides
    /// parsed on several threads at once could otherwise see it half filled
    /// and silently lose an extension. A `static let` runs exactly once; the
    /// extension descriptors are never changed after registration, so the
    /// pointers can be shared across threads.
    nonisolated(unsafe) private static let extensions: [OpaquePointer] = {
        cmark_gfm_core_extensions_ensure_registered()
        return extensionNames.compactMap { cmark_find_syntax_extension($0) }
    }()

    /// cmark-gfm keeps the table of special inline characters in a global:
    /// attaching an extension adds its characters (`~`, `:`, `w`), freeing a
    /// parser removes them. Two parses at once would switch strikethrough
    /// and autolinks off under each other, so parses take turns.
    private static let parseLock = NSLock()

    static func parse(_ source: String) -> MarkdownDocument {
        parseLock.lock()
        defer { parseLock.unlock() }
        let extensions = Self.extensions
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8
        guard let parser = cmark_parser_new(options) else {
            return MarkdownDocument(blocks: [])
        }
        defer { cmark_parser_free(parser) }
        for syntaxExtension in extensions {
            cmark_parser_attach_syntax_extension(parser, syntaxExtension)
        }
        var bytes = Array(source.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        guard let root = cmark_parser_finish(parser) else {
            return MarkdownDocument(blocks: [])
        }
        defer { cmark_node_free(root) }
        var conversion = Conversion()
        let blocks = children(of: root).compactMap { conversion.block($0, depth: 1) }
        return MarkdownDocument(blocks: blocks, warnings: conversion.warnings)
    }

    /// One document's conversion: the tree it builds is at most
    /// `Limits.markdownNesting` levels deep. cmark-gfm parses any nesting,
    /// and our tree, its HTML and its plain text are walked recursively, so
    /// content nested deeper is kept as its plain text, with a warning.
    private struct Conversion {
        var warnings: [MarkdownWarning] = []

        private mutating func flattened(_ node: OpaquePointer) -> String {
            let position = CmarkConverter.position(of: node)
            if !warnings.contains(where: { $0.position == position }) {
                warnings.append(MarkdownWarning(position: position, message: "content is nested more than \(Limits.markdownNesting) levels deep; the deeper levels are shown as plain text"))
            }
            return CmarkConverter.flatText(node)
        }

        mutating func block(_ node: OpaquePointer, depth: Int) -> Block? {
            CmarkConverter.block(node, depth: depth, conversion: &self)
        }

        mutating func blockChildren(_ node: OpaquePointer, depth: Int) -> [Block] {
            guard depth <= Limits.markdownNesting else {
                return [Block(.paragraph([.text(flattened(node))]), at: CmarkConverter.position(of: node))]
            }
            return CmarkConverter.children(of: node).compactMap { block($0, depth: depth) }
        }

        mutating func inlines(of node: OpaquePointer, depth: Int) -> [Inline] {
            guard depth <= Limits.markdownNesting else { return [.text(flattened(node))] }
            return CmarkConverter.inlines(of: node, depth: depth, conversion: &self)
        }
    }

    private static func position(of node: OpaquePointer) -> SourcePosition {
        SourcePosition(line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)))
    }

    /// The text of every node under `node`, walked with cmark's iterator
    /// (no recursion, whatever the depth).
    private static func flatText(_ node: OpaquePointer) -> String {
        guard let iterator = cmark_iter_new(node) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE, CMARK_NODE_CODE_BLOCK:
                text += literal(current)
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING:
                if !text.isEmpty, text.last != " " { text += " " }
            default:
                break
            }
        }
        return text
    }

    // MARK: - Blocks

    private static func block(_ node: OpaquePointer, depth: Int, conversion: inout Conversion) -> Block? {
        let position = position(of: node)
        let kind: Block.Kind
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HEADING:
            kind = .heading(level: Int(cmark_node_get_heading_level(node)), content: conversion.inlines(of: node, depth: depth + 1))
        case CMARK_NODE_PARAGRAPH:
            kind = .paragraph(conversion.inlines(of: node, depth: depth + 1))
        case CMARK_NODE_BLOCK_QUOTE:
            kind = .blockQuote(conversion.blockChildren(node, depth: depth + 1))
        case CMARK_NODE_LIST:
            kind = .list(list(node, depth: depth, conversion: &conversion))
        case CMARK_NODE_CODE_BLOCK:
            var fenceLength: Int32 = 0, fenceOffset: Int32 = 0
            var fenceCharacter: CChar = 0
            let fenced = cmark_node_get_fenced(node, &fenceLength, &fenceOffset, &fenceCharacter) != 0
            kind = .codeBlock(CodeBlock(
                info: string(cmark_node_get_fence_info(node)),
                code: literal(node),
                isFenced: fenced
            ))
        case CMARK_NODE_HTML_BLOCK:
            kind = .htmlBlock(literal(node))
        case CMARK_NODE_THEMATIC_BREAK:
            kind = .thematicBreak
        default:
            switch typeName(node) {
            case "table":
                kind = .table(table(node, depth: depth, conversion: &conversion))
            default:
                // Footnote definitions and unknown extension blocks: keep their
                // content rather than dropping it.
                let content = conversion.blockChildren(node, depth: depth + 1)
                if content.isEmpty { return nil }
                kind = .blockQuote(content)
            }
        }
        return Block(kind, at: position)
    }

    private static func list(_ node: OpaquePointer, depth: Int, conversion: inout Conversion) -> MarkdownList {
        let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
        let items = children(of: node).map { item -> ListItem in
            let checkbox: Bool? = typeName(item) == "tasklist"
                ? cmark_gfm_extensions_get_tasklist_item_checked(item)
                : nil
            return ListItem(
                blocks: conversion.blockChildren(item, depth: depth + 2),
                checkbox: checkbox,
                position: SourcePosition(
                    line: Int(cmark_node_get_start_line(item)),
                    column: Int(cmark_node_get_start_column(item))
                )
            )
        }
        return MarkdownList(
            orderedStart: ordered ? Int(cmark_node_get_list_start(node)) : nil,
            isTight: cmark_node_get_list_tight(node) != 0,
            items: items
        )
    }

    private static func table(_ node: OpaquePointer, depth: Int, conversion: inout Conversion) -> Table {
        let columnCount = Int(cmark_gfm_extensions_get_table_columns(node))
        var alignments: [Table.Alignment] = []
        if let raw = cmark_gfm_extensions_get_table_alignments(node) {
            for column in 0..<columnCount {
                switch UnicodeScalar(raw[column]) {
                case "l": alignments.append(.left)
                case "c": alignments.append(.center)
                case "r": alignments.append(.right)
                default: alignments.append(.none)
                }
            }
        }
        var header: [[Inline]] = []
        var rows: [TableRow] = []
        for row in children(of: node) {
            let cells = children(of: row).map { conversion.inlines(of: $0, depth: depth + 2) }
            if cmark_gfm_extensions_get_table_row_is_header(row) != 0 {
                header = cells
            } else {
                rows.append(TableRow(
                    cells: cells,
                    position: SourcePosition(
                        line: Int(cmark_node_get_start_line(row)),
                        column: Int(cmark_node_get_start_column(row))
                    )
                ))
            }
        }
        return Table(alignments: alignments, header: header, rows: rows)
    }

    // MARK: - Inlines

    private static func inlines(of node: OpaquePointer, depth: Int, conversion: inout Conversion) -> [Inline] {
        var result: [Inline] = []
        for child in children(of: node) {
            guard let inline = inline(child, depth: depth, conversion: &conversion) else { continue }
            // cmark splits text at some punctuation; merge neighbours so the
            // tree reads as the source does.
            if case .text(let next) = inline, case .text(let previous)? = result.last {
                result[result.count - 1] = .text(previous + next)
            } else {
                result.append(inline)
            }
        }
        return result
    }

    private static func inline(_ node: OpaquePointer, depth: Int, conversion: inout Conversion) -> Inline? {
        func inlines(of node: OpaquePointer) -> [Inline] { conversion.inlines(of: node, depth: depth + 1) }
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT:
            return .text(literal(node))
        case CMARK_NODE_CODE:
            return .code(literal(node))
        case CMARK_NODE_EMPH:
            return .emphasis(inlines(of: node))
        case CMARK_NODE_STRONG:
            return .strong(inlines(of: node))
        case CMARK_NODE_LINK:
            return .link(
                destination: string(cmark_node_get_url(node)),
                title: string(cmark_node_get_title(node)),
                content: inlines(of: node)
            )
        case CMARK_NODE_IMAGE:
            return .image(
                source: string(cmark_node_get_url(node)),
                title: string(cmark_node_get_title(node)),
                alt: inlines(of: node)
            )
        case CMARK_NODE_HTML_INLINE:
            return .html(literal(node))
        case CMARK_NODE_SOFTBREAK:
            return .softBreak
        case CMARK_NODE_LINEBREAK:
            return .lineBreak
        default:
            if typeName(node) == "strikethrough" {
                return .strikethrough(inlines(of: node))
            }
            // Footnote references and unknown extensions: keep their text.
            let text = inlines(of: node).plainText
            return text.isEmpty ? nil : .text(text)
        }
    }

    // MARK: - C helpers

    private static func children(of node: OpaquePointer) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
    }

    private static func typeName(_ node: OpaquePointer) -> String {
        string(cmark_node_get_type_string(node))
    }

    private static func literal(_ node: OpaquePointer) -> String {
        string(cmark_node_get_literal(node))
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}
