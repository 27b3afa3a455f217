import CWOFF2
import Foundation

/// WOFF2, the web's compressed font format (Brotli with font-aware
/// transforms), through Google's encoder from Debian's libwoff-dev.
public enum WOFF2 {
    /// The font as WOFF2, or nil when the encoder cannot read it. Quality
    /// 11 is Brotli's best; the fonts are small once subset.
    public static func encode(_ font: Data, quality: Int32 = 11) -> Data? {
        encodeQuietly(font, quality: quality)
    }

    /// The library's own progress line silenced around a batch of encodes.
    public static func quietly<Result>(_ body: () -> Result) -> Result {
        sitegen_woff2_quiet_begin()
        defer { sitegen_woff2_quiet_end() }
        return body()
    }

    private static func encodeQuietly(_ font: Data, quality: Int32) -> Data? {
        font.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Data? in
            guard let input = bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count > 0 else { return nil }
            var length = sitegen_woff2_max_size(input, bytes.count)
            var output = [UInt8](repeating: 0, count: length)
            guard sitegen_woff2_encode(input, bytes.count, &output, &length, quality) == 1 else { return nil }
            return Data(output.prefix(length))
        }
    }
}
