import Foundation

/// One Server-Sent Event.
public struct ServerEvent: Sendable, Equatable {
    /// Increasing from 1; a client that reconnects says the last it saw.
    public var id: Int
    public var name: String
    /// One line or more; each is sent as its own `data:` line.
    public var data: String

    /// The event as it goes on the wire.
    var wireFormat: String {
        var text = "id: \(id)\nevent: \(name)\n"
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) {
            text += "data: \(line)\n"
        }
        return text + "\n"
    }
}

/// Broadcasts events to every open event stream. Keeps the last few so a
/// page that connects just after an event (it loaded the page before the
/// rebuild finished) still gets it.
/// `@unchecked Sendable`: its mutable state is only touched with `condition` held.
public final class EventHub: @unchecked Sendable {
    private let condition = NSCondition()
    private var recent: [ServerEvent] = []
    private var lastID = 0
    private var isClosed = false
    private let keep: Int

    public init(keep: Int = 16) {
        self.keep = keep
    }

    /// The id of the last event published (0 before the first).
    public var latestID: Int {
        condition.lock()
        defer { condition.unlock() }
        return lastID
    }

    @discardableResult
    public func publish(_ name: String, data: String) -> ServerEvent {
        condition.lock()
        lastID += 1
        let event = ServerEvent(id: lastID, name: name, data: data)
        recent.append(event)
        if recent.count > keep { recent.removeFirst(recent.count - keep) }
        condition.broadcast()
        condition.unlock()
        return event
    }

    /// Ends every stream: each sends what it has and closes.
    public func close() {
        condition.lock()
        isClosed = true
        condition.broadcast()
        condition.unlock()
    }

    /// A stream that starts after event `id` (the latest when nil, or when
    /// `id` is from before a restart), opening with `greeting` if given.
    public func subscribe(after id: Int? = nil, greeting: (name: String, data: String)? = nil) -> EventSubscription {
        let latest = latestID
        let cursor = id.map { $0 <= latest ? max($0, 0) : latest } ?? latest
        return EventSubscription(hub: self, cursor: cursor,
                                 greeting: greeting.map { ServerEvent(id: cursor, name: $0.name, data: $0.data) })
    }

    /// Events after `cursor`, waiting up to `timeout` seconds for one;
    /// nil once the hub is closed.
    func events(after cursor: Int, timeout: TimeInterval) -> [ServerEvent]? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if isClosed { return nil }
            let pending = recent.filter { $0.id > cursor }
            // The latest event is always kept, so anything newer than the cursor is here.
            if !pending.isEmpty { return pending }
            if !condition.wait(until: deadline) { return [] }
        }
    }
}

/// One client's place in the hub's events.
public struct EventSubscription: Sendable {
    let hub: EventHub
    var cursor: Int
    /// Sent first, with the cursor's id (so a reconnect resumes from there).
    var greeting: ServerEvent?
}

/// Turns a subscription into the bytes of an event stream, in pieces no
/// larger than libmicrohttpd's buffer. Only its connection's thread uses it.
final class EventStreamWriter {
    /// A comment line every so often keeps proxies from closing the stream
    /// and lets the server notice a client that went away.
    static let keepAliveInterval: TimeInterval = 15
    private var subscription: EventSubscription
    private var pending: [UInt8]

    init(_ subscription: EventSubscription) {
        self.subscription = subscription
        // Clients retry after a second when the server restarts.
        pending = Array("retry: 1000\n\n".utf8) + Array((subscription.greeting?.wireFormat ?? ": connected\n\n").utf8)
    }

    /// Up to `maximum` bytes; nil when the stream is over.
    func next(maximum: Int) -> [UInt8]? {
        if pending.isEmpty {
            guard let events = subscription.hub.events(after: subscription.cursor, timeout: Self.keepAliveInterval) else { return nil }
            if events.isEmpty {
                pending = Array(": keep-alive\n\n".utf8)
            } else {
                for event in events { pending += Array(event.wireFormat.utf8) }
                subscription.cursor = events.last!.id
            }
        }
        let chunk = Array(pending.prefix(maximum))
        pending.removeFirst(chunk.count)
        return chunk
    }
}
