// Checks errors conforming to CustomStringConvertible and LocalizedError: what print, interpolation and errorDescription produce.
import Foundation

enum ValidationError: Error, CustomStringConvertible {
    case tooShort(min: Int)
    case forbidden(Character)
    var description: String {
        switch self {
        case .tooShort(let m): return "must be at least \(m) characters"
        case .forbidden(let c): return "character '\(c)' is not allowed"
        }
    }
}

enum UploadError: LocalizedError {
    case tooLarge(megabytes: Int)
    case unsupported
    var errorDescription: String? {
        switch self {
        case .tooLarge(let mb): return "File is \(mb) MB, limit is 10 MB."
        case .unsupported: return nil
        }
    }
    var recoverySuggestion: String? { "Try a smaller file." }
}

func check(_ name: String) throws {
    if name.count < 3 { throw ValidationError.tooShort(min: 3) }
    if let bad = name.first(where: { $0 == "/" }) { throw ValidationError.forbidden(bad) }
}

func main() {
    for name in ["ab", "a/b/c", "ok-name"] {
        do {
            try check(name)
            print(name, "valid")
        } catch {
            print(name, "->", error)
            print("  interpolated: \(error)")
        }
    }
    let errors: [UploadError] = [.tooLarge(megabytes: 25), .unsupported]
    for e in errors {
        print(e.errorDescription ?? "no description")
        print(e.recoverySuggestion ?? "-")
        print(e.localizedDescription == e.errorDescription)
        print(e)
    }
    let asError: Error = UploadError.tooLarge(megabytes: 11)
    print(asError.localizedDescription)
    if let le = asError as? LocalizedError {
        print("is LocalizedError:", le.errorDescription ?? "nil")
    }
    let v: Error = ValidationError.forbidden("*")
    print((v as? CustomStringConvertible)?.description ?? "none")
}
