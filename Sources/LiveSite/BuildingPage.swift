import Foundation
import HTML
import Server

/// Where `serve` stands before its first build lands: nothing, or how many
/// guides of how many are built. Set from build threads, read by requests.
final class FirstBuildProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var hasLanded = false
    private var done = 0
    private var total = 0

    /// Guides done and to do, while the first build runs; nil once it landed.
    var whileBuilding: (done: Int, total: Int)? {
        lock.withLock { hasLanded ? nil : (done, total) }
    }

    func update(done: Int, total: Int) {
        lock.withLock {
            self.done = max(self.done, done)
            self.total = total
        }
    }

    func landed() {
        lock.withLock { hasLanded = true }
    }
}

/// The page `serve` answers with while its first build runs: how far it
/// is, kept current over the live-reload channel, replaced by the page
/// asked for when the build lands (or showing what stopped it). Self-
/// contained: the site's assets may not be written yet.
enum BuildingPage {
    static func response(done: Int, total: Int, events: String) -> HTTPResponse {
        HTTPResponse(status: 503, headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store"), ("Retry-After", "2")],
                     body: .bytes(Data(render(done: done, total: total, events: events).utf8)))
    }

    static func status(done: Int, total: Int) -> String {
        total == 0 ? "Building the site…" : "Building… \(done) of \(total) guides"
    }

    static func render(done: Int, total: Int, events: String) -> String {
        let page = HTMLNode.element("html", [.lang("en")], children: [
            .element("head", children: [
                .element("meta", [.custom("charset", "utf-8")], closing: .void),
                .element("meta", [.name("viewport"), .custom("content", "width=device-width, initial-scale=1")], closing: .void),
                .element("title", children: [.text("Building…")]),
                .element("style", children: [.trustedMarkup(style)]),
            ]),
            .element("body", children: [
                mainElement {
                    heading(1) { "sitegen is building the site" }
                    p(.id("building-status"), .role("status"), .aria("live", "polite")) { status(done: done, total: total) }
                    progressBar(done: done, total: total)
                    p(.class("note")) { "This page turns into the one you asked for as soon as the build is written." }
                    ol(.id("building-problems"), .flag("hidden")) {}
                },
                .element("script", children: [.trustedMarkup(script(events: events))]),
            ]),
        ])
        return "<!DOCTYPE html>\n" + page.render() + "\n"
    }

    private static func progressBar(done: Int, total: Int) -> HTMLNode {
        .element("progress", [.id("building-progress"), .custom("max", "\(max(total, 1))"), .value("\(done)"), .aria("label", "Guides built")],
                 children: [.text("\(done) of \(total)")])
    }

    private static let style = """
        :root{color-scheme:light dark}body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem}\
        progress{width:100%;height:.75rem}.note{color:GrayText}#building-problems{color:#b3261e}
        """

    /// `events` is the channel's own path (letters, digits, `/?=_`), safe in a string literal.
    /// Progress events move the bar; the first build's own event reloads
    /// the page, unless the build wrote no site (then its errors are listed).
    private static func script(events: String) -> String {
        """
        (function () {
          var status = document.getElementById("building-status"), bar = document.getElementById("building-progress");
          var problems = document.getElementById("building-problems");
          if (!window.EventSource) { setTimeout(function () { location.reload(); }, 2000); return; }
          var source = new EventSource("\(events)");
          source.addEventListener("progress", function (event) {
            var state = JSON.parse(event.data);
            status.textContent = "Building… " + state.done + " of " + state.total + " guides";
            bar.max = Math.max(state.total, 1); bar.value = state.done;
          });
          source.addEventListener("rebuild", function (event) {
            var rebuild = JSON.parse(event.data);
            if (rebuild.wroteSite) { source.close(); location.reload(); return; }
            status.textContent = "The build stopped; fix these and save to try again:";
            problems.hidden = false;
            problems.textContent = "";
            rebuild.problems.forEach(function (problem) {
              var item = document.createElement("li");
              item.textContent = problem.file + ":" + problem.line + ":" + problem.column + ": " + problem.severity + ": " + problem.message;
              problems.appendChild(item);
            });
          });
        })();
        """
    }
}
