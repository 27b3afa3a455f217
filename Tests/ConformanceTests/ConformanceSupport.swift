import SwiftSemantics
import DesignModel
import Foundation
import Guards
import Interpreter
import Markdown
import SwiftCode

/// Where the suite's inputs are: our programs beside this file, the
/// language probes in `../shared/language` (read from there, never copied).
enum ConformancePaths {
    static let suite = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let programs = suite.appendingPathComponent("Programs")
    static let knownFailures = suite.appendingPathComponent("known-failures.txt")
    static let repository = suite.deletingLastPathComponent().deletingLastPathComponent()
    static let language = repository.deletingLastPathComponent().appendingPathComponent("shared/language")
}

/// One program of the suite and what the Swift compiler printed for it.
struct ConformanceCase: CustomStringConvertible, Sendable {
    /// `language/<probe id>` or `programs/<Area>/<name>`.
    var id: String
    /// The chapter or area, for the summary table.
    var group: String
    var expected: String
    var path: String
    var component: String?

    var description: String { id }
}

/// What the interpreter made of a case.
struct ConformanceOutcome: Sendable {
    var actual: String
    var failure: String?
    var passed: Bool
}

enum Conformance {
    /// `Programs/<Area>/<name>.swift` with a recorded `<name>.expected`.
    static func programCases() -> [ConformanceCase] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: ConformancePaths.programs, includingPropertiesForKeys: nil) else { return [] }
        var cases: [ConformanceCase] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let expectedURL = url.deletingPathExtension().appendingPathExtension("expected")
            guard let expected = try? String(contentsOf: expectedURL, encoding: .utf8) else { continue }
            let area = url.deletingLastPathComponent().lastPathComponent
            let name = url.deletingPathExtension().lastPathComponent
            cases.append(ConformanceCase(id: "programs/\(area)/\(name)", group: area, expected: expected, path: url.path))
        }
        return cases.sorted { $0.id < $1.id }
    }

    /// The probes of `../shared/language/expected.json`.
    static func languageCases() -> [ConformanceCase] {
        let index = ConformancePaths.language.appendingPathComponent("expected.json")
        guard let data = try? Data(contentsOf: index),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let probes = json["probes"] as? [[String: Any]] else { return [] }
        return probes.compactMap { probe in
            guard let id = probe["id"] as? String, let chapter = probe["chapter"] as? String, let guide = probe["guide"] as? String,
                  let component = probe["component"] as? String, let expected = probe["expected"] as? String else { return nil }
            return ConformanceCase(id: "language/\(id)", group: chapter, expected: expected,
                                   path: ConformancePaths.language.appendingPathComponent(guide).path, component: component)
        }
    }

    /// On a guide's large stack, as a build runs guides.
    static func run(_ testCase: ConformanceCase) -> ConformanceOutcome {
        withLargeStack { testCase.component == nil ? runProgram(testCase) : runProbe(testCase) }
    }

    /// A program's `main()`, compared byte for byte with the compiler's output.
    private static func runProgram(_ testCase: ConformanceCase) -> ConformanceOutcome {
        let text = (try? String(contentsOfFile: testCase.path, encoding: .utf8)) ?? ""
        let table = DeclarationTable(sources: [SwiftSource(text: text, file: testCase.path)])
        let run = Interpreter(table: table).run(entryPoint: "main")
        return ConformanceOutcome(actual: run.output, failure: run.failure?.description, passed: run.failure == nil && run.output == testCase.expected)
    }

    /// A probe is a guide with one component that draws `Text(runProbe())`:
    /// it passes when the text drawn is the compiler's output, runs of
    /// whitespace collapsed (as ../shared/language/README.md says).
    private static func runProbe(_ testCase: ConformanceCase) -> ConformanceOutcome {
        let text = (try? String(contentsOfFile: testCase.path, encoding: .utf8)) ?? ""
        let sources = MarkdownDocument(parsing: text).blocks.compactMap { block -> SwiftSource? in
            guard case .codeBlock(let code) = block.kind, code.language == "swift" else { return nil }
            return SwiftSource(text: code.code, file: testCase.path, firstLine: code.firstCodeLine(blockLine: block.position.line))
        }
        let previewer = ComponentPreviewer(interpreter: Interpreter(table: DeclarationTable(sources: sources)))
        guard let type = previewer.components.first(where: { $0.qualifiedName == testCase.component }) else {
            return ConformanceOutcome(actual: "", failure: "component \(testCase.component ?? "") not found", passed: false)
        }
        let preview = previewer.preview(type, colorScheme: .light)
        let drawn = preview.variants.first.map { texts(in: $0.view).joined(separator: " ") } ?? ""
        let collapse = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let failure = preview.failure?.description
        return ConformanceOutcome(actual: drawn, failure: failure, passed: failure == nil && collapse(drawn) == collapse(testCase.expected))
    }

    private static func texts(in node: ViewNode) -> [String] {
        switch node {
        case .text(let content): [content.string]
        case .modified(let child, _): texts(in: child)
        case .group(let children): children.flatMap(texts(in:))
        case .stack(let stack): stack.children.flatMap(texts(in:))
        default: []
        }
    }

    /// `known-failures.txt`: a case id per line, `#` starts a comment.
    static func knownFailures() -> Set<String> {
        let text = (try? String(contentsOf: ConformancePaths.knownFailures, encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").compactMap { line in
            let id = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?.trimmingCharacters(in: .whitespaces) ?? ""
            return id.isEmpty ? nil : id
        })
    }
}
