import SwiftSemantics
import DesignModel
@testable import Interpreter
import SwiftCode
import Testing

/// Preview data a designer would sign off: the code's own calls, inits and
/// defaults respected, and samples that mean what their names say.
@Suite struct PreviewDataTests {
    private func arguments(_ component: String, in code: String) throws -> [String: PreviewArgument] {
        let preview = try #require(previews(code)[component])
        if let failure = preview.failure { Issue.record("\(component) failed: \(failure.message)") }
        return Dictionary(preview.arguments.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private func tree(_ component: String, in code: String) throws -> String {
        let preview = try #require(previews(code)[component])
        if let failure = preview.failure { Issue.record("\(component) failed: \(failure.message)") }
        return try #require(preview.variants.first).view.treeDump
    }

    private func number(_ argument: PreviewArgument?) -> Double? {
        argument.flatMap { Double($0.display.filter { $0 != "\"" }) }
    }

    // MARK: - The code's own values

    @Test func oneCallSiteIsUsedAsAWhole() throws {
        let code = """
            struct Badge: View {
                let title: String
                let count: Int
                var tint: Color = .blue
                var body: some View { Text("\\(title) \\(count)").foregroundStyle(tint) }
            }
            struct Inbox: View {
                let name = "Later"
                var body: some View {
                    VStack {
                        Badge(title: name, count: 9)
                        Badge(title: "Unread", count: 4, tint: .red)
                        Badge(title: "Starred", count: 1)
                    }
                }
            }
            """
        let badge = try arguments("Badge", in: code)
        // The call whose arguments all evaluate where they are written, with the most of them.
        #expect(badge["title"]?.display == "\"Unread\"")
        #expect(badge["count"]?.display == "4")
        #expect(badge["tint"]?.source == .callSite(line: 12))
        #expect(badge["title"]?.source == .callSite(line: 12))
    }

    @Test func anExplicitInitIsHonoured() throws {
        let code = """
            struct Chip: View {
                private let text: String
                private let count: Int
                init(_ text: String, count: Int = 7) {
                    self.text = text.uppercased()
                    self.count = count
                }
                var body: some View { Text("\\(text) · \\(count)") }
            }
            """
        let chip = try arguments("Chip", in: code)
        // The init's parameters, not the stored properties; its default kept.
        #expect(chip.keys.sorted() == ["text"])
        // A parameter is sampled for the property it is stored in (`init(_ c: String) { count = c }`).
        let viewers = try arguments("ViewerChip", in: """
            struct ViewerChip: View {
                let count: String
                init(_ c: String) { count = c }
                var body: some View { Text(count) }
            }
            """)
        #expect(viewers["count"]?.display.contains(where: \.isNumber) == true, "\(viewers)")
        let picture = try tree("Chip", in: code)
        #expect(picture.contains("· 7\""))
        #expect(picture.contains("Text \"\(try #require(chip["text"]).display.dropFirst().dropLast().uppercased()) · 7\""))
    }

    @Test func optionalsThatDefaultToNilStayNil() throws {
        let code = """
            struct Row: View {
                let title: String
                var subtitle: String?
                var badge: String? = nil
                var body: some View {
                    VStack {
                        Text(title)
                        if let subtitle { Text(subtitle) }
                        if let badge { Text(badge) }
                    }
                }
            }
            struct Tile: View {
                let title: String
                let detail: String?
                init(title: String, detail: String? = nil) { self.title = title; self.detail = detail }
                var body: some View { Text(detail ?? "no detail") }
            }
            """
        #expect(try arguments("Row", in: code).keys.sorted() == ["title"])
        #expect(try tree("Tile", in: code).contains("\"no detail\""))
    }

    @Test func privateStateKeepsItsInitialValue() throws {
        let code = """
            struct Picker: View {
                let options: [String]
                @State private var selected = 2
                @State private var query = "shoes"
                var body: some View { Text("\\(options[selected]) \\(query)") }
            }
            """
        #expect(try arguments("Picker", in: code).keys.sorted() == ["options"])
        #expect(try tree("Picker", in: code).contains(" shoes\""))
    }

    // MARK: - Samples that mean something

    @Test func documentedRangesBoundTheSample() throws {
        let code = """
            struct Gauge: View {
                let level: Double     // 0...1
                let strain: Double    // 0-21
                let percent: Int      // 0–100
                var body: some View { Text("\\(level) \\(strain) \\(percent)") }
            }
            """
        let gauge = try arguments("Gauge", in: code)
        #expect((0...1).contains(try #require(number(gauge["level"]))))
        #expect((0...21).contains(try #require(number(gauge["strain"]))))
        #expect((0...100).contains(try #require(number(gauge["percent"]))))
    }

    @Test func countsTheCodeLoopsOverAreAHandful() throws {
        let code = """
            struct Dots: View {
                let total: Int
                let index: Int
                var body: some View {
                    HStack { ForEach(0..<total, id: \\.self) { i in Circle().frame(width: i == index ? 8 : 6) } }
                }
            }
            struct Stars: View {
                let maximum: Int
                var body: some View { Text(String(repeating: "★", count: maximum)) }
            }
            struct Price: View {
                let total: Int
                var body: some View { Text("$\\(total)") }
            }
            """
        let dots = try number(try arguments("Dots", in: code)["total"])
        #expect((1...7).contains(try #require(dots)))
        let stars = try number(try arguments("Stars", in: code)["maximum"])
        #expect((1...7).contains(try #require(stars)))
        // Shown, not counted: a total stays a price.
        #expect(try number(try arguments("Price", in: code)["total"]) == 129)
    }

    @Test func aHandleTheCodePrefixesIsSampledWithoutItsPrefix() throws {
        let code = """
            struct Comment {
                let username: String
                let body: String
            }
            struct PostHeader: View {
                let handle: String
                var body: some View { Text("@\\(handle)") }
            }
            struct CommentRow: View {
                let comment: Comment
                var body: some View { Text("u/" + comment.username) }
            }
            struct Mention: View {
                let handle: String
                var body: some View { Text(handle) }
            }
            """
        #expect(try arguments("PostHeader", in: code)["handle"]?.display.hasPrefix("\"@") == false)
        let comment = try #require(try arguments("CommentRow", in: code)["comment"]).display
        #expect(!comment.contains("username: \"@"), "\(comment)")
        // Written as it is: the sample keeps its "@".
        #expect(try arguments("Mention", in: code)["handle"]?.display.hasPrefix("\"@") == true)
    }

    @Test func aMaximumBoundsTheFieldItNames() throws {
        let code = """
            struct Segment: Identifiable {
                let id = UUID()
                let title: String
                let depth: Int
            }
            struct Thread: View {
                let segments: [Segment]
                let maxDepth: Int
                var body: some View {
                    VStack { ForEach(segments) { s in Text(s.title).padding(.leading, CGFloat(maxDepth - s.depth) * 12) } }
                }
            }
            """
        let thread = try #require(previews(code)["Thread"])
        let maxDepth = try #require(number(thread.arguments.first { $0.name == "maxDepth" }))
        let depths = try #require(thread.arguments.first { $0.name == "segments" }).display
        // Depths are a few levels of nesting, and the maximum is the deepest of them.
        #expect(maxDepth <= 7 && depths.contains("depth: \(Int(maxDepth))") && !depths.contains("depth: \(Int(maxDepth) + 1)"), "\(maxDepth) \(depths)")
    }

    @Test func collectionCommentsShapeTheirElements() throws {
        let code = """
            struct Heat: View {
                let values: [Double]   // 0…1, one per day
                let levels: [Int]      // 0–100
                let grid: [[Int]]      // weeks × 7
                var body: some View { Text("\\(values.count) \\(levels.count) \\(grid.count)") }
            }
            """
        let heat = try arguments("Heat", in: code)
        let days = try #require(heat["values"]?.display), levels = try #require(heat["levels"]?.display), grid = try #require(heat["grid"]?.display)
        // A week of values in 0…1 (the page shows four and the count).
        #expect(days.hasSuffix("… (7)]") && days.hasPrefix("[0."), "\(days)")
        // Spread within 0–100, not fractions of it.
        #expect(levels == "[68, 42, 88]", "\(levels)")
        // Four weeks of seven.
        #expect(grid.components(separatedBy: "… (7)]").count - 1 == 4, "\(grid)")
    }

    @Test func progressIsUnderwayAndPlacesReadLikePlaces() throws {
        let code = """
            struct Ring: View {
                let current: Int
                let goal: Int
                let selectedIndex: Int
                var body: some View { Text("\\(current)/\\(goal) \\(selectedIndex)") }
            }
            struct Pass: View {
                let gate: String
                let seat: String
                var body: some View { Text(gate + seat) }
            }
            """
        let ring = try arguments("Ring", in: code)
        let current = try #require(number(ring["current"])), goal = try #require(number(ring["goal"]))
        #expect(current > 0 && current < goal, "a ring with something done: \(current) of \(goal)")
        #expect(number(ring["selectedIndex"]) == 0, "the first is selected")
        let pass = try arguments("Pass", in: code)
        #expect(pass["gate"]?.display != "\"Gate\"" && pass["seat"]?.display != "\"Seat\"")
    }

    @Test func progressStaysBelowItsGoal() throws {
        let code = """
            struct StepsCard: View {
                let steps: Int
                let stepGoal: Int
                let calories: Double
                let calorieTarget: Double
                var body: some View { Text("\\(steps)/\\(stepGoal) \\(calories)/\\(calorieTarget)") }
            }
            """
        let card = try arguments("StepsCard", in: code)
        #expect(try #require(number(card["steps"])) < (try #require(number(card["stepGoal"]))))
        #expect(try #require(number(card["calories"])) < (try #require(number(card["calorieTarget"]))))
    }

    @Test func siblingsDiffer() throws {
        let code = """
            extension Color {
                static let brandPink = Color(red: 1, green: 0.2, blue: 0.5)
            }
            struct Route: View {
                let origin: String
                let destination: String
                let minPrice: Int
                let maxPrice: Int
                let foreground: Color
                let background: Color
                var body: some View { Text(origin + destination).foregroundStyle(foreground).background(background) }
            }
            """
        let route = try arguments("Route", in: code)
        #expect(route["origin"]?.display != route["destination"]?.display)
        #expect(route["foreground"]?.display != route["background"]?.display)
        #expect(try #require(number(route["minPrice"])) < (try #require(number(route["maxPrice"]))))
    }

    @Test func collectionsAreAsLongAsTheCodeAndCommentsSay() throws {
        let code = """
            enum Stage { case awake, rem, light, deep, unknown }
            struct Segment { let stage: Stage; let minutes: Int }
            struct Week: View {
                let days: [Double]
                let months: [String]
                let cells: [Color]       // 4 placeholder fills
                let bars: [Double]
                let photos: [String]
                let stages: [Stage]
                let segments: [Segment]
                let columns = [GridItem(), GridItem(), GridItem()]
                var body: some View {
                    VStack {
                        ForEach(0..<5) { i in Text("\\(bars[i])") }
                        Rectangle().fill(cells[3])
                        LazyVGrid(columns: columns) { ForEach(photos, id: \\.self) { Text($0) } }
                    }
                }
            }
            """
        let week = try arguments("Week", in: code)
        func count(_ name: String) -> Int? {
            guard let display = week[name]?.display else { return nil }
            if let range = display.range(of: "… (") { return Int(display[range.upperBound...].dropLast(2)) }
            return display == "[]" ? 0 : display.components(separatedBy: ", ").count
        }
        #expect(count("days") == 7)
        #expect(count("months") == 12)
        #expect(count("cells") == 4)
        #expect(count("bars") == 5)
        #expect(count("photos").map { $0 % 3 == 0 } == true)
        // Every case of an enum a collection is made of; a few, each different, of one its elements hold.
        #expect(count("stages") == 5)
        let segments = try #require(week["segments"]?.display)
        #expect(segments.components(separatedBy: "Segment(").count - 1 == 4, "\(segments)")
        #expect(Set(["awake", "rem", "light", "deep"].filter { segments.contains(".\($0)") }).count == 4, "\(segments)")
    }

    @Test func stringsReadLikeContentNeverTheirOwnName() throws {
        let code = """
            struct MessageRow: View {
                let author: String
                let preview: String
                let timestamp: String
                let price: String
                let eta: String
                let handle: String
                let initials: String
                var body: some View { Text(author + preview + timestamp + price + eta + handle + initials) }
            }
            """
        let row = try arguments("MessageRow", in: code)
        for (name, argument) in row {
            let shown = argument.display.dropFirst().dropLast().lowercased()
            #expect(!shown.contains(name.lowercased()), "\(name) reads \(argument.display)")
        }
        #expect(row["author"]?.display.split(separator: " ").count == 2)
        #expect(row["timestamp"]?.display.contains(":") == true)
        #expect(row["price"]?.display.contains("$") == true)
        #expect(row["handle"]?.display.hasPrefix("\"@") == true)
        #expect(row["initials"]?.display.count == 4)
        #expect((row["preview"]?.display.split(separator: " ").count ?? 0) > 2)
    }

    // MARK: - Samples a library's own types ask for

    @Test func closuresReturnASampleOfTheirResult() throws {
        let code = """
            struct BarLabels: View {
                let values: [Double]
                var label: (Double, Int) -> String
                var onTap: () -> Void
                var body: some View { HStack { ForEach(0..<values.count, id: \\.self) { Text(label(values[$0], $0)) } } }
            }
            """
        let labels = try arguments("BarLabels", in: code)
        #expect(labels["label"]?.source == .sample)
        #expect(labels["onTap"]?.source == .noOp)
        #expect(try tree("BarLabels", in: code).contains("Text \""))
    }

    @Test func modelsAreBuiltThroughTheirOwnInit() throws {
        let code = """
            typealias VoidHandler = () -> Void
            struct DisclosureRow: View {
                class Model {
                    let title: String
                    let insets: EdgeInsets
                    let handler: VoidHandler
                    init(title: String, insets: EdgeInsets = .init(top: 16, leading: 0, bottom: 16, trailing: 0), handler: @escaping VoidHandler) {
                        self.title = title; self.insets = insets; self.handler = handler
                    }
                }
                let model: Model
                var body: some View { Text(model.title).padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: model.insets.trailing)) }
            }
            """
        #expect(try tree("DisclosureRow", in: code).contains("Text"))
    }

    @Test func genericParametersAreSampledByWhatTheyMustBe() throws {
        let code = """
            struct Flow<Data: Collection, Content: View>: View where Data.Element: Hashable {
                let data: Data
                let content: (Data.Element) -> Content
                var body: some View { VStack { ForEach(Array(data), id: \\.self) { content($0) } } }
            }
            struct Meter: View {
                let fraction: Double
                init<V>(value: V) where V: BinaryFloatingPoint { fraction = Double(value) }
                var body: some View { Capsule().frame(width: 100 * fraction, height: 4) }
            }
            """
        let flow = try tree("Flow", in: code)
        #expect(flow.components(separatedBy: "Placeholder").count - 1 == 3)
        #expect(try tree("Meter", in: code).contains(".frame(width: 68"))
    }

    @Test func aNestedTypeIsTheGuidesNotSwiftUIsOfTheSameName() throws {
        let code = """
            struct Stack<Content: View>: View {
                enum Axis {
                    case vertical(alignment: HorizontalAlignment)
                    case horizontal(alignment: VerticalAlignment)
                }
                let axis: Axis
                @ViewBuilder let content: () -> Content
                var body: some View {
                    switch axis {
                    case .vertical(let alignment): VStack(alignment: alignment, content: content)
                    case .horizontal(let alignment): HStack(alignment: alignment, content: content)
                    }
                }
            }
            """
        #expect(try tree("Stack", in: code).contains("Stack("))
    }

    @Test func visibilityFlagsShowTheViewAndCountsAreAHandful() throws {
        let code = """
            struct Indicator: View {
                @Binding var isVisible: Bool
                let numberOfSteps: Int
                var body: some View {
                    if isVisible { HStack { ForEach(0..<numberOfSteps, id: \\.self) { _ in Circle().frame(width: 8, height: 8) } } }
                }
            }
            """
        let indicator = try arguments("Indicator", in: code)
        #expect(indicator["isVisible"]?.display == "true")
        #expect((3...5).contains(number(indicator["numberOfSteps"]) ?? 0))
    }

    @Test func aPreviewsOwnStaticsAreItsCallSitesArguments() throws {
        let code = """
            final class Toast: ObservableObject {
                let label: Text
                @Published var isPresented = false
                init(label: Text, easeDuration: Double = 1) { self.label = label }
                init(label: Text, isPresented: Bool) { self.label = label; self.isPresented = isPresented }
            }
            struct ToastView: View {
                @ObservedObject var toast: Toast
                var body: some View { toast.label.padding().opacity(toast.isPresented ? 1 : 0) }
            }
            struct ToastView_Previews: PreviewProvider {
                static let toast = Toast(label: Text("Saved"), isPresented: true)
                static var previews: some View { ToastView(toast: toast) }
            }
            """
        let toast = try arguments("ToastView", in: code)
        #expect(toast["toast"]?.source == .callSite(line: 13))
        #expect(try tree("ToastView", in: code).contains(".opacity(1)"))
    }

    @Test func anEnumsPayloadIsOneTheGuideWritesNotOneMadeUp() throws {
        let code = """
            struct Bubble: View {
                let mode: Mode
                enum Mode: Equatable {
                    case number(count: Int, max: Int = 99)
                    case circle
                    case text(_ text: String)
                    static func == (lhs: Mode, rhs: Mode) -> Bool {
                        switch (lhs, rhs) {
                        case (.number(count: _, max: _), .number(count: _, max: _)): return true
                        default: return false
                        }
                    }
                }
                var body: some View {
                    switch mode {
                    case .number(let count, let max): Text(count > max ? "\\(max)+" : "\\(count)").padding(4).background(Capsule().fill(.red))
                    case .circle: Circle().fill(.red).frame(width: 8, height: 8)
                    case .text(let text): Text(text)
                    }
                }
            }
            struct Row: View {
                let title: String
                let subtitle: String
                let mode: Bubble.Mode
                var body: some View { HStack { Text(title); Text(subtitle); Bubble(mode: mode) } }
            }
            struct Bubble_Previews: PreviewProvider {
                static var previews: some View { Bubble(mode: .number(count: 1000, max: 99)) }
            }
            """
        // Row's `mode` is third in turn, `.text` with made-up words; the
        // preview's value is what the guide shows a bubble with, default filled in.
        let row = try arguments("Row", in: code)
        #expect(row["mode"]?.display == ".number(count: 1000, max: 99)")
        #expect(try tree("Row", in: code).contains("\"99+\""))
    }

    @Test func contentWrittenAtACallSiteIsThePreviewsContent() throws {
        let code = """
            struct FormGroup<Content: View>: View {
                let title: String
                @ViewBuilder let content: () -> Content
                var body: some View { VStack(alignment: .leading) { Text(title).font(.headline); content() } }
            }
            struct Screen: View {
                @State private var name = "Ada"
                var body: some View {
                    VStack {
                        FormGroup(title: "Account") { Text("Email"); Text("Password") }
                        FormGroup(title: "Profile") { Text(name) }
                    }
                }
            }
            """
        let group = try tree("FormGroup", in: code)
        // The call whose content builds on its own; the one reading the caller's state does not.
        #expect(group.contains("\"Account\"") && group.contains("\"Email\"") && group.contains("\"Password\""))
    }

    @Test func aSampledTextColourReadsOnItsBackgroundInAModelToo() throws {
        let code = """
            extension Color { static let brandGray = Color(red: 0.56, green: 0.56, blue: 0.58) }
            struct PillModel {
                let title: String
                let backgroundColor: Color
                let textColor: Color
            }
            struct Pill: View {
                let model: PillModel
                var body: some View { Text(model.title).foregroundColor(model.textColor).padding().background(model.backgroundColor) }
            }
            """
        let pill = try tree("Pill", in: code)
        // Not the background's own grey, nor another accent that does not read on it.
        #expect(pill.contains("foregroundStyle(#000000)") || pill.contains("foregroundStyle(#FFFFFF)"), "\(pill)")
    }
}

/// The check behind "flag sampled values that contradict a comment": every
/// sampling rule keeps to a documented range today; this says so when one does not.
@Suite struct SampleContradictionTests {
    private func contradiction(_ value: Value, comment: String?, source: PreviewArgument.Source = .sample) -> String? {
        let argument = PreviewArgument(name: "levels", type: "[Double]", display: "", source: source)
        return PreviewArgumentResolver.contradiction(PreviewValue(argument: argument, value: value, label: nil, comment: comment))
    }

    @Test func aSampleOutsideItsDocumentedRangeIsFlagged() {
        #expect(contradiction(.double(0.4), comment: "0...1") == nil)
        #expect(contradiction(.double(12), comment: "0...1")?.contains("(12) is outside the range its comment gives (// 0...1)") == true)
        #expect(contradiction(.array([.array([.double(0.2), .double(3)])]), comment: "0…1, weeks × 7") != nil)
        // The guide's own values, and comments without a range, are not second-guessed.
        #expect(contradiction(.double(12), comment: "0...1", source: .callSite(line: 3)) == nil)
        #expect(contradiction(.double(12), comment: "beats per minute") == nil)
    }
}
