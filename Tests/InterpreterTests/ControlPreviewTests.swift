import SwiftSemantics
import DesignModel
@testable import Interpreter
import SwiftCode
import Testing

/// SwiftUI's controls as the interpreter builds them from guide code: the
/// values read from bindings, selections matched by tag, styles, and
/// Canvas drawings evaluated for a size. Uses `Tests/Fixtures/controls.md`.
@Suite struct ControlPreviewTests {
    private static let fixture = Paths.repository.appendingPathComponent("Tests/Fixtures/controls.md").path

    private func previews(_ sources: [SwiftSource]) -> (ComponentPreviewer, [String: ComponentPreview]) {
        let previewer = ComponentPreviewer(interpreter: Interpreter(table: DeclarationTable(sources: sources)))
        return (previewer, Dictionary(uniqueKeysWithValues: previewer.components.map { ($0.name, previewer.preview($0, colorScheme: .light)) }))
    }

    private func fixture() -> [String: ComponentPreview] { previews(swiftSources(ofGuide: Self.fixture)).1 }

    private func swift(_ code: String) -> [String: ComponentPreview] { previews([SwiftSource(text: code, file: "test.md")]).1 }

    private func dump(_ preview: ComponentPreview?) throws -> String {
        try #require(preview?.variants.first).view.treeDump
    }

    @Test func everyControlOfTheFixtureIsDrawn() throws {
        let all = fixture()
        #expect(all.count == 11)
        for (name, preview) in all {
            #expect(preview.failure == nil, "\(name): \(preview.failure?.message ?? "")")
            #expect(!preview.issues.contains { $0.kind == .notDrawn }, "\(name): \(preview.issues.map(\.name))")
        }
    }

    @Test func togglesReadTheirBindings() throws {
        let rows = try dump(fixture()["ToggleRows"])
        // `$wifi` (true), `$bluetooth` (false), `.constant(true)`.
        #expect(rows.components(separatedBy: "Toggle(isOn: true)").count - 1 == 5)
        #expect(rows.components(separatedBy: "Toggle(isOn: false)").count - 1 == 2)
        #expect(rows.contains(".labelsHidden") && rows.contains(".disabled(true)") && rows.contains(".toggleStyle(button)"))
        // Two views in the label: a title and a secondary subtitle.
        #expect(rows.contains("Text \"Nearby devices\""))
        // The flipped state is a variant, as for any Bool.
        #expect(fixture()["ToggleRows"]?.variants.map(\.label).contains("bluetooth = true") == true)
    }

    @Test func aGuideToggleStyleRunsItsMakeBody() throws {
        let custom = try dump(fixture()["CustomToggle"])
        #expect(!custom.contains("Toggle("))
        #expect(custom.contains("Image(systemName: \"checkmark.circle.fill\")"))
        #expect(custom.contains("Image(systemName: \"circle\")"))
        #expect(custom.contains("Text \"Remember me\""))
    }

    @Test func aFailingGuideStyleKeepsTheControlAndSaysWhy() throws {
        let results = swift("""
        struct Broken: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View { Text(missingThing) }
        }
        struct Row: View {
            var body: some View { Toggle("On", isOn: .constant(true)).toggleStyle(Broken()) }
        }
        """)
        let row = try #require(results["Row"])
        #expect(row.failure == nil)
        #expect(try dump(row).contains("Toggle(isOn: true)"))
        #expect(row.issues.contains { $0.kind == .notDrawn && $0.name.contains("toggleStyle(Broken)") && $0.name.contains("missingThing") })
    }

    @Test func guideProgressAndGaugeStylesSeeTheirConfiguration() throws {
        let results = swift("""
        struct Bar: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack {
                    Capsule().frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 6)
                    ProgressView(configuration).shadow(radius: 4)
                }
            }
        }
        struct Dial: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                Circle().trim(from: 0, to: configuration.value).stroke(Color.red, lineWidth: 4)
            }
        }
        struct Row: View {
            var body: some View {
                VStack {
                    ProgressView(value: 0.25).progressViewStyle(Bar())
                    Gauge(value: 30, in: 0...120) { Text("x") }.gaugeStyle(Dial())
                }
            }
        }
        """)
        let row = try #require(results["Row"])
        #expect(row.failure == nil && row.issues.isEmpty)
        let dump = try dump(row)
        #expect(dump.contains(".frame(width: 25, height: 6)"))
        // `ProgressView(configuration)` inside the style is the system one, at the same value.
        #expect(dump.contains("ProgressView(0.25)"))
        #expect(dump.contains("trim 0...0.25") && !dump.contains("Gauge("))
    }

    @Test func slidersSteppersAndProgressReadTheirValues() throws {
        let sliders = try dump(fixture()["SliderRows"])
        #expect(sliders.contains("Slider(0.3)") && sliders.contains("Slider(0.7)") && sliders.contains("Slider(1)"))
        // `count` is 0 in 0...10: the minus cannot act.
        #expect(sliders.contains("Stepper(minus: off, plus: on)") && sliders.contains("Stepper(minus: on, plus: on)"))
        let progress = try dump(fixture()["ProgressRows"])
        #expect(progress.contains("ProgressView(indeterminate)") && progress.contains("ProgressView(0.6)") && progress.contains("ProgressView(0.32)"))
        #expect(progress.contains(".progressViewStyle(circular)"))
    }

    @Test func pickersSelectTheOptionWhoseTagMatches() throws {
        let pickers = try dump(fixture()["PickerRows"])
        // ForEach's ids (`.vanilla`, "M"), explicit tags (1) and `.tag(flavor)`: each the second option.
        #expect(pickers.components(separatedBy: "Picker(selection: 1)").count - 1 == 4)
        #expect(pickers.contains(".pickerStyle(segmented)") && pickers.contains(".pickerStyle(navigationLink)"))
        #expect(try dump(fixture()["WheelPicker"]).contains("Picker(selection: 5)"))
        #expect(try dump(fixture()["InlinePicker"]).contains("Picker(selection: 2)"))
        // No option matches: the first is shown.
        let results = swift("""
        struct P: View {
            var body: some View {
                Picker("P", selection: .constant(9)) { Text("A").tag(0); Text("B").tag(1) }
            }
        }
        """)
        #expect(try dump(results["P"]).contains("Picker(selection: 0)"))
    }

    @Test func tabViewSelectsTheTaggedTab() throws {
        let results = swift("""
        struct Tabs: View {
            @State private var tab = 2
            var body: some View {
                TabView(selection: $tab) {
                    Text("A").tag(1)
                    Text("B").tag(2)
                }
            }
        }
        """)
        #expect(try dump(results["Tabs"]).contains("TabView(selection: 1)"))
    }

    @Test func datePickersShowThePreviewMoment() throws {
        let dates = try dump(fixture()["DateRows"])
        #expect(dates.contains("DatePicker(725794860, date+hourAndMinute)"))
        #expect(dates.contains("DatePicker(725794860, date)") && dates.contains("DatePicker(725794860, hourAndMinute)"))
    }

    @Test func gaugeStylesAreSettings() throws {
        let gauges = try dump(fixture()["GaugeRows"])
        #expect(gauges.contains(".gaugeStyle(accessoryLinear)") && gauges.contains(".gaugeStyle(accessoryCircular)"))
        #expect(gauges.contains("Gauge(0.4)") && gauges.contains("Gauge(0.533)"))
        // watchOS's style types with a gradient tint.
        let results = swift("""
        struct G: View {
            var body: some View {
                Gauge(value: 0.5) { Text("x") }
                    .gaugeStyle(CircularGaugeStyle(tint: Gradient(colors: [.green, .red])))
            }
        }
        """)
        let dump = try dump(results["G"])
        #expect(dump.contains(".gaugeStyle(accessoryCircular)") && dump.contains(".tint(angular["))
    }

    @Test func canvasDrawsWhatItsRendererDrawsAtTheSizeItIsGiven() throws {
        // A previewer holds the sized content of the component it previewed last.
        let previewer = ComponentPreviewer(interpreter: Interpreter(table: DeclarationTable(sources: swiftSources(ofGuide: Self.fixture))))
        let sparkline = try #require(previewer.components.first { $0.name == "Sparkline" })
        let view = try #require(previewer.preview(sparkline, colorScheme: .light).variants.first).view
        guard let id = view.firstGeometryReader else { Issue.record("the canvas is sized content"); return }
        #expect(id.name == "Canvas")
        let request = SizedRequest(id: id, size: Size(width: 300, height: 120))
        let resolved = previewer.resolve([request])
        #expect(resolved.issues.isEmpty, "\(resolved.issues.map(\.name))")
        let drawing = try #require(resolved.content.views[request]).treeDump
        // The area, the line, eight dots at half opacity, a circle moved by translateBy; a text.
        #expect(drawing.components(separatedBy: "Shape Path").count - 1 == 11)
        #expect(drawing.contains("fill linear[#007AFF66/#0A84FF66,#007AFF00/#0A84FF00]") && drawing.contains("stroke #007AFF/#0A84FF 2"))
        #expect(drawing.components(separatedBy: ".opacity(0.5)").count - 1 == 8)
        #expect(drawing.contains("Text \"11\"") && drawing.contains(".position(288, 12)"))
    }

    @Test func graphicsContextTransformsMoveWhatIsDrawnAfterThem() throws {
        let (previewer, all) = previews([SwiftSource(text: """
        struct C: View {
            var body: some View {
                Canvas { context, size in
                    context.translateBy(x: 10, y: 20)
                    context.scaleBy(x: 2, y: 2)
                    context.fill(Rectangle().path(in: CGRect(x: 1, y: 1, width: 5, height: 5)), with: .color(.red))
                    context.clip(to: Path(CGRect(x: 0, y: 0, width: 1, height: 1)))
                }
            }
        }
        """, file: "test.md")])
        let view = try #require(all["C"]?.variants.first).view
        let request = SizedRequest(id: try #require(view.firstGeometryReader), size: Size(width: 100, height: 100))
        let resolved = previewer.resolve([request])
        #expect(resolved.issues.map(\.name) == ["GraphicsContext.clip"])
        guard case .stack(let stack)? = resolved.content.views[request]?.unmodified,
              case .shape(let shape)? = stack.children.first?.unmodified,
              case .path(.fixed(let path)) = shape.shape else { Issue.record("one path shape"); return }
        // (1, 1) scaled by 2 and moved by (10, 20); (6, 6) likewise.
        #expect(path.elements.first == .move(Point(x: 12, y: 22)))
        #expect(path.elements.contains(.line(Point(x: 22, y: 32))))
    }
}

private extension ViewNode {
    var firstGeometryReader: SizedContentID? {
        switch self {
        case .geometryReader(let id): return id
        case .stack(let stack): return stack.children.lazy.compactMap(\.firstGeometryReader).first
        case .group(let children): return children.lazy.compactMap(\.firstGeometryReader).first
        case .modified(let child, _): return child.firstGeometryReader
        case .text, .textField, .image, .shape, .color, .style, .spacer, .divider, .empty, .scrollView, .control, .placeholder: return nil
        }
    }
}
