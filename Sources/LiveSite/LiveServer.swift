import Foundation
import Server
import Site

/// `sitegen serve`: the watch loop, and the output served over HTTP with
/// live reload. Each HTML page gets a `<meta name="sitegen-live-reload">`
/// (added as it is sent; the files are not changed), which tells the
/// page's script where the event stream is; after each rebuild the stream
/// says which files changed and what the last saves broke. Without that
/// tag (`file://`, any other server) the script does nothing.
public final class LiveServer {
    public static let eventsPath = "/__sitegen/events"

    public let watcher: SiteWatcher
    public let server: HTTPServer
    let hub: EventHub
    /// Told to pages so one served before a restart of sitegen reloads.
    let session: String
    let progress: FirstBuildProgress

    public init(options: BuildOptions, serve: ServeOptions) throws(HTTPServer.StartError) {
        watcher = SiteWatcher(options: options)
        let hub = EventHub()
        let session = String(UInt64.random(in: 1...UInt64.max), radix: 36)
        let site = StaticSite(root: options.output) {
            "<meta name=\"sitegen-live-reload\" content=\"\(LiveServer.eventsPath)?since=\(hub.latestID)\" data-session=\"\(session)\">\n"
        }
        let progress = FirstBuildProgress()
        server = try HTTPServer(host: serve.host, port: serve.port) { request in
            if request.path == LiveServer.eventsPath {
                return LiveServer.events(request, hub: hub, session: session)
            }
            let response = site.respond(to: request)
            // Before the first build lands, a page not there yet says how far
            // the build is and turns into the site when it is written.
            if response.status == 404, let (done, total) = progress.whileBuilding {
                return BuildingPage.response(done: done, total: total, events: "\(LiveServer.eventsPath)?since=\(hub.latestID)")
            }
            return response
        }
        watcher.progress = { done, total in
            progress.update(done: done, total: total)
            hub.publish("progress", data: "{\"done\":\(done),\"total\":\(total)}")
        }
        self.hub = hub
        self.session = session
        self.progress = progress
    }

    static func events(_ request: HTTPRequest, hub: EventHub, session: String) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(405, "405 Method Not Allowed", headers: [("Allow", "GET, HEAD")])
        }
        // A reconnecting EventSource says the last event it saw; a page says the build it was served from.
        let since = request.header("Last-Event-ID").flatMap(Int.init) ?? request.query["since"].flatMap(Int.init)
        let subscription = hub.subscribe(after: since, greeting: ("hello", "{\"session\":\"\(session)\"}"))
        return HTTPResponse(status: 200, headers: [
            ("Content-Type", "text/event-stream; charset=utf-8"),
            ("Cache-Control", "no-store"),
            ("X-Accel-Buffering", "no"),
        ], body: .events(subscription))
    }

    /// Ends the event streams, then stops the server.
    public func stop() {
        hub.close()
        server.stop()
    }

    /// Tells open pages about a rebuild.
    public func publish(_ rebuild: Rebuild) {
        hub.publish("rebuild", data: rebuild.eventJSON())
    }

    /// Builds, serves and rebuilds until the process is stopped.
    public func run(report: (Rebuild) -> Void) throws -> Never {
        try watcher.run { rebuild in
            progress.landed()
            publish(rebuild)
            report(rebuild)
        }
    }
}
