import Diagnostics
import Foundation
import HTML
import Symbols
import TextShaping
import WebFonts

/// Owns a build's stages: find and load the guides (here, in this
/// process), have each built through `GuidePipeline` (in this process or
/// in worker processes, as `BuildOptions.isolation` says), then put the site
/// together around their outputs (index, build report, assets) and swap it
/// in atomically. Guides only meet again as `GuideOutput`s, in input order,
/// so where each was built does not change a byte.
struct BuildDriver {
    let options: BuildOptions

    func run() -> BuildResult {
        var diagnostics: [Diagnostic] = []
        let inputs = GuideDiscovery.resolve(options.inputs, diagnostics: &diagnostics)

        let shell: PageShell
        do {
            shell = try PageShell(contentsOf: "\(options.templates)/page.html")
        } catch {
            diagnostics.append(.error(error.message, at: FileLocation(file: error.path, line: error.line, column: error.column)))
            return BuildResult(diagnostics: diagnostics, guideCount: 0, wroteSite: false)
        }

        let sources = GuideSource.load(inputs, diagnostics: &diagnostics)
        let slugs = Dictionary(sources.map { ($0.path, $0.slug) }) { first, _ in first }
        let settings = GuideBuildSettings(shell: shell, guideSlugs: Set(sources.map(\.slug)))
        let (outputs, buildDiagnostics) = buildGuides(sources, settings: settings)
        for output in outputs { diagnostics += output.diagnostics }
        diagnostics += buildDiagnostics

        let catalog = FontCatalog()
        for family in catalog.missingFamilies {
            let package = FontCatalog.families.first { $0.name == family }?.package ?? family
            diagnostics.append(.warning("font '\(family)' is not installed (Debian package \(package)); pages fall back to system fonts",
                                        at: FileLocation(file: "sitegen", line: 0, column: 0)))
        }

        var files: [String: Data] = [:]
        files["index.html"] = Data(shell.page(title: "Design guides", description: "SwiftUI design guides", root: "", kind: "index",
                                              content: IndexPage.render(outputs.map(\.card))).utf8)
        for output in outputs {
            files.merge(output.files) { _, guide in guide }
        }
        files["assets/search-index.js"] = Data(SearchIndex.script(for: outputs).utf8)
        files.merge(Assets.files(in: "\(options.templates)/assets", diagnostics: &diagnostics)) { first, _ in first }
        let report = BuildReport(guides: outputs.map(\.reportEntry))
        files["coverage.html"] = Data(shell.page(title: "Coverage", description: "What sitegen draws of these guides", root: "", kind: "coverage",
                                                 content: CoveragePage.render(report)).utf8)
        let symbols = SymbolGlyphs()
        files["symbols.html"] = Data(shell.page(title: "SF Symbols", description: "The icons standing in for SF Symbols", root: "", kind: "symbols",
                                                content: SymbolsPage.render(report, glyphs: symbols)).utf8)
        files["licenses/phosphor-icons.txt"] = Data(SymbolSource.licenseText.utf8)
        for package in symbols.symbols.missingPackages {
            diagnostics.append(.warning("icon set '\(package)' is not installed (scripts/install-deps); SF Symbols are drawn as placeholders",
                                        at: FileLocation(file: "sitegen", line: 0, column: 0)))
        }
        // Last: the fonts are cut down to the characters of everything above.
        files["assets/fonts.css"] = Data(catalog.fontFaceCSS().utf8)
        let fonts = WebFontSet(catalog: catalog, characters: WebFontSet.characters(in: files))
        for (relativePath, data) in fonts.files { files["assets/\(relativePath)"] = data }
        for problem in fonts.problems { diagnostics.append(.warning(problem, at: FileLocation(file: "sitegen", line: 0, column: 0))) }
        do {
            files["build-report.json"] = try report.encoded()
            try OutputDirectory(path: options.output).replaceContents(with: files)
        } catch {
            diagnostics.append(.error("\(error)", at: FileLocation(file: options.output, line: 0, column: 0)))
            return BuildResult(diagnostics: diagnostics, guideCount: outputs.count, wroteSite: false, slugsBySource: slugs)
        }
        return BuildResult(diagnostics: diagnostics, guideCount: outputs.count, wroteSite: true, slugsBySource: slugs)
    }

    /// Every guide's output, in the sources' order, and what the build of
    /// guides itself had to say (that workers could not be started).
    private func buildGuides(_ sources: [GuideSource], settings: GuideBuildSettings) -> ([GuideOutput], [Diagnostic]) {
        switch options.isolation {
        case .inProcess:
            let pipeline = GuidePipeline(settings: settings)
            return (parallelMap(sources) { pipeline.output($0) }, [])
        case .workerProcesses(let configuration):
            return WorkerPool(configuration: configuration, settings: settings).build(sources)
        }
    }
}
