import DesignModel
import Diagnostics
import Foundation
import Guards
import SwiftSyntax

/// A value given to a component's stored property for its preview, and
/// where it came from.
public struct PreviewArgument: Sendable {
    public enum Source: Sendable, Equatable {
        /// A call with literal arguments elsewhere in the guide.
        case callSite(line: Int)
        /// An example in the property's trailing comment (`// "32:14"`).
        case comment(String)
        /// A value chosen by type and name.
        case sample
        /// A closure the preview never calls.
        case noOp
    }

    public var name: String
    public var type: String
    /// The value as Swift would write it: `"32:14"`, `73`, `.read`.
    public var display: String
    public var source: Source
}

/// A preview argument with the value the component is built with.
struct PreviewValue {
    var argument: PreviewArgument
    var value: Value

    var name: String { argument.name }
}

/// Chooses preview values for a component's stored properties: literal
/// call sites in the same guide first, then examples in trailing comments,
/// then sensible defaults by type and name.
struct PreviewArgumentResolver {
    let interpreter: Interpreter
    let guide: GuideSampleFacts

    func resolve(for type: TypeDeclaration) -> [PreviewValue] {
        let parameters = interpreter.memberwiseParameters(of: type)
        let callSite = literalCallSite(of: type)
        var arguments: [PreviewValue] = []
        for (index, property) in parameters.enumerated() {
            let shape = TypeShape(property.type)
            if let (value, line) = callSite[property.name] {
                arguments.append(PreviewValue(argument: PreviewArgument(name: property.name, type: property.typeName ?? "", display: display(value), source: .callSite(line: line)), value: value))
                continue
            }
            if property.initializer != nil { continue }
            if property.attributes.contains("ViewBuilder") || interpreter.isGenericView(property, of: type) {
                let sample = ViewNode.placeholder(Placeholder(label: property.name, idealSize: Size(width: 280, height: 44)))
                // `let content: Content` holds a view; `() -> Content` makes one.
                let isBuilder = shape == .function || property.typeName?.contains("->") == true
                let value: Value = isBuilder ? .function(.builtin(name: property.name, BuiltinFunction { _ in .view(sample) })) : .view(sample)
                arguments.append(PreviewValue(argument: PreviewArgument(name: property.name, type: property.typeName ?? "", display: "sample view", source: .sample), value: value))
                continue
            }
            if shape == .function || shape == .optional(.function) {
                let noOp: Value = .function(.builtin(name: "noOp", BuiltinFunction { _ in .void }))
                arguments.append(PreviewValue(argument: PreviewArgument(name: property.name, type: property.typeName ?? "", display: "{ }", source: .noOp), value: noOp))
                continue
            }
            if let comment = property.comment, let value = commentExample(comment, shape: shape, in: type) {
                arguments.append(PreviewValue(argument: PreviewArgument(name: property.name, type: property.typeName ?? "", display: display(value), source: .comment(comment)), value: value))
                continue
            }
            var value = sample(for: shape, name: property.name, index: index, in: type, depth: 0)
            // `let label: String // already uppercase`: follow the comment's word.
            if case .string(let text) = value, property.comment?.lowercased().contains("uppercase") == true {
                value = .string(text.uppercased())
            }
            arguments.append(PreviewValue(argument: PreviewArgument(name: property.name, type: property.typeName ?? "", display: display(value), source: .sample), value: value))
        }
        return arguments
    }

    // MARK: - Call sites

    /// Arguments that evaluate from a call written elsewhere in the guide
    /// (`ActivityRings(move: 0.80, exercise: 1.27, stand: 0.75)`), by label.
    private func literalCallSite(of type: TypeDeclaration) -> [String: (Value, Int)] {
        var found: [String: (Value, Int)] = [:]
        for site in interpreter.table.calls(named: type.name) {
            let frame = Frame(scope: Scope(), selfBox: nil, typeContext: type.parent, source: site.source)
            let line = site.source.location(of: site.syntax).line
            var values: [String: (Value, Int)] = [:]
            for argument in site.syntax.arguments {
                guard let label = argument.label?.text, found[label] == nil,
                      let property = type.members.property(label, isStatic: false) else { continue }
                interpreter.steps = 0
                // Evaluated where the call is; converted where the property is
                // (`.init(...)` in `items: [Item]` means the component's `Item`).
                let propertyFrame = Frame(scope: Scope(), selfBox: nil, typeContext: type.qualifiedName, source: site.source)
                guard let value = try? interpreter.evaluate(argument.expression, in: frame),
                      let converted = try? interpreter.coerce(value, to: TypeShape(property.type), in: propertyFrame) else { continue }
                if case .function = converted { continue }
                values[label] = (converted, line)
            }
            found.merge(values) { first, _ in first }
        }
        return found
    }

    // MARK: - Trailing comments

    /// `// "32:14"`, `// e.g. "11 PM"`, `// 11.8`, `// 0–100`, `// .document / .code`.
    func commentExample(_ comment: String, shape: TypeShape, in type: TypeDeclaration) -> Value? {
        let typeName = shape.name ?? ""
        if typeName == "String" || typeName == "LocalizedStringKey" {
            guard let quoted = firstQuoted(comment) else { return nil }
            return .string(quoted)
        }
        if TypeShape.floatingPointNames.contains(typeName) || typeName == "Int" {
            if let range = RampDomain.range(in: comment) {
                let value = range.lowerBound + (range.upperBound - range.lowerBound) * 0.73
                return typeName == "Int" ? .int(Int(saturating: value.rounded())) : .double((value * 100).rounded() / 100)
            }
            guard let number = firstNumber(comment) else { return nil }
            return typeName == "Int" ? .int(Int(saturating: number)) : .double(number)
        }
        if typeName == "Bool" {
            if comment.contains("true") { return .bool(true) }
            if comment.contains("false") { return .bool(false) }
            return nil
        }
        if let enumName = interpreter.resolveTypeName(typeName, from: type.qualifiedName),
           let enumType = interpreter.table.type(named: enumName), enumType.kind == .enum {
            for word in comment.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "." }) where word.hasPrefix(".") {
                let name = String(word.dropFirst())
                if enumType.members.enumCase(name) != nil { return .enumCase(EnumCaseValue(typeName: enumName, name: name)) }
            }
        }
        return nil
    }

    private func firstQuoted(_ text: String) -> String? {
        guard let open = text.firstIndex(of: "\"") else { return nil }
        let rest = text[text.index(after: open)...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<close])
    }

    private func firstNumber(_ text: String) -> Double? {
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            if characters[index].isNumber || (characters[index] == "-" && index + 1 < characters.count && characters[index + 1].isNumber) {
                var end = index + 1
                while end < characters.count, characters[end].isNumber || characters[end] == "." || characters[end] == "," { end += 1 }
                let digits = String(characters[index..<end]).replacingOccurrences(of: ",", with: "")
                return Double(digits.hasSuffix(".") ? String(digits.dropLast()) : digits)
            }
            index += 1
        }
        return nil
    }

    // MARK: - Samples by type and name

    /// A value that reads naturally for a property of this type and name.
    func sample(for shape: TypeShape, name: String, index: Int, in type: TypeDeclaration, depth: Int, ordinal: Int? = nil) -> Value {
        let lower = name.lowercased()
        switch shape {
        case .optional(let wrapped):
            return sample(for: wrapped, name: name, index: index, in: type, depth: depth, ordinal: ordinal)
        case .array(let element):
            // Nested collections end somewhere: a tree of pages has leaves.
            if depth >= 3 { return .array([]) }
            if case .named(let elementName) = element, interpreter.resolveTypeName(elementName, from: type.qualifiedName) == type.qualifiedName {
                return .array([])
            }
            let count = lower.contains("day") ? 7 : 3
            return .array((0..<count).map { sample(for: element, name: singular(name), index: $0, in: type, depth: depth + 1, ordinal: $0) })
        case .tuple(let labels, let shapes):
            // Elements of `days: [(label: String, ...)]` read as days: the
            // collection's name qualifies its elements' fields.
            return .tuple(zip(labels, shapes).enumerated().map { position, pair in
                let field = pair.0 ?? "\(name)\(position)"
                return sample(for: pair.1, name: "\(name)\(field.prefix(1).uppercased() + field.dropFirst())", index: index, in: type, depth: depth + 1, ordinal: ordinal)
            }, labels: labels)
        case .named(let typeName):
            return sampleNamed(typeName, name: name, lower: lower, index: index, in: type, depth: depth, ordinal: ordinal)
        case .dictionary:
            // Keys cannot be guessed; lookups fall back as the code says (`?? "—"`).
            return .dictionary([])
        default:
            return .string(humanized(name))
        }
    }

    private func sampleNamed(_ typeName: String, name: String, lower: String, index: Int, in type: TypeDeclaration, depth: Int, ordinal: Int? = nil) -> Value {
        switch typeName {
        case "String", "LocalizedStringKey", "Substring", "AttributedString":
            return .string(sampleString(name: name, lower: lower, index: index, ordinal: ordinal, owner: type))
        case "Int":
            return .int(sampleNumber(lower: lower, index: index))
        case "Double", "CGFloat", "Float", "TimeInterval":
            return .double(Double(sampleNumber(lower: lower, index: index)) / (isFraction(lower) ? 100 : 1))
        case "Bool":
            return .bool(false)
        case "Color":
            let accents = guide.accentColors
            return accents.isEmpty ? .color(.init(RGBA(hex: 0x007AFF))) : .color(accents[index % accents.count])
        case "LinearGradient", "Gradient", "AnyShapeStyle", "ShapeStyle":
            // The guide's own gradient when it declares one, else two of its colours.
            for owner in ["LinearGradient", "Gradient", "ShapeStyle"] {
                let gradients = interpreter.table.type(named: owner)?.members.properties.filter { $0.isStatic } ?? []
                if !gradients.isEmpty, let value = try? interpreter.evaluateStaticProperty(gradients[index % gradients.count], ownerKey: owner, typeName: owner, at: gradients[0].declaration) {
                    return value
                }
            }
            let first = sampleNamed("Color", name: name, lower: lower, index: index, in: type, depth: depth)
            let second = sampleNamed("Color", name: name, lower: lower, index: index + 1, in: type, depth: depth)
            guard case .color(let a) = first, case .color(let b) = second else { return first }
            return .linearGradient(LinearGradientValue(gradient: Gradient(colors: [a, b]),
                                                       startPoint: UnitPoint(x: 0, y: 0), endPoint: UnitPoint(x: 1, y: 1)))
        case "CGPoint", "UnitPoint":
            // Points are most often fractions of a frame (`x: s.x * geo.size.width`): spread along a gentle path.
            let x = 0.1 + 0.8 * Double(index % 7) / 6, y = 0.5 + 0.3 * sin(Double(index) * 1.3)
            return .record(Record(typeName, ["x": .double((x * 1000).rounded() / 1000), "y": .double((y * 1000).rounded() / 1000)]))
        case "CGSize":
            return .record(Record("CGSize", ["width": .double(44), "height": .double(44)]))
        case "Image":
            return .view(.placeholder(Placeholder(label: "image", idealSize: Size(width: 48, height: 48))))
        case "URL":
            return .record(Record("URL", ["absoluteString": .string("https://example.com")]))
        case "Date":
            return .record(Record("Date"))
        case "UUID":
            return .record(Record("UUID", ["uuidString": .string(CoreBuiltins.uuid(&interpreter.random))]))
        default:
            guard let qualified = interpreter.resolveTypeName(typeName, from: type.qualifiedName),
                  let nested = interpreter.table.type(named: qualified) else {
                // A type the guide never declares: using one is an error that names it.
                if Interpreter.builtinTypeNames.contains(typeName) || typeName.contains("<") { return .string(humanized(name)) }
                return .record(.undeclared(typeName, at: type.location))
            }
            // Enums are cheap at any depth; nested structs stop after a few levels.
            guard depth < (nested.kind == .enum ? 6 : 4) else { return .string(humanized(name)) }
            if nested.kind == .enum {
                let cases = nested.members.cases
                guard !cases.isEmpty else { return .string(humanized(name)) }
                let chosen = cases[index % cases.count]
                let payload = chosen.parameters.enumerated().map { position, parameter in
                    Argument(parameter.label, sample(for: TypeShape(parameter.type), name: parameter.label ?? "value", index: position, in: nested, depth: depth + 1))
                }
                return .enumCase(EnumCaseValue(typeName: qualified, name: chosen.name, payload: payload))
            }
            // A model struct: sample each of its stored properties.
            var arguments: [Argument] = []
            for (position, property) in interpreter.memberwiseParameters(of: nested).enumerated() where property.initializer == nil {
                let shape = TypeShape(property.type)
                let value = property.comment.flatMap { commentExample($0, shape: shape, in: nested) }
                    ?? sample(for: shape, name: property.name, index: index + position, in: nested, depth: depth + 1, ordinal: ordinal)
                arguments.append(Argument(property.name, value))
            }
            let frame = Frame(scope: Scope(), selfBox: nil, typeContext: qualified, source: nested.source ?? interpreter.table.anySource)
            return (try? interpreter.construct(qualified, arguments, at: frame.source.syntax, in: frame)) ?? .string(humanized(name))
        }
    }

    /// `ordinal`: elements of a collection read "Label 1", "Label 2" so that
    /// they can be told apart; a single property reads "Label".
    private func sampleString(name: String, lower: String, index: Int, ordinal: Int?, owner: TypeDeclaration) -> String {
        let number = ordinal.map { " \($0 + 1)" } ?? ""
        let pick: ([String]) -> String = { options in options[index % options.count] }
        let words = Set(Self.words(of: name).map { $0.lowercased() })
        // Quantities typed as text (`let weight: String`) read as numbers.
        let quantities: [(String, [String])] = [
            ("weight", ["100", "135", "80"]), ("reps", ["8", "10", "5"]), ("volume", ["4,250", "3,180", "5,020"]),
            ("distance", ["5.2", "3.1", "10.0"]), ("calorie", ["486", "312", "620"]), ("kcal", ["486", "312", "620"]),
            ("pace", ["5:12", "4:58", "6:05"]), ("heartrate", ["68", "72", "142"]), ("bpm", ["68", "72", "142"]),
            ("temperature", ["21°", "18°", "24°"]), ("speed", ["24.5", "18.2", "31.0"]), ("sets", ["3", "4", "5"]),
        ]
        if let match = quantities.first(where: { words.contains($0.0) || ($0.0.count > 6 && lower.contains($0.0)) }) { return pick(match.1) }
        if lower.contains("symbol") || lower.contains("icon") || lower.contains("systemimage") || lower.contains("systemname") {
            return pick(["star.fill", "heart.fill", "bolt.fill", "bell.fill"])
        }
        if lower.contains("time") || lower.contains("duration") || lower.contains("elapsed") || lower.contains("remaining") {
            return pick(["12:34", "8:05", "0:45"])
        }
        if lower.contains("date") || lower.contains("day") || lower.contains("weekday") { return ["M", "T", "W", "T", "F", "S", "S"][index % 7] }
        if lower.contains("price") || lower.contains("amount") || lower.contains("cost") || lower.contains("total") || lower.contains("balance") {
            return pick(["$12.99", "$48.00", "$7.50"])
        }
        if lower.contains("percent") { return pick(["73%", "42%", "88%"]) }
        if lower.contains("count") || lower.contains("number") || lower.contains("value") || lower.contains("score") { return pick(["42", "7", "128"]) }
        let subject = subjectNoun(of: owner)
        let aboutPeople = Self.words(of: owner.name).contains { Self.personWords.contains($0.lowercased()) }
        if lower.contains("author") || lower.contains("user") || lower.contains("sender") || lower.contains("contact")
            || ((lower == "name" || lower.hasSuffix("name")) && (aboutPeople || subject == nil)) {
            return pick(["Alex Morgan", "Sam Lee", "Jordan Kim"])
        }
        // The name or title of what the component shows: `StrongExerciseCard.name` -> "Exercise".
        if lower == "name" || lower == "title" || lower.hasSuffix("name") || lower.hasSuffix("title") {
            if Self.words(of: owner.name).last == "Button" { return pick(["Continue", "Start", "Save"]) }
            if let subject { return subject + number }
        }
        if lower.contains("message") || lower.contains("preview") || lower.contains("body") || lower.contains("text")
            || lower.contains("subtitle") || words.contains("sub") || lower.contains("detail") || lower.contains("description") || lower.contains("note") || lower.contains("caption") {
            return pick(["See you at the gym at 7", "Sounds good, thanks!", "Running a few minutes late"])
        }
        if lower.contains("url") || lower.contains("link") { return "example.com" }
        if lower.contains("initial") { return pick(["A", "S", "J"]) }
        if lower.contains("unit") { return pick(["kg", "bpm", "min"]) }
        return humanized(name) + number
    }

    static let personWords: Set<String> = ["chat", "contact", "user", "profile", "avatar", "person", "friend", "member", "author", "sender", "message", "people", "story", "comment"]
    static let roleWords: Set<String> = [
        "card", "row", "cell", "view", "tile", "header", "footer", "item", "hero", "banner", "badge", "button", "pill", "chip",
        "label", "bar", "list", "section", "screen", "page", "sheet", "panel", "container", "component", "style", "primary",
        "secondary", "large", "small", "compact", "detail",
    ]

    /// What a component is about, from its name without the guide's
    /// prefix and its role: `StrongWorkoutHeader` -> "Workout".
    func subjectNoun(of type: TypeDeclaration) -> String? {
        var words = Self.words(of: type.name)
        // The guide's prefix: an acronym (`WA`, `AF`), or a first word most view types share.
        if let first = words.first, words.count > 1,
           first == first.uppercased() || guide.typePrefix == first {
            words.removeFirst()
        }
        let kept = words.filter { !Self.roleWords.contains($0.lowercased()) }
        return kept.isEmpty ? nil : kept.joined(separator: " ")
    }

    static func words(of identifier: String) -> [String] { IdentifierWords.words(of: identifier) }

    private func sampleNumber(lower: String, index: Int) -> Int {
        let offset = index * 7
        if lower.contains("step") { return 7842 + offset }
        if lower.contains("goal") || lower.contains("target") { return 10_000 }
        if isFraction(lower) { return 73 - offset % 30 }
        if lower.contains("percent") || lower.contains("score") { return 73 - offset % 30 }
        if lower.contains("count") || lower.contains("unread") || lower.contains("badge") { return 3 + index }
        if lower.contains("minute") || lower.contains("duration") { return 45 + offset }
        if lower.contains("index") || lower.contains("selected") { return 0 }
        return 12 + offset
    }

    private func isFraction(_ lower: String) -> Bool {
        ["progress", "fraction", "ratio", "fill", "level", "opacity", "amplitude", "value"].contains { lower.contains($0) }
    }

    private func singular(_ name: String) -> String {
        name.hasSuffix("s") ? String(name.dropLast()) : name
    }

    /// "startHour" -> "Start Hour".
    func humanized(_ name: String) -> String {
        Self.words(of: name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    // MARK: - Display

    /// How Swift would write a preview value.
    func display(_ value: Value) -> String {
        switch value {
        case .string(let text): return "\"\(text)\""
        case .int(let number): return String(number)
        case .double(let number): return RGBA.trimmed(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .enumCase(let value):
            if value.payload.isEmpty { return ".\(value.name)" }
            return ".\(value.name)(" + value.payload.map { ($0.label.map { "\($0): " } ?? "") + display($0.value) }.joined(separator: ", ") + ")"
        case .color(let color): return color.light.hex
        case .array(let items):
            let shown = items.prefix(4).map(display).joined(separator: ", ")
            return "[" + shown + (items.count > 4 ? ", … (\(items.count))" : "") + "]"
        case .tuple(let items, let labels):
            return "(" + zip(items, labels).map { ($1.map { "\($0): " } ?? "") + display($0) }.joined(separator: ", ") + ")"
        case .instance(let instance):
            let fields = instance.fieldOrder.filter { $0 != "id" }.prefix(4).compactMap { name in
                instance.fields[name].map { "\(name): \(display($0))" }
            }
            return "\(instance.typeName.split(separator: ".").last ?? "")(" + fields.joined(separator: ", ") + ")"
        case .none: return "nil"
        case .view: return "view"
        case .function: return "{ }"
        default: return value.kindDescription
        }
    }
}

/// What samples borrow from the whole guide, worked out once per guide.
final class GuideSampleFacts {
    private let interpreter: Interpreter

    init(interpreter: Interpreter) {
        self.interpreter = interpreter
    }

    /// The first word most of the guide's top-level types share ("Strong", "WHOOP").
    private(set) lazy var typePrefix: String? = {
        let names = interpreter.table.declaredTypes.filter { $0.parent == nil }.map(\.name)
        return names.count >= 2 ? IdentifierWords.dominantFirstWord(of: names) : nil
    }()

    /// The guide's colours that can stand for "a colour" in a preview:
    /// opaque, and not named for text, surfaces or lines.
    private(set) lazy var accentColors: [ColorValue] = {
        let neutral = ["text", "label", "surface", "background", "canvas", "divider", "border", "separator", "track", "shadow",
                       "overlay", "gray", "grey", "fill", "scrim", "stroke", "disabled", "black", "white"]
        let properties = interpreter.table.type(named: "Color")?.members.properties.filter { $0.isStatic } ?? []
        var colors: [ColorValue] = []
        for property in properties where !neutral.contains(where: { property.name.lowercased().contains($0) }) {
            guard case .color(let color)? = try? interpreter.evaluateStaticProperty(property, ownerKey: "Color", typeName: "Color", at: property.declaration),
                  color.light.alpha == 1 else { continue }
            colors.append(color)
        }
        return colors
    }()
}
