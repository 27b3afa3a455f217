import Foundation
import Guards
import HTML
import TextShaping

/// One guide through the whole pipeline, in memory: markdown, Swift,
/// tokens, components, pages. What the fuzzer and the hostile-input tests
/// drive; it writes nothing to disk.
public enum SingleGuideBuild {
    /// The files the guide contributes to a site (paths relative to the
    /// site root: `<slug>/index.html`, `<slug>/components/X.svg`, ...) and
    /// its diagnostics as compilers print them.
    public struct Output: Sendable {
        public var files: [String: Data]
        public var diagnostics: [String]
    }

    public static func run(path: String, markdown: String) -> Output {
        withLargeStack { build(path: path, markdown: markdown) }
    }

    private static func build(path: String, markdown: String) -> Output {
        let slug = Slug.forGuide(path: path)
        let guide = Guide(sourcePath: path, slug: slug, markdown: markdown)
        let catalog = FontCatalog()
        var files: [String: Data] = [:]
        let page = GuidePage.render(guide, links: LinkPolicy(guideSlugs: [slug], root: "../"), catalog: catalog)
        files["\(slug)/index.html"] = Data(page.render().utf8)
        for component in guide.components {
            for (index, variant) in component.variants.enumerated() {
                files["\(slug)/components/\(ComponentPanel.fileName(component, variantIndex: index))"] = Data(variant.fileSVG.utf8)
            }
        }
        files["\(slug)/tokens.css"] = Data(DesignTokensCSS.stylesheet(for: guide).utf8)
        files["\(slug)/tokens.json"] = try? DesignTokensJSON.document(for: guide).encoded()
        return Output(files: files, diagnostics: guide.diagnostics.map(\.description))
    }
}
