import DesignModel

/// Control styles and settings for the controls below: `.toggleStyle`,
/// `.pickerStyle`, `.progressViewStyle`, `.gaugeStyle`, `.datePickerStyle`,
/// `.labelsHidden()`, `.disabled(_:)`; and `.tag(_:)`, which a `Picker` or
/// `TabView` reads to find its selection.
enum ControlModifiers {
    static let entries: [ModifierEntry] = ControlFamily.allCases.map { family in
        ModifierEntry(family.modifierName, .environment) { call in try ControlStyles.apply(call, family: family) }
    } + [
        ModifierEntry("labelsHidden", .environment) { call in call.modified(.environment(.controls(.labelsHidden))) },
        ModifierEntry("disabled", .environment) { call in
            // `.disabled(isLoading)`: whatever the preview's value is.
            guard let disabled = call.positional.first?.asBool else { return call.view }
            return call.modified(.environment(.controls(.disabled(disabled))))
        },
        ModifierEntry("tag", .container) { call in
            guard let value = call.positional.first, let key = TagKey.key(value) else { return call.view }
            return call.modified(.container(.tag(key)))
        },
    ]
}

/// The controls that take a style, and how their styles are named.
enum ControlFamily: CaseIterable {
    case toggle, picker, progressView, gauge, datePicker, label, list

    var modifierName: String {
        switch self {
        case .toggle: "toggleStyle"
        case .picker: "pickerStyle"
        case .progressView: "progressViewStyle"
        case .gauge: "gaugeStyle"
        case .datePicker: "datePickerStyle"
        case .label: "labelStyle"
        case .list: "listStyle"
        }
    }

    /// The suffix of the style types' names (`SwitchToggleStyle`).
    var typeSuffix: String {
        switch self {
        case .toggle: "ToggleStyle"
        case .picker: "PickerStyle"
        case .progressView: "ProgressViewStyle"
        case .gauge: "GaugeStyle"
        case .datePicker: "DatePickerStyle"
        case .label: "LabelStyle"
        case .list: "ListStyle"
        }
    }

    /// SwiftUI's style types of the family, by the name of their static
    /// member (`SegmentedPickerStyle()` is `.segmented`); `Default...` is `.automatic`.
    var styleTypeNames: [String] {
        let names: [String]
        switch self {
        case .toggle: names = ["Default", "Switch", "Button", "Checkbox"]
        case .picker: names = ["Default", "Menu", "Segmented", "Wheel", "Inline", "NavigationLink", "Palette", "RadioGroup"]
        case .progressView: names = ["Default", "Linear", "Circular"]
        case .gauge: names = ["Default", "LinearCapacity", "AccessoryLinear", "AccessoryLinearCapacity", "AccessoryCircular",
                              "AccessoryCircularCapacity", "Linear", "Circular"]
        case .datePicker: names = ["Default", "Compact", "Graphical", "Wheel", "Field", "StepperField"]
        case .label: names = ["Default", "TitleAndIcon", "TitleOnly", "IconOnly"]
        case .list: names = ["Default", "Plain", "Grouped", "InsetGrouped", "Inset", "Sidebar", "Bordered", "Elliptical", "Carousel"]
        }
        return names.map { $0 + typeSuffix }
    }

    /// The setting for a style named `.segmented` or `SegmentedPickerStyle`.
    func setting(named given: String) -> ControlSetting? {
        var name = given
        if name.hasSuffix(typeSuffix), name.count > typeSuffix.count {
            name = String(name.dropLast(typeSuffix.count))
            name = name.prefix(1).lowercased() + name.dropFirst()
        }
        if name == "default" { name = "automatic" }
        switch self {
        case .toggle: return ToggleStyleKind(rawValue: name).map { .toggleStyle($0) }
        case .picker: return PickerStyleKind(rawValue: name).map { .pickerStyle($0) }
        case .progressView: return ProgressViewStyleKind(rawValue: name).map { .progressViewStyle($0) }
        case .gauge:
            // watchOS's `LinearGaugeStyle` and `CircularGaugeStyle` are the accessory looks.
            let aliases = ["linear": "accessoryLinear", "circular": "accessoryCircular"]
            return GaugeStyleKind(rawValue: aliases[name] ?? name).map { .gaugeStyle($0) }
        case .datePicker:
            // macOS's field styles: drawn as iOS's compact one.
            let aliases = ["field": "compact", "stepperField": "compact"]
            return DatePickerStyleKind(rawValue: aliases[name] ?? name).map { .datePickerStyle($0) }
        case .label: return LabelStyleKind(rawValue: name).map { .labelStyle($0) }
        case .list:
            // macOS's and watchOS's own styles: drawn as iOS's default.
            let aliases = ["bordered": "automatic", "elliptical": "automatic", "carousel": "automatic"]
            return ListStyleKind(rawValue: aliases[name] ?? name).map { .listStyle($0) }
        }
    }

    func matches(_ control: ControlNode) -> Bool {
        switch (self, control) {
        case (.toggle, .toggle), (.picker, .picker), (.progressView, .progressView), (.gauge, .gauge), (.datePicker, .datePicker),
             (.label, .label), (.list, .list): return true
        case (_, .tabView), (_, .button), (_, .gauge), (_, .toggle), (_, .slider), (_, .stepper), (_, .progressView), (_, .picker), (_, .datePicker),
             (_, .label), (_, .list), (_, .section), (_, .navigationLink), (_, .navigation), (_, .presentation):
            return false
        }
    }

    func matches(_ setting: ControlSetting) -> Bool {
        switch (self, setting) {
        case (.toggle, .toggleStyle), (.picker, .pickerStyle), (.progressView, .progressViewStyle), (.gauge, .gaugeStyle),
             (.datePicker, .datePickerStyle), (.label, .labelStyle), (.list, .listStyle): return true
        case (_, .toggleStyle), (_, .pickerStyle), (_, .progressViewStyle), (_, .gaugeStyle), (_, .datePickerStyle), (_, .labelsHidden),
             (_, .disabled), (_, .listStyle), (_, .scrollContentBackgroundHidden), (_, .labelStyle), (_, .tabViewStyle),
             (_, .pageIndexBackground): return false
        }
    }

    /// The record a guide's style's `makeBody(configuration:)` receives; nil
    /// when SwiftUI has no public style protocol for the control.
    var configurationTypeName: String? {
        switch self {
        case .toggle: "ToggleStyleConfiguration"
        case .progressView: "ProgressViewStyleConfiguration"
        case .gauge: "GaugeStyleConfiguration"
        case .label: "LabelStyleConfiguration"
        case .picker, .datePicker, .list: nil
        }
    }
}

/// A style modifier: SwiftUI's own styles are an environment value that
/// layout draws (`StandardViews`); a guide's `ToggleStyle`,
/// `ProgressViewStyle` or `GaugeStyle` is code, run here through its
/// `makeBody(configuration:)` for each control of its kind below, as
/// `ButtonStyles` does for buttons.
enum ControlStyles {
    static func apply(_ call: ModifierCall, family: ControlFamily) throws -> ViewNode {
        guard let style = call.positional.first else { return call.view }
        let interpreter = call.interpreter
        if case .instance(let instance) = style, let type = interpreter.table.type(named: instance.typeName),
           let makeBody = type.members.functions(named: "makeBody").first {
            guard family.configurationTypeName != nil else { return call.note(.notDrawn) }
            return try interpreter.mapControls(call.view, family: family) { control in
                guard let configuration = configuration(for: control) else { return nil }
                do {
                    let box = SelfBox(style)
                    try interpreter.bindEnvironment(of: type, into: box)
                    let result = try interpreter.invoke(makeBody, bound: BoundSelf(box: box, typeName: type.qualifiedName),
                                                        [Argument("configuration", .record(configuration))], at: call.location)
                    return try interpreter.viewNode(result, at: call.frame.source.syntax, in: call.frame)
                } catch let error as EvaluationError {
                    // The control keeps SwiftUI's look; the component says why its style is missing.
                    interpreter.preview.issues.note("\(family.modifierName)(\(type.name)): \(error.message)", .notDrawn,
                                                    at: error.location ?? call.location)
                    return nil
                }
            }
        }
        let name: String?
        if case .record(let record) = style { name = record.typeName } else { name = style.caseName }
        guard let name, let setting = family.setting(named: name) else { return call.note(.notDrawn) }
        if case .datePickerStyle(let kind) = setting, kind == .graphical || kind == .wheel {
            // Drawn in the compact look; the calendar and the wheels are not drawn yet.
            interpreter.preview.issues.note("\(family.modifierName)(.\(kind.rawValue))", .notDrawn, at: call.location)
        }
        var node = call.modified(.environment(.controls(setting)))
        // `CircularProgressViewStyle(tint: .white)`, `LinearGaugeStyle(tint: gradient)`.
        if case .record(let record) = style, let tint = record["tint"], !tint.isNone {
            node = node.modified(.environment(.tint(try tintStyle(tint, setting: setting, call: call))))
        }
        return node
    }

    /// A style type's `tint:`: a colour, or a `Gradient` laid along the
    /// gauge (round a circular one, across a linear one).
    private static func tintStyle(_ value: Value, setting: ControlSetting, call: ModifierCall) throws -> ShapeStyleValue {
        guard case .record(let record) = value, record.typeName == "Gradient" else { return try call.style(value) }
        let gradient = Gradient(stops: try GradientBuiltins.stops([Argument("gradient", value)], interpreter: call.interpreter, in: call.frame))
        guard !gradient.stops.isEmpty else { return .tint }
        if case .gaugeStyle(let kind) = setting, kind == .accessoryCircular || kind == .accessoryCircularCapacity {
            // Round the ring from where it starts (layout turns the ring, and its paint, into place).
            let sweep = kind == .accessoryCircular ? 270.0 : 360.0
            return .angularGradient(AngularGradientValue(gradient: gradient, center: UnitPoint(x: 0.5, y: 0.5), startAngle: 0, endAngle: sweep))
        }
        return .linearGradient(LinearGradientValue(gradient: gradient, startPoint: UnitPoint(x: 0, y: 0.5), endPoint: UnitPoint(x: 1, y: 0.5)))
    }

    /// What a guide's style sees of a control: `configuration.isOn`,
    /// `.label`, `.$isOn`; `.fractionCompleted`; a gauge's `.value` and labels.
    static func configuration(for control: ControlNode) -> Record? {
        switch control {
        case .toggle(let toggle):
            return Record("ToggleStyleConfiguration", [
                "label": .view(toggle.label), "isOn": .bool(toggle.isOn), "$isOn": .bool(toggle.isOn), "isMixed": .bool(false),
            ])
        case .progressView(let progress):
            return Record("ProgressViewStyleConfiguration", [
                "fractionCompleted": progress.fraction.map(Value.double) ?? .none,
                "label": progress.label.map(Value.view) ?? .none,
                "currentValueLabel": progress.currentValueLabel.map(Value.view) ?? .none,
            ])
        case .gauge(let gauge):
            return Record("GaugeStyleConfiguration", [
                "value": .double(gauge.fraction), "label": .view(gauge.label),
                "currentValueLabel": .view(gauge.currentValueLabel ?? .empty),
                "minimumValueLabel": .view(gauge.minimumValueLabel ?? .empty),
                "maximumValueLabel": .view(gauge.maximumValueLabel ?? .empty),
                "markedValueLabels": .view(.empty),
            ])
        case .label(let label):
            return Record("LabelStyleConfiguration", ["icon": .view(label.icon), "title": .view(label.title)])
        case .tabView, .button, .slider, .stepper, .picker, .datePicker, .list, .section, .navigationLink, .navigation, .presentation:
            return nil
        }
    }

    /// `Toggle(configuration)` inside a style's `makeBody`: the configuration record.
    static func configuration(_ value: Value?, of family: ControlFamily) -> Record? {
        guard case .record(let record)? = value, record.typeName == family.configurationTypeName else { return nil }
        return record
    }
}

extension Interpreter {
    /// Applies `transform` to every control of `family` below `node` (a
    /// guide's control style); nil keeps the control. Controls under a
    /// system style of the family set closer to them keep it.
    func mapControls(_ node: ViewNode, family: ControlFamily, _ transform: (ControlNode) throws -> ViewNode?) throws -> ViewNode {
        func map(_ node: ViewNode) throws -> ViewNode {
            switch node {
            case .control(let control):
                if family.matches(control), let replaced = try transform(control) { return replaced }
                return .control(try control.mapViews(map))
            case .stack(var stack):
                stack.children = try stack.children.map(map)
                return .stack(stack)
            case .group(let children):
                return .group(try children.map(map))
            case .modified(_, .environment(.controls(let setting))) where family.matches(setting):
                return node
            case .modified(let child, .layout(.background(let view, let alignment))):
                return .modified(try map(child), .layout(.background(try map(view), alignment: alignment)))
            case .modified(let child, .layout(.overlay(let view, let alignment))):
                return .modified(try map(child), .layout(.overlay(try map(view), alignment: alignment)))
            case .modified(let child, let modifier):
                return .modified(try map(child), modifier)
            case .scrollView(let axis, let content):
                return .scrollView(axis: axis, content: try map(content))
            case .text, .textField, .image, .shape, .color, .style, .spacer, .divider, .empty, .placeholder, .geometryReader:
                // A GeometryReader's content is evaluated when it is laid out.
                return node
            }
        }
        return try map(node)
    }
}
