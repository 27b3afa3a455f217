import Foundation
import TextShaping

/// Subset WOFF2 fonts kept between builds in `$XDG_CACHE_HOME/sitegen/webfonts`
/// (`~/.cache/...`), one file per face and character set. Keyed by the
/// font file (path, size, modification time), the characters and the
/// format version, so a changed font or text makes a new entry. Safe to
/// delete; an entry that is not a WOFF2 file is ignored and made again;
/// entries are written whole (a temporary file renamed into place).
enum WebFontCache {
    /// Raise when the subsetting or encoding changes what it makes.
    static let version = 1

    static let folder: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if environment["SITEGEN_FONT_CACHE"] == "off" { return nil }
        let base = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? environment["HOME"].map { URL(fileURLWithPath: $0).appendingPathComponent(".cache") }
        guard let folder = base?.appendingPathComponent("sitegen/webfonts") else { return nil }
        return (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) == nil ? nil : folder
    }()

    /// nil when the font file cannot be read.
    static func key(_ face: FontFace, characters: [UInt32]) -> String? {
        var status = stat()
        guard stat(face.path, &status) == 0 else { return nil }
        var hash: UInt64 = 0xcbf29ce484222325
        func mix(_ value: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) { hash = (hash ^ ((value >> UInt64(shift)) & 0xFF)) &* 0x100000001b3 }
        }
        for byte in face.path.utf8 { mix(UInt64(byte)) }
        mix(UInt64(status.st_size))
        mix(UInt64(bitPattern: Int64(status.st_mtim.tv_sec)))
        mix(UInt64(version))
        for character in characters { mix(UInt64(character)) }
        return "\(face.webFileName.dropLast(".woff2".count))-\(String(hash, radix: 16))-\(characters.count)"
    }

    static func read(_ key: String) -> Data? {
        guard let file = folder?.appendingPathComponent(key + ".woff2"), let data = FileManager.default.contents(atPath: file.path),
              data.count > 48, data.prefix(4) == Data("wOF2".utf8),
              Int(data[data.startIndex + 8]) << 24 | Int(data[data.startIndex + 9]) << 16 | Int(data[data.startIndex + 10]) << 8
                | Int(data[data.startIndex + 11]) == data.count else { return nil }
        return data
    }

    static func write(_ key: String, _ data: Data) {
        guard let folder else { return }
        let temporary = folder.appendingPathComponent(".\(key)-\(getpid())-\(UUID().uuidString)")
        guard (try? data.write(to: temporary)) != nil else { return }
        if rename(temporary.path, folder.appendingPathComponent(key + ".woff2").path) != 0 { try? FileManager.default.removeItem(at: temporary) }
    }
}
