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
    /// The views measured for anchors (`PreferenceLink.anchor`), by their
    /// place in the tree: the same view has the same number in every build.
    private var anchors: [String: Int] = [:]
    /// Where layout last drew each measured view (`ComponentPreviewer.settle`).
    var anchorBounds: [Int: Rect] = [:]

    mutating func anchor(at identity: String) -> Int? {
        if let known = anchors[identity] { return known }
        guard anchors.count < Self.capacity else { return nil }
        anchors[identity] = anchors.count
        return anchors.count - 1
    }

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
    func observePreference(_ key: TypeReference, action: Value, in frame: Frame, at location: FileLocation,
                           role: String = "onPreferenceChange") -> (id: PreferenceID, identity: String)? {
        let name = preferenceKeyName(key)
        let identity = nextStateIdentity("\(role)@\(location)") ?? "\(location)#\(preferences.entries.count)"
        let observer = PreferenceObserver(key: name, action: action, frame: frame, location: location, identity: identity)
        return preferences.register(.observer(observer), key: name).map { ($0, identity) }
    }

    /// The number of a view measured for an anchor, the same in every build.
    func measuredView(_ role: String, at location: FileLocation) -> Int? {
        let identity = nextStateIdentity("\(role)@\(location)") ?? "\(location)#\(preferences.entries.count)"
        return preferences.anchor(at: identity)
    }

    /// A key's `defaultValue`: what an observer sees before layout.
    func preferenceDefault(_ key: TypeReference, in frame: Frame) throws -> Value {
        guard let type = table.type(named: preferenceKeyName(key)) else { return .none }
        return try staticMember("defaultValue", of: type.qualifiedName, at: frame.source.syntax, in: frame)
    }

    /// Hands an observer its key's values below it, reduced as the key
    /// declares (the first, then `reduce(value:nextValue:)` for each after
    /// it in layout order), and runs its action when that differs from what it
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
        // As SwiftUI combines them: the first value set stands as set, and
        // `reduce` folds in each after it (a key whose `reduce` is empty
        // reads the one view that sets it); `defaultValue` when none is set.
        guard let first = values.first else {
            return try staticMember("defaultValue", of: type.qualifiedName, at: frame.source.syntax, in: frame)
        }
        var value = first
        for next in values.dropFirst() {
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

/// `Anchor` values: made by `anchorPreference` as a reference to a measured
/// view, resolved against the view an `overlayPreferenceValue` layer is
/// placed on once layout has drawn both (`proxy[anchor]`).
enum PreferenceAnchors {
    /// `.bounds`, `.topLeading`, `.center`...: what the anchor gives.
    static func anchor(_ id: Int, source: Value) -> Value {
        .record(Record("Anchor", ["anchorID": .int(id), "source": source]))
    }

    /// The value with each anchor in it given its rect relative to `host`
    /// (nested in optionals, arrays, dictionaries and records, bounded).
    static func resolving(_ value: Value, host: Int, bounds: [Int: Rect], depth: Int = 0) -> Value {
        guard depth < 16 else { return value }
        switch value {
        case .record(let record) where record.typeName == "Anchor":
            guard case .int(let id)? = record["anchorID"], let rect = bounds[id], let origin = bounds[host] else { return value }
            var fields = record.storage.fields
            fields["x"] = .double(rect.x - origin.x)
            fields["y"] = .double(rect.y - origin.y)
            fields["width"] = .double(rect.width)
            fields["height"] = .double(rect.height)
            return .record(Record("Anchor", fields))
        case .array(let items):
            return .array(items.map { resolving($0, host: host, bounds: bounds, depth: depth + 1) })
        case .record(let record) where !record.storage.isReference:
            var fields = record.storage.fields
            for (name, field) in fields { fields[name] = resolving(field, host: host, bounds: bounds, depth: depth + 1) }
            return .record(Record(record.typeName, fields))
        default:
            return value
        }
    }

    /// `proxy[anchor]`: a `CGRect` for `.bounds`, a `CGPoint` for a unit
    /// point; zero before layout has placed the view.
    static func resolved(_ anchor: Record) -> Value {
        let x = anchor["x"]?.asDouble ?? 0, y = anchor["y"]?.asDouble ?? 0
        let width = anchor["width"]?.asDouble ?? 0, height = anchor["height"]?.asDouble ?? 0
        if case .record(let point)? = anchor["source"], point.typeName == "UnitPoint" {
            let unitX = point["x"]?.asDouble ?? 0, unitY = point["y"]?.asDouble ?? 0
            return .record(Record("CGPoint", ["x": .double(x + unitX * width), "y": .double(y + unitY * height)]))
        }
        if let name = anchor["source"]?.caseName, name != "bounds", let unit = UnitPoint.named[name] {
            return .record(Record("CGPoint", ["x": .double(x + unit.x * width), "y": .double(y + unit.y * height)]))
        }
        return .record(Record("CGRect", ["x": .double(x), "y": .double(y), "width": .double(width), "height": .double(height)]))
    }
}
