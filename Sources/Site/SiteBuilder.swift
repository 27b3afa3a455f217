import Diagnostics
import Foundation

public enum SitegenVersion {
    public static let current = "0.1.0"
}

/// What to build, from where, to where.
public struct BuildOptions: Equatable, Sendable {
    /// Folders of guides (`*.md` directly inside) or single guide files.
    public var inputs: [String]
    public var output: String
    /// The folder with `page.html` and `assets/`.
    public var templates: String
    /// Where guides are built. The `sitegen` command uses worker processes;
    /// the library defaults to this process, as it cannot know whether its
    /// host can be started as a worker.
    public var isolation: GuideIsolation

    public init(inputs: [String] = ["site/designs"], output: String = "public", templates: String = "templates",
                isolation: GuideIsolation = .inProcess) {
        self.inputs = inputs
        self.output = output
        self.templates = templates
        self.isolation = isolation
    }
}

/// The outcome of a build: the diagnostics to print and whether the site
/// was written.
public struct BuildResult: Sendable {
    public var diagnostics: [Diagnostic]
    public var guideCount: Int
    public var wroteSite: Bool
    /// Each guide file's page folder (`site/designs/whoop.md` -> `whoop`):
    /// where a guide's diagnostics are shown when its page is open.
    public var slugsBySource: [String: String] = [:]

    public var exitCode: Int32 { diagnostics.hasErrors || !wroteSite ? 1 : 0 }
}

/// Guides in, a complete static site out: the entry point of a build.
public enum SiteBuilder {
    public static func build(_ options: BuildOptions) -> BuildResult {
        BuildDriver(options: options).run()
    }
}

/// Turns the command line's inputs into guide files.
enum GuideDiscovery {
    /// Folders contribute the `*.md` files directly inside them; files are
    /// taken as given. Sorted within each folder, duplicates removed.
    static func resolve(_ inputs: [String], diagnostics: inout [Diagnostic]) -> [String] {
        var paths: [String] = []
        var seen: Set<String> = []
        let fileManager = FileManager.default
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: input, isDirectory: &isDirectory) else {
                diagnostics.append(.error("no such file or directory", at: FileLocation(file: input, line: 0, column: 0)))
                continue
            }
            var found: [String] = []
            if isDirectory.boolValue {
                let names = (try? fileManager.contentsOfDirectory(atPath: input)) ?? []
                let folder = input.hasSuffix("/") ? String(input.dropLast()) : input
                found = names.filter { $0.lowercased().hasSuffix(".md") && !$0.hasPrefix(".") }
                    .sorted()
                    .map { "\(folder)/\($0)" }
                if found.isEmpty {
                    diagnostics.append(.warning("folder has no .md guides", at: FileLocation(file: input, line: 0, column: 0)))
                }
            } else {
                found = [input]
            }
            for path in found where seen.insert(URL(fileURLWithPath: path).standardizedFileURL.path).inserted {
                paths.append(path)
            }
        }
        return paths
    }
}

/// Static files copied from `templates/assets/` to `public/assets/`.
enum Assets {
    static func files(in folder: String, diagnostics: inout [Diagnostic]) -> [String: Data] {
        let fileManager = FileManager.default
        guard let enumerator = fileManager.enumerator(atPath: folder) else {
            diagnostics.append(.warning("no assets folder; pages will have no style sheet", at: FileLocation(file: folder, line: 0, column: 0)))
            return [:]
        }
        var files: [String: Data] = [:]
        while let relative = enumerator.nextObject() as? String {
            let path = "\(folder)/\(relative)"
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let data = fileManager.contents(atPath: path) else { continue }
            files["assets/\(relative)"] = data
        }
        return files
    }
}
