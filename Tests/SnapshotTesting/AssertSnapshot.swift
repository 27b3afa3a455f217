import Foundation
import Testing

/// The outcome of comparing a value with its stored snapshot.
public enum SnapshotOutcome: Equatable, Sendable {
    case matched
    /// The snapshot was missing or record mode was on; it was written.
    case recorded(path: String)
    case mismatched(path: String, diff: String)
}

/// Snapshot files on disk: `Tests/<Target>/__Snapshots__/<TestFile>/<name>.<ext>`.
public enum SnapshotStore {
    /// `SNAPSHOT_RECORD=1` re-records every snapshot a test run touches.
    public static var isRecording: Bool {
        let value = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] ?? ""
        return !value.isEmpty && value != "0" && value.lowercased() != "false"
    }

    public static func url(forTestFile testFile: String, name: String, pathExtension: String) -> URL {
        let testFileURL = URL(fileURLWithPath: testFile)
        let testName = testFileURL.deletingPathExtension().lastPathComponent
        return testFileURL.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testName)
            .appendingPathComponent("\(name).\(pathExtension)")
    }

    /// Compares `actual` with the file at `url`; writes it when missing or recording.
    public static func verify(_ actual: String, at url: URL, record: Bool, diffLines: (String) -> String = { $0 }) throws -> SnapshotOutcome {
        let fileManager = FileManager.default
        if !record, let data = fileManager.contents(atPath: url.path) {
            let expected = String(decoding: data, as: UTF8.self)
            if expected == actual { return .matched }
            return .mismatched(path: url.path, diff: LineDiff.unified(expected: diffLines(expected), actual: diffLines(actual)))
        }
        try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        return .recorded(path: url.path)
    }
}

/// Asserts that `value`, serialized by `strategy`, equals its committed
/// snapshot. A missing snapshot is recorded and the test fails once, so a
/// new snapshot is always looked at before it is committed.
public func assertSnapshot<Value>(
    of value: Value,
    as strategy: Snapshotting<Value>,
    named name: String,
    testFile: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let url = SnapshotStore.url(forTestFile: testFile, name: name, pathExtension: strategy.pathExtension)
    let actual = strategy.serialize(value)
    do {
        switch try SnapshotStore.verify(actual, at: url, record: SnapshotStore.isRecording, diffLines: strategy.diffLines) {
        case .matched:
            return
        case .recorded(let path):
            Issue.record("Recorded snapshot \(path). Check it, then run the tests again.", sourceLocation: sourceLocation)
        case .mismatched(let path, let diff):
            Issue.record(
                """
                Snapshot \(name) does not match \(path)
                (- stored, + produced; SNAPSHOT_RECORD=1 re-records):
                \(diff)
                """,
                sourceLocation: sourceLocation
            )
        }
    } catch {
        Issue.record("Could not write snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
    }
}
