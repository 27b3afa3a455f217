import Foundation

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

    /// The page is the guide's content without the template's shell, and
    /// links resolve as if the guide were the only one in the build.
    public static func run(path: String, markdown: String) -> Output {
        let source = GuideSource(path: path, slug: Slug.forGuide(path: path), text: markdown)
        let pipeline = GuidePipeline(settings: GuideBuildSettings(shell: .contentOnly, guideSlugs: [source.slug]))
        let output = pipeline.output(source)
        return Output(files: output.files, diagnostics: output.diagnostics.map(\.description))
    }
}
