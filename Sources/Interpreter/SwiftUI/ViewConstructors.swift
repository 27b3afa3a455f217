import DesignModel
import Diagnostics

/// SwiftUI's views: `Text`, stacks, shapes, `Button`, `ForEach`,
/// `GeometryReader`, `TabView`... built into `ViewNode`s.
enum ViewConstructors {
    static let viewTypeNames: Set<String> = [
        "Text", "Image", "Label", "HStack", "VStack", "ZStack", "LazyVStack", "LazyHStack", "Spacer", "Divider",
        "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Circle", "Ellipse", "ContainerRelativeShape",
        "Path", "Button", "Group", "ForEach", "GeometryReader", "ScrollView", "ScrollViewReader", "TabView", "TextField",
        "SecureField", "TextEditor", "AsyncImage", "EmptyView", "NavigationStack", "NavigationView", "List", "Section",
        "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ProgressView", "Toggle", "Canvas", "TimelineView", "Menu", "Picker",
        "Link", "ShareLink", "ViewThatFits", "AnyView", "RadialGradient", "AngularGradient", "EllipticalGradient", "Form",
        "ControlGroup", "DisclosureGroup", "Gauge", "Slider", "Stepper", "DatePicker", "ContentUnavailableView", "Map",
    ]

    static func construct(_ typeName: String, _ arguments: [Argument], interpreter: Interpreter, in frame: Frame, at location: FileLocation) throws -> Value? {
        guard viewTypeNames.contains(typeName) else { return nil }
        try interpreter.countView(at: location)
        let built = try build(typeName, arguments, interpreter: interpreter, in: frame, at: location)
        guard case .view(let node)? = built else { return built }
        return .view(interpreter.modelNode(node, at: location))
    }

    private static func build(_ typeName: String, _ arguments: [Argument], interpreter: Interpreter, in frame: Frame, at location: FileLocation) throws -> Value? {
        func content() throws -> [ViewNode] {
            let argument = arguments.first(where: \.isTrailingClosure)?.value ?? arguments.value("content")
            guard let argument else { return [] }
            return flatten(try builderContent(argument, interpreter: interpreter, in: frame, at: location))
        }
        func view(_ node: ViewNode) -> Value { .view(node) }

        switch typeName {
        case "Text":
            if let verbatim = arguments.value("verbatim")?.asString { return view(.text(TextContent(verbatim))) }
            guard let first = arguments.positional.first else { throw builtinError("Text needs a string") }
            return view(.text(TextContent(try textString(first, format: arguments.value("format"), interpreter: interpreter, in: frame))))
        case "Image":
            if let name = arguments.value("systemName")?.asString {
                return view(.image(ImageContent(source: .systemSymbol(name))))
            }
            if case .string(let name)? = arguments.positional.first ?? arguments.value("decorative") {
                return view(.image(ImageContent(source: .asset(name))))
            }
            return view(.image(ImageContent(source: .asset("image"))))
        case "Label":
            let icon: ViewNode
            if let symbol = arguments.value("systemImage")?.asString {
                icon = .image(ImageContent(source: .systemSymbol(symbol)))
            } else if let iconContent = arguments.value("icon") {
                icon = try interpreter.viewNode(iconContent, at: frame.source.syntax, in: frame)
            } else if let image = arguments.value("image")?.asString {
                icon = .image(ImageContent(source: .asset(image)))
            } else {
                icon = .empty
            }
            let title: ViewNode
            if let first = arguments.positional.first {
                title = .text(TextContent(try textString(first, format: nil, interpreter: interpreter, in: frame)))
            } else if let titleContent = arguments.value("title") ?? arguments.first(where: \.isTrailingClosure)?.value {
                title = try interpreter.viewNode(titleContent, at: frame.source.syntax, in: frame)
            } else {
                title = .empty
            }
            return view(.stack(StackNode(kind: .horizontal, alignment: .center, spacing: nil, children: [icon, title])))
        case "HStack", "LazyHStack", "GridRow":
            return view(.stack(StackNode(kind: .horizontal, alignment: try alignment(arguments.value("alignment"), default: .center, axis: .horizontal),
                                         spacing: try arguments.number("spacing"), children: try content())))
        case "VStack", "LazyVStack", "List", "Section", "Form", "Grid":
            return view(.stack(StackNode(kind: .vertical, alignment: try alignment(arguments.value("alignment"), default: .center, axis: .vertical),
                                         spacing: try arguments.number("spacing") ?? (typeName == "List" || typeName == "Form" ? 0 : nil), children: try content())))
        case "ZStack":
            return view(.stack(StackNode(kind: .depth, alignment: try alignment(arguments.value("alignment"), default: .center, axis: nil),
                                         spacing: nil, children: try content())))
        case "Group", "NavigationStack", "NavigationView", "ScrollViewReader", "AnyView", "ViewThatFits", "ControlGroup":
            if let wrapped = arguments.positional.first, typeName == "AnyView" {
                return view(try interpreter.viewNode(wrapped, at: frame.source.syntax, in: frame))
            }
            let children = try content()
            if typeName == "ViewThatFits" { return view(children.first ?? .empty) }
            return view(children.count == 1 ? children[0] : .group(children))
        case "Spacer":
            return view(.spacer(minLength: try arguments.number("minLength")))
        case "Divider":
            return view(.divider)
        case "EmptyView":
            return view(.empty)
        case "Rectangle", "ContainerRelativeShape":
            return view(.shape(ShapeView(shape: .rectangle)))
        case "RoundedRectangle":
            var radius = try arguments.number("cornerRadius") ?? 0
            if case .record(let size)? = arguments.value("cornerSize"), let width = size["width"]?.asDouble { radius = width }
            return view(.shape(ShapeView(shape: .roundedRectangle(cornerRadius: radius, style: cornerStyle(arguments.value("style"))))))
        case "UnevenRoundedRectangle":
            if case .record(let radii)? = arguments.value("cornerRadii") {
                return view(.shape(ShapeView(shape: .unevenRoundedRectangle(
                    topLeading: radii["topLeading"]?.asDouble ?? 0, bottomLeading: radii["bottomLeading"]?.asDouble ?? 0,
                    bottomTrailing: radii["bottomTrailing"]?.asDouble ?? 0, topTrailing: radii["topTrailing"]?.asDouble ?? 0,
                    style: cornerStyle(arguments.value("style"))))))
            }
            return view(.shape(ShapeView(shape: .unevenRoundedRectangle(
                topLeading: try arguments.number("topLeadingRadius") ?? 0, bottomLeading: try arguments.number("bottomLeadingRadius") ?? 0,
                bottomTrailing: try arguments.number("bottomTrailingRadius") ?? 0, topTrailing: try arguments.number("topTrailingRadius") ?? 0,
                style: cornerStyle(arguments.value("style"))))))
        case "Capsule":
            return view(.shape(ShapeView(shape: .capsule)))
        case "Circle":
            return view(.shape(ShapeView(shape: .circle)))
        case "Ellipse":
            return view(.shape(ShapeView(shape: .ellipse)))
        case "Path":
            // A path is a value the code draws into; used as a view it becomes a shape.
            return .record(try PathBuilding.construct(arguments, interpreter: interpreter, in: frame))
        case "Button":
            return view(.button(label: try buttonLabel(arguments, interpreter: interpreter, in: frame, at: location)))
        case "ForEach":
            guard let data = arguments.positional.first ?? arguments.value("data"),
                  let body = arguments.first(where: \.isTrailingClosure)?.value ?? arguments.value("content") else {
                throw builtinError("ForEach needs data and content")
            }
            guard case .function(let function) = body else { throw builtinError("ForEach content must be a closure") }
            let items = try interpreter.iterate(data, at: frame.source.syntax, in: frame)
            return view(.group(try items.map { item in
                try interpreter.viewNode(interpreter.call(function, [Argument(nil, item)], at: frame.source.syntax, in: frame, mode: .builder),
                                                at: frame.source.syntax, in: frame)
            }))
        case "GeometryReader":
            guard case .function(let function)? = arguments.first(where: \.isTrailingClosure)?.value ?? arguments.value("content") else {
                throw builtinError("GeometryReader needs content")
            }
            return view(.geometryReader(GeometryContent(content: GeometryEvaluation(interpreter: interpreter, function: function, frame: frame, location: location).content)))
        case "ScrollView":
            let axis: Axis = arguments.positional.first?.caseName == "horizontal" ? .horizontal : .vertical
            let children = try content()
            let inner: ViewNode = .stack(StackNode(kind: axis == .horizontal ? .horizontal : .vertical, alignment: .center, spacing: nil, children: children))
            return view(.scrollView(axis: axis, content: children.count == 1 ? children[0] : inner))
        case "TabView":
            return view(.tabView(TabViewNode(items: tabItems(try content()), appearance: interpreter.tabBarAppearance())))
        case "TextField", "SecureField", "TextEditor":
            let current = arguments.value("text")?.asString ?? ""
            guard current.isEmpty else { return view(.textField(TextContent(current), isPrompt: false)) }
            // `prompt: Text("...").foregroundColor(...)` is drawn as styled; else the title.
            if case .view(let prompt)? = arguments.value("prompt"), let runs = TextConcatenation.runs(prompt) {
                return view(.textField(TextContent(runs: runs), isPrompt: true))
            }
            return view(.textField(TextContent(arguments.positional.first?.asString ?? ""), isPrompt: true))
        case "AsyncImage":
            return view(.placeholder(Placeholder(label: "remote image")))
        case "Canvas":
            interpreter.preview.issues.note("Canvas", .notDrawn, at: location)
            return view(.placeholder(Placeholder(label: "Canvas drawing")))
        case "TimelineView":
            // Draw the content for the first moment.
            if case .function(let function)? = arguments.first(where: \.isTrailingClosure)?.value {
                let context = Record("TimelineViewDefaultContext", ["date": .record(Record("Date"))])
                return view(try interpreter.viewNode(interpreter.call(function, [Argument(nil, .record(context))], at: frame.source.syntax, in: frame, mode: .builder),
                                                     at: frame.source.syntax, in: frame))
            }
            return view(.empty)
        case "LazyVGrid", "LazyHGrid":
            return view(try grid(arguments, children: try content(), vertical: typeName == "LazyVGrid"))
        case "RadialGradient", "AngularGradient", "EllipticalGradient":
            return view(.style(try GradientStyles.construct(typeName, arguments, interpreter: interpreter, in: frame, at: location)))
        default:
            // Controls we do not draw (ProgressView, Toggle, Map...): a labelled box.
            interpreter.preview.issues.note(typeName, .notDrawn, at: location)
            return view(.placeholder(Placeholder(label: typeName, idealSize: Size(width: 120, height: 32))))
        }
    }

    /// Views a builder closure (or a single view) lists.
    static func builderContent(_ value: Value, interpreter: Interpreter, in frame: Frame, at location: FileLocation) throws -> ViewNode {
        if case .function(let function) = value {
            return try interpreter.viewNode(interpreter.call(function, [], at: frame.source.syntax, in: frame, mode: .builder), at: frame.source.syntax, in: frame)
        }
        return try interpreter.viewNode(value, at: frame.source.syntax, in: frame)
    }

    /// A stack's children: groups (from `ForEach`, `if`, builders) flattened.
    static func flatten(_ node: ViewNode) -> [ViewNode] {
        switch node {
        case .group(let children): return children.flatMap(flatten)
        case .empty: return []
        default: return [node]
        }
    }

    private static func buttonLabel(_ arguments: [Argument], interpreter: Interpreter, in frame: Frame, at location: FileLocation) throws -> ViewNode {
        if let label = arguments.value("label") {
            return try builderContent(label, interpreter: interpreter, in: frame, at: location)
        }
        if let title = arguments.positional.first {
            let text = ViewNode.text(TextContent(try textString(title, format: nil, interpreter: interpreter, in: frame)))
            if let symbol = arguments.value("systemImage")?.asString {
                return .stack(StackNode(kind: .horizontal, alignment: .center, spacing: nil, children: [.image(ImageContent(source: .systemSymbol(symbol))), text]))
            }
            return text
        }
        // `Button { action } label: { ... }` or `Button(action: x) { label }`.
        let closures = arguments.filter(\.isTrailingClosure)
        if arguments.value("action") != nil, let label = closures.last {
            return try builderContent(label.value, interpreter: interpreter, in: frame, at: location)
        }
        if let label = closures.first(where: { $0.label == "label" }) ?? (closures.count > 1 ? closures.last : nil) {
            return try builderContent(label.value, interpreter: interpreter, in: frame, at: location)
        }
        throw builtinError("Button needs a label")
    }

    /// The string a `Text` shows: interpolated strings are already text;
    /// numbers use SwiftUI's default formatting.
    static func textString(_ value: Value, format: Value?, interpreter: Interpreter, in frame: Frame) throws -> String {
        if let format, let number = value.asDouble {
            return NumberFormats.format(number, style: format)
        }
        switch value {
        case .string(let text): return text
        case .int(let number): return NumberFormats.grouped(Double(number), fractionDigits: 0)
        case .double(let number): return NumberFormats.grouped(number, fractionDigits: nil)
        default: return try interpreter.describe(value, at: frame.source.syntax, in: frame)
        }
    }

    static func alignment(_ value: Value?, default fallback: Alignment, axis: Axis?) throws -> Alignment {
        guard let value else { return fallback }
        guard let name = value.caseName else { throw builtinError("alignment must be a name like .leading") }
        switch axis {
        case .horizontal?:
            // HStack(alignment:) takes a VerticalAlignment.
            switch name {
            case "top": return .top
            case "bottom": return .bottom
            case "firstTextBaseline": return Alignment(horizontal: .center, vertical: .firstTextBaseline)
            case "lastTextBaseline": return Alignment(horizontal: .center, vertical: .lastTextBaseline)
            default: return .center
            }
        case .vertical?:
            switch name {
            case "leading": return .leading
            case "trailing": return .trailing
            default: return .center
            }
        case nil:
            guard let named = Alignment.named[name] else { throw builtinError("unknown alignment .\(name)") }
            return named
        }
    }

    /// `RoundedRectangle`, `UnevenRoundedRectangle` and `.rect(cornerRadius:)`
    /// default to `.continuous` corners (Apple's current SDK).
    static func cornerStyle(_ value: Value?) -> CornerStyle {
        value?.caseName == "circular" ? .circular : .continuous
    }

    /// `TabView` children with their `.tabItem` labels pulled out.
    private static func tabItems(_ children: [ViewNode]) -> [TabViewNode.Item] {
        children.map { child in
            var content = child
            var title = ""
            var symbol: String?
            var badge: String?
            var wrappers: [ViewModifier] = []
            while case .modified(let inner, let modifier) = content {
                switch modifier {
                case .tabItem(let itemTitle, let itemSymbol):
                    title = itemTitle
                    symbol = itemSymbol
                case .badge(let text):
                    badge = text
                default:
                    wrappers.append(modifier)
                }
                content = inner
            }
            for modifier in wrappers.reversed() { content = .modified(content, modifier) }
            return TabViewNode.Item(title: title, systemImage: symbol, badge: badge, content: content)
        }
    }

    /// `LazyVGrid(columns:)`: rows of `columns.count` equal flexible cells.
    private static func grid(_ arguments: [Argument], children: [ViewNode], vertical: Bool) throws -> ViewNode {
        var columnCount = 2
        var cellSpacing: Double?
        if case .array(let columns)? = arguments.value("columns") ?? arguments.value("rows") {
            columnCount = max(columns.count, 1)
            if case .record(let first)? = columns.first { cellSpacing = first["spacing"]?.asDouble }
        }
        let spacing = try arguments.number("spacing")
        var rows: [ViewNode] = []
        var index = 0
        while index < children.count {
            let cells = children[index..<min(index + columnCount, children.count)].map {
                ViewNode.modified($0, .frame(FrameSpec(maxWidth: .infinity)))
            }
            var padded = Array(cells)
            while padded.count < columnCount { padded.append(ViewNode.color(.clear).modified(.frame(FrameSpec(maxWidth: .infinity, maxHeight: 0)))) }
            rows.append(.stack(StackNode(kind: vertical ? .horizontal : .vertical, alignment: .center, spacing: cellSpacing, children: padded)))
            index += columnCount
        }
        return .stack(StackNode(kind: vertical ? .vertical : .horizontal, alignment: .center, spacing: spacing, children: rows))
    }
}

/// The title and symbol of a `.tabItem { Label(...) }`.
enum TabItemLabel {
    static func describe(_ node: ViewNode) -> (title: String, symbol: String?) {
        var title = ""
        var symbol: String?
        func walk(_ node: ViewNode) {
            switch node {
            case .text(let text): if title.isEmpty { title = text.string }
            case .image(let image): if case .systemSymbol(let name) = image.source, symbol == nil { symbol = name }
            case .stack(let stack): stack.children.forEach(walk)
            case .group(let children): children.forEach(walk)
            case .modified(let child, _): walk(child)
            default: break
            }
        }
        walk(node)
        return (title, symbol)
    }
}

/// Runs a `GeometryReader` closure for the size layout gives it — later,
/// during layout, so it restores the state the view was built in (the
/// pressed variant of a button style) and starts a fresh step budget.
struct GeometryEvaluation: @unchecked Sendable {
    let interpreter: Interpreter
    let function: Callable
    let frame: Frame
    let location: FileLocation
    let buttonPressed: Bool

    init(interpreter: Interpreter, function: Callable, frame: Frame, location: FileLocation) {
        self.interpreter = interpreter
        self.function = function
        self.frame = frame
        self.location = location
        self.buttonPressed = interpreter.preview.buttonPressed
    }

    var content: @Sendable (Size) -> ViewNode {
        { size in
            let pressed = interpreter.preview.buttonPressed
            interpreter.preview.buttonPressed = buttonPressed
            defer { interpreter.preview.buttonPressed = pressed }
            return interpreter.duringLayout { buildContent(size) }
        }
    }

    private func buildContent(_ size: Size) -> ViewNode {
        let proxy = Record("GeometryProxy", [
            "size": .record(Record("CGSize", ["width": .double(size.width), "height": .double(size.height)])),
            "safeAreaInsets": .record(Record("EdgeInsets", ["top": .double(0), "leading": .double(0), "bottom": .double(0), "trailing": .double(0)])),
        ])
        do {
            let value = try interpreter.call(function, [Argument(nil, .record(proxy))], at: frame.source.syntax, in: frame, mode: .builder)
            return try interpreter.viewNode(value, at: frame.source.syntax, in: frame)
        } catch {
            let message = (error as? EvaluationError)?.message ?? "\(error)"
            interpreter.preview.issues.note("GeometryReader content: \(message)", .notDrawn, at: (error as? EvaluationError)?.location ?? location)
            return .placeholder(Placeholder(label: "GeometryReader content failed: \(message)"))
        }
    }
}

/// Number formatting as `Text` shows numbers.
enum NumberFormats {
    static func grouped(_ number: Double, fractionDigits: Int?) -> String {
        if fractionDigits == 0 || number == number.rounded(), abs(number) < 1e15 {
            let integer = Int(number.rounded())
            let digits = String(abs(integer))
            var grouped = ""
            for (index, digit) in digits.reversed().enumerated() {
                if index > 0 && index % 3 == 0 { grouped.append(",") }
                grouped.append(digit)
            }
            return (integer < 0 ? "-" : "") + String(grouped.reversed())
        }
        return "\(number)"
    }

    /// `.number`, `.percent`, `.currency(code:)`.
    static func format(_ number: Double, style: Value) -> String {
        guard number.isFinite else { return "\(number)" }
        switch style.caseName {
        case "percent":
            return grouped((number * 100).rounded(), fractionDigits: 0) + "%"
        case "currency":
            var code = "USD"
            if case .implicitMember(_, let arguments?) = style, let given = arguments.value("code")?.asString { code = given }
            let symbol = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹"][code] ?? code + " "
            let cents = (abs(number) * 100).rounded()
            let whole = grouped((cents / 100).rounded(.down), fractionDigits: 0)
            let fraction = String(format: "%02d", Int(cents.truncatingRemainder(dividingBy: 100)))
            return (number < 0 ? "-" : "") + symbol + whole + "." + fraction
        default:
            return grouped(number, fractionDigits: nil)
        }
    }
}
