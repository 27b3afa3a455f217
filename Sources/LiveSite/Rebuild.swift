import Diagnostics
import Foundation
import Site

/// One build of a watch session: what started it, what it took, what it
/// changed, and the problems to show.
public struct Rebuild: Sendable {
    /// 1 for the first build of the session.
    public var number: Int
    /// The saved files that started it (empty for the first build).
    public var trigger: [String]
    public var seconds: Double
    public var result: BuildResult
    /// Output files added, changed or removed, relative to the site root.
    public var changedFiles: [String]
    /// Errors, and warnings the session's first build did not have: what
    /// the last saves broke. Empty again once they are fixed.
    public var problems: [Diagnostic]

    /// The one line printed per rebuild.
    public var summary: String {
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        let warnings = result.diagnostics.filter { $0.severity == .warning }.count
        let cause = trigger.isEmpty ? "" : " after \(Self.describe(trigger)) changed"
        let time = String(format: "%.2f s", seconds)
        let newWarnings = problems.filter { $0.severity == .warning }.count
        let counts = "\(Plural.count(errors, "error")), \(Plural.count(warnings, "warning"))" + (newWarnings > 0 ? " (\(newWarnings) new)" : "")
        guard result.wroteSite else { return "sitegen: rebuild \(number) failed in \(time)\(cause): \(counts); the site is unchanged" }
        let files = changedFiles.isEmpty ? "no file changed" : Plural.count(changedFiles.count, "file") + " changed"
        let reused = result.guideCount - result.rebuiltGuides.count
        let guides = Plural.count(result.guideCount, "guide") + (reused > 0 ? " (\(result.rebuiltGuides.count) rebuilt)" : "")
        return "sitegen: rebuild \(number) in \(time)\(cause): \(guides), \(files), \(counts)"
    }

    static func describe(_ paths: [String]) -> String {
        let names = paths.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        return names.count <= 3 ? names.joined(separator: ", ") : "\(names.prefix(2).joined(separator: ", ")) and \(names.count - 2) more"
    }

    /// The rebuild as the event pages receive: what changed, and the problems, each with its guide's page folder.
    func eventJSON() -> String {
        struct Problem: Encodable {
            var file: String, line: Int, column: Int, severity: String, message: String
            var slug: String?
        }
        struct Payload: Encodable {
            var build: Int, seconds: Double, wroteSite: Bool, changed: [String], problems: [Problem]
        }
        let payload = Payload(
            build: number, seconds: (seconds * 1000).rounded() / 1000, wroteSite: result.wroteSite, changed: changedFiles,
            problems: problems.map {
                Problem(file: $0.location.file, line: $0.location.line, column: $0.location.column, severity: $0.severity.rawValue,
                        message: $0.message, slug: result.slugsBySource[$0.location.file])
            }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? String(data: encoder.encode(payload), encoding: .utf8)) ?? "{}"
    }
}

enum Plural {
    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
