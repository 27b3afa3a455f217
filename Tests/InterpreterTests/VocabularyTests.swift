import SwiftSemantics
import DesignModel
@testable import Interpreter
import SnapshotTesting
import SwiftCode
import Testing

/// The SwiftUI vocabulary: each view and modifier declared once, and every
/// one of them accepted by the interpreter the way its entry says.
@Suite struct VocabularyTests {
    @Test func everyNameIsDeclaredOnce() {
        let modifiers = ModifierVocabulary.entries.map(\.name)
        #expect(Set(modifiers).count == modifiers.count, "listed twice: \(duplicates(modifiers))")
        let views = ViewVocabulary.entries.map(\.name)
        #expect(Set(views).count == views.count, "listed twice: \(duplicates(views))")
    }

    /// The whole vocabulary by kind. A change to it shows in review as a
    /// change to this file, so it cannot drift unseen.
    @Test func vocabularyMatchesSnapshot() {
        func kind(_ kind: ModifierEntry.Kind) -> String {
            switch kind {
            case .layout: "layout"
            case .drawing: "drawing"
            case .text: "text"
            case .environment: "environment"
            case .effect: "effect"
            case .container: "container"
            case .noPicture(let reason): "no picture (\(reason.rawValue))"
            case .notDrawn: "not drawn yet"
            }
        }
        var lines = ["# Modifiers"]
        for (group, entries) in Dictionary(grouping: ModifierVocabulary.entries, by: { kind($0.kind) }).sorted(by: { $0.key < $1.key }) {
            lines.append("\(group): " + entries.map(\.name).sorted().joined(separator: ", "))
        }
        lines.append("# Views")
        for (group, entries) in Dictionary(grouping: ViewVocabulary.entries, by: { "\($0.kind)" }).sorted(by: { $0.key < $1.key }) {
            lines.append("\(group): " + entries.map(\.name).sorted().joined(separator: ", "))
        }
        assertSnapshot(of: lines.joined(separator: "\n") + "\n", as: .lines, named: "vocabulary")
    }

    /// Every modifier, called on a view with no arguments, is accepted: it
    /// draws, is noted as having no picture, or as not drawn yet — and the
    /// component never fails because the name is unknown.
    @Test func everyModifierIsAcceptedOnAView() throws {
        for entry in ModifierVocabulary.entries {
            let preview = try #require(previewOne("struct V: View { var body: some View { Rectangle().\(entry.name)() } }"))
            if let failure = preview.failure {
                // Some need arguments; what matters is that the name itself was found.
                #expect(!failure.message.contains("no member"), "\(entry.name): \(failure.message)")
                continue
            }
            let noted = preview.issues.map(\.name)
            switch entry.kind {
            case .noPicture:
                #expect(preview.issues.contains { $0.name == entry.name && $0.kind == .noPicture }, "\(entry.name) is noted as having no picture")
            case .notDrawn:
                #expect(preview.issues.contains { $0.name == entry.name && $0.kind == .notDrawn }, "\(entry.name) is noted as not drawn")
            case .layout, .drawing, .text, .environment, .effect, .container:
                #expect(!noted.contains { $0.contains("not known") }, "\(entry.name): \(noted)")
            }
        }
    }

    @Test func anUnknownModifierMakesTheComponentPartialNotFailed() throws {
        let preview = try #require(previewOne("struct V: View { var body: some View { Text(\"x\").padding().sparkle(.lots, speed: 3).bold() } }"))
        #expect(preview.failure == nil)
        #expect(preview.issues.contains { $0.name == "sparkle (not known to sitegen)" && $0.kind == .notDrawn })
        // What comes after it still applies.
        #expect(try #require(preview.variants.first).view.treeDump.contains("fontWeight(700)"))
    }

    @Test func everyViewIsBuilt() throws {
        for entry in ViewVocabulary.entries {
            let preview = previewOne("struct V: View { var body: some View { \(entry.name)() } }")
            #expect(preview?.failure?.message.contains("cannot find") != true, "\(entry.name)")
        }
    }

    private func previewOne(_ code: String) -> ComponentPreview? {
        let previewer = ComponentPreviewer(interpreter: Interpreter(table: DeclarationTable(sources: [SwiftSource(text: code, file: "vocabulary.md")])))
        return previewer.components.first.map { previewer.preview($0, colorScheme: .light) }
    }

    private func duplicates(_ names: [String]) -> [String] {
        Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
    }
}
