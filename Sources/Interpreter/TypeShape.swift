import SwiftSemantics
import DesignModel
import SwiftCode
import SwiftSyntax

/// A Swift type annotation reduced to what evaluation needs: which
/// conversions to apply and which type an implicit member belongs to.
indirect enum TypeShape: Equatable {
    case named(String)
    case array(TypeShape)
    case set(TypeShape)
    case dictionary(TypeShape, TypeShape)
    case optional(TypeShape)
    case tuple([String?], [TypeShape])
    case function
    /// `some View`, `any Shape`.
    case opaque(String)
    case unknown

    init(_ syntax: TypeSyntax?) {
        guard let syntax else {
            self = .unknown
            return
        }
        if let identifier = syntax.as(IdentifierTypeSyntax.self) {
            let name = identifier.name.text
            if let arguments = identifier.genericArgumentClause?.arguments {
                let shapes = arguments.compactMap { argument -> TypeShape? in
                    if case .type(let type) = argument.argument { return TypeShape(type) }
                    return nil
                }
                if name == "Array", shapes.count == 1 { self = .array(shapes[0]); return }
                if name == "Optional", shapes.count == 1 { self = .optional(shapes[0]); return }
                if name == "Binding", shapes.count == 1 { self = shapes[0]; return }
                if name == "Set", shapes.count == 1 { self = .set(shapes[0]); return }
                // `ClosedRange<Int>` keeps its bound type: samples differ by it.
                if name == "ClosedRange" || name == "Range" { self = .named(identifier.trimmedText.filter { !$0.isWhitespace }); return }
            }
            self = .named(name)
        } else if let member = syntax.as(MemberTypeSyntax.self) {
            self = .named(member.trimmedText.filter { !$0.isWhitespace })
        } else if let array = syntax.as(ArrayTypeSyntax.self) {
            self = .array(TypeShape(array.element))
        } else if let dictionary = syntax.as(DictionaryTypeSyntax.self) {
            self = .dictionary(TypeShape(dictionary.key), TypeShape(dictionary.value))
        } else if let optional = syntax.as(OptionalTypeSyntax.self) {
            self = .optional(TypeShape(optional.wrappedType))
        } else if let optional = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self = .optional(TypeShape(optional.wrappedType))
        } else if let tuple = syntax.as(TupleTypeSyntax.self) {
            let elements = Array(tuple.elements)
            if elements.count == 1, elements[0].firstName == nil {
                self = TypeShape(elements[0].type)
            } else {
                self = .tuple(elements.map { $0.firstName?.text }, elements.map { TypeShape($0.type) })
            }
        } else if syntax.is(FunctionTypeSyntax.self) {
            self = .function
        } else if let attributed = syntax.as(AttributedTypeSyntax.self) {
            self = TypeShape(attributed.baseType)
        } else if let some = syntax.as(SomeOrAnyTypeSyntax.self) {
            self = .opaque(some.constraint.trimmedText)
        } else {
            self = .unknown
        }
    }

    /// The shape of a static type from the semantic stage.
    init(_ type: SwiftType) {
        switch type {
        case .nominal("Set", let arguments) where arguments.count == 1: self = .set(TypeShape(arguments[0]))
        case .nominal(let name, _): self = .named(name)
        case .optional(let wrapped): self = .optional(TypeShape(wrapped))
        case .array(let element): self = .array(TypeShape(element))
        case .dictionary(let key, let value): self = .dictionary(TypeShape(key), TypeShape(value))
        case .tuple(let elements) where elements.count == 1: self = TypeShape(elements[0].type)
        case .tuple(let elements): self = .tuple(elements.map(\.label), elements.map { TypeShape($0.type) })
        case .function: self = .function
        case .existential(let protocols): self = .opaque(protocols.joined(separator: " & "))
        case .metatype, .genericParameter, .unknown: self = .unknown
        }
    }

    /// "Double", "Color": the named type, looking through optionals.
    var name: String? {
        switch self {
        case .named(let name): name
        case .optional(let wrapped): wrapped.name
        default: nil
        }
    }

    static let floatingPointNames: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval", "Float64", "Float32"]
}

extension Interpreter {
    /// Converts a value to what a declared type needs: `Int` literals into
    /// `Double`s, implicit members into colours, fonts, enum cases or
    /// instances, element by element for arrays and tuples.
    func coerce(_ value: Value, to shape: TypeShape, in frame: Frame) throws -> Value {
        switch shape {
        case .unknown, .function:
            return value
        case .opaque:
            return value
        case .optional(let wrapped):
            if case .none = value { return value }
            return try coerce(value, to: wrapped, in: frame)
        case .array(let element):
            switch value {
            case .array(let items):
                return .array(try items.map { try coerce($0, to: element, in: frame) })
            // `-> [Element] { items.reversed() }`: where an array is asked for, Swift
            // chooses `Sequence.reversed()`, which gives one.
            case .reversedCollection:
                return .array(try CoreBuiltins.sequence(value).map { try coerce($0, to: element, in: frame) })
            default:
                return value
            }
        case .set(let element):
            // `let tags: Set<String> = ["a", "b"]`: an array literal where a set is declared.
            switch value {
            case .array(let items), .set(let items): return .set(try uniqued(items.map { try coerce($0, to: element, in: frame) }, in: frame))
            default: return value
            }
        case .dictionary:
            return value
        case .tuple(let labels, let shapes):
            if case .tuple(let items, let itemLabels) = value, items.count == shapes.count {
                let converted = try zip(items, shapes).map { try coerce($0, to: $1, in: frame) }
                return .tuple(converted, labels: zip(itemLabels, labels).map { $0 ?? $1 })
            }
            return value
        case .named(let name):
            // `typealias ColorAndName = (color: Color, name: String)`: the aliased type's conversions.
            if table.type(named: name) == nil, let aliased = table.aliasedType(name, from: frame.typeContext) {
                let shape = TypeShape(aliased)
                // Aliases of aliases are followed on the evaluation depth budget.
                if shape != .named(name) { return try nested(at: nil) { try coerce(value, to: shape, in: frame) } }
            }
            return try coerce(value, toNamed: name, in: frame)
        }
    }

    func coerce(_ value: Value, toNamed name: String, in frame: Frame) throws -> Value {
        // A number where another numeric type is declared was a literal Swift gave that type.
        if let kind = IntegerKind.named(name), case .int(let number) = value {
            return try IntegerValue.checked(Int128(number), kind, "\(number)").value
        }
        if name == "Float" || name == "Float32" {
            switch value {
            case .int(let integer): return .float(Float(integer))
            case .double(let number): return .float(Float(number))
            default: break
            }
        } else if TypeShape.floatingPointNames.contains(name), case .int(let integer) = value {
            return .double(Double(integer))
        }
        // `let tags: Set = ["a", "b"]`: an array literal where a set is declared.
        if name == "Set", case .array(let items) = value { return .set(try uniqued(items, in: frame)) }
        // `let part: ArraySlice<Int> = [1, 2]`: an array literal where a slice is declared starts at 0.
        if name == "ArraySlice", case .array(let items) = value { return .arraySlice(ArraySliceValue(items, startIndex: 0)) }
        // `let corners: UIRectCorner = [.topLeft, .topRight]`, `.allCorners`.
        if OptionSetMembers.system[name] != nil {
            switch value {
            case .implicitMember(let member, nil): return OptionSetMembers.systemOption(member, of: name) ?? value
            case .array(let items):
                var bits = 0
                for item in items {
                    let option = try coerce(item, toNamed: name, in: frame)
                    guard OptionSetMembers.isOptionSet(option) else { return value }
                    bits |= OptionSetMembers.bits(option)
                }
                return OptionSetMembers.make(name, bits)
            default: return value
            }
        }
        // `let style: Options = [.bold, .italic]`: an option set of those options' bits.
        if case .array(let items) = value, let type = resolveTypeName(name, from: frame.typeContext).flatMap(table.type(named:)),
           type.inheritedTypes.contains("OptionSet") {
            var bits = 0
            for item in items {
                let option = try coerce(item, toNamed: type.qualifiedName, in: frame)
                guard OptionSetMembers.isOptionSet(option) else { return value }
                bits |= OptionSetMembers.bits(option)
            }
            return try construct(type.qualifiedName, [Argument("rawValue", .int(bits))], at: frame.source.syntax, in: frame)
        }
        guard case .implicitMember(let member, let arguments) = value else { return value }
        // `Binding.constant(true)`, `.constant(.percent(0.5))`: bindings are their values here.
        if member == "constant", let arguments, arguments.count == 1, table.type(named: name)?.members.enumCase("constant") == nil {
            return try coerce(arguments[0].value, toNamed: name, in: frame)
        }
        // `let width: CGFloat = .infinity`, `.pi`, `.zero`.
        if arguments == nil, let number = NumberMembers.constant(member, of: name) { return number }
        // `@State var size: CGSize = .zero`: the value itself, so `size.width` reads 0.
        if arguments == nil, ["CGPoint", "CGSize", "CGRect", "ProposedViewSize"].contains(name), let value = CoreBuiltins.staticMember(member, of: name, interpreter: self) {
            return value
        }
        switch name {
        case "Color", "ShapeStyle", "UIColor":
            return try resolveImplicitColor(member, arguments, as: name == "UIColor" ? "UIColor" : "Color", in: frame) ?? value
        case "Font":
            return try resolveImplicitFont(member, arguments, in: frame) ?? value
        default:
            break
        }
        if let type = resolveTypeName(name, from: frame.typeContext) {
            return try implicitMember(member, arguments, of: type, in: frame) ?? value
        }
        // `.init(...)` of a SwiftUI or Foundation type the context names.
        if member == "init", let arguments {
            return try construct(name, arguments, at: frame.source.syntax, in: frame)
        }
        return value
    }

    /// The qualified name of a guide type as seen from `context`: nested
    /// types first (innermost out), then top-level ones.
    func resolveTypeName(_ name: String, from context: String?) -> String? {
        var scope = context
        while let current = scope {
            let candidate = "\(current).\(name)"
            if table.type(named: candidate) != nil { return candidate }
            scope = table.type(named: current)?.parent ?? DeclarationTable.enclosingScope(of: current)
        }
        // `Color`, or already qualified: `Font.Weight`, `VerdictPill.Verdict`.
        return table.type(named: name) != nil ? name : nil
    }
}
