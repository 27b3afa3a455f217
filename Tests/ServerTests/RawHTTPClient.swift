import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A client that sends requests byte for byte as written (no path
/// normalisation, as curl and URLSession do), on one connection, and reads
/// responses with their headers: what testing a server's refusals needs.
final class RawHTTPClient {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    private let socket: Int32
    private var buffered: [UInt8] = []

    init(port: UInt16) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    }

    deinit { close(socket) }

    /// Sends `GET <target> HTTP/1.1` (or another method) with extra headers; reads the response.
    func request(_ target: String, method: String = "GET", headers: [String: String] = [:]) throws -> Response {
        var text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        text += "\r\n"
        let bytes = Array(text.utf8)
        guard send(socket, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else { throw POSIXError(.EPIPE) }
        return try readResponse(bodyExpected: method != "HEAD")
    }

    private func readResponse(bodyExpected: Bool) throws -> Response {
        let headEnd = try readUntil(Array("\r\n\r\n".utf8))
        let head = String(decoding: buffered[..<headEnd], as: UTF8.self)
        buffered.removeFirst(headEnd + 4)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let status = statusLine.count > 1 ? Int(statusLine[1]) ?? 0 : 0
        var body: [UInt8] = []
        if bodyExpected, status != 304, let length = headers["content-length"].flatMap(Int.init) {
            try fill(length)
            body = Array(buffered.prefix(length))
            buffered.removeFirst(length)
        }
        return Response(status: status, headers: headers, body: body)
    }

    /// Reads until `marker` is buffered; its offset.
    func readUntil(_ marker: [UInt8]) throws -> Int {
        while true {
            if buffered.count >= marker.count {
                for start in 0...(buffered.count - marker.count) where Array(buffered[start..<start + marker.count]) == marker {
                    return start
                }
            }
            try receive()
        }
    }

    private func fill(_ count: Int) throws {
        while buffered.count < count { try receive() }
    }

    private func receive() throws {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = recv(socket, &chunk, chunk.count, 0)
        guard count > 0 else { throw POSIXError(.ECONNRESET) }
        buffered += chunk[..<count]
    }

    /// Sends a request and returns what arrives up to `marker` (for streams that do not end).
    func stream(_ target: String, until marker: String) throws -> String {
        let bytes = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        _ = send(socket, bytes, bytes.count, Int32(MSG_NOSIGNAL))
        let end = try readUntil(Array(marker.utf8))
        return String(decoding: buffered[..<(end + marker.utf8.count)], as: UTF8.self)
    }
}
