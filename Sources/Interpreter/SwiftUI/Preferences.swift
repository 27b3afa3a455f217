import DesignModel
import Diagnostics

/// The component's `.preference(key:value:)` values and `onPreferenceChange`
/// observers, by `PreferenceID.index`. The view tree holds only their ids;
/// layout says which values each observer sees (`PreferenceReadings`), and
/// `ComponentPreviewer.settle` hands them over, as SwiftUI does after layout.
struct PreferenceRegistry {
    enum Entry {
        case value(Value)
        case observer(PreferenceObserver)
    }

    private(set) var entries: [Entry] = []
    /// What each observer was last handed, by its place in the tree (it is
    /// registered again each time its view is built): an observer runs only
    /// when its value changes.
    var delivered: [String: Value] = [:]
    /// Bounds what one component registers, whatever it builds.
    static let capacity = 10_000

    mutating func register(_ entry: Entry, key: String) -> PreferenceID? {
        guard entries.count < Self.capacity else { return nil }
        entries.append(entry)
        return PreferenceID(key: key, index: entries.count - 1)
    }

    func value(_ id: PreferenceID) -> Value? {
        guard entries.indices.contains(id.index), case .value(let value) = entries[id.index] else { return nil }
        return value
    }

    func observer(_ id: PreferenceID) -> PreferenceObserver? {
        guard entries.indices.contains(id.index), case .observer(let observer) = entries[id.index] else { return nil }
        return observer
    }
}

/// `.onPreferenceChange(Key.self) { value in ... }` as it was built.
struct PreferenceObserver {
    /// The key type's qualified name.
    var key: String
    var action: Value
    var frame: Frame
    var location: FileLocation
    /// Its place in the tree, the same each time its view is built.
    var identity: String
}

extension Interpreter {
    /// A preference key's name as values and observers match on it: the
    /// guide's type it names, else the name written.
    func preferenceKeyName(_ key: TypeReference) -> String {
        table.type(named: key.name)?.qualifiedName ?? key.name
    }

    /// Registers an observer met while a view is built.
    func observePreference(_ key: TypeReference, action: Value, in frame: Frame, at location: FileLocation) -> PreferenceID? {
        let name = preferenceKeyName(key)
        let identity = nextStateIdentity("onPreferenceChange@\(location)") ?? "\(location)#\(preferences.entries.count)"
        let observer = PreferenceObserver(key: name, action: action, frame: frame, location: location, identity: identity)
        return preferences.register(.observer(observer), key: name)
    }

    /// Hands an observer its key's values below it, reduced as the key
    /// declares (`defaultValue`, then `reduce(value:nextValue:)` for each
    /// in layout order), and runs its action when that differs from what it
    /// was last handed. True when the action ran.
    func deliverPreference(_ id: PreferenceID, values ids: [PreferenceID]) -> Bool {
        guard let observer = preferences.observer(id) else { return false }
        let values = ids.compactMap { preferences.value($0) }
        do {
            let reduced = try reducedPreference(values, key: observer.key, at: observer.location, in: observer.frame)
            if let last = preferences.delivered[observer.identity], (try? valuesEqual(last, reduced, in: observer.frame)) == true { return false }
            preferences.delivered[observer.identity] = reduced
            _ = try callFunction(observer.action, [reduced], in: observer.frame)
            return true
        } catch {
            let located = error as? EvaluationError
            let key = observer.key.split(separator: ".").last.map(String.init) ?? observer.key
            preview.issues.note("onPreferenceChange(\(key)): \(located?.message ?? "\(error)")", .notDrawn, at: located?.location ?? observer.location)
            return false
        }
    }

    private func reducedPreference(_ values: [Value], key: String, at location: FileLocation, in frame: Frame) throws -> Value {
        guard let type = table.type(named: key),
              let reduce = type.members.functions(named: "reduce").first(where: \.isStatic) else {
            // A key that is not the guide's: the last value set wins.
            return values.last ?? .none
        }
        var value = try staticMember("defaultValue", of: type.qualifiedName, at: frame.source.syntax, in: frame)
        for next in values {
            let scope = Scope()
            scope.declare("value", value)
            var current = Argument("value", value)
            current.place = .variable(scope, "value")
            let nextValue = Value.function(.builtin(name: "nextValue", BuiltinFunction { _ in next }))
            _ = try invoke(reduce, bound: BoundSelf(box: nil, typeName: type.qualifiedName), [current, Argument("nextValue", nextValue)], at: location)
            value = scope.lookup("value") ?? value
        }
        return value
    }
}
