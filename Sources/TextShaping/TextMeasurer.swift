import CHarfBuzz
import DesignModel
import Foundation

/// A font file loaded into HarfBuzz, at its design units (sizes scale).
/// `@unchecked Sendable`: every property is a `let`, and the one the
/// compiler cannot check, the `hb_font_t` pointer, is never changed after
/// `init` — HarfBuzz documents fonts as immutable then and safe to shape
/// with from several threads.
public final class ShapingFont: @unchecked Sendable {
    public let face: FontFace
    let font: OpaquePointer
    /// Units per em of the font's design grid.
    public let unitsPerEm: Double
    /// Vertical metrics as browsers use them (hhea, or OS/2 typo metrics when
    /// the font asks for them), in em.
    public let ascender: Double
    public let descender: Double
    public let lineGap: Double

    init?(face: FontFace) {
        guard let blob = hb_blob_create_from_file(face.path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard hb_blob_get_length(blob) > 0, let hbFace = hb_face_create(blob, 0) else { return nil }
        defer { hb_face_destroy(hbFace) }
        guard let font = hb_font_create(hbFace) else { return nil }
        let upem = Double(hb_face_get_upem(hbFace))
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_ot_font_set_funcs(font)
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        self.face = face
        self.font = font
        self.unitsPerEm = upem
        self.ascender = Double(extents.ascender) / upem
        self.descender = -Double(extents.descender) / upem
        self.lineGap = Double(extents.line_gap) / upem
    }

    deinit {
        hb_font_destroy(font)
    }

    /// The advance width of `text` in em, shaped with kerning and, when
    /// `tabular`, tabular figures (`tnum`), as a browser shapes it.
    public func advance(of text: String, tabular: Bool) -> Double {
        guard !text.isEmpty, let buffer = hb_buffer_create() else { return 0 }
        defer { hb_buffer_destroy(buffer) }
        let utf8 = Array(text.utf8)
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        var features = [hb_feature_t]()
        if tabular {
            var feature = hb_feature_t()
            if hb_feature_from_string("tnum", -1, &feature) != 0 { features.append(feature) }
        }
        features.withUnsafeBufferPointer { list in
            hb_shape(font, buffer, list.baseAddress, UInt32(list.count))
        }
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
        var total = 0
        for index in 0..<Int(count) { total += Int(positions[index].x_advance) }
        return Double(total) / unitsPerEm
    }
}

/// The fonts a build draws with, loaded once and shared by every guide.
/// `@unchecked Sendable`: its two caches are only read or written while
/// `lock` is held.
public final class FontLibrary: @unchecked Sendable {
    public let catalog: FontCatalog
    private var fonts: [String: ShapingFont] = [:]
    /// Which font draws a spec, by what chooses the face (not the size):
    /// matching names to faces is much slower than shaping a word.
    private var choices: [FaceKey: ShapingFont?] = [:]
    private let lock = NSLock()

    /// What chooses a spec's face (not its size).
    struct FaceKey: Hashable {
        var family: FontSpec.Family
        var weight: Int
        var italic: Bool

        init(_ spec: FontSpec) {
            family = spec.family
            weight = spec.weight
            italic = spec.italic
        }
    }

    public init(catalog: FontCatalog) {
        self.catalog = catalog
    }

    /// The fonts installed on this machine, loaded once per process.
    public static let standard = FontLibrary(catalog: FontCatalog())

    /// The shaping font for a spec's stand-in face; nil when no font file is installed.
    public func font(for spec: FontSpec) -> ShapingFont? {
        let key = FaceKey(spec)
        lock.lock()
        defer { lock.unlock() }
        if let chosen = choices[key] { return chosen }
        var font: ShapingFont?
        if let face = catalog.face(for: spec) {
            font = fonts[face.path] ?? ShapingFont(face: face)
            if let font { fonts[face.path] = font }
        }
        choices[key] = font
        return font
    }
}

/// Measures text the way the browser will draw it: HarfBuzz shaping over
/// the same font files the pages ship, plus tracking after every character.
/// Results are cached per measurer (one per component render, no locking).
public final class TextMeasurer {
    public let library: FontLibrary
    private var cache: [Key: Double] = [:]
    /// The last spec's font: layout measures a run word by word in one
    /// font, and nearly every width is already cached, so finding the
    /// font (a lock and a hash in the library) was most of a measurement.
    private var lastFont: (key: FontLibrary.FaceKey, font: ShapingFont?)?

    struct Key: Hashable {
        var text: String
        /// The font, by identity: the library keeps one per file for its lifetime.
        var font: ObjectIdentifier
        var tabular: Bool
    }

    public init(library: FontLibrary) {
        self.library = library
    }

    /// Width in points of `text` set in `spec` with `tracking` points added
    /// after each character (SwiftUI `.tracking`, CSS `letter-spacing`).
    public func width(of text: String, font spec: FontSpec, tracking: Double = 0) -> Double {
        guard let font = font(for: spec) else {
            // No font installed: an average sans-serif advance.
            let characters = Double(text.count)
            return characters * spec.size * 0.55 + tracking * characters
        }
        let key = Key(text: text, font: ObjectIdentifier(font), tabular: spec.monospacedDigit)
        let em: Double
        if let cached = cache[key] {
            em = cached
        } else {
            em = font.advance(of: text, tabular: spec.monospacedDigit)
            cache[key] = em
        }
        // Counting characters walks the text; untracked (nearly all) text
        // needs no count: ±0 tracking times any count is that same ±0.
        let characters = tracking == 0 ? 0 : Double(text.count)
        return em * spec.size + tracking * characters
    }

    private func font(for spec: FontSpec) -> ShapingFont? {
        let key = FontLibrary.FaceKey(spec)
        if let lastFont, lastFont.key == key { return lastFont.font }
        let font = library.font(for: spec)
        lastFont = (key, font)
        return font
    }

    /// Ascent, descent and line height in points for a font spec.
    public func lineMetrics(for spec: FontSpec) -> LineMetrics {
        guard let font = font(for: spec) else {
            return LineMetrics(ascent: spec.size * 0.95, descent: spec.size * 0.25, leading: 0)
        }
        return LineMetrics(ascent: font.ascender * spec.size, descent: font.descender * spec.size, leading: font.lineGap * spec.size)
    }
}

public struct LineMetrics: Sendable, Hashable {
    public var ascent: Double
    public var descent: Double
    public var leading: Double

    public var lineHeight: Double { ascent + descent + leading }
}
