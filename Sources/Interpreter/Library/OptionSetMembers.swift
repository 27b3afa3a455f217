/// `OptionSet`: a guide's `struct Options: OptionSet { let rawValue: Int;
/// static let bold = Options(rawValue: 1 << 0) }`, a set of flags held as the
/// bits of its raw value. Its `SetAlgebra` members, as Swift's default
/// implementations give them, work on those bits.
enum OptionSetMembers {
    /// Whether a value is an option set: a guide struct whose only stored
    /// property is an integer `rawValue` (what the protocol requires; other
    /// such structs have no `contains`, or declare their own, which is chosen first).
    static func isOptionSet(_ value: Value) -> Bool {
        guard case .instance(let instance) = value, instance.fieldOrder == ["rawValue"], instance.fields["rawValue"]?.integerValue != nil else { return false }
        return true
    }

    /// The system's option sets and their options' bits, as UIKit defines them.
    static let system: [String: [String: Int]] = [
        "UIRectCorner": ["topLeft": 1, "topRight": 2, "bottomLeft": 4, "bottomRight": 8, "allCorners": 15],
    ]

    /// `UIRectCorner.topLeft`: an option of a system option set, as its value.
    static func systemOption(_ name: String, of typeName: String) -> Value? {
        system[typeName]?[name].map { make(typeName, $0) }
    }

    static func make(_ typeName: String, _ bits: Int) -> Value {
        .instance(Instance(typeName: typeName, fields: ["rawValue": .int(bits)], fieldOrder: ["rawValue"]))
    }

    static let all: [LibraryMember] = [
        .property("isEmpty") { value, _ in .bool(bits(value) == 0) },
        .method("contains") { value, call in
            let member = try bits(of: call.required(), like: value, call)
            return .bool(bits(value) & member == member)
        },
        .method("union") { value, call in like(value, bits(value) | (try bits(of: call.required(), like: value, call))) },
        .method("intersection") { value, call in like(value, bits(value) & (try bits(of: call.required(), like: value, call))) },
        .method("subtracting") { value, call in like(value, bits(value) & ~(try bits(of: call.required(), like: value, call))) },
        .method("symmetricDifference") { value, call in like(value, bits(value) ^ (try bits(of: call.required(), like: value, call))) },
        .method("isSubset") { value, call in .bool(bits(value) & ~(try bits(of: call.required("of"), like: value, call)) == 0) },
        .method("isSuperset") { value, call in
            let other = try bits(of: call.required("of"), like: value, call)
            return .bool(bits(value) & other == other)
        },
        .method("isDisjoint") { value, call in .bool(bits(value) & (try bits(of: call.required("with"), like: value, call)) == 0) },
        .mutating("insert") { value, call in
            let member = try bits(of: call.required(), like: value, call)
            let inserted = bits(value) & member != member
            value = like(value, bits(value) | member)
            return .tuple([.bool(inserted), like(value, member)], labels: ["inserted", "memberAfterInsert"])
        },
        .mutating("remove") { value, call in
            let member = try bits(of: call.required(), like: value, call)
            let present = bits(value) & member
            value = like(value, bits(value) & ~member)
            return present == 0 ? .none : like(value, present)
        },
        .mutating("formUnion") { value, call in value = like(value, bits(value) | (try bits(of: call.required(), like: value, call))); return .void },
        .mutating("formIntersection") { value, call in value = like(value, bits(value) & (try bits(of: call.required(), like: value, call))); return .void },
        .mutating("subtract") { value, call in value = like(value, bits(value) & ~(try bits(of: call.required(), like: value, call))); return .void },
        .mutating("formSymmetricDifference") { value, call in
            value = like(value, bits(value) ^ (try bits(of: call.required(), like: value, call)))
            return .void
        },
    ]

    static func bits(_ value: Value) -> Int {
        guard case .instance(let instance) = value, let raw = instance.fields["rawValue"]?.integerValue else { return 0 }
        return Int(truncatingIfNeeded: raw.number)
    }

    /// An option set of the same type with other bits.
    static func like(_ value: Value, _ bits: Int) -> Value {
        guard case .instance(var instance) = value else { return value }
        // The bits as the raw value's own integer type (`let rawValue: UInt8`).
        let kind = instance.fields["rawValue"]?.integerValue?.kind ?? .int
        instance.fields["rawValue"] = IntegerValue.wrapping(Int128(bits), kind).value
        return .instance(instance)
    }

    /// The bits of an argument: an option set, an array literal of options
    /// (`[.bold, .italic]`), or an implicit member of the receiver's type.
    private static func bits(of argument: Value, like receiver: Value, _ call: LibraryCall) throws -> Int {
        switch argument {
        case .instance:
            return bits(argument)
        case .array(let items):
            return try items.reduce(0) { $0 | (try bits(of: $1, like: receiver, call)) }
        case .implicitMember(let name, let arguments):
            guard case .instance(let instance) = receiver,
                  let member = try call.interpreter.implicitMember(name, arguments, of: instance.typeName, in: call.frame) else {
                throw builtinError("'\(name)' is not an option of this set")
            }
            return bits(member)
        default:
            throw builtinError("\(call.name) needs an option of the set")
        }
    }
}
