import Foundation
import Testing

/// The interpreter agrees with the Swift compiler: every case gives the
/// compiler's recorded output, except those `known-failures.txt` lists
/// (each of which must still fail, so the list cannot go stale).
@Suite struct ConformanceTests {
    static let knownFailures = Conformance.knownFailures()
    static let reporting = ["CONFORMANCE_SUMMARY", "CONFORMANCE_ONLY", "CONFORMANCE_RECORD_FAILURES"].contains {
        ProcessInfo.processInfo.environment[$0] != nil
    }

    @Test(arguments: Conformance.languageCases())
    func languageProbe(_ testCase: ConformanceCase) {
        check(testCase)
    }

    @Test(arguments: Conformance.programCases())
    func program(_ testCase: ConformanceCase) {
        check(testCase)
    }

    private func check(_ testCase: ConformanceCase) {
        let outcome = Conformance.run(testCase)
        if Self.knownFailures.contains(testCase.id) {
            #expect(!outcome.passed, "\(testCase.id) passes now: remove it from known-failures.txt")
            return
        }
        #expect(outcome.failure == nil, "\(testCase.id): \(outcome.failure ?? "")")
        #expect(outcome.actual == testCase.expected || outcome.passed, """
            \(testCase.id) prints what swiftc does not:
            --- swiftc
            \(testCase.expected)
            --- sitegen
            \(outcome.actual)
            """)
    }

    /// Runs one Swift file's `main()` and prints what it printed, for
    /// working on the interpreter: `SCRATCH_PROGRAM=path swift test --filter scratch`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["SCRATCH_PROGRAM"] != nil))
    func scratch() throws {
        let path = try #require(ProcessInfo.processInfo.environment["SCRATCH_PROGRAM"])
        let outcome = Conformance.run(ConformanceCase(id: "scratch", group: "scratch", expected: "", path: path))
        print(outcome.actual + (outcome.failure.map { "error: \($0)\n" } ?? ""))
    }

    /// Both sets are there: a suite that found nothing to run would pass.
    @Test func casesAreFound() {
        #expect(Conformance.languageCases().count >= 149)
        #expect(Conformance.programCases().count >= 300)
    }

    /// The table by chapter and area the closing notes quote
    /// (`swift test --filter ConformanceTests.summary`). With
    /// `CONFORMANCE_ONLY=<part of an id>`, only those cases, and what each
    /// failing one printed beside what swiftc did. With
    /// `CONFORMANCE_RECORD_FAILURES=1`, `known-failures.txt` is rewritten
    /// with the cases that fail now (record mode, as for snapshots).
    @Test(.enabled(if: Self.reporting, "a report, run on request: CONFORMANCE_SUMMARY=1, CONFORMANCE_ONLY or CONFORMANCE_RECORD_FAILURES"))
    func summary() throws {
        var rows: [String: (passed: Int, total: Int)] = [:]
        var failing: [String] = []
        let only = ProcessInfo.processInfo.environment["CONFORMANCE_ONLY"].flatMap { $0.isEmpty ? nil : $0 }
        for testCase in Conformance.languageCases() + Conformance.programCases() {
            if let only, !testCase.id.contains(only) { continue }
            let key = "\(testCase.id.hasPrefix("language/") ? "language" : "programs") \(testCase.group)"
            let outcome = Conformance.run(testCase)
            let passed = outcome.passed
            if !passed { failing.append(testCase.id) }
            if only != nil, !passed {
                print("✗ \(testCase.id)\(outcome.failure.map { "\n  error: \($0)" } ?? "")")
                print("  --- swiftc\n\(testCase.expected)  --- sitegen\n\(outcome.actual)")
            }
            rows[key, default: (0, 0)].total += 1
            if passed { rows[key, default: (0, 0)].passed += 1 }
        }
        for set in ["language", "programs"] {
            let mine = rows.filter { $0.key.hasPrefix(set + " ") }
            let passed = mine.values.map(\.passed).reduce(0, +), total = mine.values.map(\.total).reduce(0, +)
            print("\(set): \(passed)/\(total) (\(total == 0 ? 0 : passed * 1000 / total / 10).\(total == 0 ? 0 : passed * 1000 / total % 10) %)")
            for (key, row) in mine.sorted(by: { $0.key < $1.key }) {
                print("  \(key.dropFirst(set.count + 1)): \(row.passed)/\(row.total)")
            }
        }
        if ProcessInfo.processInfo.environment["CONFORMANCE_RECORD_FAILURES"] != nil, only == nil {
            let header = "# Cases the interpreter does not yet agree with swiftc on (ConformanceTests); one id per line.\n"
            try (header + failing.sorted().map { $0 + "\n" }.joined()).write(to: ConformancePaths.knownFailures, atomically: true, encoding: .utf8)
        }
    }
}
