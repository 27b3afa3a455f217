// `x is P` and `as? P` test protocol conformance at run time, including conformances added by extensions.
protocol Tappable { func tap() -> String }
protocol Scrollable { var offset: Int { get } }

struct Button: Tappable { func tap() -> String { "button tapped" } }
struct List: Scrollable { var offset = 40 }
struct Card: Tappable, Scrollable {
    func tap() -> String { "card tapped" }
    var offset: Int { 0 }
}
struct Label {}
extension Label: CustomStringConvertible { var description: String { "a label" } }
extension Int: Tappable { func tap() -> String { "int \(self) tapped" } }

func main() {
    let views: [Any] = [Button(), List(), Card(), Label(), 7, "text"]
    for v in views {
        let t = v is Tappable
        let s = v is Scrollable
        let d = v is CustomStringConvertible
        print(type(of: v), t, s, d)
    }
    for v in views {
        if let t = v as? Tappable { print(t.tap()) }
        if let s = v as? Scrollable, s.offset > 0 { print("scrolled", s.offset) }
    }
    let both = views.filter { $0 is Tappable && $0 is Scrollable }
    print(both.count)
    let t: Tappable = Card()
    print(t is Scrollable, (t as? Scrollable)?.offset as Any)
    print(Label() is Equatable, 5 is Equatable, "x" is Hashable)
    print(String(describing: Label()))
}
