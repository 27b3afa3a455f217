import Interpreter
import SwiftCode
import SwiftSemantics
import Testing

/// Option sets as Swift gives them: a guide's `OptionSet` and UIKit's
/// `UIRectCorner`, their `SetAlgebra` members on the raw bits, and the
/// rounded-corner paths component libraries build from them.
@Suite struct OptionSetTests {
    private func printed(_ body: String, declarations: String = "") -> String {
        printedByMain(body, importing: "UIKit", declarations: declarations)
    }

    @Test func aGuidesOptionSetWorksOnItsBits() {
        #expect(printed("""
            var style: Style = [.bold]
            style.insert(.italic)
            let removed = style.remove(.bold)
            let none: Style = []
            print(style.rawValue, style.contains(.italic), style.contains(.bold), removed!.rawValue, none.isEmpty, Style().isEmpty)
            print(Style.all.subtracting(style).rawValue, style.union(.underline).rawValue, Style.all.isSuperset(of: [.bold, .italic]))
            """, declarations: """
            struct Style: OptionSet {
                let rawValue: Int
                static let bold = Style(rawValue: 1 << 0)
                static let italic = Style(rawValue: 1 << 1)
                static let underline = Style(rawValue: 1 << 2)
                static let all: Style = [.bold, .italic, .underline]
            }
            """) == "2 true false 1 true true\n5 6 true\n")
    }

    @Test func uiRectCornerRoundsTheCornersItNames() {
        #expect(printed("""
            let all: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
            let tail = all.subtracting(.bottomRight)
            print(tail.rawValue, tail.contains(.topLeft), tail.contains(.bottomRight), UIRectCorner.allCorners.rawValue)
            let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
            let bubble = UIBezierPath(roundedRect: rect, byRoundingCorners: tail, cornerRadii: CGSize(width: 18, height: 18))
            print(Path(bubble.cgPath).boundingRect.width, Path(bubble.cgPath).isEmpty)
            """) == "7 true false 15\n100.0 false\n")
    }
}
