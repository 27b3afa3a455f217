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
    /// Reuse what earlier builds into the same output made of unchanged
    /// guides (`GuideCache`, in `.sitegen-cache` beside the output).
    public var usesCache: Bool
    /// Stands in for this sitegen's identity in cache keys; nil for the real
    /// one (version and executable). Lets tests play a sitegen update.
    public var engine: String?
    /// How many bytes of built guides' files are kept in memory for the
    /// writer (the 130-guide corpus makes about 50 MB); past that they are
    /// read back from the cache.
    public var filesHeldInMemory = 96 << 20

    public init(inputs: [String] = ["site/designs"], output: String = "public", templates: String = "templates",
                isolation: GuideIsolation = .inProcess, usesCache: Bool = true, engine: String? = nil) {
        self.inputs = inputs
        self.output = output
        self.templates = templates
        self.isolation = isolation
        self.usesCache = usesCache
        self.engine = engine
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
    /// The guides (as named in `slugsBySource`) built this time rather than
    /// taken from the cache; empty when nothing changed.
    public var rebuiltGuides: [String] = []

    public var exitCode: Int32 { diagnostics.hasErrors || !wroteSite ? 1 : 0 }
}

/// Guides in, a complete static site out: the entry point of a build.
public enum SiteBuilder {
    /// `progress` hears how many of the guides to build are done, of how
    /// many, as each finishes (on any thread); guides the cache answers are
    /// not counted.
    public static func build(_ options: BuildOptions, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) -> BuildResult {
        BuildDriver(options: options, progress: progress).run()
    }
}

/// Turns the command line's inputs into guide files.
/// What a guide is made of: a markdown file, or a set of Swift sources.
enum GuideInput: Equatable {
    case markdown(String)
    case swiftSources(SwiftSourceSet)
}

/// Swift files that make one guide: a package's sources, a folder's, or one file.
struct SwiftSourceSet: Equatable {
    /// The package's name, the folder's or the file's.
    var title: String
    /// The folder or file the user named.
    var path: String
    /// Sorted, found under `path`.
    var files: [String]
    /// Asset catalogs (`.xcassets`) found under `path`: their colour sets are read.
    var catalogs: [String] = []

    /// A file's path below the folder given (the file's name for a single file).
    func displayPath(of file: String) -> String {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : (file.split(separator: "/").last.map(String.init) ?? file)
    }
}

enum GuideDiscovery {
    /// The most Swift files one guide takes, and how deep folders are searched.
    static let maximumSwiftFiles = 2_000
    static let maximumFolderDepth = 12

    /// A folder contributes the `*.md` files directly inside it, each a
    /// guide, and the `.swift` files below it as one guide named after the
    /// folder; a Swift package's folder (with `Package.swift`) is one guide
    /// of its `Sources/`, named after the package. Files are taken as given
    /// (`.swift` files as a guide of their own). Sorted, duplicates removed.
    static func resolve(_ inputs: [String], diagnostics: inout [Diagnostic]) -> [GuideInput] {
        var result: [GuideInput] = []
        var seen: Set<String> = []
        let fileManager = FileManager.default
        func add(_ input: GuideInput, key: String) {
            if seen.insert(URL(fileURLWithPath: key).standardizedFileURL.path).inserted { result.append(input) }
        }
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: input, isDirectory: &isDirectory) else {
                diagnostics.append(.error("no such file or directory", at: FileLocation(file: input, line: 0, column: 0)))
                continue
            }
            guard isDirectory.boolValue else {
                if input.lowercased().hasSuffix(".swift") {
                    add(.swiftSources(SwiftSourceSet(title: Self.baseName(input), path: input, files: [input])), key: input)
                } else {
                    add(.markdown(input), key: input)
                }
                continue
            }
            let folder = input.count > 1 && input.hasSuffix("/") ? String(input.dropLast()) : input
            if fileManager.fileExists(atPath: "\(folder)/Package.swift") {
                let sources = fileManager.fileExists(atPath: "\(folder)/Sources") ? "\(folder)/Sources" : folder
                let files = swiftFiles(under: sources, diagnostics: &diagnostics)
                if files.isEmpty {
                    diagnostics.append(.warning("package has no .swift sources", at: FileLocation(file: input, line: 0, column: 0)))
                } else {
                    let title = packageName(in: "\(folder)/Package.swift") ?? baseName(folder)
                    add(.swiftSources(SwiftSourceSet(title: title, path: folder, files: files, catalogs: assetCatalogs(under: folder))), key: folder)
                }
                continue
            }
            let names = (try? fileManager.contentsOfDirectory(atPath: folder)) ?? []
            let guides = names.filter { $0.lowercased().hasSuffix(".md") && !$0.hasPrefix(".") }.sorted().map { "\(folder)/\($0)" }
            for guide in guides { add(.markdown(guide), key: guide) }
            let swift = swiftFiles(under: folder, diagnostics: &diagnostics)
            if !swift.isEmpty {
                add(.swiftSources(SwiftSourceSet(title: baseName(folder), path: folder, files: swift, catalogs: assetCatalogs(under: folder))),
                    key: folder + "/")
            }
            if guides.isEmpty, swift.isEmpty {
                diagnostics.append(.warning("folder has no .md guides or .swift sources", at: FileLocation(file: input, line: 0, column: 0)))
            }
        }
        return result
    }

    /// The `.swift` files below a folder, sorted, leaving out hidden folders,
    /// build products, tests and package manifests.
    static func swiftFiles(under folder: String, diagnostics: inout [Diagnostic]) -> [String] {
        var files: [String] = []
        var pending: [(path: String, depth: Int)] = [(folder, 0)]
        let fileManager = FileManager.default
        while let (current, depth) = pending.popLast() {
            let names = ((try? fileManager.contentsOfDirectory(atPath: current)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                let path = "\(current)/\(name)"
                var isDirectory: ObjCBool = false
                guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    guard !["Tests", "build", "Build", "DerivedData"].contains(name), !name.hasSuffix("Tests") else { continue }
                    if depth < maximumFolderDepth { pending.append((path, depth + 1)) }
                } else if name.hasSuffix(".swift"), name != "Package.swift" {
                    files.append(path)
                }
            }
            if files.count > maximumSwiftFiles {
                diagnostics.append(.warning("more than \(maximumSwiftFiles) Swift files; the first \(maximumSwiftFiles) are used",
                                            at: FileLocation(file: folder, line: 0, column: 0)))
                break
            }
        }
        return Array(files.sorted().prefix(maximumSwiftFiles))
    }

    /// The `.xcassets` folders below a folder (not inside hidden or build folders).
    static func assetCatalogs(under folder: String) -> [String] {
        var catalogs: [String] = []
        var pending: [(path: String, depth: Int)] = [(folder, 0)]
        while let (current, depth) = pending.popLast(), catalogs.count < 100 {
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []).sorted() where !name.hasPrefix(".") {
                let path = "\(current)/\(name)"
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                if name.hasSuffix(".xcassets") {
                    catalogs.append(path)
                } else if depth < maximumFolderDepth, !["build", "Build", "DerivedData"].contains(name) {
                    pending.append((path, depth + 1))
                }
            }
        }
        return catalogs.sorted()
    }

    /// `name: "Kit"` of `Package(name: "Kit", ...)`.
    static func packageName(in manifest: String) -> String? {
        guard let text = try? String(contentsOfFile: manifest, encoding: .utf8),
              let package = text.range(of: "Package("),
              let label = text[package.upperBound...].range(of: "name:") else { return nil }
        let rest = text[label.upperBound...].drop { $0 == " " || $0 == "\n" }
        guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return nil }
        let name = String(rest[rest.index(after: rest.startIndex)..<close])
        return name.isEmpty ? nil : name
    }

    static func baseName(_ path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".swift") { name = String(name.dropLast(6)) }
        return name
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
