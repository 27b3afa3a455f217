#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Assembles frames from a pipe: the 5-byte header, then exactly the
/// payload's bytes, read straight into the payload's buffer. Each call
/// reads once, so the parent can poll several pipes and a deadline
/// between reads; the worker just calls it until a frame is complete.
struct FrameReceiver {
    enum Outcome {
        case frame(WorkerMessage)
        /// Part of a frame arrived; read again when the pipe has more.
        case incomplete
        /// The other side closed the pipe between frames.
        case endOfFile
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let fd: Int32
    private var header = [UInt8](repeating: 0, count: WorkerMessage.headerSize)
    private var headerFilled = 0
    private var payload = Data()
    private var payloadFilled = 0

    init(fd: Int32) {
        self.fd = fd
    }

    mutating func readOnce() throws -> Outcome {
        if headerFilled < header.count {
            let count = header.withUnsafeMutableBytes { buffer in
                Self.readRetrying(fd, buffer.baseAddress! + headerFilled, buffer.count - headerFilled)
            }
            if count == 0 {
                if headerFilled == 0 { return .endOfFile }
                throw Failure(description: "the pipe closed inside a frame header")
            }
            guard count > 0 else { throw Failure(description: "reading the pipe failed: \(String(cString: strerror(errno)))") }
            headerFilled += count
            guard headerFilled == header.count else { return .incomplete }
            let length = header.withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: 1, as: UInt32.self))) }
            payload = Data(count: length)
            payloadFilled = 0
        } else {
            let count = payload.withUnsafeMutableBytes { buffer in
                Self.readRetrying(fd, buffer.baseAddress! + payloadFilled, buffer.count - payloadFilled)
            }
            if count == 0 { throw Failure(description: "the pipe closed inside a frame (\(payloadFilled) of \(payload.count) bytes)") }
            guard count > 0 else { throw Failure(description: "reading the pipe failed: \(String(cString: strerror(errno)))") }
            payloadFilled += count
        }
        guard payloadFilled == payload.count else { return .incomplete }
        let kind = header[0]
        let message = try WorkerMessage(kind: kind, payload: payload)
        headerFilled = 0
        payload = Data()
        return .frame(message)
    }

    /// Reads until a whole frame arrived: for a blocking pipe. Nil at end of file.
    mutating func receive() throws -> WorkerMessage? {
        while true {
            switch try readOnce() {
            case .frame(let message): return message
            case .incomplete: continue
            case .endOfFile: return nil
            }
        }
    }

    /// `read`, retried when a signal interrupts it.
    private static func readRetrying(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        while true {
            let result = read(fd, buffer, count)
            if result < 0 && errno == EINTR { continue }
            return result
        }
    }
}

/// Writes whole frames to a pipe.
enum FrameSender {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes every byte; a closed pipe (EPIPE, with SIGPIPE ignored) throws.
    static func send(_ message: WorkerMessage, to fd: Int32) throws {
        let frame = message.frame()
        try frame.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let result = write(fd, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    throw Failure(description: String(cString: strerror(errno)))
                }
                written += result
            }
        }
    }
}
