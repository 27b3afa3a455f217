import Foundation
import Symbols
import TextShaping

/// Where a file is and when it last changed, as the file system says:
/// enough to know it is the file a build saw or wrote, without reading it.
struct FileStamp: Equatable, Sendable {
    var inode: UInt64
    var size: Int64
    /// Modification time, in nanoseconds.
    var modified: Int64

    /// nil when there is no such regular file. Follows symbolic links.
    static func of(_ path: String) -> FileStamp? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStamp(status)
    }

    /// A folder's stamp (not following a symbolic link): its time changes
    /// whenever an entry is added to it, removed or renamed.
    static func ofFolder(_ path: String) -> FileStamp? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
        return FileStamp(status)
    }

    /// A regular file's stamp, not following a symbolic link.
    static func ofFileInPlace(_ path: String) -> FileStamp? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStamp(status)
    }

    private init(_ status: stat) {
        self.init(inode: UInt64(status.st_ino), size: Int64(status.st_size),
                  modified: Int64(status.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(status.st_mtim.tv_nsec))
    }

    func write(to writer: inout BinaryWriter) {
        writer.write(Int(bitPattern: UInt(inode)))
        writer.write(Int(size))
        writer.write(Int(modified))
    }

    init(inode: UInt64, size: Int64, modified: Int64) {
        self.inode = inode
        self.size = size
        self.modified = modified
    }

    init(from reader: inout BinaryReader) throws {
        inode = UInt64(UInt(bitPattern: try reader.readInt()))
        size = Int64(try reader.readInt())
        modified = Int64(try reader.readInt())
    }
}

/// Everything outside a guide's own text that decides its pages: which
/// sitegen drew them, and the fonts and icons it drew them with. Part of
/// every cache key, so a new sitegen, a font update or another icon set
/// rebuilds every guide.
enum BuildFingerprint {
    /// This sitegen: its version, and the executable file itself (a rebuilt
    /// binary with the same version number is another engine).
    static func engine(version: String = SitegenVersion.current) -> String {
        let binary = FileStamp.of("/proc/self/exe").map { "\($0.inode):\($0.size):\($0.modified)" } ?? "unknown"
        return "sitegen \(version) \(binary)"
    }

    /// The fonts text is measured and outlined with, and the icon set.
    static func environment() -> String {
        var parts: [String] = []
        for face in FontCatalog().faces {
            let stamp = FileStamp.of(face.path)
            parts.append("\(face.path):\(stamp?.size ?? -1):\(stamp?.modified ?? -1)")
        }
        let icons = SymbolCatalog.installed()
        parts.append("icons:\(icons.folder ?? "none"):\(icons.source.version)")
        return parts.joined(separator: "\n")
    }
}
