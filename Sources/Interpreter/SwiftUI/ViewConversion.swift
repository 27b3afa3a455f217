import SwiftSemantics
import DesignModel
import Diagnostics
import SwiftSyntax

/// What rendering one component needs to know, and what it records.
public struct PreviewContext {
    public var colorScheme: ColorScheme = .light
    /// Drawing the pressed state of button styles.
    public var buttonPressed = false
    /// Set when a guide `ButtonStyle` drew a button: the component may have
    /// a pressed state worth drawing (an identical picture is dropped later).
    public var usesPressedState = false
    /// Where modifiers and views that were not drawn are noted.
    public var issues = ComponentIssueLog()
    /// The device the guides target: an iPhone 15 in points.
    public var screen = Size(width: 390, height: 844)
    /// Components draw a colour from an asset catalog (not in the guide) as a
    /// marked grey stand-in; a token made of one stays unresolved.
    public var drawsAssetColors = false
    /// Whether `onAppear` actions run before the picture is taken (the state
    /// after the view appeared); off to draw a view as it starts.
    public var runsAppearActions = true
    /// Set when an `onAppear` action changed what was drawn.
    public var appearActionsChangedState = false
    /// Set when GeometryReader content changed state as layout evaluated
    /// it: the drawing is built again with that state (`ComponentPreviewer.settle`).
    var stateSetDuringLayout = false

    public init() {}
}

/// The issues noted while a component is built and its sized content evaluated.
public struct ComponentIssueLog: Sendable {
    public private(set) var issues: [ComponentIssue] = []
    private var seen: Set<ComponentIssue> = []

    public init() {}

    /// Notes an issue once: the same thing at the same place (a GeometryReader
    /// laid out twice, a loop) is one issue.
    mutating func note(_ name: String, _ kind: ComponentIssue.Kind, at location: FileLocation) {
        note(ComponentIssue(name: name, kind: kind, location: location))
    }

    mutating func note(_ issue: ComponentIssue) {
        if seen.insert(issue).inserted { issues.append(issue) }
    }

    /// Takes back the issues noted since the log held `count` of them.
    mutating func takeBack(downTo count: Int) -> [ComponentIssue] {
        guard count < issues.count else { return [] }
        let taken = Array(issues[count...])
        issues.removeSubrange(count...)
        for issue in taken { seen.remove(issue) }
        return taken
    }

    /// Takes the issues noted so far (token extraction reports them one token at a time).
    mutating func drain() -> [ComponentIssue] {
        defer { issues = []; seen = [] }
        return issues
    }
}

extension Interpreter {
    /// Runs `body` and hands back the issues it noted instead of keeping
    /// them: for content that may never be drawn (a toolbar outside a
    /// navigation stack), whose issues count only where it is drawn.
    func holdingBackIssues<T>(_ body: () throws -> T) rethrows -> (T, [ComponentIssue]) {
        let count = preview.issues.issues.count
        let result = try body()
        return (result, preview.issues.takeBack(downTo: count))
    }

    /// A value used where SwiftUI expects a view.
    func viewNode(_ value: Value, at node: some SyntaxProtocol, in frame: Frame) throws -> ViewNode {
        switch value {
        case .view(let view):
            return view
        case .color(let color):
            return modelNode(.color(color), at: frame.location(of: node))
        case .linearGradient(let gradient):
            return modelNode(.style(.linearGradient(gradient)), at: frame.location(of: node))
        case .instance(let instance):
            if let type = table.type(named: instance.typeName), ViewModifiers.isShapeType(type, interpreter: self),
               type.members.property("body", isStatic: false) == nil {
                // Its outline depends on its size: evaluated when layout asks.
                let id = sizedContent.register(.shape(instance: instance, type: type, location: frame.location(of: node)), name: type.name)
                return .shape(ShapeView(shape: .path(.sized(id))))
            }
            return try body(of: instance, at: node, in: frame)
        case .record(let record) where record.undeclaredOrigin != nil:
            // A view the guide uses but does not declare: its place is kept, its look is unknown.
            preview.issues.note("\(record.typeName) (not declared in the guide)", .notDrawn, at: record.undeclaredOrigin ?? frame.location(of: node))
            return .placeholder(Placeholder(label: record.typeName))
        case .record(let record) where record.typeName == "ShapeStyleOpacity" || record.typeName == "AnyShapeStyle":
            return .style(try shapeStyle(value, in: frame))
        case .record(let record) where record.typeName == "Path":
            let data = sanitized(PathData(PathBuilding.elements(of: record)), at: frame.location(of: node)) { $0.sanitized(&$1) }
            return .shape(ShapeView(shape: .path(.fixed(data))))
        case .array(let items):
            return .group(try items.map { try viewNode($0, at: node, in: frame) })
        case .void, .none:
            return .empty
        case .string(let text):
            return .text(TextContent(text))
        case .function(let function):
            return try viewNode(call(function, [], at: node, in: frame, mode: .builder), at: node, in: frame)
        case .implicitMember(let name, let arguments):
            if let style = Interpreter.namedShapeStyle(name) { return .style(style) }
            if let color = try resolveImplicitColor(name, arguments, in: frame) { return try viewNode(color, at: node, in: frame) }
            throw EvaluationError("'.\(name)' is not a view", at: frame.location(of: node))
        default:
            throw EvaluationError("a \(value.kindDescription) is not a view", at: frame.location(of: node))
        }
    }

    /// Evaluates a guide view's `body` with `self` bound to the instance.
    /// `onAppear` actions met on the way are run and the body is evaluated
    /// again: the picture shows the state after the view appeared (an
    /// animated ring at its value, not at zero).
    func body(of instance: Instance, at node: some SyntaxProtocol, in frame: Frame) throws -> ViewNode {
        try nested(at: frame.location(of: node)) { try bodyUnnested(of: instance, at: node, in: frame) }
    }

    private func bodyUnnested(of instance: Instance, at node: some SyntaxProtocol, in frame: Frame) throws -> ViewNode {
        guard let type = table.type(named: instance.typeName) else {
            throw EvaluationError("unknown view type \(instance.typeName)", at: frame.location(of: node))
        }
        guard let bodyProperty = type.members.property("body", isStatic: false), bodyProperty.isComputed else {
            // A UIKit view wrapped for SwiftUI: its drawing is UIKit's, not the guide's Swift.
            if ["UIViewRepresentable", "UIViewControllerRepresentable"].contains(where: type.conforms(to:)) {
                return try representedView(of: instance, type: type, at: node, in: frame)
            }
            throw EvaluationError("'\(type.name)' has no 'var body: some View'", at: type.location)
        }
        // As built here, before its body runs: the arguments another component gave it.
        if let previewing, previewing != type.qualifiedName, case let builds = builtElsewhere[type.qualifiedName, default: []],
           builds.count < Self.buildersKept, !builds.contains(where: { $0.builder == previewing }) {
            builtElsewhere[type.qualifiedName] = builds + [BuiltElsewhere(instance: instance, builder: previewing)]
        }
        let box = SelfBox(.instance(instance))
        try bindEnvironment(of: type, into: box)
        return try appearing(box: box, at: node, in: frame) {
            try viewNode(evaluateComputed(bodyProperty, selfBox: box, typeName: type.qualifiedName), at: node, in: frame)
        }
    }

    /// Builds a view's body (a View's `body`, a ViewModifier's
    /// `body(content:)`), runs the `onAppear` actions met on the way, and
    /// builds it again when they changed its state or shared objects: the
    /// picture shows the view after it appeared.
    /// The body is the next of its type's in the body around it (`StateScope`).
    func appearing(box: SelfBox, at node: some SyntaxProtocol, in frame: Frame, build: () throws -> ViewNode) throws -> ViewNode {
        let name = box.instance?.typeName ?? "content"
        return try inStateScope(named: name) { try appearingInScope(box: box, at: node, in: frame, build: build) }
    }

    private func appearingInScope(box: SelfBox, at node: some SyntaxProtocol, in frame: Frame, build: () throws -> ViewNode) throws -> ViewNode {
        /// The body, and the `onAppear` actions met while building it.
        func evaluateBody() throws -> (ViewNode, [Value]) {
            restartStateOrdinals()
            appearActions.append([])
            defer { appearActions.removeLast() }
            let view = try build()
            return (view, appearActions[appearActions.count - 1])
        }
        var (result, actions) = try evaluateBody()
        if !actions.isEmpty, preview.runsAppearActions {
            let changesBefore = (box.changes, sharedMutations)
            for action in actions {
                do {
                    _ = try callFunction(action, [], in: frame)
                } catch {
                    // The view is drawn as it is before that action; the
                    // picture may not show the state it leads to.
                    let located = error as? EvaluationError
                    preview.issues.note("onAppear: \(located?.message ?? "\(error)")", .notDrawn, at: located?.location ?? frame.location(of: node))
                }
            }
            // Built again only when the actions changed this view's state or shared objects.
            if (box.changes, sharedMutations) != changesBefore {
                preview.appearActionsChangedState = true
                (result, actions) = try evaluateBody()
            }
        }
        return result
    }

    /// Gives `@Environment(\.key)` properties their preview values.
    func bindEnvironment(of type: TypeDeclaration, into box: SelfBox) throws {
        guard var instance = box.instance else { return }
        // Environment values are those in force where the view is built, whatever it was made with.
        for property in type.members.storedInstanceProperties where instance.fields[property.name] == nil || property.attributes.environmentKey != nil {
            if let key = property.attributes.environmentKey {
                instance.fields[property.name] = try environmentValue(key, at: property.location)
            } else if property.attributes.contains("EnvironmentObject") || property.attributes.contains("ObservedObject")
                        || property.attributes.environmentObjectType != nil,
                      let typeName = property.attributes.environmentObjectType ?? TypeShape(property.type).name,
                      let object = try environmentObject(typeName, for: type) {
                // What an ancestor's `.environmentObject(...)` would give: the guide's model, built with its defaults.
                instance.fields[property.name] = object
            }
        }
        box.value = .instance(instance)
    }

    /// An instance of the guide's observable model `typeName`, from its
    /// `init()` or its stored defaults; nil when it needs arguments.
    func environmentObject(_ typeName: String, for type: TypeDeclaration) throws -> Value? {
        guard let qualified = resolveTypeName(typeName, from: type.qualifiedName), let model = table.type(named: qualified) else { return nil }
        // The one an ancestor's `.environment(model)` or `.environmentObject(model)` put in force.
        if let provided = environmentOverrides[Self.environmentObjectSlot(qualified)] { return provided }
        let frame = Frame(scope: Scope(), selfBox: nil, typeContext: model.parent, source: model.source ?? table.anySource)
        // Built only when it can be without arguments; an error while building it is the component's.
        guard model.members.initializers.isEmpty ? memberwiseMatchParameters(of: model).allSatisfy(\.hasDefault)
                : model.members.initializers.contains(where: { accepts($0.parameters, []) }) else { return nil }
        return try construct(qualified, [], at: frame.source.syntax, in: frame)
    }

    /// The value of an environment key while previewing.
    func environmentValue(_ key: String, at location: FileLocation) throws -> Value {
        // Set around the view being built (`.environment(\.key, v)`, `.dynamicTypeSize(...)`).
        if let set = environmentOverrides[key] { return set }
        switch key {
        case "colorScheme":
            return .enumCase(EnumCaseValue(typeName: "ColorScheme", name: preview.colorScheme.rawValue))
        case "accessibilityReduceMotion", "accessibilityReduceTransparency", "accessibilityDifferentiateWithoutColor",
             "accessibilityInvertColors", "accessibilityVoiceOverEnabled", "accessibilityEnabled", "isSearching", "isFocused",
             "accessibilityShowButtonShapes", "isPresented":
            return .bool(false)
        case "legibilityWeight":
            return .enumCase(EnumCaseValue(typeName: "LegibilityWeight", name: "regular"))
        case "isEnabled":
            // A control is drawn enabled unless a `.disabled(true)` says otherwise.
            return .bool(true)
        case "sizeCategory":
            return .implicitMember(name: "large", arguments: nil)
        case "controlSize":
            return .implicitMember(name: "regular", arguments: nil)
        case "colorSchemeContrast":
            return .enumCase(EnumCaseValue(typeName: "ColorSchemeContrast", name: "standard"))
        case "scenePhase":
            return .implicitMember(name: "active", arguments: nil)
        case "redactionReasons":
            return .array([])
        case "locale":
            return .record(Record("Locale", ["identifier": .string("en_US")]))
        case "calendar":
            return CalendarMembers.staticMember("current", of: CalendarMembers.calendarType) ?? .none
        case "timeZone":
            return CalendarMembers.staticMember("current", of: "TimeZone") ?? .none
        case "presentationMode", "editMode", "font", "lineLimit":
            return .none
        case "dismiss", "openURL":
            return .function(.builtin(name: key, BuiltinFunction { _ in .void }))
        case "dynamicTypeSize":
            return .enumCase(EnumCaseValue(typeName: "DynamicTypeSize", name: "large"))
        case "horizontalSizeClass", "verticalSizeClass":
            return .enumCase(EnumCaseValue(typeName: "UserInterfaceSizeClass", name: "compact"))
        case "displayScale":
            return .double(3)
        case "layoutDirection":
            return .enumCase(EnumCaseValue(typeName: "LayoutDirection", name: "leftToRight"))
        default:
            // A guide's own key: `extension EnvironmentValues { var theme: Theme { self[ThemeKey.self] } }`, or an `@Entry`.
            if let value = try guideEnvironmentValue(key) { return value }
            throw EvaluationError("environment value '\(key)' is not known", at: location)
        }
    }

    /// A `ShapeStyle`: a colour, gradient, material or hierarchical style.
    func shapeStyle(_ value: Value, in frame: Frame) throws -> ShapeStyleValue {
        if case .implicitMember(let name, _) = value, let style = Interpreter.namedShapeStyle(name) {
            return style
        }
        switch try coerce(value, toNamed: "Color", in: frame) {
        case .color(let color):
            return .color(color)
        case .linearGradient(let gradient):
            return .linearGradient(gradient)
        case .view(let view):
            if case .style(let style) = view { return style }
            if case .color(let color) = view { return .color(color) }
        case .record(let record) where record.typeName == "AnyShapeStyle":
            if let inner = record["_0"] { return try shapeStyle(inner, in: frame) }
        case .record(let record) where record.typeName == "ShapeStyleOpacity":
            if let inner = record["style"], let amount = record["opacity"]?.asDouble {
                return .opacity(try shapeStyle(inner, in: frame), amount)
            }
        default:
            break
        }
        throw builtinError("\(value.kindDescription) is not a colour or style")
    }

    /// SwiftUI's named styles: `.primary`, `.secondary`, materials, `.tint`.
    static func namedShapeStyle(_ name: String) -> ShapeStyleValue? {
        switch name {
        case "primary": return .hierarchical(level: 0)
        case "secondary": return .hierarchical(level: 1)
        case "tertiary": return .hierarchical(level: 2)
        case "quaternary": return .hierarchical(level: 3)
        case "tint", "accentColor": return .tint
        case "foreground": return .foreground
        case "ultraThinMaterial": return .material(.ultraThin)
        case "thinMaterial": return .material(.thin)
        case "regularMaterial", "material": return .material(.regular)
        case "thickMaterial": return .material(.thick)
        case "ultraThickMaterial": return .material(.ultraThick)
        case "bar": return .material(.bar)
        default: return nil
        }
    }
}
