import DesignModel
import Diagnostics
import Guards

/// View modifiers: each SwiftUI modifier a guide calls becomes a
/// `ViewModifier` on the view tree, changes a shape's paint, or is noted as
/// having no picture (haptics, gestures, accessibility, animation timing).
enum ViewModifiers {
    /// Modifiers with nothing to draw. They are noted in the component's
    /// report and otherwise leave the view as it is.
    static let withoutPicture: Set<String> = [
        // animation timing
        "animation", "transition", "contentTransition", "matchedGeometryEffect", "symbolEffect", "transaction",
        "phaseAnimator", "keyframeAnimator", "geometryGroup", "drawingGroup", "compositingGroup",
        // haptics
        "sensoryFeedback",
        // gestures and interaction
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "contentShape",
        "allowsHitTesting", "disabled", "focused", "focusable", "onSubmit", "submitLabel", "keyboardType",
        "textInputAutocapitalization", "autocorrectionDisabled", "textContentType", "draggable", "dropDestination",
        "swipeActions", "contextMenu", "onHover", "hoverEffect", "refreshable", "scrollDismissesKeyboard",
        "scrollIndicators", "scrollTargetBehavior", "scrollTargetLayout", "scrollPosition", "scrollDisabled",
        "textSelection", "onDrag", "onDrop", "labelsHidden",
        // state, lifecycle and navigation
        "onChange", "onReceive", "onDisappear", "task", "id", "tag", "sheet", "fullScreenCover", "popover", "alert",
        "confirmationDialog", "presentationDetents", "presentationDragIndicator", "presentationCornerRadius",
        "presentationBackground", "navigationTitle", "navigationBarTitleDisplayMode", "navigationDestination",
        "toolbar", "toolbarRole", "searchable", "ignoresSafeArea", "edgesIgnoringSafeArea", "statusBarHidden",
        "persistentSystemOverlays", "onOpenURL", "environmentObject", "defaultScrollAnchor", "privacySensitive",
        "unredacted", "interactiveDismissDisabled",
        "listRowInsets", "listRowSeparator", "listRowBackground", "listStyle", "pickerStyle", "toggleStyle",
        "textFieldStyle", "tabViewStyle", "indexViewStyle", "menuStyle", "progressViewStyle", "labelStyle",
        "scrollContentBackground", "buttonBorderShape", "controlSize", "symbolVariant", "symbolRenderingMode",
        "renderingMode", "interpolation", "antialiased", "widgetURL", "containerBackground", "navigationTransition",
        "navigationBarBackButtonHidden", "onScrollGeometryChange", "selectionDisabled",
        // accessibility
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityElement", "accessibilityAddTraits",
        "accessibilityRemoveTraits", "accessibilityHidden", "accessibilityIdentifier", "accessibilityAction",
        "accessibilityAdjustableAction", "accessibilitySortPriority", "accessibilityRepresentation", "accessibilityInputLabels",
        "accessibilityShowsLargeContentViewer", "accessibilityHeading", "speechAnnouncementsQueued",
    ]

    static let all: Set<String> = withoutPicture.union([
        "padding", "frame", "offset", "position", "fixedSize", "aspectRatio", "scaledToFit", "scaledToFill", "layoutPriority",
        "background", "overlay", "border", "clipShape", "clipped", "cornerRadius", "mask", "font", "fontWeight", "bold",
        "italic", "monospacedDigit", "monospaced", "foregroundStyle", "foregroundColor", "tint", "accentColor", "tracking",
        "kerning", "lineLimit", "lineSpacing", "multilineTextAlignment", "textCase", "strikethrough", "underline",
        "preferredColorScheme", "environment", "opacity", "shadow", "rotationEffect", "scaleEffect", "blur", "brightness",
        "saturation", "grayscale", "contrast", "hueRotation", "colorMultiply", "colorInvert", "blendMode", "hidden",
        "fill", "stroke", "strokeBorder", "trim", "inset", "resizable", "imageScale", "buttonStyle", "tabItem", "badge",
        "toolbarBackground", "toolbarColorScheme", "onAppear", "modifier", "rotation3DEffect", "baselineOffset",
        "safeAreaInset", "frame", "lineHeight", "textScale", "backgroundStyle",
        // Visual, not drawn yet: noted so the component is reported partial.
        "zIndex", "containerRelativeFrame", "safeAreaPadding", "dynamicTypeSize", "minimumScaleFactor", "truncationMode",
        "allowsTightening", "redacted", "fontDesign",
    ])

    /// Whether `value` can take view modifiers.
    static func isViewLike(_ value: Value, interpreter: Interpreter) -> Bool {
        switch value {
        case .view, .linearGradient: return true
        case .color: return true
        case .record(let record): return record.typeName == "Path" || record.undeclaredOrigin != nil
        case .instance(let instance):
            guard let type = interpreter.table.type(named: instance.typeName) else { return false }
            return type.members.property("body", isStatic: false) != nil || isShapeType(type)
        default: return false
        }
    }

    static func isShapeType(_ type: TypeDeclaration) -> Bool {
        type.conforms(to: "Shape") || type.conforms(to: "InsettableShape")
            || type.members.functions(named: "path").contains { !$0.isStatic }
    }

    static func hasMethod(_ name: String, on value: Value, interpreter: Interpreter) -> Bool {
        isViewLike(value, interpreter: interpreter) && all.contains(name)
    }

    static func method(_ name: String, on base: Value, _ arguments: [Argument], interpreter: Interpreter, in frame: Frame, at location: FileLocation) throws -> Value? {
        guard isViewLike(base, interpreter: interpreter), all.contains(name) else { return nil }
        // Colours stay colours under `.opacity` (handled by ColorBuiltins); everything else becomes a view here.
        let receiver = try interpreter.viewNode(base, at: frame.source.syntax, in: frame)
        if withoutPicture.contains(name) {
            interpreter.preview.issues.note(name, .noPicture, at: location)
            return .view(receiver)
        }
        try interpreter.countView(at: location)
        return .view(interpreter.modelNode(try apply(name, to: receiver, arguments, interpreter: interpreter, in: frame, at: location), at: location))
    }

    // MARK: - Applying one modifier

    private static func apply(_ name: String, to view: ViewNode, _ arguments: [Argument], interpreter: Interpreter, in frame: Frame, at location: FileLocation) throws -> ViewNode {
        func number(_ label: String?) throws -> Double? { try arguments.number(label) }
        func style(_ value: Value) throws -> ShapeStyleValue { try interpreter.shapeStyle(value, in: frame) }
        func content(_ value: Value) throws -> ViewNode {
            try ViewConstructors.builderContent(value, interpreter: interpreter, in: frame, at: location)
        }
        func note(_ kind: ComponentIssue.Kind) -> ViewNode {
            interpreter.preview.issues.note(name, kind, at: location)
            return view
        }

        switch name {
        // MARK: Layout
        case "padding":
            return view.modified(.padding(try insets(arguments)))
        case "frame":
            let alignment = try ViewConstructors.alignment(arguments.value("alignment"), default: .center, axis: nil)
            return view.modified(.frame(FrameSpec(
                width: try number("width"), height: try number("height"),
                minWidth: try number("minWidth"), idealWidth: try number("idealWidth"), maxWidth: try number("maxWidth"),
                minHeight: try number("minHeight"), idealHeight: try number("idealHeight"), maxHeight: try number("maxHeight"),
                alignment: alignment)))
        case "offset":
            if case .record(let size)? = arguments.positional.first {
                return view.modified(.offset(x: size["width"]?.asDouble ?? 0, y: size["height"]?.asDouble ?? 0))
            }
            return view.modified(.offset(x: try number("x") ?? 0, y: try number("y") ?? 0))
        case "position":
            if case .record(let point)? = arguments.positional.first {
                return view.modified(.position(x: point["x"]?.asDouble, y: point["y"]?.asDouble))
            }
            return view.modified(.position(x: try number("x"), y: try number("y")))
        case "fixedSize":
            if arguments.isEmpty { return view.modified(.fixedSize(horizontal: true, vertical: true)) }
            return view.modified(.fixedSize(horizontal: arguments.value("horizontal")?.asBool ?? false,
                                            vertical: arguments.value("vertical")?.asBool ?? false))
        case "aspectRatio":
            var ratio: Double?
            if let first = arguments.positional.first {
                if case .record(let size) = first, let w = size["width"]?.asDouble, let h = size["height"]?.asDouble, h != 0 { ratio = w / h } else { ratio = first.asDouble }
            }
            return view.modified(.aspectRatio(ratio, fill: arguments.value("contentMode")?.caseName == "fill"))
        case "scaledToFit":
            return view.modified(.aspectRatio(nil, fill: false))
        case "scaledToFill":
            return view.modified(.aspectRatio(nil, fill: true))
        case "layoutPriority":
            return view.modified(.layoutPriority(try number(nil) ?? 0))
        case "background", "overlay":
            let alignment = try ViewConstructors.alignment(arguments.value("alignment"), default: .center, axis: nil)
            let layer = try layerView(arguments, interpreter: interpreter, in: frame, at: location, isBackground: name == "background")
            return view.modified(name == "background" ? .background(layer, alignment: alignment) : .overlay(layer, alignment: alignment))
        case "backgroundStyle":
            // Only `.background()` without arguments reads it; that form is not drawn either.
            return note(.notDrawn)
        case "border":
            guard let first = arguments.positional.first else { return view }
            let width = try number("width") ?? 1
            let border = ViewNode.shape(ShapeView(shape: .rectangle, isFilled: false, stroke: .init(style: try style(first), lineWidth: width, isBorder: true)))
            return view.modified(.overlay(border, alignment: .center))
        case "safeAreaInset":
            // Draw the inset content where the edge puts it, like an overlay.
            guard let inset = arguments.first(where: \.isTrailingClosure)?.value else { return view }
            let edge = arguments.value("edge")?.caseName ?? "bottom"
            let alignment: Alignment = edge == "top" ? .top : edge == "leading" ? .leading : edge == "trailing" ? .trailing : .bottom
            return view.modified(.overlay(try content(inset), alignment: alignment))

        // MARK: Clipping
        case "clipShape", "mask":
            guard let first = arguments.positional.first ?? arguments.first(where: \.isTrailingClosure)?.value else { return view }
            if let shape = try shapeKind(first, interpreter: interpreter, in: frame) { return view.modified(.clipShape(shape)) }
            return note(.notDrawn)
        case "clipped":
            return view.modified(.clipped)
        case "cornerRadius":
            return view.modified(.clipShape(.roundedRectangle(cornerRadius: try number(nil) ?? 0, style: .circular)))

        // MARK: Text and environment
        case "font":
            guard let first = arguments.positional.first else { return view }
            guard case .font(let font) = try interpreter.coerce(first, toNamed: "Font", in: frame) else {
                if first.isNone { return view }
                throw builtinError(".font() needs a Font, got \(first.kindDescription)")
            }
            return view.modified(.font(font))
        case "fontWeight":
            if let weight = try FontBuiltins.weightValue(arguments.positional.first) { return view.modified(.fontWeight(weight)) }
            return view
        case "bold":
            if arguments.positional.first?.asBool == false { return view }
            return view.modified(.fontWeight(700))
        case "italic":
            return view.modified(.italic)
        case "monospacedDigit":
            return view.modified(.monospacedDigit)
        case "monospaced":
            return view.modified(.monospacedDigit)
        case "foregroundStyle", "foregroundColor":
            let values = arguments.positional
            guard let first = values.first else { return view }
            if first.isNone { return view }
            let secondary = values.count > 1 ? try style(values[1]) : nil
            return view.modified(.foregroundStyle(try style(first), secondary: secondary))
        case "tint", "accentColor":
            guard let first = arguments.positional.first, !first.isNone else { return view }
            return view.modified(.tint(try style(first)))
        case "tracking", "kerning":
            return view.modified(.tracking(try number(nil) ?? 0))
        case "baselineOffset":
            return view.modified(.offset(x: 0, y: -(try number(nil) ?? 0)))
        case "lineLimit":
            switch arguments.positional.first {
            case .int(let count)?: return view.modified(.lineLimit(count))
            case .range(_, let upper, let closed, _)?:
                return view.modified(.lineLimit(upper.isFinite ? Int(saturating: upper) - (closed ? 0 : 1) : nil))
            case .none?: return view.modified(.lineLimit(nil))
            default: return view
            }
        case "lineSpacing":
            return view.modified(.lineSpacing(try number(nil) ?? 0))
        case "lineHeight", "textScale":
            return note(.notDrawn)
        case "multilineTextAlignment":
            let alignment = TextAlignment(rawValue: arguments.positional.first?.caseName ?? "leading") ?? .leading
            return view.modified(.multilineTextAlignment(alignment))
        case "textCase":
            return view.modified(.textCase(arguments.positional.first.flatMap { $0.caseName.flatMap(TextCase.init(rawValue:)) }))
        case "strikethrough", "underline":
            if arguments.positional.first?.asBool == false { return view }
            var color: ColorValue?
            if case .color(let value)? = try arguments.value("color").map({ try interpreter.coerce($0, toNamed: "Color", in: frame) }) { color = value }
            return view.modified(name == "strikethrough" ? .strikethrough(color) : .underline(color))
        case "preferredColorScheme":
            guard let scheme = arguments.positional.first?.caseName.flatMap(ColorScheme.init(rawValue:)) else { return view }
            return view.modified(.colorScheme(scheme))
        case "environment":
            if case .keyPath(let path)? = arguments.positional.first, path.last == "colorScheme",
               let scheme = arguments.positional.dropFirst().first?.caseName.flatMap(ColorScheme.init(rawValue:)) {
                return view.modified(.colorScheme(scheme))
            }
            return view

        // MARK: Effects
        case "opacity":
            return view.modified(.opacity(try number(nil) ?? 1))
        case "shadow":
            var color = ColorValue(RGBA(white: 0, alpha: 0.33))
            if let given = arguments.value("color"), case .color(let value) = try interpreter.coerce(given, toNamed: "Color", in: frame) { color = value }
            return view.modified(.shadow(color: color, radius: try number("radius") ?? 0, x: try number("x") ?? 0, y: try number("y") ?? 0))
        case "rotationEffect":
            return view.modified(.rotation(degrees: try degrees(arguments.positional.first), anchor: try anchor(arguments.value("anchor"))))
        case "rotation3DEffect":
            return note(.notDrawn)
        case "scaleEffect":
            let anchorPoint = try anchor(arguments.value("anchor"))
            if arguments.value("x") != nil || arguments.value("y") != nil {
                return view.modified(.scale(x: try number("x") ?? 1, y: try number("y") ?? 1, anchor: anchorPoint))
            }
            if case .record(let size)? = arguments.positional.first {
                return view.modified(.scale(x: size["width"]?.asDouble ?? 1, y: size["height"]?.asDouble ?? 1, anchor: anchorPoint))
            }
            let scale = try number(nil) ?? 1
            return view.modified(.scale(x: scale, y: scale, anchor: anchorPoint))
        case "blur":
            return view.modified(.blur(radius: try number("radius") ?? 0))
        case "brightness":
            return view.modified(.brightness(try number(nil) ?? 0))
        case "saturation":
            return view.modified(.saturation(try number(nil) ?? 1))
        case "grayscale":
            return view.modified(.grayscale(try number(nil) ?? 0))
        case "contrast":
            return view.modified(.contrast(try number(nil) ?? 1))
        case "hueRotation":
            return view.modified(.hueRotation(degrees: try degrees(arguments.positional.first)))
        case "colorMultiply":
            guard let given = arguments.positional.first, case .color(let color) = try interpreter.coerce(given, toNamed: "Color", in: frame) else {
                return note(.notDrawn)
            }
            return view.modified(.colorMultiply(color))
        case "colorInvert":
            return view.modified(.colorInvert)
        case "blendMode":
            return view.modified(.blendMode(arguments.positional.first?.caseName ?? "normal"))
        case "hidden":
            return view.modified(.hidden)

        // MARK: Shapes
        case "fill", "stroke", "strokeBorder", "trim", "inset":
            return try shapeModifier(name, view, arguments, interpreter: interpreter, in: frame, at: location)

        // MARK: Images
        case "resizable":
            return mapImage(view) { $0.isResizable = true }
        case "imageScale":
            let factor: Double = arguments.positional.first?.caseName == "large" ? 1.3 : arguments.positional.first?.caseName == "small" ? 0.8 : 1
            return view.modified(.scale(x: factor, y: factor, anchor: UnitPoint(x: 0.5, y: 0.5)))

        // MARK: Buttons, tabs, lifecycle
        case "buttonStyle":
            return try applyButtonStyle(view, arguments.positional.first, interpreter: interpreter, in: frame, at: location)
        case "tabItem":
            guard let label = arguments.first(where: \.isTrailingClosure)?.value ?? arguments.positional.first else { return view }
            let (title, symbol) = TabItemLabel.describe(try content(label))
            return view.modified(.tabItem(title: title, systemImage: symbol))
        case "badge":
            guard let value = arguments.positional.first, !value.isNone else { return view }
            if case .int(0) = value { return view }
            return view.modified(.badge(try interpreter.describe(value, at: frame.source.syntax, in: frame)))
        case "toolbarBackground", "toolbarColorScheme":
            return try tabBarModifier(name, view, arguments, interpreter: interpreter, in: frame, at: location)
        case "onAppear":
            if let action = arguments.first(where: \.isTrailingClosure)?.value ?? arguments.value("perform"), !interpreter.appearActions.isEmpty {
                interpreter.appearActions[interpreter.appearActions.count - 1].append(action)
            }
            return view
        case "modifier":
            guard let modifier = arguments.positional.first else { return view }
            return try interpreter.applyViewModifier(modifier, to: view, in: frame, at: location)
        default:
            return note(.notDrawn)
        }
    }

    // MARK: - Argument readers

    /// `padding()`, `padding(12)`, `padding(.horizontal, 16)`, `padding(EdgeInsets(...))`.
    static func insets(_ arguments: [Argument]) throws -> EdgeInsets {
        let values = arguments.positional
        if case .record(let record)? = values.first, record.typeName == "EdgeInsets" {
            return EdgeInsets(top: record["top"]?.asDouble ?? 0, leading: record["leading"]?.asDouble ?? 0,
                              bottom: record["bottom"]?.asDouble ?? 0, trailing: record["trailing"]?.asDouble ?? 0)
        }
        if values.isEmpty { return EdgeInsets(all: 16) }
        if let length = values.first?.asDouble, values.count == 1 { return EdgeInsets(all: length) }
        let length = values.count > 1 ? (values[1].asDouble ?? 16) : 16
        var edges: Set<String> = []
        func add(_ value: Value) {
            switch value.caseName {
            case "all"?: edges.formUnion(["top", "leading", "bottom", "trailing"])
            case "horizontal"?: edges.formUnion(["leading", "trailing"])
            case "vertical"?: edges.formUnion(["top", "bottom"])
            case let edge?: edges.insert(edge)
            case nil: if case .array(let items) = value { items.forEach(add) }
            }
        }
        if let first = values.first { add(first) }
        return EdgeInsets(top: edges.contains("top") ? length : 0, leading: edges.contains("leading") ? length : 0,
                          bottom: edges.contains("bottom") ? length : 0, trailing: edges.contains("trailing") ? length : 0)
    }

    static func degrees(_ value: Value?) throws -> Double {
        switch value {
        case .record(let angle)? where angle.typeName == "Angle":
            return angle["degrees"]?.asDouble ?? 0
        case .implicitMember("degrees", let arguments?)?:
            return arguments.first?.value.asDouble ?? 0
        case .implicitMember("radians", let arguments?)?:
            return (arguments.first?.value.asDouble ?? 0) * 180 / .pi
        case .implicitMember("zero", nil)?, nil:
            return 0
        default:
            throw builtinError("expected an Angle, got \(value!.kindDescription)")
        }
    }

    static func anchor(_ value: Value?) throws -> UnitPoint {
        try GradientBuiltins.unitPoint(value) ?? UnitPoint(x: 0.5, y: 0.5)
    }

    /// A background/overlay layer: a view, a style, or a style in a shape.
    private static func layerView(_ arguments: [Argument], interpreter: Interpreter, in frame: Frame, at location: FileLocation, isBackground: Bool) throws -> ViewNode {
        let positional = arguments.positional
        let shapeArgument = arguments.value("in")
        if let shapeValue = shapeArgument {
            let styleValue = positional.first
            let fill: ShapeStyleValue? = try styleValue.map { try interpreter.shapeStyle($0, in: frame) } ?? (isBackground ? nil : .foreground)
            guard var shape = try shapeView(shapeValue, interpreter: interpreter, in: frame) else {
                throw builtinError("'in:' needs a shape")
            }
            shape.fill = fill ?? .color(SystemColors.uiKit["systemBackground"]!)
            shape.isFilled = true
            return .shape(shape)
        }
        guard let first = positional.first ?? arguments.first(where: \.isTrailingClosure)?.value ?? arguments.value("content") else {
            return .empty
        }
        if case .implicitMember(let name, _) = first, let style = Interpreter.namedShapeStyle(name) {
            return .style(style)
        }
        return try ViewConstructors.builderContent(first, interpreter: interpreter, in: frame, at: location)
    }

    /// A shape value (`RoundedRectangle(cornerRadius: 8)`, `.circle`, a custom `Shape`).
    static func shapeView(_ value: Value, interpreter: Interpreter, in frame: Frame) throws -> ShapeView? {
        switch value {
        case .view(let node):
            if case .shape(let shape) = node.unmodified { return shape }
            return nil
        case .implicitMember(let name, let arguments):
            switch name {
            case "circle": return ShapeView(shape: .circle)
            case "capsule": return ShapeView(shape: .capsule)
            case "rect", "rectangle": 
                if let radius = try arguments?.number("cornerRadius") { return ShapeView(shape: .roundedRectangle(cornerRadius: radius, style: .continuous)) }
                return ShapeView(shape: .rectangle)
            case "ellipse": return ShapeView(shape: .ellipse)
            case "buttonBorder": return ShapeView(shape: .roundedRectangle(cornerRadius: 6, style: .continuous))
            default: return nil
            }
        case .instance:
            if case .shape(let shape) = try interpreter.viewNode(value, at: frame.source.syntax, in: frame) { return shape }
            return nil
        default:
            return nil
        }
    }

    static func shapeKind(_ value: Value, interpreter: Interpreter, in frame: Frame) throws -> ShapeKind? {
        try shapeView(value, interpreter: interpreter, in: frame)?.shape
    }

    /// `fill`, `stroke`, `strokeBorder`, `trim`, `inset` change the shape itself.
    private static func shapeModifier(_ name: String, _ view: ViewNode, _ arguments: [Argument], interpreter: Interpreter, in frame: Frame, at location: FileLocation) throws -> ViewNode {
        guard case .shape(var shape) = view else {
            // `.fill` on a non-shape (e.g. after `.frame`): SwiftUI would not compile it.
            interpreter.preview.issues.note(name, .notDrawn, at: location)
            return view
        }
        switch name {
        case "fill":
            shape.fill = try arguments.positional.first.map { try interpreter.shapeStyle($0, in: frame) } ?? .foreground
            shape.isFilled = true
        case "stroke", "strokeBorder":
            let style = try arguments.positional.first.map { try interpreter.shapeStyle($0, in: frame) }
            var stroke = ShapeView.Stroke(style: style, lineWidth: try arguments.number("lineWidth") ?? 1, isBorder: name == "strokeBorder")
            if case .record(let strokeStyle)? = arguments.value("style") {
                stroke.lineWidth = strokeStyle["lineWidth"]?.asDouble ?? 1
                stroke.lineCap = LineCap(rawValue: strokeStyle["lineCap"]?.caseName ?? "butt") ?? .butt
                stroke.lineJoin = LineJoin(rawValue: strokeStyle["lineJoin"]?.caseName ?? "miter") ?? .miter
                if case .array(let dash)? = strokeStyle["dash"] { stroke.dash = dash.compactMap(\.asDouble) }
            }
            // A stroked shape is no longer filled (iOS 17 allows both; fill set after keeps it).
            if shape.fill == nil { shape.isFilled = false }
            shape.stroke = stroke
        case "trim":
            // Clamped to 0...1 before it becomes a range: a NaN bound cannot make one.
            var numbers = NumberSanitizer()
            let from = numbers.fraction(try arguments.number("from") ?? 0, "trim from"), to = numbers.fraction(try arguments.number("to") ?? 1, "trim to")
            for problem in numbers.problems { interpreter.preview.issues.note(problem, .adjusted, at: location) }
            shape.trim = min(from, to)...max(from, to)
        case "inset":
            shape.inset += try arguments.number("by") ?? 0
        default:
            break
        }
        return .shape(shape)
    }

    private static func mapImage(_ view: ViewNode, _ change: (inout ImageContent) -> Void) -> ViewNode {
        switch view {
        case .image(var image):
            change(&image)
            return .image(image)
        case .modified(let inner, let modifier):
            return .modified(mapImage(inner, change), modifier)
        default:
            return view
        }
    }

    /// `.buttonStyle(...)`: builtin styles keep the label; a guide's
    /// `ButtonStyle` draws each button below through its `makeBody`.
    private static func applyButtonStyle(_ view: ViewNode, _ style: Value?, interpreter: Interpreter, in frame: Frame, at location: FileLocation) throws -> ViewNode {
        guard let style else { return view }
        if case .instance(let instance) = style, let type = interpreter.table.type(named: instance.typeName),
           let makeBody = type.members.functions(named: "makeBody").first {
            return try interpreter.mapButtons(view) { label in
                let configuration = Record("ButtonStyleConfiguration", [
                    "label": .view(label), "isPressed": .bool(interpreter.preview.buttonPressed), "role": .none,
                ])
                interpreter.preview.usesPressedState = true
                let result = try interpreter.invoke(makeBody, bound: BoundSelf(box: SelfBox(style), typeName: type.qualifiedName),
                                                    [Argument("configuration", .record(configuration))], at: location)
                return try interpreter.viewNode(result, at: frame.source.syntax, in: frame)
            }
        }
        switch style.caseName {
        case "plain"?, "borderless"?, "automatic"?:
            return interpreter.mapButtons(view) { $0 }
        case "bordered"?, "borderedProminent"?:
            let prominent = style.caseName == "borderedProminent"
            return interpreter.mapButtons(view) { label in
                let styled = label.modified(.padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)))
                let background = ViewNode.shape(ShapeView(shape: .capsule, fill: prominent ? .tint : .opacity(.tint, 0.15)))
                return styled.modified(.background(background, alignment: .center))
                    .modified(.foregroundStyle(prominent ? .color(.white) : .tint, secondary: nil))
            }
        default:
            interpreter.preview.issues.note("buttonStyle", .notDrawn, at: location)
            return view
        }
    }

    private static func tabBarModifier(_ name: String, _ view: ViewNode, _ arguments: [Argument], interpreter: Interpreter, in frame: Frame,
                                       at location: FileLocation) throws -> ViewNode {
        // `for: .navigationBar` and other bars: chrome the picture does not include.
        let bars = arguments.filter { $0.label == "for" }.map(\.value.caseName)
        guard bars.isEmpty || bars.contains("tabBar") else {
            interpreter.preview.issues.note(name, .noPicture, at: location)
            return view
        }
        // On the TabView, possibly under other modifiers (`.tint(...)`).
        func applied(to node: ViewNode) throws -> ViewNode? {
            switch node {
            case .tabView(var tabs):
                if name == "toolbarBackground", let first = arguments.positional.first {
                    if case .implicitMember("visible", _) = first { return node }
                    if case .implicitMember("hidden", _) = first { return node }
                    tabs.appearance.background = try interpreter.shapeStyle(first, in: frame)
                } else if name == "toolbarColorScheme", let scheme = arguments.positional.first?.caseName.flatMap(ColorScheme.init(rawValue:)) {
                    tabs.appearance.colorScheme = scheme
                }
                return .tabView(tabs)
            case .modified(let child, let modifier):
                return try applied(to: child).map { .modified($0, modifier) }
            default:
                return nil
            }
        }
        if let result = try applied(to: view) { return result }
        // Set inside a tab's content, SwiftUI hands it up to the TabView; we draw it only on the TabView itself.
        interpreter.preview.issues.note("\(name) (inside a tab)", .notDrawn, at: location)
        return view
    }
}

extension Interpreter {
    /// `.modifier(X())`: runs the guide's `ViewModifier.body(content:)`.
    func applyViewModifier(_ modifier: Value, to view: ViewNode, in frame: Frame, at location: FileLocation) throws -> ViewNode {
        guard case .instance(let instance) = modifier, let type = table.type(named: instance.typeName),
              let bodyFunction = type.members.functions(named: "body").first else {
            preview.issues.note("modifier", .notDrawn, at: location)
            return view
        }
        let box = SelfBox(modifier)
        try bindEnvironment(of: type, into: box)
        let result = try invoke(bodyFunction, bound: BoundSelf(box: box, typeName: type.qualifiedName), [Argument("content", .view(view))], at: location)
        return try viewNode(result, at: frame.source.syntax, in: frame)
    }

    /// What the guide's `UITabBarAppearance` code set on `UITabBar.appearance()`.
    func tabBarAppearance() -> TabBarAppearance {
        var appearance = TabBarAppearance()
        guard case .record(let proxy)? = staticCache["appearance:UITabBar"],
              case .record(let standard)? = proxy["standardAppearance"] else { return appearance }
        func color(_ value: Value?) -> ColorValue? {
            if case .color(let color)? = value { return color }
            return nil
        }
        if let background = color(standard["backgroundColor"]) { appearance.background = .color(background) }
        if standard["backgroundEffect"] != nil && appearance.background == nil { appearance.background = .material(.bar) }
        appearance.shadowColor = color(standard["shadowColor"])
        if case .record(let stacked)? = standard["stackedLayoutAppearance"] {
            for (state, isSelected) in [("normal", false), ("selected", true)] {
                guard case .record(let item)? = stacked[state] else { continue }
                let icon = color(item["iconColor"])
                var title: ColorValue?
                if case .dictionary(let attributes)? = item["titleTextAttributes"] {
                    for entry in attributes {
                        switch entry.key.caseName {
                        case "foregroundColor"?: title = color(entry.value)
                        case "font"?: if case .font(let font) = entry.value { appearance.titleFont = font }
                        case "kern"?: appearance.titleKerning = entry.value.asDouble
                        default: break
                        }
                    }
                }
                if isSelected {
                    appearance.selectedIconColor = icon
                    appearance.selectedTitleColor = title
                } else {
                    appearance.normalIconColor = icon
                    appearance.normalTitleColor = title
                }
            }
        }
        return appearance
    }
}
