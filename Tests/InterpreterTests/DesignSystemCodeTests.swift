import SwiftSemantics
import DesignModel
import Interpreter
import SwiftCode
import Testing

/// Swift as component libraries write it (type aliases, overloads of
/// SwiftUI's names, operators of their own, defaults in enum payloads),
/// evaluated as Swift evaluates it. Each test is a class of code.
@Suite struct DesignSystemCodeTests {
    // MARK: - Type aliases

    @Test func typeAliasesNameTypesTuplesAndClosures() throws {
        let tree = try dump("""
            public typealias Handler<T> = (() -> T)
            public typealias VoidHandler = Handler<Void>
            struct Track: View {
                var body: some View { Capsule().frame(height: 4) }
            }
            typealias DefaultTrack = Track
            struct Field: View {
                let title: String
                let onCommit: VoidHandler?
                init(title: String, _ onCommit: VoidHandler? = nil) { self.title = title; self.onCommit = onCommit }
                var body: some View { Text(title) }
            }
            struct Swatches: View {
                typealias ColorAndName = (color: Color, name: String)
                let colors: [ColorAndName] = [(.red, "red"), (.blue, "blue")]
                var body: some View {
                    VStack {
                        DefaultTrack()
                        Field(title: "Amount") { print("done") }
                        ForEach(colors, id: \\.name) { element in Text(element.name).foregroundColor(element.color) }
                    }
                }
            }
            """, "Swatches")
        // An alias of a view type draws that view; a closure alias takes the trailing closure.
        #expect(tree.contains("Capsule"))
        #expect(tree.contains("\"Amount\""))
        // An alias of a labelled tuple gives its elements their labels.
        #expect(tree.contains("\"blue\""))
        #expect(tree.contains("#007AFF"))
    }

    // MARK: - Overloads of SwiftUI's names

    @Test func aGuideOverloadCallsSwiftUIsMethodOfTheSameName() throws {
        let code = """
            extension View {
                func frame(square: CGFloat, alignment: Alignment = .center) -> some View {
                    frame(width: square, height: square, alignment: alignment)
                }
            }
            struct Arc { let from: Angle; let to: Angle }
            extension Path {
                mutating func addArc(_ center: CGPoint, radius: CGFloat, arc: Arc) {
                    addArc(center: center, radius: radius, startAngle: arc.from, endAngle: arc.to, clockwise: false)
                }
            }
            struct Pie: View {
                var body: some View {
                    Path { path in
                        path.move(to: CGPoint(x: 20, y: 20))
                        path.addArc(CGPoint(x: 20, y: 20), radius: 20, arc: Arc(from: .zero, to: .init(degrees: 90)))
                    }
                    .frame(square: 40)
                }
            }
            """
        let tree = try dump(code, "Pie")
        #expect(tree.contains(".frame(width: 40, height: 40)"))
        // The guide's `addArc` drew SwiftUI's arc into the path.
        let view = try #require(previews(code)["Pie"]?.variants.first?.view)
        guard case .shape(let shape) = view.unmodified, case .path(.fixed(let path)) = shape.shape else {
            Issue.record("not a path: \(view.treeDump)")
            return
        }
        #expect(path.elements.count > 1)
    }

    @Test func extensionsOfImageTextAndButtonApplyToThoseViews() throws {
        let tree = try dump("""
            extension Image {
                func fitted() -> some View { self.resizable().aspectRatio(contentMode: .fit) }
            }
            extension Button {
                func primary() -> some View { self.padding(12) }
            }
            extension Text {
                init(_ text: String, size: CGFloat) {
                    self = .init(text).font(.system(size: size))
                }
            }
            struct Welcome: View {
                var body: some View {
                    VStack {
                        Image("hero").fitted()
                        Button("Start") { }.primary()
                        Text("Hello", size: 30)
                    }
                }
            }
            """, "Welcome")
        #expect(tree.contains(".aspectRatio"))
        #expect(tree.contains(".padding(12"))
        #expect(tree.contains("\"Hello\""))
        #expect(tree.contains("30"))
    }

    // MARK: - Values

    @Test func equalityIsTheGuidesOwnOrEveryStoredProperty() throws {
        let tree = try dump("""
            final class Row: Equatable {
                let body: String
                init(body: String) { self.body = body }
                static func == (lhs: Row, rhs: Row) -> Bool { lhs.body == rhs.body }
            }
            struct Point2 { let x: Int; let y: Int }
            struct Picker2: View {
                let rows = [Row(body: "One"), Row(body: "Two")]
                let points = [Point2(x: 1, y: 2), Point2(x: 3, y: 4)]
                var body: some View {
                    VStack {
                        ForEach(rows, id: \\.body) { row in
                            if let index = rows.firstIndex(of: row) { Text("\\(index): \\(row.body)") }
                        }
                        Text(points.contains(Point2(x: 3, y: 4)) ? "found" : "missing")
                    }
                }
            }
            """, "Picker2")
        #expect(tree.contains("\"1: Two\""))
        #expect(tree.contains("\"found\""))
    }

    @Test func enumPayloadsTakeTheirDefaults() throws {
        let tree = try dump("""
            enum Mode {
                case number(count: Int, max: Int = 99, hideWhenZero: Bool = true)
                case hidden
            }
            struct Bubble: View {
                let mode: Mode = .number(count: 120)
                var body: some View {
                    switch mode {
                    case .number(let count, let max, let hide):
                        Text("\\(min(count, max))+").opacity(hide && count == 0 ? 0 : 1)
                    case .hidden:
                        EmptyView()
                    }
                }
            }
            """, "Bubble")
        #expect(tree.contains("\"99+\""))
    }

    @Test func geometryValuesWrittenAsImplicitMembers() throws {
        let tree = try dump("""
            struct Promo: View {
                @State var size: CGSize = .zero
                let sizes: [String: CGFloat] = [:]
                var body: some View {
                    Text("New")
                        .frame(width: size.width + 40, height: sizes["h", default: 24])
                        .rotationEffect(.init(degrees: 45))
                        .padding(Swift.max(4, 8))
                }
            }
            """, "Promo")
        #expect(tree.contains(".frame(width: 40, height: 24)"))
        #expect(tree.contains("45"))
        #expect(tree.contains(".padding(8"))
    }

    @Test func variadicParametersCollectTheirArguments() throws {
        let tree = try dump("""
            func total(_ values: Int...) -> Int { values.reduce(0, +) }
            struct Sum: View {
                var body: some View { Text("\\(total(1, 2, 3))") }
            }
            """, "Sum")
        #expect(tree.contains("\"6\""))
    }

    @Test func colorSchemeModifierSetsTheSchemeBelow() throws {
        let tree = try dump("""
            struct Swatch: View {
                var body: some View { Color.primary.colorScheme(.dark) }
            }
            """, "Swatch")
        #expect(tree.contains("colorScheme(dark)"))
    }

    @Test func overloadsTakeTheFewestDefaultsAndPrivateOnesStayInside() throws {
        let tree = try dump("""
            struct Point3 { let value: Double }
            extension Array where Element == Point3 {
                func top(to count: Int, descending: Bool = true) -> [Point3] {
                    sorted(descending: descending).top(to: count)
                }
                private func top(to count: Int) -> [Point3] { [Point3](prefix(count)) }
                func sorted(descending: Bool = true) -> [Point3] {
                    sorted(by: descending ? { $0.value > $1.value } : { $0.value < $1.value })
                }
            }
            struct Leaders: View {
                let points = [Point3(value: 1), Point3(value: 3), Point3(value: 2)].top(to: 2)
                var body: some View { Text(points.map { "\\(Int($0.value))" }.joined(separator: ",")) }
            }
            """, "Leaders")
        #expect(tree.contains("\"3,2\""))
    }

    @Test func closuresOverTuplesAndInoutAccumulators() throws {
        let tree = try dump("""
            struct Slice { let value: Double; let color: Color }
            struct Legend: View {
                let values = [1.0, 2.0, 3.0]
                var body: some View {
                    let slices = zip(values, [Color.red, .green, .blue]).map { Slice(value: $0, color: $1) }
                    let total = slices.reduce(into: 0.0) { $0 += $1.value }
                    Text("\\(Int(total)) \\(slices.count)").foregroundColor(slices[2].color)
                }
            }
            """, "Legend")
        #expect(tree.contains("\"6 3\""))
        #expect(tree.contains("#007AFF"))
    }

    @Test func collectionTypesRangesAndPathsAsLibrariesUseThem() throws {
        let code = """
            extension Color { init?(hex: String) { self.init(red: 1, green: 0, blue: 0) } }
            extension Array where Element == Color {
                init(hex: String...) { self.init(hex.compactMap { Color(hex: $0) }) }
            }
            struct Ticks: View {
                let colors = [Color](hex: "FF0000", "00FF00")
                var body: some View {
                    var points = [CGPoint]()
                    let window = (0.2...1.4).clamped(to: 0...1)
                    let _ = points.append(CGPoint(x: window.upperBound * 10, y: 0))
                    Path { path in
                        path.move(to: .zero)
                        path.addLine(to: points[0])
                    }
                    .offsetBy(dx: 5, dy: 5)
                    .stroke(colors[1], lineWidth: 2)
                }
            }
            """
        let view = try #require(previews(code)["Ticks"]?.variants.first?.view)
        guard case .shape(let shape) = view.unmodified, case .path(.fixed(let path)) = shape.shape else {
            Issue.record("not a path: \(view.treeDump)")
            return
        }
        #expect(path.elements == [.move(Point(x: 5, y: 5)), .line(Point(x: 15, y: 5))])
        #expect(view.treeDump.contains("#FF0000"))
    }

    @Test func aGuidesResultBuilderBuildsTheClosuresGivenToItsParameters() throws {
        let tree = try dump("""
            @resultBuilder
            struct ArrayBuilder<Element> {
                static func buildExpression(_ element: Element) -> [Element] { [element] }
                static func buildBlock(_ components: [Element]...) -> [Element] { Array(components.joined()) }
            }
            struct Choices<Content: View>: View {
                private let options: [Content]
                init(@ArrayBuilder<Content> content: () -> [Content]) { options = content() }
                var body: some View { VStack { ForEach(0..<options.count, id: \\.self) { options[$0] } } }
            }
            struct Settings: View {
                var body: some View {
                    Choices {
                        Text("Daily")
                        if true { Text("Weekly") }
                        Text("Never")
                    }
                }
            }
            """, "Settings")
        #expect(tree.contains("\"Daily\"") && tree.contains("\"Weekly\"") && tree.contains("\"Never\""))
    }

    @Test func aGuidesEnvironmentValuesReachTheViewsBelowWhereTheyAreSet() throws {
        let tree = try dump("""
            extension EnvironmentValues {
                @Entry var cardTint: Color = .orange
            }
            struct AccentKey: EnvironmentKey { static let defaultValue: Color = .gray }
            extension EnvironmentValues {
                var accent: Color {
                    get { self[AccentKey.self] }
                    set { self[AccentKey.self] = newValue }
                }
            }
            extension View {
                func accent(_ color: Color) -> some View { environment(\\.accent, color) }
            }
            struct Badge: View {
                @Environment(\\.accent) var accent
                @Environment(\\.cardTint) var tint
                var body: some View { HStack { Circle().fill(accent); Rectangle().fill(tint) } }
            }
            struct Grid: View {
                var body: some View {
                    VStack {
                        Badge()
                        Badge().accent(.blue)
                        HStack { Badge() }.accent(.red)
                        VStack { Badge() }.environment(\\.accent, .green).environment(\\.cardTint, .purple)
                    }
                }
            }
            """, "Grid")
        // Defaults, then a guide modifier on the view, on a stack built before it, and `.environment` itself.
        let fills = tree.components(separatedBy: "\n").compactMap { line in line.range(of: "fill ").map { String(line[$0.upperBound...]) } }
        #expect(fills.count == 8, "\(tree)")
        #expect(fills[0].hasPrefix("#8E8E93") && fills[1].hasPrefix("#FF9500"), "the key's default and the @Entry's initial value")
        #expect(fills[2].hasPrefix("#007AFF") && fills[4].hasPrefix("#FF3B30") && fills[6].hasPrefix("#34C759") && fills[7].hasPrefix("#AF52DE"), "\(fills)")
    }

    @Test func aLongChainOfEnvironmentSettingsIsBuiltInBoundedWork() throws {
        // Each setting builds the views below it again; nested, that would double per link.
        let tree = try dump("""
            struct AccentKey: EnvironmentKey { static let defaultValue: Color = .gray }
            extension EnvironmentValues {
                var accent: Color {
                    get { self[AccentKey.self] }
                    set { self[AccentKey.self] = newValue }
                }
            }
            struct Dot: View {
                @Environment(\\.accent) var accent
                var body: some View { Circle().fill(accent) }
            }
            struct Chain: View {
                var body: some View {
                    VStack { Dot() }.environment(\\.accent, .green).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red).environment(\\.accent, .red)
                }
            }
            """, "Chain")
        #expect(tree.contains("fill #34C759"), "the setting nearest the view wins: \(tree)")
    }

    /// The ids `ViewNodeDump` writes for `.preference` (`value`) or `.onPreferenceChange` (`observer`) links.
    private func preferenceIDs(_ view: ViewNode, _ kind: String, key: String) -> [PreferenceID] {
        let marker = kind == "value" ? "preference(\(key)#" : "onPreferenceChange(\(key)#"
        return view.treeDump.components(separatedBy: marker).dropFirst().compactMap { rest in
            rest.split(separator: ")").first.flatMap { Int($0) }.map { PreferenceID(key: key, index: $0) }
        }
    }

    @Test func onPreferenceChangeIsHandedWhatLayoutFoundAndTheViewIsBuiltAgain() throws {
        let code = """
            struct SizeKey: PreferenceKey {
                static var defaultValue: CGSize = .zero
                static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
            }
            struct Measured: View {
                @State private var height: CGFloat = 0
                var body: some View {
                    Text("Hello")
                        .background(GeometryReader { proxy in Color.clear.preference(key: SizeKey.self, value: proxy.size) })
                        .onPreferenceChange(SizeKey.self) { height = $0.height }
                        .frame(height: height)
                }
            }
            """
        let previewer = ComponentPreviewer(interpreter: Interpreter(table: DeclarationTable(sources: [SwiftSource(text: code, file: "test.md")])))
        let type = try #require(previewer.components.first { $0.name == "Measured" })
        let preview = previewer.preview(type, colorScheme: .light)
        #expect(!preview.issues.contains { $0.kind == .notDrawn }, "\(preview.issues)")
        let variant = try #require(preview.variants.first)
        #expect(variant.view.treeDump.contains("frame(height: 0)"))
        // What layout would find: the reader's content for the text's size, and the observer above it.
        let reader = try #require(firstGeometryReader(in: variant.view))
        let request = SizedRequest(id: reader, size: Size(width: 40, height: 21))
        let content = try #require(previewer.resolve([request]).content.views[request])
        let key = "SizeKey"
        let value = try #require(preferenceIDs(content, "value", key: key).first)
        let observer = try #require(preferenceIDs(variant.view, "observer", key: key).first)
        var readings = PreferenceReadings()
        readings.values[observer] = [value]
        let settled = previewer.settle(variant, readings: readings)
        #expect(settled.issues.isEmpty)
        let rebuilt = try #require(settled.view, "the observer changed the view's state")
        #expect(rebuilt.treeDump.contains("frame(height: 21)"))
        // Handed the same value again, the observer does not run: nothing to build.
        let rebuiltReader = try #require(firstGeometryReader(in: rebuilt))
        let again = try #require(previewer.resolve([SizedRequest(id: rebuiltReader, size: request.size)]).content.views.first?.value)
        var same = PreferenceReadings()
        same.values[try #require(preferenceIDs(rebuilt, "observer", key: key).first)] = preferenceIDs(again, "value", key: key)
        #expect(previewer.settle(variant, readings: same).view == nil)
    }

    @Test func geometryContentStoringItsSizeHasTheDrawingBuiltAgain() throws {
        let code = """
            struct SizeGetter: ViewModifier {
                @Binding var size: CGSize
                func body(content: Content) -> some View {
                    content.background(GeometryReader { proxy -> Color in
                        if proxy.size != self.size { DispatchQueue.main.async { self.size = proxy.size } }
                        return Color.clear
                    })
                }
            }
            struct Bar: View {
                @State private var size: CGSize = .zero
                var body: some View {
                    Capsule().modifier(SizeGetter(size: $size)).frame(height: 8)
                        .overlay(Text(size.width > 0 ? "measured \\(Int(size.width))" : "unmeasured"))
                }
            }
            """
        let previewer = ComponentPreviewer(interpreter: Interpreter(table: DeclarationTable(sources: [SwiftSource(text: code, file: "test.md")])))
        let type = try #require(previewer.components.first { $0.name == "Bar" })
        let variant = try #require(previewer.preview(type, colorScheme: .light).variants.first)
        #expect(variant.view.treeDump.contains("\"unmeasured\""))
        let reader = try #require(firstGeometryReader(in: variant.view))
        #expect(previewer.resolve([SizedRequest(id: reader, size: Size(width: 200, height: 8))]).issues.isEmpty)
        let rebuilt = try #require(previewer.settle(variant, readings: PreferenceReadings()).view)
        #expect(rebuilt.treeDump.contains("\"measured 200\""))
        // Storing the same size again changes nothing.
        let next = try #require(firstGeometryReader(in: rebuilt))
        _ = previewer.resolve([SizedRequest(id: next, size: Size(width: 200, height: 8))])
        #expect(previewer.settle(variant, readings: PreferenceReadings()).view == nil)
    }

    private func firstGeometryReader(in node: ViewNode) -> SizedContentID? {
        switch node {
        case .geometryReader(let id): return id
        case .stack(let stack): return stack.children.lazy.compactMap(firstGeometryReader).first
        case .group(let children): return children.lazy.compactMap(firstGeometryReader).first
        case .modified(let child, let modifier):
            if case .layout(.background(let layer, _)) = modifier, let found = firstGeometryReader(in: layer) { return found }
            return firstGeometryReader(in: child)
        case .text, .textField, .image, .shape, .color, .style, .spacer, .divider, .empty, .scrollView, .control, .placeholder: return nil
        }
    }

    @Test func literalsPatternsAndRotatedShapes() throws {
        let tree = try dump("""
            struct Steps: View {
                let count = 4
                var body: some View {
                    VStack {
                        Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)).frame(height: 4)
                        Text(3...6 ~= count ? "ok" : "out of range")
                        Circle().trim(from: 0, to: 0.5).rotation(.degrees(-90)).stroke(Color.blue, lineWidth: 4)
                        Text("Tight").allowsTightening(false)
                    }
                }
            }
            """, "Steps")
        #expect(tree.contains("#FF0000"))
        #expect(tree.contains("\"ok\""))
        #expect(tree.contains("stroke #007AFF/#0A84FF 4"))
        #expect(previews("""
            struct Steps: View { var body: some View { Text("Tight").allowsTightening(false) } }
            """)["Steps"]?.issues.isEmpty == true)
    }
}
