import CFileSystem
import Foundation

/// Writes a whole site at once: into a staging folder beside the target,
/// then swapped in with one atomic rename, so an interrupted or failed build
/// never leaves a half-written `public/`.
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

    /// Replaces the directory's content with `files` (relative path -> bytes).
    public func replaceContents(with files: [String: Data]) throws {
        let fileManager = FileManager.default
        let target = URL(fileURLWithPath: path).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).staging-\(getpid())")

        try? fileManager.removeItem(at: staging)
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            var folders: Set<String> = [staging.path]
            for relativePath in files.keys.sorted() {
                let destination = staging.appendingPathComponent(relativePath)
                let folder = destination.deletingLastPathComponent()
                if folders.insert(folder.path).inserted {
                    try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
                }
                let data = files[relativePath]!
                // A file the last build wrote with the same bytes is linked, not
                // written again: creating files is what a rebuild spends most on.
                let previous = target.appendingPathComponent(relativePath)
                if fileManager.contents(atPath: previous.path) == data, link(previous.path, destination.path) == 0 { continue }
                try data.write(to: destination)
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw WriteError.failed(path: staging.path, reason: "could not write the new site: \(error.localizedDescription)")
        }

        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: target.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                try? fileManager.removeItem(at: staging)
                throw WriteError.failed(path: target.path, reason: "exists and is not a directory; not replacing it")
            }
            // One atomic step: the old site moves to the staging name.
            if sitegen_exchange_paths(staging.path, target.path) != 0 {
                // File systems without RENAME_EXCHANGE: two renames, with the
                // old site kept aside until the new one is in place.
                let aside = parent.appendingPathComponent(".\(target.lastPathComponent).previous-\(getpid())")
                try? fileManager.removeItem(at: aside)
                do {
                    try fileManager.moveItem(at: target, to: aside)
                    try fileManager.moveItem(at: staging, to: target)
                } catch {
                    if !fileManager.fileExists(atPath: target.path) {
                        try? fileManager.moveItem(at: aside, to: target)
                    }
                    throw WriteError.failed(path: target.path, reason: "could not swap in the new site: \(error.localizedDescription)")
                }
                try? fileManager.removeItem(at: aside)
            }
            try? fileManager.removeItem(at: staging)
        } else {
            do {
                try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
                try fileManager.moveItem(at: staging, to: target)
            } catch {
                try? fileManager.removeItem(at: staging)
                throw WriteError.failed(path: target.path, reason: "could not create the site: \(error.localizedDescription)")
            }
        }
    }
}
