import Diagnostics
import Dispatch
import Foundation
import Guards
import HTML
import TextShaping

public enum SitegenVersion {
    public static let current = "0.1.0"
}

/// What to build, from where, to where.
public struct BuildOptions: Equatable, Sendable {
    /// Folders of guides (`*.md` directly inside) or single guide files.
    public var inputs: [String]
    public var output: String
    /// The folder with `page.html` and `assets/`.
    public var templates: String

    public init(inputs: [String] = ["site/designs"], output: String = "public", templates: String = "templates") {
        self.inputs = inputs
        self.output = output
        self.templates = templates
    }
}

/// The outcome of a build: the diagnostics to print and whether the site
/// was written.
public struct BuildResult: Sendable {
    public var diagnostics: [Diagnostic]
    public var guideCount: Int
    public var wroteSite: Bool

    public var exitCode: Int32 { diagnostics.hasErrors || !wroteSite ? 1 : 0 }
}

/// Runs the whole pipeline: guides in, a complete static site out.
public enum SiteBuilder {
    /// Placeholders `templates/page.html` may use.
    static let pagePlaceholders: Set<String> = ["title", "description", "root", "content", "version", "page"]

    public static func build(_ options: BuildOptions) -> BuildResult {
        var diagnostics: [Diagnostic] = []
        let inputs = GuideDiscovery.resolve(options.inputs, diagnostics: &diagnostics)

        let shell: Template
        do {
            shell = try Template(contentsOf: "\(options.templates)/page.html")
            try shell.validate(against: pagePlaceholders)
        } catch {
            diagnostics.append(.error(error.message, at: FileLocation(file: error.path, line: error.line, column: error.column)))
            return BuildResult(diagnostics: diagnostics, guideCount: 0, wroteSite: false)
        }

        let guides = loadGuides(inputs, diagnostics: &diagnostics)
        for guide in guides { diagnostics += guide.diagnostics.sortedByLocation() }

        let catalog = FontCatalog()
        for family in catalog.missingFamilies {
            let package = FontCatalog.families.first { $0.name == family }?.package ?? family
            diagnostics.append(.warning("font '\(family)' is not installed (Debian package \(package)); pages fall back to system fonts",
                                        at: FileLocation(file: "sitegen", line: 0, column: 0)))
        }

        var files: [String: Data] = [:]
        let slugs = Set(guides.map(\.slug))
        files["index.html"] = Data(page(shell, title: "Design guides", description: "SwiftUI design guides", root: "", kind: "index",
                                        content: IndexPage.render(guides)).utf8)
        let pages = parallelMap(guides) { guide in
            withLargeStack { page(shell, title: guide.title, description: guide.intro.plainText, root: "../", kind: "guide",
                 content: GuidePage.render(guide, links: LinkPolicy(guideSlugs: slugs, root: "../"), catalog: catalog)) }
        }
        for (guide, html) in zip(guides, pages) {
            files["\(guide.slug)/index.html"] = Data(html.utf8)
            for component in guide.components {
                for (index, variant) in component.variants.enumerated() {
                    files["\(guide.slug)/components/\(ComponentPanel.fileName(component, variantIndex: index))"] = Data((variant.fileSVG + "\n").utf8)
                }
            }
            files["\(guide.slug)/tokens.css"] = Data(DesignTokensCSS.stylesheet(for: guide).utf8)
            do {
                files["\(guide.slug)/tokens.json"] = try DesignTokensJSON.document(for: guide).encoded()
            } catch {
                diagnostics.append(.error("could not encode tokens.json: \(error)", at: FileLocation(file: guide.sourcePath, line: 0, column: 0)))
            }
        }
        files["assets/fonts.css"] = Data(catalog.fontFaceCSS().utf8)
        for (relativePath, sourcePath) in catalog.publishedFiles() {
            if let data = FileManager.default.contents(atPath: sourcePath) { files["assets/\(relativePath)"] = data }
        }
        files.merge(Assets.files(in: "\(options.templates)/assets", diagnostics: &diagnostics)) { first, _ in first }
        do {
            files["build-report.json"] = try BuildReport(guides: guides).encoded()
            try OutputDirectory(path: options.output).replaceContents(with: files)
        } catch {
            diagnostics.append(.error("\(error)", at: FileLocation(file: options.output, line: 0, column: 0)))
            return BuildResult(diagnostics: diagnostics, guideCount: guides.count, wroteSite: false)
        }
        return BuildResult(diagnostics: diagnostics, guideCount: guides.count, wroteSite: true)
    }

    /// Reads and analyses every guide; a guide that cannot be read is an
    /// error and is left out, the others still build.
    static func loadGuides(_ paths: [String], diagnostics: inout [Diagnostic]) -> [Guide] {
        var sources: [(path: String, slug: String, text: String)] = []
        var slugOwners: [String: String] = [:]
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.append(.error("cannot read file", at: FileLocation(file: path, line: 0, column: 0)))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                diagnostics.append(.error("file is not valid UTF-8", at: FileLocation(file: path, line: 0, column: 0)))
                continue
            }
            var slug = Slug.forGuide(path: path)
            if let owner = slugOwners[slug] {
                var suffix = 2
                while slugOwners["\(slug)-\(suffix)"] != nil { suffix += 1 }
                diagnostics.append(.warning(
                    "another guide (\(owner)) already has the page '\(slug)'; this one is published as '\(slug)-\(suffix)'",
                    at: FileLocation(file: path, line: 0, column: 0)
                ))
                slug = "\(slug)-\(suffix)"
            }
            slugOwners[slug] = path
            sources.append((path, slug, text))
        }
        return parallelMap(sources) { source in
            withLargeStack { Guide(sourcePath: source.path, slug: source.slug, markdown: source.text) }
        }
    }

    static func page(_ shell: Template, title: String, description: String, root: String, kind: String, content: HTMLNode) -> String {
        shell.render([
            "title": title,
            "description": description,
            "root": root,
            "version": SitegenVersion.current,
            "page": kind,
            "content": content.render(),
        ])
    }
}

/// Turns the command line's inputs into guide files.
enum GuideDiscovery {
    /// Folders contribute the `*.md` files directly inside them; files are
    /// taken as given. Sorted within each folder, duplicates removed.
    static func resolve(_ inputs: [String], diagnostics: inout [Diagnostic]) -> [String] {
        var paths: [String] = []
        var seen: Set<String> = []
        let fileManager = FileManager.default
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: input, isDirectory: &isDirectory) else {
                diagnostics.append(.error("no such file or directory", at: FileLocation(file: input, line: 0, column: 0)))
                continue
            }
            var found: [String] = []
            if isDirectory.boolValue {
                let names = (try? fileManager.contentsOfDirectory(atPath: input)) ?? []
                let folder = input.hasSuffix("/") ? String(input.dropLast()) : input
                found = names.filter { $0.lowercased().hasSuffix(".md") && !$0.hasPrefix(".") }
                    .sorted()
                    .map { "\(folder)/\($0)" }
                if found.isEmpty {
                    diagnostics.append(.warning("folder has no .md guides", at: FileLocation(file: input, line: 0, column: 0)))
                }
            } else {
                found = [input]
            }
            for path in found where seen.insert(URL(fileURLWithPath: path).standardizedFileURL.path).inserted {
                paths.append(path)
            }
        }
        return paths
    }
}

/// Static files copied from `templates/assets/` to `public/assets/`.
enum Assets {
    static func files(in folder: String, diagnostics: inout [Diagnostic]) -> [String: Data] {
        let fileManager = FileManager.default
        guard let enumerator = fileManager.enumerator(atPath: folder) else {
            diagnostics.append(.warning("no assets folder; pages will have no style sheet", at: FileLocation(file: folder, line: 0, column: 0)))
            return [:]
        }
        var files: [String: Data] = [:]
        while let relative = enumerator.nextObject() as? String {
            let path = "\(folder)/\(relative)"
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let data = fileManager.contents(atPath: path) else { continue }
            files["assets/\(relative)"] = data
        }
        return files
    }
}
