// Static requirements (properties, methods, initializers) are called through generic type parameters.
protocol Token {
    static var kind: String { get }
    static func make(_ raw: String) -> Self?
    init()
    var raw: String { get }
}

struct NumberToken: Token {
    var raw: String = "0"
    static var kind: String { "number" }
    static func make(_ raw: String) -> NumberToken? { Int(raw) == nil ? nil : NumberToken(raw: raw) }
}

struct WordToken: Token {
    var raw: String = ""
    static var kind: String { "word" }
    static func make(_ raw: String) -> WordToken? { raw.allSatisfy(\.isLetter) ? WordToken(raw: raw) : nil }
}

func parse<T: Token>(_ inputs: [String], as type: T.Type) -> [String] {
    inputs.map { s in
        if let t = T.make(s) { return "\(T.kind)(\(t.raw))" }
        return "not \(T.kind): \(s)"
    }
}

func defaultValue<T: Token>(of type: T.Type) -> String { "default \(T.kind) = '\(T().raw)'" }

func main() {
    print(parse(["12", "ab", "7"], as: NumberToken.self))
    print(parse(["hi", "x1"], as: WordToken.self))
    print(defaultValue(of: NumberToken.self))
    print(defaultValue(of: WordToken.self))
    let types: [Token.Type] = [NumberToken.self, WordToken.self]
    for t in types { print(t.kind, t.init().raw.isEmpty) }
    print(NumberToken.kind, WordToken.make("abc")!.raw)
}
