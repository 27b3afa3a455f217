#if canImport(Glibc)
import Glibc
#endif
import Diagnostics
import Foundation
import HTML

/// Why a worker did not return a guide, and what it was doing then.
struct WorkerFailure: Error, Sendable {
    enum Cause: Sendable, Equatable {
        /// Killed by a signal: a trap, a stack overflow, a failed allocation.
        case crashed(signal: Int32)
        /// Exited before answering.
        case exited(status: Int32)
        /// Past the per-guide time limit; the parent killed it.
        case timedOut(seconds: Double)
        /// Sent something that is not the protocol.
        case brokenProtocol(String)
    }

    var cause: Cause
    /// The last stage the worker announced; nil if it died before the first.
    var stage: GuideStage?
    /// The end of what the worker printed (stdout and stderr).
    var printed: String
    /// The worker's memory limit, to name when an allocation failed.
    var memoryLimitBytes: Int?

    /// The diagnostic's message: what happened, to which part of the guide.
    func message(guideFile: String) -> String {
        let doing = stage.map { $0.description(in: guideFile) } ?? "starting on \(guideFile)"
        var said = runtimeMessage.map { ": \($0)" } ?? ""
        if let memoryLimitBytes, said.contains("allocate") {
            said += " (a worker may use \(memoryLimitBytes >> 20) MiB of memory; SITEGEN_WORKER_MEMORY_LIMIT_MB changes that)"
        }
        switch cause {
        case .crashed(let signal):
            return "sitegen crashed (signal \(signal), \(Self.signalName(signal))) while \(doing)\(said); the rest of the site was built"
        case .exited(let status):
            return "sitegen's worker exited with status \(status) while \(doing)\(said); the rest of the site was built"
        case .timedOut(let seconds):
            return "sitegen did not finish within \(SecondsFormat.seconds(seconds)) s (stopped while \(doing)); the rest of the site was built"
        case .brokenProtocol(let problem):
            return "sitegen's worker broke the protocol (\(problem)) while \(doing); the rest of the site was built"
        }
    }

    /// The Swift runtime's own line about a trap ("Fatal error: Index out of
    /// range"), if the worker printed one.
    var runtimeMessage: String? {
        let lines = printed.split(whereSeparator: \.isNewline)
        guard let line = lines.last(where: { $0.contains("Fatal error:") }),
              let start = line.range(of: "Fatal error:") else { return nil }
        let text = line[start.lowerBound...].trimmingCharacters(in: .whitespaces)
        return text.count > 300 ? String(text.prefix(300)) + "…" : text
    }

    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT",
            SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM",
            SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ", SIGSYS: "SIGSYS",
        ]
        return names[signal] ?? "signal \(signal)"
    }
}

/// Seconds as people write them: "120", "0.5".
private enum SecondsFormat {
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension GuideStage {
    /// What the stage is, said of one guide file ("drawing component 'Ring' of whoop.md").
    func description(in guideFile: String) -> String {
        switch self {
        case .parsing: "parsing \(guideFile)"
        case .evaluatingTokens: "evaluating the tokens of \(guideFile)"
        case .checkingClaims: "checking the contrast claims of \(guideFile)"
        case .drawingComponent(let name): "drawing component '\(name)' of \(guideFile)"
        case .writingPages: "writing the page of \(guideFile)"
        }
    }
}

extension GuideOutput {
    /// What a guide whose worker failed contributes: a page that says what
    /// failed, a card, and a report entry, each with the error.
    static func failed(_ source: GuideSource, _ failure: WorkerFailure, shell: PageShell) -> GuideOutput {
        let diagnostic = Diagnostic.error(failure.message(guideFile: source.fileName), at: FileLocation(file: source.path, line: 1, column: 1))
        let page = shell.page(title: source.slug, description: "sitegen could not build this guide", root: "../", kind: "guide",
                              content: FailedGuidePage.render(source, diagnostic: diagnostic))
        return GuideOutput(
            source: source.path,
            files: ["\(source.slug)/index.html": Data(page.utf8)],
            card: IndexCard(slug: source.slug, title: source.slug, intro: "", canvas: nil, brand: [], colorCount: 0, fontCount: 0,
                            failure: diagnostic.message),
            components: [],
            diagnostics: [diagnostic]
        )
    }
}

/// The page of a guide that could not be built: what failed and where.
enum FailedGuidePage {
    static func render(_ source: GuideSource, diagnostic: Diagnostic) -> HTMLNode {
        div(.class("guide-layout")) {
            nav(.class("toc"), .id("contents"), .aria("label", "Contents")) {
                a(.class("back"), .href("../index.html")) { "← All guides" }
                p(.class("toc-title")) { source.slug }
            }
            mainElement(.id("content"), .class("guide", "guide-failed")) {
                heading(1) { source.slug }
                p(.class("lede")) { "sitegen could not build this guide, "; code { source.path }; "." }
                div(.class("guide-meta")) {
                    ul {
                        li(.class("diagnostic-error")) {
                            code { diagnostic.location.description }
                            " \(diagnostic.message)"
                        }
                    }
                }
                p {
                    "Every other guide of the site was built. If the guide's code is not at fault, "
                    "please report this with the guide attached."
                }
            }
        }
    }
}
