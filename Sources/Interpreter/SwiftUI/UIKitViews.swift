import DesignModel
import SwiftSemantics
import SwiftSyntax

/// The UIKit views a guide wraps for SwiftUI with `UIViewRepresentable`.
/// `makeUIView` and `updateUIView` run as the guide wrote them, on objects
/// that keep what they are set to (`label.textColor = …`,
/// `view.layer.cornerRadius = …`); the object they leave is drawn as the
/// SwiftUI view that looks the same. One case per class: adding a class is
/// one case, and the switches below say what else it needs.
enum UIKitView: String, CaseIterable {
    case view = "UIView"
    case label = "UILabel"
    case toggle = "UISwitch"
    case textField = "UITextField"
    case textView = "UITextView"
    case imageView = "UIImageView"
    case activityIndicator = "UIActivityIndicatorView"
    case progress = "UIProgressView"
    case slider = "UISlider"

    static let classNames = Set(allCases.map(\.rawValue))

    /// A new object of the class, holding UIKit's defaults for what guides
    /// read back (`uiView.frame.size.width`, `label.text`) and what the
    /// initializer was given (`UIImageView(image:)`, `UIView(frame:)`).
    func make(_ arguments: [Argument]) -> Record {
        var fields: [String: Value] = [
            "frame": Self.zeroRect, "bounds": Self.zeroRect,
            "layer": .record(Record("CALayer", [:], isReference: true)),
            "isHidden": .bool(false), "alpha": .double(1), "clipsToBounds": .bool(false),
        ]
        switch self {
        case .toggle: fields["isOn"] = .bool(false)
        case .progress: fields["progress"] = .double(0)
        case .slider: fields.merge(["value": .double(0), "minimumValue": .double(0), "maximumValue": .double(1)]) { $1 }
        case .textView: fields["isScrollEnabled"] = .bool(true)
        case .label: fields["numberOfLines"] = .int(1)
        case .activityIndicator: fields["isAnimating"] = .bool(false)
        case .view, .textField, .imageView: break
        }
        for argument in arguments {
            guard let label = argument.label else {
                // `UIImageView(image)` written without its label.
                if self == .imageView { fields["image"] = argument.value }
                continue
            }
            // `frame: .zero` stays the zero rectangle it names.
            if label == "frame", case .record = argument.value { fields["frame"] = argument.value; continue }
            if label != "frame" { fields[label] = argument.value }
        }
        return Record(rawValue, fields, isReference: true)
    }

    private static var zeroRect: Value { .record(Record("CGRect", ["x": .double(0), "y": .double(0), "width": .double(0), "height": .double(0)])) }

    /// The methods of a UIKit view a representable calls. Target-action,
    /// delegates and keyboard settings change nothing drawn; layout
    /// priorities are kept, as they decide how SwiftUI sizes the view.
    static func method(_ name: String, on object: Record, _ arguments: [Argument]) -> Value {
        switch name {
        case "setContentCompressionResistancePriority", "setContentHuggingPriority":
            guard let priority = arguments.first.flatMap({ layoutPriority($0.value) }),
                  let axis = arguments.value("for")?.caseName else { return .void }
            object.storage.fields["\(name == "setContentHuggingPriority" ? "hugging" : "compression").\(axis)"] = .double(priority)
        case "setOn":
            if let isOn = arguments.first?.value.asBool { object.storage.fields["isOn"] = .bool(isOn) }
        case "setProgress":
            if let progress = arguments.first?.value.asDouble { object.storage.fields["progress"] = .double(progress) }
        case "setValue" where arguments.first?.value.asDouble != nil:
            object.storage.fields["value"] = arguments.first!.value
        case "startAnimating":
            object.storage.fields["isAnimating"] = .bool(true)
        case "stopAnimating":
            object.storage.fields["isAnimating"] = .bool(false)
        case "sizeThatFits", "systemLayoutSizeFitting":
            return fittingSize(of: object, within: arguments.first?.value)
        default:
            break
        }
        return .void
    }

    /// `sizeThatFits(_:)`: as wide as asked (when that is a width), as
    /// tall as the view's lines of text in its font, plus a text view's
    /// insets. Lines are counted from line breaks; wrapping is layout's to
    /// measure, so a long paragraph is under-counted here, never over.
    private static func fittingSize(of object: Record, within proposal: Value?) -> Value {
        var width = 0.0
        if case .record(let size)? = proposal, let asked = size["width"]?.asDouble, asked.isFinite, asked > 0 { width = min(asked, 100_000) }
        let fontSize: Double = if case .font(let font)? = object["font"] { font.size } else { UIKitView(rawValue: object.typeName) == .textView ? 12 : 17 }
        let text = object["text"]?.asString ?? ""
        let lines = Double(max(text.split(separator: "\n", omittingEmptySubsequences: false).count, 1))
        // SF Pro's line is 1.19 of its size; a text view adds 8 pt above and below.
        var height = (lines * fontSize * 1.193).rounded(.up)
        if UIKitView(rawValue: object.typeName) == .textView { height += 16 }
        // A NaN or overflowing font size answers no height, not one layout would have to refuse.
        if !height.isFinite || height < 0 { height = 0 }
        return .record(Record("CGSize", ["width": .double(width), "height": .double(height)]))
    }

    /// `.defaultLow`, `.required`, `UILayoutPriority(rawValue: 999)`, `999`.
    private static func layoutPriority(_ value: Value) -> Double? {
        if let number = value.asDouble { return number }
        switch value.caseName {
        case "required"?: return 1000
        case "defaultHigh"?: return 750
        case "defaultLow"?: return 250
        case "fittingSizeLevel"?: return 50
        default: break
        }
        if case .record(let record) = value { return record["rawValue"]?.asDouble ?? record["_0"]?.asDouble }
        return nil
    }

    // MARK: - Drawing

    /// The SwiftUI view that draws `value`, a UIKit view the guide set up;
    /// nil when it is not one of the classes above.
    /// `color` reads a colour property (`.systemRed` written as an implicit member included).
    static func drawing(of value: Value, color: @escaping (Value?) -> ColorValue?) -> ViewNode? {
        guard case .record(let object) = value, let kind = UIKitView(rawValue: object.typeName) else { return nil }
        let drawing = Drawing(object: object, color: color)
        if object["isHidden"]?.asBool == true { return kind.content(drawing).modified(.effect(.hidden)) }
        return kind.decorated(kind.content(drawing), drawing)
    }

    /// The object being drawn, and how its colours are read.
    private struct Drawing {
        let object: Record
        let color: (Value?) -> ColorValue?
        var layer: Record? { if case .record(let layer)? = object["layer"] { layer } else { nil } }
    }

    /// What the class itself draws, sized as SwiftUI sizes a representable:
    /// a dimension the view hugs and resists compressing is its intrinsic
    /// size, any other is what SwiftUI offers.
    private func content(_ drawing: Drawing) -> ViewNode {
        let object = drawing.object
        switch self {
        case .view:
            return .color(.clear)
        case .label:
            let runs: [TextRun] = Self.textRuns(of: object, plain: "text", attributed: "attributedText")
            var text = ViewNode.text(TextContent(runs: runs))
            text = Self.styledText(text, drawing, defaultSize: 17)
            // A count from the guide: NaN, infinite or absurd is read as "as many as it needs".
            let lines = object["numberOfLines"]?.asDouble.map { $0.isFinite ? Int(min(max($0, 0), 1_000)) : 0 } ?? 1
            text = text.modified(.environment(.lineLimit(lines > 0 ? lines : nil)))
            // A label hugs its text on one line unless the guide lets it be compressed (then it wraps).
            let wraps = priority(object, "compression", "horizontal", default: 750) < 750 || priority(object, "hugging", "horizontal", default: 251) < 250
            return text.modified(.layout(.fixedSize(horizontal: !wraps, vertical: true)))
        case .toggle:
            var toggle = ViewNode.control(.toggle(ToggleNode(label: .empty, isOn: object["isOn"]?.asBool ?? false)))
                .modified(.environment(.controls(.labelsHidden)))
            if let tint = drawing.color(object["onTintColor"]) { toggle = toggle.modified(.environment(.tint(.color(tint)))) }
            return toggle.modified(.layout(.fixedSize(horizontal: true, vertical: true)))
        case .textField:
            let runs = Self.textRuns(of: object, plain: "text", attributed: "attributedText")
            let isPrompt = runs.allSatisfy(\.string.isEmpty)
            let shown = isPrompt ? Self.textRuns(of: object, plain: "placeholder", attributed: "attributedPlaceholder") : runs
            var field = Self.styledText(.textField(TextContent(runs: shown), isPrompt: isPrompt), drawing, defaultSize: 17, colored: !isPrompt)
            if object["borderStyle"]?.caseName == "roundedRect" { field = field.modified(.environment(.controls(.textFieldStyle(.roundedBorder)))) }
            if let border = object["borderStyle"]?.caseName, border == "line" || border == "bezel" {
                field = field.modified(.layout(.padding(EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))))
                    .modified(.layout(.overlay(.shape(ShapeView(shape: .rectangle, isFilled: false, stroke: .init(style: .color(.init(RGBA(hex: 0x000000))), isBorder: true))), alignment: .center)))
            }
            return field
        case .textView:
            // UITextView's insets: 8 pt above and below, 5 pt of line-fragment padding each side.
            var runs = Self.textRuns(of: object, plain: "text", attributed: "attributedText")
            if runs.allSatisfy(\.string.isEmpty) { runs = TextContent(" ").runs }
            let text = Self.styledText(.text(TextContent(runs: runs)), drawing, defaultSize: 12)
                .modified(.layout(.padding(EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5))))
            let scrolls = object["isScrollEnabled"]?.asBool ?? true
            return text.modified(.layout(.frame(FrameSpec(maxWidth: .infinity, maxHeight: scrolls ? .infinity : nil, alignment: Alignment(horizontal: .leading, vertical: .top)))))
                .modified(.layout(.background(.color(drawing.color(object["backgroundColor"]) ?? SystemColors.uiKit["systemBackground"]!), alignment: .center)))
        case .imageView:
            guard case .view(let image)? = object["image"] else { return .empty }
            return image
        case .activityIndicator:
            return .control(.progressView(ProgressViewNode(fraction: nil)))
        case .progress:
            return .control(.progressView(ProgressViewNode(fraction: min(max(object["progress"]?.asDouble ?? 0, 0), 1))))
        case .slider:
            let value = object["value"]?.asDouble ?? 0
            let range = (lower: object["minimumValue"]?.asDouble ?? 0, upper: object["maximumValue"]?.asDouble ?? 1)
            return .control(.slider(SliderNode(fraction: ControlValues.fraction(value, in: range))))
        }
    }

    /// What every UIView draws around its content: its background colour,
    /// its layer's corners, border and shadow, its alpha and tint.
    private func decorated(_ content: ViewNode, _ drawing: Drawing) -> ViewNode {
        var node = content
        let object = drawing.object, layer = drawing.layer, color = drawing.color
        let radius = max(layer?["cornerRadius"]?.asDouble ?? 0, 0)
        let corners: ShapeKind = radius > 0 ? .roundedRectangle(cornerRadius: radius, style: .circular) : .rectangle
        if self != .textView, let background = color(object["backgroundColor"]) ?? color(layer?["backgroundColor"]) {
            node = node.modified(.layout(.background(.shape(ShapeView(shape: corners, fill: .color(background))), alignment: .center)))
        }
        if self == .textView, radius > 0 { node = node.modified(.effect(.clipShape(corners))) }
        if let width = layer?["borderWidth"]?.asDouble, width > 0 {
            let color = color(layer?["borderColor"]) ?? .init(RGBA(hex: 0x000000))
            let border = ShapeView(shape: corners, isFilled: false, stroke: .init(style: .color(color), lineWidth: width, isBorder: true))
            node = node.modified(.layout(.overlay(.shape(border), alignment: .center)))
        }
        if object["clipsToBounds"]?.asBool == true || layer?["masksToBounds"]?.asBool == true { node = node.modified(.effect(.clipShape(corners))) }
        if let opacity = layer?["shadowOpacity"]?.asDouble, opacity > 0 {
            let color = color(layer?["shadowColor"]) ?? .init(RGBA(hex: 0x000000))
            var offset = (x: 0.0, y: -3.0)
            if case .record(let size)? = layer?["shadowOffset"] { offset = (size["width"]?.asDouble ?? 0, size["height"]?.asDouble ?? 0) }
            node = node.modified(.effect(.shadow(color: color.map { var faded = $0; faded.alpha *= min(opacity, 1); return faded }, radius: (layer?["shadowRadius"]?.asDouble ?? 3) / 2, x: offset.x, y: offset.y)))
        }
        if let tint = color(object["tintColor"]) { node = node.modified(.environment(.tint(.color(tint)))) }
        if let alpha = object["alpha"]?.asDouble, alpha < 1 { node = node.modified(.effect(.opacity(max(alpha, 0)))) }
        return node
    }

    private func priority(_ object: Record, _ kind: String, _ axis: String, default value: Double) -> Double {
        object["\(kind).\(axis)"]?.asDouble ?? value
    }

    private static func textRuns(of object: Record, plain: String, attributed: String) -> [TextRun] {
        if let value = object[attributed], !value.isNone, let runs = AttributedStrings.runs(value) { return runs }
        return TextContent(object[plain]?.asString ?? "").runs
    }

    /// Text in the view's `font` (UIKit's default size when unset) and
    /// `textColor` (the label colour when unset), aligned as `textAlignment` says.
    private static func styledText(_ text: ViewNode, _ drawing: Drawing, defaultSize: Double, colored: Bool = true) -> ViewNode {
        var node = text
        let object = drawing.object
        let font: FontSpec = if case .font(let font)? = object["font"] { font } else { FontSpec(family: .system(.default), size: defaultSize) }
        node = node.modified(.environment(.font(font)))
        if colored { node = node.modified(.environment(.foregroundStyle(.color(drawing.color(object["textColor"]) ?? SystemColors.uiKit["label"]!), secondary: nil))) }
        switch object["textAlignment"]?.caseName {
        case "center"?: node = node.modified(.environment(.multilineTextAlignment(.center)))
        case "right"?: node = node.modified(.environment(.multilineTextAlignment(.trailing)))
        default: break
        }
        return node
    }

}

extension Interpreter {
    /// A view wrapped from UIKit: its `makeCoordinator`, `makeUIView` and
    /// `updateUIView` run as SwiftUI runs them, and the UIKit view they
    /// leave is drawn. A class sitegen does not draw, a view controller, or
    /// code that fails keeps the view's place, labelled, and says why.
    func representedView(of instance: Instance, type: TypeDeclaration, at node: some SyntaxProtocol, in frame: Frame) throws -> ViewNode {
        func notDrawn(_ reason: String) -> ViewNode {
            preview.issues.note("\(type.name) (\(reason))", .notDrawn, at: type.location)
            return .placeholder(Placeholder(label: type.name))
        }
        guard let make = type.members.functions(named: "makeUIView").first else { return notDrawn("a UIKit view") }
        let location = frame.location(of: node)
        do {
            let box = SelfBox(.instance(instance))
            try bindEnvironment(of: type, into: box)
            let bound = BoundSelf(box: box, typeName: type.qualifiedName)
            let coordinator = try type.members.functions(named: "makeCoordinator").first.map { try invoke($0, bound: bound, [], at: location) } ?? .void
            let context = Value.record(Record("UIViewRepresentableContext", ["coordinator": coordinator, "environment": .record(Record("EnvironmentValues"))]))
            let uiView = try invoke(make, bound: bound, [Argument("context", context)], at: location)
            if let update = type.members.functions(named: "updateUIView").first {
                _ = try invoke(update, bound: bound, [Argument(nil, uiView), Argument("context", context)], at: location)
            }
            // A guide subclass (`class GrowingTextView: UITextView`) draws as its UIKit class.
            var object = uiView
            if case .instance(let instance) = uiView, let subclass = table.type(named: instance.typeName), let kind = uikitClass(of: subclass) {
                object = .record(Record(kind.rawValue, instance.fields, isReference: true))
            }
            let drawn = UIKitView.drawing(of: object) { value in
                switch value {
                case .color(let color)?: return color
                case .implicitMember(let name, let arguments)?:
                    if case .color(let color)? = try? self.resolveImplicitColor(name, arguments, as: "UIColor", in: frame) { return color }
                    return SystemColors.uiKit[name]
                default: return nil
                }
            }
            guard let drawn else {
                return notDrawn("a UIKit view: \(uiView.kindDescription)")
            }
            // Corners, borders, shadows and alpha come straight from the guide's numbers.
            return sanitized(drawn, at: location) { $0.sanitizedTree(&$1) }
        } catch let error as EvaluationError {
            return notDrawn("a UIKit view: \(error.message)")
        }
    }
}
