import SwiftSemantics
import DesignModel
import Interpreter
import SwiftCode
import Testing

/// Previews of a guide's View structs: preview arguments, state after
/// appearing, variants, and failures that stay with their component.
@Suite struct ComponentPreviewTests {
    private func previews(_ guide: String) -> [String: ComponentPreview] {
        previews(table: DeclarationTable(sources: swiftSources(ofGuide: Paths.seed(guide))))
    }

    private func previews(swift code: String) -> [String: ComponentPreview] {
        previews(table: DeclarationTable(sources: [SwiftSource(text: code, file: "test.md")]))
    }

    private func previews(table: DeclarationTable) -> [String: ComponentPreview] {
        let previewer = ComponentPreviewer(interpreter: Interpreter(table: table))
        return Dictionary(uniqueKeysWithValues: previewer.components.map { ($0.name, previewer.preview($0, colorScheme: .dark)) })
    }

    private func argument(_ name: String, of preview: ComponentPreview?) throws -> PreviewArgument {
        try #require(preview?.arguments.first { $0.name == name }, "\(preview?.name ?? "?") has an argument \(name)")
    }

    @Test func literalCallSitesComeFirst() throws {
        let rings = previews("apple-fitness")["ActivityRings"]
        #expect(try argument("move", of: rings).display == "0.8")
        #expect(try argument("exercise", of: rings).display == "1.27")
        #expect(try argument("stand", of: rings).display == "0.75")
        // RingHeroCard calls ActivityRings(move: 0.80, exercise: 1.27, stand: 0.75) on line 160.
        #expect(try argument("move", of: rings).source == .callSite(line: 160))
        // That call's frame is the size the rings are drawn at.
        #expect(rings?.callSiteFrame?.width == 130 && rings?.callSiteFrame?.height == 130)
    }

    @Test func trailingCommentsGiveExamples() throws {
        let whoop = previews("whoop")
        let elapsed = try argument("elapsed", of: whoop["LiveWorkoutBanner"])
        #expect(elapsed.display == "\"32:14\"")
        #expect(elapsed.source == .comment("\"32:14\""))
        #expect(try argument("currentStrain", of: whoop["LiveWorkoutBanner"]).display == "11.8")
        // A range in the comment (`// 0–100`) gives a value inside it.
        #expect(try argument("percent", of: whoop["RecoveryRing"]).display == "73")
        #expect(try argument("startHour", of: whoop["SleepStageChart"]).display == "\"11 PM\"")
    }

    @Test func onAppearStateIsWhatThePictureShows() throws {
        // RecoveryRing animates `animatedPercent` from 0 to `percent` on appear:
        // the arc is drawn at 73 %, not at zero.
        let dump = try #require(previews("whoop")["RecoveryRing"]?.variants.first).view.treeDump
        #expect(dump.contains("trim 0.005...0.728"))
        // CountUpText counts to its target.
        let count = try #require(previews("fitbit")["CountUpText"]?.variants.first).view.treeDump
        #expect(count.contains("Text \"10000\""))
    }

    /// The first GeometryReader in a tree.
    private func geometryReader(in node: ViewNode) -> SizedContentID? {
        switch node {
        case .geometryReader(let id): return id
        case .stack(let stack): return stack.children.lazy.compactMap(geometryReader).first
        case .group(let children): return children.lazy.compactMap(geometryReader).first
        case .modified(let child, _): return geometryReader(in: child)
        case .control(.button(let button)): return geometryReader(in: button.label)
        case .text, .textField, .image, .shape, .color, .style, .spacer, .divider, .empty, .scrollView, .control, .placeholder: return nil
        }
    }

    /// A component's first GeometryReader content, evaluated for `size` as layout would ask for it.
    private func geometryContent(guide: String, component: String, at size: Size) throws -> ViewNode {
        let previewer = ComponentPreviewer(interpreter: Interpreter(table: DeclarationTable(sources: swiftSources(ofGuide: Paths.seed(guide)))))
        let type = try #require(previewer.components.first { $0.name == component })
        let view = try #require(previewer.preview(type, colorScheme: .dark).variants.first).view
        let request = SizedRequest(id: try #require(geometryReader(in: view)), size: size)
        return try #require(previewer.resolve([request]).content.views[request])
    }

    @Test func randomnessIsSeededPerComponent() throws {
        // 48 amplitudes from CGFloat.random(in: 0.2...1.0): the same on every build.
        let size = Size(width: 200, height: 24)
        let first = try geometryContent(guide: "whatsapp", component: "WAVoiceWaveformBubble", at: size).treeDump
        let second = try geometryContent(guide: "whatsapp", component: "WAVoiceWaveformBubble", at: size).treeDump
        #expect(first == second)
        #expect(first.components(separatedBy: "Shape Capsule").count - 1 == 48)
        // And not all alike: they are random, just reproducible.
        let heights = Set(first.split(separator: "\n").filter { $0.contains(".frame(width: 2, height:") })
        #expect(heights.count > 10)
    }

    @Test func statesBecomeVariants() throws {
        let bubble = try #require(previews("whatsapp")["WAOutgoingBubble"])
        #expect(bubble.variants.map(\.label) == ["default", "readState = .sent", "readState = .delivered"])
        let row = try #require(previews("strong")["StrongSetRow"])
        #expect(row.variants.map(\.label).contains("done = true"))
        #expect(row.variants.map(\.label).contains("isWarmup = true"))
        // A ButtonStyle's pressed look is a state too.
        #expect(try #require(previews("fitbit")["FitbitPrimaryButton"]).variants.map(\.label).contains("pressed"))
    }

    @Test func genericContentGetsASampleView() throws {
        let card = try #require(previews("whoop")["MetricCard"])
        #expect(try argument("content", of: card).display == "sample view")
        #expect(try #require(card.variants.first).view.treeDump.contains("Placeholder \"content\""))
    }

    @Test func modifiersWithoutAPictureAreNoted() throws {
        let button = try #require(previews("whatsapp")["WASendButton"])
        let noted = Set(button.issues.filter { $0.kind == .noPicture }.map(\.name))
        #expect(noted.isSuperset(of: ["sensoryFeedback", "contentTransition"]))
        #expect(button.issues.allSatisfy { $0.kind == .noPicture })
    }

    @Test func aBrokenComponentFailsAloneWithItsLine() throws {
        let results = previews(swift: """
        struct Good: View {
            var body: some View { Text("fine") }
        }
        struct Broken: View {
            var body: some View {
                Text(undefinedThing)
            }
        }
        """)
        #expect(try #require(results["Good"]).failure == nil)
        #expect(try #require(results["Good"]).variants.count == 1)
        let failure = try #require(results["Broken"]?.failure)
        #expect(failure.message.contains("undefinedThing"))
        #expect(failure.location?.line == 6)
    }

    @Test func gesturesWithUndeclaredTypesStillDraw() throws {
        let results = previews(swift: """
        struct Card: View {
            @State private var offset: CGFloat = 0
            var body: some View {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.blue)
                    .frame(height: 80)
                    .gesture(DragGesture(minimumDistance: 0).onChanged { offset = $0.translation.width })
            }
        }
        """)
        let card = try #require(results["Card"])
        #expect(card.failure == nil)
        #expect(card.issues.map(\.name) == ["gesture"])
    }

    @Test func undeclaredViewsArePlaceholdersAndMakeThePicturePartial() throws {
        let results = previews(swift: """
        struct Root: View {
            var body: some View {
                VStack {
                    ConversationScroll()
                        .padding(8)
                    Text("Ask anything")
                }
            }
        }
        struct Feed: View {
            let messages: [ChatLine]
            var body: some View {
                ForEach(messages) { Text($0.user) }
            }
        }
        """)
        let root = try #require(results["Root"])
        #expect(root.failure == nil)
        #expect(try #require(root.variants.first).view.treeDump.contains("Placeholder \"ConversationScroll\""))
        let issue = try #require(root.issues.first)
        #expect(issue.kind == .notDrawn && issue.name.contains("ConversationScroll") && issue.location.line == 4)
        // A model type the guide never declares fails with a message that names it.
        let feed = try #require(results["Feed"]?.failure)
        #expect(feed.message == "cannot find type 'ChatLine' in the guide")
    }

    @Test func aCallWithALabelButNoValueFailsAsSwiftcSays() throws {
        // `Stack(cards: /* … */)` parses as a reference to a function named
        // `Stack(cards:)`, which a type is not: swiftc's message and place.
        let results = previews(swift: """
        struct Stack: View {
            let cards: [String]
            var body: some View { VStack { ForEach(cards, id: \\.self) { Text($0) } } }
        }
        struct Home: View {
            var body: some View {
                VStack { Stack(cards: /* array of card views */) }
            }
        }
        """)
        let failure = try #require(results["Home"]?.failure)
        #expect(failure.message == "cannot find 'Stack(cards:)' in scope")
        #expect(failure.location?.line == 7 && failure.location?.column == 18)
    }

    @Test func joinedTextKeepsEachRunsStyleAndOptionalClosuresAreNoOps() throws {
        let results = previews(swift: """
        struct Weight: View {
            let value: String
            var onTap: (() -> Void)?
            var body: some View {
                Text(value).bold() + Text(" kg").foregroundStyle(.secondary).tracking(0.5)
            }
        }
        """)
        let weight = try #require(results["Weight"])
        #expect(weight.failure == nil)
        // `var onTap: (() -> Void)?` defaults to nil, as Swift's memberwise initializer gives it.
        #expect(weight.arguments.map(\.name) == ["value"])
        guard case .text(let content)? = weight.variants.first?.view else { Issue.record("one Text of two runs"); return }
        #expect(content.runs.count == 2)
        #expect(content.runs.last?.string == " kg")
        #expect(content.runs[0].weight == 700)
        guard case .hierarchical(level: 1)? = content.runs[1].style else { Issue.record("the second run is secondary"); return }
        #expect(content.runs[1].tracking == 0.5)
    }
}
