import SwiftSemantics
import Diagnostics
import SwiftSyntax

/// Where a value lives: what an assignment, a compound assignment, `&x`, a
/// `mutating` method or `self = …` changes. One notion of an l-value for all
/// of them, as Swift has: a variable, `self`, a static or global, and any
/// chain of properties, subscripts, tuple elements and optionals on those.
///
/// A place is resolved once (its subscript arguments evaluated once), then
/// read and written. Writing a property or element of a value writes the
/// changed value back to its base, all the way up, running setters and
/// observers on the way as Swift does; a property of an object (a class
/// instance) is changed in the object, and nothing is written back.
indirect enum Place {
    /// A local variable or parameter, in the scope that declares it.
    case variable(Scope, String)
    /// `self` in a method, initializer or accessor.
    case selfValue(SelfBox)
    /// A static stored property or a global variable.
    case stored(StaticStorage)
    /// `base.name`: a stored or computed property, or a tuple element.
    case member(Place, String)
    /// `base[arguments]`.
    case element(Place, [Argument])
    /// `base?` (an optional chain: nil reads as nil, writes do nothing) or `base!`.
    case unwrapped(Place, force: Bool)
    /// A value that is not stored anywhere (a call's result): it can be
    /// read, and changed only where it holds an object.
    case value(Value)
    /// `super.name`: a property of `self` as the superclass declares it.
    case superMember(SelfBox, String, String)
}

/// A static property or global variable's identity: where its value is kept.
struct StaticStorage {
    var key: String
    var property: PropertyDeclaration
    var typeName: String?
}

/// Reading nil through `!`.
struct NilUnwrapped: Error {}

extension Interpreter {
    // MARK: - Resolving

    /// The place an l-value expression names. Expressions that store
    /// nothing are `.value` places, evaluated here, once.
    func place(of expression: ExprSyntax, in frame: Frame) throws -> Place {
        switch expression.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference):
            if let place = try namedPlace(reference.baseName.unescapedText, at: reference, in: frame) { return place }
        case .memberAccessExpr(let access):
            guard let baseExpression = access.base else { break }
            let name = access.declName.baseName.unescapedText
            // `super.value = x` in an override: the superclass's setter and observers, on this object.
            if baseExpression.is(SuperExprSyntax.self), let box = frame.selfBox, let parent = lexicalSuperclass(of: baseExpression, in: frame) {
                return .superMember(box, parent.qualifiedName, name)
            }
            // `Type.name`: a static property.
            if let typeName = typeReferenceName(baseExpression, in: frame) {
                if let storage = staticStorage(name, of: typeName) { return .stored(storage) }
                break
            }
            return .member(try place(of: baseExpression, in: frame), name)
        case .subscriptCallExpr(let subscriptCall):
            let base = try place(of: subscriptCall.calledExpression, in: frame)
            let arguments = try subscriptCall.arguments.map { Argument($0.label?.text, try evaluateSubscriptArgument($0.expression, in: frame)) }
            return .element(base, arguments)
        case .forceUnwrapExpr(let unwrap):
            return .unwrapped(try place(of: unwrap.expression, in: frame), force: true)
        case .optionalChainingExpr(let chaining):
            return .unwrapped(try place(of: chaining.expression, in: frame), force: false)
        case .tupleExpr(let tuple) where tuple.elements.count == 1 && tuple.elements.first?.label == nil:
            return try place(of: tuple.elements.first!.expression, in: frame)
        case .inOutExpr(let inOut):
            return try place(of: inOut.expression, in: frame)
        default:
            break
        }
        return .value(try evaluate(expression, in: frame))
    }

    /// `name` written alone: a local, `self`, a property of `self`, a static
    /// of the types around, or a global variable.
    private func namedPlace(_ name: String, at node: some SyntaxProtocol, in frame: Frame) throws -> Place? {
        if name == "self", let box = frame.selfBox { return .selfValue(box) }
        if let scope = frame.scope.owner(of: name) { return .variable(scope, name) }
        if let box = frame.selfBox, holdsProperty(name, box.value) { return .member(.selfValue(box), name) }
        var context = frame.typeContext
        while let typeName = context {
            if let storage = staticStorage(name, of: typeName) { return .stored(storage) }
            context = table.type(named: typeName)?.parent
        }
        if let property = table.globals.property(name, isStatic: false), !property.isComputed || property.accessor(.set) != nil {
            return .stored(StaticStorage(key: ".\(name)", property: property, typeName: nil))
        }
        return nil
    }

    /// Whether `name` is a property (stored, computed or wrapped) of `value`.
    private func holdsProperty(_ name: String, _ value: Value) -> Bool {
        guard case .instance(let instance) = value else {
            switch value {
            case .record: return true
            // An enum's computed property (`position` with a setter that sets `self`).
            case .enumCase(let caseValue): return instanceProperty(name, of: caseValue.typeName) != nil
            default: return false
            }
        }
        let stored = storageName(name, in: instance)
        if instance.fields[stored] != nil || instance.fieldOrder.contains(stored) || instance.fields["_" + name] != nil { return true }
        // `_count = State(initialValue: 0)` in an initializer: the storage of `count`.
        let property = name.hasPrefix("_") ? String(name.dropFirst()) : name
        return instanceProperty(property, of: instance.typeName) != nil
    }

    /// The name of the type an expression refers to (`Counter`, `Self`, `Outer.Inner`), if it is one.
    func typeReferenceName(_ expression: ExprSyntax, in frame: Frame) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "Self" { return frame.selfBox.flatMap { typeName(of: $0.value) } ?? frame.typeContext }
            guard frame.scope.lookup(name) == nil, frame.selfBox.map({ !holdsProperty(name, $0.value) }) ?? true else { return nil }
            return resolveTypeName(name, from: frame.typeContext)
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
           let outer = typeReferenceName(base, in: frame) {
            let candidate = "\(outer).\(access.declName.baseName.text)"
            return table.type(named: candidate) != nil ? candidate : nil
        }
        if expression.is(TypeExprSyntax.self) { return expression.trimmedText }
        return nil
    }

    /// A static stored property of `typeName` (or of its superclasses), by name.
    func staticStorage(_ name: String, of typeName: String) -> StaticStorage? {
        var current = table.type(named: typeName)
        var steps = 0
        while let type = current, steps < 16 {
            if let property = type.members.property(name, isStatic: true) {
                return StaticStorage(key: "\(type.qualifiedName).\(name)", property: property, typeName: type.qualifiedName)
            }
            current = superclass(of: type)
            steps += 1
        }
        return nil
    }

    /// The declaration of an instance property of a guide type: its own,
    /// then its superclasses' (nearest first).
    func instanceProperty(_ name: String, of typeName: String) -> PropertyDeclaration? {
        instancePropertyChain(name, of: typeName).first?.property
    }

    /// Every declaration of an instance property along a class chain, most
    /// derived first: an override that adds observers, then the property it observes.
    func instancePropertyChain(_ name: String, of typeName: String) -> [(property: PropertyDeclaration, owner: String)] {
        var found: [(PropertyDeclaration, String)] = []
        var current = table.type(named: typeName)
        var steps = 0
        while let type = current, steps < 16 {
            if let property = type.members.property(name, isStatic: false) { found.append((property, type.qualifiedName)) }
            current = superclass(of: type)
            steps += 1
        }
        if found.isEmpty, let type = table.type(named: typeName) {
            // A computed property a protocol extension gives the type.
            for conformance in protocolExtensions(of: type) {
                if let property = conformance.members.property(name, isStatic: false) {
                    found.append((property, type.qualifiedName))
                    break
                }
            }
        }
        return found
    }

    // MARK: - Reading

    func read(_ place: Place, at node: some SyntaxProtocol, in frame: Frame) throws -> Value {
        switch place {
        case .variable(let scope, let name):
            if let (owner, local) = scope.localAccessors(name) { return try readLocal(name, local, in: owner, at: node) }
            return scope.lookup(name) ?? .none
        case .selfValue(let box):
            return box.value
        case .stored(let storage):
            return try staticValue(storage, at: node)
        case .member(let base, let name):
            let baseValue = try read(base, at: node, in: frame)
            if baseValue.isNone, Self.isOptionalChain(base) { return .none }
            // A `lazy` property read for the first time is initialised and stored.
            if case .instance(let instance) = baseValue, instance.fields[name] == nil,
               let property = instanceProperty(name, of: instance.typeName), property.isLazy {
                let value = try lazyValue(property, of: baseValue, at: node)
                // An object's storage is shared: storing it there is enough.
                let stored = try settingStored(name, of: baseValue, to: value)
                if !instance.isReference { try write(stored, to: base, at: node, in: frame) }
                return value
            }
            return try member(name, of: baseValue, at: node, in: frame)
        case .element(let base, let arguments):
            let baseValue = try read(base, at: node, in: frame)
            if baseValue.isNone, Self.isOptionalChain(base) { return .none }
            return try subscriptValue(of: baseValue, arguments, at: node, in: frame)
        case .unwrapped(let base, let force):
            let value = try read(base, at: node, in: frame)
            if force, value.isNone { throw EvaluationError("unexpectedly found nil while unwrapping an Optional value", at: frame.location(of: node)) }
            return value
        case .value(let value):
            return value
        case .superMember(let box, let parent, let name):
            if let (property, owner) = instancePropertyChain(name, of: parent).first {
                if property.isComputed { return try evaluateComputed(property, selfBox: box, typeName: owner) }
                if case .instance(let instance) = box.value, let field = instance.fields[storageName(name, in: instance)] { return try fieldValue(field, reading: name) }
            }
            return try member(name, of: box.value, at: node, in: frame)
        }
    }

    /// A static stored property's or global's value: its initial value the
    /// first time it is read, then what was last assigned.
    func staticValue(_ storage: StaticStorage, at node: some SyntaxProtocol) throws -> Value {
        if let written = globalWrites[storage.key] { return written }
        return try evaluateStaticProperty(storage.property, ownerKey: String(storage.key.dropLast(storage.property.name.count + 1)),
                                          typeName: storage.typeName, at: node)
    }

    /// Runs a `lazy` property's initial value with `self` (`lazy var x = self.y * 2`).
    private func lazyValue(_ property: PropertyDeclaration, of value: Value, at node: some SyntaxProtocol) throws -> Value {
        guard let initializer = property.initializer else { return .none }
        let frame = Frame(scope: Scope(), selfBox: SelfBox(value), typeContext: typeName(of: value), source: property.source)
        let shape = TypeShape(property.type)
        return try coerce(evaluate(initializer, in: frame, as: shape), to: shape, in: frame)
    }

    // MARK: - Writing

    /// A read for a read-modify-write (`x.a[i] += 1`, `&x.a[i]`): the place's
    /// value and the values read on the way to it, outermost first, which the
    /// write-back sets (`write(_:to:bases:)`) instead of reading them again,
    /// so each getter on the path runs once, as Swift's accessors do.
    func readKeepingBases(_ place: Place, at node: some SyntaxProtocol, in frame: Frame) throws -> (Value, [Value]?) {
        switch place {
        case .member(let base, let name):
            let (baseValue, inner) = try readKeepingBases(base, at: node, in: frame)
            guard let inner else { return (try read(place, at: node, in: frame), nil) }
            if baseValue.isNone, Self.isOptionalChain(base) { return (.none, inner + [baseValue]) }
            // A `lazy` property read for the first time stores itself: read as usual.
            if case .instance(let instance) = baseValue, instance.fields[name] == nil, instanceProperty(name, of: instance.typeName)?.isLazy == true {
                return (try read(place, at: node, in: frame), nil)
            }
            return (try member(name, of: baseValue, at: node, in: frame), inner + [baseValue])
        case .element(let base, let arguments):
            let (baseValue, inner) = try readKeepingBases(base, at: node, in: frame)
            guard let inner else { return (try read(place, at: node, in: frame), nil) }
            if baseValue.isNone, Self.isOptionalChain(base) { return (.none, inner + [baseValue]) }
            return (try subscriptValue(of: baseValue, arguments, at: node, in: frame), inner + [baseValue])
        case .variable, .selfValue, .stored, .value:
            return (try read(place, at: node, in: frame), [])
        case .unwrapped, .superMember:
            return (try read(place, at: node, in: frame), nil)
        }
    }

    /// Writes a place whose path was read by `readKeepingBases`: the bases
    /// it read are changed and written back outward, none read again.
    func write(_ value: Value, to place: Place, at node: some SyntaxProtocol, in frame: Frame, bases: [Value]?) throws {
        guard var bases, let baseValue = bases.popLast() else { return try write(value, to: place, at: node, in: frame) }
        switch place {
        case .member(let base, let name):
            if baseValue.isNone, Self.isOptionalChain(base) { return try writeBackNil(through: base, at: node, in: frame) }
            if case .type(let type) = baseValue, let storage = staticStorage(name, of: type.name) {
                return try writeStatic(value, to: storage, at: node, in: frame)
            }
            var selfBox: SelfBox?
            if case .selfValue(let box) = base { selfBox = box }
            let changed = try settingMember(name, of: baseValue, to: value, from: selfBox, at: node, in: frame)
            if !Self.isReference(baseValue) { try write(changed, to: base, at: node, in: frame, bases: bases) }
        case .element(let base, let arguments):
            if baseValue.isNone, Self.isOptionalChain(base) { return try writeBackNil(through: base, at: node, in: frame) }
            let changed = try settingElement(of: baseValue, arguments, to: value, at: node, in: frame)
            if !Self.isReference(baseValue) { try write(changed, to: base, at: node, in: frame, bases: bases) }
        case .variable, .selfValue, .stored, .value, .unwrapped, .superMember:
            try write(value, to: place, at: node, in: frame)
        }
    }

    func write(_ value: Value, to place: Place, at node: some SyntaxProtocol, in frame: Frame) throws {
        switch place {
        case .variable(let scope, let name):
            if let (owner, local) = scope.localAccessors(name) {
                try writeLocal(name, local, value, in: owner, at: node)
                return
            }
            _ = scope.assign(name, value)
        case .selfValue(let box):
            box.value = value
        case .stored(let storage):
            try writeStatic(value, to: storage, at: node, in: frame)
        case .member(let base, let name):
            let baseValue = try read(base, at: node, in: frame)
            // `a?.b.c = x` with `a` nil assigns nothing (but see `writeBackNil`).
            if baseValue.isNone, Self.isOptionalChain(base) { return try writeBackNil(through: base, at: node, in: frame) }
            if case .type(let type) = baseValue, let storage = staticStorage(name, of: type.name) {
                try writeStatic(value, to: storage, at: node, in: frame)
                return
            }
            var selfBox: SelfBox?
            if case .selfValue(let box) = base { selfBox = box }
            let changed = try settingMember(name, of: baseValue, to: value, from: selfBox, at: node, in: frame)
            if !Self.isReference(baseValue) { try write(changed, to: base, at: node, in: frame) }
        case .element(let base, let arguments):
            let baseValue = try read(base, at: node, in: frame)
            if baseValue.isNone, Self.isOptionalChain(base) { return try writeBackNil(through: base, at: node, in: frame) }
            let changed = try settingElement(of: baseValue, arguments, to: value, at: node, in: frame)
            if !Self.isReference(baseValue) { try write(changed, to: base, at: node, in: frame) }
        case .unwrapped(let base, let force):
            if try read(base, at: node, in: frame).isNone {
                if force { throw EvaluationError("unexpectedly found nil while unwrapping an Optional value", at: frame.location(of: node)) }
                return try writeBackNil(through: place, at: node, in: frame)
            }
            try write(value, to: base, at: node, in: frame)
        case .superMember(let box, let parent, let name):
            box.value = try settingProperty(name, chain: instancePropertyChain(name, of: parent)[...], of: box.value, to: value, from: box, at: node, in: frame)
        case .value(let current):
            guard Self.isReference(current) else {
                throw EvaluationError("cannot assign to '\(node.trimmedDescription.prefix(40))': it is not a variable", at: frame.location(of: node))
            }
        }
    }

    /// `order.note?.qty = 5` with `note` nil: Swift's modify access to `note`
    /// still writes it back, so its setter and observers run (nil -> nil).
    /// An optional object is only read: nothing is written through it.
    func writeBackNil(through place: Place, at node: some SyntaxProtocol, in frame: Frame) throws {
        switch place {
        case .unwrapped(let inner, force: false):
            guard case .member(let owner, let name) = inner, case .instance(let instance) = try read(owner, at: node, in: frame),
                  let property = instanceProperty(name, of: instance.typeName),
                  property.hasObservers || property.accessor(.set) != nil else { return }
            if case .optional(.named(let wrapped)) = TypeShape(property.type), table.type(named: wrapped)?.kind == .class { return }
            try write(.none, to: inner, at: node, in: frame)
        case .unwrapped(let inner, force: true), .member(let inner, _), .element(let inner, _):
            try writeBackNil(through: inner, at: node, in: frame)
        case .variable, .selfValue, .stored, .value, .superMember:
            return
        }
    }

    /// Whether a place goes through `x?` anywhere along its base: nil there
    /// makes the whole chain nil, and an assignment to it does nothing.
    static func isOptionalChain(_ place: Place) -> Bool {
        switch place {
        case .unwrapped(_, force: false): true
        case .unwrapped(let base, force: true), .member(let base, _), .element(let base, _): isOptionalChain(base)
        case .variable, .selfValue, .stored, .value, .superMember: false
        }
    }

    /// Objects are changed where they are: a base that holds one is not written back
    /// (a type stands for its static storage, which is changed where it is too).
    static func isReference(_ value: Value) -> Bool {
        switch value {
        case .instance(let instance): instance.isReference
        case .record(let record): record.storage.isReference
        case .type, .binding: true
        default: false
        }
    }

    private func writeStatic(_ value: Value, to storage: StaticStorage, at node: some SyntaxProtocol, in frame: Frame) throws {
        let property = storage.property
        if property.isComputed {
            guard let setter = property.accessor(.set) else {
                throw EvaluationError("cannot assign to '\(property.name)': it is a get-only property", at: frame.location(of: node))
            }
            let box = SelfBox(.type(TypeReference(storage.typeName ?? "")))
            try runAccessor(setter, of: property, newValue: value, selfBox: storage.typeName == nil ? nil : box, typeName: storage.typeName)
            return
        }
        let old = property.hasObservers ? try staticValue(storage, at: node) : .none
        if let willSet = property.accessor(.willSet) {
            try runAccessor(willSet, of: property, newValue: value, selfBox: nil, typeName: storage.typeName)
        }
        if let wrapper = try staticWrapper(property, key: storage.key, typeName: storage.typeName) {
            // `@Setting("volume", default: 5) static var volume`: through the wrapper's setter.
            let changed = try settingWrapped(wrapper, depth: wrapperAttributes(of: property).count, to: value, at: node, in: frame)
            globalWrites[Self.wrapperKey(storage.key)] = changed
        } else {
            globalWrites[storage.key] = value
        }
        if let didSet = property.accessor(.didSet) {
            try runAccessor(didSet, of: property, newValue: old, selfBox: nil, typeName: storage.typeName, isDidSet: true)
        }
    }

    /// `base.name = value` on a value: the changed value (the same object
    /// for a class instance, changed in place). Setters, observers and
    /// property wrappers declared by the guide run here.
    /// `from`: the `self` the assignment is made in (`name = x` in a method), whose
    /// initializer or observers may be running.
    func settingMember(_ name: String, of base: Value, to value: Value, from selfBox: SelfBox? = nil, at node: some SyntaxProtocol, in frame: Frame) throws -> Value {
        // A computed property with a setter that a guide extension gives a builtin
        // type (`extension CGRect { var center: CGPoint { get set } }`).
        if case .instance = base {} else {
            for owner in guideTypeNames(of: base) {
                guard let property = table.type(named: owner)?.members.property(name, isStatic: false), property.isComputed,
                      let setter = property.accessor(.set) else { continue }
                let box = SelfBox(base)
                try runAccessor(setter, of: property, newValue: value, selfBox: box, typeName: owner)
                return box.value
            }
        }
        switch base {
        case .binding(let reference):
            try settingBindingMember(name, of: reference, to: value, at: node, in: frame)
            return base
        case .instance(let instance):
            // `f.$title.undo()`: written through the wrapper's `projectedValue` setter, kept in `_title`.
            if name.hasPrefix("$"), let wrapper = wrapperStorage(String(name.dropFirst()), of: base) {
                let changed = try settingMember("projectedValue", of: wrapper, to: value, at: node, in: frame)
                return try settingStored("_" + name.dropFirst(), of: base, to: changed)
            }
            let chain = instancePropertyChain(name, of: instance.typeName)
            return try settingProperty(name, chain: chain[...], of: base, to: value, from: selfBox, at: node, in: frame)
        case .tuple(var items, let labels):
            if let index = Int(name) ?? labels.firstIndex(of: name), items.indices.contains(index) {
                items[index] = value
                return .tuple(items, labels: labels)
            }
        case .record(let record) where record.storage.isReference:
            record.storage.fields[name] = value
            sharedMutations += 1
            return base
        case .record(let record) where record.typeName == AttributedStrings.typeName && Interpreter.attributedStringAttributes.contains(name):
            return try attributed(base, setting: name, to: value, at: node, in: frame)
        case .record(let record) where record.typeName == "CGRect":
            if let changed = RectGeometry.setting(name, of: record, to: value) { return .record(changed) }
            let copy = Record(record.typeName, record.storage.fields)
            copy.storage.fields[name] = value
            return .record(copy)
        case .record(let record):
            let copy = Record(record.typeName, record.storage.fields)
            copy.storage.fields[name] = value
            return .record(copy)
        case .string where Interpreter.attributedStringAttributes.contains(name):
            return try attributed(base, setting: name, to: value, at: node, in: frame)
        default:
            break
        }
        throw EvaluationError("cannot assign to property '\(name)' of \(base.kindDescription)", at: frame.location(of: node))
    }

    /// `run.font = .body` on an AttributedString: drawn when SwiftUI draws
    /// that attribute (`AttributedStrings`); otherwise its text is drawn
    /// plain, and the component says which attribute is not.
    private func attributed(_ base: Value, setting name: String, to value: Value, at node: some SyntaxProtocol, in frame: Frame) throws -> Value {
        if let styled = try AttributedStrings.setting(name, of: base, to: value, interpreter: self, in: frame) { return styled }
        preview.issues.note("AttributedString .\(name)", .notDrawn, at: frame.location(of: node))
        return base
    }

    /// A guide property along its class chain: an overriding declaration's
    /// observers around the overridden one's setter or storage.
    func settingProperty(_ name: String, chain: ArraySlice<(property: PropertyDeclaration, owner: String)>, of base: Value, to value: Value,
                         from selfBox: SelfBox? = nil, at node: some SyntaxProtocol, in frame: Frame) throws -> Value {
        guard let (property, owner) = chain.first else {
            return try settingStored(name, of: base, to: value)
        }
        let value = try converted(value, toTypeOf: property, owner: owner)
        let box = SelfBox(base)
        if property.isComputed {
            guard let setter = property.accessor(.set) else {
                throw EvaluationError("cannot assign to '\(name)': it is a get-only property", at: frame.location(of: node))
            }
            try runAccessor(setter, of: property, newValue: value, selfBox: box, typeName: owner)
            return box.value
        }
        let rest = chain.dropFirst()
        // The write itself: through a wrapper's setter, into the stored field, or to the overridden declaration.
        let store = { (base: Value, selfBox: SelfBox?) throws -> Value in
            if let wrapper = self.wrapperStorage(name, of: base) {
                // `@Clamped var x`: the wrapper's `wrappedValue` setter stores it.
                let changed = try self.settingWrapped(wrapper, depth: max(1, self.wrapperAttributes(of: property).count), to: value, at: node, in: frame)
                return try self.settingStored("_" + name, of: base, to: changed)
            }
            if let attribute = self.wrapperAttribute(of: property) {
                // Set for the first time in an initializer: the wrapper is made around the value.
                return try self.settingStored("_" + name, of: base, to: self.makeWrapper(attribute, wrappedValue: value, property: property, typeContext: owner))
            }
            return rest.isEmpty ? try self.settingStored(name, of: base, to: value)
                : try self.settingProperty(name, chain: rest, of: base, to: value, from: selfBox, at: node, in: frame)
        }
        // A type's initializer sets its own properties without their observers, and
        // an observer setting its own property does not run itself again (but an
        // overridden declaration's observers further up the chain still run).
        let observed = owner + "." + name
        guard property.hasObservers, owner != selfBox?.initializingType, selfBox?.observing.contains(observed) != true,
              wrapperStorage(name, of: base) != nil || wrapperAttribute(of: property) == nil else {
            return try store(base, selfBox)
        }
        let old = try member(name, of: base, at: node, in: frame)
        box.observing.insert(observed)
        if let willSet = property.accessor(.willSet) {
            try runAccessor(willSet, of: property, newValue: value, selfBox: box, typeName: owner)
        }
        box.value = try store(box.value, box)
        if let didSet = property.accessor(.didSet) {
            try runAccessor(didSet, of: property, newValue: old, selfBox: box, typeName: owner, isDidSet: true)
        }
        box.observing.remove(observed)
        return box.value
    }

    /// A value set to a property as its declared type makes it: `5` set
    /// through `any Sized`'s `height: Double` is 5.0 in its setter.
    func converted(_ value: Value, toTypeOf property: PropertyDeclaration, owner: String) throws -> Value {
        guard let type = property.type else { return value }
        switch value {
        case .int, .implicitMember, .array, .tuple:
            let frame = Frame(scope: Scope(), selfBox: nil, typeContext: owner, source: property.source)
            return try coerce(value, to: TypeShape(type), in: frame)
        default:
            return value
        }
    }

    /// A stored field set, with nothing run.
    func settingStored(_ name: String, of base: Value, to value: Value) throws -> Value {
        guard case .instance(var instance) = base else { return base }
        let storage = storageName(name, in: instance)
        // `count = 1` with `@State var count`: written to its storage, which the view's copies share.
        if !name.hasPrefix("_"), case .binding(let reference)? = instance.fields[storage] {
            try writeState(value, to: reference)
            return base
        }
        var value = value
        // A stored property keeps its type: an `Int` set to one holding a `Double`
        // (`var top = 0.0` written through a generic key path with `4`) is that
        // `Double`, unless the property says it holds something else (`Any`).
        if case .int(let integer) = value, case .double? = instance.fields[storage], mayHoldFloatingPoint(storage, of: instance.typeName) {
            value = .double(Double(integer))
        }
        instance.fields[storage] = storedValue(value, for: storage, of: instance.typeName)
        return .instance(instance)
    }

    /// Whether a stored property is floating point: declared so, or with no
    /// type written (its initial value said what it is).
    private func mayHoldFloatingPoint(_ name: String, of typeName: String) -> Bool {
        guard let type = instanceProperty(name, of: typeName)?.type else { return true }
        return TypeShape(type).name.map(TypeShape.floatingPointNames.contains) ?? false
    }

    /// A guide property wrapper's storage (`_x` holding a `Clamped`), if `name` has one.
    func wrapperStorage(_ name: String, of base: Value) -> Value? {
        guard case .instance(let instance) = base, let wrapper = instance.fields["_" + name],
              case .instance(let wrapped) = wrapper, table.type(named: wrapped.typeName)?.isPropertyWrapper == true else { return nil }
        return wrapper
    }

    /// Runs `set`, `willSet` or `didSet` with its parameter (`newValue`,
    /// `oldValue`, or the name written in parentheses).
    func runAccessor(_ accessor: AccessorDeclSyntax, of property: PropertyDeclaration, newValue: Value, selfBox: SelfBox?, typeName: String?,
                     isDidSet: Bool = false) throws {
        guard let body = accessor.body else { return }
        try nested(at: property.location) {
            let frame = Frame(scope: Scope(), selfBox: selfBox, typeContext: typeName, source: property.source)
            declareGenericArguments(ofSelf: selfBox, in: frame)
            let parameter = accessor.parameters?.name.text ?? (isDidSet ? "oldValue" : "newValue")
            frame.scope.declare(parameter, newValue)
            _ = try execute(body.statements, in: frame)
        }
    }

    // MARK: - Subscripts

    /// `base[arguments]` read: arrays, dictionaries, strings, the guide's own subscripts.
    func subscriptValue(of base: Value, _ arguments: [Argument], at node: some SyntaxProtocol, in frame: Frame) throws -> Value {
        if arguments.count == 1, arguments[0].label == "keyPath", case .keyPath(let path) = arguments[0].value {
            return try applyKeyPath(path, to: base, in: frame)
        }
        // `$drafts[i]`: a binding to the element, as Binding's subscript makes one.
        if case .binding(let reference) = base {
            return .binding(BindingReference(
                read: { [unowned self] in try subscriptValue(of: reference.read(), arguments, at: node, in: frame) },
                write: { [unowned self] value in
                    try writeState(settingElement(of: reference.read(), arguments, to: value, at: node, in: frame), to: reference)
                }))
        }
        // `proxy[anchor]`: the anchored view's bounds (or point) in the reader's space.
        if case .record(let proxy) = base, proxy.typeName == "GeometryProxy", arguments.count == 1,
           case .record(let anchor) = arguments[0].value, anchor.typeName == "Anchor" {
            return PreferenceAnchors.resolved(anchor)
        }
        if let (declaration, owner) = guideSubscript(of: base, arguments, at: node) {
            guard let getter = declaration.getter else {
                throw EvaluationError("subscript has no getter", at: declaration.location)
            }
            return try nested(at: declaration.location) {
                let subscriptFrame = Frame(scope: Scope(), selfBox: SelfBox(base), typeContext: owner, source: declaration.source,
                                           resultShape: TypeShape(declaration.returnType))
                try bind(arguments, to: declaration.parameters, in: subscriptFrame, callee: "subscript", at: frame.location(of: node))
                declareGenericBindings(resolvedGenerics(of: node, in: frame), in: subscriptFrame)
                return try coerce(runBody(getter, in: subscriptFrame, mode: .function), to: TypeShape(declaration.returnType), in: subscriptFrame)
            }
        }
        return try builtinSubscript(base, arguments, at: node, in: frame)
    }

    /// `base[arguments] = value`: the changed base.
    func settingElement(of base: Value, _ arguments: [Argument], to value: Value, at node: some SyntaxProtocol, in frame: Frame) throws -> Value {
        let location = frame.location(of: node)
        if arguments.count == 1, arguments[0].label == "keyPath", case .keyPath(let path) = arguments[0].value {
            return try settingKeyPath(path.components[...], of: base, to: value, in: frame)
        }
        if let (declaration, owner) = guideSubscript(of: base, arguments, at: node) {
            guard let setter = declaration.setter, let body = setter.body else {
                throw EvaluationError("cannot assign through subscript: it is get-only", at: location)
            }
            let box = SelfBox(base)
            try nested(at: declaration.location) {
                let subscriptFrame = Frame(scope: Scope(), selfBox: box, typeContext: owner, source: declaration.source)
                try bind(arguments, to: declaration.parameters, in: subscriptFrame, callee: "subscript", at: location)
                subscriptFrame.scope.declare(setter.parameters?.name.text ?? "newValue", value)
                _ = try execute(body.statements, in: subscriptFrame)
            }
            return box.value
        }
        switch (base, arguments.first?.value) {
        case (.array(var items), .int(let index)?):
            guard items.indices.contains(index) else { throw EvaluationError("index \(index) is out of range (0..<\(items.count))", at: location) }
            items[index] = value
            return .array(items)
        case (.array(var items), .range(let lower, let upper, let closed, _)?):
            let start = lower.isFinite ? Int(saturating: lower) : 0
            let end = upper.isFinite ? Int(saturating: upper) + (closed ? 1 : 0) : items.count
            guard start >= 0, end <= items.count, start <= end, case .array(let replacement) = value else {
                throw EvaluationError("range is out of bounds", at: location)
            }
            items.replaceSubrange(start..<end, with: replacement)
            return .array(try Budget.collection(items, at: location))
        case (.arraySlice(var slice), .int(let index)?):
            guard let position = slice.position(of: index) else {
                throw EvaluationError("index \(index) is out of range (\(slice.startIndex)..<\(slice.endIndex))", at: location)
            }
            slice.elements[position] = value
            return .arraySlice(slice)
        case (.record(let record), .type(let keyType)?) where record.typeName == "EnvironmentValues":
            // `env[ThemeKey.self] = dark`: a copy holding the value, as EnvironmentValues is a value.
            let copy = Record(record.typeName, record.storage.fields)
            // `.standard`: a member of the type the key's values are of.
            var stored = value
            if case .implicitMember = value, let valueType = typeName(of: try staticMember("defaultValue", of: keyType.name, at: node, in: frame)) {
                stored = try coerce(value, toNamed: valueType, in: frame)
            }
            copy.storage.fields[Self.environmentSlot(keyType)] = stored
            return .record(copy)
        case (.dictionary(var entries), let key?):
            let index = try entries.firstIndex { try valuesEqual($0.key, key, in: frame) }
            if value.isNone {
                if let index { entries.remove(at: index) }
            } else if let index {
                entries[index].value = value
            } else {
                entries.append(Value.DictionaryEntry(key: key, value: value))
                _ = try Budget.count(entries.count, "a dictionary", at: location)
            }
            return .dictionary(entries)
        default:
            throw EvaluationError("cannot assign through a subscript of \(base.kindDescription)", at: location)
        }
    }

    /// The guide's subscript of the value's type that takes these arguments:
    /// the overload the semantic stage chose, else the first whose labels and
    /// parameter types take them, else the first whose labels do.
    private func guideSubscript(of base: Value, _ arguments: [Argument], at node: some SyntaxProtocol) -> (SubscriptDeclaration, String)? {
        let chosen = types.callee(of: node)
        var byLabels: (SubscriptDeclaration, String)?
        let isStatic: Bool
        var typeNames: [String]
        if case .type(let type) = base {
            isStatic = true
            typeNames = [type.name]
        } else {
            isStatic = false
            typeNames = guideTypeNames(of: base)
        }
        for typeName in typeNames {
            var current = table.type(named: typeName)
            var steps = 0
            while let type = current, steps < 16 {
                for declaration in type.members.subscripts where declaration.isStatic == isStatic && accepts(declaration.parameters, arguments) {
                    let found = (declaration, isStatic ? type.qualifiedName : typeName)
                    if chosen == declaration.declaration.id || (chosen == nil && takes(declaration.parameters, arguments)) { return found }
                    if byLabels == nil { byLabels = found }
                }
                current = superclass(of: type)
                steps += 1
            }
        }
        return byLabels
    }
}

extension Scope {
    /// The scope that declares `name`: the one an assignment changes.
    func owner(of name: String) -> Scope? {
        var current: Scope? = self
        while let scope = current {
            if scope.declares(name) { return scope }
            current = scope.parent
        }
        return nil
    }
}
