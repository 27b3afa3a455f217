import Testing

/// A guide's own `@resultBuilder`: its methods are called in the order
/// swiftc calls them (the expected output is swiftc's).
@Suite struct ResultBuilderTests {
    @Test func builderMethodsRunInTheCompilersOrder() {
        let declarations = #"""
            @resultBuilder
            enum Trace {
                static func buildExpression(_ x: Int) -> [Int] { print("e\(x)", terminator: " "); return [x] }
                static func buildExpression(_ s: String) -> [Int] { print("s\(s)", terminator: " "); return [s.count] }
                static func buildBlock(_ parts: [Int]...) -> [Int] { print("b\(parts.count)", terminator: " "); return parts.flatMap { $0 } }
                static func buildOptional(_ p: [Int]?) -> [Int] { print(p == nil ? "o-" : "o+", terminator: " "); return p ?? [] }
                static func buildEither(first p: [Int]) -> [Int] { print("L", terminator: " "); return p }
                static func buildEither(second p: [Int]) -> [Int] { print("R", terminator: " "); return p }
                static func buildArray(_ p: [[Int]]) -> [Int] { print("a\(p.count)", terminator: " "); return p.flatMap { $0 } }
                static func buildFinalResult(_ p: [Int]) -> String { print("f"); return p.map(String.init).joined(separator: ",") }
            }
            @Trace func traced(_ k: Int) -> String {
                0
                if k == 0 { 10 } else if k == 1 { "one" } else { 12 }
                if k > 0 { 20 }
                for i in 0..<k { i }
            }
            @resultBuilder
            enum Sum {
                static func buildPartialBlock(first: Int) -> Int { print("first \(first)"); return first }
                static func buildPartialBlock(accumulated: Int, next: Int) -> Int { print("acc \(accumulated) \(next)"); return accumulated + next }
                static func buildBlock(_ parts: Int...) -> Int { print("block \(parts)"); return parts.reduce(0, +) }
                static func buildEither(first: Int) -> Int { first }
                static func buildEither(second: Int) -> Int { second }
            }
            struct Totals {
                var flag: Bool
                @Sum var total: Int {
                    1
                    if flag { 2; 3 } else { 4 }
                    5
                }
            }
            """#
        let printed = printedByMain("""
            print(traced(0))
            print(traced(1))
            print(traced(2))
            print(Totals(flag: true).total)
            print(Totals(flag: false).total)
            """, importing: "Foundation", declarations: declarations)
        // Each branch is its own block, then its `buildEither` injections (three
        // branches: the first two under `first`), then `buildOptional` without
        // an `else`; each loop iteration a block, then `buildArray`.
        #expect(printed == """
            e0 e10 b1 L L o- a0 b4 f
            0,10
            e0 sone b1 R L e20 b1 o+ e0 b1 a1 b4 f
            0,3,20,0
            e0 e12 b1 R e20 b1 o+ e0 b1 e1 b1 a2 b4 f
            0,12,20,0,1
            first 2
            acc 2 3
            first 1
            acc 1 5
            acc 6 5
            11
            first 4
            first 1
            acc 1 4
            acc 5 5
            10

            """, "a block's parts are folded by buildPartialBlock after its statements ran, not buildBlock")
    }

    @Test func aRequirementsBuilderIsInferredAndAReturnTurnsItOff() {
        let printed = printedByMain("""
            print(Intro().lines, Plain().lines, Listed().lines)
            """, importing: "Foundation", declarations: """
            @resultBuilder
            struct Lines {
                static func buildBlock(_ parts: String...) -> [String] { parts }
            }
            protocol Section { @Lines var lines: [String] { get } }
            struct Intro: Section { var lines: [String] { "a"; "b" } }
            struct Plain: Section { var lines: [String] { return ["c"] } }
            struct Listed {}
            extension Listed: Section { var lines: [String] { "d" } }
            """)
        #expect(printed == "[\"a\", \"b\"] [\"c\"] [\"d\"]\n")
    }
}
