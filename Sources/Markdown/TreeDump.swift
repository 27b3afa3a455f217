/// A readable outline of a document, one node per line with its position.
/// Used by snapshot tests and `sitegen --dump-markdown` style debugging.
extension MarkdownDocument {
    public var treeDump: String {
        var lines: [String] = []
        for block in blocks { dump(block, depth: 0, into: &lines) }
        return lines.joined(separator: "\n") + "\n"
    }

    private func dump(_ block: Block, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        let at = "@\(block.position)"
        switch block.kind {
        case .heading(let level, let content):
            lines.append("\(indent)heading(\(level)) \(at) \(Self.describe(content))")
        case .paragraph(let content):
            lines.append("\(indent)paragraph \(at) \(Self.describe(content))")
        case .list(let list):
            let kind = list.orderedStart.map { "ordered(start: \($0))" } ?? "bullet"
            lines.append("\(indent)list \(kind)\(list.isTight ? " tight" : "") \(at)")
            for item in list.items {
                let box = item.checkbox.map { $0 ? " [x]" : " [ ]" } ?? ""
                lines.append("\(indent)  item\(box) @\(item.position)")
                for child in item.blocks { dump(child, depth: depth + 2, into: &lines) }
            }
        case .blockQuote(let children):
            lines.append("\(indent)blockQuote \(at)")
            for child in children { dump(child, depth: depth + 1, into: &lines) }
        case .codeBlock(let block):
            let count = block.code.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            let style = block.isFenced ? "fenced" : "indented"
            lines.append("\(indent)codeBlock(\(Self.quote(block.info))) \(style) \(at) \(count) lines")
        case .htmlBlock(let html):
            lines.append("\(indent)htmlBlock \(at) \(Self.quote(html))")
        case .table(let table):
            let aligns = table.alignments.map(\.rawValue).joined(separator: ",")
            lines.append("\(indent)table [\(aligns)] \(at)")
            lines.append("\(indent)  header " + table.header.map(Self.describe).joined(separator: " | "))
            for row in table.rows {
                lines.append("\(indent)  row @\(row.position) " + row.cells.map(Self.describe).joined(separator: " | "))
            }
        case .thematicBreak:
            lines.append("\(indent)thematicBreak \(at)")
        }
    }

    static func describe(_ inlines: [Inline]) -> String {
        inlines.map(describe).joined()
    }

    private static func describe(_ inline: Inline) -> String {
        switch inline {
        case .text(let text): return quote(text)
        case .code(let code): return "code(\(quote(code)))"
        case .emphasis(let content): return "em(\(describe(content)))"
        case .strong(let content): return "strong(\(describe(content)))"
        case .strikethrough(let content): return "del(\(describe(content)))"
        case .link(let destination, _, let content): return "link(\(quote(destination)), \(describe(content)))"
        case .image(let source, _, let alt): return "image(\(quote(source)), \(describe(alt)))"
        case .html(let html): return "html(\(quote(html)))"
        case .softBreak: return "↵"
        case .lineBreak: return "⏎"
        }
    }

    private static func quote(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
