import Foundation
import Testing
@testable import Site

/// A rebuild reuses what the cache holds for unchanged guides, and its
/// output is byte for byte what a clean build of the same inputs writes,
/// whatever changed in between: a guide, the template, the assets, sitegen
/// itself, or the cache and the output behind sitegen's back.
@Suite(.serialized) struct BuildCacheTests {
    /// A scratch copy of the seeds and the templates, so they can be edited.
    struct Workspace {
        let root: URL
        var guides: URL { root.appendingPathComponent("designs") }
        var templates: URL { root.appendingPathComponent("templates") }
        var output: URL { root.appendingPathComponent("site/public") }
        var cache: URL { root.appendingPathComponent("site/.sitegen-cache/public") }

        init(_ name: String = #function) throws {
            root = TestPaths.temporaryFolder(name)
            try FileManager.default.copyItem(atPath: TestPaths.seeds, toPath: guides.path)
            try FileManager.default.copyItem(atPath: TestPaths.templates, toPath: templates.path)
        }

        func build(engine: String = "test engine", into output: URL? = nil, usesCache: Bool = true, memory: Int = 96 << 20) -> BuildResult {
            var options = BuildOptions(inputs: [guides.path], output: (output ?? self.output).path, templates: templates.path,
                                       usesCache: usesCache, engine: engine)
            options.filesHeldInMemory = memory
            return SiteBuilder.build(options)
        }

        /// What a build with no cache and no previous output writes now.
        func expectSameAsCleanBuild(engine: String = "test engine", sourceLocation: SourceLocation = #_sourceLocation) {
            let clean = root.appendingPathComponent("clean-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: clean) }
            #expect(build(engine: engine, into: clean, usesCache: false).wroteSite, sourceLocation: sourceLocation)
            let (built, expected) = (Self.contents(of: output), Self.contents(of: clean))
            #expect(built.keys.sorted() == expected.keys.sorted(), "the same files", sourceLocation: sourceLocation)
            for (path, data) in expected where built[path] != data {
                Issue.record("\(path) differs from a clean build's", sourceLocation: sourceLocation)
            }
        }

        func edit(_ guide: String, _ change: (String) -> String) throws {
            let url = guides.appendingPathComponent(guide)
            try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
        }

        static func contents(of folder: URL) -> [String: Data] {
            var files: [String: Data] = [:]
            for path in (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? [] {
                var isDirectory: ObjCBool = false
                let full = folder.appendingPathComponent(path).path
                if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                    files[path] = FileManager.default.contents(atPath: full)
                }
            }
            return files
        }

        /// Every output file's inode and modification time: what shows a file was not touched.
        func stamps() -> [String: FileStamp] {
            var stamps: [String: FileStamp] = [:]
            for path in (try? FileManager.default.subpathsOfDirectory(atPath: output.path)) ?? [] {
                stamps[path] = FileStamp.ofFileInPlace(output.appendingPathComponent(path).path)
            }
            return stamps
        }
    }

    @Test func anUnchangedRebuildTouchesNothingAndSaysWhatTheLastOneSaid() throws {
        let space = try Workspace()
        defer { try? FileManager.default.removeItem(at: space.root) }
        let first = space.build()
        #expect(first.wroteSite && first.rebuiltGuides.count == 5)
        let before = space.stamps()
        let second = space.build()
        #expect(second.wroteSite)
        #expect(second.rebuiltGuides.isEmpty)
        #expect(second.diagnostics == first.diagnostics)
        #expect(second.guideCount == 5)
        #expect(space.stamps() == before, "no file was rewritten")
    }

    @Test func oneChangedGuideIsTheOnlyOneRebuiltAndTheSiteIsAsIfBuiltClean() throws {
        let space = try Workspace()
        defer { try? FileManager.default.removeItem(at: space.root) }
        #expect(space.build().wroteSite)
        let before = space.stamps()
        try space.edit("fitbit.md") { $0.replacingOccurrences(of: "Fitbit", with: "Fitbit Edited") + "\nA new closing line.\n" }
        let result = space.build()
        #expect(result.rebuiltGuides == [space.guides.appendingPathComponent("fitbit.md").path])
        space.expectSameAsCleanBuild()
        // Other guides' files were left where they were.
        let after = space.stamps()
        #expect(after["whoop/index.html"] == before["whoop/index.html"])
        #expect(after["fitbit/index.html"] != before["fitbit/index.html"])
    }

    @Test func aGuideAddedOrRemovedRebuildsWhatLinksToIt() throws {
        let space = try Workspace()
        defer { try? FileManager.default.removeItem(at: space.root) }
        #expect(space.build().wroteSite)
        try FileManager.default.removeItem(at: space.guides.appendingPathComponent("strong.md"))
        let removed = space.build()
        #expect(removed.guideCount == 4)
        #expect(!FileManager.default.fileExists(atPath: space.output.appendingPathComponent("strong").path))
        space.expectSameAsCleanBuild()
        try FileManager.default.copyItem(atPath: "\(TestPaths.seeds)/strong.md", toPath: space.guides.appendingPathComponent("strong.md").path)
        #expect(space.build().guideCount == 5)
        space.expectSameAsCleanBuild()
    }

    @Test func aTemplateChangeRebuildsEveryGuide() throws {
        let space = try Workspace()
        defer { try? FileManager.default.removeItem(at: space.root) }
        #expect(space.build().wroteSite)
        let page = space.templates.appendingPathComponent("page.html")
        try (try String(contentsOf: page, encoding: .utf8)).replacingOccurrences(of: "</body>", with: "<!-- edited -->\n</body>")
            .write(to: page, atomically: true, encoding: .utf8)
        #expect(space.build().rebuiltGuides.count == 5)
        space.expectSameAsCleanBuild()
        #expect(PageText.read(space.output.appendingPathComponent("whoop/index.html").path).contains("<!-- edited -->"))
    }

    @Test func anAssetChangeIsPublishedWithoutRebuildingGuides() throws {
        let space = try Workspace()
        defer { try? FileManager.default.removeItem(at: space.root) }
        #expect(space.build().wroteSite)
        let styles = try FileManager.default.contentsOfDirectory(atPath: space.templates.appendingPathComponent("assets").path).filter { $0.hasSuffix(".css") }
        let sheet = space.templates.appendingPathComponent("assets/\(try #require(styles.first))")
        try (try String(contentsOf: sheet, encoding: .utf8) + "\n/* edited */\n").write(to: sheet, atomically: true, encoding: .utf8)
        #expect(space.build().rebuiltGuides.isEmpty)
        space.expectSameAsCleanBuild()
    }

    @Test func anotherSitegenRebuildsEveryGuide() throws {
        let space = try Workspace()
        defer { try? FileManager.default.removeItem(at: space.root) }
        #expect(space.build(engine: "sitegen 1").wroteSite)
        #expect(space.build(engine: "sitegen 2").rebuiltGuides.count == 5)
        space.expectSameAsCleanBuild(engine: "sitegen 2")
    }

    @Test func aDamagedOrDeletedCacheIsNeverTrusted() throws {
        let space = try Workspace()
        defer { try? FileManager.default.removeItem(at: space.root) }
        #expect(space.build().wroteSite)
        // One byte flipped in what a guide's entry says about it: that guide is built again.
        let entry = space.cache.appendingPathComponent("guides/whoop.entry")
        var bytes = try Data(contentsOf: entry)
        bytes[100] ^= 0xFF
        try bytes.write(to: entry)
        try space.edit("strong.md") { $0 + "\nEdited.\n" }
        #expect(space.build().rebuiltGuides.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted() == ["strong.md", "whoop.md"])
        space.expectSameAsCleanBuild()
        // One byte flipped in a guide's kept files, with no output to link
        // from: the damage is found when the bytes are read, and the guide built again.
        let fitbit = space.cache.appendingPathComponent("guides/fitbit.entry")
        bytes = try Data(contentsOf: fitbit)
        bytes[bytes.count - 10] ^= 0xFF
        try bytes.write(to: fitbit)
        try FileManager.default.removeItem(at: space.output)
        let rebuilt = space.build()
        #expect(rebuilt.wroteSite && rebuilt.rebuiltGuides.map { URL(fileURLWithPath: $0).lastPathComponent } == ["fitbit.md"])
        space.expectSameAsCleanBuild()
        // The site record cut short: the whole site is written again, as it was.
        let record = space.cache.appendingPathComponent("site.record")
        try Data(try Data(contentsOf: record).prefix(100)).write(to: record)
        try space.edit("strong.md") { $0 + "\nEdited again.\n" }
        #expect(space.build().wroteSite)
        space.expectSameAsCleanBuild()
        // No cache at all: a clean build.
        try FileManager.default.removeItem(at: space.cache)
        #expect(space.build().rebuiltGuides.count == 5)
        space.expectSameAsCleanBuild()
    }

    @Test func filesChangedInTheOutputAreRestored() throws {
        let space = try Workspace()
        defer { try? FileManager.default.removeItem(at: space.root) }
        #expect(space.build().wroteSite)
        let page = space.output.appendingPathComponent("whoop/index.html")
        try Data("edited by hand".utf8).write(to: page)
        try Data("stray".utf8).write(to: space.output.appendingPathComponent("stray.txt"))
        let result = space.build()
        #expect(result.wroteSite && result.rebuiltGuides.isEmpty)
        space.expectSameAsCleanBuild()
    }

    @Test func filesPastTheMemoryBudgetAreWrittenFromTheCache() throws {
        let space = try Workspace()
        defer { try? FileManager.default.removeItem(at: space.root) }
        #expect(space.build(memory: 0).rebuiltGuides.count == 5)
        space.expectSameAsCleanBuild()
    }
}
