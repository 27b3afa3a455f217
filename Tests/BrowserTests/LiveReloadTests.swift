import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `sitegen serve` as a user runs it (the real executable, on a copy of
/// the seeds): an open page shows a saved edit without being reloaded by
/// hand, shows what a broken save broke, and clears that on the next good save.
@Suite struct LiveReloadTests {
    /// The `sitegen` built beside this test bundle.
    static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("sitegen")

    /// `sitegen serve --port 0` in the background, with its printed URL.
    final class Serve: @unchecked Sendable {
        let process = Process()
        let output = Pipe()
        private(set) var printed = ""
        private let lock = NSLock()

        init(arguments: [String]) throws {
            process.executableURL = LiveReloadTests.executable
            process.arguments = ["serve", "--port", "0"] + arguments
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            output.fileHandleForReading.readabilityHandler = { [weak self] handle in
                guard let self else { return }
                let text = String(decoding: handle.availableData, as: UTF8.self)
                lock.lock()
                printed += text
                lock.unlock()
            }
            try process.run()
        }

        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return printed
        }

        /// Waits until the output has `marker`; the output then.
        func wait(for marker: String, timeout: TimeInterval = 120) -> String? {
            let deadline = Date(timeIntervalSinceNow: timeout)
            while Date() < deadline {
                if text.contains(marker) { return text }
                usleep(20_000)
            }
            return nil
        }

        var url: String? {
            guard let line = text.split(separator: "\n").first(where: { $0.contains("with live reload") }),
                  let start = line.range(of: "http://") else { return nil }
            return String(line[start.lowerBound...].prefix { $0 != " " })
        }

        func stop() {
            output.fileHandleForReading.readabilityHandler = nil
            process.interrupt()
            process.waitUntilExit()
        }
    }

    @Test func anOpenPageFollowsSavesOfItsGuide() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "swift test builds sitegen at \(Self.executable.path)")
        let folder = BuiltSites.root.appendingPathComponent("live-\(UUID().uuidString)")
        let guides = folder.appendingPathComponent("designs")
        try FileManager.default.createDirectory(at: guides, withIntermediateDirectories: true)
        for name in ["whoop.md", "strong.md"] {
            try FileManager.default.copyItem(atPath: "\(BuiltSites.seeds)/\(name)", toPath: guides.appendingPathComponent(name).path)
        }
        let guide = guides.appendingPathComponent("whoop.md")
        let original = try String(contentsOf: guide, encoding: .utf8)
        let serve = try Serve(arguments: ["--input", guides.path, "--output", folder.appendingPathComponent("public").path,
                                          "--templates", BuiltSites.templates])
        defer {
            serve.stop()
            try? FileManager.default.removeItem(at: folder)
        }
        try #require(serve.wait(for: "rebuild 1 ") != nil, "the first build finished: \(serve.text)")
        let url = try #require(serve.url, "serve printed its address: \(serve.text)")

        try withBrowser { browser in
            let tab = try BrowserPage(browser)
            try tab.load(url + "whoop/")
            try #require(try tab.waitUntil("document.querySelector('h2')"))
            try tab.evaluate("window.notReloaded = true")

            // An edit: the heading changes in place, without a reload.
            let saved = Date()
            try original.replacingOccurrences(of: "## 1. Color Tokens", with: "## 1. Colour Tokens, reviewed").write(to: guide, atomically: false, encoding: .utf8)
            #expect(try tab.waitUntil("document.getElementById('content').textContent.includes('Colour Tokens, reviewed')", timeout: 60))
            print("Live reload: the edit was on the page \(Int(Date().timeIntervalSince(saved) * 1000)) ms after the save (debug build, whole rebuild)")
            #expect(try tab.evaluate("window.notReloaded") as? Bool == true, "the page was updated in place")
            #expect(try tab.evaluate("document.querySelector('nav.toc').textContent.includes('Colour Tokens, reviewed')") as? Bool == true,
                    "the contents follow")

            // A save that breaks a component: the overlay says where and why.
            let broken = original.replacingOccurrences(of: "struct RecoveryRing: View {", with: "struct RecoveryRing: View {\n    let oops: Int = missingHelper()")
            try broken.write(to: guide, atomically: true, encoding: .utf8)
            #expect(try tab.waitUntil("document.getElementById('sitegen-problems')", timeout: 60))
            let overlay = try tab.evaluate("document.getElementById('sitegen-problems').textContent") as? String ?? ""
            #expect(overlay.contains("\(guide.path):129:"), "\(overlay)")
            #expect(overlay.contains("cannot find 'missingHelper' in scope"), "\(overlay)")

            // The next good save clears it.
            try original.write(to: guide, atomically: true, encoding: .utf8)
            #expect(try tab.waitUntil("!document.getElementById('sitegen-problems')", timeout: 60))
            #expect(try tab.evaluate("document.getElementById('content').textContent.includes('Colour Tokens, reviewed')") as? Bool == false)
            #expect(tab.problems.isEmpty, "\(tab.problems)")
        }
        #expect(serve.text.contains("after whoop.md changed"), "one line per rebuild: \(serve.text)")
    }

    /// Opened before its first build lands, `serve` shows how far the build
    /// is (moving as guides finish) and turns into the site by itself.
    @Test func aPageOpenedDuringTheFirstBuildTurnsIntoTheSite() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "swift test builds sitegen at \(Self.executable.path)")
        let folder = BuiltSites.root.appendingPathComponent("cold-\(UUID().uuidString)")
        let serve = try Serve(arguments: ["--input", BuiltSites.corpus, "--output", folder.appendingPathComponent("public").path,
                                          "--templates", BuiltSites.templates])
        defer {
            serve.stop()
            try? FileManager.default.removeItem(at: folder)
        }
        try #require(serve.wait(for: "with live reload", timeout: 30) != nil, "serve printed its address: \(serve.text)")
        let url = try #require(serve.url)
        try withBrowser { browser in
            let tab = try BrowserPage(browser)
            try tab.load(url)
            let status = "document.getElementById('building-status')?.textContent ?? ''"
            let building = try tab.evaluate(status) as? String ?? ""
            try #require(!serve.text.contains("rebuild 1 "), "the corpus built before the page was asked for; nothing to see")
            #expect(building.hasPrefix("Building"), "\(building)")
            #expect(try tab.waitUntil("/Building… [1-9][0-9]* of 130 guides/.test(\(status))", timeout: 60), "progress moves")
            #expect(try tab.waitUntil("document.querySelector('h1')?.textContent === 'Design guides'", timeout: 180), "the site replaces it")
            #expect(try tab.evaluate("document.querySelectorAll('.guide-card').length") as? Int == 130)
        }
    }
}
