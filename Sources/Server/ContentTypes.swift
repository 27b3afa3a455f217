/// Content types by file extension: what a static site is made of.
enum ContentTypes {
    static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "ico": "image/x-icon",
        "woff2": "font/woff2",
        "woff": "font/woff",
        "otf": "font/otf",
        "ttf": "font/ttf",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "xml": "application/xml",
        "pdf": "application/pdf",
        "wasm": "application/wasm",
    ]

    /// The type for a file name; unknown ones are bytes, never sniffed.
    static func forFile(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), !name[name.index(after: dot)...].contains("/") else { return "application/octet-stream" }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }
}
