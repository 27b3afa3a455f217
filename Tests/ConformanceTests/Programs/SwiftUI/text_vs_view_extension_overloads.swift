// Library overloads on Text and on View with the same name: the concrete type's member, the generic one and SwiftUI's own are chosen by the receiver's static type.
import SwiftUI

enum Emphasis: Double {
    case full = 1.0, medium = 0.6, disabled = 0.38
}

extension View {
    func emphasis(_ level: Emphasis) -> some View {
        print("View.emphasis", level.rawValue)
        return opacity(level.rawValue)
    }

    func opacity(_ level: Emphasis) -> some View {
        print("View.opacity(Emphasis)", level)
        return opacity(level.rawValue)
    }
}

extension Text {
    func emphasis(_ level: Emphasis) -> Text {
        print("Text.emphasis", level.rawValue)
        return level == .full ? bold() : self
    }
}

func styled<V: View>(_ view: V) -> some View {
    print("generic styled, V is Text:", V.self == Text.self)
    return view.emphasis(.medium)
}

func main() {
    let title = Text("Title")
    print("1 Text receiver")
    _ = title.emphasis(.full)
    print("2 Text through a generic function")
    _ = styled(title)
    print("3 Text erased to AnyView")
    _ = AnyView(title).emphasis(.disabled)
    print("4 Chained: Text.emphasis returns Text, so Text.emphasis again")
    _ = title.emphasis(.full).emphasis(.medium)
    print("5 View.emphasis returns some View, so next is View.emphasis")
    _ = Circle().emphasis(.full).emphasis(.disabled)
    print("6 opacity with a token and with a Double")
    _ = title.opacity(.medium)
    _ = title.opacity(0.5)
    print("7 Color.opacity(Double) returns a Color")
    let faded = Color.blue.opacity(0.5)
    print("faded is Color:", type(of: faded) == Color.self)
    print("8 Color.opacity(Emphasis) is the library's View overload")
    _ = Color.blue.opacity(.disabled)
    let levels: [Emphasis] = [.full, .medium, .disabled]
    print("raw values:", levels.map(\.rawValue))
}
