// Checks typed throws (`throws(E)`): catch gives a value of the concrete type E, and errors convert when rethrown untyped.
enum FormError: Error {
    case empty(field: String)
    case tooLong(field: String, by: Int)
}

func validate(_ field: String, _ value: String, max: Int) throws(FormError) -> String {
    if value.isEmpty { throw .empty(field: field) }
    if value.count > max { throw .tooLong(field: field, by: value.count - max) }
    return value
}

func validateAll(_ pairs: [(String, String)]) throws(FormError) -> [String] {
    var out: [String] = []
    for (f, v) in pairs {
        out.append(try validate(f, v, max: 5))
    }
    return out
}

func main() {
    do {
        print(try validateAll([("name", "Ana"), ("city", "Oslo")]))
        print(try validateAll([("name", "Bo"), ("city", "")]))
    } catch {
        switch error {
        case .empty(let f): print("empty field", f)
        case .tooLong(let f, let n): print(f, "too long by", n)
        }
    }
    do {
        _ = try validate("title", "Design tokens", max: 5)
    } catch let e {
        print(type(of: e), e)
    }
    let r = Result { () throws(FormError) -> String in try validate("x", "", max: 3) }
    print(r)
}
