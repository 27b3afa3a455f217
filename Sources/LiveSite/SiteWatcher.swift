import Diagnostics
import Foundation
import Site
import Watching

/// `sitegen watch`: builds the site, then rebuilds it after every save of
/// a guide or template, through the same `SiteBuilder` as `sitegen build`.
/// Each rebuild is swapped in whole (`OutputDirectory`), so `public/` is
/// never half-written, and one that fails leaves the last good site.
public final class SiteWatcher {
    public let options: BuildOptions
    private var baseline: Set<String>?
    private var count = 0
    private var manifest: OutputManifest
    /// Hears each build's progress: guides done, of how many (see `SiteBuilder.build`).
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?

    public init(options: BuildOptions) {
        self.options = options
        manifest = OutputManifest.scan(options.output)
    }

    /// Builds once and returns what it did.
    public func build(trigger: [String] = []) -> Rebuild {
        count += 1
        let start = DispatchTime.now()
        let result = SiteBuilder.build(options, progress: progress)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let after = OutputManifest.scan(options.output)
        let changed = after.changes(since: manifest)
        manifest = after
        // Lines move as a guide is edited, so a warning is known by file and message.
        func key(_ diagnostic: Diagnostic) -> String { "\(diagnostic.location.file)\u{0}\(diagnostic.message)" }
        if baseline == nil { baseline = Set(result.diagnostics.filter { $0.severity == .warning }.map(key)) }
        let problems = result.diagnostics.filter { $0.severity == .error || !(baseline?.contains(key($0)) ?? false) }
        return Rebuild(number: count, trigger: trigger, seconds: seconds, result: result, changedFiles: changed, problems: problems)
    }

    /// What is watched: the guide folders (their `*.md`), single guide
    /// files (through their folder), and the templates with their assets.
    public var targets: [FileWatcher.Target] {
        var folders: Set<String> = []
        var files: [String: Set<String>] = [:]
        for input in options.inputs {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory)
            // A guide file, or one named that is not there yet.
            if exists ? !isDirectory.boolValue : input.lowercased().hasSuffix(".md") {
                let url = URL(fileURLWithPath: input)
                files[url.deletingLastPathComponent().path, default: []].insert(url.lastPathComponent)
            } else {
                folders.insert(input.hasSuffix("/") ? String(input.dropLast()) : input)
            }
        }
        var targets = folders.sorted().map { folder in
            FileWatcher.Target(folder: folder, recursive: false) { $0.lowercased().hasSuffix(".md") }
        }
        for (folder, names) in files.sorted(by: { $0.key < $1.key }) where !folders.contains(folder) {
            targets.append(FileWatcher.Target(folder: folder, recursive: false) { names.contains($0) })
        }
        targets.append(FileWatcher.Target(folder: options.templates, recursive: true))
        return targets
    }

    /// Rebuilds after each burst of saves, forever; `report` hears each
    /// rebuild (the first build included).
    public func run(report: (Rebuild) -> Void) throws(FileWatcher.StartError) -> Never {
        let watcher = try FileWatcher(targets)
        report(build())
        while true {
            guard let changed = watcher.nextChanges(), !changed.isEmpty else { continue }
            report(build(trigger: changed))
        }
    }
}

/// How the watch and serve commands print a rebuild: its line on stdout,
/// then its problems (all diagnostics, for the first build) on stderr.
public enum RebuildPrinter {
    public static func print(_ rebuild: Rebuild) {
        let shown = rebuild.number == 1 ? rebuild.result.diagnostics : rebuild.problems
        for diagnostic in shown {
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        }
        FileHandle.standardOutput.write(Data((rebuild.summary + "\n").utf8))
    }
}
