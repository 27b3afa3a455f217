/// A Swift type as the semantic stage knows it.
///
/// Types come from annotations (`let k: CGFloat`), declarations (a
/// function's return type, a property's type) and inference over
/// expressions. What cannot be known statically is `.unknown`: the
/// evaluator then decides from the value at run time, as before this stage.
public indirect enum SwiftType: Hashable, Sendable {
    /// A named type and its generic arguments: `Int`, `Color`,
    /// `Outer.Inner` (qualified), `Set<String>`, `Box<Int>`.
    case nominal(String, [SwiftType])
    case optional(SwiftType)
    case array(SwiftType)
    case dictionary(SwiftType, SwiftType)
    case tuple([TupleElement])
    case function(parameters: [SwiftType], result: SwiftType)
    /// `T.Type`: the type of `Int.self`, or of a type's name used as a value.
    case metatype(SwiftType)
    /// A generic parameter of the declaration being typed (`T`, `Content`).
    case genericParameter(String)
    /// `any P`, `some P`, a protocol used as a type, `P & Q`.
    case existential([String])
    case unknown

    public struct TupleElement: Hashable, Sendable {
        public var label: String?
        public var type: SwiftType

        public init(_ label: String?, _ type: SwiftType) {
            self.label = label
            self.type = type
        }
    }

    public static func named(_ name: String) -> SwiftType { .nominal(name, []) }

    public static let int = SwiftType.named("Int")
    public static let double = SwiftType.named("Double")
    public static let bool = SwiftType.named("Bool")
    public static let string = SwiftType.named("String")
    public static let character = SwiftType.named("Character")
    public static let void = SwiftType.tuple([])

    /// The signed and unsigned integer types, by name.
    public static let integerNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
    /// The floating-point types, by name (`TimeInterval` is `Double`).
    public static let floatingPointNames: Set<String> = ["Double", "Float", "CGFloat", "Float32", "Float64", "TimeInterval", "Float80"]

    public var isKnown: Bool {
        if case .unknown = self { return false }
        return true
    }

    /// Known all the way down: no unknown part and no generic parameter
    /// (`[Int]`, not `[T]`), so it names the type a value has at run time.
    public var isConcrete: Bool {
        switch self {
        case .unknown, .genericParameter: false
        case .nominal(_, let arguments): arguments.allSatisfy(\.isConcrete)
        case .optional(let wrapped), .array(let wrapped), .metatype(let wrapped): wrapped.isConcrete
        case .dictionary(let key, let value): key.isConcrete && value.isConcrete
        case .tuple(let elements): elements.allSatisfy(\.type.isConcrete)
        case .function(let parameters, let result): parameters.allSatisfy(\.isConcrete) && result.isConcrete
        case .existential: true
        }
    }

    /// The name of a nominal type (`Int`, `Outer.Inner`).
    public var nominalName: String? {
        if case .nominal(let name, _) = self { return name }
        return nil
    }

    public var isInteger: Bool { nominalName.map(Self.integerNames.contains) ?? false }
    public var isFloatingPoint: Bool { nominalName.map(Self.floatingPointNames.contains) ?? false }
    public var isNumeric: Bool { isInteger || isFloatingPoint }

    public var isExistential: Bool {
        if case .existential = self { return true }
        return false
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// `T` of `T?` (and of `T??`, all the way); the type itself otherwise.
    public var unwrapped: SwiftType {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }

    /// The element of an array or an `ArraySlice`, which are indexed alike.
    public var arrayElement: SwiftType? {
        switch self {
        case .array(let element): element
        case .nominal("ArraySlice", let arguments) where arguments.count == 1: arguments[0]
        default: nil
        }
    }

    /// The element type a `for` loop over a value of this type binds.
    public var elementType: SwiftType {
        switch self {
        case .array(let element): element
        case .dictionary(let key, let value): .tuple([TupleElement("key", key), TupleElement("value", value)])
        case .nominal("Set", let arguments) where arguments.count == 1: arguments[0]
        case .nominal("ArraySlice", let arguments) where arguments.count == 1: arguments[0]
        case .nominal("ReversedCollection", let arguments) where arguments.count == 1: arguments[0].elementType
        case .nominal("LazySequence", let arguments) where arguments.count == 1: arguments[0]
        case .nominal("Range", let arguments) where arguments.count == 1: arguments[0]
        case .nominal("ClosedRange", let arguments) where arguments.count == 1: arguments[0]
        case .nominal("StrideTo", let arguments) where arguments.count == 1: arguments[0]
        case .nominal("StrideThrough", let arguments) where arguments.count == 1: arguments[0]
        case .nominal("String", _), .nominal("Substring", _): .character
        default: .unknown
        }
    }

    /// Replaces generic parameters by what they stand for.
    public func substituting(_ bindings: [String: SwiftType]) -> SwiftType {
        guard !bindings.isEmpty else { return self }
        switch self {
        case .genericParameter(let name): return bindings[name] ?? self
        case .nominal(let name, let arguments):
            if arguments.isEmpty, let bound = bindings[name] { return bound }
            return .nominal(name, arguments.map { $0.substituting(bindings) })
        case .optional(let wrapped): return .optional(wrapped.substituting(bindings))
        case .array(let element): return .array(element.substituting(bindings))
        case .dictionary(let key, let value): return .dictionary(key.substituting(bindings), value.substituting(bindings))
        case .tuple(let elements): return .tuple(elements.map { TupleElement($0.label, $0.type.substituting(bindings)) })
        case .function(let parameters, let result):
            return .function(parameters: parameters.map { $0.substituting(bindings) }, result: result.substituting(bindings))
        case .metatype(let instance): return .metatype(instance.substituting(bindings))
        case .existential, .unknown: return self
        }
    }
}

extension SwiftType: CustomStringConvertible {
    /// The type written as Swift writes it at run time (`type(of:)`,
    /// `print(T.self)`): generic types by name with their arguments
    /// (`Array<Int>`, `Optional<String>`), nested types by their own name.
    public var description: String {
        switch self {
        case .nominal(let name, let arguments):
            let simple = name.split(separator: ".").last.map(String.init) ?? name
            let base = simple == "TimeInterval" ? "Double" : simple
            return arguments.isEmpty ? base : "\(base)<\(arguments.map(\.description).joined(separator: ", "))>"
        case .optional(let wrapped): return "Optional<\(wrapped)>"
        case .array(let element): return "Array<\(element)>"
        case .dictionary(let key, let value): return "Dictionary<\(key), \(value)>"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + $0.type.description }.joined(separator: ", ") + ")"
        case .function(let parameters, let result):
            return "(" + parameters.map(\.description).joined(separator: ", ") + ") -> " + result.description
        case .metatype(let instance): return "\(instance).Type"
        case .genericParameter(let name): return name
        case .existential(let protocols): return protocols.joined(separator: " & ")
        case .unknown: return "_"
        }
    }
}
