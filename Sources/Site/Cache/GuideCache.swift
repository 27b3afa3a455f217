import Diagnostics
import Foundation

/// What earlier builds made of each guide, kept beside the output so a
/// rebuild only builds the guides whose key changed.
///
/// The folder is `<output's parent>/.sitegen-cache/<output's name>/`; it is
/// safe to delete at any time (the next build is a clean one). It holds one
/// entry per guide, `guides/<slug>.entry`, and `site.record` (the last
/// site written, see `SiteRecord`). An entry is the guide's `GuideOutput`
/// in the worker protocol's binary layout, behind a header with its key and
/// a checksum of the rest; one whose key differs is stale, one whose
/// checksum does not match is damaged, and both are rebuilt.
struct GuideCache: Sendable {
    let folder: URL

    init(output: String) {
        let target = URL(fileURLWithPath: output).standardizedFileURL
        folder = target.deletingLastPathComponent().appendingPathComponent(".sitegen-cache").appendingPathComponent(target.lastPathComponent)
    }

    private static let magic = Data("sitegen-cache-2\n".utf8)
    /// Magic, key, the two parts' checksums and the metadata's length.
    private static let headerSize = magic.count + 16 + 16 + 16 + 8

    /// The key of one guide's build: its source (text, path, slug, source
    /// map, asset colours, all as the worker receives them), the page shell
    /// and the other guides' slugs (links between guides), and the engine.
    static func key(of source: GuideSource, configuration: Data, engine: String) -> ContentHash {
        var writer = BinaryWriter(reservingCapacity: source.text.utf8.count + configuration.count + 256)
        writer.write(engine)
        writer.write(configuration)
        writer.write(WorkerMessage.job(source).frame())
        return ContentHash(writer.data)
    }

    func entryURL(slug: String) -> URL {
        folder.appendingPathComponent("guides").appendingPathComponent("\(slug).entry")
    }

    /// An entry is its header, then the guide's output without its files
    /// and with each file's hash (what the site around the guide needs),
    /// then the files (read only when they must be written).
    private struct Header {
        var key: ContentHash
        var metadataChecksum: ContentHash
        var filesChecksum: ContentHash
        var metadataLength: Int
    }

    private func header(of handle: FileHandle) -> Header? {
        guard let bytes = try? handle.read(upToCount: Self.headerSize), bytes.count == Self.headerSize,
              bytes.prefix(Self.magic.count) == Self.magic else { return nil }
        var reader = BinaryReader(bytes.dropFirst(Self.magic.count))
        guard let key = try? reader.readHash(), let metadata = try? reader.readHash(), let files = try? reader.readHash(),
              let length = try? reader.readInt(), length > 0, length < 1 << 31 else { return nil }
        return Header(key: key, metadataChecksum: metadata, filesChecksum: files, metadataLength: length)
    }

    /// The guide's output as an earlier build left it under this key, its
    /// files not yet read (`files(slug:key:)`); nil when there is none, it
    /// was built under another key, or it is damaged.
    func output(slug: String, key: ContentHash) -> CachedGuide? {
        guard let handle = FileHandle(forReadingAtPath: entryURL(slug: slug).path) else { return nil }
        defer { try? handle.close() }
        guard let header = header(of: handle), header.key == key,
              let metadata = try? handle.read(upToCount: header.metadataLength), metadata.count == header.metadataLength,
              ContentHash(metadata) == header.metadataChecksum else { return nil }
        var reader = BinaryReader(metadata)
        return try? CachedGuide(from: &reader)
    }

    /// The files of the entry kept under this key; nil when it is gone,
    /// was replaced or is damaged (the build then fails over to a full one).
    func files(slug: String, key: ContentHash) -> [String: Data]? {
        guard let handle = FileHandle(forReadingAtPath: entryURL(slug: slug).path) else { return nil }
        defer { try? handle.close() }
        guard let header = header(of: handle), header.key == key,
              (try? handle.seek(toOffset: UInt64(Self.headerSize + header.metadataLength))) != nil,
              let blob = try? handle.readToEnd(), ContentHash(blob) == header.filesChecksum else { return nil }
        var reader = BinaryReader(blob)
        guard let files = try? reader.readArray({ reader in (try reader.readString(), try reader.readData()) }) else { return nil }
        return Dictionary(files) { _, last in last }
    }

    /// Keeps a guide's output under its key: written to a temporary file and
    /// renamed, so a reader never sees half an entry. False when it could not be.
    @discardableResult
    func store(_ guide: CachedGuide, files: [String: Data], slug: String, key: ContentHash) -> Bool {
        var metadata = BinaryWriter(reservingCapacity: 16 * 1024)
        guide.write(to: &metadata)
        var blob = BinaryWriter(reservingCapacity: files.values.reduce(4096) { $0 + $1.count + 64 })
        blob.write(files.sorted { $0.key < $1.key }) { writer, file in
            writer.write(file.key)
            writer.write(file.value)
        }
        var header = BinaryWriter(reservingCapacity: Self.headerSize)
        header.write(key)
        header.write(ContentHash(metadata.data))
        header.write(ContentHash(blob.data))
        header.write(metadata.data.count)
        let url = entryURL(slug: slug)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(slug).entry.\(getpid())")
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileWriting.write([Self.magic, header.data, metadata.data, blob.data], to: temporary.path)
            guard rename(temporary.path, url.path) == 0 else { throw FileWriting.Failure(path: url.path, code: errno) }
            return true
        } catch {
            // A cache that cannot be written costs the next build time, nothing else.
            unlink(temporary.path)
            return false
        }
    }

    /// A site page that is costly to make and depends on little, kept as
    /// `pages/<name>` under the hash of what it depends on.
    func memo(_ name: String, key: ContentHash, make: () -> Data) -> Data {
        let url = folder.appendingPathComponent("pages").appendingPathComponent(name)
        if let stored = FileManager.default.contents(atPath: url.path), stored.count >= 32 {
            var header = BinaryReader(stored.prefix(32))
            let body = stored.dropFirst(32)
            if (try? header.readHash()) == key, (try? header.readHash()) == ContentHash(body) { return Data(body) }
        }
        let made = make()
        var header = BinaryWriter(reservingCapacity: 32)
        header.write(key)
        header.write(ContentHash(made))
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(name).\(getpid())")
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileWriting.write([header.data, made], to: temporary.path)
            guard rename(temporary.path, url.path) == 0 else { throw FileWriting.Failure(path: url.path, code: errno) }
        } catch {
            unlink(temporary.path)
        }
        return made
    }

    /// Removes the entries of guides no longer in the build.
    func prune(keeping slugs: Set<String>) {
        let guides = folder.appendingPathComponent("guides")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: guides.path)) ?? [] {
            let slug = name.hasSuffix(".entry") ? String(name.dropLast(6)) : ""
            if !slugs.contains(slug) { unlink(guides.appendingPathComponent(name).path) }
        }
    }
}

/// A guide's output without its files' bytes, and each file's hash: all
/// the site around a guide needs from it, and what the writer needs to know
/// a file is the one already in the output.
struct CachedGuide: Equatable, Sendable {
    /// Its `files` are empty: the bytes are kept apart.
    var output: GuideOutput
    var hashes: [String: ContentHash]

    init(output: GuideOutput) {
        hashes = output.files.mapValues(ContentHash.init)
        self.output = output
        self.output.files = [:]
    }

    func write(to writer: inout BinaryWriter) {
        output.write(to: &writer)
        writer.write(hashes.sorted { $0.key < $1.key }) { writer, file in
            writer.write(file.key)
            writer.write(file.value)
        }
    }

    init(from reader: inout BinaryReader) throws {
        output = try GuideOutput(from: &reader)
        let pairs = try reader.readArray { reader in (try reader.readString(), try reader.readHash()) }
        hashes = Dictionary(pairs) { _, last in last }
        guard output.files.isEmpty, reader.isAtEnd else { throw BinaryReader.Malformed(description: "not a guide's metadata") }
    }
}
