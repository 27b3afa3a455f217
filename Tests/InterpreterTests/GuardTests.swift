import SwiftSemantics
import DesignModel
import Guards
import Interpreter
import SwiftCode
import Testing

/// Hostile Swift in a guide ends in a diagnostic for its component, never
/// a trap, a hang or an allocation without bound. Each test is one class of
/// input; the component must fail (or draw) with a message that says why.
@Suite struct GuardTests {
    /// Previews the one `struct V: View` of `code` on a large stack, as a build does.
    private func preview(_ code: String) -> ComponentPreview? {
        withLargeStack {
            let table = DeclarationTable(sources: [SwiftSource(text: code, file: "hostile.md")])
            let previewer = ComponentPreviewer(interpreter: Interpreter(table: table))
            return previewer.components.first.map { previewer.preview($0, colorScheme: .light) }
        }
    }

    private func failure(_ body: String, helpers: String = "") -> String? {
        preview("\(helpers)\nstruct V: View { var body: some View { \(body) } }")?.failure?.message
    }

    private func adjustments(_ body: String) -> [String] {
        preview("struct V: View { var body: some View { \(body) } }")?.issues.filter { $0.kind == .adjusted }.map(\.name) ?? []
    }

    @Test func integerOverflowIsAnEvaluationError() {
        for expression in ["Int.max + 1", "Int.min - 1", "Int.max * 2", "Int.min / -1", "Int.min % -1", "abs(Int.min)", "-Int.min"] {
            let message = failure("Text(\"\\(\(expression))\")")
            #expect(message?.contains("arithmetic overflow") == true, "\(expression): \(message ?? "no failure")")
        }
        // Swift's wrapping operators wrap.
        #expect(failure("Text(\"\\(Int.max &+ 1)\")") == nil)
    }

    @Test func negativeCountsAreRejected() {
        for expression in ["[1, 2].prefix(-1)", "[1, 2].suffix(-1)", "[1, 2].dropFirst(-1)", "[1, 2].dropLast(-1)"] {
            #expect(failure("Text(\"\\(\(expression).count)\")")?.contains("must not be negative") == true, "\(expression)")
        }
        for expression in ["\"ab\".prefix(-1)", "\"ab\".dropFirst(-2)"] {
            #expect(failure("Text(String(\(expression)))")?.contains("must not be negative") == true, "\(expression)")
        }
    }

    @Test func allocationsAreBudgeted() {
        #expect(failure("Text(\"\\(Array(repeating: 1, count: 1 << 40).count)\")")?.contains("more than the \(Limits.collectionCount)") == true)
        #expect(failure("Text(String(repeating: \"x\", count: 1 << 40))")?.contains("characters long") == true)
        #expect(failure("VStack { ForEach(0..<10_000_000) { i in Text(\"\\(i)\") } }")?.contains("10000000 elements") == true)
        #expect(failure("Text(\"\\(Array(stride(from: 0.0, to: 1.0, by: 1e-300)).count)\")")?.contains("stride") == true)
        // Doubling a string in a loop stops at the string budget.
        #expect(failure("var s = \"xx\"; for _ in 0..<64 { s = s + s }; return Text(s)")?.contains("characters long") == true)
        // A component that builds views without end stops at the view budget.
        #expect(failure("var a = AnyView(Text(\"x\")); for _ in 0..<100_000 { a = AnyView(a.padding(1)) }; return a")?
            .contains("more than \(Limits.viewsPerComponent) views") == true)
    }

    @Test func containersNestedInALoopReadTheirSettingsOnABudget() {
        // Each sheet and stack reads what its content sets; nested thousands
        // deep they share one budget instead of each walking all the others.
        // (Checked on the large stack: a tree this deep is also freed there, as in a build.)
        func drawn(_ code: String) -> Bool {
            withLargeStack {
                let table = DeclarationTable(sources: [SwiftSource(text: code, file: "hostile.md")])
                let previewer = ComponentPreviewer(interpreter: Interpreter(table: table))
                guard let preview = previewer.components.first.map({ previewer.preview($0, colorScheme: .light) }) else { return false }
                return preview.failure == nil && !preview.variants.isEmpty
            }
        }
        #expect(drawn("""
        struct V: View { var body: some View {
            var a = AnyView(Text("x").presentationDetents([.medium]))
            for _ in 0..<5_000 { a = AnyView(Text("y").sheet(isPresented: .constant(true)) { a }) }
            return a
        } }
        """))
        #expect(drawn("""
        struct V: View { var body: some View {
            var a = AnyView(Text("x").navigationTitle("Deep"))
            for _ in 0..<5_000 { a = AnyView(NavigationStack { VStack { a } }.navigationTitle("Outer")) }
            return a
        } }
        """))
    }

    @Test func recursionEndsWithADiagnostic() {
        let deep = "nests more than \(Limits.evaluationDepth) levels"
        #expect(preview("struct V: View { var x: Int { x + 1 }\n var body: some View { Text(\"\\(x)\") } }")?.failure?.message.contains(deep) == true)
        #expect(failure("V()")?.contains(deep) == true)
        #expect(failure("Text(\"\\(f(1))\")", helpers: "func f(_ n: Int) -> Int { g(n) + 1 }\nfunc g(_ n: Int) -> Int { f(n) + 1 }")?.contains(deep) == true)
    }

    @Test func printfSpecsCannotReadMissingArguments() {
        #expect(failure("Text(String(format: \"%*d\", 5, 3))")?.contains("unsupported format") == true)
        // A positional spec reads the argument it names, which must be there.
        #expect(failure("Text(String(format: \"%2$d\", 5))")?.contains("too few arguments") == true)
        #expect(failure("Text(String(format: \"%1$d\", 5))") == nil)
        #expect(failure("Text(String(format: \"%100000d\", 5))")?.contains("unsupported format") == true)
        // A huge number prints, clamped, instead of trapping in the conversion to Int.
        #expect(failure("Text(String(format: \"%d\", 1e300))") == nil)
        #expect(failure("Text(String(format: \"%05.1f|%-4d|%x\", 3.14159, 7, 255))") == nil)
    }

    @Test func nonFiniteNumbersAreReplacedAndReported() {
        #expect(adjustments("Rectangle().frame(width: 1e300, height: 10)") == ["`frame width` is 1e+300, outside ±1000000 pt; 1000000 pt is used"])
        #expect(adjustments("Text(\"x\").font(.system(size: .infinity))") == ["`font size` is infinity, outside 1...1000 pt; 1000 pt is used"])
        #expect(adjustments("Circle().trim(from: .nan, to: 1)") == ["`trim from` is not a number (NaN); 0 is used"])
        #expect(adjustments("Color(red: 0.0 / 0.0, green: 0, blue: 0)") == ["`red` is not a number (NaN); 0 is used"])
        #expect(adjustments("Text(\"x\").offset(x: -.infinity)").count == 1)
        // Values SwiftUI clamps itself are clamped without a word.
        #expect(adjustments("Circle().trim(from: 0.5, to: 1e300).opacity(2)").isEmpty)
    }

    @Test func arcsWithHugeAnglesFinish() {
        let preview = self.preview("""
            struct S: Shape {
                func path(in rect: CGRect) -> Path {
                    var p = Path()
                    p.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(1e300), clockwise: true)
                    p.addArc(center: .zero, radius: 10, startAngle: .degrees(-1e300), endAngle: .zero, clockwise: false)
                    return p
                }
            }
            struct V: View { var body: some View { S() } }
            """)
        #expect(preview?.failure == nil)
        #expect(preview?.variants.count == 1)
    }
}
