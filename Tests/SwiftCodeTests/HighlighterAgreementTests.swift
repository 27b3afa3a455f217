import Foundation
import SwiftCode
import SwiftIDEUtils
import SwiftSyntax
import Testing

/// `SyntaxHighlighter` classifies the parsed tree's tokens itself; these
/// tests hold it to SwiftIDEUtils' classification, which it replaced for
/// speed: the same runs, byte for byte and colour for colour.
@Suite struct HighlighterAgreementTests {
    /// How pages were highlighted through SwiftIDEUtils, kept as the reference.
    static func reference(_ source: SwiftSource) -> [HighlightedRun] {
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
        for classified in source.syntax.classifications {
            let start = classified.range.lowerBound.utf8Offset
            let end = min(classified.range.upperBound.utf8Offset, bytes.count)
            append(cursor, start, nil)
            append(start, end, kind(of: classified.kind, text: bytes[start..<end]))
            cursor = max(cursor, end)
        }
        append(cursor, bytes.count, nil)
        return runs
    }

    private static func kind(of classification: SyntaxClassification, text: ArraySlice<UInt8>) -> HighlightKind? {
        switch classification {
        case .keyword, .ifConfigDirective: .keyword
        case .type: .type
        case .identifier: text.first.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } == true ? .type : nil
        case .stringLiteral, .regexLiteral: .string
        case .integerLiteral, .floatLiteral: .number
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: .comment
        case .attribute: .attribute
        default: nil
        }
    }

    /// Every place SwiftIDEUtils classifies by context, and every kind of token.
    static let corners = [
        """
        #!/usr/bin/env swift
        @available(iOS 17.0, macOS 14, *)
        @MainActor @objc(fooBar:) @Environment(\\.colorScheme) var scheme
        @Foo.Bar<Int> struct X: View {
            private(set) var a: Array<Int> = [1, 2.5, 0x1F]
            func f(Label x: Int, _ y: Swift.String) -> some View { Color(Red: 1, green: $0, blue: <#value#>) }
            let s = "a \\(b + C) d", r = #"raw \\#(x)"#, m = \"\"\"
            multi \\(y)
            \"\"\"
            let re = /a+b/, re2 = #/x/#
            let c: Character = "x"
        }
        #if os(iOS) && DEBUG || canImport(UIKit, _version: 2)
        let q = 1
        #elseif compiler(>=5.9)
        #else
        #endif
        if #available(iOS 17, *) {} else if #unavailable(iOS 16) {}
        #sourceLocation(file: "a.swift", line: 1)
        #sourceLocation()
        infix operator <=>: ComparisonPrecedence
        precedencegroup MyPrecedence { associativity: left higherThan: AdditionPrecedence lowerThan: MultiplicationPrecedence assignment: true }
        /// doc
        /** block doc */ /* block */ // line
        let `Type` = Foo.self; let u = §x; #warning("w"); let k = #colorLiteral(red: 1)
        nonisolated(unsafe) let z = x as? Y; some Equatable; any P
        enum E { case a(Label x: Int, Other: String), B }
        typealias T = [String: Int]?
        extension Int { static func + (a: Int, b: Int) -> Int { a } }
        let ø = 1; let Émile = Éa
        #Preview { Text("x") }
        @ViewBuilder var body: some View { EmptyView() }
        """,
        """
        let f = { (Label x: Int, y) in x }; let g = { Label, y in x }
        subscript(Label i: Int) -> Int { 0 }
        let t = (Label: 1, b: 2); let tt: (Label: Int, b: Int) = t
        let sel = #selector(foo(Label:bar:)); let ref = foo(Label:bar:)
        switch v { case .a(Label: let x): break; case let .b(Name): break }
        Outer: for i in 0..<3 { continue Outer }
        @available(*, deprecated, renamed: "x", message: "m") func h() {}
        @available(iOS, introduced: 15, obsoleted: 16) func i() {}
        @backDeployed(before: iOS 17) func j() {}
        @Attr(Label: 1, Name) func k() {}
        #Macro(Label: 1)
        let kp = \\Foo.Bar.baz
        func m<T: Equatable>(x: T) where T: Hashable {}
        init(Label x: Int) {}
        func n(_ Label: Int, x Y: Int) {}
        x.foo(Label: 1) { Trailing in } Named: { }
        let d = [Key: Value](); let o = Optional<Int>.none; let p = Foo<Bar>.Baz.init(x: 1)
        protocol P { associatedtype A: Q }
        actor Act {}; macro M() = #externalMacro(module: "A", type: "B")
        let w = x!.y?.Z; class C: NSObject, @unchecked Sendable {}
        func q() async throws(MyError) -> Int { try await r() }
        let s = "a\\(b, Label: c)"; let u = .init(Label: 1); _ = Foo(Bar(Baz: 1)); let v = x is Y.Type
        @Foo /* inside */ .Bar // after
        var body: some View { Text("a").font(.Title) }
        Swift::print(1)
        """,
        // Broken code: SwiftParser recovers, with unexpected and missing tokens.
        "struct X: View { var body: some View { Text(\"a\" } @ func ) let = \"unterminated\nlet a = ¶ 1 /* open",
        "@",
        "",
    ]

    @Test func agreesOnEveryCorner() {
        for text in Self.corners {
            Self.expectAgreement(SwiftSource(text: text), name: text.prefix(40).debugDescription)
        }
    }

    /// Records the first run that differs, if any; whether they agree.
    @discardableResult
    static func expectAgreement(_ source: SwiftSource, name: String) -> Bool {
        let runs = SyntaxHighlighter.highlight(source)
        let expected = reference(source)
        guard runs != expected else { return true }
        let first = zip(runs, expected).first { $0 != $1 }
        Issue.record("\(name): \(first.map { "\($0.0) where SwiftIDEUtils gives \($0.1)" } ?? "\(runs.count) runs where SwiftIDEUtils gives \(expected.count)")")
        return false
    }

    /// The seeds, the corpus and the foreign guides (every Swift code
    /// block), and this repository's own Swift sources.
    @Test func agreesOnEveryGuideAndSourceFile() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let shared = repository.deletingLastPathComponent().appendingPathComponent("shared")
        var texts: [(String, String)] = []
        for folder in [repository.appendingPathComponent("site/designs"), shared.appendingPathComponent("corpus"),
                       shared.appendingPathComponent("foreign"), repository.appendingPathComponent("Tests/Fixtures")] {
            for path in Self.files(under: folder, ending: ".md") {
                let guide = String(decoding: try Data(contentsOf: path), as: UTF8.self)
                for (index, block) in Self.swiftBlocks(in: guide).enumerated() { texts.append(("\(path.lastPathComponent) block \(index + 1)", block)) }
            }
        }
        for path in Self.files(under: repository.appendingPathComponent("Sources"), ending: ".swift") {
            texts.append((path.lastPathComponent, String(decoding: try Data(contentsOf: path), as: UTF8.self)))
        }
        try #require(texts.count > 1000)
        for (name, text) in texts {
            Self.expectAgreement(SwiftSource(text: text), name: name)
        }
    }

    static func files(under folder: URL, ending suffix: String) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(suffix) }.sorted { $0.path < $1.path }
    }

    /// Fenced blocks marked `swift`, read simply: enough to gather Swift text.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        var fence = ""
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if var lines = current {
                if trimmed.hasPrefix(fence) && trimmed.allSatisfy({ $0 == fence.first || $0 == " " }) {
                    blocks.append(lines.joined(separator: "\n"))
                    current = nil
                } else {
                    lines.append(line)
                    current = lines
                }
            } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                let marker = trimmed.prefix { $0 == "`" || $0 == "~" }
                if trimmed.dropFirst(marker.count).lowercased().hasPrefix("swift") {
                    fence = String(marker)
                    current = []
                }
            }
        }
        return blocks
    }
}

/// `trimmedText` reads what `trimmedDescription` builds a tree for.
@Suite struct TrimmedTextTests {
    @Test func equalsTrimmedDescriptionForEveryNode() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var texts = HighlighterAgreementTests.corners
        let shared = repository.deletingLastPathComponent().appendingPathComponent("shared")
        for folder in [repository.appendingPathComponent("site/designs"), repository.appendingPathComponent("Tests/Fixtures"),
                       shared.appendingPathComponent("corpus"), shared.appendingPathComponent("foreign")] {
            for path in HighlighterAgreementTests.files(under: folder, ending: ".md") {
                texts += HighlighterAgreementTests.swiftBlocks(in: String(decoding: try Data(contentsOf: path), as: UTF8.self))
            }
        }
        texts += ["let x = ( /* c */ a , b ) // end\n", "  \n\t @State  private var  y : [ String : Int ]? = nil  \n", "func f(a: Int = 1,) -> some View {"]
        final class Checker: SyntaxAnyVisitor {
            var checked = 0
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                #expect(node.trimmedText == node.trimmedDescription, "\(node.kind): \(node.description.debugDescription)")
                checked += 1
                return .visitChildren
            }
        }
        var checked = 0
        for text in texts {
            let checker = Checker(viewMode: .all)
            checker.walk(SwiftSource(text: text).syntax)
            checked += checker.checked
        }
        #expect(checked > 10_000)
    }
}
