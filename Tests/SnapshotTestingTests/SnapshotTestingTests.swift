import Foundation
import SnapshotTesting
import Testing

@Suite struct SnapshotTestingTests {
    @Test func diffShowsChangedLinesWithContext() {
        let expected = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let actual = expected.replacingOccurrences(of: "line 5", with: "line five")
        let diff = LineDiff.unified(expected: expected, actual: actual, context: 1)
        #expect(diff == """
            @@ -4,3 +4,3 @@
             line 4
            -line 5
            +line five
             line 6
            """)
    }

    @Test func diffOfEqualTextIsEmpty() {
        #expect(LineDiff.unified(expected: "a\nb", actual: "a\nb").isEmpty)
    }

    @Test func diffHandlesInsertionsAtTheEnds() {
        let diff = LineDiff.unified(expected: "b", actual: "a\nb\nc")
        #expect(diff.contains("+a"))
        #expect(diff.contains("+c"))
        #expect(!diff.contains("-b"))
    }

    @Test func storeRecordsThenMatchesThenReportsMismatch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("value.txt")

        #expect(try SnapshotStore.verify("one\n", at: url, record: false) == .recorded(path: url.path))
        #expect(try SnapshotStore.verify("one\n", at: url, record: false) == .matched)
        guard case .mismatched(_, let diff) = try SnapshotStore.verify("two\n", at: url, record: false) else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(diff.contains("-one"))
        #expect(diff.contains("+two"))
        #expect(try SnapshotStore.verify("two\n", at: url, record: true) == .recorded(path: url.path))
        #expect(try SnapshotStore.verify("two\n", at: url, record: false) == .matched)
    }

    @Test func snapshotPathsLiveBesideTheTestFile() {
        let url = SnapshotStore.url(forTestFile: "/repo/Tests/SiteTests/PageTests.swift", name: "index", pathExtension: "html")
        #expect(url.path == "/repo/Tests/SiteTests/__Snapshots__/PageTests/index.html")
    }

    @Test func pullbackComposesStrategies() {
        let strategy = Snapshotting<String>.lines.pullback { (number: Int) in "n=\(number)" }
        #expect(strategy.serialize(3) == "n=3\n")
        #expect(strategy.pathExtension == "txt")
    }
}
