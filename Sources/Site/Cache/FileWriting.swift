import Foundation

/// Plain file writes through the system calls: no
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
}
