// Identity operators === and !== compare object references, not contents.
final class Token {
    var name: String
    var value: Int
    init(name: String, value: Int) {
        self.name = name
        self.value = value
    }
}

func describe(_ a: Token, _ b: Token, _ label: String) {
    print(label, "===:", a === b, "!==:", a !== b)
}

func main() {
    let a = Token(name: "spacing", value: 8)
    let b = Token(name: "spacing", value: 8)
    let c = a
    describe(a, b, "a vs b (equal contents, distinct objects)")
    describe(a, c, "a vs c (same object)")
    describe(b, c, "b vs c")

    var current = b
    print("current === b:", current === b)
    current = a
    print("after reassign, current === a:", current === a, "current === b:", current === b)

    let optionalA: Token? = a
    let none: Token? = nil
    print("optional a === a:", optionalA === a)
    print("nil === a:", none === a)
    print("nil === nil:", none === nil)
    print("nil !== a:", none !== a)

    let list = [a, b, c]
    let sameAsA = list.filter { $0 === a }.count
    print("elements identical to a:", sameAsA)
    if let index = list.firstIndex(where: { $0 === b }) {
        print("first index of b:", index)
    }
    let uniqueCount = list.reduce(into: [Token]()) { acc, t in
        if !acc.contains(where: { $0 === t }) { acc.append(t) }
    }.count
    print("distinct objects:", uniqueCount)
}
