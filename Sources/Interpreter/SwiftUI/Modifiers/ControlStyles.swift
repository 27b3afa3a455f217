import DesignModel
import SwiftSemantics

/// The views that take a style, one case per SwiftUI style modifier: how
/// the style is named, which protocols a guide's own style conforms to,
/// which views below it restyles and what its `makeBody(configuration:)` sees.
enum ControlFamily: CaseIterable {
    case button, toggle, picker, progressView, gauge, datePicker, label, list, textField
    case groupBox, disclosureGroup, labeledContent, menu, controlGroup

    var modifierName: String {
        switch self {
        case .button: "buttonStyle"
        case .toggle: "toggleStyle"
        case .picker: "pickerStyle"
        case .progressView: "progressViewStyle"
        case .gauge: "gaugeStyle"
        case .datePicker: "datePickerStyle"
        case .label: "labelStyle"
        case .list: "listStyle"
        case .textField: "textFieldStyle"
        case .groupBox: "groupBoxStyle"
        case .disclosureGroup: "disclosureGroupStyle"
        case .labeledContent: "labeledContentStyle"
        case .menu: "menuStyle"
        case .controlGroup: "controlGroupStyle"
        }
    }

    /// The suffix of the style types' names (`SwitchToggleStyle`), which is
    /// also the style protocol's name.
    var typeSuffix: String {
        switch self {
        case .button: "ButtonStyle"
        case .toggle: "ToggleStyle"
        case .picker: "PickerStyle"
        case .progressView: "ProgressViewStyle"
        case .gauge: "GaugeStyle"
        case .datePicker: "DatePickerStyle"
        case .label: "LabelStyle"
        case .list: "ListStyle"
        case .textField: "TextFieldStyle"
        case .groupBox: "GroupBoxStyle"
        case .disclosureGroup: "DisclosureGroupStyle"
        case .labeledContent: "LabeledContentStyle"
        case .menu: "MenuStyle"
        case .controlGroup: "ControlGroupStyle"
        }
    }

    /// The protocols a guide's style of the family conforms to, whose
    /// `where Self ==` extensions give its static-member sugar (`.brand`).
    var styleProtocols: [String] {
        self == .button ? ["ButtonStyle", "PrimitiveButtonStyle"] : [typeSuffix]
    }

    /// The requirement a guide's style implements: `makeBody(configuration:)`,
    /// or `_body(configuration:)` for a text field style.
    var bodyFunctionName: String { self == .textField ? "_body" : "makeBody" }

    /// SwiftUI's style types of the family, by the name of their static
    /// member (`SegmentedPickerStyle()` is `.segmented`); `Default...` is `.automatic`.
    var styleTypeNames: [String] {
        let names: [String]
        switch self {
        // Written as values, SwiftUI's button styles are `.plain` and so on (`CoreBuiltins.builtinStyles`).
        case .button: names = []
        case .toggle: names = ["Default", "Switch", "Button", "Checkbox"]
        case .picker: names = ["Default", "Menu", "Segmented", "Wheel", "Inline", "NavigationLink", "Palette", "RadioGroup"]
        case .progressView: names = ["Default", "Linear", "Circular"]
        case .gauge: names = ["Default", "LinearCapacity", "AccessoryLinear", "AccessoryLinearCapacity", "AccessoryCircular",
                              "AccessoryCircularCapacity", "Linear", "Circular"]
        case .datePicker: names = ["Default", "Compact", "Graphical", "Wheel", "Field", "StepperField"]
        case .label: names = ["Default", "TitleAndIcon", "TitleOnly", "IconOnly"]
        case .list: names = ["Default", "Plain", "Grouped", "InsetGrouped", "Inset", "Sidebar", "Bordered", "Elliptical", "Carousel"]
        case .textField: names = ["Default", "Plain", "RoundedBorder", "SquareBorder"]
        case .groupBox: names = ["Default", "Automatic"]
        case .disclosureGroup: names = ["Automatic"]
        case .labeledContent: names = ["Automatic"]
        case .menu: names = ["Default", "Automatic", "BorderlessButton", "Button"]
        case .controlGroup: names = ["Automatic", "Navigation", "Palette", "Menu", "CompactMenu"]
        }
        return names.map { $0 + typeSuffix }
    }

    /// What SwiftUI's own style of the family named `.segmented` or
    /// `SegmentedPickerStyle` does: an environment value layout draws, or
    /// nothing beyond the look already drawn; nil for a name it does not have.
    func systemStyle(named given: String) -> SystemStyleEffect? {
        var name = given
        if name.hasSuffix(typeSuffix), name.count > typeSuffix.count {
            name = String(name.dropLast(typeSuffix.count))
            name = name.prefix(1).lowercased() + name.dropFirst()
        }
        if name == "default" { name = "automatic" }
        func setting(_ setting: ControlSetting?) -> SystemStyleEffect? { setting.map { .environment(.controls($0)) } }
        switch self {
        case .button: return SystemButtonStyle(rawValue: name).map { .environment(.buttonStyle($0)) }
        case .toggle: return setting(ToggleStyleKind(rawValue: name).map { .toggleStyle($0) })
        case .picker: return setting(PickerStyleKind(rawValue: name).map { .pickerStyle($0) })
        case .progressView: return setting(ProgressViewStyleKind(rawValue: name).map { .progressViewStyle($0) })
        case .gauge:
            // watchOS's `LinearGaugeStyle` and `CircularGaugeStyle` are the accessory looks.
            let aliases = ["linear": "accessoryLinear", "circular": "accessoryCircular"]
            return setting(GaugeStyleKind(rawValue: aliases[name] ?? name).map { .gaugeStyle($0) })
        case .datePicker:
            // macOS's field styles: drawn as iOS's compact one.
            let aliases = ["field": "compact", "stepperField": "compact"]
            return setting(DatePickerStyleKind(rawValue: aliases[name] ?? name).map { .datePickerStyle($0) })
        case .label: return setting(LabelStyleKind(rawValue: name).map { .labelStyle($0) })
        case .list:
            // macOS's and watchOS's own styles: drawn as iOS's default.
            let aliases = ["bordered": "automatic", "elliptical": "automatic", "carousel": "automatic"]
            return setting(ListStyleKind(rawValue: aliases[name] ?? name).map { .listStyle($0) })
        case .textField:
            // macOS's square border: drawn as iOS's rounded one.
            let aliases = ["squareBorder": "roundedBorder"]
            return setting(TextFieldStyleKind(rawValue: aliases[name] ?? name).map { .textFieldStyle($0) })
        case .groupBox, .disclosureGroup, .labeledContent, .menu, .controlGroup:
            // iOS has one look for these (a menu's button styles, a control
            // group's navigation or palette look, differ elsewhere).
            // `name` is already the shorthand (`DefaultGroupBoxStyle` and `.automatic` both give "automatic").
            return styleTypeNames.contains { $0.lowercased() == (name + typeSuffix).lowercased() } ? .drawnAsIs : nil
        }
    }

    /// Whether `node` is a view a style of the family restyles.
    func restyles(_ node: ViewNode) -> Bool {
        switch node {
        case .textField: return self == .textField
        case .control(let control):
            switch control {
            case .button: return self == .button
            case .toggle: return self == .toggle
            case .picker: return self == .picker
            case .progressView: return self == .progressView
            case .gauge: return self == .gauge
            case .datePicker: return self == .datePicker
            case .label: return self == .label
            case .list: return self == .list
            case .labeled(let labeled): return labeled.kind.family == self
            case .tabView, .slider, .stepper, .section, .navigationLink, .navigation, .presentation: return false
            }
        case .text, .image, .shape, .color, .style, .stack, .spacer, .divider, .empty, .group, .modified, .geometryReader, .scrollView, .placeholder:
            return false
        }
    }

    /// Whether a system style of this family is set by `modifier`: the
    /// views below it keep that closer style.
    func isSetBy(_ modifier: EnvironmentModifier) -> Bool {
        if case .buttonStyle = modifier { return self == .button }
        guard case .controls(let setting) = modifier else { return false }
        switch (self, setting) {
        case (.toggle, .toggleStyle), (.picker, .pickerStyle), (.progressView, .progressViewStyle), (.gauge, .gaugeStyle),
             (.datePicker, .datePickerStyle), (.label, .labelStyle), (.list, .listStyle), (.textField, .textFieldStyle): return true
        case (_, .toggleStyle), (_, .pickerStyle), (_, .progressViewStyle), (_, .gaugeStyle), (_, .datePickerStyle), (_, .labelsHidden),
             (_, .disabled), (_, .listStyle), (_, .scrollContentBackgroundHidden), (_, .labelStyle), (_, .tabViewStyle),
             (_, .pageIndexBackground), (_, .textFieldStyle): return false
        }
    }

    /// The type of the record a guide's style's `makeBody(configuration:)`
    /// receives; nil when SwiftUI has no public style protocol for the view
    /// (a text field style receives the field itself).
    var configurationTypeName: String? {
        switch self {
        case .button: "ButtonStyleConfiguration"
        case .toggle: "ToggleStyleConfiguration"
        case .progressView: "ProgressViewStyleConfiguration"
        case .gauge: "GaugeStyleConfiguration"
        case .label: "LabelStyleConfiguration"
        case .groupBox: "GroupBoxStyleConfiguration"
        case .disclosureGroup: "DisclosureGroupStyleConfiguration"
        case .labeledContent: "LabeledContentStyleConfiguration"
        case .menu: "MenuStyleConfiguration"
        case .controlGroup: "ControlGroupStyleConfiguration"
        case .textField: "TextField"
        case .picker, .datePicker, .list: nil
        }
    }
}

/// What one of SwiftUI's own styles does to the views below it.
enum SystemStyleEffect {
    /// An environment value layout draws (`.segmented`, `.borderedProminent`).
    case environment(EnvironmentModifier)
    /// The look iOS draws anyway.
    case drawnAsIs
}

/// A style modifier (`.buttonStyle`, `.toggleStyle`, `.groupBoxStyle`...):
/// SwiftUI's own styles are an environment value that layout draws
/// (`StandardViews`); a guide's style is code, run here through its
/// `makeBody(configuration:)` for each view of its family below — the
/// views below inherit it as they inherit any environment value, unless a
/// style of the family is set closer to them.
enum ControlStyles {
    static func apply(_ call: ModifierCall, family: ControlFamily) throws -> ViewNode {
        guard var style = call.positional.first else { return call.view }
        let interpreter = call.interpreter
        if case .implicitMember(let name, let arguments) = style, let sugared = try sugar(name, arguments, family: family, call: call) {
            style = sugared
        }
        if case .instance(let instance) = style, let type = interpreter.table.type(named: instance.typeName),
           let makeBody = type.members.functions(named: family.bodyFunctionName).first {
            return try restyle(call, family: family, style: style, type: type, makeBody: makeBody)
        }
        let name: String?
        if case .record(let record) = style { name = record.typeName } else { name = style.caseName }
        switch name.flatMap(family.systemStyle(named:)) {
        case .environment(let modifier)?:
            return try systemStyled(call, family: family, modifier: modifier, style: style)
        case .drawnAsIs?:
            return call.view
        case nil:
            return call.note(.notDrawn)
        }
    }

    /// `.brand` or `.brand(scale: 0.9)` where a style is expected: the guide's
    /// `extension ButtonStyle where Self == BrandStyle { static var brand ... }`
    /// (a property without arguments, the static function that takes them).
    private static func sugar(_ name: String, _ arguments: [Argument]?, family: ControlFamily, call: ModifierCall) throws -> Value? {
        let interpreter = call.interpreter
        let node = call.frame.source.syntax
        for type in family.styleProtocols.compactMap({ interpreter.table.type(named: $0) }) {
            guard let arguments else {
                if let property = type.members.property(name, isStatic: true) {
                    return try interpreter.evaluateStaticProperty(property, ownerKey: type.qualifiedName, typeName: type.qualifiedName, at: node)
                }
                continue
            }
            if let function = type.members.functions(named: name).first(where: { $0.isStatic && interpreter.accepts($0.parameters, arguments) }) {
                return try interpreter.callValue(.function(.method(function, BoundSelf(box: nil, typeName: type.qualifiedName))), arguments, at: node, in: call.frame)
            }
        }
        return nil
    }

    /// Each view of the family below, replaced by what the style's body makes of it.
    private static func restyle(_ call: ModifierCall, family: ControlFamily, style: Value,
                                type: TypeDeclaration, makeBody: FunctionDeclaration) throws -> ViewNode {
        let interpreter = call.interpreter
        guard family.configurationTypeName != nil else { return call.note(.notDrawn) }
        // A `ButtonStyle` is also drawn pressed; a `PrimitiveButtonStyle` has no pressed state to show.
        if family == .button, !type.conforms(to: "PrimitiveButtonStyle") { interpreter.preview.usesPressedState = true }
        return try interpreter.mapStyledViews(call.view, family: family) { view in
            guard let configuration = configuration(for: view, family: family, interpreter: interpreter) else { return nil }
            do {
                let box = SelfBox(style)
                try interpreter.bindEnvironment(of: type, into: box)
                let result = try interpreter.invoke(makeBody, bound: BoundSelf(box: box, typeName: type.qualifiedName),
                                                    [Argument("configuration", configuration)], at: call.location)
                return try interpreter.viewNode(result, at: call.frame.source.syntax, in: call.frame)
            } catch let error as EvaluationError {
                // The view keeps SwiftUI's look; the component says why its style is missing.
                interpreter.preview.issues.note("\(family.modifierName)(\(type.name)): \(error.message)", .notDrawn,
                                                at: error.location ?? call.location)
                return nil
            }
        }
    }

    private static func systemStyled(_ call: ModifierCall, family: ControlFamily, modifier: EnvironmentModifier, style: Value) throws -> ViewNode {
        if case .controls(.datePickerStyle(let kind)) = modifier, kind == .graphical || kind == .wheel {
            // Drawn in the compact look; the calendar and the wheels are not drawn yet.
            call.interpreter.preview.issues.note("\(family.modifierName)(.\(kind.rawValue))", .notDrawn, at: call.location)
        }
        var node = call.modified(.environment(modifier))
        // `CircularProgressViewStyle(tint: .white)`, `LinearGaugeStyle(tint: gradient)`.
        if case .record(let record) = style, let tint = record["tint"], !tint.isNone {
            node = node.modified(.environment(.tint(try tintStyle(tint, modifier: modifier, call: call))))
        }
        return node
    }

    /// A style type's `tint:`: a colour, or a `Gradient` laid along the
    /// gauge (round a circular one, across a linear one).
    private static func tintStyle(_ value: Value, modifier: EnvironmentModifier, call: ModifierCall) throws -> ShapeStyleValue {
        guard case .record(let record) = value, record.typeName == "Gradient" else { return try call.style(value) }
        let gradient = Gradient(stops: try GradientBuiltins.stops([Argument("gradient", value)], interpreter: call.interpreter, in: call.frame))
        guard !gradient.stops.isEmpty else { return .tint }
        if case .controls(.gaugeStyle(let kind)) = modifier, kind == .accessoryCircular || kind == .accessoryCircularCapacity {
            // Round the ring from where it starts (layout turns the ring, and its paint, into place).
            let sweep = kind == .accessoryCircular ? 270.0 : 360.0
            return .angularGradient(AngularGradientValue(gradient: gradient, center: UnitPoint(x: 0.5, y: 0.5), startAngle: 0, endAngle: sweep))
        }
        return .linearGradient(LinearGradientValue(gradient: gradient, startPoint: UnitPoint(x: 0, y: 0.5), endPoint: UnitPoint(x: 1, y: 0.5)))
    }

    /// What a guide's style sees of a view: `configuration.isOn`, `.label`,
    /// `.$isOn`; `.isPressed` and `.role`; `.fractionCompleted`; a gauge's
    /// `.value` and labels; a group's `.content`; a text field itself.
    static func configuration(for view: ViewNode, family: ControlFamily, interpreter: Interpreter) -> Value? {
        guard let typeName = family.configurationTypeName else { return nil }
        func record(_ fields: [String: Value]) -> Value { .record(Record(typeName, fields)) }
        switch view {
        case .textField:
            return .view(view)
        case .control(.button(let button)):
            let role = button.role.map { Value.implicitMember(name: $0.rawValue, arguments: nil) } ?? .none
            return record([
                "label": .view(button.label), "isPressed": .bool(interpreter.preview.buttonPressed), "role": role,
                // A `PrimitiveButtonStyle` fires the action itself; no action runs in a picture.
                "trigger": .function(.builtin(name: "trigger", BuiltinFunction { _ in .void })),
            ])
        case .control(.toggle(let toggle)):
            return record(["label": .view(toggle.label), "isOn": .bool(toggle.isOn), "$isOn": .bool(toggle.isOn), "isMixed": .bool(false)])
        case .control(.progressView(let progress)):
            return record([
                "fractionCompleted": progress.fraction.map(Value.double) ?? .none,
                "label": progress.label.map(Value.view) ?? .none,
                "currentValueLabel": progress.currentValueLabel.map(Value.view) ?? .none,
            ])
        case .control(.gauge(let gauge)):
            return record([
                "value": .double(gauge.fraction), "label": .view(gauge.label),
                "currentValueLabel": .view(gauge.currentValueLabel ?? .empty),
                "minimumValueLabel": .view(gauge.minimumValueLabel ?? .empty),
                "maximumValueLabel": .view(gauge.maximumValueLabel ?? .empty),
                "markedValueLabels": .view(.empty),
            ])
        case .control(.label(let label)):
            return record(["icon": .view(label.icon), "title": .view(label.title)])
        case .control(.labeled(let labeled)):
            return record([
                "label": .view(labeled.label), "content": .view(labeled.content),
                "isExpanded": .bool(labeled.isExpanded), "$isExpanded": .bool(labeled.isExpanded),
            ])
        case .control(.tabView), .control(.slider), .control(.stepper), .control(.picker), .control(.datePicker), .control(.list),
             .control(.section), .control(.navigationLink), .control(.navigation), .control(.presentation),
             .text, .image, .shape, .color, .style, .stack, .spacer, .divider, .empty, .group, .modified, .geometryReader, .scrollView, .placeholder:
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
    /// Applies `transform` to every view of `family` below `node` (a
    /// guide's style); nil keeps the view. Views under a style of the
    /// family set closer to them keep it.
    func mapStyledViews(_ node: ViewNode, family: ControlFamily, _ transform: (ViewNode) throws -> ViewNode?) throws -> ViewNode {
        func map(_ node: ViewNode) throws -> ViewNode {
            if family.restyles(node), let replaced = try transform(node) { return replaced }
            switch node {
            case .control(let control):
                return .control(try control.mapViews(map))
            case .stack(var stack):
                stack.children = try stack.children.map(map)
                return .stack(stack)
            case .group(let children):
                return .group(try children.map(map))
            case .modified(_, .environment(let modifier)) where family.isSetBy(modifier):
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
