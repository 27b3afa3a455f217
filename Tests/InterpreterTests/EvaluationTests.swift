import DesignModel
import Interpreter
import Testing

/// The evaluator, through the smallest guide that exercises each feature:
/// a Color extension whose token is computed by the expression under test.
@Suite struct EvaluationTests {
    @Test func arithmeticFollowsSwiftPrecedenceAndIntegerDivision() {
        #expect(number("(1 + 2 * 3) / 10.0") == 0.7)
        #expect(number("Double(7 / 2) / 10") == 0.3)
        #expect(number("7.0 / 2 / 10") == 0.35)
        #expect(number("Double((0x001017 >> 8) & 0xFF) / 255") == 16.0 / 255)
        #expect(number("max(0, min(100, 150)) / 200.0") == 0.5)
        #expect(number("true && !false ? 0.25 : 0.75") == 0.25)
        #expect(number("-(-0.5)") == 0.5)
    }

    @Test func closuresCollectionsAndStrings() {
        #expect(number("Double([1, 2, 3, 4].reduce(0) { $0 + $1 }) / 20") == 0.5)
        #expect(number("Double([3, 1, 2].map { $0 * 2 }.sorted().first!) / 4") == 0.5)
        #expect(number("Double((0..<4).filter { $0 % 2 == 0 }.count) / 4") == 0.5)
        #expect(number("Double(String(format: \"%.1f\", 0.25).count) / 10") == 0.3)
        #expect(number("Double(\"a\\(1 + 1)b\".count) / 10") == 0.3)
        #expect(number("Double(\"abc\".uppercased() == \"ABC\" ? 1 : 0)") == 1)
        #expect(number("Double(Array(\"xyz\".enumerated()).last!.offset) / 4") == 0.5)
    }

    @Test func swiftSemanticsTheCorpusRelyOn() {
        // Raw values count on from the last explicit one.
        #expect(number("Double(Level.mid.rawValue) / 4", helpers: "enum Level: Int { case low = 1, mid, high }") == 0.5)
        // min(by:) / max(by:) use their closure.
        #expect(number("Double([(1, 3), (2, 1)].max(by: { $0.1 < $1.1 })!.0) / 2") == 0.5)
        // split on a multi-character separator.
        #expect(number("Double(\"a, b, c\".split(separator: \", \").count) / 6") == 0.5)
        // Partial ranges and numeric implicit members.
        #expect(number("(5...).contains(7) && (..<3).contains(2) ? 0.5 : 0") == 0.5)
        #expect(number("Double.pi / .pi / 2") == 0.5)
        #expect(number("cap / 200", helpers: "let cap: Double = .infinity < 0 ? 0 : 100") == 0.5)
        // Optional.map on a value that is there.
        #expect(number("Double(7.map { $0 + 1 }) / 16") == 0.5)
    }

    @Test func guideFunctionsEnumsSwitchAndDefaults() {
        let helpers = """
            enum Level {
                case low, high
                var amount: Double {
                    switch self {
                    case .low: return 0.25
                    case .high: 0.75
                    }
                }
            }
            func scaled(_ value: Double, by factor: Double = 2) -> Double {
                guard value > 0 else { return 0 }
                var result = value
                for _ in 0..<1 { result *= factor }
                return result
            }
            """
        #expect(number("Level.high.amount", helpers: helpers) == 0.75)
        #expect(number("scaled(0.2)", helpers: helpers) == 0.4)
        #expect(number("scaled(0.1, by: 3)", helpers: helpers)! - 0.3 < 1e-12)
        #expect(number("scaled(-1)", helpers: helpers) == 0)
    }

    @Test func structsWithMemberwiseInitializersAndComputedProperties() {
        let helpers = """
            struct Segment {
                let minutes: Int
                var weight: Double = 1
                var share: Double { Double(minutes) / 100 * weight }
            }
            """
        #expect(number("Segment(minutes: 40).share", helpers: helpers) == 0.4)
        #expect(number("Segment(minutes: 40, weight: 0.5).share", helpers: helpers) == 0.2)
    }

    @Test func errorsNameTheProblemAndTheLine() {
        let extraction = extractTokens(fromSwift: """
            extension Color {
                static let ok = Color.white
                static let broken = Color(red: 1, green: undefinedThing, blue: 0)
            }
            """, file: "guide.md")
        #expect(extraction.color("ok")?.value == .white)
        #expect(extraction.color("broken")?.value == nil)
        #expect(extraction.color("broken")?.problem == "cannot find 'undefinedThing' in scope")
        #expect(extraction.diagnostics.map(\.description) == [
            "guide.md:3:46: warning: colour token 'broken' is unresolved: cannot find 'undefinedThing' in scope",
        ])
    }

    @Test func endlessLoopsStopWithADiagnostic() {
        let extraction = extractTokens(fromSwift: """
            extension Color {
                static var spin: Color {
                    var i = 0
                    while true { i += 1 }
                    return .white
                }
            }
            """)
        #expect(extraction.color("spin")?.value == nil)
        #expect(extraction.color("spin")?.problem?.contains("did not finish") == true)
    }
}
