import Foundation
import TextShaping

/// The site's fonts as it publishes them: every face of the catalog
/// subset to the characters the site's pages and pictures use, as WOFF2,
/// with the families' licences. The fonts are most of a site's bytes
/// otherwise (6.2 MB of OpenType for 24 faces).
public struct WebFontSet {
    /// Files under `assets/`: `fonts/<face>.woff2`, `fonts/LICENSE-<family>.txt`.
    public var files: [String: Data] = [:]
    /// Faces that could not be subset or encoded (published whole, or left out).
    public var problems: [String] = []

    /// Printable ASCII is always kept, so what a reader types into the
    /// search box is drawn in the site's face too.
    static let alwaysKept: [UInt32] = Array(0x20...0x7E)

    /// `characters`: every Unicode scalar the pages and pictures contain.
    public init(catalog: FontCatalog, characters: Set<UInt32>) {
        let kept = Set(characters).union(Self.alwaysKept).filter { $0 >= 0x20 }.sorted()
        let faces = catalog.faces
        // One face per core: Brotli at its best quality is the cost here.
        let encoded = Results(count: faces.count)
        WOFF2.quietly {
            DispatchQueue.concurrentPerform(iterations: faces.count) { index in
                encoded.set(index, Self.webFont(faces[index], characters: kept))
            }
        }
        for (face, data) in zip(faces, encoded.values) {
            if let data {
                files["fonts/\(face.webFileName)"] = data
            } else {
                problems.append("font \(face.path) could not be subset and compressed; it is left out and its text falls back to system fonts")
            }
        }
        for family in FontCatalog.families where faces.contains(where: { $0.family == family.name }) {
            if let license = FileManager.default.contents(atPath: family.licenseFile) {
                files["fonts/LICENSE-\(family.name.replacingOccurrences(of: " ", with: "")).txt"] = license
            }
        }
    }

    /// Subsetting and compressing a face costs tens of milliseconds (Brotli
    /// at its best quality), about 1.7 s for all of them on two cores: kept
    /// in memory for a watch session's rebuilds and on disk for later
    /// builds (`WebFontCache`). The result is the same bytes either way.
    private nonisolated(unsafe) static var memo: [String: Data] = [:]
    private static let memoLock = NSLock()

    static func webFont(_ face: FontFace, characters: [UInt32]) -> Data? {
        guard let key = WebFontCache.key(face, characters: characters) else { return nil }
        memoLock.lock()
        if let known = memo[key] {
            memoLock.unlock()
            return known
        }
        memoLock.unlock()
        let woff2: Data
        if let cached = WebFontCache.read(key) {
            woff2 = cached
        } else {
            guard let original = FileManager.default.contents(atPath: face.path) else { return nil }
            let subset = FontSubsetter.subset(original, characters: characters) ?? original
            guard let encoded = WOFF2.encode(subset) else { return nil }
            woff2 = encoded
            WebFontCache.write(key, woff2)
        }
        memoLock.lock()
        memo[key] = woff2
        memoLock.unlock()
        return woff2
    }

    /// Every Unicode scalar in text files of a site (pages, SVG pictures).
    public static func characters(in files: [String: Data], extensions: Set<String> = ["html", "svg"]) -> Set<UInt32> {
        var found = Set<UInt32>()
        for (path, data) in files {
            guard let dot = path.lastIndex(of: "."), extensions.contains(String(path[path.index(after: dot)...])) else { continue }
            insertScalars(of: data, into: &found)
        }
        return found
    }

    /// The Unicode scalars of UTF-8 `data`, as decoding it would give them.
    /// This runs over every byte of the site while the build waits, and
    /// nearly all of them are ASCII, which is its own scalar: those are
    /// only marked, and only the runs of other bytes between them are
    /// decoded. (No ASCII byte belongs to another character or to a broken
    /// sequence, so the runs decode, broken ones too, as the whole would.)
    static func insertScalars(of data: Data, into found: inout Set<UInt32>) {
        var sawASCII = [Bool](repeating: false, count: 128)
        sawASCII.withUnsafeMutableBufferPointer { seen in
            data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte < 0x80 {
                        seen[Int(byte)] = true
                        index += 1
                        continue
                    }
                    var end = index + 1
                    while end < bytes.count, bytes[end] >= 0x80 { end += 1 }
                    for scalar in String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars {
                        found.insert(scalar.value)
                    }
                    index = end
                }
            }
        }
        for (value, seen) in sawASCII.enumerated() where seen { found.insert(UInt32(value)) }
    }
}

/// Results written by concurrent workers, each to its own slot.
/// `@unchecked Sendable`: `slots` is only touched with `lock` held.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Data?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Data?) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Data?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
