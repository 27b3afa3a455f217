import Diagnostics
import Foundation
import Guards
import TextShaping

/// The stage a guide's build is in, announced before it starts: a worker
/// reports it to the parent, so a crash can say what it interrupted.
public enum GuideStage: Equatable, Sendable {
    case parsing
    case evaluatingTokens
    case checkingClaims
    case drawingComponent(String)
    case writingPages
}

/// What every guide of one build shares: the page shell and the slugs of
/// all the build's guides (links between guides resolve against them).
public struct GuideBuildSettings: Sendable {
    public var shell: PageShell
    public var guideSlugs: Set<String>
    var fonts: FontLibrary = .standard
    /// Glyphs for guides' symbol tables, over `fonts`: the process's shared
    /// ones for the standard fonts, so each is drawn once per worker.
    var symbolGlyphs: SymbolGlyphs { fonts === FontLibrary.standard ? .standard : SymbolGlyphs(fonts: fonts) }

    public init(shell: PageShell, guideSlugs: Set<String>) {
        self.shell = shell
        self.guideSlugs = guideSlugs
    }
}

/// One guide through every stage: parse (markdown, then Swift) → evaluate
/// tokens → check claims → draw components → write pages and exports.
/// Runs the same in this process and in a worker process.
public struct GuidePipeline: Sendable {
    public let settings: GuideBuildSettings
    /// The build's slugs in site order, sorted once for every guide's previous/next links.
    let orderedSlugs: [String]

    public init(settings: GuideBuildSettings) {
        self.settings = settings
        orderedSlugs = settings.guideSlugs.sorted()
    }

    /// The guide, analysed and drawn; `progress` hears each stage before it starts.
    public func guide(_ source: GuideSource, progress: (GuideStage) -> Void = { _ in }) -> Guide {
        progress(.parsing)
        let parsed = ParsedGuide(source)
        progress(.evaluatingTokens)
        let tokens = GuideStages.evaluateTokens(parsed)
        progress(.checkingClaims)
        let claims = GuideStages.checkClaims(parsed, tokens: tokens.value)
        let components = GuideStages.drawComponents(parsed, tokens: tokens.value, fonts: settings.fonts) { name in
            progress(.drawingComponent(name))
        }
        return Guide(parsed: parsed, tokens: tokens.value, claims: claims.value, components: components.value,
                     diagnostics: parsed.diagnostics + tokens.diagnostics + claims.diagnostics + components.diagnostics)
    }

    /// Everything the guide adds to the site.
    /// On a thread with a large stack: every recursion in the engine is
    /// bounded by `Limits`, and this stack is sized so they trip first.
    public func output(_ source: GuideSource, progress: (GuideStage) -> Void = { _ in }) -> GuideOutput {
        withLargeStack {
            let guide = guide(source, progress: progress)
            progress(.writingPages)
            return output(guide)
        }
    }

    /// The render stage: the guide's page, its components' SVG files and its
    /// token exports, with its card and report entry.
    func output(_ guide: Guide) -> GuideOutput {
        let slug = guide.slug
        var diagnostics = guide.diagnostics
        var files: [String: Data] = [:]
        let content = GuidePage.render(guide, links: LinkPolicy(guideSlugs: settings.guideSlugs, root: "../", orderedSlugs: orderedSlugs), catalog: settings.fonts.catalog,
                                        symbols: settings.symbolGlyphs)
        let html = settings.shell.page(title: guide.title, description: guide.intro.plainText, root: "../", kind: "guide", content: content)
        files["\(slug)/index.html"] = Data(html.utf8)
        for component in guide.components {
            for (index, variant) in component.variants.enumerated() {
                files["\(slug)/components/\(ComponentPanel.fileName(component, variantIndex: index))"] = Data((variant.fileSVG + "\n").utf8)
            }
        }
        files["\(slug)/tokens.css"] = Data(DesignTokensCSS.stylesheet(for: guide).utf8)
        do {
            files["\(slug)/tokens.json"] = try DesignTokensJSON.document(for: guide).encoded()
        } catch {
            diagnostics.append(.error("could not encode tokens.json: \(error)", at: FileLocation(file: guide.sourcePath, line: 0, column: 0)))
        }
        return GuideOutput(
            source: guide.sourcePath,
            files: files,
            card: IndexCard(guide),
            components: guide.components.map { component in
                BuildReport.ComponentEntry(name: component.name, line: guide.sourceMap?.location(component.location).line ?? component.location.line,
                                           status: component.status.rawValue, unsupported: component.unsupported,
                                           blockers: component.blockers, symbols: component.symbols,
                                           picture: component.variants.first.map {
                                               BuildReport.ComponentEntry.Picture(file: component.fileStem, width: (($0.size.width * 100).rounded() / 100), height: (($0.size.height * 100).rounded() / 100))
                                           })
            },
            // Diagnostics of Swift sources point into the files, not the generated guide.
            diagnostics: diagnostics.map { diagnostic in
                guard let map = guide.sourceMap else { return diagnostic }
                var mapped = diagnostic
                mapped.location = map.location(diagnostic.location)
                return mapped
            }.sortedByLocation()
        )
    }
}
