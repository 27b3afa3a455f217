import Foundation

/// Answers GET and HEAD from a folder: the file's bytes with its content
/// type, `ETag` and `Last-Modified` (and 304 when the client has them),
/// `index.html` for a folder, a 404 page, and refusal of anything that
/// would leave the folder.
public struct StaticSite: Sendable {
    public let root: String
    /// Markup inserted before `</head>` of every HTML page, computed per
    /// request (live reload puts its hook there). The published files are
    /// never changed.
    public var htmlInjection: (@Sendable () -> String)?

    public init(root: String, htmlInjection: (@Sendable () -> String)? = nil) {
        self.root = root
        self.htmlInjection = htmlInjection
    }

    static let commonHeaders: [(name: String, value: String)] = [
        // Always revalidated: a rebuild may change any file; an unchanged one costs a 304.
        ("Cache-Control", "no-cache"),
        ("X-Content-Type-Options", "nosniff"),
    ]

    public func respond(to request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(405, "405 Method Not Allowed", headers: [("Allow", "GET, HEAD")])
        }
        let segments: [String]
        let trailingSlash: Bool
        switch RequestPath.parse(request.path) {
        case .refused(let reason):
            return .text(400, "400 Bad Request: \(reason)")
        case .segments(let parsed, let slash):
            (segments, trailingSlash) = (parsed, slash)
        }
        guard let siteRoot = Self.realPath(root) else { return notFound(request) }
        guard var resolved = Self.realPath(([siteRoot] + segments).joined(separator: "/")) else { return notFound(request) }
        guard Self.isInside(resolved, siteRoot) else { return .text(403, "403 Forbidden: the path leads outside the site") }

        var status = stat()
        guard stat(resolved, &status) == 0 else { return notFound(request) }
        if status.st_mode & S_IFMT == S_IFDIR {
            guard trailingSlash || segments.isEmpty else {
                // Relative links in the folder's index.html resolve against the slash.
                return HTTPResponse(status: 301, headers: [("Location", PercentEncoding.path(request.path + "/"))] + Self.commonHeaders)
            }
            guard let index = Self.realPath(resolved + "/index.html"), Self.isInside(index, siteRoot) else { return notFound(request) }
            resolved = index
        }
        return file(at: resolved, for: request)
    }

    private func file(at path: String, for request: HTTPRequest) -> HTTPResponse {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return notFound(request) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return notFound(request)
        }
        let type = ContentTypes.forFile(path)
        let injection = type.hasPrefix("text/html") ? htmlInjection?() : nil
        let validators = Validators(status, variant: injection)
        var headers = [("Content-Type", type), ("ETag", validators.etag), ("Last-Modified", validators.lastModified)] + Self.commonHeaders
        if validators.matches(request) {
            close(descriptor)
            headers.removeFirst()
            return HTTPResponse(status: 304, headers: headers)
        }
        guard let injection else { return HTTPResponse(status: 200, headers: headers, body: .file(descriptor: descriptor, size: Int(status.st_size))) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let page = (try? handle.readToEnd()) ?? Data()
        return HTTPResponse(status: 200, headers: headers, body: .bytes(HTMLInjection.insert(injection, into: page)))
    }

    private func notFound(_ request: HTTPRequest) -> HTTPResponse {
        HTTPResponse(status: 404, headers: [("Content-Type", "text/html; charset=utf-8")] + Self.commonHeaders,
                     body: .bytes(Data(NotFoundPage.render(path: request.path).utf8)))
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
}

/// Inserts markup before a page's `</head>` (or at its start when it has none).
enum HTMLInjection {
    static func insert(_ markup: String, into page: Data) -> Data {
        let closingHead = Array("</head>".utf8)
        let bytes = [UInt8](page)
        var index = 0
        while index + closingHead.count <= bytes.count {
            if bytes[index] == UInt8(ascii: "<"),
               zip(bytes[index..<index + closingHead.count], closingHead).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) {
                return Data(bytes[..<index] + Array(markup.utf8) + bytes[index...])
            }
            index += 1
        }
        return Data(Array(markup.utf8) + bytes)
    }
}

/// `ETag` and `Last-Modified` of a file, and whether a conditional
/// request already has them.
struct Validators {
    let etag: String
    let lastModified: String
    let modifiedSeconds: Int

    /// `variant` is what was injected into the page: another injection is another entity.
    init(_ status: stat, variant: String?) {
        let nanoseconds = Int(status.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(status.st_mtim.tv_nsec)
        var tag = "\(String(status.st_ino, radix: 16))-\(String(status.st_size, radix: 16))-\(String(nanoseconds, radix: 16))"
        if let variant { tag += "-" + String(Self.fnv1a(variant), radix: 16) }
        etag = "\"\(tag)\""
        modifiedSeconds = Int(status.st_mtim.tv_sec)
        lastModified = HTTPDate.format(modifiedSeconds)
    }

    /// `If-None-Match` decides when present (RFC 9110 §13.2.2); else `If-Modified-Since`.
    func matches(_ request: HTTPRequest) -> Bool {
        if let tags = request.header("If-None-Match") {
            return tags.split(separator: ",").contains { candidate in
                let trimmed = candidate.trimmingCharacters(in: .whitespaces)
                let strong = trimmed.hasPrefix("W/") ? String(trimmed.dropFirst(2)) : trimmed
                return strong == "*" || strong == etag
            }
        }
        if let since = request.header("If-Modified-Since"), let seconds = HTTPDate.parse(since) {
            return modifiedSeconds <= seconds
        }
        return false
    }

    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        return hash
    }
}

/// RFC 9110's IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT`.
enum HTTPDate {
    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func format(_ seconds: Int) -> String {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }

    static func parse(_ text: String) -> Int? {
        let fields = text.split(separator: " ")
        guard fields.count == 6, fields[5] == "GMT", let day = Int32(fields[1]), let month = months.firstIndex(of: String(fields[2])),
              let year = Int32(fields[3]) else { return nil }
        let clock = fields[4].split(separator: ":").compactMap { Int32($0) }
        guard clock.count == 3 else { return nil }
        var parts = tm()
        parts.tm_mday = day
        parts.tm_mon = Int32(month)
        parts.tm_year = year - 1900
        (parts.tm_hour, parts.tm_min, parts.tm_sec) = (clock[0], clock[1], clock[2])
        return Int(timegm(&parts))
    }
}

/// Percent-encoding for a path put back into a header (`Location`).
enum PercentEncoding {
    static func path(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "%?#")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? "/"
    }
}
