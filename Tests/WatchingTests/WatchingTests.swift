import Diagnostics
import Foundation
@testable import LiveSite
import Site
import Testing
@testable import Watching

@Suite struct FileWatcherTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("assets"), withIntermediateDirectories: true)
        return folder
    }

    /// Runs `change` shortly after the watcher starts waiting.
    static func changes(_ watcher: FileWatcher, after change: @escaping @Sendable () throws -> Void) -> [String]? {
        let thread = Thread {
            usleep(50_000)
            try? change()
        }
        thread.start()
        return watcher.nextChanges(quiet: 0.05, longest: 2)
    }

    @Test func aBurstOfSavesIsOneChange() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let watcher = try FileWatcher([FileWatcher.Target(folder: folder.path, recursive: false) { $0.hasSuffix(".md") }])
        let changed = Self.changes(watcher) {
            // As editors save: a scratch file, a write, a rename over the guide.
            try Data("x".utf8).write(to: folder.appendingPathComponent(".whoop.md.swp"))
            try Data("# One".utf8).write(to: folder.appendingPathComponent("whoop.md.tmp"))
            try FileManager.default.moveItem(at: folder.appendingPathComponent("whoop.md.tmp"), to: folder.appendingPathComponent("whoop.md"))
            try Data("# Two".utf8).write(to: folder.appendingPathComponent("strong.md"))
            try Data("not a guide".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        }
        #expect(changed == ["\(folder.path)/strong.md", "\(folder.path)/whoop.md"])
    }

    @Test func templatesAreWatchedInTheirSubfolders() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let watcher = try FileWatcher([FileWatcher.Target(folder: folder.path, recursive: true)])
        let changed = Self.changes(watcher) { try Data("body{}".utf8).write(to: folder.appendingPathComponent("assets/site.css")) }
        #expect(changed == ["\(folder.path)/assets/site.css"])
    }

    @Test func scratchFilesAreNotChanges() {
        for name in [".whoop.md.swp", "whoop.md~", "4913", "#whoop.md#", "x.tmp"] { #expect(FileWatcher.isScratch(name), "\(name)") }
        #expect(!FileWatcher.isScratch("whoop.md"))
    }
}

@Suite struct RebuildTests {
    static let guide = FileLocation(file: "designs/whoop.md", line: 12, column: 3)

    @Test func problemsAreErrorsAndWarningsTheFirstBuildDidNotHave() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-rebuild-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let designs = folder.appendingPathComponent("designs")
        try FileManager.default.createDirectory(at: designs, withIntermediateDirectories: true)
        let file = designs.appendingPathComponent("ring.md")
        let good = "# Ring (iOS)\n\nA ring.\n\n```swift\nstruct Ring: View {\n    var body: some View { Circle() }\n}\n```\n"
        try good.write(to: file, atomically: true, encoding: .utf8)
        let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("templates").path
        let watcher = SiteWatcher(options: BuildOptions(inputs: [designs.path], output: folder.appendingPathComponent("public").path, templates: templates))

        let first = watcher.build()
        #expect(first.number == 1 && first.problems.isEmpty && first.result.wroteSite)
        #expect(first.changedFiles.contains("ring/index.html"))

        try good.replacingOccurrences(of: "Circle()", with: "Circle().fill(missingColour)").write(to: file, atomically: true, encoding: .utf8)
        let broken = watcher.build(trigger: [file.path])
        #expect(broken.problems.map(\.message).contains { $0.contains("cannot find 'missingColour' in scope") }, "\(broken.problems)")
        #expect(broken.changedFiles.contains("ring/index.html"))
        #expect(broken.summary.hasPrefix("sitegen: rebuild 2 in "))
        #expect(broken.summary.contains("after ring.md changed: 1 guide, "))
        #expect(broken.eventJSON().contains("\"slug\":\"ring\""), "problems say which page they belong to")

        try good.write(to: file, atomically: true, encoding: .utf8)
        let fixed = watcher.build(trigger: [file.path])
        #expect(fixed.problems.isEmpty)
        let unchanged = watcher.build(trigger: [file.path])
        #expect(unchanged.changedFiles.isEmpty, "an unchanged rebuild changes no file: \(unchanged.changedFiles)")
    }

    @Test func watchedTargetsAreGuideFoldersSingleGuidesAndTemplates() {
        let watcher = SiteWatcher(options: BuildOptions(inputs: ["site/designs", "/tmp/extra/one.md"], output: "public", templates: "templates"))
        let targets = watcher.targets
        #expect(targets.map(\.folder) == ["site/designs", "/tmp/extra", "templates"])
        #expect(targets[0].accepts("whoop.md") && !targets[0].accepts("notes.txt"))
        #expect(targets[1].accepts("one.md") && !targets[1].accepts("two.md"))
        #expect(targets[2].recursive && targets[2].accepts("site.css"))
    }
}
