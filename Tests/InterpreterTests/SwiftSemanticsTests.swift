import SwiftSemantics
import DesignModel
import Interpreter
import SwiftCode
import Testing

/// Valid Swift the guides write, evaluated as Swift evaluates it. Each
/// test is a class of code, never one guide's line.
@Suite struct SwiftSemanticsTests {
    // MARK: - Literal typing

    @Test func integerLiteralsTakeTheTypeTheirContextAsksFor() {
        // A declared floating-point type.
        #expect(number("k * 30", helpers: "let k: CGFloat = 1/30") == 1)
        #expect(number("k", helpers: "let k: Double = true ? 1/4 : 3/4") == 0.25)
        #expect(number("ks[1]", helpers: "let ks: [CGFloat] = [1/2, 1/4]") == 0.25)
        // A parameter's type, a default value, a return type.
        #expect(number("half(1/4)", helpers: "func half(_ v: Double) -> Double { v / 2 }") == 0.125)
        #expect(number("quarter()", helpers: "func quarter(_ v: CGFloat = 1/4) -> CGFloat { v }") == 0.25)
        #expect(number("third", helpers: "var third: Double { 1/4 }") == 0.25)
        #expect(number("fifth()", helpers: "func fifth() -> CGFloat { return 1/5 }") == 0.2)
        // An operator with a floating operand: both sides have one type.
        #expect(number("x * (1/4)", helpers: "let x: CGFloat = 2") == 0.5)
        #expect(number("(1/4) * x", helpers: "let x: CGFloat = 2") == 0.5)
        #expect(number("x > 1/2 ? 0.5 : 0", helpers: "let x: CGFloat = 0.75") == 0.5)
        // A generic function follows its other arguments.
        #expect(number("max(1/4, 0.1)") == 0.25)
        // SwiftUI's parameters are CGFloat and Double.
        #expect(number("1/4") == 0.25)
        // ... but a conversion's argument keeps Swift's default, Int.
        #expect(number("Double(7 / 2) / 10") == 0.3)
        #expect(number("CGFloat(1/2) + 0.5") == 0.5)
        // Integer arithmetic stays integer where nothing asks otherwise.
        #expect(number("Double(n / 2) / 10", helpers: "let n = 7") == 0.3)
        #expect(number("Double(7 / 2) / 10", helpers: "") == 0.3)
        #expect(number("Double(count) / 10", helpers: "let count: Int = 7 / 2") == 0.3)
    }

    @Test func assignmentsAndEnumPayloadsFollowTheirTypes() {
        let helpers = """
            enum Progress { case percent(Double) }
            func value() -> Double {
                var x: Double = 1
                x = 1/4
                return x
            }
            func payload() -> Double {
                if case .percent(let p) = Progress.percent(1) { return p / 4 }
                return 0
            }
            """
        #expect(number("value()", helpers: helpers) == 0.25)
        #expect(number("payload()", helpers: helpers) == 0.25)
    }

    @Test func geometryAndAngleArithmetic() {
        // CGPoint and CGSize hold CGFloats, whatever literal built them.
        #expect(number("CGPoint(x: 1, y: 2).x / 4") == 0.25)
        #expect(number("CGSize(width: 3, height: 1).width / 4") == 0.75)
        // Angles add, negate and scale.
        #expect(number("(Angle.degrees(30) + .degrees(60)).degrees / 360") == 0.25)
        #expect(number("(Angle.degrees(180) * 0.5).degrees / 360") == 0.25)
        #expect(number("(-Angle.degrees(90)).degrees / -360") == 0.25)
        #expect(number("Angle.degrees(90) > .degrees(45) ? 0.5 : 0") == 0.5)
        // A guide's own operators for its types.
        #expect(number("(V(x: 0.25) + V(x: 0.25)).x", helpers: """
            struct V { var x: Double
                static func + (lhs: V, rhs: V) -> V { V(x: lhs.x + rhs.x) }
            }
            """) == 0.5)
    }

    // MARK: - Functions as values

    @Test func operatorsKeyPathsAndInitializersAreFunctions() {
        #expect(number("Double([1, 2, 3, 4].reduce(0, +)) / 20") == 0.5)
        #expect(number("Double([3, 1, 2].sorted(by: >).first!) / 6") == 0.5)
        #expect(number("[(0.5, 1), (0.25, 2)].map(\\.0).first!") == 0.5)
        #expect(number("Double([1, 22].map(String.init).joined().count) / 6") == 0.5)
        #expect(number("items.map(\\.value).reduce(0, +)", helpers: """
            struct Item { let value: Double }
            let items = [Item(value: 0.25), Item(value: 0.25)]
            """) == 0.5)
        #expect(number("Double(items.filter(\\.on).count) / 2", helpers: """
            struct Item { let on: Bool }
            let items = [Item(on: true), Item(on: false)]
            """) == 0.5)
        #expect(number("[0.25].map(twice).first!", helpers: "func twice(_ v: Double) -> Double { v * 2 }") == 0.5)
    }

    @Test func optionalMapAndFlatMap() {
        #expect(number("(nothing.map { $0 * 2 }) ?? 0.5", helpers: "let nothing: Double? = nil") == 0.5)
        #expect(number("(quarter.flatMap { $0 * 2 }) ?? 0", helpers: "let quarter: Double? = 0.25") == 0.5)
    }

    @Test func implicitRawValues() {
        #expect(number("Level.mid.rawValue == \"mid\" ? 0.5 : 0", helpers: "enum Level: String { case low, mid }") == 0.5)
        #expect(number("Double(Level.high.rawValue) / 4", helpers: "enum Level: Int { case low, mid, high }") == 0.5)
        // `rawValue` inside the enum, without `self.`.
        #expect(number("Level.mid.label == \"Mid\" ? 0.5 : 0", helpers: """
            enum Level: String { case low, mid
                var label: String { rawValue.capitalized }
            }
            """) == 0.5)
    }

    // MARK: - Views

    @Test func implicitSelfInViewExtensions() throws {
        let tree = try dump("""
            struct Money: ViewModifier {
                func body(content: Content) -> some View { content.monospacedDigit() }
            }
            extension View {
                func money() -> some View { modifier(Money()) }
                func card() -> some View { padding().background(Color.white) }
                func framed() -> some View { card().padding(4) }
            }
            struct Row: View {
                var body: some View { Text("$12").money().framed() }
            }
            """, "Row")
        #expect(tree.contains(".padding"))
        #expect(tree.contains(".background"))
    }

    @Test func wrappedPropertiesAreSetThroughTheirUnderscoredNames() throws {
        let code = """
            struct Sticky: View {
                @State private var text: String
                @State private var selected: Bool
                @Binding var isOn: Bool
                init(text: String = "Note", selected: Bool = true, isOn: Binding<Bool>) {
                    _text = State(initialValue: text); _selected = State(initialValue: selected)
                    self._isOn = isOn
                }
                var body: some View {
                    VStack {
                        Text(text)
                        if selected { Text("selected") }
                        if isOn { Text("on") }
                    }
                }
            }
            struct Host: View {
                var body: some View { Sticky(isOn: .constant(true)) }
            }
            """
        let tree = try dump(code, "Host")
        #expect(tree.contains("\"Note\""))
        #expect(tree.contains("\"selected\""))
        #expect(tree.contains("\"on\""))
    }

    @Test func overloadsAreChosenByLabelsWithSwiftUIsBesideTheGuides() throws {
        let tree = try dump("""
            struct RoundedCorner: Shape {
                var radius: CGFloat
                var corners: UIRectCorner
                func path(in rect: CGRect) -> Path { Path(rect) }
            }
            extension View {
                func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
                    clipShape(RoundedCorner(radius: radius, corners: corners))
                }
            }
            func pill(_ text: String) -> some View { Text(text) }
            func pill(_ text: String, count: Int) -> some View { Text("\\(text) \\(count)") }
            struct Card: View {
                var body: some View {
                    VStack {
                        pill("New", count: 3)
                        Color.red.frame(height: 20).cornerRadius(12)
                        Color.blue.frame(height: 20).cornerRadius(8, corners: [.topLeft])
                    }
                }
            }
            """, "Card")
        #expect(tree.contains("\"New 3\""))
        #expect(tree.contains("cornerRadius") || tree.contains("clip"))
    }

    @Test func localFunctionsSeeTheirScope() throws {
        let tree = try dump("""
            struct Graph: View {
                var body: some View {
                    let w: CGFloat = 200
                    func x(_ t: CGFloat) -> CGFloat { t * w }
                    return Text("\\(Int(x(0.5)))")
                }
            }
            """, "Graph")
        #expect(tree.contains("\"100\""))
    }

    @Test func environmentObservablesAndSchedulers() throws {
        let previews = previews("""
            final class Theme: ObservableObject {
                @Published var accent: Color = .orange
            }
            struct Tile: View {
                @EnvironmentObject var theme: Theme
                @Environment(\\.isEnabled) private var isEnabled
                @Environment(\\.sizeCategory) private var sizeCategory
                @State private var phase = "Inhale"
                var body: some View {
                    Text(phase)
                        .foregroundStyle(isEnabled ? theme.accent : .gray)
                        .onAppear {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 4) { phase = "Hold" }
                        }
                }
            }
            struct Breathe: View {
                @State private var phase = "Inhale"
                var body: some View {
                    Text(phase).onAppear { cycle() }
                }
                func cycle() {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 4) {
                        phase = phase == "Inhale" ? "Exhale" : "Inhale"
                        cycle()
                    }
                }
            }
            struct Blink: View {
                @State private var on = false
                var body: some View {
                    Text(on ? "on" : "off").onAppear {
                        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in on.toggle() }
                    }
                }
            }
            """)
        let tile = try #require(previews["Tile"])
        #expect(tile.failure == nil)
        #expect(try #require(tile.variants.first).view.treeDump.contains("\"Hold\""))
        // Work that reschedules itself runs a few rounds and stops.
        let breathe = try #require(previews["Breathe"])
        #expect(breathe.failure == nil && breathe.issues.isEmpty)
        #expect(try #require(previews["Blink"]?.variants.first).view.treeDump.contains("\"on\""))
    }

    @Test func gesturePlumbingHasNoPicture() throws {
        let results = previews("""
            struct Poster: View {
                @State private var pressed = false
                @State private var offset: CGFloat = 0
                var drag: some Gesture {
                    DragGesture(minimumDistance: 0)
                        .onChanged { value in offset = value.translation.width }
                        .onEnded { _ in offset = 0 }
                }
                var body: some View {
                    Text("Poster")
                        .offset(x: offset)
                        .gesture(drag)
                        ._onButtonGesture { pressed = $0 } perform: {}
                        .pressEvents { pressed = true } onRelease: { pressed = false }
                }
            }
            """)
        let poster = try #require(results["Poster"])
        #expect(poster.failure == nil)
        #expect(poster.issues.allSatisfy { $0.kind == .noPicture }, "\(poster.issues)")
    }

    @Test func foundationValuesGuidesFormat() {
        #expect(number("URL(string: \"https://a.com/files/report.pdf\")?.lastPathComponent == \"report.pdf\" ? 0.5 : 0") == 0.5)
        #expect(number("(12.5).formatted(.currency(code: \"USD\")) == \"$12.50\" ? 0.5 : 0") == 0.5)
        #expect(number("Date().addingTimeInterval(90).timeIntervalSince(Date()) / 180") == 0.5)
        #expect(number("CGRect(origin: .zero, size: CGSize(width: 10, height: 4)).offsetBy(dx: 5, dy: 0).midX / 20") == 0.5)
    }

    @Test func localizedStringKeysShowTheirText() throws {
        let tree = try dump("""
            struct Answer: View {
                var body: some View { Text(LocalizedStringKey("**Bold** move")) }
            }
            """, "Answer")
        #expect(tree.contains("\"Bold move\""))
    }

    @Test func optionalChainsStopAtNilAndBindingsAreTheirValues() throws {
        let tree = try dump("""
            enum RingProgress {
                case percent(Double)
                case indeterminate
                var isIndeterminate: Bool { if case .indeterminate = self { return true } else { return false } }
            }
            struct Ring: View {
                @Binding private var progress: RingProgress
                let icon: Image?
                init(progress: Binding<RingProgress>, icon: Image? = nil) { self._progress = progress; self.icon = icon }
                var body: some View {
                    VStack {
                        icon?.resizable().scaledToFit().frame(width: 10)
                        Text(progress.isIndeterminate ? "spinning" : "determinate")
                    }
                }
            }
            struct Host: View {
                var body: some View { Ring(progress: .constant(.percent(0.5))) }
            }
            """, "Host")
        #expect(tree.contains("\"determinate\""))
    }

    @Test func formattersAndSystemSettings() {
        #expect(number("f.string(from: NSNumber(value: 0.5)) == \"50%\" ? 0.5 : 0", helpers: """
            let f: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .percent
                formatter.maximumFractionDigits = 0
                return formatter
            }()
            """) == 0.5)
        #expect(number("NumberFormatter().noFraction().string(from: 12.75) == \"13\" ? 0.5 : 0", helpers: """
            extension NumberFormatter {
                func noFraction() -> NumberFormatter { maximumFractionDigits = 0; return self }
            }
            """) == 0.5)
        #expect(number("UIFont.preferredFont(forTextStyle: .body).pointSize / 34") == 0.5)
        #expect(number("UIFontMetrics.default.scaledValue(for: 0.5)") == 0.5)
        #expect(number("UIAccessibility.isBoldTextEnabled ? 0 : 0.5") == 0.5)
    }

    @Test func environmentOfStylesIsReadWhenUsed() throws {
        let tree = try dump("""
            struct Filled: ButtonStyle {
                @Environment(\\.isEnabled) var isEnabled
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.foregroundStyle(isEnabled ? Color.red : Color.gray)
                        .animation(Animation.easeInOut(duration: 0.2).repeatForever(autoreverses: false), value: isEnabled)
                }
            }
            struct Go: View {
                var body: some View { Button("Go") {}.buttonStyle(Filled()) }
            }
            """, "Go")
        // Enabled: the style's enabled colour (SwiftUI's red), not its disabled gray.
        #expect(tree.contains("#FF3B30"), "\(tree)")
        #expect(!tree.contains("#8E8E93"))
    }

    @Test func shapesExtendedAsProtocolsAndTheirPathsInARect() throws {
        let code = """
            struct RingShape: Shape {
                var percent: Double
                let insetAmount: CGFloat
                func path(in rect: CGRect) -> Path {
                    Circle()
                        .inset(by: insetAmount)
                        .trim(to: CGFloat(min(percent, 1.0)))
                        .rotation(.degrees(-90))
                        .path(in: rect)
                }
            }
            private extension Shape {
                func ringed(_ color: Color) -> some View { stroke(color, lineWidth: 10) }
            }
            struct Ring: View {
                var body: some View { RingShape(percent: 0.25, insetAmount: 5).ringed(.blue).frame(width: 100, height: 100) }
            }
            """
        let table = DeclarationTable(sources: [SwiftSource(text: code, file: "test.md")])
        let previewer = ComponentPreviewer(interpreter: Interpreter(table: table))
        let ring = try #require(previewer.components.first { $0.name == "Ring" })
        let preview = previewer.preview(ring, colorScheme: .light)
        #expect(preview.failure == nil && preview.issues.isEmpty, "\(preview.issues)")
        // The shape's outline, evaluated for its size: a quarter arc from 12 o'clock to 3 o'clock, radius 45.
        func sizedShape(_ node: ViewNode) -> SizedContentID? {
            switch node {
            case .shape(let shape): if case .path(.sized(let id)) = shape.shape { return id } else { return nil }
            case .modified(let child, _): return sizedShape(child)
            case .group(let children): return children.lazy.compactMap(sizedShape).first
            default: return nil
            }
        }
        let picture = try #require(preview.variants.first).view
        let id = try #require(sizedShape(picture))
        let request = SizedRequest(id: id, size: Size(width: 100, height: 100))
        let path = try #require(previewer.resolve([request]).content.paths[request])
        guard case .move(let start)? = path.elements.first, case .arc(let end, let radius, _, true)? = path.elements.last else {
            Issue.record("an arc: \(path.elements)"); return
        }
        #expect(abs(start.x - 50) < 1e-9 && abs(start.y - 5) < 1e-9)
        #expect(abs(end.x - 95) < 1e-9 && abs(end.y - 50) < 1e-9)
        #expect(radius == 45)
    }

    @Test func textLiteralsAreLocalizedStringKeys() throws {
        let tree = try dump("""
            struct Percent: View {
                let percent = 0.76
                var body: some View {
                    VStack {
                        Text("\\(percent * 100)%")
                        Text(String("\\(percent * 100)%"))
                        Text("\\(12)")
                    }
                }
            }
            """, "Percent")
        // `Text` formats a Double in a literal as `%f`; a String keeps Swift's description.
        #expect(tree.contains("\"76.000000%\""))
        #expect(tree.contains("\"76.0%\""))
        #expect(tree.contains("\"12\""))
    }

    @Test func classesInheritAndProtocolExtensionsApply() {
        let helpers = """
            class ChartModel {
                var data: [Double] = [1, 3]
                var scale: Double = 1
                init(scale: Double) { self.scale = scale }
                var total: Double { data.reduce(0, +) * scale }
                func describe() -> Double { total }
            }
            class PieModel: ChartModel {
                init() { super.init(scale: 0.125) }
                override func describe() -> Double { super.describe() }
            }
            class BarModel: ChartModel {}
            protocol Scaled { static var base: Double { get } }
            extension Scaled {
                static func half() -> Double { base / 2 }
                var quarter: Double { Self.base / 4 }
            }
            struct Unit: Scaled { static var base: Double { 1 } }
            """
        #expect(number("PieModel().total", helpers: helpers) == 0.5)
        #expect(number("PieModel().describe()", helpers: helpers) == 0.5)
        #expect(number("BarModel(scale: 0.125).total", helpers: helpers) == 0.5)
        #expect(number("Unit.half()", helpers: helpers) == 0.5)
        #expect(number("Unit().quarter * 2", helpers: helpers) == 0.5)
    }

    @Test func foundationIdiomsOfHexColours() {
        let helpers = """
            extension Color {
                init(hexString: String) {
                    let hex = hexString.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
                    var int: UInt64 = 0
                    Scanner(string: hex).scanHexInt64(&int)
                    self = Color(red: Double(int >> 16) / 255, green: Double(int >> 8 & 0xFF) / 255, blue: Double(int & 0xFF) / 255)
                }
                init(hex: String) {
                    let v = Int(hex, radix: 16) ?? 0
                    self.init(red: Double(v / Int(powf(256, 2)) % 256) / 255, green: 0, blue: 0)
                }
            }
            """
        #expect(number("Color(hexString: \"#000080\").description == \"#000080FF\" ? 0.5 : 0", helpers: helpers) == 0.5)
        #expect(number("Color(hex: \"800000\").description == \"#800000FF\" ? 0.5 : 0", helpers: helpers) == 0.5)
        #expect(number("NSLocalizedString(\"Done\", comment: \"\") == \"Done\" ? 0.5 : 0") == 0.5)
        #expect(number("UserDefaults.standard.bool(forKey: \"isDark\") ? 0 : 0.5") == 0.5)
    }

    @Test func storedMethodsTrailingClosuresAndProjectedValues() throws {
        let tree = try dump("""
            struct Styler {
                func makeBody(configuration: String) -> String { configuration.uppercased() }
            }
            struct Erased {
                let body: (String) -> String
                init(_ styler: Styler) { body = styler.makeBody }
            }
            struct Chart: View {
                var showGrid = false
                var barColor = Color.green
                var label: (Double) -> String = { String($0) }
                var body: some View { Text(label(2)) }
            }
            struct Host: View {
                @State private var grid = true
                var body: some View {
                    VStack {
                        Text(Erased(Styler()).body("erased"))
                        Chart(showGrid: self.$grid) { "\\(Int($0)) items" }
                    }
                }
            }
            """, "Host")
        #expect(tree.contains("\"ERASED\""))
        #expect(tree.contains("\"2 items\""))
    }

    @Test func systemServicesSetUpOnAppearAreQuietlyNothing() throws {
        let tree = try dump("""
            struct Trailer: View {
                @State private var player: AVPlayer?
                @State private var ready = false
                var body: some View {
                    Text(ready ? "Ready" : "Waiting")
                        .onAppear {
                            let p = AVPlayer(url: URL(string: "https://example.com/a.mp4")!)
                            p.isMuted = true
                            NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: p.currentItem, queue: .main) { _ in
                                p.seek(to: .zero); p.play()
                            }
                            UIApplication.shared.isIdleTimerDisabled = true
                            player = p; p.play()
                            ready = true
                        }
                }
            }
            """, "Trailer")
        #expect(tree.contains("Ready"), "\(tree)")
        let preview = try #require(previews("""
            struct Trailer: View {
                @State private var ready = false
                var body: some View { Text(ready ? "Ready" : "Waiting").onAppear { AVPlayer(url: URL(string: "x")!).play(); ready = true } }
            }
            """)["Trailer"])
        #expect(preview.issues.isEmpty, "\(preview.issues)")
    }

    @Test func assetCatalogColoursAreMarkedStandInsInComponents() throws {
        let results = previews("""
            extension Color {
                static let brand = Color("BrandColor")
            }
            struct Badge: View {
                var body: some View { Text("New").foregroundStyle(Color.brand) }
            }
            struct Pill: View {
                var body: some View { Capsule().fill(Color.brand) }
            }
            """)
        for name in ["Badge", "Pill"] {
            let preview = try #require(results[name])
            #expect(preview.failure == nil)
            // A stand-in chosen by the name ("Brand" is the accent), said as such.
            #expect(preview.issues.contains { $0.kind == .standIn && $0.name.contains("BrandColor") && $0.name.contains("#007AFF") },
                    "\(name): \(preview.issues)")
        }
        // As a token it stays unresolved: a guessed swatch would be a false colour.
        #expect(extractTokens(fromSwift: "extension Color { static let brand = Color(\"BrandColor\") }").color("brand")?.value == nil)
    }

    @Test func compilationConditionsTakeTheIOSBranch() throws {
        #expect(number("Style().height / 200", helpers: """
            struct Style {
                #if os(watchOS)
                var height: Double = 50
                #elseif os(iOS) || os(macOS)
                var height: Double = 100
                #else
                var height: Double = 0
                #endif
            }
            """) == 0.5)
        #expect(number("value()", helpers: """
            func value() -> Double {
                #if canImport(AppKit)
                return 0
                #elseif DEBUG && !os(tvOS)
                return 0.5
                #endif
            }
            """) == 0.5)
        let tree = try dump("""
            struct Toolbar: View {
                var body: some View {
                    VStack {
                        #if os(iOS)
                        Text("iPhone")
                        #else
                        Text("Mac")
                        #endif
                    }
                }
            }
            """, "Toolbar")
        #expect(tree.contains("\"iPhone\"") && !tree.contains("\"Mac\""))
    }

    @Test func assignmentsTakeThePropertysDeclaredType() {
        #expect(number("Model(nil).ratio", helpers: """
            final class Model {
                var ratio: CGFloat
                var tint: Color
                init(_ other: Model?) {
                    ratio = 1/2
                    self.tint = .init(red: 1, green: 0, blue: 0)
                }
            }
            """) == 0.5)
        #expect(number("Model().tint == Color.red ? 0.5 : 0", helpers: """
            struct Model {
                var tint: Color = .blue
                init() { tint = .red }
            }
            """) == 0.5)
    }

    @Test func geometryExtensionsUseImplicitSelf() {
        let helpers = """
            extension CGRect {
                var center: CGPoint { CGPoint(x: midX, y: midY) }
                func inset(fraction: CGFloat) -> CGRect { insetBy(dx: width * fraction, dy: height * fraction) }
            }
            extension CGPoint {
                func scaled(by factor: CGFloat) -> CGPoint { CGPoint(x: x * factor, y: y * factor) }
                static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
            }
            let rect = CGRect(x: 0, y: 0, width: 2, height: 1)
            """
        #expect(number("rect.center.y", helpers: helpers) == 0.5)
        #expect(number("rect.inset(fraction: 1/4).width", helpers: helpers) == 1)
        #expect(number("rect.offsetBy(dx: 0.5, dy: 0).minX", helpers: helpers) == 0.5)
        #expect(number("(CGPoint(x: 1, y: 0).scaled(by: 1/4) + CGPoint(x: 0.25, y: 0)).x", helpers: helpers) == 0.5)
    }

    @Test func geometryReaderTakesAMethodAsItsContent() throws {
        let code = """
            struct Meter: View {
                var body: some View {
                    GeometryReader(content: content)
                }
                func content(_ proxy: GeometryProxy) -> some View {
                    Text("\\(Int(proxy.size.width))")
                }
            }
            """
        let table = DeclarationTable(sources: [SwiftSource(text: code, file: "test.md")])
        let previewer = ComponentPreviewer(interpreter: Interpreter(table: table))
        let meter = try #require(previewer.components.first { $0.name == "Meter" })
        let preview = previewer.preview(meter, colorScheme: .light)
        #expect(preview.failure == nil)
        guard case .geometryReader(let id)? = preview.variants.first?.view else { Issue.record("a GeometryReader"); return }
        let request = SizedRequest(id: id, size: Size(width: 120, height: 40))
        let resolved = previewer.resolve([request])
        #expect(resolved.issues.isEmpty, "\(resolved.issues)")
        #expect(resolved.content.views[request]?.treeDump.contains("\"120\"") == true)
    }

    @Test func autoclosuresUIKitColoursAndNumericStatics() throws {
        #expect(number("pick(true)", helpers: "func pick(_ condition: @autoclosure () -> Bool) -> Double { condition() ? 0.5 : 0 }") == 0.5)
        #expect(number("(.quarter + .quarter) / 1", helpers: "extension CGFloat { static let quarter: CGFloat = 0.25 }") == 0.5)
        #expect(number("UIColor.white.dimmed().description == \"#808080FF\" ? 0.5 : 0", helpers: """
            extension UIColor {
                func dimmed() -> UIColor { UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1) }
            }
            """) == 0.5)
        let preview = try #require(previews("""
            struct Switch: UIViewRepresentable {
                func makeUIView(context: Context) -> UISwitch { UISwitch() }
                func updateUIView(_ view: UISwitch, context: Context) {}
            }
            struct Row: View {
                var body: some View { HStack { Text("Wi-Fi"); Switch() } }
            }
            """)["Row"])
        #expect(preview.failure == nil)
        // The wrapped UISwitch is drawn as the switch it is, off as UIKit makes it.
        #expect(!preview.issues.contains { $0.kind == .notDrawn }, "\(preview.issues)")
        #expect(preview.variants.first?.view.treeDump.contains("Toggle(isOn: false)") == true)
    }

    @Test func attributedRunsAndGradientOpacity() throws {
        let results = previews("""
            extension LinearGradient {
                static let ring = LinearGradient(colors: [.orange, .yellow], startPoint: .leading, endPoint: .trailing)
            }
            func styled(_ raw: String) -> AttributedString {
                var out = AttributedString()
                raw.split(separator: "*").forEach { segment in
                    var run = AttributedString(String(segment))
                    run.font = .body
                    out += run
                }
                return out
            }
            struct Bubble: View {
                var body: some View {
                    Text(styled("*waves* hello"))
                        .background(RoundedRectangle(cornerRadius: 8).fill(LinearGradient.ring.opacity(0.15)))
                }
            }
            """)
        let bubble = try #require(results["Bubble"])
        #expect(bubble.failure == nil)
        #expect(try #require(bubble.variants.first).view.treeDump.contains("\"waves hello\""))
        // The text is drawn with its run's font (`AttributedStringTests`): nothing is left undrawn.
        #expect(!bubble.issues.contains { $0.kind == .notDrawn })
    }

    @Test func componentsAreWrittenThroughInoutArguments() {
        #expect(number("Color(red: 0.6, green: 0.5, blue: 0.2).darkened().description == \"#664D1AFF\" ? 0.5 : 0", helpers: """
            extension UIColor {
                func darkened() -> UIColor {
                    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                    getRed(&r, green: &g, blue: &b, alpha: &a)
                    return UIColor(red: r - 0.2, green: g - 0.2, blue: b - 0.1, alpha: a)
                }
            }
            """) == 0.5)
    }

    @Test func dotNoneWhereAnOptionalIsExpectedIsNil() throws {
        let tree = try dump("""
            struct Check: View {
                var circular = true
                var body: some View {
                    Circle().frame(maxWidth: circular ? .none : 20, maxHeight: circular ? .none : 20)
                }
            }
            """, "Check")
        #expect(!tree.contains("maxWidth: 20"))
    }

    @Test func numbersPassedAsDotInitWhereANumberIsExpected() {
        let formatter = """
            let percent: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .percent
                return formatter
            }()
            """
        #expect(number("percent.string(from: .init(floatLiteral: 0.5)) == \"50%\" ? 0.5 : 0", helpers: formatter) == 0.5)
        #expect(number("percent.string(from: .init(value: 0.25)) == \"25%\" ? 0.5 : 0", helpers: formatter) == 0.5)
        #expect(number("percent.string(from: NSNumber(value: 1)) == \"100%\" ? 0.5 : 0", helpers: formatter) == 0.5)
    }

    @Test func aVeryLongLiteralChainIsEvaluatedAsWritten() {
        // Past the context-typing bound (256 nodes): still the right sum.
        let sum = Array(repeating: "1", count: 150).joined(separator: " + ")
        #expect(number("(\(sum)) == 150 ? 0.5 : 0") == 0.5)
        // Short literal arithmetic still takes its type from context.
        #expect(number("k", helpers: "let k: CGFloat = 1/4") == 0.25)
    }

    @Test func aProtocolExtensionsSubscriptCallsTheRequirementItsTypeImplements() {
        // `self[index]` inside the extension's generic subscript is the type's `subscript(i: Int)`, not itself.
        #expect(printedByMain("print(Stack(items: [10, 20, 30])[[0, 2]], Stack(items: [1])[0])", importing: "Foundation", declarations: """
            protocol Container {
                associatedtype Item
                subscript(i: Int) -> Item { get }
            }
            extension Container {
                subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Iterator.Element == Int {
                    var result: [Item] = []
                    for index in indices { result.append(self[index]) }
                    return result
                }
            }
            struct Stack: Container {
                var items: [Int]
                subscript(i: Int) -> Int { items[i] }
            }
            """) == "[10, 30] 1\n")
    }

    @Test func aCharacterInAnyIsNoString() {
        #expect(printedByMain("""
            let c: Character = "x"
            let values: [Any] = ["str", c, Optional(1) as Any]
            for v in values { print(v is String, v as? Character as Any, v) }
            print(kind(c), [c], (c, 1))
            """, importing: "Foundation", declarations: """
            func kind(_ v: Any) -> String { v is String ? "string" : "other" }
            """) == "true nil str\nfalse Optional(\"x\") x\nfalse nil Optional(1)\nother [\"x\"] (\"x\", 1)\n")
    }
}
