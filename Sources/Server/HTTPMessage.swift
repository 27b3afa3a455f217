import Foundation

/// A request as the server hands it to its handler: the method, the path
/// (already percent-decoded by libmicrohttpd, without the query), and the
/// headers and query arguments, by lower-cased name.
public struct HTTPRequest: Sendable {
    public var method: String
    public var path: String
    public var headers: [String: String]
    public var query: [String: String]

    public init(method: String, path: String, headers: [String: String] = [:], query: [String: String] = [:]) {
        self.method = method
        self.path = path
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
        self.query = query
    }

    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// What the handler answers.
public struct HTTPResponse: Sendable {
    public enum Body: Sendable {
        case bytes(Data)
        /// An open file the server sends and then closes.
        case file(descriptor: Int32, size: Int)
        /// Server-Sent Events, until the client or the hub goes away.
        case events(EventSubscription)
    }

    public var status: Int
    /// In the order they are sent; `Content-Length` is the server's.
    public var headers: [(name: String, value: String)]
    public var body: Body

    public init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .bytes(Data())) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// A short plain-text answer (errors, refusals).
    public static func text(_ status: Int, _ message: String, headers: [(name: String, value: String)] = []) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + headers, body: .bytes(Data((message + "\n").utf8)))
    }
}
