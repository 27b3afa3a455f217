import Foundation
@testable import Server
import Testing

/// A server on a free port over a small folder, with a secret beside it
/// that no request may reach.
final class ServedFolder {
    let folder: URL
    let site: URL
    let server: HTTPServer

    init(injection: (@Sendable () -> String)? = nil) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-server-\(UUID().uuidString)")
        site = folder.appendingPathComponent("public")
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: site.appendingPathComponent("guide/components"), withIntermediateDirectories: true)
        try fileManager.createDirectory(at: site.appendingPathComponent("assets/fonts"), withIntermediateDirectories: true)
        try Data("<!DOCTYPE html><html><head><title>Index</title></head><body>guides</body></html>".utf8)
            .write(to: site.appendingPathComponent("index.html"))
        try Data("<!DOCTYPE html><html><head></head><body>guide page</body></html>".utf8).write(to: site.appendingPathComponent("guide/index.html"))
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8).write(to: site.appendingPathComponent("guide/components/Ring.svg"))
        try Data("body{}".utf8).write(to: site.appendingPathComponent("assets/site.css"))
        try Data("void 0;".utf8).write(to: site.appendingPathComponent("assets/site.js"))
        try Data([0x77, 0x4F, 0x46, 0x32]).write(to: site.appendingPathComponent("assets/fonts/Inter-Regular.woff2"))
        try Data("{}".utf8).write(to: site.appendingPathComponent("guide/tokens.json"))
        try Data("top secret".utf8).write(to: folder.appendingPathComponent("secret.txt"))
        try fileManager.createSymbolicLink(atPath: site.appendingPathComponent("outside").path, withDestinationPath: folder.path)
        try fileManager.createSymbolicLink(atPath: site.appendingPathComponent("secret-link.txt").path,
                                           withDestinationPath: folder.appendingPathComponent("secret.txt").path)
        let root = site.path
        let staticSite = StaticSite(root: root, htmlInjection: injection)
        server = try HTTPServer(port: 0) { staticSite.respond(to: $0) }
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    func client() throws -> RawHTTPClient { try RawHTTPClient(port: server.port) }
}

@Suite struct StaticSiteTests {
    @Test func servesFilesWithTheirContentTypes() throws {
        let served = try ServedFolder()
        let client = try served.client()
        let expected = [
            "/index.html": "text/html; charset=utf-8", "/assets/site.css": "text/css; charset=utf-8",
            "/assets/site.js": "text/javascript; charset=utf-8", "/guide/components/Ring.svg": "image/svg+xml",
            "/guide/tokens.json": "application/json", "/assets/fonts/Inter-Regular.woff2": "font/woff2",
        ]
        // All on one connection: keep-alive.
        for (path, type) in expected.sorted(by: { $0.key < $1.key }) {
            let response = try client.request(path)
            #expect(response.status == 200, "\(path)")
            #expect(response.headers["content-type"] == type, "\(path)")
            #expect(response.headers["x-content-type-options"] == "nosniff")
            #expect(response.headers["connection"]?.lowercased() != "close", "\(path) keeps the connection open")
        }
        #expect(try client.request("/guide/components/Ring.svg").text == "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    }

    @Test func foldersServeTheirIndexAndRedirectWithoutASlash() throws {
        let served = try ServedFolder()
        let client = try served.client()
        #expect(try client.request("/").text.contains("guides"))
        #expect(try client.request("/guide/").text.contains("guide page"))
        let redirect = try client.request("/guide")
        #expect(redirect.status == 301)
        #expect(redirect.headers["location"] == "/guide/")
        #expect(try client.request("/guide/components/").status == 404, "a folder without index.html is not listed")
    }

    @Test func answersHeadWithHeadersOnly() throws {
        let served = try ServedFolder()
        let client = try served.client()
        let head = try client.request("/assets/site.css", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.headers["content-length"] == "6")
        #expect(head.body.isEmpty)
        // The connection is still usable: no body was left in it.
        #expect(try client.request("/assets/site.css").text == "body{}")
    }

    @Test func revalidatesWithETagAndLastModified() throws {
        let served = try ServedFolder()
        let client = try served.client()
        let first = try client.request("/assets/site.css")
        let etag = try #require(first.headers["etag"])
        let lastModified = try #require(first.headers["last-modified"])
        #expect(first.headers["cache-control"] == "no-cache")
        #expect(lastModified.hasSuffix(" GMT"))
        #expect(try client.request("/assets/site.css", headers: ["If-None-Match": etag]).status == 304)
        #expect(try client.request("/assets/site.css", headers: ["If-None-Match": "\"other\", W/\(etag)"]).status == 304)
        #expect(try client.request("/assets/site.css", headers: ["If-None-Match": "\"other\""]).status == 200)
        #expect(try client.request("/assets/site.css", headers: ["If-Modified-Since": lastModified]).status == 304)
        #expect(try client.request("/assets/site.css", headers: ["If-Modified-Since": "Mon, 01 Jan 2001 00:00:00 GMT"]).status == 200)
        // A changed file is another entity.
        Thread.sleep(forTimeInterval: 0.01)
        try Data("body{color:red}".utf8).write(to: served.site.appendingPathComponent("assets/site.css"))
        let changed = try client.request("/assets/site.css", headers: ["If-None-Match": etag])
        #expect(changed.status == 200)
        #expect(changed.text == "body{color:red}")
    }

    @Test func unknownPathsGetTheNotFoundPage() throws {
        let served = try ServedFolder()
        let response = try served.client().request("/no/such/page.html")
        #expect(response.status == 404)
        #expect(response.headers["content-type"] == "text/html; charset=utf-8")
        #expect(response.text.contains("Nothing is published at <code>/no/such/page.html</code>"))
    }

    @Test func refusesOtherMethods() throws {
        let served = try ServedFolder()
        let response = try served.client().request("/index.html", method: "DELETE")
        #expect(response.status == 405)
        #expect(response.headers["allow"] == "GET, HEAD")
    }

    /// Every way out of the folder is refused, and nothing of the secret is sent.
    @Test(arguments: [
        "/../secret.txt", "/guide/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/guide/%2e%2e/%2e%2e/secret.txt",
        "/..%2fsecret.txt", "/guide%2f..%2f..%2fsecret.txt", "/..\\secret.txt", "/guide\\..\\..\\secret.txt",
        "/%5c..%5csecret.txt", "/%252e%252e/secret.txt", "/.%2e/secret.txt", "/./../secret.txt", "/outside/secret.txt",
        "/secret-link.txt", "/guide/%00../../secret.txt", "//../secret.txt",
    ])
    func refusesPathTraversal(path: String) throws {
        let served = try ServedFolder()
        let response = try served.client().request(path)
        #expect([400, 403, 404].contains(response.status), "\(path) -> \(response.status)")
        #expect(!response.text.contains("top secret"), "\(path) leaked the file")
    }

    @Test func htmlPagesGetTheInjectionOthersDoNot() throws {
        let served = try ServedFolder(injection: { "<meta name=\"hook\">" })
        let client = try served.client()
        let page = try client.request("/guide/")
        #expect(page.text == "<!DOCTYPE html><html><head><meta name=\"hook\"></head><body>guide page</body></html>")
        #expect(page.headers["content-length"] == String(page.body.count))
        #expect(try client.request("/assets/site.css").text == "body{}")
        let etag = try #require(page.headers["etag"])
        #expect(try client.request("/guide/", headers: ["If-None-Match": etag]).status == 304)
    }

    @Test func servesConcurrentConnections() async throws {
        let served = try ServedFolder()
        let port = served.server.port
        let statuses = await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<16 {
                group.addTask {
                    guard let client = try? RawHTTPClient(port: port) else { return [0] }
                    return (0..<20).map { _ in (try? client.request("/guide/components/Ring.svg").status) ?? 0 }
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(statuses.count == 320)
        #expect(statuses.allSatisfy { $0 == 200 })
    }

    @Test func refusesAnAddressThatIsNotOne() {
        #expect(throws: HTTPServer.StartError.self) { try HTTPServer(host: "localhost:80", port: 0) { _ in .text(200, "") } }
    }
}

@Suite struct RequestPathTests {
    @Test func splitsCleanPaths() {
        #expect(RequestPath.parse("/") == .segments([], trailingSlash: true))
        #expect(RequestPath.parse("/whoop/index.html") == .segments(["whoop", "index.html"], trailingSlash: false))
        #expect(RequestPath.parse("//whoop//") == .segments(["whoop"], trailingSlash: true))
        #expect(RequestPath.parse("/a b/ü.svg") == .segments(["a b", "ü.svg"], trailingSlash: false))
    }

    @Test func refusesWhatCouldLeaveTheRoot() {
        for path in ["/..", "/a/../b", "/.", "a/b", "/a\\b", "/a\u{0}b", "/%2e%2e", "/a%2Fb", "/%5C", "/.hidden", "/%25"] {
            if case .segments = RequestPath.parse(path) { Issue.record("\(path) was accepted") }
        }
    }

    @Test func formatsAndParsesHTTPDates() {
        #expect(HTTPDate.format(784111777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == 784111777)
        #expect(HTTPDate.parse("yesterday") == nil)
    }
}
