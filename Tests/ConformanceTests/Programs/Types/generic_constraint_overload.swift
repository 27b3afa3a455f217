// Between generic overloads the more constrained one wins: T: Equatable over T, T: Comparable over T: Equatable.
func check<T>(_ x: T) -> String { "unconstrained" }
func check<T: Equatable>(_ x: T) -> String { "Equatable" }
func check<T: Comparable>(_ x: T) -> String { "Comparable" }

struct Opaque {}
struct Token: Equatable { var v: Int }
struct Rank: Comparable {
    var v: Int
    static func < (a: Rank, b: Rank) -> Bool { a.v < b.v }
}

func first<C: Collection>(_ c: C) -> String { "collection first: \(String(describing: c.first))" }
func first<C: BidirectionalCollection>(_ c: C) -> String { "bidirectional first: \(String(describing: c.first))" }

func forward<T>(_ x: T) -> String { check(x) }
func forwardEq<T: Equatable>(_ x: T) -> String { check(x) }

func main() {
    print(check(Opaque()))
    print(check(Token(v: 1)))
    print(check(Rank(v: 1)))
    print(check(5))
    print(check("s"))
    print(check([1, 2]))
    print(check([Opaque()]))
    print(forward(5))
    print(forwardEq(5))
    print(forwardEq(Token(v: 2)))
    print(first([1, 2]))
    print(first(Set([7])))
    print(first("xy"))
}
