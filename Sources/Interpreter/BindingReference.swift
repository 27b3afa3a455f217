import SwiftSemantics
import SwiftSyntax

/// Where a `Binding`'s value is read and written: a cell of its own (the
/// storage of `@State`, a `.constant`, a sample passed for a `@Binding`),
/// or a getter and setter (`Binding(get:set:)`, `$model.name`).
///
/// A reference, as SwiftUI's storage is: a view struct copied, or a child
/// view handed `$count`, reads and writes the same value; a non-mutating
/// method can change it.
public final class BindingReference {
    let read: () throws -> Value
    let write: (Value) throws -> Void

    init(read: @escaping () throws -> Value, write: @escaping (Value) throws -> Void) {
        self.read = read
        self.write = write
    }

    /// Storage of its own, starting at `value`.
    static func cell(_ value: Value) -> BindingReference {
        let storage = Cell(value)
        return BindingReference(read: { storage.value }, write: { storage.value = $0 })
    }

    /// `.constant(value)`: reads `value`; writes are ignored, as SwiftUI ignores them.
    static func constant(_ value: Value) -> BindingReference {
        BindingReference(read: { value }, write: { _ in })
    }

    private final class Cell {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
}

extension Value {
    /// The value itself, read through a binding (what builtins, which take
    /// SwiftUI's bindings as the values they show, are given).
    func throughBinding() throws -> Value {
        guard case .binding(let reference) = self else { return self }
        return try reference.read()
    }
}

extension Array where Element == Argument {
    /// The arguments with every binding read: for SwiftUI's own views,
    /// modifiers and functions, which draw a binding's current value.
    func throughBindings() throws -> [Argument] {
        guard contains(where: { if case .binding = $0.value { true } else { false } }) else { return self }
        return try map { argument in
            var read = argument
            read.value = try argument.value.throughBinding()
            return read
        }
    }
}

extension Interpreter {
    /// The SwiftUI property wrappers whose value lives outside the view
    /// struct: a property with one holds a `BindingReference`.
    static let externallyStoredWrappers: Set<String> = ["State", "Binding", "GestureState", "FocusState", "AppStorage", "SceneStorage"]

    /// `$name` of a field: the binding `@State` and `@Binding` keep; for an
    /// object (`@ObservedObject`, `@StateObject`, `@Bindable`), a binding to
    /// it, through which `$model.name` writes into the object.
    func projectedBinding(of field: Value) -> Value? {
        switch field {
        case .binding: field
        case .instance(let instance) where instance.isReference: .binding(.constant(field))
        default: nil
        }
    }

    /// A stored field as `name` reads it: `count` reads through `@State`'s
    /// storage; `_count` is the storage itself.
    func fieldValue(_ field: Value, reading name: String) throws -> Value {
        if case .binding(let reference) = field, !name.hasPrefix("_") { return try reference.read() }
        return field
    }

    /// The wrappers whose storage belongs to the view itself, kept by its
    /// place in the tree while the view struct is made again (`StateStore`).
    static let viewOwnedWrappers: Set<String> = ["State", "GestureState", "FocusState", "SceneStorage"]

    /// What a field of a `typeName` value keeps when `value` is first stored
    /// in it: for `@State var count`, storage of its own (or the storage the
    /// view at this place already had); for `@Binding var value`, the
    /// binding passed (or, for a plain sample value, storage of its own).
    func storedValue(_ value: Value, for property: PropertyDeclaration, of typeName: String) -> Value {
        let wrappers = property.attributes.names
        let ownsStorage = !wrappers.isDisjoint(with: Self.viewOwnedWrappers)
        if case .binding = value { return ownsStorage ? keptState(value, property: property.name, of: typeName) : value }
        guard !wrappers.isDisjoint(with: Self.externallyStoredWrappers) else { return value }
        let storage = Value.binding(.cell(value))
        return ownsStorage ? keptState(storage, property: property.name, of: typeName) : storage
    }

    func storedValue(_ value: Value, for field: String, of typeName: String) -> Value {
        guard let property = instanceProperty(field, of: typeName), !property.isComputed else { return value }
        return storedValue(value, for: property, of: typeName)
    }

    /// `binding.wrappedValue`, `$binding` (itself), and `$model.name`: a
    /// binding to a property of the bound value (dynamic member lookup).
    func bindingMember(_ name: String, of reference: BindingReference, at node: some SyntaxProtocol, in frame: Frame) throws -> Value {
        switch name {
        case "wrappedValue": return try reference.read()
        case "projectedValue", "transaction", "animation": return .binding(reference)
        default:
            return .binding(BindingReference(
                read: { [unowned self] in try member(name, of: reference.read(), at: node, in: frame) },
                write: { [unowned self] value in try settingBindingMember(name, of: reference, to: value, at: node, in: frame) }
            ))
        }
    }

    /// `binding.wrappedValue = x`, or a write through `$model.name`.
    func settingBindingMember(_ name: String, of reference: BindingReference, to value: Value, at node: some SyntaxProtocol, in frame: Frame) throws {
        guard name != "wrappedValue" else { return try writeState(value, to: reference) }
        let changed = try settingMember(name, of: reference.read(), to: value, at: node, in: frame)
        try writeState(changed, to: reference)
    }

    /// Writes a binding's value; a different value is a change of state,
    /// which SwiftUI draws the view again for (`stateChanges`).
    func writeState(_ value: Value, to reference: BindingReference) throws {
        let unchanged = (try? valuesEqual(reference.read(), value, in: Frame(scope: Scope(), selfBox: nil, typeContext: nil, source: table.anySource))) == true
        try reference.write(value)
        if !unchanged {
            sharedMutations += 1
            stateChanges += 1
        }
    }
}
