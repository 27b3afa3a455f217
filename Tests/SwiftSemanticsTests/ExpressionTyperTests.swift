import SwiftCode
import SwiftSemantics
import SwiftSyntax
import Testing

/// The semantic stage types expressions as Swift's type checker does for
/// the code guides write. Each test types a small program and asks for the
/// type of a marked expression: the argument of `probe(...)`.
@Suite struct ExpressionTyperTests {
    /// The static type of each `probe(x)` call's argument, in source order.
    private func probes(_ code: String) -> [String] {
        let source = SwiftSource(text: code + "\nfunc probe<T>(_ value: T) {}\n", file: "test.swift")
        let table = DeclarationTable(sources: [source])
        let annotations = ExpressionTyper.annotate(table)
        return ProbeFinder.arguments(in: source.syntax).map { annotations.type(of: $0)?.description ?? "unknown" }
    }

    @Test func literalsTakeTheTypeTheirContextAsks() {
        #expect(probes("""
            import Foundation
            func f() {
                let k: CGFloat = 1 / 30
                probe(k)
                let n = 7 / 2
                probe(n)
                let xs: [Double] = [1, 2]
                probe(xs)
                let mixed = [1, 2.5]
                probe(mixed)
                let half: Double = true ? 1 : 0
                probe(half)
            }
            """) == ["CGFloat", "Int", "Array<Double>", "Array<Double>", "Double"])
    }

    @Test func optionalsComeFromWhereSwiftMakesThem() {
        #expect(probes("""
            enum E: Error { case bad }
            func parse(_ s: String) throws -> Int { 1 }
            func f(names: [String: Int], list: [String]) {
                probe(try? parse("1"))
                probe(names["a"])
                probe(names["a", default: 0])
                probe(list.first)
                probe(Int("42"))
                probe(list.first ?? "none")
            }
            """) == ["Optional<Int>", "Optional<Int>", "Int", "Optional<String>", "Optional<Int>", "String"])
    }

    @Test func overloadsAreChosenByArgumentTypes() {
        let code = """
            struct Brand { static let title = Brand() }
            func style(_ value: Int) -> Int { value }
            func style(_ value: String) -> String { value }
            func style(_ value: Brand) -> Bool { true }
            func f() {
                probe(style(1))
                probe(style("a"))
                probe(style(.title))
            }
            """
        #expect(probes(code) == ["Int", "String", "Bool"])
    }

    @Test func implicitMembersResolveAgainstTheExpectedType() {
        let code = """
            enum LoadState { case idle, loading, done(Int) }
            struct Model {
                var state: LoadState = .idle
                mutating func f() {
                    state = .loading
                    probe(state == .done(3))
                    probe(state)
                }
            }
            """
        #expect(probes(code) == ["Bool", "LoadState"])
    }

    @Test func genericFunctionsReturnWhatTheirArgumentsBind() {
        #expect(probes("""
            func identity<T>(_ value: T) -> T { value }
            func pair<A, B>(_ a: A, _ b: B) -> (A, B) { (a, b) }
            func f() {
                probe(identity(3))
                probe(pair("a", 2.5))
                probe([1, 2].map { Double($0) })
            }
            """) == ["Int", "(String, Double)", "Array<Double>"])
    }

    @Test func typingIsBoundedOnHostileCode() {
        // A very deep expression stops typing without harm.
        let deep = String(repeating: "(", count: 400) + "1" + String(repeating: ")", count: 400)
        let source = SwiftSource(text: "let x = \(deep)", file: "test.swift")
        let annotations = ExpressionTyper.annotate(DeclarationTable(sources: [source]))
        #expect(!annotations.isComplete)
    }
}

/// The argument expressions of `probe(...)` calls.
private final class ProbeFinder: SyntaxVisitor {
    var found: [ExprSyntax] = []

    static func arguments(in tree: some SyntaxProtocol) -> [ExprSyntax] {
        let finder = ProbeFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "probe", let argument = node.arguments.first {
            found.append(argument.expression)
        }
        return .visitChildren
    }
}
