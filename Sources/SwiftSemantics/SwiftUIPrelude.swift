import SwiftCode

/// SwiftUI's value types that behave as ordinary Swift declares them
/// (enums that are `Comparable`, `CaseIterable`, with computed
/// properties), written here in Swift with SwiftUI's own declarations, so
/// that the interpreter runs them as it runs a guide's code: `.allCases`,
/// `size >= .accessibility1`, ranges of them, a guide's extensions of them.
///
/// Each guide's declaration table starts with these; they are the
/// library's, so they are never listed as the guide's own types.
public enum SwiftUIPrelude {
    /// The file name the declarations carry in locations.
    public static let file = "<SwiftUI>"

    static let source = SwiftSource(text: text, file: file)

    private static let text = """
        enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
            case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
            case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
            var isAccessibilitySize: Bool { self >= .accessibility1 }
        }

        enum ColorScheme: Hashable, CaseIterable, Sendable {
            case light, dark
        }

        enum LayoutDirection: Hashable, CaseIterable, Sendable {
            case leftToRight, rightToLeft
        }

        enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
            case standard, increased
        }

        enum LegibilityWeight: Hashable, Sendable {
            case regular, bold
        }

        enum UserInterfaceSizeClass: Hashable, Sendable {
            case compact, regular
        }
        """
}
