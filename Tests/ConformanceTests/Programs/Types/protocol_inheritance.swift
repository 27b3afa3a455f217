// A protocol inheriting another: refined requirements, defaults layered at each level, and casts.
protocol Named {
    var name: String { get }
}

extension Named {
    func tag() -> String { "named:\(name)" }
}

protocol Titled: Named {
    var title: String { get }
}

extension Titled {
    var fullName: String { "\(title) \(name)" }
    func tag() -> String { "titled:\(fullName)" }
}

protocol Ranked: Titled, CustomStringConvertible {
    var rank: Int { get }
}

extension Ranked {
    var description: String { "#\(rank) \(fullName)" }
}

struct Person: Named { var name: String }
struct Doctor: Titled { var name: String; var title: String { "Dr." } }
struct Officer: Ranked { var name: String; var rank: Int; var title: String { "Lt." } }

func describeNamed(_ n: Named) -> String { n.tag() }
func describeTitled<T: Titled>(_ t: T) -> String { t.tag() }

func main() {
    let p = Person(name: "Ann")
    let d = Doctor(name: "Lee")
    let o = Officer(name: "Kim", rank: 3)
    print(p.tag(), d.tag(), o.tag())
    print(describeNamed(d), describeNamed(o))
    print(describeTitled(d), describeTitled(o))
    print(o)
    print("\(o)!")
    let all: [Named] = [p, d, o]
    for n in all {
        print(n.name, n is Titled, n is Ranked, (n as? Titled)?.fullName ?? "-")
    }
}
