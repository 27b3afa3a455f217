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
    var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?

    func run() -> BuildResult {
        run(retrying: true)
    }

    private func run(retrying: Bool) -> BuildResult {
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
        let assets = Assets.files(in: "\(options.templates)/assets", diagnostics: &diagnostics)

        // What this build is made of; when the last site in the output was
        // made of the same and is still there untouched, it is this build.
        let cache = options.usesCache ? GuideCache(output: options.output) : nil
        let engine = options.engine ?? "\(BuildFingerprint.engine())\n\(BuildFingerprint.environment())"
        let configuration = WorkerMessage.configure(shellPath: "", shellText: shell.text, guideSlugs: settings.guideSlugs.sorted()).frame()
        let keys = sources.map { GuideCache.key(of: $0, configuration: configuration, engine: engine) }
        let siteKey = Self.siteKey(options: options, guideKeys: keys, assets: assets, engine: engine)
        let record = cache.flatMap(SiteRecord.load(from:))
        let outputIsRecorded = record?.matches(output: options.output) ?? false
        if let record, record.siteKey == siteKey, outputIsRecorded {
            return BuildResult(diagnostics: record.diagnostics, guideCount: record.guideCount, wroteSite: true, slugsBySource: record.slugsBySource)
        }

        let (guides, builtFiles, builtIndices, buildDiagnostics) = guides(sources, keys: keys, cache: cache, settings: settings)
        let rebuilt = builtIndices.map { sources[$0].path }
        let outputs = guides.map(\.output)
        for output in outputs { diagnostics += output.diagnostics }
        diagnostics += buildDiagnostics

        let catalog = FontCatalog()
        for family in catalog.missingFamilies {
            let package = FontCatalog.families.first { $0.name == family }?.package ?? family
            diagnostics.append(.warning("font '\(family)' is not installed (Debian package \(package)); pages fall back to system fonts",
                                        at: FileLocation(file: "sitegen", line: 0, column: 0)))
        }

        // The site's own pages and assets, around the guides' files.
        var files: [String: Data] = [:]
        let report = BuildReport(guides: outputs.map(\.reportEntry))
        files["index.html"] = Data(shell.page(title: "Design guides", description: "SwiftUI design guides", root: "", kind: "index",
                                              content: IndexPage.render(outputs.map(\.card), components: report.guides.map(\.components))).utf8)
        files["assets/search-index.js"] = Data(SearchIndex.script(for: outputs).utf8)
        files.merge(assets) { first, _ in first }
        files["components.html"] = Data(shell.page(title: "Components", description: "Every component of these guides, side by side", root: "",
                                                   kind: "components", content: GalleryPage.render(report)).utf8)
        files["coverage.html"] = Data(shell.page(title: "Coverage", description: "What sitegen draws of these guides", root: "", kind: "coverage",
                                                 content: CoveragePage.render(report)).utf8)
        let symbols = SymbolGlyphs()
        files["symbols.html"] = symbolsPage(report, glyphs: symbols, shell: shell, cache: cache, engine: engine)
        files["licenses/phosphor-icons.txt"] = Data(SymbolSource.licenseText.utf8)
        for package in symbols.symbols.missingPackages {
            diagnostics.append(.warning("icon set '\(package)' is not installed (scripts/install-deps); SF Symbols are drawn as placeholders",
                                        at: FileLocation(file: "sitegen", line: 0, column: 0)))
        }
        // The fonts are cut down to the characters of everything above and
        // of every guide (each guide's found when it was built).
        files["assets/fonts.css"] = Data(catalog.fontFaceCSS().utf8)
        var characters = WebFontSet.characters(in: files)
        for output in outputs { characters.formUnion(output.fontCharacters) }
        let fonts = WebFontSet(catalog: catalog, characters: characters)
        for (relativePath, data) in fonts.files { files["assets/\(relativePath)"] = data }
        for problem in fonts.problems { diagnostics.append(.warning(problem, at: FileLocation(file: "sitegen", line: 0, column: 0))) }

        let loader = CachedFileLoader(cache: cache, sources: sources, keys: keys)
        do {
            files["build-report.json"] = try report.encoded()
            // A guide's file wins over a site file of the same path, as its page links to it.
            var planned = files.mapValues(PlannedFile.init)
            for (index, guide) in guides.enumerated() {
                for (path, hash) in guide.hashes { planned[path] = PlannedFile(hash: hash, data: builtFiles[index]?[path]) }
            }
            // Until the new record is stored, no build may trust the old one.
            if let cache { SiteRecord.remove(from: cache) }
            let written = try OutputDirectory(path: options.output).write(planned, previous: record, intact: outputIsRecorded, load: loader.load)
            if let cache {
                let folders = SiteRecord.folderStamps(output: options.output, files: written.keys)
                SiteRecord(siteKey: siteKey, files: written, folders: folders, guideCount: outputs.count, diagnostics: diagnostics,
                           slugsBySource: slugs).store(in: cache)
                cache.prune(keeping: Set(sources.map(\.slug)))
            }
        } catch {
            // Cached bytes that vanished or were damaged since their entry was
            // read: forget those guides and build once more.
            if retrying, let cache, !loader.unavailable.isEmpty {
                for slug in loader.unavailable { unlink(cache.entryURL(slug: slug).path) }
                return run(retrying: false)
            }
            diagnostics.append(.error("\(error)", at: FileLocation(file: options.output, line: 0, column: 0)))
            return BuildResult(diagnostics: diagnostics, guideCount: outputs.count, wroteSite: false, slugsBySource: slugs, rebuiltGuides: rebuilt)
        }
        return BuildResult(diagnostics: diagnostics, guideCount: outputs.count, wroteSite: true, slugsBySource: slugs, rebuiltGuides: rebuilt)
    }

    /// `symbols.html` draws every icon of the mapping table, which takes
    /// longer than the rest of the site's own pages together; it only
    /// changes with the symbols the guides use, so it is kept under them.
    private func symbolsPage(_ report: BuildReport, glyphs: SymbolGlyphs, shell: PageShell, cache: GuideCache?, engine: String) -> Data {
        var key = BinaryWriter(reservingCapacity: 4096)
        key.write(engine)
        key.write(shell.text)
        key.write(SymbolsPage.uses(in: report).sorted { $0.key < $1.key }) { writer, use in
            writer.write(use.key)
            writer.write(use.value)
        }
        func page() -> Data {
            Data(shell.page(title: "SF Symbols", description: "The icons standing in for SF Symbols", root: "", kind: "symbols",
                            content: SymbolsPage.render(report, glyphs: glyphs)).utf8)
        }
        return cache?.memo("symbols.html", key: ContentHash(key.data), make: page) ?? page()
    }

    /// Everything a site is built from: the engine, the command line's
    /// inputs and output, each guide's key in order, and the template's assets.
    static func siteKey(options: BuildOptions, guideKeys: [ContentHash], assets: [String: Data], engine: String) -> ContentHash {
        var writer = BinaryWriter(reservingCapacity: 4096)
        writer.write(engine)
        writer.write(options.inputs) { $0.write($1) }
        writer.write(URL(fileURLWithPath: options.output).standardizedFileURL.path)
        writer.write(guideKeys) { $0.write($1) }
        writer.write(assets.sorted { $0.key < $1.key }) { writer, file in
            writer.write(file.key)
            writer.write(ContentHash(file.value))
        }
        return ContentHash(writer.data)
    }

    /// Every guide, in the sources' order: from the cache when its key is
    /// there, built otherwise and kept for next time. Returned with the
    /// built guides' files by index, for those kept in memory: the others'
    /// bytes are read back from the cache when written.
    private func guides(_ sources: [GuideSource], keys: [ContentHash], cache: GuideCache?,
                        settings: GuideBuildSettings) -> ([CachedGuide], [Int: [String: Data]], [Int], [Diagnostic]) {
        let hits = parallelMap(Array(sources.indices)) { index in cache?.output(slug: sources[index].slug, key: keys[index]) }
        let missing = sources.indices.filter { hits[$0] == nil }
        let missingSources = missing.map { sources[$0] }, missingKeys = missing.map { keys[$0] }
        let memory = MemoryBudget(bytes: options.filesHeldInMemory)
        let finished = ProgressCounter(total: missing.count, report: progress)
        let keep: @Sendable (Int, GuideOutput) -> BuiltGuide = { index, output in
            defer { finished.increment() }
            let guide = CachedGuide(output: output)
            // A guide whose build failed (a worker that crashed or ran out of
            // time) is tried again next time, not remembered.
            let stored = output.card.failure == nil
                && cache?.store(guide, files: output.files, slug: missingSources[index].slug, key: missingKeys[index]) == true
            // Files are written from memory while the budget lasts; past it,
            // read back from the cache, so a large site never sits in memory whole.
            let size = output.files.values.reduce(0) { $0 + $1.count }
            return BuiltGuide(guide: guide, files: !stored || memory.take(size) ? output.files : nil)
        }
        let (built, diagnostics) = missing.isEmpty ? ([], []) : buildGuides(missingSources, settings: settings, keep: keep)
        var guides = hits, files: [Int: [String: Data]] = [:]
        for (index, result) in zip(missing, built) {
            guides[index] = result.guide
            if let kept = result.files { files[index] = kept }
        }
        return (guides.map { $0! }, files, missing, diagnostics)
    }

    /// A guide just built: what the site needs of it, and its files when
    /// they are kept in memory (always when the cache does not hold them).
    private struct BuiltGuide: Sendable {
        var guide: CachedGuide
        var files: [String: Data]?
    }

    /// What `keep` makes of every guide's output, in the sources' order,
    /// and what the build of guides itself had to say (that workers could
    /// not be started).
    private func buildGuides<Kept: Sendable>(_ sources: [GuideSource], settings: GuideBuildSettings,
                                             keep: @escaping @Sendable (Int, GuideOutput) -> Kept) -> ([Kept], [Diagnostic]) {
        switch options.isolation {
        case .inProcess:
            let pipeline = GuidePipeline(settings: settings)
            return (parallelMap(Array(sources.indices)) { keep($0, pipeline.output(sources[$0])) }, [])
        case .workerProcesses(let configuration):
            return WorkerPool(configuration: configuration, settings: settings).build(sources, keep: keep)
        }
    }
}

/// Reads cached guides' files when the writer needs their bytes.
private final class CachedFileLoader {
    private let cache: GuideCache?
    private let keysBySlug: [String: ContentHash]
    /// The last guide read: the writer goes through files in path order,
    /// so one guide's files come together and only one is held at a time.
    private var loaded: (slug: String, files: [String: Data])?
    /// Guides whose cached bytes could not be read.
    private(set) var unavailable: Set<String> = []

    init(cache: GuideCache?, sources: [GuideSource], keys: [ContentHash]) {
        self.cache = cache
        keysBySlug = Dictionary(zip(sources.map(\.slug), keys)) { first, _ in first }
    }

    struct Missing: Error, CustomStringConvertible {
        var path: String
        var description: String { "the cached bytes of \(path) are gone or damaged; build again" }
    }

    func load(_ path: String) throws -> Data {
        let slug = OutputDirectory.topLevel(path)
        if loaded?.slug != slug, let key = keysBySlug[slug], let files = cache?.files(slug: slug, key: key) { loaded = (slug, files) }
        guard loaded?.slug == slug, let data = loaded?.files[path] else {
            unavailable.insert(slug)
            throw Missing(path: path)
        }
        return data
    }
}

/// A count of bytes that threads take from until it runs out.
private final class MemoryBudget: @unchecked Sendable {
    // `@unchecked Sendable`: `left` is only touched with `lock` held.
    private let lock = NSLock()
    private var left: Int

    init(bytes: Int) { left = bytes }

    /// Takes `bytes` when that many are left.
    func take(_ bytes: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard bytes <= left else { return false }
        left -= bytes
        return true
    }
}

/// Counts guides as they finish, from any thread, for `SiteBuilder.build`'s progress.
private final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func increment() {
        guard let report else { return }
        let now = lock.withLock { done += 1; return done }
        report(now, total)
    }
}
