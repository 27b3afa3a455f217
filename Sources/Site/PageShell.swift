import Foundation
import HTML

/// `templates/page.html`, read and checked: the frame every page is put in.
/// Keeps the template's text so a worker process can be handed the very
/// same shell.
public struct PageShell: Sendable {
    /// Placeholders the shell may use.
    static let placeholders: Set<String> = ["title", "description", "root", "content", "version", "page"]

    public let path: String
    public let text: String
    let template: Template
    /// Whether pages open with the site's bar (`SiteNav`).
    private(set) var addsSiteNav = true

    /// Parses `text` and checks it only uses known placeholders.
    public init(_ text: String, path: String) throws(Template.Problem) {
        self.path = path
        self.text = text
        template = try Template(text, path: path)
        try template.validate(against: Self.placeholders)
    }

    /// Reads the shell from a templates folder.
    public init(contentsOf path: String) throws(Template.Problem) {
        guard let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) else {
            throw Template.Problem(path: path, line: 1, column: 1, message: "template not found or not UTF-8 (expected at \(path))")
        }
        try self.init(text, path: path)
    }

    /// A shell that is only the page's content, for builds that do not
    /// write a site (`SingleGuideBuild`).
    static let contentOnly: PageShell = {
        var shell = try! PageShell("{{{content}}}", path: "<content only>")
        shell.addsSiteNav = false
        return shell
    }()

    /// A whole page: `root` is the way from the page to the site root,
    /// `kind` is `index` or `guide`.
    func page(title: String, description: String, root: String, kind: String, content: HTMLNode) -> String {
        template.render([
            "title": title,
            "description": description,
            "root": root,
            "version": SitegenVersion.current,
            "page": kind,
            // Every page opens with the site's bar; a content-only build has no site around it.
            "content": (addsSiteNav ? HTMLNode.group { SiteNav.render(root: root, pageKind: kind); content } : content).render(),
        ])
    }
}
