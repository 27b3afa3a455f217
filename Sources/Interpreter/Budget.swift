import Diagnostics
import Guards

/// Sizes of what evaluation builds, checked against `Limits` before or as
/// it is built: a guide cannot make the interpreter allocate without bound.
enum Budget {
    /// A count about to be allocated (`Array(repeating:count:)`, a range walked).
    static func count(_ count: Int, _ what: String, at location: FileLocation? = nil) throws -> Int {
        guard count <= Limits.collectionCount else {
            throw EvaluationError("\(what) has \(count) elements, more than the \(Limits.collectionCount) sitegen evaluates", at: location)
        }
        return max(count, 0)
    }

    /// Characters about to be allocated (`String(repeating:count:)`).
    static func characters(_ count: Int, _ what: String, at location: FileLocation? = nil) throws -> Int {
        guard count <= Limits.stringLength else {
            throw EvaluationError("\(what) would be \(count) characters long, more than the \(Limits.stringLength) sitegen evaluates", at: location)
        }
        return max(count, 0)
    }

    static func collection(_ items: [Value], at location: FileLocation? = nil) throws -> [Value] {
        _ = try count(items.count, "an array", at: location)
        return items
    }

    static func string(_ text: String, at location: FileLocation? = nil) throws -> String {
        _ = try characters(text.utf8.count, "a string", at: location)
        return text
    }

    /// A count argument that Swift requires to be non-negative (`prefix(_:)`).
    static func nonNegative(_ count: Int, _ what: String) throws -> Int {
        guard count >= 0 else { throw EvaluationError("\(what)(\(count)): the count must not be negative", at: nil) }
        return count
    }
}
