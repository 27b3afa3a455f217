import SwiftSemantics
import DesignModel
import Diagnostics
import SwiftSyntax

/// One state of a component to draw: the default, or a state its code has
/// (a pressed button style, `done = true`, `readState = .sent`).
public struct ComponentVariant: Sendable {
    public var label: String
    public var view: ViewNode
    /// Which of the component's drawings it is, to build again (`settle`).
    public var drawing: Int
}

/// A component, ready for layout: its view tree with preview arguments,
/// the states worth drawing, and what its code asked for that has no picture.
public struct ComponentPreview: Sendable {
    /// The type's qualified name (`Inbox.Row`): unique in its guide, so file
    /// names and page anchors are too.
    public var name: String
    public var location: FileLocation
    public var arguments: [PreviewArgument]
    /// The default state first.
    public var variants: [ComponentVariant]
    /// What its code asked for that the picture does not show (more may
    /// come as its sized content is evaluated: `ComponentPreviewer.resolve`).
    public var issues: [ComponentIssue]
    /// Why the component could not be built at all.
    public var failure: EvaluationError?
    /// The fixed frame a call elsewhere in the guide gives the component
    /// (`ActivityRings(...).frame(width: 130, height: 130)`): the size it
    /// is meant to be seen at.
    public var callSiteFrame: CallSiteFrame?
    /// Whether its `onAppear` actions changed what it draws.
    public var changedOnAppear = false
}

/// A state of a component as it was drawn, kept to build it again with
/// the state layout changed (`ComponentPreviewer.settle`).
struct Drawing {
    var instance: Value
    var pressed: Bool
    var state: StateStore
}

/// A guide view as the preview of another component built it.
public struct BuiltElsewhere {
    var instance: Instance
    /// The component whose preview built it.
    public var builder: String
}

/// `.frame(width:height:)` applied where the guide uses a component.
public struct CallSiteFrame: Sendable {
    public var width: Double?
    public var height: Double?
    public var line: Int
}

/// Builds previews of a guide's `View` structs with the interpreter.
public struct ComponentPreviewer {
    public let interpreter: Interpreter
    /// The most states drawn per component, default included.
    public var maximumVariants = 6

    private let guideFacts: GuideSampleFacts

    public init(interpreter: Interpreter) {
        self.interpreter = interpreter
        self.guideFacts = GuideSampleFacts(interpreter: interpreter)
    }

    /// The guide's view structs, in source order.
    public var components: [TypeDeclaration] {
        interpreter.table.declaredTypes.filter { type in
            guard type.kind == .struct else { return false }
            // Styles, modifiers and shapes are drawn through the views that use them;
            // apps, scenes and widgets have a body that is not a view.
            let notViews = ["ViewModifier", "ButtonStyle", "Shape", "App", "Scene", "Widget", "LabelStyle", "ToggleStyle", "ProgressViewStyle"]
            if notViews.contains(where: type.conforms(to:)) { return false }
            return type.conforms(to: "View") || (type.members.property("body", isStatic: false)?.isComputed ?? false)
        }
    }

    /// `appearing`: run its `onAppear` actions first (the state after it
    /// appeared); `changedOnAppear` says whether they changed anything.
    /// `builtElsewhere`: drawn as another component's preview built it
    /// (`Interpreter.builtElsewhere`), instead of with its own arguments.
    public func preview(_ type: TypeDeclaration, colorScheme: ColorScheme, appearing: Bool = true,
                        builtElsewhere: BuiltElsewhere? = nil) -> ComponentPreview {
        interpreter.reset(seed: type.qualifiedName)
        // Until the next preview: its sized content is evaluated during layout.
        interpreter.previewing = type.qualifiedName
        interpreter.preview = PreviewContext()
        interpreter.preview.colorScheme = colorScheme
        interpreter.preview.drawsAssetColors = true
        interpreter.preview.runsAppearActions = appearing
        var result = ComponentPreview(name: type.qualifiedName, location: type.location, arguments: [], variants: [], issues: [], failure: nil,
                                      callSiteFrame: callSiteFrame(of: type))
        let resolver = PreviewArgumentResolver(interpreter: interpreter, guide: guideFacts)
        let plan = builtElsewhere == nil ? resolver.plan(for: type) : nil
        result.arguments = plan?.arguments.map(\.argument) ?? builtElsewhere.map { resolver.arguments(of: $0, type: type) } ?? []
        for contradiction in plan?.contradictions ?? [] { interpreter.preview.issues.note(contradiction, .adjusted, at: type.location) }
        do {
            let base = try builtElsewhere.map { Value.instance($0.instance) } ?? instance(of: type, plan: plan ?? PreviewPlan(arguments: [], initializer: nil))
            result.variants.append(try draw(base, pressed: false, label: "default"))
            for (label, variant) in variants(of: type, base: base) where result.variants.count < maximumVariants {
                // A state that fails to build is skipped; the default is what matters.
                if let drawn = try? draw(variant, pressed: false, label: label) { result.variants.append(drawn) }
            }
            if interpreter.preview.usesPressedState, result.variants.count < maximumVariants, let drawn = try? draw(base, pressed: true, label: "pressed") {
                result.variants.insert(drawn, at: 1)
            }
        } catch let error as EvaluationError {
            result.failure = error
        } catch let error as UndeclaredTypeError {
            result.failure = EvaluationError("cannot find type '\(error.typeName)' in the guide", at: error.location)
        } catch {
            result.failure = EvaluationError("\(error)", at: type.location)
        }
        result.issues = interpreter.preview.issues.drain()
        result.changedOnAppear = interpreter.preview.appearActionsChangedState
        return result
    }

    /// The sized content (GeometryReader content, custom shapes' paths) of
    /// the component last previewed, evaluated for the sizes layout asked
    /// for, and the issues that evaluation noted. The one way layout's needs
    /// reach the interpreter: layout itself never runs Swift.
    public func resolve(_ requests: [SizedRequest]) -> (content: SizedContent, issues: [ComponentIssue]) {
        let content = interpreter.resolveSizedContent(requests)
        return (content, interpreter.preview.issues.drain())
    }

    /// The first literal `.frame(width:height:)` written directly on a call
    /// of the component.
    func callSiteFrame(of type: TypeDeclaration) -> CallSiteFrame? {
        for site in interpreter.table.calls(named: type.name) {
            guard let member = site.syntax.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "frame",
                  let call = member.parent?.as(FunctionCallExprSyntax.self) else { continue }
            let frame = Frame(scope: Scope(), selfBox: nil, typeContext: nil, source: site.source)
            var width: Double?
            var height: Double?
            var understood = true
            for argument in call.arguments {
                interpreter.steps = 0
                let number = (try? interpreter.evaluate(argument.expression, in: frame))?.asDouble
                switch argument.label?.text {
                case "width": width = number
                case "height": height = number
                default: understood = false
                }
                if number == nil { understood = false }
            }
            guard understood, width != nil || height != nil else { continue }
            return CallSiteFrame(width: width, height: height, line: site.source.location(of: call).line)
        }
        return nil
    }

    private func draw(_ instance: Value, pressed: Bool, label: String) throws -> ComponentVariant {
        let drawing = Drawing(instance: instance, pressed: pressed, state: StateStore())
        let view = try build(drawing)
        interpreter.drawings.append(drawing)
        return ComponentVariant(label: label, view: view, drawing: interpreter.drawings.count - 1)
    }

    private func build(_ drawing: Drawing) throws -> ViewNode {
        interpreter.preview.buttonPressed = drawing.pressed
        interpreter.steps = 0
        interpreter.stateStore = drawing.state
        interpreter.stateScopes = []
        defer {
            interpreter.preview.buttonPressed = false
            interpreter.stateStore = nil
            interpreter.stateScopes = []
        }
        let instance = drawing.instance
        let source = interpreter.table.type(named: typeName(of: instance))?.source ?? interpreter.table.anySource
        let frame = Frame(scope: Scope(), selfBox: nil, typeContext: nil, source: source)
        let view = try interpreter.viewNode(instance, at: source.syntax, in: frame)
        // Every node was made sane as it was built; this guarantees it.
        let location = interpreter.table.type(named: typeName(of: instance))?.location ?? frame.location(of: source.syntax)
        // A title with no navigation stack to show it, a row's background outside a list...
        for setting in ContainerReading.unread(in: view) { interpreter.preview.issues.note(setting, .noPicture, at: location) }
        return interpreter.sanitized(view, at: location) { $0.sanitizedTree(&$1) }
    }

    /// What SwiftUI does once a drawing is laid out: hands each
    /// `onPreferenceChange` the values of its key set below it (`readings`),
    /// and, when that or GeometryReader content evaluated during layout
    /// changed the drawing's state, builds it again with that state. The
    /// drawing built again, or nil when its state is what it was drawn with,
    /// and the issues noted on the way. The caller lays it out and settles
    /// again, a bounded number of times.
    public func settle(_ variant: ComponentVariant, readings: PreferenceReadings) -> (view: ViewNode?, issues: [ComponentIssue]) {
        let view = settled(variant, readings: readings)
        return (view, interpreter.preview.issues.drain())
    }

    private func settled(_ variant: ComponentVariant, readings: PreferenceReadings) -> ViewNode? {
        guard interpreter.drawings.indices.contains(variant.drawing) else { return nil }
        let drawing = interpreter.drawings[variant.drawing]
        interpreter.steps = 0
        // Their views are the drawing's: they keep its state while they run.
        interpreter.stateStore = drawing.state
        // What SwiftUI draws again for: state given a different value, not an action that ran.
        let changesBefore = interpreter.stateChanges
        _ = interpreter.runDueChanges(of: drawing.state)
        // Measured views moved (or were first placed): layers whose anchors resolve against them are built again.
        if readings.anchors != interpreter.preferences.anchorBounds {
            interpreter.preferences.anchorBounds = readings.anchors
            interpreter.stateChanges += 1
        }
        for observer in readings.observers { _ = interpreter.deliverPreference(observer, values: readings.values[observer] ?? []) }
        interpreter.stateStore = nil
        let setDuringLayout = interpreter.preview.stateSetDuringLayout
        interpreter.preview.stateSetDuringLayout = false
        guard interpreter.stateChanges != changesBefore || setDuringLayout else { return nil }
        // Its views' `onAppear` actions ran when they first appeared (`StateStore.appeared`).
        do {
            return try build(drawing)
        } catch {
            let located = error as? EvaluationError
            if let location = located?.location ?? interpreter.table.type(named: typeName(of: drawing.instance))?.location {
                interpreter.preview.issues.note("built again after layout: \(located?.message ?? "\(error)")", .notDrawn, at: location)
            }
            return nil
        }
    }

    private func typeName(of value: Value) -> String {
        if case .instance(let instance) = value { return instance.typeName }
        return ""
    }

    /// The component's instance with its preview arguments: through its own
    /// `init` when it declares one that fits, else the memberwise initializer.
    func instance(of type: TypeDeclaration, plan: PreviewPlan) throws -> Value {
        let source = type.source ?? interpreter.table.anySource
        let frame = Frame(scope: Scope(), selfBox: nil, typeContext: type.parent, source: source)
        let arguments = plan.arguments
        // Why the component's own `init` failed, which says more than the fallbacks' errors.
        var initializerError: Error?
        if let initializer = plan.initializer {
            // The component's own `init`, as a call in the guide would run it.
            let labelled = arguments.map { Argument($0.label, $0.value) }
            do { return try interpreter.runInitializer(initializer, of: type, labelled, at: type.location) } catch { initializerError = error }
        }
        let given = arguments.map { Argument($0.name, $0.value) }
        if !type.members.initializers.isEmpty {
            if let value = try? interpreter.construct(type.qualifiedName, given, at: source.syntax, in: frame) { return value }
            // A custom init with other labels: try it with no arguments, then give the fields directly.
            if type.members.initializers.contains(where: { $0.parameters.allSatisfy { $0.defaultValue != nil } }) {
                let value = try interpreter.construct(type.qualifiedName, [], at: source.syntax, in: frame)
                if case .instance(var instance) = value {
                    for argument in arguments where instance.fields[argument.name] == nil { instance.fields[argument.name] = argument.value }
                    return .instance(instance)
                }
                return value
            }
        }
        do {
            return try interpreter.memberwise(type, given, at: type.location)
        } catch {
            throw initializerError ?? error
        }
    }

    /// States the code has: each Bool property flipped, and each other case
    /// of an enum property.
    private func variants(of type: TypeDeclaration, base: Value) -> [(String, Value)] {
        guard case .instance(let instance) = base else { return [] }
        var result: [(String, Value)] = []
        for property in type.members.storedInstanceProperties {
            guard let stored = instance.fields[property.name], let current = try? stored.throughBinding() else { continue }
            if property.isLet && property.initializer != nil { continue }
            // A variant's `@State` has storage of its own, not shared with the default's.
            func with(_ value: Value) -> Value {
                var changed = instance
                if case .binding = stored { changed.fields[property.name] = .binding(.cell(value)) } else { changed.fields[property.name] = value }
                return .instance(changed)
            }
            switch current {
            case .bool(let flag):
                result.append(("\(property.name) = \(!flag)", with(.bool(!flag))))
            case .enumCase(let value):
                guard let enumType = interpreter.table.type(named: value.typeName), enumType.members.cases.count <= 5 else { continue }
                for other in enumType.members.cases where other.name != value.name && other.parameters.isEmpty {
                    result.append(("\(property.name) = .\(other.name)", with(.enumCase(EnumCaseValue(typeName: value.typeName, name: other.name)))))
                }
            default:
                continue
            }
        }
        return result
    }
}
