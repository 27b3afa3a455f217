import CHarfBuzz
import Foundation
import Testing
import TextShaping
@testable import WebFonts

@Suite struct WebFontsTests {
    static let catalog = FontCatalog()
    static func face(_ file: String) throws -> FontFace {
        try #require(catalog.faces.first { $0.fileName == file }, "\(file) is installed (scripts/install-deps)")
    }

    /// Advance of each glyph HarfBuzz shapes `text` into, with kerning, in font units.
    static func advances(_ font: Data, _ text: String) -> [Int32]? {
        font.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> [Int32]? in
            let blob = hb_blob_create(bytes.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(bytes.count), HB_MEMORY_MODE_READONLY, nil, nil)
            defer { hb_blob_destroy(blob) }
            let face = hb_face_create(blob, 0)
            defer { hb_face_destroy(face) }
            let hbFont = hb_font_create(face)
            defer { hb_font_destroy(hbFont) }
            let buffer = hb_buffer_create()
            defer { hb_buffer_destroy(buffer) }
            hb_buffer_add_utf8(buffer, text, -1, 0, -1)
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(hbFont, buffer, nil, 0)
            var count: UInt32 = 0
            guard let positions = hb_buffer_get_glyph_positions(buffer, &count), let infos = hb_buffer_get_glyph_infos(buffer, &count) else { return nil }
            if (0..<Int(count)).contains(where: { infos[$0].codepoint == 0 }) { return nil }  // a missing glyph
            return (0..<Int(count)).map { positions[$0].x_advance }
        }
    }

    @Test func aSubsetKeepsTheGlyphsAndKerningOfItsCharactersOnly() throws {
        let original = try #require(FileManager.default.contents(atPath: try Self.face("Inter-Regular.otf").path))
        let text = "AVATAR Wave 0123 →"
        let subset = try #require(FontSubsetter.subset(original, characters: text.unicodeScalars.map(\.value)))
        #expect(subset.count < original.count / 10, "\(subset.count) of \(original.count) bytes")
        #expect(Self.advances(subset, text) == Self.advances(original, text), "laid out as the full font lays it out")
        #expect(Self.advances(subset, "Ж") == nil, "a character not asked for is not in it")
    }

    @Test func woff2IsWOFF2AndTheSameEveryTime() throws {
        let original = try #require(FileManager.default.contents(atPath: try Self.face("JetBrainsMono-Regular.ttf").path))
        let subset = try #require(FontSubsetter.subset(original, characters: Array(0x20...0x7E)))
        let first = try #require(WOFF2.encode(subset))
        #expect(first.prefix(4) == Data("wOF2".utf8))
        #expect(first.count < subset.count)
        #expect(WOFF2.encode(subset) == first)
    }

    @Test func everyFaceIsPublishedSmallWithItsLicence() throws {
        let set = WebFontSet(catalog: Self.catalog, characters: Set("Design review — 0123456789 →".unicodeScalars.map(\.value)))
        #expect(set.problems.isEmpty, "\(set.problems)")
        for face in Self.catalog.faces {
            let data = try #require(set.files["fonts/\(face.webFileName)"], "\(face.webFileName)")
            #expect(data.count < 40_000, "\(face.webFileName) is \(data.count) bytes")
        }
        #expect(set.files["fonts/LICENSE-Inter.txt"] != nil)
        #expect(Self.catalog.fontFaceCSS().contains("src: url(\"fonts/Inter-Bold.woff2\") format(\"woff2\")"))
    }

    @Test func cacheKeysFollowTheCharacters() throws {
        let face = try Self.face("Inter-Bold.otf")
        let one = WebFontCache.key(face, characters: [65, 66])
        #expect(one != nil)
        #expect(one == WebFontCache.key(face, characters: [65, 66]))
        #expect(one != WebFontCache.key(face, characters: [65, 67]))
    }
}

/// The characters a site uses are read by skipping ASCII bytes and decoding
/// only the runs between them: the same scalars as decoding whole files.
@Suite struct SiteCharacterTests {
    static func reference(_ data: Data) -> Set<UInt32> {
        Set(String(decoding: data, as: UTF8.self).unicodeScalars.map(\.value))
    }

    @Test func runsDecodeAsTheWholeDoes() {
        let pieces: [[UInt8]] = [
            Array("<p>a · b → c</p>".utf8), Array("👩‍👩‍👧é".utf8), [0x41], [0xC3], [0xA9], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0x80], [0xBF, 0xBF],
            [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xFE], [0x0A], [0x00],
        ]
        var samples: [[UInt8]] = [[]]
        for first in pieces { for second in pieces { for third in [[UInt8]]([[], [0x20], [0xE2]]) { samples.append(first + third + second) } } }
        // Byte soup from a fixed linear congruential sequence, so a failure repeats.
        var state: UInt64 = 12345
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        for _ in 0..<500 { samples.append((0..<(next() % 40)).map { _ in UInt8(next() % 256) }) }
        for sample in samples {
            var found = Set<UInt32>()
            WebFontSet.insertScalars(of: Data(sample), into: &found)
            #expect(found == Self.reference(Data(sample)), "\(sample)")
        }
    }

    @Test func readsOnlyPagesAndPictures() {
        let files = ["a/index.html": Data("é<".utf8), "b.svg": Data("→".utf8), "c.css": Data("ß".utf8)]
        #expect(WebFontSet.characters(in: files) == Set([0xE9, 0x3C, 0x2192]))
    }
}
