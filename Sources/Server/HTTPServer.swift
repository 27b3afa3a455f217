import CMicroHTTPD
import Foundation

/// An HTTP/1.1 server on GNU libmicrohttpd: keep-alive, HEAD, chunked
/// streams and concurrent connections are the library's; what to answer is
/// the handler's. One thread per connection, so a handler's event stream
/// may block while it waits for the next event.
/// `@unchecked Sendable`: `port` and `daemon` are set in `init`, before
/// the server is shared; `stop` takes `daemon` under `lock`; the rest is `let`.
public final class HTTPServer: @unchecked Sendable {
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    public let host: String
    /// The port it listens on (the system's choice when asked for port 0).
    public private(set) var port: UInt16 = 0
    let handler: Handler
    private var daemon: OpaquePointer?
    private let lock = NSLock()

    /// Listens on `host` (an IPv4 or IPv6 address) and `port`.
    public init(host: String = "127.0.0.1", port: UInt16, connectionLimit: UInt32 = 256, handler: @escaping Handler) throws(StartError) {
        self.host = host
        self.handler = handler
        let context = Unmanaged.passUnretained(self).toOpaque()
        guard let daemon = sitegen_http_start(host, port, connectionLimit, 120, handleRequest, context, requestCompleted) else {
            let reason = errno == EINVAL
                ? "'\(host)' is not an IPv4 or IPv6 address"
                : "cannot listen on \(host):\(port): \(String(cString: strerror(errno)))"
            throw StartError(description: reason)
        }
        self.daemon = daemon
        self.port = sitegen_http_port(daemon)
    }

    /// Stops listening and waits for the connection threads to end (event
    /// streams end when their hub is closed).
    public func stop() {
        lock.lock()
        let daemon = self.daemon
        self.daemon = nil
        lock.unlock()
        if let daemon { MHD_stop_daemon(daemon) }
    }

    deinit { stop() }

    /// "http://127.0.0.1:8000/", with IPv6 hosts in brackets.
    public var url: String {
        host.contains(":") ? "http://[\(host)]:\(port)/" : "http://\(host):\(port)/"
    }
}

// MARK: - libmicrohttpd callbacks

/// Called by libmicrohttpd for each request (on its connection's thread),
/// several times: first when the headers are in, then for each piece of a
/// body, then once more with none. Answering on the first call would make
/// libmicrohttpd close the connection (it cannot know the body was read),
/// so the first call only marks the request as seen.
private let handleRequest: MHD_AccessHandlerCallback = { context, connection, url, method, _, _, uploadSize, requestState in
    guard let context, let connection, let url, let method, let requestState else { return .NO }
    if requestState.pointee == nil {
        requestState.pointee = seenMarker
        return .YES
    }
    // A request body (which no route takes) is read and dropped.
    if let uploadSize, uploadSize.pointee != 0 {
        uploadSize.pointee = 0
        return .YES
    }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    let request = HTTPRequest(method: String(cString: method), path: String(cString: url),
                              headers: values(of: connection, kind: .HEADER_KIND),
                              query: values(of: connection, kind: .GET_ARGUMENT_KIND))
    let response = server.handler(request)
    return queue(response, for: request, on: connection)
}

/// A non-nil per-request pointer that owns nothing.
nonisolated(unsafe) private let seenMarker = UnsafeMutableRawPointer(bitPattern: 1)

/// Nothing to clean up per request; the hook is here so a stream's end is seen.
private let requestCompleted: MHD_RequestCompletedCallback = { _, _, _, _ in }

/// A request's headers or query arguments.
private func values(of connection: OpaquePointer, kind: MHD_ValueKind) -> [String: String] {
    final class Collected { var values: [String: String] = [:] }
    let collected = Collected()
    let pointer = Unmanaged.passUnretained(collected).toOpaque()
    _ = MHD_get_connection_values(connection, kind, { context, _, key, value in
        guard let context, let key else { return .YES }
        let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
        collected.values[String(cString: key).lowercased()] = value.map { String(cString: $0) } ?? ""
        return .YES
    }, pointer)
    return collected.values
}

private func queue(_ response: HTTPResponse, for request: HTTPRequest, on connection: OpaquePointer) -> MHD_Result {
    let made: OpaquePointer?
    switch response.body {
    case .bytes(let data):
        made = data.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
        }
    case .file(let descriptor, let size):
        // The response owns the descriptor from here and closes it.
        made = MHD_create_response_from_fd(size, descriptor)
        if made == nil { close(descriptor) }
    case .events(let subscription):
        if request.method == "HEAD" {
            made = MHD_create_response_from_buffer(0, nil, .RESPMEM_PERSISTENT)
        } else {
            let stream = Unmanaged.passRetained(EventStreamWriter(subscription)).toOpaque()
            made = MHD_create_response_from_callback(UInt64.max, 4096, readEvents, stream, endEvents)
        }
    }
    guard let made else { return .NO }
    for header in response.headers {
        MHD_add_response_header(made, header.name, header.value)
    }
    let result = MHD_queue_response(connection, UInt32(response.status), made)
    MHD_destroy_response(made)
    return result
}

/// libmicrohttpd's `MHD_CONTENT_READER_END_OF_STREAM` and `..._WITH_ERROR`
/// (macros with casts, which Swift does not import).
private let endOfStream = -1
private let endWithError = -2

/// Fills libmicrohttpd's buffer with the stream's next bytes, waiting for
/// an event (or a keep-alive comment) when there are none.
private let readEvents: MHD_ContentReaderCallback = { context, _, buffer, capacity in
    guard let context, let buffer else { return endWithError }
    let writer = Unmanaged<EventStreamWriter>.fromOpaque(context).takeUnretainedValue()
    guard let chunk = writer.next(maximum: capacity) else { return endOfStream }
    chunk.withUnsafeBytes { bytes in
        buffer.withMemoryRebound(to: UInt8.self, capacity: capacity) { target in
            target.update(from: bytes.bindMemory(to: UInt8.self).baseAddress!, count: bytes.count)
        }
    }
    return chunk.count
}

private let endEvents: MHD_ContentReaderFreeCallback = { context in
    guard let context else { return }
    Unmanaged<EventStreamWriter>.fromOpaque(context).release()
}
