// A library's padding(_: Spacing) beside SwiftUI's padding(_: CGFloat) and padding(_: Edge.Set, _: CGFloat?): which one each call picks.
import SwiftUI

enum Spacing: CGFloat, CaseIterable {
    case xs = 4, sm = 8, md = 16, lg = 24, xl = 32

    var next: Spacing {
        let all = Spacing.allCases
        let index = all.firstIndex(of: self)!
        return index + 1 < all.count ? all[index + 1] : self
    }
}

var calls = 0

extension View {
    func padding(_ token: Spacing) -> some View {
        calls += 1
        print("library padding(\(token)) =", token.rawValue)
        return padding(token.rawValue)
    }

    func padding(_ edges: Edge.Set, _ token: Spacing) -> some View {
        calls += 1
        print("library padding(edges, \(token)) =", token.rawValue, "horizontal:", edges == .horizontal)
        return padding(edges, token.rawValue)
    }
}

func main() {
    print("-- .md")
    _ = Text("a").padding(.md)
    print("-- 16 literal")
    _ = Text("a").padding(16)
    print("-- Spacing.lg.rawValue")
    _ = Text("a").padding(Spacing.lg.rawValue)
    print("-- .horizontal only")
    _ = Text("a").padding(.horizontal)
    print("-- .horizontal, .sm")
    _ = Text("a").padding(.horizontal, .sm)
    print("-- .vertical, 12")
    _ = Text("a").padding(.vertical, 12)
    print("-- no argument")
    _ = Text("a").padding()
    print("-- chained tokens")
    _ = Rectangle().padding(.xs).padding(Spacing.xl.next)
    let computed: CGFloat = Spacing.sm.rawValue * 3
    print("-- computed CGFloat", computed)
    _ = Text("b").padding(computed)
    print("-- EdgeInsets")
    let insets = EdgeInsets(top: Spacing.sm.rawValue, leading: Spacing.md.rawValue, bottom: Spacing.sm.rawValue, trailing: Spacing.md.rawValue)
    _ = Text("c").padding(insets)
    print("insets:", insets.top, insets.leading, insets.bottom, insets.trailing)
    print("library calls:", calls)
}
