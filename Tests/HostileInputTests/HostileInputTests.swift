import Foundation
import Testing

/// No input can crash or hang a build. Each fixture in `Fixtures/` is built
/// by the real `sitegen` executable, in its own process, beside a good guide
/// (WHOOP). The build must end normally with the documented status within
/// the time and memory limits, say what was wrong with the hostile guide as
/// `path:line:col: warning|error: message`, still write the good guide's
/// page (and the hostile one's, when it could be read), write nothing
/// outside the output folder, and let no live markup through.
@Suite("Hostile inputs")
struct HostileInputTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let goodGuide = repository.appendingPathComponent("site/designs/whoop.md")
    static let environment = ProcessInfo.processInfo.environment
    /// A hang is a build that does not end by itself: sitegen stops a guide
    /// after its own per-guide limit (120 s), so the test waits past that,
    /// and a debug build on a loaded CI machine is not mistaken for a hang.
    static let timeLimit = environment["HOSTILE_TIMEOUT"].flatMap(Double.init) ?? 150
    static let memoryLimit = 2 << 30
    static let slots = ProcessSlots(environment["HOSTILE_JOBS"].flatMap(Int.init) ?? min(2, ProcessInfo.processInfo.activeProcessorCount))
    static let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-hostile-\(getpid())")

    /// The `sitegen` built beside this test bundle (`swift test` builds every
    /// product), or `$SITEGEN` if set.
    static func sitegen() throws -> String {
        if let path = environment["SITEGEN"] { return path }
        let bundle = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        let path = bundle.deletingLastPathComponent().appendingPathComponent("sitegen").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Missing(description: "no sitegen executable at \(path); run `swift build` first or set SITEGEN")
        }
        return path
    }

    struct Missing: Error, CustomStringConvertible { var description: String }

    @Test("there are at least 40 fixtures, each saying what it tests")
    func fixturesAreDescribed() {
        #expect(Fixture.all.count >= 40, "only \(Fixture.all.count) fixtures in \(Fixture.folder.path)")
        for (file, fixture) in Fixture.loaded {
            if case .failure(let error) = fixture { Issue.record("Fixtures/\(file): \(error)") }
        }
        for fixture in Fixture.all {
            #expect(fixture.summary.count > 10, "\(fixture.file): say what it tests in 'hostile:'")
        }
    }

    @Test("a hostile guide does not crash, hang or leak markup into the build", arguments: Fixture.all)
    func build(_ fixture: Fixture) async throws {
        let executable = try Self.sitegen()
        let folder = Self.scratch.appendingPathComponent(String(fixture.file.dropLast(3)))
        let input = folder.appendingPathComponent("in"), output = folder.appendingPathComponent("out")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        let hostilePath = input.appendingPathComponent(fixture.guideName).path
        try fixture.contents.write(to: URL(fileURLWithPath: hostilePath))
        try FileManager.default.copyItem(at: Self.goodGuide, to: input.appendingPathComponent("whoop.md"))

        await Self.slots.acquire()
        let outcome: ProcessOutcome
        do {
            outcome = try await runBounded(executable, ["build", "--input", input.path, "--output", output.path,
                                                        "--templates", Self.repository.appendingPathComponent("templates").path],
                                           in: folder, seconds: Self.timeLimit, memoryLimit: Self.memoryLimit)
            await Self.slots.release()
        } catch {
            await Self.slots.release()
            throw error
        }

        let problems = Self.check(fixture, outcome, folder: folder, hostilePath: hostilePath)
        if problems.isEmpty {
            try? FileManager.default.removeItem(at: folder)
        } else {
            Issue.record(Comment(rawValue: Self.report(fixture, outcome, problems, folder: folder)))
        }
    }

    static func check(_ fixture: Fixture, _ outcome: ProcessOutcome, folder: URL, hostilePath: String) -> [String] {
        var problems: [String] = []
        if outcome.peakBytes > memoryLimit {
            problems.append("peak memory \(outcome.peakBytes >> 20) MB is over the \(memoryLimit >> 20) MB limit")
        }
        guard case .exited(let status) = outcome.ending else {
            return problems + ["the build did not end normally: \(outcome.ending)"]
        }
        if !fixture.exitCodes.contains(status) {
            problems.append("exit status \(status), expected \(fixture.exitCodes.sorted().map(String.init).joined(separator: " or "))")
        }

        // Diagnostics about the hostile guide, in the compiler form.
        let aboutGuide = outcome.stderr.split(separator: "\n").filter { $0.hasPrefix(hostilePath + ":") }
        let wellFormed = aboutGuide.compactMap { line -> Substring? in
            let rest = line.dropFirst(hostilePath.count + 1)
            return rest.wholeMatch(of: /\d+:\d+: (warning|error): .+/)?.output.1
        }
        if fixture.needsDiagnostic && wellFormed.isEmpty {
            problems.append("no `\(fixture.guideName):line:col: warning|error: message` on stderr"
                + (aboutGuide.isEmpty ? "" : " (printed without line:col: \(aboutGuide[0].dropFirst(hostilePath.count)))"))
        }
        if (fixture.needsError || status == 1) && !wellFormed.contains("error") {
            problems.append("no `\(fixture.guideName):line:col: error: ...` though \(status == 1 ? "the build failed" : "an error is expected")")
        }
        let goodPath = folder.appendingPathComponent("in/whoop.md").path
        if let line = outcome.stderr.split(separator: "\n").first(where: { $0.hasPrefix(goodPath + ":") && $0.contains(": error: ") }) {
            problems.append("the good guide got an error: \(line)")
        }

        // Pages: the good guide's always, the hostile guide's whenever it was read.
        let output = folder.appendingPathComponent("out")
        if (try? Data(contentsOf: output.appendingPathComponent("whoop/index.html")))?.isEmpty ?? true {
            problems.append("the good guide's page whoop/index.html was not written")
        }
        let report = (try? Data(contentsOf: output.appendingPathComponent("build-report.json")))
            .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
        let guides = report?["guides"] as? [[String: Any]] ?? []
        if let slug = guides.first(where: { $0["source"] as? String == hostilePath })?["slug"] as? String {
            if (try? Data(contentsOf: output.appendingPathComponent("\(slug)/index.html")))?.isEmpty ?? true {
                problems.append("the hostile guide is in build-report.json but \(slug)/index.html was not written")
            }
        } else if status == 0 {
            problems.append("the build succeeded but the hostile guide is not in build-report.json (its page was lost)")
        }

        // Nothing written outside out/ but the build cache beside it (for out/ alone), nothing put into in/.
        let entries = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        let stray = entries.subtracting(["in", "out", "stdout.txt", "stderr.txt", ".sitegen-cache"])
        if !stray.isEmpty { problems.append("files written outside the output folder: \(stray.sorted())") }
        let caches = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(".sitegen-cache").path)) ?? []
        if !Set(caches).isSubset(of: ["out"]) { problems.append("a build cache for another folder than out/: \(caches.sorted())") }
        let inputs = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("in").path)) ?? [])
        if inputs != [fixture.guideName, "whoop.md"] { problems.append("the input folder changed: \(inputs.sorted())") }
        let known = Set(Fixture.all.map { String($0.file.dropLast(3)) })
        let strayAbove = Set((try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []).subtracting(known)
        if !strayAbove.isEmpty { problems.append("files written above the case folder: \(strayAbove.sorted())") }

        // Only the documented layout (README, "What is written"): a name from
        // the guide must not become a folder.
        let files = (FileManager.default.enumerator(atPath: output.path)?.compactMap { $0 as? String } ?? []).filter { file in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: output.appendingPathComponent(file).path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        let layout = /index\.html|components\.html|coverage\.html|symbols\.html|build-report\.json|assets\/.+|licenses\/[a-z0-9-]+\.txt|[a-z0-9-]+\/(index\.html|tokens\.json|tokens\.css|components\/[^\/]+\.svg)/
        let outside = files.filter { $0.wholeMatch(of: layout) == nil }
        if !outside.isEmpty { problems.append("written outside the documented layout: \(outside.sorted().prefix(4))") }

        // No live markup in any page or picture.
        for file in files.sorted() where file.hasSuffix(".html") || file.hasSuffix(".svg") {
            let text = String(decoding: (try? Data(contentsOf: output.appendingPathComponent(file))) ?? Data(), as: UTF8.self)
            for problem in MarkupCheck.problems(in: text).prefix(3) {
                problems.append("live markup in \(file): \(problem.prefix(160))")
            }
        }
        return problems
    }

    static func report(_ fixture: Fixture, _ outcome: ProcessOutcome, _ problems: [String], folder: URL) -> String {
        var expected = "exit " + fixture.exitCodes.sorted().map(String.init).joined(separator: " or ")
        if fixture.needsError { expected += ", an error naming the guide" } else if fixture.needsDiagnostic { expected += ", a diagnostic naming the guide" }
        return """
        Fixtures/\(fixture.file) (built as '\(fixture.guideName)'): \(fixture.summary)
          expected: \(expected)
          got: \(outcome.ending) after \(String(format: "%.1f", outcome.seconds)) s, peak \(outcome.peakBytes >> 20) MB
        \(problems.map { "  - \($0)" }.joined(separator: "\n"))
          stderr:
        \(excerpt(outcome.stderr).map { "    \($0)" }.joined(separator: "\n"))
          kept for a look: \(folder.path)
        """
    }

    /// The crash message and the top of the crashed thread's stack when
    /// there was a crash, else the first lines.
    static func excerpt(_ stderr: String) -> [String] {
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.prefix(220)) }
        if let crashed = lines.firstIndex(where: { $0.hasPrefix("Thread ") && $0.hasSuffix(" crashed:") }) {
            let fatal = lines.filter { $0.contains("Fatal error") || $0.hasPrefix("*** Program crashed") }
            return Array(Set(fatal)).sorted() + lines[crashed..<min(lines.count, crashed + 12)].filter { !$0.isEmpty }
        }
        return Array(lines.prefix(12)) + (lines.count > 12 ? ["... (\(lines.count - 12) more lines)"] : [])
    }
}
