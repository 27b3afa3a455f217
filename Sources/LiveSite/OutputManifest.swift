import Foundation

/// What a built site holds, file by file, as the file system knows it.
/// A rebuild links files whose bytes did not change (`OutputDirectory`),
/// so a file whose inode, size and time are the same is the same file;
/// comparing two manifests names what a rebuild changed without reading
/// a byte.
struct OutputManifest: Equatable {
    struct Stamp: Equatable {
        var inode: UInt
        var size: Int
        var modified: Int
    }

    var files: [String: Stamp] = [:]

    static func scan(_ root: String) -> OutputManifest {
        var manifest = OutputManifest()
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return manifest }
        while let relative = enumerator.nextObject() as? String {
            var status = stat()
            guard lstat("\(root)/\(relative)", &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            manifest.files[relative] = Stamp(inode: UInt(status.st_ino), size: Int(status.st_size),
                                             modified: Int(status.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(status.st_mtim.tv_nsec))
        }
        return manifest
    }

    /// Files added, changed or removed since `earlier`, sorted.
    func changes(since earlier: OutputManifest) -> [String] {
        var changed = files.filter { earlier.files[$0.key] != $0.value }.map(\.key)
        changed += earlier.files.keys.filter { files[$0] == nil }
        return changed.sorted()
    }
}
