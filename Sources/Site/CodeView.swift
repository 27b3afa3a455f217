import HTML
import Markdown
import SwiftCode

/// Code blocks as pages show them: Swift highlighted by SwiftParser's
/// classification, other languages as plain escaped text.
enum CodeView {
    /// `label` names where the code is: "line 12", or a Swift file and line.
    static func render(_ block: CodeBlock, at position: SourcePosition, swift: SwiftSource?, label: String? = nil) -> HTMLNode {
        let language = block.language
        return figure(.class("code"), .id("code-\(position.line)")) {
            figcaption {
                span(.class("code-language")) { language.isEmpty ? "text" : language }
                a(.class("code-line"), .href("#code-\(position.line)")) { label ?? "line \(position.line)" }
            }
            pre {
                code(language.isEmpty ? nil : .class("language-\(language)")) {
                    if let swift {
                        highlighted(swift)
                    } else {
                        block.code
                    }
                }
            }
        }
    }

    static func highlighted(_ source: SwiftSource) -> [HTMLNode] {
        SyntaxHighlighter.highlight(source).map { run in
            guard let kind = run.kind else { return .text(run.text) }
            return span(.class("hl-\(kind.rawValue)")) { run.text }
        }
    }
}
