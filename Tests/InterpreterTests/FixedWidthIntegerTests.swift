import Interpreter
import SwiftCode
import SwiftSemantics
import Testing

/// Fixed-width integers and `Float` as Swift has them: each value keeps its
/// type, wraps with the `&` operators, and where Swift traps the guide's
/// program stops with an error, never sitegen.
@Suite struct FixedWidthIntegerTests {
    private func printed(_ body: String) -> String { printedByMain(body, importing: "Foundation") }

    /// The error a program stops with (nil if it runs to the end).
    private func failure(_ body: String) -> String? {
        let text = "func main() {\n\(body)\n}"
        return Interpreter(table: DeclarationTable(sources: [SwiftSource(text: text, file: "program.swift")])).run(entryPoint: "main").failure?.message
    }

    @Test func valuesWrapWithinTheirWidth() {
        #expect(printed("""
            var counter: UInt8 = 254
            counter = counter &+ 3
            let big: UInt64 = 0xcbf29ce484222325
            print(counter, big &* 0x100000001b3, Int8.min &- 1, UInt32.max &+ 2, type(of: counter))
            print(UInt8(1) << -3, Int.max &<< 65, Int8(-128) >> 3, 1 << 1000, ~UInt8(5), UInt16(0x1234).byteSwapped)
            print(Int8.max.addingReportingOverflow(1), UInt8(5).dividedReportingOverflow(by: 0))
            """) == "1 12638153115695167455 127 1 UInt8\n0 -2 -16 0 250 13330\n(partialValue: -128, overflow: true) (partialValue: 5, overflow: true)\n")
    }

    @Test func whatSwiftTrapsOnIsAnErrorOfTheProgram() {
        let traps = [
            "let a: UInt8 = 250\nprint(a + 10)": "does not fit in UInt8",
            "let a = Int.max\nprint(a + 1)": "does not fit in Int",
            "let m: Int8 = -1\nprint(Int8.min / m)": "does not fit in Int8",
            "let m = -1\nprint(Int.min % m)": "does not fit in Int",
            "let z: UInt32 = 0\nprint(UInt32(7) / z)": "division by zero",
            "let n = 300\nprint(UInt8(n))": "does not fit in UInt8",
            "let x: UInt8 = 256": "overflows",
            "print(-Int8.min)": "does not fit in Int8",
            "print(abs(Int16.min))": "does not fit in Int16",
            "let d = 1e30\nprint(Int32(d))": "out of range",
            "let a: UInt = 0\nprint(a - 1)": "does not fit in UInt",
        ]
        for (body, message) in traps {
            #expect(failure(body)?.contains(message) == true, "\(body)")
        }
    }

    @Test func floatIsComputedAndPrintedInThirtyTwoBits() {
        #expect(printed("""
            let f: Float = 0.1
            print(f, Double(f), Float(1) / 3, Float.pi, Float(16777216) + 1, f + 0.2 == 0.3, type(of: f))
            print(String(format: "%x %d %lx", Int32(-1), Int.max, UInt64.max))
            """) == "0.1 0.10000000149011612 0.33333334 3.1415925 16777216.0 true Float\nffffffff -1 ffffffffffffffff\n")
    }
}
