// Checks Result.map, mapError, flatMap and chaining, and that map is skipped on failure.
enum LowLevel: Error { case io(Int) }
enum AppError: Error, Equatable { case storage(code: Int), invalid(String) }

func read(_ ok: Bool) -> Result<String, LowLevel> {
    ok ? .success("  42  ") : .failure(.io(5))
}

func parse(_ s: String) -> Result<Int, AppError> {
    if let n = Int(s.trimmingCharacters(in: .whitespaces)) { return .success(n) }
    return .failure(.invalid(s))
}

extension String {
    func trimmingCharacters(in set: Whitespace) -> String {
        var chars = Substring(self)
        while chars.first == " " { chars.removeFirst() }
        while chars.last == " " { chars.removeLast() }
        return String(chars)
    }
}
enum Whitespace { case whitespaces }

func main() {
    for flag in [true, false] {
        let r = read(flag)
        let upper = r.map { value -> String in
            print("  map ran")
            return value + "!"
        }
        print(upper)
        let app = r.mapError { e -> AppError in
            print("  mapError ran")
            if case .io(let c) = e { return .storage(code: c) }
            return .invalid("?")
        }
        print(app)
        let number = app.flatMap(parse).map { $0 * 2 }
        print(number)
    }
    let bad: Result<String, AppError> = .success("x1")
    print(bad.flatMap(parse))
    let lengths = Result<[String], AppError>.success(["a", "bb"]).map { $0.map(\.count) }
    print(lengths)
    if case .failure(let e) = bad.flatMap(parse) {
        print("failure equals invalid(x1):", e == .invalid("x1"))
    }
}
