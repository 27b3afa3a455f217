// When the library's font type has no `title`, `.font(.title)` resolves to SwiftUI's font(_: Font?); members only the library has go to the library.
import SwiftUI

enum Typography {
    case display
    case label(size: CGFloat)
    case mono

    var pointSize: CGFloat {
        switch self {
        case .display: return 40
        case .label(let size): return size
        case .mono: return 13
        }
    }
}

var log: [String] = []

extension View {
    func font(_ style: Typography) -> some View {
        log.append("typography \(style.pointSize)")
        print("library font(Typography):", style.pointSize)
        return font(.system(size: style.pointSize))
    }

    func typography(_ style: Typography?) -> some View {
        guard let style else {
            print("typography: nil, no change")
            return AnyView(self)
        }
        return AnyView(font(style))
    }
}

extension Text {
    func font(_ style: Typography, bold: Bool) -> Text {
        print("Text-only font(_:bold:):", style.pointSize, bold)
        return bold ? self.font(.system(size: style.pointSize)).bold() : self.font(.system(size: style.pointSize))
    }
}

func main() {
    print("a: .title")
    _ = Text("x").font(.title)
    print("b: .display")
    _ = Text("x").font(.display)
    print("c: .label(size: 15)")
    _ = Text("x").font(.label(size: 15))
    print("d: .mono with bold")
    _ = Text("x").font(.mono, bold: true)
    print("e: .system(size: 9)")
    _ = Text("x").font(.system(size: 9))
    print("f: typography(.display)")
    _ = Circle().typography(.display)
    print("g: typography(nil)")
    _ = Circle().typography(nil)
    print("h: .label default in an array")
    let styles: [Typography] = [.display, .label(size: 11), .mono]
    for style in styles {
        _ = Rectangle().font(style)
    }
    print("log:", log.joined(separator: " | "))
}
