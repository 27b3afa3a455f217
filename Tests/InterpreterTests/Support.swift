import SwiftSemantics
import DesignModel
import Foundation
import Interpreter
import Markdown
import SwiftCode
import Testing

/// The Swift blocks of a guide file, parsed as the site parses them.
func swiftSources(ofGuide path: String) -> [SwiftSource] {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return MarkdownDocument(parsing: text).blocks.compactMap { block in
        guard case .codeBlock(let code) = block.kind, code.language == "swift" else { return nil }
        return SwiftSource(text: code.code, file: path, firstLine: code.firstCodeLine(blockLine: block.position.line))
    }
}

func extractTokens(ofGuide path: String) -> TokenExtraction {
    let table = DeclarationTable(sources: swiftSources(ofGuide: path))
    return TokenExtractor.extract(from: table, interpreter: Interpreter(table: table))
}

func extractTokens(fromSwift code: String, file: String = "test.md") -> TokenExtraction {
    let table = DeclarationTable(sources: [SwiftSource(text: code, file: file)])
    return TokenExtractor.extract(from: table, interpreter: Interpreter(table: table))
}

enum Paths {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let seeds = repository.appendingPathComponent("site/designs").path
    static let corpus = repository.deletingLastPathComponent().appendingPathComponent("shared/corpus").path

    static func seed(_ name: String) -> String { "\(seeds)/\(name).md" }

    static var corpusGuides: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []).filter { $0.hasSuffix(".md") }.sorted().map { "\(corpus)/\($0)" }
    }
}

extension TokenExtraction {
    func color(_ name: String) -> ColorToken? { tokens.colors.first { $0.name == name } }
    func font(_ name: String) -> FontToken? { tokens.fonts.first { $0.name == name } }
}

/// Evaluates `expression` as the opacity of a colour token and returns it:
/// the smallest guide that runs an expression through the evaluator.
func number(_ expression: String, helpers: String = "") -> Double? {
    let extraction = extractTokens(fromSwift: """
        \(helpers)
        extension Color {
            static let probe = Color(red: 0, green: 0, blue: 0, opacity: \(expression))
        }
        """)
    return extraction.color("probe")?.value?.light.alpha
}

/// What a program's `main()` prints, `declarations` beside it; a failure is recorded.
func printedByMain(_ body: String, importing module: String, declarations: String = "") -> String {
    let text = "import \(module)\n\(declarations)\nfunc main() {\n\(body)\n}"
    let run = Interpreter(table: DeclarationTable(sources: [SwiftSource(text: text, file: "program.swift")])).run(entryPoint: "main")
    if let failure = run.failure { Issue.record("failed: \(failure.message)") }
    return run.output
}

/// Every component of `code`, previewed in the light scheme, by name.
func previews(_ code: String) -> [String: ComponentPreview] {
    let table = DeclarationTable(sources: [SwiftSource(text: code, file: "test.md")])
    let previewer = ComponentPreviewer(interpreter: Interpreter(table: table))
    return Dictionary(uniqueKeysWithValues: previewer.components.map { ($0.name, previewer.preview($0, colorScheme: .light)) })
}

/// The default picture's tree of a component that must build.
func dump(_ code: String, _ component: String) throws -> String {
    let preview = try #require(previews(code)[component])
    if let failure = preview.failure { Issue.record("\(component) failed: \(failure.message)") }
    return try #require(preview.variants.first).view.treeDump
}
