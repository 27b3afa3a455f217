import Foundation
@testable import Server
import Testing

@Suite struct EventHubTests {
    @Test func streamsEventsToEveryClientInOrder() throws {
        let hub = EventHub()
        let server = try HTTPServer(port: 0) { _ in HTTPResponse(status: 200, headers: [("Content-Type", "text/event-stream")],
                                                                 body: .events(hub.subscribe(greeting: ("hello", "{}")))) }
        defer { hub.close(); server.stop() }
        let clients = try (0..<3).map { _ in try RawHTTPClient(port: server.port) }
        for client in clients { _ = try client.stream("/events", until: "event: hello\ndata: {}\n\n") }
        hub.publish("rebuild", data: "{\"build\":2}")
        hub.publish("rebuild", data: "two\nlines")
        for client in clients {
            let text = try client.stream("/events", until: "data: lines\n\n")
            #expect(text.contains("id: 1\nevent: rebuild\ndata: {\"build\":2}\n\n"))
            #expect(text.contains("id: 2\nevent: rebuild\ndata: two\ndata: lines\n\n"))
        }
    }

    @Test func replaysWhatAClientMissedAndNoMore() {
        let hub = EventHub(keep: 4)
        for index in 1...6 { hub.publish("rebuild", data: "\(index)") }
        #expect(hub.events(after: 4, timeout: 0)?.map(\.data) == ["5", "6"])
        #expect(hub.events(after: 6, timeout: 0.01) == [])
        // From before a restart (ids begin again): from now on.
        #expect(hub.subscribe(after: 99).cursor == 6)
        hub.close()
        #expect(hub.events(after: 6, timeout: 1) == nil)
    }
}
