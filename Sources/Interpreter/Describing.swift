import DesignModel
import SwiftSemantics
import Foundation
import SwiftSyntax

/// How a value is written as text, as Swift writes it: `description` is what
/// `print`, `String(describing:)` and string interpolation show;
/// `debugDescription` is what they show for the values *inside* a
/// collection, tuple, optional or struct (strings quoted, types qualified by
/// their module).
enum DescriptionStyle {
    case description
    case debug
}

extension Interpreter {
    /// The module a guide's types belong to, as Swift qualifies them when it
    /// writes them (`main.Counter`): the name `swiftc main.swift` gives.
    static let moduleName = "main"

    /// `"\(value)"`, `print(value)`, `String(describing: value)`.
    func describe(_ value: Value, at node: some SyntaxProtocol, in frame: Frame) throws -> String {
        try describe(value, .description, at: node, in: frame)
    }

    /// `String(reflecting: value)`, `debugPrint(value)`, `value.debugDescription`.
    func debugDescribe(_ value: Value, at node: some SyntaxProtocol, in frame: Frame) throws -> String {
        try describe(value, .debug, at: node, in: frame)
    }

    /// `staticType`: the type the value was written as, where the semantic
    /// stage knows it: an element of `[Int?]` prints as `Optional(1)`.
    func describe(_ value: Value, _ style: DescriptionStyle, staticType: SwiftType? = nil, at node: some SyntaxProtocol, in frame: Frame) throws -> String {
        try nested(at: frame.location(of: node)) { try describeUnnested(value, style, staticType: staticType, at: node, in: frame) }
    }

    private func describeUnnested(_ value: Value, _ style: DescriptionStyle, staticType: SwiftType?, at node: some SyntaxProtocol, in frame: Frame) throws -> String {
        let debug = style == .debug
        // An Optional the static type says this is, not nil: written as one.
        if case .optional(let wrapped)? = staticType, !value.isNone {
            // A nested Optional's written-out `.some` is this level.
            let inner = Value.unwrappingOne(value, staticType: staticType)
            return "Optional(" + (try describe(inner, .debug, staticType: wrapped, at: node, in: frame)) + ")"
        }
        switch value {
        case .string(let text): return debug ? Self.quoted(text) : text
        case .int(let number): return String(number)
        case .integer(let number): return number.description
        case .double(let number): return "\(number)"
        case .float(let number): return "\(number)"
        case .bool(let flag): return flag ? "true" : "false"
        case .none: return "nil"
        case .void: return "()"
        case .implicitMember(let name, _): return name
        case .boxedOptional(let wrapped):
            return "Optional(" + (try describe(wrapped, .debug, at: node, in: frame)) + ")"
        case .array(let items):
            let element: SwiftType? = if case .array(let element)? = staticType { element } else { nil }
            return "[" + (try items.map { try describe($0, .debug, staticType: element, at: node, in: frame) }).joined(separator: ", ") + "]"
        case .arraySlice(let slice):
            // Swift writes a slice as its elements; its debug description names the type.
            let element: SwiftType? = if case .nominal("ArraySlice", let arguments)? = staticType, arguments.count == 1 { arguments[0] } else { nil }
            let list = "[" + (try slice.elements.map { try describe($0, .debug, staticType: element, at: node, in: frame) }).joined(separator: ", ") + "]"
            return debug ? "ArraySlice(\(list))" : list
        case .reversedCollection(let base):
            // Not `CustomStringConvertible`: Swift writes its type and its stored base.
            let baseType: SwiftType? = if case .nominal("ReversedCollection", let arguments)? = staticType, arguments.count == 1 { arguments[0] } else { nil }
            let typeName = baseType?.isConcrete == true ? baseType!.description : dynamicTypeName(of: base, static: nil)
            return "ReversedCollection<\(typeName)>(_base: \(try describe(base, .debug, staticType: baseType, at: node, in: frame)))"
        case .set(let items):
            let list = "[" + (try items.map { try describe($0, .debug, at: node, in: frame) }).joined(separator: ", ") + "]"
            return debug ? "Set(\(list))" : list
        case .dictionary(let entries):
            if entries.isEmpty { return "[:]" }
            let (keyType, valueType): (SwiftType?, SwiftType?) = if case .dictionary(let k, let v)? = staticType { (k, v) } else { (nil, nil) }
            return "[" + (try entries.map {
                try describe($0.key, .debug, staticType: keyType, at: node, in: frame) + ": " + describe($0.value, .debug, staticType: valueType, at: node, in: frame)
            }).joined(separator: ", ") + "]"
        case .tuple(let items, let labels):
            var elementTypes: [SwiftType?] = items.map { _ in nil }
            if case .tuple(let typed)? = staticType, typed.count == items.count { elementTypes = typed.map(\.type) }
            let parts = try zip(zip(items, labels), elementTypes).map { pair, type in
                (pair.1.map { "\($0): " } ?? "") + (try describe(pair.0, .debug, staticType: type, at: node, in: frame))
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .range(let lower, let upper, let closed, let integral):
            func bound(_ number: Double) -> String { integral ? String(Int(saturating: number)) : "\(number)" }
            // A partial range is not `CustomStringConvertible`: Swift writes its fields.
            let boundType = integral ? "Int" : "Double"
            switch (lower.isFinite, upper.isFinite) {
            case (true, false): return "PartialRangeFrom<\(boundType)>(lowerBound: \(bound(lower)))"
            case (false, true): return "\(closed ? "PartialRangeThrough" : "PartialRangeUpTo")<\(boundType)>(upperBound: \(bound(upper)))"
            case (false, false): return "UnboundedRange"
            case (true, true): break
            }
            let text = bound(lower) + (closed ? "..." : "..<") + bound(upper)
            guard debug else { return text }
            return (closed ? "ClosedRange(" : "Range(") + text + ")"
        case .boundsRange(let lower, let upper, let closed):
            let text = try describe(lower, .description, at: node, in: frame) + (closed ? "..." : "..<") + (try describe(upper, .description, at: node, in: frame))
            return debug ? (closed ? "ClosedRange(" : "Range(") + text + ")" : text
        case .enumCase(let caseValue):
            if let custom = try customDescription(of: value, typeName: caseValue.typeName, style, at: node, in: frame) { return custom }
            var text = debug ? "\(Self.moduleName).\(caseValue.typeName).\(caseValue.name)" : caseValue.name
            if !caseValue.payload.isEmpty {
                let declared = payloadTypes(of: caseValue)
                let parts = try caseValue.payload.enumerated().map { index, argument in
                    (argument.label.map { "\($0): " } ?? "")
                        + (try describe(argument.value, .debug, staticType: declared.indices.contains(index) ? declared[index] : nil, at: node, in: frame))
                }
                // One unlabelled payload that is a tuple is written as that tuple.
                if caseValue.payload.count == 1, caseValue.payload[0].label == nil, case .tuple = caseValue.payload[0].value {
                    text += parts[0]
                } else {
                    text += "(" + parts.joined(separator: ", ") + ")"
                }
            }
            return text
        case .instance(let instance):
            if let custom = try customDescription(of: value, typeName: instance.typeName, style, at: node, in: frame) { return custom }
            let arguments = genericArguments(of: instance)
            let qualified = "\(Self.moduleName).\(instance.typeName)" + (arguments.map { "<" + $0.map(\.qualified).joined(separator: ", ") + ">" } ?? "")
            if instance.isReference { return qualified }
            let simple = (instance.typeName.split(separator: ".").last.map(String.init) ?? instance.typeName)
                + (arguments.map { "<" + $0.map(\.simple).joined(separator: ", ") + ">" } ?? "")
            let fields = try instance.fieldOrder.compactMap { name -> String? in
                guard let field = instance.fields[name] else { return nil }
                // A wrapped property shows as its storage, as Swift's reflection does.
                return "\(name): " + (try describe(field.throughBinding(), .debug, staticType: declaredType(ofField: name, in: instance.typeName), at: node, in: frame))
            }
            return (debug ? qualified : simple) + "(" + fields.joined(separator: ", ") + ")"
        case .type(let type):
            // `Model.Type.self`: a metatype is named after its instance type.
            if type.name.hasSuffix(".Type") {
                return try describeUnnested(.type(TypeReference(String(type.name.dropLast(5)))), style, staticType: nil, at: node, in: frame) + ".Type"
            }
            // `String(reflecting: Model.self)`: a guide type with its module.
            if debug, !type.name.contains("<"), let declared = table.type(named: type.name), declared.kind != .extensionOfExternal {
                return "\(Self.moduleName).\(declared.qualifiedName)"
            }
            // `Box<Int>.self`: a generic type's arguments, from its static type.
            if case .metatype(.nominal(let name, let arguments))? = staticType, name == type.name, !arguments.isEmpty, staticType!.isConcrete {
                return Self.unqualifiedTypeName(name + "<" + arguments.map(\.description).joined(separator: ", ") + ">")
            }
            return Self.unqualifiedTypeName(type.name)
        case .function:
            return "(Function)"
        case .color(let color):
            return color.light.hex
        case .view(let view):
            // `Text("\(Image(systemName: "star"))")`: an inline symbol, a run of
            // its own once the text is made. Other images have no picture in
            // text; a box keeps their place.
            guard case .image(let image) = view.unmodified else { break }
            if case .systemSymbol(let name) = image.source { return InlineSymbol.marker(name) }
            preview.issues.note("Image inside Text", .notDrawn, at: frame.location(of: node))
            return "\u{25A1}"
        case .record(let record):
            if let character = value.characterInAny { return try describe(character, style, at: node, in: frame) }
            // An attributed string interpolated into a string: its characters.
            if let text = AttributedStrings.plain(value), AttributedStrings.isAttributed(value) { return text }
            if let custom = try customDescription(of: value, typeName: record.typeName, style, at: node, in: frame) { return custom }
            // Foundation values print the same in collections and optionals (`Optional(2024-01-01 09:41:00 +0000)`).
            if let text = try describeBuiltin(value) { return text }
            if let text = try describeGeometry(record, style, at: node, in: frame) { return text }
        default:
            break
        }
        if let text = try describeBuiltin(value) { return text }
        throw EvaluationError("cannot show a \(value.kindDescription) as text", at: frame.location(of: node))
    }

    /// A generic type's arguments as its stored values show them (`Wrapper<Int>`
    /// for `let value: T` holding 5), by simple and module-qualified name
    /// (`main.Generic<Swift.Int>`); nil when not every one is shown.
    private func genericArguments(of instance: Instance) -> [(simple: String, qualified: String)]? {
        guard let type = table.type(named: instance.typeName), !type.genericParameters.isEmpty else { return nil }
        var found: [(simple: String, qualified: String)] = []
        for parameter in type.genericParameters {
            guard let property = classChain(type).lazy.flatMap(\.members.storedInstanceProperties).first(where: { $0.type?.trimmedDescription == parameter }),
                  let value = instance.fields[property.name], !value.isNone else { return nil }
            // The guide's types are `main`'s; of the library's, only the standard ones are named here.
            let module: String
            switch value {
            case .instance, .enumCase: module = Self.moduleName
            case .int, .integer, .double, .float, .string, .bool: module = "Swift"
            default: return nil
            }
            let name = dynamicTypeName(of: value, static: nil)
            guard !name.contains("<") else { return nil }
            found.append((name.split(separator: ".").last.map(String.init) ?? name, "\(module).\(name)"))
        }
        return found
    }

    /// A stored property's declared type (`var note: String?` is written `Optional("hi")`).
    private func declaredType(ofField name: String, in typeName: String) -> SwiftType? {
        guard let syntax = instanceProperty(name, of: typeName)?.type else { return nil }
        return knownType(syntax, in: typeName)
    }

    /// An enum case's payload types as declared (`case optional(Int?)`).
    private func payloadTypes(of value: EnumCaseValue) -> [SwiftType?] {
        guard let declaration = table.type(named: value.typeName)?.members.enumCase(value.name) else { return [] }
        return declaration.parameters.map { knownType($0.type, in: value.typeName) }
    }

    private func knownType(_ syntax: TypeSyntax, in typeName: String) -> SwiftType? {
        let generics = Set(table.type(named: typeName)?.genericParameters ?? [])
        let type = table.resolve(syntax, in: TypeContext(enclosingType: typeName, genericParameters: generics))
        return type.isKnown ? type : nil
    }

    /// `CGPoint(x: 1.0, y: 2.0)`: the geometry records, written as Foundation writes them.
    private func describeGeometry(_ record: Record, _ style: DescriptionStyle, at node: some SyntaxProtocol, in frame: Frame) throws -> String? {
        let fields: [String]
        switch record.typeName {
        case "CGPoint": fields = ["x", "y"]
        case "CGSize": fields = ["width", "height"]
        case "CGVector": fields = ["dx", "dy"]
        case "CGRect": fields = ["origin", "size"]
        case "EdgeInsets": fields = ["top", "leading", "bottom", "trailing"]
        default: return nil
        }
        let module = record.typeName == "EdgeInsets" ? "SwiftUI" : "Foundation"
        let parts = try fields.map { name -> String in
            let field = (record.typeName == "CGRect" ? RectGeometry.property(name, of: record) : record[name]) ?? .double(0)
            let number: Value = if case .int(let integer) = field { .double(Double(integer)) } else { field }
            return "\(name): " + (try describe(number, .debug, at: node, in: frame))
        }
        return (style == .debug ? "\(module)." : "") + record.typeName + "(" + parts.joined(separator: ", ") + ")"
    }

    /// The guide's `description` (or `debugDescription`) for a type that
    /// conforms to `CustomStringConvertible` (`CustomDebugStringConvertible`).
    /// Swift prefers `debugDescription` for the debug form, and uses it for
    /// both when it is the only one.
    private func customDescription(of value: Value, typeName: String, _ style: DescriptionStyle, at node: some SyntaxProtocol, in frame: Frame) throws -> String? {
        let plain = conforms(typeName, to: "CustomStringConvertible") || conforms(typeName, to: "LosslessStringConvertible")
        let debugging = conforms(typeName, to: "CustomDebugStringConvertible")
        let order = style == .debug ? [(debugging, "debugDescription"), (plain, "description")] : [(plain, "description"), (debugging, "debugDescription")]
        for (conforming, property) in order where conforming {
            for owner in guideTypeNames(of: value) {
                if let declaration = instancePropertyChain(property, of: owner).first?.property {
                    let text = try declaration.isComputed
                        ? evaluateComputed(declaration, selfBox: SelfBox(value), typeName: owner)
                        : member(property, of: value, at: node, in: frame)
                    if case .string(let string) = text { return string }
                }
            }
        }
        return nil
    }

    /// Whether a guide type conforms to a protocol: declared on it, on a
    /// superclass, through a protocol it conforms to that inherits it, or
    /// through an extension (`extension Level: CustomStringConvertible`).
    func conforms(_ typeName: String, to protocolName: String) -> Bool {
        var seen: Set<String> = []
        var queue: [String] = []
        var current = table.type(named: typeName)
        while let type = current, seen.insert(type.qualifiedName).inserted {
            queue += type.inheritedTypes
            current = superclass(of: type)
        }
        while let next = queue.popLast() {
            let name = next.split(separator: ".").last.map(String.init) ?? next
            if name == protocolName { return true }
            guard seen.insert(next).inserted, seen.count < 64 else { continue }
            if let declaration = table.protocols[next] ?? table.protocols[name] { queue += declaration.inheritedTypes }
            if let extended = table.type(named: next), extended.kind == .extensionOfExternal { queue += extended.inheritedTypes }
        }
        return false
    }

    /// A type's name as `print` writes it: every name without the types it
    /// is nested in (`Box<Outer.Inner>` is `Box<Inner>`).
    static func unqualifiedTypeName(_ name: String) -> String {
        var result = ""
        var word = ""
        for character in name {
            if character == "." {
                word = ""
            } else if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                result += word
                word = ""
                result.append(character)
            }
        }
        return result + word
    }

    /// A string as Swift writes it in a debug description: quoted, with
    /// quotes, backslashes and control characters escaped, and a scalar that
    /// would join the grapheme before it (the opening quote, an escape) written
    /// as `\u{...}`, as Swift's `debugDescription` does.
    static func quoted(_ text: String) -> String {
        var result = "\""
        var wantBreak = true
        for scalar in text.unicodeScalars {
            if let escaped = escapedScalar(scalar) {
                result += escaped
                wantBreak = true
            } else if wantBreak, let last = result.unicodeScalars.last, (String(last) + String(scalar)).count == 1 {
                result += "\\u{" + hexDigits(scalar.value) + "}"
                wantBreak = true
            } else {
                result.unicodeScalars.append(scalar)
                wantBreak = false
            }
        }
        return result + "\""
    }

    /// Swift's escape of one scalar in a debug description, nil when it is written as it is.
    private static func escapedScalar(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": "\\\""
        case "'": "\\'"
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\t": "\\t"
        case "\r": "\\r"
        case "\0": "\\0"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F: "\\u{" + hexDigits(scalar.value) + "}"
        default: nil
        }
    }

    /// A scalar's value in upper-case hex, padded to 2, 4 or 8 digits as Swift pads it.
    private static func hexDigits(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        let width = value <= 0xFF ? 2 : value <= 0xFFFF ? 4 : 8
        return String(repeating: "0", count: width - digits.count) + digits
    }
}
