import Foundation
import Testing
@testable import Site

/// The real `sitegen` executable (built beside this test bundle by `swift
/// test`), with faults injected into its workers: a crash, a hang or a
/// runaway allocation costs one guide, and everything else is exactly what
/// an in-process build writes.
@Suite(.serialized) struct WorkerIsolationTests {
    /// Three seed guides; whoop.md has the RecoveryRing component the traps aim at.
    static let guides = ["strong.md", "whatsapp.md", "whoop.md"]

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var executable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("sitegen")
    }

    static func sitegen(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "swift test builds sitegen at \(executable.path)")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("SITEGEN_") }.merging(environment) { $1 }
        // Files, not pipes: nothing to drain while it runs.
        let folder = TestPaths.temporaryFolder("sitegen-run")
        defer { try? FileManager.default.removeItem(at: folder) }
        let stdout = folder.appendingPathComponent("stdout"), stderr = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: PageText.read(stdout.path), stderr: PageText.read(stderr.path))
    }

    /// A folder with the test's guides, and the site an in-process build makes of them.
    struct Fixture {
        let folder: URL
        var guides: URL { folder.appendingPathComponent("guides") }
        var inProcess: URL { folder.appendingPathComponent("in-process") }

        init(_ name: String = #function, guides: [String] = WorkerIsolationTests.guides) throws {
            folder = TestPaths.temporaryFolder(name)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("guides"), withIntermediateDirectories: true)
            for guide in guides {
                try FileManager.default.copyItem(atPath: "\(TestPaths.seeds)/\(guide)", toPath: folder.appendingPathComponent("guides/\(guide)").path)
            }
            let result = SiteBuilder.build(BuildOptions(inputs: [self.guides.path], output: inProcess.path, templates: TestPaths.templates))
            #expect(result.exitCode == 0)
        }

        func build(into name: String, environment: [String: String] = [:]) throws -> (Run, URL) {
            let output = folder.appendingPathComponent(name)
            let run = try WorkerIsolationTests.sitegen(["--input", guides.path, "--output", output.path, "--templates", TestPaths.templates],
                                                       environment: environment)
            return (run, output)
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    static func files(under folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            var isDirectory: ObjCBool = false
            let full = folder.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = FileManager.default.contents(atPath: full)
            }
        }
        return files
    }

    /// Every file of the in-process site that is not the failed guide's,
    /// the index's, the report's, the components, coverage and symbols pages'
    /// (which show or count its components), the search index (its tokens) or the fonts
    /// (subset to every page's characters) is in the worker site with the
    /// same bytes.
    static func expectEverythingElseIdentical(_ site: URL, _ reference: URL, except slug: String) throws {
        let built = try files(under: site), expected = try files(under: reference)
        let siteWide = ["index.html", "build-report.json", "components.html", "coverage.html", "symbols.html", "assets/search-index.js"]
        let shared = expected.keys.filter { !$0.hasPrefix("\(slug)/") && !siteWide.contains($0) && !$0.hasSuffix(".woff2") }
        #expect(shared.count > 20)
        for path in shared.sorted() {
            #expect(built[path] == expected[path], "\(path) is what an in-process build writes")
        }
        #expect(built.keys.filter { $0.hasPrefix("\(slug)/") } == ["\(slug)/index.html"], "the failed guide has its failure page only")
    }

    static func report(_ site: URL) throws -> BuildReport {
        try JSONDecoder().decode(BuildReport.self, from: Data(contentsOf: site.appendingPathComponent("build-report.json")))
    }

    @Test func workerBuildIsByteIdenticalToAnInProcessBuild() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let (run, site) = try fixture.build(into: "workers")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.files(under: site) == (try Self.files(under: fixture.inProcess)))
        let (inProcessRun, _) = try fixture.build(into: "cli-in-process", environment: ["SITEGEN_WORKERS": "0"])
        #expect(run.stderr == inProcessRun.stderr, "the same diagnostics")
        #expect(run.stdout.replacingOccurrences(of: "/workers/", with: "/cli-in-process/") == inProcessRun.stdout)
    }

    @Test func twoParallelBuildsWriteIdenticalBytes() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let results = ResultBox()
        let threads = ["one", "two"].map { name in
            Thread { results.set(name, Result { try fixture.build(into: name) }) }
        }
        threads.forEach { $0.start() }
        let (one, two) = results.waitForTwo()
        let (runOne, siteOne) = try one.get(), (runTwo, siteTwo) = try two.get()
        #expect(runOne.status == 0 && runTwo.status == 0)
        let filesOne = try Self.files(under: siteOne)
        #expect(filesOne.count > 50)
        #expect(filesOne == (try Self.files(under: siteTwo)))
    }

    @Test func aTrapInOneComponentCostsOnlyItsGuide() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let (run, site) = try fixture.build(into: "trap", environment: ["SITEGEN_FAULT_INJECTION": "trap:whoop.md:RecoveryRing"])
        #expect(run.status == 1)
        let whoop = fixture.guides.appendingPathComponent("whoop.md").path
        let expected = "\(whoop):1:1: error: sitegen crashed (signal "
        let line = try #require(run.stderr.split(separator: "\n").first { $0.hasPrefix(expected) }, "\(run.stderr)")
        #expect(line.contains("while drawing component 'RecoveryRing' of whoop.md"))
        #expect(line.contains("Fatal error: fault injected at whoop.md:RecoveryRing"))
        #expect(line.hasSuffix("; the rest of the site was built"))
        #expect(run.stdout.contains("built 3 guides") && run.stdout.contains("(1 error"))

        try Self.expectEverythingElseIdentical(site, fixture.inProcess, except: "whoop")
        let page = PageText.read(site.appendingPathComponent("whoop/index.html").path)
        #expect(page.contains("sitegen could not build this guide"))
        #expect(PageText.visibleText(page).contains("while drawing component 'RecoveryRing' of whoop.md"))
        let index = PageText.read(site.appendingPathComponent("index.html").path)
        #expect(index.contains("href=\"whoop/index.html\"") && index.contains("guide-failed"))

        let report = try Self.report(site), reference = try Self.report(fixture.inProcess)
        #expect(report.guides.map(\.slug) == ["strong", "whatsapp", "whoop"])
        let entry = try #require(report.guides.last)
        #expect(entry.source == whoop && entry.components.isEmpty)
        #expect(entry.diagnostics.map(\.severity) == ["error"])
        #expect(entry.diagnostics.first?.line == 1 && entry.diagnostics.first?.column == 1)
        #expect(entry.diagnostics.first?.message.contains("'RecoveryRing'") == true)
        #expect(Array(report.guides.prefix(2)) == Array(reference.guides.prefix(2)))
    }

    @Test func aTrapAtTheStartOfAGuideNamesTheGuide() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let (run, site) = try fixture.build(into: "trap", environment: ["SITEGEN_FAULT_INJECTION": "trap:strong.md"])
        #expect(run.status == 1)
        let strong = fixture.guides.appendingPathComponent("strong.md").path
        #expect(run.stderr.contains("\(strong):1:1: error: sitegen crashed (signal "), "\(run.stderr)")
        #expect(run.stderr.contains("while parsing strong.md"))
        try Self.expectEverythingElseIdentical(site, fixture.inProcess, except: "strong")
    }

    @Test func aHangIsStoppedAtTheTimeLimit() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let started = ContinuousClock.now
        let (run, site) = try fixture.build(into: "hang", environment: [
            "SITEGEN_FAULT_INJECTION": "hang:whatsapp.md", "SITEGEN_GUIDE_TIME_LIMIT": "6",
        ])
        #expect(ContinuousClock.now - started < .seconds(60), "the hung worker was stopped")
        #expect(run.status == 1)
        let whatsapp = fixture.guides.appendingPathComponent("whatsapp.md").path
        #expect(run.stderr.contains("\(whatsapp):1:1: error: sitegen did not finish within 6 s (stopped while parsing whatsapp.md)"), "\(run.stderr)")
        try Self.expectEverythingElseIdentical(site, fixture.inProcess, except: "whatsapp")
        #expect(try Self.report(site).guides.first { $0.slug == "whatsapp" }?.diagnostics.first?.message.contains("did not finish") == true)
    }

    @Test func aRunawayAllocationHitsTheWorkersMemoryLimit() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let (run, site) = try fixture.build(into: "allocate", environment: [
            "SITEGEN_FAULT_INJECTION": "allocate:whoop.md:RecoveryRing", "SITEGEN_WORKER_MEMORY_LIMIT_MB": "512",
        ])
        #expect(run.status == 1)
        let whoop = fixture.guides.appendingPathComponent("whoop.md").path
        #expect(run.stderr.contains("\(whoop):1:1: error: sitegen crashed (signal "), "\(run.stderr)")
        #expect(run.stderr.contains("a worker may use 512 MiB of memory"))
        try Self.expectEverythingElseIdentical(site, fixture.inProcess, except: "whoop")
    }

    @Test func aWorkerThatExitsCostsOnlyItsGuideAndTheNextWorkerCarriesOn() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        // Two failures in a row on two workers: each is replaced.
        let (run, site) = try fixture.build(into: "exit", environment: [
            "SITEGEN_FAULT_INJECTION": "exit:strong.md,trap:whatsapp.md", "SITEGEN_WORKERS": "1",
        ])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: sitegen's worker exited with status 3 while parsing strong.md"), "\(run.stderr)")
        #expect(run.stderr.contains("error: sitegen crashed (signal "))
        let whoop = try Self.files(under: site).filter { $0.key.hasPrefix("whoop/") }
        let reference = try Self.files(under: fixture.inProcess).filter { $0.key.hasPrefix("whoop/") }
        #expect(!whoop.isEmpty && whoop == reference)
    }

    @Test func whatAWorkerPrintsIsPassedOnAndNeverReadAsAFrame() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let (run, site) = try fixture.build(into: "print", environment: ["SITEGEN_FAULT_INJECTION": "print:strong.md,print:whoop.md:RecoveryRing"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("fault injected at strong.md: printing to stdout\n"))
        #expect(run.stderr.contains("fault injected at strong.md: printing to stderr\n"))
        #expect(run.stderr.contains("fault injected at whoop.md:RecoveryRing: printing to stdout\n"))
        #expect(!run.stdout.contains("fault injected"), "sitegen's own stdout is its summary only")
        #expect(try Self.files(under: site) == (try Self.files(under: fixture.inProcess)))
    }

    @Test func guidesAreBuiltInProcessWhenNoWorkerCanStart() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let output = fixture.folder.appendingPathComponent("fallback")
        let configuration = WorkerConfiguration(executable: fixture.folder.appendingPathComponent("no-such-sitegen").path)
        let result = SiteBuilder.build(BuildOptions(inputs: [fixture.guides.path], output: output.path, templates: TestPaths.templates,
                                                    isolation: .workerProcesses(configuration)))
        #expect(result.exitCode == 0)
        #expect(result.diagnostics.map(\.description).contains { $0.hasPrefix("sitegen: warning: could not start a worker process (cannot start ") })
        #expect(try Self.files(under: output) == (try Self.files(under: fixture.inProcess)))
    }

    @Test func theWorkerModeIsNotInTheHelp() throws {
        let run = try Self.sitegen(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: sitegen"))
        #expect(!run.stdout.contains(GuideWorker.command))
    }
}

/// Two results handed over from two threads.
private final class ResultBox: @unchecked Sendable {
    typealias Built = Result<(WorkerIsolationTests.Run, URL), any Error>
    private let condition = NSCondition()
    private var results: [String: Built] = [:]

    func set(_ name: String, _ result: Built) {
        condition.lock()
        results[name] = result
        condition.broadcast()
        condition.unlock()
    }

    func waitForTwo() -> (Built, Built) {
        condition.lock()
        defer { condition.unlock() }
        while results.count < 2 { condition.wait() }
        return (results["one"]!, results["two"]!)
    }
}
