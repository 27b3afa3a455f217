import Diagnostics
import Foundation
import SwiftCode

/// A design system given as Swift sources — a package's `Sources/`, a
/// folder of `.swift` files, or one file — written as a markdown guide so
/// it goes through the same stages as any guide: a title, a section per
/// file, a heading per type, extension and function with its doc comment
/// (`///`) as prose, and the file's lines as Swift code blocks. `SourceMap`
/// takes every line back to its file.
struct SwiftSourcesGuide {
    struct File {
        /// As found on disk (used in diagnostics).
        var path: String
        /// Shown in the page: the path below the folder given.
        var displayPath: String
        var text: String
    }

    let title: String
    /// The folder or file the user named.
    let path: String
    let files: [File]

    /// The guide's markdown and where its code lines come from.
    func markdown() -> (text: String, map: SourceMap) {
        var lines: [String] = ["# \(title)", ""]
        let names = files.count == 1 ? "1 Swift file" : "\(files.count) Swift files"
        lines += ["The design system's Swift sources (\(names) in `\(path)`): its tokens, and every view drawn above its code.", ""]
        var segments: [SourceMap.Segment] = []
        for file in files {
            lines += ["## `\(file.displayPath)`", ""]
            let source = SwiftSource(text: file.text, file: file.path)
            var fileLines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            while fileLines.count > 1, fileLines.last?.allSatisfy(\.isWhitespace) == true { fileLines.removeLast() }
            let fence = String(repeating: "`", count: max(3, Self.longestBacktickRun(in: file.text) + 1))
            for block in Self.blocks(source.topLevelDeclarations, lineCount: fileLines.count) {
                if let heading = block.heading { lines += ["### \(heading)", ""] }
                if let documentation = block.documentation { lines += documentation.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + [""] }
                lines.append("\(fence)swift")
                segments.append(SourceMap.Segment(guideLine: lines.count + 1, file: file.path, fileLine: block.lines.lowerBound, count: block.lines.count))
                lines += fileLines[(block.lines.lowerBound - 1)..<min(block.lines.upperBound, fileLines.count)]
                lines += [fence, ""]
            }
        }
        return (lines.joined(separator: "\n"), SourceMap(guidePath: path, segments: segments))
    }

    /// A code block of the page: one or more consecutive declarations.
    struct Block {
        var heading: String?
        var documentation: String?
        var lines: ClosedRange<Int>
    }

    /// Declarations grouped into blocks: a type, extension, function or
    /// documented declaration starts one (with its heading and prose);
    /// imports and undocumented constants join the block they sit next to,
    /// so the file's lines are all shown, in order, once.
    static func blocks(_ declarations: [TopLevelDeclaration], lineCount: Int) -> [Block] {
        var blocks: [Block] = []
        var pendingStart: Int?
        for declaration in declarations {
            let startsBlock: Bool
            switch declaration.kind {
            case .type, .extension, .function, .preview: startsBlock = true
            case .variable, .other: startsBlock = declaration.documentation != nil
            case .import: startsBlock = false
            }
            let heading: String? = switch declaration.kind {
            case .type, .function: declaration.name
            case .extension: declaration.name.map { "extension \($0)" }
            case .preview: "Preview"
            case .variable, .other, .import: nil
            }
            if startsBlock || blocks.isEmpty {
                let start = pendingStart ?? declaration.lines.lowerBound
                blocks.append(Block(heading: heading, documentation: declaration.documentation,
                                    lines: min(start, declaration.lines.lowerBound)...declaration.lines.upperBound))
                pendingStart = nil
                if declaration.kind == .import { pendingStart = blocks.removeLast().lines.lowerBound }
            } else {
                blocks[blocks.count - 1].lines = blocks[blocks.count - 1].lines.lowerBound...declaration.lines.upperBound
            }
        }
        if blocks.isEmpty {
            // Only imports, or nothing: one block of the whole file.
            blocks.append(Block(heading: nil, documentation: nil, lines: 1...max(lineCount, 1)))
        }
        // Every line shown once, in order: comments between declarations
        // (`// MARK: -` sections, licence headers) go with the block below them.
        for index in blocks.indices {
            let start = index == 0 ? 1 : blocks[index - 1].lines.upperBound + 1
            let end = index == blocks.count - 1 ? max(lineCount, start) : max(blocks[index].lines.upperBound, start)
            blocks[index].lines = start...end
        }
        return blocks
    }

    static func longestBacktickRun(in text: String) -> Int {
        var longest = 0, current = 0
        for character in text {
            if character == "`" { current += 1; longest = max(longest, current) } else { current = 0 }
        }
        return longest
    }
}
