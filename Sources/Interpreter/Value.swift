import DesignModel
import SwiftSemantics
import Diagnostics
import SwiftSyntax

/// A value while a guide's Swift is evaluated.
///
/// The interpreter is dynamically typed: Swift's static types only guide
/// conversions (an `Int` literal stored in a `Double`, an implicit member
/// `.afMove` passed where a `Color` is expected).
public indirect enum Value {
    case void
    /// `nil`.
    case none
    case bool(Bool)
    /// An `Int`.
    case int(Int)
    /// A value of one of the other fixed-width integer types (`UInt8`, `Int64`...).
    case integer(IntegerValue)
    case double(Double)
    /// A `Float`: 32 bits, printed and computed as Swift's.
    case float(Float)
    case string(String)
    case color(ColorValue)
    case font(FontSpec)
    case linearGradient(LinearGradientValue)
    case array([Value])
    /// `items[2..<5]`, `items.dropFirst()`: an `ArraySlice`, which keeps the array's indices.
    case arraySlice(ArraySliceValue)
    /// `items.reversed()`: a `ReversedCollection`, the base collection walked
    /// backwards. It holds the base, as Swift's does, and prints it.
    case reversedCollection(Value)
    /// `items.lazy` and the `map`/`filter`/`compactMap` steps on it: closures
    /// that run when the elements are asked for.
    case lazySequence(LazyChain)
    /// A `Set`: its elements, each once, in the order they were inserted
    /// (Swift's order is unspecified; sitegen's is stable).
    case set([Value])
    case dictionary([DictionaryEntry])
    case tuple([Value], labels: [String?])
    case range(lower: Double, upper: Double, closed: Bool, integral: Bool)
    /// A range whose bounds are not numbers: `"a"..."z"`, `v1_0..<v2_0` of a
    /// guide's `Comparable` type. It contains what lies between its bounds by `<`.
    case boundsRange(lower: Value, upper: Value, closed: Bool)
    case enumCase(EnumCaseValue)
    /// `.name` or `.name(arguments)` whose type comes from where it is used.
    case implicitMember(name: String, arguments: [Argument]?)
    /// An instance of a struct declared in the guide.
    case instance(Instance)
    /// A value of a SwiftUI/UIKit type we model by its fields (`StrokeStyle`,
    /// `EdgeInsets`, `Angle`, `UITabBarAppearance`...).
    case record(Record)
    case function(Callable)
    case type(TypeReference)
    case keyPath(KeyPath)
    /// A SwiftUI view.
    case view(ViewNode)
    /// Something that exists but has no picture and no data we use
    /// (a haptic, an animation curve, a gesture). The text says what.
    case opaque(String)
    /// An Optional level written out: a non-nil Optional converted to `Any`
    /// (an item of `print`, an `Any` parameter), which stays an Optional
    /// there and prints as `Optional(...)`; or the outer `.some` of a nested
    /// Optional (`Int?? = .some(nil)` holds `.boxedOptional(.none)`).
    case boxedOptional(Value)
    /// A SwiftUI `Binding`, and the storage of `@State` and the other
    /// wrappers whose value lives outside the view: a reference through
    /// which the value is read and written (copies of a view share it).
    case binding(BindingReference)

    public struct DictionaryEntry {
        public var key: Value
        public var value: Value
    }
}

/// `\Frame.size.width`, `\.items[1]`, `\.owner?.name`: the steps from a
/// root value to the value a key path names.
public struct KeyPath {
    public enum Component {
        case property(String)
        /// `[index]`, its arguments evaluated when the key path was made.
        case subscripted([Argument])
        /// `?`: nil ends the path with nil. `!`: nil is an error.
        case optional(force: Bool)
    }

    public var components: [Component]

    /// The property names along the path (`["size", "width"]`).
    public var names: [String] {
        components.compactMap { if case .property(let name) = $0 { name } else { nil } }
    }
}

/// One argument of a call: `label: value`.
public struct Argument {
    public var label: String?
    public var value: Value
    /// Written as a trailing closure (`HStack { ... }`, `} label: { ... }`).
    public var isTrailingClosure: Bool
    /// `&target`: where an `inout` parameter's final value is written back.
    var place: Place?
    /// The values read along `place`'s path when the argument was read: the
    /// write-back sets them without running their getters again.
    var placeBases: [Value]?
    /// Its expression's static type, from the semantic stage: an Optional
    /// passed where `Any` is expected stays one (`.boxedOptional`), and
    /// printing follows it (`[Optional(1), nil]`).
    var staticType: SwiftType?

    var isStaticallyOptional: Bool { staticType?.isOptional == true }

    /// The value as an `Any` parameter receives it.
    var valueAsAny: Value { Value.asAny(value, staticType: staticType) }

    public init(_ label: String?, _ value: Value, isTrailingClosure: Bool = false) {
        self.label = label
        self.value = value
        self.isTrailingClosure = isTrailingClosure
    }
}

extension Array where Element == Argument {
    /// The value of the argument labelled `label`.
    public func value(_ label: String) -> Value? {
        first { $0.label == label }?.value
    }

    /// Unlabelled arguments that were not written as trailing closures.
    public var positional: [Value] {
        filter { $0.label == nil && !$0.isTrailingClosure }.map(\.value)
    }

    public var labels: [String?] { map(\.label) }
}

public struct EnumCaseValue {
    /// The enum's qualified name ("SleepStageChart.Stage").
    public var typeName: String
    public var name: String
    public var payload: [Argument]

    public init(typeName: String, name: String, payload: [Argument] = []) {
        self.typeName = typeName
        self.name = name
        self.payload = payload
    }
}

/// An instance of a guide struct or class. Fields are stored, in
/// declaration order.
///
/// A struct's instance is a value: copies share storage until one of them
/// is changed (copy on write). A class's instance is a reference: every copy
/// of the value is the same object, so a change through one is seen through
/// all, and `===` compares objects.
public struct Instance {
    /// The dynamic type: for an object, the class it was created as.
    public var typeName: String
    private var storage: InstanceStorage

    public init(typeName: String, fields: [String: Value] = [:], fieldOrder: [String] = [], isReference: Bool = false) {
        self.typeName = typeName
        self.storage = InstanceStorage(fields: fields, fieldOrder: fieldOrder, isReference: isReference)
    }

    /// An instance of a class: shared, with an identity.
    public var isReference: Bool { storage.isReference }

    public var fields: [String: Value] {
        get { storage.fields }
        set {
            makeUnique()
            storage.fields = newValue
        }
        _modify {
            makeUnique()
            yield &storage.fields
        }
    }

    public var fieldOrder: [String] {
        get { storage.fieldOrder }
        set {
            makeUnique()
            storage.fieldOrder = newValue
        }
    }

    /// The same object (classes), or the same untouched storage (structs).
    public func isIdentical(to other: Instance) -> Bool {
        storage === other.storage
    }

    /// A struct's storage is copied before it is changed if another value
    /// shares it; an object is never copied.
    private mutating func makeUnique() {
        guard !storage.isReference, !isKnownUniquelyReferenced(&storage) else { return }
        storage = InstanceStorage(fields: storage.fields, fieldOrder: storage.fieldOrder, isReference: false)
    }
}

private final class InstanceStorage {
    var fields: [String: Value]
    var fieldOrder: [String]
    let isReference: Bool

    init(fields: [String: Value], fieldOrder: [String], isReference: Bool) {
        self.fields = fields
        self.fieldOrder = fieldOrder
        self.isReference = isReference
    }
}

/// A SwiftUI or UIKit value modelled by name and fields. `isReference`
/// records give class semantics (UIKit appearance objects are mutated in place).
public struct Record {
    public var typeName: String
    public var storage: RecordStorage

    public init(_ typeName: String, _ fields: [String: Value] = [:], isReference: Bool = false) {
        self.typeName = typeName
        self.storage = RecordStorage(fields, isReference: isReference)
    }

    /// A value of a type the guide uses but never declares
    /// (`ConversationScroll()`): drawn as a labelled placeholder where a
    /// view is expected; anything else done with it is an error at `origin`.
    static func undeclared(_ typeName: String, at origin: FileLocation) -> Record {
        var record = Record(typeName)
        record.storage = RecordStorage([:], isReference: false, undeclaredAt: origin)
        return record
    }

    /// Where an undeclared type was used, for a value of one.
    public var undeclaredOrigin: FileLocation? { storage.undeclaredAt }

    public subscript(field: String) -> Value? {
        storage.fields[field]
    }
}

public final class RecordStorage {
    public var fields: [String: Value]
    public let isReference: Bool
    let undeclaredAt: FileLocation?

    init(_ fields: [String: Value], isReference: Bool, undeclaredAt: FileLocation? = nil) {
        self.fields = fields
        self.isReference = isReference
        self.undeclaredAt = undeclaredAt
    }
}

/// A reference to a type: a SwiftUI type (`Color`, `Text`), or a type
/// declared in the guide (`SleepStageChart.Stage`).
public struct TypeReference: Hashable, Sendable {
    public var name: String

    public init(_ name: String) {
        self.name = name
    }

    /// The last component: "Stage" of "SleepStageChart.Stage".
    public var simpleName: String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}

extension Value {
    /// A value of static type `type` as `Any` holds it: each Optional level
    /// the static type has is written out (`Int?? = 3` is `Optional(Optional(3))`),
    /// an outer `.some` already written out counting as its level.
    static func asAny(_ value: Value, staticType type: SwiftType?) -> Value {
        // `(some, text) as Any`, `[some, none] as Any`: the elements keep their Optionals.
        switch (type, value) {
        case (.tuple(let elements)?, .tuple(let items, let labels)) where elements.count == items.count:
            return .tuple(zip(items, elements).map { asAny($0, staticType: $1.type) }, labels: labels)
        case (.array(let element)?, .array(let items)):
            return .array(items.map { asAny($0, staticType: element) })
        case (.dictionary(_, let valueType)?, .dictionary(let entries)):
            return .dictionary(entries.map { DictionaryEntry(key: $0.key, value: asAny($0.value, staticType: valueType)) })
        default:
            break
        }
        // A Character in `Any` keeps its type: it is no `String` there (`is String` fails).
        if type == .character, case .string = value { return .record(Record(anyCharacterType, [anyCharacterField: value])) }
        guard case .optional(let wrapped)? = type, !value.isNone else { return value }
        if wrapped.isOptional, case .boxedOptional(let inner) = value { return .boxedOptional(asAny(inner, staticType: wrapped)) }
        return .boxedOptional(asAny(value, staticType: wrapped))
    }

    /// A `Character` held in `Any`: a record of this type around the one-character string.
    static let anyCharacterType = "Character"
    static let anyCharacterField = "character"

    /// The character a `Character` held in `Any` holds; nil for any other value.
    var characterInAny: Value? {
        if case .record(let record) = self, record.typeName == Value.anyCharacterType { return record[Value.anyCharacterField] }
        return nil
    }

    /// One Optional level of a value of static type `type` unwrapped
    /// (`if let`): a nested Optional's written-out `.some` gives what it holds.
    static func unwrappingOne(_ value: Value, staticType type: SwiftType?) -> Value {
        if case .optional(let wrapped)? = type, wrapped.isOptional, case .boxedOptional(let inner) = value { return inner }
        return value
    }
}

extension Value {
    /// A short description for messages: "Int 3", "Color #FF0026".
    public var kindDescription: String {
        switch self {
        case .void: "Void"
        case .none: "nil"
        case .bool: "Bool"
        case .int: "Int"
        case .integer(let value): value.kind.name
        case .double: "Double"
        case .float: "Float"
        case .string: "String"
        case .color: "Color"
        case .font: "Font"
        case .linearGradient: "LinearGradient"
        case .array: "Array"
        case .arraySlice: "ArraySlice"
        case .reversedCollection: "ReversedCollection"
        case .lazySequence: "LazySequence"
        case .set: "Set"
        case .dictionary: "Dictionary"
        case .tuple: "tuple"
        case .range: "Range"
        case .boundsRange(_, _, let closed): closed ? "ClosedRange" : "Range"
        case .enumCase(let value): value.typeName
        case .implicitMember(let name, _): ".\(name)"
        case .instance(let instance): instance.typeName
        case .record(let record): record.typeName
        case .function: "function"
        case .type(let type): "\(type.name).Type"
        case .keyPath: "KeyPath"
        case .view: "View"
        case .opaque(let what): what
        case .boxedOptional(let wrapped): "Optional<\(wrapped.kindDescription)>"
        case .binding: "Binding"
        }
    }

    public var asDouble: Double? {
        switch self {
        case .int(let value): Double(value)
        case .integer(let value): Double(value.number)
        case .double(let value): value
        case .float(let value): Double(value)
        default: nil
        }
    }

    public var asInt: Int? {
        switch self {
        case .int(let value): value
        case .integer(let value): Int(exactly: value.number)
        case .double(let value) where value.isFinite && value == value.rounded(.towardZero) && abs(value) < 9.2e18: Int(value)
        case .float(let value) where value.isFinite && value == value.rounded(.towardZero) && abs(value) < 9.2e18: Int(value)
        default: nil
        }
    }

    public var asBool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var asString: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// A closure, a function, or what Swift also calls like one: a key
    /// path (`map(\.name)`) or a type (`map(Item.init)`).
    public var isCallable: Bool {
        switch self {
        case .function, .keyPath: true
        default: false
        }
    }

    /// `nil`, or `.none` written where an optional is expected (`maxWidth:
    /// flag ? .none : 40`): unresolved, it can only be Optional's case.
    public var isNone: Bool {
        switch self {
        case .none: true
        case .implicitMember("none", nil): true
        default: false
        }
    }

    /// The name of an enum case or implicit member (`.dark`, `.leading`).
    public var caseName: String? {
        switch self {
        case .enumCase(let value): value.name
        case .implicitMember(let name, _): name
        default: nil
        }
    }

    /// The names of an implicit member chain: `.circle.fill` is
    /// ["circle", "fill"] whether or not it was called.
    var memberPath: [String]? {
        switch self {
        case .enumCase(let value): [value.name]
        case .implicitMember(let name, _): name.split(separator: ".").map(String.init)
        case .function(.builtin(let name, _)) where name.contains("."): name.split(separator: ".").map(String.init)
        default: nil
        }
    }
}

extension Value {
    /// `x` and `y` of a `CGPoint`/`UnitPoint` record, or of `.init(x:y:)`
    /// written where the type is implied.
    var pointCoordinates: (x: Double, y: Double)? {
        switch self {
        case .record(let record):
            guard let x = record["x"]?.asDouble, let y = record["y"]?.asDouble else { return nil }
            return (x, y)
        case .implicitMember("init", let arguments?):
            guard let x = arguments.value("x")?.asDouble, let y = arguments.value("y")?.asDouble else { return nil }
            return (x, y)
        case .implicitMember("zero", nil):
            return (0, 0)
        default:
            return nil
        }
    }
}
