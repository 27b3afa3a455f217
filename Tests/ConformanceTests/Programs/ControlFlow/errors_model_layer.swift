// Checks a realistic model layer mixing throwing getters, a rethrows helper, try!, and errors with CustomStringConvertible and LocalizedError.
import Foundation

enum TokenError: LocalizedError, CustomStringConvertible {
    case unknown(String)
    case cycle([String])
    var description: String {
        switch self {
        case .unknown(let n): return "unknown token \(n)"
        case .cycle(let path): return "cycle " + path.joined(separator: " -> ")
        }
    }
    var errorDescription: String? { "Token error: \(description)" }
}

struct TokenSet {
    var raw: [String: String]

    func resolve(_ name: String, seen: [String] = []) throws -> String {
        if seen.contains(name) { throw TokenError.cycle(seen + [name]) }
        guard let value = raw[name] else { throw TokenError.unknown(name) }
        if value.hasPrefix("$") {
            return try resolve(String(value.dropFirst()), seen: seen + [name])
        }
        return value
    }

    var primary: String {
        get throws { try resolve("primary") }
    }
}

func withLogging<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
    print("begin", label)
    defer { print("end", label) }
    return try body()
}

func main() {
    let tokens = TokenSet(raw: ["blue": "#0055ff", "primary": "$brand", "brand": "$blue", "a": "$b", "b": "$a"])
    print(try! tokens.primary)
    for name in ["brand", "missing", "a"] {
        do {
            let v = try withLogging(name) { try tokens.resolve(name) }
            print(name, "=", v)
        } catch let e as TokenError {
            print(e)
            print(e.errorDescription!)
            print(e.localizedDescription)
        } catch {
            print("other", error)
        }
    }
    let count = withLogging("count") { tokens.raw.count }
    print("count", count)
}
