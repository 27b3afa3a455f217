import Diagnostics
import Foundation

/// The last site a build wrote into an output folder: every file with its
/// hash and its stamp once written, and what that build reported. Kept in
/// the cache folder as `site.record`.
///
/// Two uses. A build whose site key is the record's, over an output whose
/// files are exactly the recorded ones, has nothing to do: it reports what
/// the recorded build reported. And a build that does write links every
/// file whose hash is the recorded one from the old output instead of
/// writing it again — trusted only while the file's stamp is unchanged.
struct SiteRecord: Equatable {
    struct File: Equatable {
        var hash: ContentHash
        var stamp: FileStamp
    }

    /// Everything the site was built from (`BuildDriver.siteKey`).
    var siteKey: ContentHash
    var files: [String: File]
    /// Every folder of the site ("" for the output itself) with its stamp
    /// once the site was in place: a file added to or removed from a folder
    /// changes it, so no folder needs reading to know nothing was added.
    var folders: [String: FileStamp]
    var guideCount: Int
    var diagnostics: [Diagnostic]
    var slugsBySource: [String: String]

    static func url(in cache: GuideCache) -> URL {
        cache.folder.appendingPathComponent("site.record")
    }

    private static let magic = Data("sitegen-site-2\n".utf8)

    static func load(from cache: GuideCache) -> SiteRecord? {
        guard let data = FileManager.default.contents(atPath: url(in: cache).path),
              data.count > magic.count + 16, data.prefix(magic.count) == magic else { return nil }
        var header = BinaryReader(data[magic.count..<magic.count + 16])
        let body = data[(magic.count + 16)...]
        guard let checksum = try? header.readHash(), ContentHash(body) == checksum else { return nil }
        var reader = BinaryReader(body)
        return try? SiteRecord(from: &reader)
    }

    func store(in cache: GuideCache) {
        var body = BinaryWriter(reservingCapacity: files.count * 96 + 4096)
        write(to: &body)
        var header = BinaryWriter(reservingCapacity: 16)
        header.write(ContentHash(body.data))
        let url = Self.url(in: cache)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".site.record.\(getpid())")
        do {
            try FileManager.default.createDirectory(at: cache.folder, withIntermediateDirectories: true)
            try FileWriting.write([Self.magic, header.data, body.data], to: temporary.path)
            guard rename(temporary.path, url.path) == 0 else { throw FileWriting.Failure(path: url.path, code: errno) }
        } catch {
            unlink(temporary.path)
        }
    }

    static func remove(from cache: GuideCache) {
        unlink(url(in: cache).path)
    }

    /// Whether the output folder holds exactly the recorded files, each as
    /// it was written (same inode, size and time): then it is that site.
    /// Its folders' stamps say nothing was added or taken away.
    func matches(output: String) -> Bool {
        guard !folders.isEmpty else { return false }
        for (folder, stamp) in folders where FileStamp.ofFolder(folder.isEmpty ? output : "\(output)/\(folder)") != stamp { return false }
        return files.allSatisfy { path, file in FileStamp.ofFileInPlace("\(output)/\(path)") == file.stamp }
    }

    /// The stamps of the folders that hold `files`, as they are now.
    static func folderStamps(output: String, files: some Collection<String>) -> [String: FileStamp] {
        var folders: Set<String> = [""]
        for path in files {
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                guard folders.insert(String(folder)).inserted else { break }
            }
        }
        var stamps: [String: FileStamp] = [:]
        for folder in folders {
            stamps[folder] = FileStamp.ofFolder(folder.isEmpty ? output : "\(output)/\(folder)")
        }
        return stamps
    }

    private func write(to writer: inout BinaryWriter) {
        writer.write(siteKey)
        writer.write(files.sorted { $0.key < $1.key }) { writer, file in
            writer.write(file.key)
            writer.write(file.value.hash)
            file.value.stamp.write(to: &writer)
        }
        writer.write(folders.sorted { $0.key < $1.key }) { writer, folder in
            writer.write(folder.key)
            folder.value.write(to: &writer)
        }
        writer.write(guideCount)
        writer.write(diagnostics) { $0.write($1) }
        writer.write(slugsBySource.sorted { $0.key < $1.key }) { writer, pair in
            writer.write(pair.key)
            writer.write(pair.value)
        }
    }

    init(siteKey: ContentHash, files: [String: File], folders: [String: FileStamp], guideCount: Int, diagnostics: [Diagnostic],
         slugsBySource: [String: String]) {
        self.siteKey = siteKey
        self.files = files
        self.folders = folders
        self.guideCount = guideCount
        self.diagnostics = diagnostics
        self.slugsBySource = slugsBySource
    }

    private init(from reader: inout BinaryReader) throws {
        siteKey = try reader.readHash()
        let entries = try reader.readArray { reader in
            (try reader.readString(), File(hash: try reader.readHash(), stamp: try FileStamp(from: &reader)))
        }
        files = Dictionary(entries) { _, last in last }
        folders = Dictionary(try reader.readArray { reader in (try reader.readString(), try FileStamp(from: &reader)) }) { _, last in last }
        guideCount = try reader.readInt()
        diagnostics = try reader.readArray { try $0.readDiagnostic() }
        slugsBySource = Dictionary(try reader.readArray { reader in (try reader.readString(), try reader.readString()) }) { _, last in last }
        guard reader.isAtEnd else { throw BinaryReader.Malformed(description: "trailing bytes") }
    }
}
