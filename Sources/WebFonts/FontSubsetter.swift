import CHarfBuzz
import CHarfBuzzSubset
import Foundation

/// Cuts a font down to the glyphs some text needs with HarfBuzz's
/// hb-subset: the glyphs of the given characters, and whatever the font's
/// layout rules reach from them (ligatures, alternates of the retained
/// features), with kerning kept, so text measured against the full font
/// is laid out the same by the subset.
public enum FontSubsetter {
    /// OpenType features kept besides HarfBuzz's default set (kerning,
    /// ligatures, marks...): `tnum` draws `.monospacedDigit()` text.
    public static let extraFeatures = ["tnum"]

    /// The subset font, or nil when the font cannot be read or subset.
    /// Hinting is dropped: browsers on the screens these pages are read on
    /// do not need it, and it is much of a TrueType file's size.
    public static func subset(_ font: Data, characters: [UInt32]) -> Data? {
        font.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Data? in
            guard let base = bytes.baseAddress, bytes.count > 0, bytes.count <= Int(UInt32.max) else { return nil }
            let blob = hb_blob_create(base.assumingMemoryBound(to: CChar.self), UInt32(bytes.count), HB_MEMORY_MODE_READONLY, nil, nil)
            defer { hb_blob_destroy(blob) }
            let face = hb_face_create(blob, 0)
            defer { hb_face_destroy(face) }
            guard let input = hb_subset_input_create_or_fail() else { return nil }
            defer { hb_subset_input_destroy(input) }
            let unicodes = hb_subset_input_unicode_set(input)
            for character in characters { hb_set_add(unicodes, character) }
            let features = hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG)
            for feature in extraFeatures { hb_set_add(features, tag(feature)) }
            hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_NO_HINTING.rawValue)
            guard let subset = hb_subset_or_fail(face, input) else { return nil }
            defer { hb_face_destroy(subset) }
            let result = hb_face_reference_blob(subset)
            defer { hb_blob_destroy(result) }
            var length: UInt32 = 0
            guard let data = hb_blob_get_data(result, &length), length > 0 else { return nil }
            return Data(bytes: data, count: Int(length))
        }
    }

    /// An OpenType tag ("tnum") as HarfBuzz's number.
    static func tag(_ name: String) -> hb_tag_t {
        name.utf8.prefix(4).reduce(0) { ($0 << 8) | hb_tag_t($1) }
    }
}
