import Diagnostics
import SwiftSyntax

/// Where a drawing's `@State` lives while its component is built again.
///
/// SwiftUI keeps a view's state by the view's place in the tree, not by
/// its struct: a parent's body runs again and its child `Row(...)` is a new
/// value, but the row's `@State` is the one it had. A component is built
/// again when an `onPreferenceChange` or a GeometryReader's content changed
/// state after layout; its child views then find their storage here, by
/// their place: the chain of view bodies above them, and how many times
/// the same property was stored within that body so far.
final class StateStore {
    private var storage: [String: Value] = [:]
    /// What each `onChange(of:)` saw in the last build, by its place.
    var watched: [String: Value] = [:]
    /// `onChange` actions due: their value differs from the last build's.
    var dueChanges: [DueChange] = []
    /// The `onAppear`s that have run, by place: a view appears once, however
    /// often it is built again (or its GeometryReader content evaluated).
    var appeared: Set<String> = []
    /// Bounds what a component's views can keep, whatever they build.
    static let capacity = 100_000

    /// The storage kept under `key`, else `make()`'s, which is kept.
    func storage(_ key: String, _ make: () -> Value) -> Value {
        if let kept = storage[key] { return kept }
        let made = make()
        if storage.count < Self.capacity { storage[key] = made }
        return made
    }
}

/// A place in a drawing: its state, and the path of the body there.
struct StatePlace {
    var store: StateStore
    var path: String
}

/// An `onChange(of:)` action to run, with the values it is handed.
struct DueChange {
    var action: Value
    var oldValue: Value
    var newValue: Value
    var frame: Frame
    var location: FileLocation
}

/// A view body being built: its place, and how many of each thing in it
/// have been met so far (the n-th `Row.isExpanded`, the n-th `Row` body).
struct StateScope {
    var path: String
    var ordinals: [String: Int] = [:]

    mutating func next(_ name: String) -> String {
        let ordinal = ordinals[name, default: 0]
        ordinals[name] = ordinal + 1
        return "\(path)/\(name)#\(ordinal)"
    }
}

extension Interpreter {
    /// The identity of the next `name` met in the body being built, or nil
    /// when no drawing keeps state across builds.
    func nextStateIdentity(_ name: String) -> String? {
        guard stateStore != nil else { return nil }
        if stateScopes.isEmpty { stateScopes.append(StateScope(path: "")) }
        return stateScopes[stateScopes.count - 1].next(name)
    }

    /// Builds a view's body as the next view named `name` in the body around it.
    func inStateScope<Result>(named name: String, _ build: () throws -> Result) rethrows -> Result {
        guard let path = nextStateIdentity("body:" + name) else { return try build() }
        stateScopes.append(StateScope(path: path))
        defer { stateScopes.removeLast() }
        return try build()
    }

    /// Builds content at a place recorded earlier (a GeometryReader's content,
    /// evaluated during layout where its reader was built), with its drawing's state.
    func inStatePlace<Result>(_ place: StatePlace?, _ build: () throws -> Result) rethrows -> Result {
        guard let place else { return try build() }
        let (store, scopes) = (stateStore, stateScopes)
        stateStore = place.store
        stateScopes = [StateScope(path: place.path + "/GeometryReader")]
        defer { (stateStore, stateScopes) = (store, scopes) }
        return try build()
    }

    /// The body is built again (after `onAppear` changed state): the views
    /// it makes are the same views, so they count from the start.
    func restartStateOrdinals() {
        guard stateStore != nil, !stateScopes.isEmpty else { return }
        stateScopes[stateScopes.count - 1].ordinals = [:]
    }

    /// Where the body being built is, for content built later in its place.
    var currentStatePlace: StatePlace? {
        guard let stateStore else { return nil }
        return StatePlace(store: stateStore, path: stateScopes.last?.path ?? "")
    }

    /// Whether the `onAppear` met at `location` in the body being built is
    /// its view's first appearance (always, when no drawing keeps state).
    func appearsFirstTime(at location: FileLocation) -> Bool {
        guard let store = stateStore, let identity = nextStateIdentity("onAppear@\(location)") else { return true }
        return store.appeared.insert(identity).inserted
    }

    /// `@State` storage for `property` of a `typeName` view being made: the
    /// storage the view at this place had in an earlier build, if any.
    func keptState(_ storage: Value, property: String, of typeName: String) -> Value {
        guard let store = stateStore, let key = nextStateIdentity("\(typeName).\(property)") else { return storage }
        return store.storage(key) { storage }
    }
}

extension Interpreter {
    /// `onChange(of: value)`: SwiftUI runs the action after a build in which
    /// the value differs from the one before (or, with `initial: true`, after
    /// the first too). The action is due once the drawing is built
    /// (`ComponentPreviewer.settle`).
    func watchChange(of value: Value, action: Value, initial: Bool, in frame: Frame, at location: FileLocation) {
        guard let store = stateStore, let identity = nextStateIdentity("onChange@\(location)"),
              let current = try? value.throughBinding() else { return }
        let previous = store.watched[identity]
        store.watched[identity] = current
        if let previous {
            if (try? valuesEqual(previous, current, in: frame)) == true { return }
            store.dueChanges.append(DueChange(action: action, oldValue: previous, newValue: current, frame: frame, location: location))
        } else if initial {
            store.dueChanges.append(DueChange(action: action, oldValue: current, newValue: current, frame: frame, location: location))
        }
    }

    /// Runs the `onChange` actions due in a drawing; true when any ran.
    func runDueChanges(of store: StateStore) -> Bool {
        let due = store.dueChanges
        store.dueChanges = []
        for change in due {
            do {
                // `{ }`, `{ new in }` or `{ old, new in }`.
                let arguments: [Value] = switch closureParameterCount(change.action) {
                case 0: []
                case 2: [change.oldValue, change.newValue]
                default: [change.newValue]
                }
                _ = try callFunction(change.action, arguments, in: change.frame)
            } catch {
                let located = error as? EvaluationError
                preview.issues.note("onChange: \(located?.message ?? "\(error)")", .notDrawn, at: located?.location ?? change.location)
            }
        }
        return !due.isEmpty
    }

    /// How many parameters a closure takes: written ones, else the highest
    /// `$n` its body uses; nil for what is not a closure.
    func closureParameterCount(_ function: Value) -> Int? {
        switch function {
        case .function(.closure(let closure, _)):
            if let clause = closure.signature?.parameterClause {
                if case .simpleInput(let names) = clause { return names.count }
                if case .parameterClause(let parameters) = clause { return parameters.parameters.count }
            }
            let shorthand = closure.statements.tokens(viewMode: .sourceAccurate).compactMap { token -> Int? in
                guard case .dollarIdentifier(let name) = token.tokenKind else { return nil }
                return Int(name.dropFirst())
            }
            return shorthand.max().map { $0 + 1 } ?? 0
        case .function(.method(let declaration, _)):
            return declaration.parameters.count
        default:
            return nil
        }
    }
}
