import Testing
@testable import Site

@Suite struct SlugTests {
    @Test(arguments: [
        ("site/designs/whoop.md", "whoop"),
        ("Apple Fitness.md", "apple-fitness"),
        ("x/Coffee_Meets--Bagel.MD", "coffee-meets-bagel"),
        ("ÉTÉ 2026.md", "t-2026"),
        ("!!!.md", "guide"),
    ])
    func guideSlugs(path: String, slug: String) {
        #expect(Slug.forGuide(path: path) == slug)
    }

    @Test func anchorsAreUniqueInDocumentOrder() {
        var anchors = AnchorAllocator(reserved: ["top"])
        #expect(anchors.allocate(for: "1. Color Tokens") == "1-color-tokens")
        #expect(anchors.allocate(for: "Buttons") == "buttons")
        #expect(anchors.allocate(for: "Buttons") == "buttons-2")
        #expect(anchors.allocate(for: "Buttons!") == "buttons-3")
        #expect(anchors.allocate(for: "Top") == "top-2")
        #expect(anchors.allocate(for: "✓") == "section")
    }
}

@Suite struct TemplateTests {
    @Test func escapedAndRawPlaceholders() throws {
        let template = try Template("<title>{{ title }}</title>{{{content}}}", path: "page.html")
        try template.validate(against: ["title", "content"])
        let html = template.render(["title": "A & <B>", "content": "<p>ok</p>"])
        #expect(html == "<title>A &amp; &lt;B&gt;</title><p>ok</p>")
    }

    @Test func unknownPlaceholderNamesFileLineAndColumn() throws {
        let template = try Template("<html>\n  <title>{{titel}}</title>\n", path: "templates/page.html")
        #expect(throws: Template.Problem(path: "templates/page.html", line: 2, column: 10,
                                         message: "unknown placeholder 'titel' (known: content, title)")) {
            try template.validate(against: ["title", "content"])
        }
    }

    @Test func unclosedPlaceholderIsAnError() {
        #expect(throws: Template.Problem.self) { try Template("a\n{{title", path: "t.html") }
        do {
            _ = try Template("a\n{{title", path: "t.html")
        } catch {
            #expect(error.description == "t.html:2:1: error: '{{' is never closed with '}}'")
        }
    }

    @Test func missingTemplateFileIsAClearError() {
        do {
            _ = try Template(contentsOf: "/nonexistent/page.html")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("/nonexistent/page.html:1:1: error: template not found"))
        }
    }

    @Test func theShippedShellUsesOnlyKnownPlaceholders() throws {
        let shell = try Template(contentsOf: "\(TestPaths.templates)/page.html")
        try shell.validate(against: PageShell.placeholders)
    }
}

@Suite struct CommandLineTests {
    @Test func defaults() throws {
        #expect(try CommandLineOptions.parse([]) == .build(BuildOptions(inputs: ["site/designs"], output: "public", templates: "templates")))
        #expect(try CommandLineOptions.parse(["build"]) == .build(BuildOptions()))
    }

    @Test func repeatableInputsAndOutput() throws {
        let command = try CommandLineOptions.parse(["--input", "a.md", "--input=b", "--output", "out", "--templates", "t"])
        #expect(command == .build(BuildOptions(inputs: ["a.md", "b"], output: "out", templates: "t")))
    }

    @Test func helpAndVersion() throws {
        #expect(try CommandLineOptions.parse(["--help"]) == .help)
        #expect(try CommandLineOptions.parse(["-h"]) == .help)
        #expect(try CommandLineOptions.parse(["--version"]) == .version)
    }

    @Test func usageErrors() {
        #expect(throws: CommandLineOptions.UsageError(message: "--output needs a value")) {
            try CommandLineOptions.parse(["--output"])
        }
        #expect(throws: CommandLineOptions.UsageError(message: "unknown option '--fast'")) {
            try CommandLineOptions.parse(["--fast"])
        }
        #expect(throws: CommandLineOptions.UsageError.self) { try CommandLineOptions.parse(["guide.md"]) }
    }
}

@Suite struct LinkPolicyTests {
    let policy = LinkPolicy(guideSlugs: ["fitbit"], root: "../")

    @Test func webLinksAndAnchorsPass() {
        #expect(policy.resolve("https://example.com/a?b=c") == .url("https://example.com/a?b=c"))
        #expect(policy.resolve("mailto:a@b.c") == .url("mailto:a@b.c"))
        #expect(policy.resolve("#2-typography") == .url("#2-typography"))
    }

    @Test func guideLinksBecomeRelativePageLinks() {
        #expect(policy.resolve("fitbit.md#colors") == .url("../fitbit/index.html#colors"))
    }

    @Test func scriptURLsAndMissingFilesAreNotLinked() {
        #expect(policy.resolve("javascript:alert(1)") == .unavailable("javascript: links are not allowed"))
        #expect(policy.resolve(" JAVASCRIPT:alert(1)") == .unavailable("JAVASCRIPT: links are not allowed"))
        #expect(policy.resolve("DESIGN.md") == .unavailable("DESIGN.md is not part of this site"))
    }
}
