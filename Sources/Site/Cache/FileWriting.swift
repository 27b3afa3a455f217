import Foundation

/// Plain file writes and directory walks through the system calls: no
/// `fsync` per file (which `Data.write(to:)` pays on every one of a site's
/// thousand files), no Foundation bookkeeping. Durability is the swap's
/// business: a site is only ever seen whole (`OutputDirectory`).
enum FileWriting {
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var code: Int32
        var description: String { "\(path): \(String(cString: strerror(code)))" }
    }

    /// Creates or truncates `path` and writes the parts one after another.
    static func write(_ parts: [Data], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(path: path, code: errno) }
        defer { close(descriptor) }
        for part in parts {
            try part.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw Failure(path: path, code: errno)
                    }
                    offset += written
                }
            }
        }
    }

    /// Every regular file below `root` (relative path -> stamp), symbolic
    /// links not followed; nil when `root` is not a readable folder.
    /// Anything else found (a link, a socket) is reported under its path
    /// with a nil stamp, so it is never mistaken for a file a build wrote.
    static func tree(_ root: String) -> [String: FileStamp?]? {
        var files: [String: FileStamp?] = [:]
        func walk(_ folder: String, prefix: String, depth: Int) -> Bool {
            guard depth < 64, let directory = opendir(folder) else { return false }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name == "." || name == ".." { continue }
                let path = "\(folder)/\(name)", relative = prefix.isEmpty ? name : "\(prefix)/\(name)"
                var status = stat()
                guard lstat(path, &status) == 0 else { files[relative] = .some(nil); continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    guard walk(path, prefix: relative, depth: depth + 1) else { files[relative] = .some(nil); continue }
                case S_IFREG:
                    files[relative] = FileStamp(inode: UInt64(status.st_ino), size: Int64(status.st_size),
                                                modified: Int64(status.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(status.st_mtim.tv_nsec))
                default:
                    files[relative] = .some(nil)
                }
            }
            return true
        }
        return walk(root, prefix: "", depth: 0) ? files : nil
    }
}
