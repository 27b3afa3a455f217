import Diagnostics
import Guards

/// A property or method of a standard-library value (`items.count`,
/// `text.hasPrefix("#")`, `values.append(3)`), in one place: which values
/// have it, whether it changes the value it is called on, and what it
/// does. `StandardLibrary` is the registry of all of them: a member is
/// one entry, and whether a value has a member is a lookup, never a list
/// kept beside the code.
struct LibraryMember: Sendable {
    enum Kind: Sendable {
        /// `value.name`.
        case property
        /// `value.name(...)`: gives a result, leaves the value as it was.
        case method
        /// `value.name(...)` that changes the value it is called on (`append`,
        /// `toggle`): the caller writes the changed value back to its place.
        case mutatingMethod
    }

    var name: String
    var kind: Kind
    var body: @Sendable (inout Value, LibraryCall) throws -> Value

    static func property(_ name: String, _ body: @escaping @Sendable (Value, LibraryCall) throws -> Value) -> LibraryMember {
        LibraryMember(name: name, kind: .property) { receiver, call in try body(receiver, call) }
    }

    static func method(_ name: String, _ body: @escaping @Sendable (Value, LibraryCall) throws -> Value) -> LibraryMember {
        LibraryMember(name: name, kind: .method) { receiver, call in try body(receiver, call) }
    }

    static func mutating(_ name: String, _ body: @escaping @Sendable (inout Value, LibraryCall) throws -> Value) -> LibraryMember {
        LibraryMember(name: name, kind: .mutatingMethod, body: body)
    }
}

/// The kinds of runtime value the library's members are registered for.
enum LibraryReceiver: Hashable, Sendable {
    case array, arraySlice, reversedCollection, lazySequence, string, integer, floatingPoint, bool, dictionary, set, range, boundsRange, result, iterator, optionSet
    case calendar, dateComponents, dateInterval, measurement, formatStyle, dateFormatStyle

    init?(_ value: Value) {
        switch value {
        case .array: self = .array
        case .arraySlice: self = .arraySlice
        case .reversedCollection: self = .reversedCollection
        case .lazySequence: self = .lazySequence
        case .string: self = .string
        case .int, .integer: self = .integer
        case .double, .float: self = .floatingPoint
        case .bool: self = .bool
        case .dictionary: self = .dictionary
        case .set: self = .set
        case .range: self = .range
        case .boundsRange: self = .boundsRange
        case .enumCase(let caseValue) where caseValue.typeName == ResultMembers.typeName: self = .result
        case .record(let record) where record.typeName == CollectionMembers.iteratorType: self = .iterator
        case .instance where OptionSetMembers.isOptionSet(value): self = .optionSet
        case .record(let record) where record.typeName == CalendarMembers.calendarType: self = .calendar
        case .record(let record) where record.typeName == CalendarMembers.componentsType: self = .dateComponents
        case .record(let record) where record.typeName == CalendarMembers.intervalType: self = .dateInterval
        case .record(let record) where record.typeName == MeasurementMembers.typeName: self = .measurement
        case .record(let record) where record.typeName == FormatStyleMembers.typeName: self = .formatStyle
        case .record(let record) where record.typeName == FormatStyleMembers.dateStyleType: self = .dateFormatStyle
        default: return nil
        }
    }
}

/// A call of a library member: its arguments and what the member needs to
/// call back into the guide's code (closures, comparisons, descriptions).
struct LibraryCall {
    var name: String
    var arguments: [Argument]
    var interpreter: Interpreter
    var frame: Frame

    var location: FileLocation { frame.location(of: frame.source.syntax) }

    /// The argument labelled `label` (nil: the first unlabelled one).
    func value(_ label: String? = nil) -> Value? {
        if let label { return arguments.value(label) }
        return arguments.first { $0.label == nil }?.value
    }

    func required(_ label: String? = nil) throws -> Value {
        guard let value = value(label) else { throw builtinError("\(name) needs \(label.map { "'\($0)'" } ?? "an argument")") }
        return value
    }

    func int(_ label: String? = nil) throws -> Int {
        guard let number = try required(label).asInt else { throw builtinError("\(name): \(label ?? "the argument") must be an integer") }
        return number
    }

    func double(_ label: String? = nil) throws -> Double {
        guard let number = Operators.numericConstant(try required(label), other: .double(0)).asDouble else {
            throw builtinError("\(name): \(label ?? "the argument") must be a number")
        }
        return number
    }

    func string(_ label: String? = nil) throws -> String {
        guard case .string(let text) = try required(label) else { throw builtinError("\(name): \(label ?? "the argument") must be a string") }
        return text
    }

    /// The closure (or function, operator, key path) the call passes last.
    func closure() throws -> Value {
        guard let function = arguments.last?.value, function.isCallable else { throw builtinError("\(name) needs a closure") }
        return function
    }

    var hasClosure: Bool {
        arguments.last?.value.isCallable == true
    }

    func call(_ values: Value...) throws -> Value {
        try interpreter.callFunction(try closure(), values, in: frame)
    }

    func test(_ value: Value) throws -> Bool {
        guard case .bool(let flag) = try call(value) else { throw builtinError("\(name)'s closure must return a Bool") }
        return flag
    }

    /// `a < b` as the closure (`by:`) or Swift's `<` says.
    func ordered(_ a: Value, _ b: Value) throws -> Bool {
        if hasClosure {
            guard case .bool(let flag) = try call(a, b) else { throw builtinError("\(name)(by:) must return a Bool") }
            return flag
        }
        return try interpreter.less(a, b, in: frame)
    }

    func equal(_ a: Value, _ b: Value) throws -> Bool {
        try interpreter.valuesEqual(a, b, in: frame)
    }
}

/// Every library member, by the kind of value it belongs to. A property and
/// a method may share a name (`first` and `first(where:)`).
enum StandardLibrary {
    private struct Key: Hashable {
        var receiver: LibraryReceiver
        var name: String
        var isProperty: Bool
    }

    private static let members: [Key: LibraryMember] = {
        var table: [Key: LibraryMember] = [:]
        func register(_ receiver: LibraryReceiver, _ entries: [LibraryMember], replacing: Bool = false) {
            for entry in entries {
                let key = Key(receiver: receiver, name: entry.name, isProperty: entry.kind == .property)
                precondition(replacing || table[key] == nil, "\(entry.name) is registered twice for \(receiver)")
                table[key] = entry
            }
        }
        for receiver in [LibraryReceiver.array, .arraySlice, .reversedCollection, .set, .dictionary, .range, .boundsRange] { register(receiver, CollectionMembers.describing) }
        register(.array, CollectionMembers.sequence)
        register(.array, CollectionMembers.array)
        register(.arraySlice, CollectionMembers.sequence)
        register(.arraySlice, ArraySliceMembers.all)
        register(.reversedCollection, CollectionMembers.sequence)
        register(.lazySequence, LazyMembers.all)
        // Reversing it again gives its base back, as Swift's `ReversedCollection.reversed()` does.
        register(.reversedCollection, [.method("reversed") { value, _ in if case .reversedCollection(let base) = value { base } else { value } }], replacing: true)
        register(.set, CollectionMembers.sequence)
        register(.set, CollectionMembers.set)
        register(.range, CollectionMembers.sequence)
        register(.range, CollectionMembers.range)
        register(.dictionary, CollectionMembers.dictionary)
        register(.boundsRange, CollectionMembers.boundsRange)
        register(.result, ResultMembers.all)
        register(.iterator, CollectionMembers.iterator)
        // A string is a collection of characters; its own members take precedence.
        register(.string, CollectionMembers.sequence)
        register(.string, StringMembers.all, replacing: true)
        register(.integer, NumberMembers.integer)
        register(.floatingPoint, NumberMembers.floatingPoint)
        register(.bool, NumberMembers.bool)
        register(.optionSet, OptionSetMembers.all)
        register(.calendar, CalendarMembers.calendar)
        register(.dateComponents, CalendarMembers.dateComponents)
        register(.dateInterval, CalendarMembers.dateInterval)
        register(.measurement, MeasurementMembers.all)
        register(.formatStyle, FormatStyleMembers.all)
        register(.dateFormatStyle, FormatStyleMembers.dateFields)
        return table
    }()

    static func method(_ name: String, of value: Value) -> LibraryMember? {
        guard let receiver = LibraryReceiver(value) else { return nil }
        return members[Key(receiver: receiver, name: name, isProperty: false)] ?? eagerly(name, isProperty: false, receiver)
    }

    static func property(_ name: String, of value: Value) -> LibraryMember? {
        guard let receiver = LibraryReceiver(value) else { return nil }
        return members[Key(receiver: receiver, name: name, isProperty: true)] ?? eagerly(name, isProperty: true, receiver)
    }

    /// A lazy sequence's member that is not its own (`sorted`, `joined`):
    /// an array's, on all its elements, which iteration gives first.
    private static func eagerly(_ name: String, isProperty: Bool, _ receiver: LibraryReceiver) -> LibraryMember? {
        guard receiver == .lazySequence, let member = members[Key(receiver: .array, name: name, isProperty: isProperty)],
              member.kind != .mutatingMethod else { return nil }
        return LibraryMember(name: name, kind: member.kind) { value, call in
            var elements = Value.array(try call.interpreter.lazyEvaluation(in: call.frame).elements(LazyMembers.chain(value)))
            return try member.body(&elements, call)
        }
    }

    /// Runs a member on a value: the result, and the value as the member left it.
    static func run(_ member: LibraryMember, on value: Value, _ arguments: [Argument], interpreter: Interpreter, in frame: Frame) throws -> (result: Value, receiver: Value) {
        var receiver = value
        let result = try member.body(&receiver, LibraryCall(name: member.name, arguments: arguments, interpreter: interpreter, frame: frame))
        return (result, receiver)
    }

    /// The names registered for a kind of value, for the vocabulary's tests.
    static func names(of receiver: LibraryReceiver) -> [String] {
        members.keys.filter { $0.receiver == receiver }.map { $0.isProperty ? $0.name : "\($0.name)()" }.sorted()
    }
}
