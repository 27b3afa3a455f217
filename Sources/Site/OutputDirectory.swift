import CFileSystem
import Foundation

/// A file of the site about to be written: its hash, and its bytes, or
/// nil when they are to be read only if needed (a cached guide's file,
/// most often the very file already in the output).
struct PlannedFile {
    var hash: ContentHash
    var data: Data?

    init(_ data: Data) {
        hash = ContentHash(data)
        self.data = data
    }

    init(hash: ContentHash, data: Data?) {
        self.hash = hash
        self.data = data
    }
}

/// Writes a site so that it is never seen half-written. With no record of
/// what the folder holds, the whole site is written into a staging folder
/// beside the target and swapped in with one atomic rename. With a record
/// the folder still matches (`SiteRecord.matches`), only what changed is
/// replaced: each top-level folder that changed (a guide's pages, the
/// assets) is rebuilt beside it and exchanged in one step, each changed
/// top-level file is renamed into place, guides first and the index last.
public struct OutputDirectory {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public enum WriteError: Error, CustomStringConvertible {
        case failed(path: String, reason: String)
        public var description: String {
            switch self {
            case .failed(let path, let reason): "\(path): error: \(reason)"
            }
        }
    }

    /// Reads the bytes of a planned file that came without them.
    typealias Loader = (String) throws -> Data

    private var target: URL { URL(fileURLWithPath: path).standardizedFileURL }

    private func stagingURL(_ purpose: String) -> URL {
        target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).\(purpose)-\(getpid())")
    }

    /// Replaces the folder's content with `files` and returns each file's
    /// hash and stamp as written. `previous` is the record of the site in the
    /// folder, `intact` whether the folder still matches it.
    func write(_ files: [String: PlannedFile], previous: SiteRecord?, intact: Bool,
               load: Loader) throws -> [String: SiteRecord.File] {
        if let previous, intact {
            return try update(files, previous: previous, load: load)
        }
        return try replaceContents(with: files, previous: previous, load: load)
    }

    /// The whole site, staged and swapped in at once. A file the previous
    /// site holds with the same hash, untouched since, is linked rather
    /// than written again.
    private func replaceContents(with files: [String: PlannedFile], previous: SiteRecord?,
                                 load: Loader) throws -> [String: SiteRecord.File] {
        let fileManager = FileManager.default
        let staging = stagingURL("staging")
        try? fileManager.removeItem(at: staging)
        let written: [String: SiteRecord.File]
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            written = try populate(staging.path, with: files, from: target.path, previous: previous?.files ?? [:], load: load)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw WriteError.failed(path: staging.path, reason: "could not write the new site: \(error)")
        }

        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: target.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                try? fileManager.removeItem(at: staging)
                throw WriteError.failed(path: target.path, reason: "exists and is not a directory; not replacing it")
            }
            try swap(staging, into: target)
        } else {
            do {
                try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try fileManager.moveItem(at: staging, to: target)
            } catch {
                try? fileManager.removeItem(at: staging)
                throw WriteError.failed(path: target.path, reason: "could not create the site: \(error.localizedDescription)")
            }
        }
        return written
    }

    /// Only what changed since `previous`, which the folder still holds.
    private func update(_ files: [String: PlannedFile], previous: SiteRecord, load: Loader) throws -> [String: SiteRecord.File] {
        let fileManager = FileManager.default
        var written: [String: SiteRecord.File] = [:]
        written.reserveCapacity(files.count)
        // Files and folders at the top of the site, each with its changes.
        var changedFolders: Set<String> = [], changedFiles: [String] = []
        for (relativePath, file) in files {
            let top = Self.topLevel(relativePath)
            if let recorded = previous.files[relativePath], recorded.hash == file.hash {
                written[relativePath] = recorded
            } else if top == relativePath {
                changedFiles.append(relativePath)
            } else {
                changedFolders.insert(top)
            }
        }
        var removedFolders: Set<String> = [], removedFiles: [String] = []
        for relativePath in previous.files.keys where files[relativePath] == nil {
            let top = Self.topLevel(relativePath)
            if top == relativePath { removedFiles.append(relativePath) } else { removedFolders.insert(top) }
        }
        // A folder that loses only some files is rebuilt; one that loses all goes.
        let foldersWithFiles = Set(files.keys.map(Self.topLevel))
        changedFolders.formUnion(removedFolders.intersection(foldersWithFiles))

        // Each changed folder's files and record, relative to it, gathered in one pass.
        let newByFolder = Self.byFolder(files, in: changedFolders), oldByFolder = Self.byFolder(previous.files, in: changedFolders)
        // Guides' folders, then the assets they use, then the pages linking to them.
        for folder in changedFolders.sorted(by: { ($0 == "assets" ? 1 : 0, $0) < ($1 == "assets" ? 1 : 0, $1) }) {
            let staging = stagingURL("staging-\(folder)")
            try? fileManager.removeItem(at: staging)
            do {
                try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
                let folderWritten = try populate(staging.path, with: newByFolder[folder] ?? [:], from: "\(target.path)/\(folder)",
                                                 previous: oldByFolder[folder] ?? [:], load: { try load("\(folder)/\($0)") })
                for (relativePath, file) in folderWritten { written["\(folder)/\(relativePath)"] = file }
            } catch {
                try? fileManager.removeItem(at: staging)
                throw WriteError.failed(path: staging.path, reason: "could not write the new site: \(error)")
            }
            let destination = target.appendingPathComponent(folder)
            if fileManager.fileExists(atPath: destination.path) {
                try swap(staging, into: destination)
            } else if rename(staging.path, destination.path) != 0 {
                try? fileManager.removeItem(at: staging)
                throw WriteError.failed(path: destination.path, reason: "could not move the new folder in: \(String(cString: strerror(errno)))")
            }
        }
        for relativePath in changedFiles.sorted(by: { ($0 == "index.html" ? 1 : 0, $0) < ($1 == "index.html" ? 1 : 0, $1) }) {
            let destination = "\(target.path)/\(relativePath)"
            let temporary = "\(target.path)/.\(relativePath).\(getpid())"
            let file = files[relativePath]!
            do {
                try FileWriting.write([try file.data ?? load(relativePath)], to: temporary)
                guard rename(temporary, destination) == 0, let stamp = FileStamp.of(destination) else {
                    throw FileWriting.Failure(path: destination, code: errno)
                }
                written[relativePath] = SiteRecord.File(hash: file.hash, stamp: stamp)
            } catch {
                unlink(temporary)
                throw WriteError.failed(path: destination, reason: "could not write: \(error)")
            }
        }
        for relativePath in removedFiles { unlink("\(target.path)/\(relativePath)") }
        for folder in removedFolders.subtracting(foldersWithFiles) {
            let aside = stagingURL("removed-\(folder)")
            if rename(target.appendingPathComponent(folder).path, aside.path) == 0 { try? fileManager.removeItem(at: aside) }
        }
        return written
    }

    /// Writes `files` below `root`, linking each that `source` (the same
    /// place in the site in place) holds with the recorded hash and stamp.
    private func populate(_ root: String, with files: [String: PlannedFile], from source: String, previous: [String: SiteRecord.File],
                          load: Loader) throws -> [String: SiteRecord.File] {
        var written: [String: SiteRecord.File] = [:]
        written.reserveCapacity(files.count)
        var folders: Set<String> = [""]
        for relativePath in files.keys.sorted() {
            let folder = relativePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            if !folders.contains(folder) {
                try FileManager.default.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
                var parentFolder = Substring(folder)
                while !parentFolder.isEmpty, folders.insert(String(parentFolder)).inserted {
                    parentFolder = parentFolder.lastIndex(of: "/").map { parentFolder[..<$0] } ?? ""
                }
            }
            let file = files[relativePath]!
            let destination = "\(root)/\(relativePath)"
            let old = "\(source)/\(relativePath)"
            // Creating files is what a rebuild spends most on: link what is there.
            if let recorded = previous[relativePath], recorded.hash == file.hash,
               FileStamp.of(old) == recorded.stamp, link(old, destination) == 0 {
                written[relativePath] = recorded
                continue
            }
            try FileWriting.write([try file.data ?? load(relativePath)], to: destination)
            guard let stamp = FileStamp.of(destination) else { throw FileWriting.Failure(path: destination, code: errno) }
            written[relativePath] = SiteRecord.File(hash: file.hash, stamp: stamp)
        }
        return written
    }

    /// Puts `staging` where `destination` is in one atomic step, then
    /// removes what was there.
    private func swap(_ staging: URL, into destination: URL) throws {
        let fileManager = FileManager.default
        if sitegen_exchange_paths(staging.path, destination.path) != 0 {
            // File systems without RENAME_EXCHANGE: two renames, with the
            // old content kept aside until the new one is in place.
            let aside = stagingURL("previous")
            try? fileManager.removeItem(at: aside)
            do {
                try fileManager.moveItem(at: destination, to: aside)
                try fileManager.moveItem(at: staging, to: destination)
            } catch {
                if !fileManager.fileExists(atPath: destination.path) {
                    try? fileManager.moveItem(at: aside, to: destination)
                }
                try? fileManager.removeItem(at: staging)
                throw WriteError.failed(path: destination.path, reason: "could not swap in the new site: \(error.localizedDescription)")
            }
            try? fileManager.removeItem(at: aside)
        }
        try? fileManager.removeItem(at: staging)
    }

    /// The entries below each of `folders`, keyed relative to their folder.
    static func byFolder<Value>(_ entries: [String: Value], in folders: Set<String>) -> [String: [String: Value]] {
        var grouped: [String: [String: Value]] = [:]
        for (path, value) in entries {
            guard let slash = path.firstIndex(of: "/"), case let folder = String(path[..<slash]), folders.contains(folder) else { continue }
            grouped[folder, default: [:]][String(path[path.index(after: slash)...])] = value
        }
        return grouped
    }

    /// `guide/components/A.svg` -> `guide`; `index.html` -> `index.html`.
    static func topLevel(_ relativePath: String) -> String {
        relativePath.firstIndex(of: "/").map { String(relativePath[..<$0]) } ?? relativePath
    }
}
