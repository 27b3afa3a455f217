import SwiftSemantics
import DesignModel
import Diagnostics
import Guards
import SwiftCode
import SwiftSyntax

/// Evaluates a guide's Swift: literals, arithmetic, control flow, closures,
/// the guide's own types and functions, and the SwiftUI/UIKit API surface
/// design guides use (see the `Builtins` files).
///
/// One interpreter serves one guide. It is deterministic: randomness comes
/// from a seeded generator that callers reseed per component.
public final class Interpreter {
    public let table: DeclarationTable
    /// Stops runaway loops: evaluation fails after this many steps.
    public var stepLimit = Limits.evaluationSteps
    var steps = 0
    /// How deeply evaluation is nested right now (expressions, calls,
    /// computed properties, view bodies): one budget for every recursion.
    var depth = 0
    /// SwiftUI views and modifiers the current component has created.
    var viewsCreated = 0
    /// Nodes the component's containers may still walk to read what their
    /// views set (`ContainerReading`): shared, so containers nested in a
    /// loop cannot each walk the whole tree again.
    var containerReadingBudget = ContainerReading.nodesPerComponent
    /// Steps taken by evaluation layout asked for (GeometryReader content,
    /// custom shapes' paths), which share one budget per component.
    var layoutSteps = 0
    /// The component's GeometryReaders and custom shapes, evaluated for the
    /// sizes layout asks for.
    var sizedContent = SizedContentRegistry()
    var random: SeededRandom
    /// Static `let`s are evaluated once ("Color.whoopCanvas" -> value).
    var staticCache: [String: Value] = [:]
    /// Values assigned to static and global variables, by `StaticStorage.key`:
    /// kept apart from `staticCache` so that each component starts from the
    /// initial values (`reset`).
    var globalWrites: [String: Value] = [:]
    /// `UITabBar.appearance()` and friends, by class name.
    var appearanceProxies: [String: Record] = [:]
    var staticsInProgress: Set<String> = []
    /// What rendering one component needs to know and records.
    public var preview = PreviewContext()
    /// `onAppear` actions met while a view body is evaluated, innermost body last.
    var appearActions: [[Value]] = []
    /// How many `.task` actions are running: their first `await` ends them (`TaskSuspension`).
    var runningTaskDepth = 0
    /// The guide's environment values set around the view being built (`CustomEnvironment`).
    var environmentOverrides: [String: Value] = [:]
    /// Guide environment values a modifier set around a view already built,
    /// for the call that built it to build it again.
    var environmentSetAfterBuild: [EnvironmentSetting] = []
    /// Builds-again for environment values in progress (bounded: `CustomEnvironment`).
    var environmentRebuilds = 0
    /// The drawing being built keeps its views' `@State` here, by place,
    /// so that building it again after layout keeps it (nil: not drawing).
    var stateStore: StateStore?
    /// The view bodies being built, innermost last (`StateScope`).
    var stateScopes: [StateScope] = []
    /// The component's preference values and observers (`PreferenceRegistry`).
    var preferences = PreferenceRegistry()
    /// The component's drawings, built again when their state changes after layout.
    var drawings: [Drawing] = []
    /// The component last previewed (`ComponentPreviewer.preview`), whose
    /// sized content layout may still ask for.
    var previewing: String?
    /// Each guide view as other components' previews first built it (one
    /// per builder, a few), by type: the guide's own data flowing into it
    /// (`PieChart(vector: model.vector)`), for a component whose own
    /// preview draws nothing. Kept across components (not `reset`).
    public internal(set) var builtElsewhere: [String: [BuiltElsewhere]] = [:]
    static let buildersKept = 4
    /// Changes made to shared objects (UIKit appearance proxies, records
    /// held by reference): what an `onAppear` can change besides `self`.
    var sharedMutations = 0
    /// Writes that gave a view's `@State` a different value: what SwiftUI
    /// draws a view again for.
    var stateChanges = 0
    /// Delayed work (`asyncAfter`, a timer's tick) running now, nested: work
    /// that schedules itself again (a breathing loop) runs a few rounds, not forever.
    var delayedWorkDepth = 0
    /// Asset-catalog colours drawn as stand-ins so far: a static made of one
    /// is evaluated again for each component, so each notes it.
    var assetColorStandIns = 0
    /// What a builtin wrote through its `&` arguments (`scanHexInt64(&rgb)`,
    /// `getRed(&r, &g, &b, &a)`), in order, for the call to assign.
    var inoutResults: [Value]?
    /// What `print` wrote: a program's output (a guide's prints are not shown anywhere).
    var console = ""
    /// The guide's static numbers (`extension CGFloat { static let spacer24 }`)
    /// by name, when no other guide type has a static or case of that name.
    lazy var numericStaticOwners: [String: String] = {
        var owners: [String: String] = [:]
        for owner in ["CGFloat", "Double", "Float", "TimeInterval"] {
            for property in table.type(named: owner)?.members.properties ?? [] where property.isStatic { owners[property.name] = owner }
        }
        for type in table.types.values where !["CGFloat", "Double", "Float", "TimeInterval"].contains(type.qualifiedName) {
            for property in type.members.properties where property.isStatic { owners[property.name] = nil }
            for enumCase in type.members.cases { owners[enumCase.name] = nil }
        }
        return owners
    }()

    /// How deep conditional-conformance checks are nested (`Pair<Pair<…>>
    /// is Describable` asks each level): bounded, as values may nest deeply.
    var conformanceCheckDepth = 0

    /// Whether any guide property stacks two or more of the guide's wrappers
    /// (`@Logged @Doubled var x`): only then do compound assignments look for them.
    lazy var hasStackedWrappers: Bool = table.types.values.contains { type in
        type.members.properties.contains { property in
            property.declaration.attributes.count > 1 && wrapperAttributes(of: property).count > 1
        }
    }

    /// The static types of the guide's expressions, its implicit members'
    /// types and its calls' overloads, from the semantic stage.
    public private(set) lazy var types: TypeAnnotations = ExpressionTyper.annotate(table)

    /// The guide's functions and initializers by their syntax node, for the
    /// overloads `types` chose.
    lazy var declarationsByID: [SyntaxIdentifier: DeclarationReference] = {
        var found: [SyntaxIdentifier: DeclarationReference] = [:]
        func add(_ members: MemberSet, owner: String) {
            for function in members.functions { found[function.declaration.id] = .function(function, owner: owner) }
            for initializer in members.initializers { found[initializer.declaration.id] = .initializer(initializer, owner: owner) }
        }
        add(table.globals, owner: "")
        for (name, type) in table.types where type.qualifiedName == name { add(type.members, owner: name) }
        return found
    }()

    public init(table: DeclarationTable, seed: String = "") {
        self.table = table
        self.random = SeededRandom(seed: seed)
    }

    /// Restarts randomness and the step budget, e.g. before each component,
    /// so each one's output depends only on its own code.
    public func reset(seed: String) {
        random = SeededRandom(seed: seed)
        steps = 0
        viewsCreated = 0
        containerReadingBudget = ContainerReading.nodesPerComponent
        layoutSteps = 0
        sizedContent = SizedContentRegistry()
        globalWrites = [:]
        preferences = PreferenceRegistry()
        drawings = []
        environmentOverrides = [:]
        environmentSetAfterBuild = []
        environmentRebuilds = 0
        stateStore = nil
        stateScopes = []
    }

    /// Evaluation that layout asks for (a GeometryReader's content for a
    /// size): it runs on the component's layout budget, so content that
    /// nests itself cannot take fresh budgets without end.
    func duringLayout<Result>(_ body: () -> Result) -> Result {
        let (savedSteps, savedDepth) = (steps, depth)
        steps = layoutSteps
        defer {
            layoutSteps = steps
            (steps, depth) = (savedSteps, savedDepth)
        }
        return body()
    }

    func step(at node: some SyntaxProtocol, in frame: Frame) throws {
        steps += 1
        if steps > stepLimit {
            throw EvaluationError("evaluation did not finish within \(stepLimit) steps (an endless loop?)", at: frame.location(of: node))
        }
    }

    /// Runs `body` one level deeper. Every recursive path of evaluation
    /// passes through here, so endless recursion (a property that reads
    /// itself, a view whose body contains itself) ends with a diagnostic
    /// long before the stack runs out.
    func nested<Result>(at location: @autoclosure () -> FileLocation?, _ body: () throws -> Result) throws -> Result {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Limits.evaluationDepth else {
            throw EvaluationError("evaluation nests more than \(Limits.evaluationDepth) levels deep (endless recursion?)", at: location())
        }
        return try body()
    }

    /// Counts a SwiftUI view or modifier the component creates.
    func countView(at location: FileLocation) throws {
        viewsCreated += 1
        if viewsCreated > Limits.viewsPerComponent {
            throw EvaluationError("the component creates more than \(Limits.viewsPerComponent) views, more than sitegen draws", at: location)
        }
    }

    /// A view node as it enters the model: its own numbers made sane.
    func modelNode(_ node: ViewNode, at location: FileLocation) -> ViewNode {
        sanitized(node, at: location) { $0.sanitizedNode(&$1) }
    }

    /// A model value built from guide numbers, made sane: each number that
    /// was not (NaN, infinite, far out of range) is replaced and noted at
    /// `location`, once per site.
    func sanitized<Model>(_ value: Model, at location: FileLocation, _ sanitize: (Model, inout NumberSanitizer) -> Model) -> Model {
        var numbers = NumberSanitizer()
        let result = sanitize(value, &numbers)
        for problem in numbers.problems { preview.issues.note(problem, .adjusted, at: location) }
        return result
    }
}

/// Why an expression could not be evaluated, and where.
public struct EvaluationError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var location: FileLocation?

    public init(_ message: String, at location: FileLocation?) {
        self.message = message
        self.location = location
    }

    public var description: String {
        location.map { "\($0): \(message)" } ?? message
    }
}

/// Local variables. Frames chain to the scope they were created in, so
/// closures see (and can assign) the variables around them.
final class Scope {
    private var values: [String: Value] = [:]
    /// Local variables with accessors: computed, observed or wrapped (`LocalAccessors`).
    private(set) var accessors: [String: LocalAccessors] = [:]
    let parent: Scope?

    init(parent: Scope? = nil) {
        self.parent = parent
    }

    func lookup(_ name: String) -> Value? {
        if let value = values[name] { return value }
        return parent?.lookup(name)
    }

    func declare(_ name: String, _ value: Value) {
        values[name] = value
    }

    /// Whether this scope itself (not a parent) declares `name`.
    func declares(_ name: String) -> Bool {
        values[name] != nil || accessors[name] != nil
    }

    func declareAccessors(_ name: String, _ local: LocalAccessors) {
        accessors[name] = local
    }

    /// The accessors of the innermost local variable named `name`, when that
    /// variable has accessors (a plain one of that name hides an outer computed one).
    func localAccessors(_ name: String) -> (Scope, LocalAccessors)? {
        var current: Scope? = self
        while let scope = current {
            if scope.values[name] != nil { return nil }
            if let local = scope.accessors[name] { return (scope, local) }
            current = scope.parent
        }
        return nil
    }

    /// Assigns an existing variable; false when no scope declares it.
    func assign(_ name: String, _ value: Value) -> Bool {
        if values[name] != nil {
            values[name] = value
            return true
        }
        return parent?.assign(name, value) ?? false
    }
}

/// A local variable declared with accessors: `var total: Int { a + b }`,
/// `var steps = 0 { didSet { ... } }`, `@Clamped var level = 3`. Its
/// value (if stored) is in its scope as usual; these say what reading and
/// writing it run, in the frame it was declared in.
final class LocalAccessors {
    let binding: PatternBindingSyntax
    let frame: Frame
    /// `@Clamped var x`: the wrapper is stored as `_x`.
    let isWrapped: Bool

    init(binding: PatternBindingSyntax, frame: Frame, isWrapped: Bool) {
        self.binding = binding
        self.frame = frame
        self.isWrapped = isWrapped
    }

    func accessor(_ kind: Keyword) -> AccessorDeclSyntax? {
        guard case .accessors(let list)? = binding.accessorBlock?.accessors else { return nil }
        return list.first { $0.accessorSpecifier.tokenKind == .keyword(kind) }
    }

    /// The getter's statements, for a computed local.
    var getter: CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let body)?: body
        case .accessors?: accessor(.get)?.body?.statements
        default: nil
        }
    }
}

/// `self` while a method, property or view body runs. A box, because
/// `onAppear` and button actions assign state properties in place.
final class SelfBox {
    var value: Value { didSet { changes += 1 } }
    /// How many times `value` was assigned: whether an action changed state.
    private(set) var changes = 0
    /// The type whose initializer is running on this `self`, if one is: its
    /// own properties' observers do not run while it sets them (a
    /// superclass's do, as Swift has it).
    var initializingType: String?
    /// Properties (`Owner.name`) whose `willSet`/`didSet` are running on this `self`: setting
    /// one of them there stores the value without running them again.
    var observing: Set<String> = []

    init(_ value: Value) {
        self.value = value
    }

    var instance: Instance? {
        if case .instance(let instance) = value { return instance }
        return nil
    }
}

/// Everything an expression is evaluated in.
struct Frame {
    var scope: Scope
    var selfBox: SelfBox?
    /// The type whose members are in scope unqualified (for statics and nested types).
    var typeContext: String?
    /// The block the syntax comes from, for locations.
    var source: SwiftSource
    /// The declared type of what the function, getter or closure being run
    /// returns: `return 1/3` in a `-> CGFloat` function is 0.333.
    var resultShape: TypeShape? = nil

    func location(of node: some SyntaxProtocol) -> FileLocation {
        source.location(of: node)
    }

    /// A frame for a nested block: same self and type, new local scope.
    func nested() -> Frame {
        Frame(scope: Scope(parent: scope), selfBox: selfBox, typeContext: typeContext, source: source, resultShape: resultShape)
    }
}

/// A declaration the semantic stage resolved a call to.
enum DeclarationReference {
    case function(FunctionDeclaration, owner: String)
    case initializer(InitializerDeclaration, owner: String)
}

/// What running a statement did to control flow.
enum Flow {
    case normal
    case returned(Value)
    /// `break` or `break label`: ends the innermost loop or `switch` (or the
    /// statement with that label).
    case breakLoop(label: String?)
    /// `continue` or `continue label`.
    case continueLoop(label: String?)
    /// `fallthrough`: the next `switch` case runs.
    case fallthroughCase
}

/// An error a guide's code threw (`throw ValidationError.empty`): caught by
/// its `do`/`catch`, `try?` and `try!` like any Swift error, unlike an
/// `EvaluationError`, which is sitegen failing to evaluate the code.
/// A failable initializer that `self.init(...)` or `super.init(...)`
/// delegated to gave nil: the initializer that delegated gives nil too.
struct InitializerFailed: Error {}

struct ThrownError: Error {
    var value: Value
    var location: FileLocation
}

/// A callable value: a closure, a guide function bound to its `self`, a
/// builtin, or an initializer.
public enum Callable {
    case closure(ClosureExprSyntax, ClosureContext)
    case method(FunctionDeclaration, BoundSelf)
    case builtin(name: String, BuiltinFunction)

    public var name: String {
        switch self {
        case .closure: "closure"
        case .method(let function, _): function.name
        case .builtin(let name, _): name
        }
    }
}

public final class BuiltinFunction {
    let body: ([Argument]) throws -> Value

    init(_ body: @escaping ([Argument]) throws -> Value) {
        self.body = body
    }
}

/// The context a closure captured.
public final class ClosureContext {
    let scope: Scope
    let selfBox: SelfBox?
    let typeContext: String?
    let source: SwiftSource
    /// Stored in a `@ViewBuilder` property or passed as view content: calls
    /// collect every view the body lists.
    var isViewBuilder = false

    init(_ frame: Frame) {
        scope = frame.scope
        selfBox = frame.selfBox
        typeContext = frame.typeContext
        source = frame.source
    }
}

/// The `self` a guide method runs with: an instance (or enum case) box, or
/// just its type for static methods.
public final class BoundSelf {
    let box: SelfBox?
    let typeName: String
    /// The scope a local function was declared in: it sees (and can
    /// change) the variables around it, as Swift's local functions do.
    let captured: Scope?

    init(box: SelfBox?, typeName: String, captured: Scope? = nil) {
        self.box = box
        self.typeName = typeName
        self.captured = captured
    }
}

/// SplitMix64: a small, fast, seedable generator, so `CGFloat.random` and
/// `UUID()` give the same values on every build.
struct SeededRandom {
    private var state: UInt64

    init(seed: String) {
        // FNV-1a over the seed's bytes: stable across runs and platforms,
        // unlike Swift's per-process randomized `Hasher`.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in seed.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        state = hash
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in 0..<1.
    mutating func nextUnit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }
}
