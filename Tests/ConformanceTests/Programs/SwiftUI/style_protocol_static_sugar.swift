// A design system's own style protocol copying SwiftUI's pattern: associated Body, static-member sugar through `where Self ==`, a generic modifier and a type-erased fallback.
import SwiftUI

struct BadgeConfiguration {
    let count: Int
    var text: String { count > 99 ? "99+" : String(count) }
}

protocol BadgeStyle {
    associatedtype Body: View
    func makeBody(configuration: BadgeConfiguration) -> Body
    var minimumWidth: CGFloat { get }
}

extension BadgeStyle {
    var minimumWidth: CGFloat { 20 }
    func width(for configuration: BadgeConfiguration) -> CGFloat {
        max(minimumWidth, CGFloat(configuration.text.count) * 8 + 8)
    }
}

struct PillBadgeStyle: BadgeStyle {
    func makeBody(configuration: BadgeConfiguration) -> some View {
        Text(configuration.text).padding(.horizontal, 6).background(Capsule().fill(.red))
    }
}

struct DotBadgeStyle: BadgeStyle {
    var minimumWidth: CGFloat { 8 }
    func makeBody(configuration: BadgeConfiguration) -> some View {
        Circle().fill(.blue).frame(width: 8, height: 8)
    }
    func width(for configuration: BadgeConfiguration) -> CGFloat { 8 }
}

extension BadgeStyle where Self == PillBadgeStyle { static var pill: PillBadgeStyle { PillBadgeStyle() } }
extension BadgeStyle where Self == DotBadgeStyle { static var dot: DotBadgeStyle { DotBadgeStyle() } }

struct Badge<Style: BadgeStyle>: View {
    let count: Int
    let style: Style
    var body: some View { style.makeBody(configuration: BadgeConfiguration(count: count)) }
    var width: CGFloat { style.width(for: BadgeConfiguration(count: count)) }
}

extension View {
    func badge<S: BadgeStyle>(_ count: Int, style: S) -> some View {
        let badge = Badge(count: count, style: style)
        print("badge", count, String(describing: S.self), "width", badge.width, "min", style.minimumWidth)
        return overlay(alignment: .topTrailing) { badge }
    }
}

func main() {
    _ = Image(systemName: "bell").badge(3, style: .pill)
    _ = Image(systemName: "bell").badge(42, style: .pill)
    _ = Image(systemName: "bell").badge(1234, style: .pill)
    _ = Image(systemName: "bell").badge(5, style: .dot)
    let dot = DotBadgeStyle()
    print("direct dot width:", dot.width(for: BadgeConfiguration(count: 500)))
    print("texts:", [0, 9, 99, 100].map { BadgeConfiguration(count: $0).text })
    _ = Badge(count: 7, style: .pill).body
}
