/// A request path checked before it touches the file system: the
/// segments under the site root, or why it is refused.
///
/// libmicrohttpd has already decoded `%xx` once, so `%2e%2e` and `%2f`
/// arrive here as `..` and `/`. What is left to refuse: `..` and `.`
/// segments, backslashes (a Windows separator some clients send),
/// NUL bytes, percent-encodings that would decode to a separator or a dot
/// a second time (`%252e%252e`), and hidden names (`.public.staging-*`).
/// Symbolic links are checked after resolution (`StaticSite`).
public enum RequestPath: Equatable, Sendable {
    case segments([String], trailingSlash: Bool)
    case refused(String)

    public static func parse(_ path: String) -> RequestPath {
        guard path.hasPrefix("/") else { return .refused("the path does not start with '/'") }
        if path.contains("\\") { return .refused("backslashes are not allowed in paths") }
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return .refused("control characters are not allowed in paths")
        }
        let lowered = path.lowercased()
        for encoded in ["%2e", "%2f", "%5c", "%00", "%25"] where lowered.contains(encoded) {
            return .refused("encoded '\(encoded)' in a decoded path (double encoding)")
        }
        var segments: [String] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." || segment == ".." { return .refused("'\(segment)' segments are not allowed") }
            if segment.hasPrefix(".") { return .refused("hidden files are not served") }
            segments.append(String(segment))
        }
        return .segments(segments, trailingSlash: path.hasSuffix("/"))
    }
}
