// `.init(...)` and chained implicit members build values of the contextual type.
struct Insets: CustomStringConvertible {
    var top: Double, leading: Double, bottom: Double, trailing: Double
    init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    init(all v: Double) { self.init(top: v, leading: v, bottom: v, trailing: v) }
    static let zero = Insets(all: 0)
    func adding(_ d: Double) -> Insets {
        Insets(top: top + d, leading: leading + d, bottom: bottom + d, trailing: trailing + d)
    }
    var doubled: Insets { Insets(top: top * 2, leading: leading * 2, bottom: bottom * 2, trailing: trailing * 2) }
    var description: String { "[\(top) \(leading) \(bottom) \(trailing)]" }
}

func layout(_ i: Insets) -> String { "layout \(i)" }

func main() {
    print(layout(.init(all: 4)))
    print(layout(.init(top: 1, leading: 2, bottom: 3, trailing: 4)))
    print(layout(.zero))
    print(layout(.zero.adding(2)))
    print(layout(.init(all: 1).doubled.adding(1)))
    let i: Insets = .init(all: 3)
    print(i)
    let list: [Insets] = [.zero, .init(all: 5), .zero.doubled]
    print(list)
    let n: Int = .init("42")!
    print(n)
    let s: String = .init(repeating: "ab", count: 3)
    print(s)
    let d: Double = .pi
    print(d > 3.14)
    let m: Int = .max
    print(m == Int.max)
}
