import HTML

/// The page for a path with nothing behind it: self-contained (its own
/// style), since relative links cannot be trusted at an unknown depth.
enum NotFoundPage {
    static func render(path: String) -> String {
        let page = HTMLNode.element("html", [.lang("en")], children: [
            .element("head", children: [
                .element("meta", [.custom("charset", "utf-8")], closing: .void),
                .element("meta", [.name("viewport"), .custom("content", "width=device-width, initial-scale=1")], closing: .void),
                .element("title", children: [.text("Not found")]),
                .element("style", children: [.trustedMarkup(
                    "body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1d1d1f}code{font-size:.95em}"
                )]),
            ]),
            .element("body", children: [
                heading(1) { "Not found" },
                p { "Nothing is published at "; code { path }; "." },
                p { a(.href("/")) { "All guides" } },
            ]),
        ])
        return "<!DOCTYPE html>\n" + page.render() + "\n"
    }
}
