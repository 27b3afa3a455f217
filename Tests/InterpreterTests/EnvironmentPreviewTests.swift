import SwiftSemantics
import DesignModel
@testable import Interpreter
import SwiftCode
import Testing

/// SwiftUI's own environment values as views below a setting read them:
/// the modifiers that set them (`.dynamicTypeSize`, `.disabled`),
/// `.environment(\.key, value)` and `.transformEnvironment`, and the
/// picture those settings draw.
@Suite struct EnvironmentPreviewTests {
    private func preview(_ code: String, _ name: String) throws -> ComponentPreview {
        let previewer = ComponentPreviewer(interpreter: Interpreter(table: DeclarationTable(sources: [SwiftSource(text: code, file: "test.md")])))
        let component = try #require(previewer.components.first { $0.name == name })
        return previewer.preview(component, colorScheme: .light)
    }

    private func dump(_ code: String, _ name: String) throws -> String {
        try #require(try preview(code, name).variants.first).view.treeDump
    }

    private let reader = """
    struct Reader: View {
        @Environment(\\.dynamicTypeSize) private var size
        @Environment(\\.isEnabled) private var enabled
        @Environment(\\.layoutDirection) private var direction
        var body: some View {
            Text("\\(size < .accessibility1 ? "std" : "AX")-\\(enabled ? "on" : "off")-\\(direction == .rightToLeft ? "rtl" : "ltr")")
        }
    }
    """

    @Test func settingsReachTheViewsBuiltBelowThem() throws {
        let tree = try dump(reader + """
        struct Screen: View {
            var body: some View {
                VStack {
                    Reader()
                    Reader().dynamicTypeSize(.accessibility2)
                    Reader().environment(\\.dynamicTypeSize, .xxxLarge)
                    Reader().disabled(true)
                    VStack { Reader().disabled(false) }.disabled(true)
                    Reader().environment(\\.isEnabled, false)
                    Reader().transformEnvironment(\\.dynamicTypeSize) { size in size = .accessibility5 }
                }
            }
        }
        """, "Screen")
        let texts = tree.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "Text \"") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
        #expect(texts == ["std-on-ltr", "AX-on-ltr", "std-on-ltr", "std-off-ltr", "std-off-ltr", "std-off-ltr", "AX-on-ltr"], "\(texts)")
    }

    @Test func aSystemKeySetThroughTheEnvironmentIsDrawnAsItsModifier() throws {
        let tree = try dump("""
        struct Titles: View {
            var body: some View {
                VStack {
                    Text("Set").environment(\\.font, .title)
                    Text("Transformed").transformEnvironment(\\.font) { font in font = .largeTitle }
                    Text("Left").environment(\\.multilineTextAlignment, .center)
                    Button("Off") {}.environment(\\.isEnabled, false)
                }
            }
        }
        """, "Titles")
        #expect(tree.contains("font(") && tree.contains(" 28 ") && tree.contains(" 34 "), "\(tree)")
        #expect(tree.contains("multilineTextAlignment(center)") || tree.contains("center"))
        #expect(tree.contains(".disabled(true)"))
    }

    @Test func rightToLeftIsReadAndDrawnMirrored() throws {
        let result = try preview(reader + """
        struct Arabic: View {
            var body: some View { Reader().environment(\\.layoutDirection, .rightToLeft) }
        }
        """, "Arabic")
        let tree = try #require(result.variants.first).view.treeDump
        #expect(tree.contains("std-on-rtl") && tree.contains("layoutDirection(rightToLeft)"))
        #expect(!result.issues.contains { $0.kind == .notDrawn })
    }

    @Test func aGuideUIColorWithADynamicProviderIsAColour() throws {
        let result = try preview("""
        extension UIColor {
            static let ink = UIColor { traits in
                traits.userInterfaceStyle == .dark ? UIColor(white: 0.9, alpha: 1) : UIColor(white: 0.1, alpha: 1)
            }
        }
        struct Label: View {
            var body: some View { Text("Ink").foregroundStyle(Color(uiColor: .ink)) }
        }
        """, "Label")
        #expect(result.failure == nil, "\(result.failure?.message ?? "")")
        let tree = try #require(result.variants.first).view.treeDump
        // Both schemes of the provider: #1A1A1A light, #E6E6E6 dark.
        #expect(tree.contains("1A1A1A") && tree.contains("E6E6E6"), "\(tree)")
    }
}
