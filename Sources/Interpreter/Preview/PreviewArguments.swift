import SwiftSemantics
import DesignModel
import Diagnostics
import Foundation
import Guards
import SwiftCode
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
        /// The value the preview of another component (named) built it with.
        case builtBy(String)
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
    /// The label the component's initializer takes it with (nil for `_`).
    var label: String?
    /// The property's trailing comment (`// 0...1`), which a sample must not contradict.
    var comment: String? = nil

    var name: String { argument.name }
}

/// What a component's preview is built with: the arguments, and the
/// guide's own `init` they are for (nil: the memberwise initializer).
struct PreviewPlan {
    var arguments: [PreviewValue]
    var initializer: InitializerDeclaration?
    /// Sampled values that contradict what the guide's comments say of them.
    var contradictions: [String] = []
}

/// One parameter of the initializer a preview calls: a stored property of
/// the memberwise initializer, or a parameter of the guide's `init`.
struct PreviewSlot {
    /// The name inside the type (the property, or the parameter's internal name).
    var name: String
    var label: String?
    var type: TypeSyntax?
    var typeName: String
    var hasDefault: Bool
    var comment: String?
    /// `@ViewBuilder` or of a generic `Content: View` type: holds a view.
    var holdsView: Bool
}

/// Chooses preview values for a component's stored properties: literal
/// call sites in the same guide first, then examples in trailing comments,
/// then sensible defaults by type and name.
struct PreviewArgumentResolver {
    let interpreter: Interpreter
    let guide: GuideSampleFacts

    func resolve(for type: TypeDeclaration) -> [PreviewValue] {
        plan(for: type).arguments
    }

    /// The arguments of one call: the best call of the component written
    /// in the guide, used as a whole; else the initializer the code
    /// declares (its defaults kept), with samples for what has no default.
    func plan(for type: TypeDeclaration) -> PreviewPlan {
        let site = bestCallSite(of: type)
        let initializer = site?.initializer ?? (site == nil ? primaryInitializer(of: type) : nil)
        let slots = initializer.map { self.slots(of: $0, in: type) } ?? memberwiseSlots(of: type)
        var arguments: [PreviewValue] = []
        for (index, slot) in slots.enumerated() {
            func add(_ value: Value, _ source: PreviewArgument.Source, display shown: String? = nil) {
                arguments.append(PreviewValue(argument: PreviewArgument(name: slot.label ?? slot.name, type: slot.typeName, display: shown ?? display(value), source: source),
                                              value: value, label: slot.label, comment: slot.comment))
            }
            if let site {
                if let given = site.values[index] {
                    add(given, .callSite(line: site.line))
                    continue
                }
                // Left out of the call: the default, as Swift gives it.
                if slot.hasDefault && !site.unevaluated.contains(index) { continue }
            } else if slot.hasDefault {
                continue
            }
            let shape = TypeShape(slot.type)
            if slot.holdsView {
                let sample = ViewNode.placeholder(Placeholder(label: slot.name, idealSize: Size(width: 280, height: 44)))
                // `let content: Content` holds a view; `() -> Content` makes one.
                let isBuilder = shape == .function || slot.typeName.contains("->")
                add(isBuilder ? .function(.builtin(name: slot.name, BuiltinFunction { _ in .view(sample) })) : .view(sample), .sample, display: "sample view")
                continue
            }
            if shape == .function || shape == .optional(.function) || Self.functionResult(slot.type, aliased: { interpreter.table.aliasedType($0, from: type.qualifiedName) }) != nil {
                let closure = closureSample(slot.type, name: slot.name, index: index, in: type)
                add(closure.value, closure.source, display: closure.display)
                continue
            }
            if let comment = slot.comment, let value = commentExample(comment, shape: shape, in: type) {
                add(value, .comment(comment))
                continue
            }
            var value = sample(for: shape, name: slot.name, index: index, in: type, depth: 0, comment: slot.comment)
            // `let label: String // already uppercase`: follow the comment's word.
            if case .string(let text) = value, slot.comment?.lowercased().contains("uppercase") == true {
                value = .string(text.uppercased())
            }
            add(value, .sample)
        }
        relateSiblings(&arguments, in: type)
        return PreviewPlan(arguments: arguments, initializer: initializer, contradictions: arguments.compactMap(Self.contradiction))
    }

    /// What a sampled value contradicts in its property's comment: a number
    /// (or an element of a series) outside the range it gives, a collection
    /// of another length than it states. The guide's own values are its own.
    static func contradiction(_ argument: PreviewValue) -> String? {
        guard argument.argument.source == .sample, let comment = argument.comment?.trimmingCharacters(in: .whitespaces), !comment.isEmpty else { return nil }
        let numbers: [Double]
        switch argument.value {
        case .array(let items):
            // A series, or rows of one (a heat map's weeks).
            numbers = items.flatMap { item -> [Double] in
                if case .array(let row) = item { return row.compactMap(\.asDouble) }
                return item.asDouble.map { [$0] } ?? []
            }
        default: numbers = argument.value.asDouble.map { [$0] } ?? []
        }
        if let range = RampDomain.range(in: comment), let outside = numbers.first(where: { !range.contains($0) }) {
            let shown = outside == outside.rounded() && outside.magnitude < 1e15 ? String(Int(outside)) : String(outside)
            return "the sampled \(argument.name) (\(shown)) is outside the range its comment gives (// \(comment))"
        }
        return nil
    }

    /// The stored properties of a view another component's preview built,
    /// as preview arguments (`BuiltElsewhere`); its state and environment
    /// are its own, not arguments.
    func arguments(of built: BuiltElsewhere, type: TypeDeclaration) -> [PreviewArgument] {
        interpreter.memberwiseParameters(of: type).compactMap { property in
            guard !property.attributes.names.contains("State"), let value = built.instance.fields[property.name] else { return nil }
            return PreviewArgument(name: property.name, type: property.typeName ?? "", display: display((try? value.throughBinding()) ?? value),
                                   source: .builtBy(built.builder))
        }
    }

    // MARK: - Siblings

    /// Sampled values that must make sense together: a progress below its
    /// goal, a minimum below its maximum, two places or two colours that
    /// differ. Values the guide gave (call sites, comments) are kept.
    func relateSiblings(_ arguments: inout [PreviewValue], in type: TypeDeclaration) {
        // Each name's words once: the relations below compare every pair of arguments.
        var wordsByName: [String: [String]] = [:]
        func words(_ name: String) -> [String] {
            if let known = wordsByName[name] { return known }
            let found = Self.words(of: name).map { $0.lowercased() }
            wordsByName[name] = found
            return found
        }
        func isSample(_ index: Int) -> Bool { arguments[index].argument.source == .sample }
        func set(_ index: Int, _ value: Value) {
            arguments[index].value = value
            arguments[index].argument.display = display(value)
        }
        // A number the code counts with (`ForEach(0..<total)`, `repeating:count:`) is a handful,
        // so the picture fits its device (a sampled price of 129 drew 129 dots).
        for index in arguments.indices where isSample(index) {
            guard let number = arguments[index].value.asDouble, isIntegral(arguments[index].value),
                  !(1...Self.handful).contains(number), CountUsage.counts(arguments[index].name, in: type) else { continue }
            set(index, numberLike(arguments[index].value, 5))
        }
        // A handle the code writes after its own "@" or "u/" ("@\(handle)", "u/\(comment.username)")
        // is sampled without one, as a property or a field of a sampled model.
        let prefixed = InterpolationUsage.prefixedNames(in: type)
        if !prefixed.isEmpty {
            for index in arguments.indices where isSample(index) {
                if let stripped = Self.strippingHandlePrefix(arguments[index].value, named: arguments[index].name, in: prefixed, depth: 0) {
                    set(index, stripped)
                }
            }
        }
        let goalWords: Set<String> = ["goal", "target", "total", "max", "maximum", "limit", "capacity", "quota", "budget", "of", "outof"]
        let stemStop: Set<String> = goalWords.union(["current", "value", "count", "progress", "min", "minimum", "daily", "today", "done", "completed"])
        // A value below its goal: `steps` and `stepGoal`, `current` and `total`, `value` and `target`.
        for (goalIndex, goal) in arguments.enumerated() {
            let goalNameWords = words(goal.name)
            guard goalNameWords.contains(where: goalWords.contains), let goalNumber = goal.value.asDouble else { continue }
            let goalStem = Set(goalNameWords).subtracting(stemStop)
            for (index, other) in arguments.enumerated() where index != goalIndex {
                let otherWords = words(other.name)
                guard !otherWords.contains(where: goalWords.contains), let number = other.value.asDouble else { continue }
                let otherStem = Set(otherWords).subtracting(stemStop).map { $0.hasSuffix("s") ? String($0.dropLast()) : $0 }
                let related = goalStem.isEmpty || otherStem.isEmpty
                    || !Set(goalStem.map { $0.hasSuffix("s") ? String($0.dropLast()) : $0 }).isDisjoint(with: otherStem)
                // Nothing done yet draws an empty ring: a sampled zero is two thirds of the way.
                if related, number == 0, goalNumber > 0, isSample(index), Set(otherWords).isDisjoint(with: Self.positionWords) {
                    set(index, numberLike(other.value, isIntegral(other.value) ? (goalNumber * 0.68).rounded() : goalNumber * 0.68))
                    continue
                }
                // A fraction (0.68) is not in the goal's units.
                guard related, number >= goalNumber, !(number <= 1 && goalNumber > 1 && !isIntegral(other.value)) else { continue }
                if isSample(goalIndex) {
                    set(goalIndex, numberLike(goal.value, Self.niceAbove(number / 0.68)))
                } else if isSample(index) {
                    set(index, numberLike(other.value, goalNumber * 0.68))
                }
            }
        }
        // A minimum below its maximum.
        let pairs: [(String, String)] = [("min", "max"), ("minimum", "maximum"), ("low", "high"), ("lower", "upper"), ("start", "end"), ("from", "to")]
        for (lowWord, highWord) in pairs {
            for (lowIndex, low) in arguments.enumerated() where words(low.name).contains(lowWord) {
                let stem = words(low.name).filter { $0 != lowWord }
                guard let highIndex = arguments.firstIndex(where: { words($0.name).contains(highWord) && words($0.name).filter { $0 != highWord } == stem }),
                      let a = low.value.asDouble, let b = arguments[highIndex].value.asDouble, a >= b else { continue }
                if isSample(highIndex) { set(highIndex, numberLike(arguments[highIndex].value, a == 0 ? 100 : Self.niceAbove(a * 1.5))) }
                else if isSample(lowIndex) { set(lowIndex, numberLike(low.value, b * 0.4)) }
            }
        }
        // A price before a discount is above the price.
        let beforeWords: Set<String> = ["original", "was", "list", "compare", "regular", "old", "before", "full", "strikethrough"]
        for (index, before) in arguments.enumerated() where isSample(index) && !Set(words(before.name)).isDisjoint(with: beforeWords) {
            guard let was = Self.money(before.value),
                  let current = arguments.indices.first(where: { $0 != index && Set(words(arguments[$0].name)).isDisjoint(with: beforeWords)
                      && words(arguments[$0].name).contains(where: { ["price", "amount", "cost", "total", "dollars", "fare"].contains($0) }) }),
                  let now = Self.money(arguments[current].value), was <= now else { continue }
            let higher = Self.niceAbove(now * 1.25)
            if case .string = before.value { set(index, .string(String(format: "$%.2f", higher))) } else { set(index, numberLike(before.value, higher)) }
        }
        // A maximum of the elements' field (`maxDepth` beside segments with a `depth`) bounds them.
        for index in arguments.indices where isSample(index) {
            let nameWords = words(arguments[index].name)
            guard let first = nameWords.first, ["max", "maximum"].contains(first), nameWords.count > 1,
                  arguments[index].value.asDouble != nil else { continue }
            let field = nameWords.dropFirst().joined()
            let values = arguments.indices.filter { $0 != index }.flatMap { Self.fieldNumbers(field, in: arguments[$0].value) }
            if let largest = values.max() { set(index, numberLike(arguments[index].value, largest)) }
        }
        // Siblings of one kind that came out alike (origin and destination, two colours).
        for index in arguments.indices where isSample(index) {
            for earlier in arguments.indices where earlier < index {
                guard sameSample(arguments[earlier].value, arguments[index].value) else { continue }
                if let different = distinctSample(like: arguments[index], avoiding: arguments.map(\.value), in: type, slot: index) {
                    set(index, different)
                }
            }
        }
        // A search text the code matches rows against (`title.contains(searchedText)`) finds
        // something in the list beside it: the first letters of its first element's text, as typed so far.
        let searchWords: Set<String> = ["search", "searched", "query", "filter", "keyword", "term"]
        for index in arguments.indices where isSample(index) && !Set(words(arguments[index].name)).isDisjoint(with: searchWords) {
            guard case .string = arguments[index].value, Self.matchesText(arguments[index].name, in: type),
                  let text = arguments.lazy.compactMap({ Self.firstText(in: $0.value) }).first,
                  let word = text.split(separator: " ").first else { continue }
            set(index, .string(String(word.prefix(2))))
        }
        // A sampled text colour reads on the background colour beside it: white or black, whichever stands out.
        let backgroundWords: Set<String> = ["background", "bg", "fill"], textWords: Set<String> = ["text", "foreground", "title", "label", "font"]
        for (backgroundIndex, background) in arguments.enumerated() where !Set(words(background.name)).isDisjoint(with: backgroundWords) {
            guard case .color(let back) = background.value else { continue }
            for index in arguments.indices where index != backgroundIndex && isSample(index) && !Set(words(arguments[index].name)).isDisjoint(with: textWords) {
                guard case .color(let fore) = arguments[index].value, WCAG.contrastRatio(fore.light, on: back.light) < 3 else { continue }
                let white = WCAG.contrastRatio(.white, on: back.light), black = WCAG.contrastRatio(.black, on: back.light)
                set(index, .color(white >= black ? .white : .black))
            }
        }
    }

    /// The value with "@" taken off the strings named in `names`, looking
    /// into models and collections a few levels deep; nil when unchanged.
    static func strippingHandlePrefix(_ value: Value, named name: String, in names: Set<String>, depth: Int) -> Value? {
        guard depth < 4 else { return nil }
        switch value {
        case .string(let text) where text.hasPrefix("@") && names.contains(name):
            return .string(String(text.dropFirst()))
        case .array(let items):
            let changed = items.map { strippingHandlePrefix($0, named: name, in: names, depth: depth + 1) }
            guard changed.contains(where: { $0 != nil }) else { return nil }
            return .array(zip(items, changed).map { $1 ?? $0 })
        case .instance(var instance):
            var touched = false
            for field in instance.fieldOrder {
                guard let current = instance.fields[field],
                      let stripped = strippingHandlePrefix(current, named: field, in: names, depth: depth + 1) else { continue }
                instance.fields[field] = stripped
                touched = true
            }
            return touched ? .instance(instance) : nil
        default:
            return nil
        }
    }

    /// Names of a position among items (the first is selected), not of progress made.
    static let positionWords: Set<String> = ["index", "selected", "selection", "tab", "page", "position", "rank", "id"]

    /// The most items a sampled count may draw: a handful fits a device.
    static let handful = 7.0

    /// The numbers the elements of a collection value hold in the field
    /// named by `words` (lowercased, joined: `depth`, `itemcount`).
    static func fieldNumbers(_ words: String, in value: Value) -> [Double] {
        guard case .array(let items) = value else { return [] }
        return items.compactMap { item in
            guard case .instance(let instance) = item,
                  let field = instance.fieldOrder.first(where: { Self.words(of: $0).joined().lowercased() == words }) else { return nil }
            return instance.fields[field]?.asDouble
        }
    }

    /// Whether the type's code matches text against the property:
    /// `title.contains(searchedText)`, `name.hasPrefix(query)`.
    static func matchesText(_ name: String, in type: TypeDeclaration) -> Bool {
        TextMatchFinder(name: name).finds(in: type)
    }

    private final class TextMatchFinder: PropertyUseFinder {
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let matchers: Set<String> = ["contains", "hasPrefix", "localizedCaseInsensitiveContains", "localizedStandardContains", "range"]
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), matchers.contains(member.declName.baseName.text),
                  let argument = node.arguments.first?.expression else { return .visitChildren }
            if names(argument) { found = true }
            return found ? .skipChildren : .visitChildren
        }
    }

    /// The first text of a collection's first element (itself, or its first
    /// `String` field): what a search among them can match.
    static func firstText(in value: Value) -> String? {
        guard case .array(let items) = value, let first = items.first else { return nil }
        switch first {
        case .string(let text): return text.isEmpty ? nil : text
        case .instance(let instance):
            for field in instance.fieldOrder {
                if case .string(let text)? = instance.fields[field], !text.isEmpty { return text }
            }
            return nil
        default: return nil
        }
    }

    /// A price as a number: `24.99`, `129`, `"$24.99"`.
    static func money(_ value: Value) -> Double? {
        if let number = value.asDouble { return number }
        guard case .string(let text) = value, text.hasPrefix("$") else { return nil }
        return Double(text.dropFirst().filter { $0 != "," })
    }

    private func isIntegral(_ value: Value) -> Bool {
        if case .int = value { return true }
        return false
    }

    /// `number` as the same kind of value as `like` (an Int stays an Int).
    private func numberLike(_ like: Value, _ number: Double) -> Value {
        if case .int = like { return .int(Int(saturating: number.rounded())) }
        return .double((number * 100).rounded() / 100)
    }

    /// A round number above `value`: 694 -> 700, 11_203 -> 12_000.
    static func niceAbove(_ value: Double) -> Double {
        guard value > 0, value.isFinite else { return 100 }
        let magnitude = pow(10, (log10(value)).rounded(.down) - 1)
        return (value / magnitude).rounded(.up) * magnitude
    }

    private func sameSample(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x == y && !x.isEmpty
        case (.color(let x), .color(let y)): return x == y
        default: return false
        }
    }

    /// Another sample for the argument, unlike the values given.
    private func distinctSample(like argument: PreviewValue, avoiding taken: [Value], in type: TypeDeclaration, slot: Int) -> Value? {
        switch argument.value {
        case .color:
            let accents = guide.accentColors
            if let other = accents.first(where: { accent in !taken.contains { if case .color(let c) = $0 { return c == accent } else { return false } } }) {
                return .color(other)
            }
            // Only one accent: the other colour is the canvas's opposite, as text on it would be.
            return .color(.white)
        case .string:
            for shift in 1...4 {
                let candidate = Value.string(sampleString(name: argument.name, index: slot + shift, ordinal: nil, owner: type))
                if !taken.contains(where: { sameSample($0, candidate) }) { return candidate }
            }
            return nil
        default:
            return nil
        }
    }

    /// The memberwise initializer's parameters: stored properties without a fixed value.
    func memberwiseSlots(of type: TypeDeclaration) -> [PreviewSlot] {
        interpreter.memberwiseParameters(of: type).map { property in
            // `var subtitle: String?` defaults to nil in the memberwise initializer, as `= nil` does.
            let optionalVar = !property.isLet && { if case .optional = TypeShape(property.type) { return true } else { return false } }()
            return PreviewSlot(name: property.name, label: property.name, type: property.type, typeName: property.typeName ?? "",
                               hasDefault: property.initializer != nil || optionalVar, comment: property.comment,
                               holdsView: property.attributes.contains("ViewBuilder") || interpreter.isGenericView(property, of: type))
        }
    }

    /// A guide `init`'s parameters. Each is sampled for the stored property
    /// it sets (`init(_ c: String) { count = c }` samples a count), whose
    /// comment it takes too.
    func slots(of initializer: InitializerDeclaration, in type: TypeDeclaration) -> [PreviewSlot] {
        let stored = Self.storedParameters(of: initializer)
        return initializer.parameters.map { parameter in
            let property = stored[parameter.name].flatMap { type.members.property($0, isStatic: false) }
                ?? type.members.property(parameter.name, isStatic: false) ?? parameter.label.flatMap { type.members.property($0, isStatic: false) }
            let typeName = parameter.type.trimmedText
            let compact = typeName.filter { !$0.isWhitespace }
            let isBuilder = parameter.attributes.contains("ViewBuilder")
                || parameter.type.as(AttributedTypeSyntax.self).map { Attributes($0.attributes).contains("ViewBuilder") } ?? false
            let holdsView = isBuilder || interpreter.holdsGenericView(compact, of: type)
            return PreviewSlot(name: property?.name ?? parameter.name, label: parameter.label, type: parameter.type, typeName: typeName,
                               hasDefault: parameter.defaultValue != nil, comment: property?.comment, holdsView: holdsView)
        }
    }

    /// `count = c`, `self.count = c`, `_count = State(initialValue: c)` in an
    /// init's body: parameter name -> the property it is stored in.
    static func storedParameters(of initializer: InitializerDeclaration) -> [String: String] {
        var found: [String: String] = [:]
        for item in initializer.body?.statements ?? [] {
            guard let infix = item.item.as(ExprSyntax.self)?.as(InfixOperatorExprSyntax.self)
                    ?? item.item.as(StmtSyntax.self)?.as(ExpressionStmtSyntax.self)?.expression.as(InfixOperatorExprSyntax.self),
                  infix.operator.is(AssignmentExprSyntax.self) else { continue }
            var target = infix.leftOperand.trimmedText
            if target.hasPrefix("self.") { target.removeFirst(5) }
            if target.hasPrefix("_") { target.removeFirst() }
            var source = infix.rightOperand
            // `State(initialValue: c)`, `State(wrappedValue: c)`.
            if let call = source.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let only = call.arguments.first?.expression { source = only }
            if let reference = source.as(DeclReferenceExprSyntax.self), !target.contains(".") { found[reference.baseName.text] = target }
        }
        return found
    }

    /// The `init` a preview calls when no call in the guide shows one: the
    /// type's own, declared in its body (which replaces the memberwise
    /// initializer). Inits declared only in extensions leave the memberwise one.
    func primaryInitializer(of type: TypeDeclaration) -> InitializerDeclaration? {
        let own = type.members.initializers.filter { !$0.isInExtension }
        guard !own.isEmpty else { return nil }
        // The one that takes the most of what the component shows.
        return own.max { $0.parameters.count < $1.parameters.count }
    }

    // MARK: - Call sites

    /// A call of the component written in the guide, evaluated.
    struct CallSiteArguments {
        var line: Int
        var initializer: InitializerDeclaration?
        /// By slot index: the argument's value, when it evaluated.
        var values: [Int: Value]
        /// Slots the call gives but whose values depend on the caller (`item.title`).
        var unevaluated: Set<Int>
    }

    /// The call of the component with the most arguments that all evaluate
    /// where they are written (`ActivityRings(move: 0.80, exercise: 1.27,
    /// stand: 0.75)`); arguments are never mixed from several calls.
    private func bestCallSite(of type: TypeDeclaration) -> CallSiteArguments? {
        var best: (site: CallSiteArguments, evaluated: Int, complete: Bool)?
        for site in interpreter.table.calls(named: type.name) {
            // A call as written: `Ring(...)`, `Module.Ring(...)`, not `x.ring(...)` of a method.
            if let member = site.syntax.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
               member.base?.trimmedText.first?.isUppercase != true { continue }
            let syntaxArguments = Array(site.syntax.arguments)
            var labels = syntaxArguments.map { Argument($0.label?.text, .void) }
            if site.syntax.trailingClosure != nil { labels.append(Argument(nil, .opaque(Self.trailingMark), isTrailingClosure: true)) }
            let initializer = type.members.initializers.first { interpreter.accepts($0.parameters, labels) }
            let slots = initializer.map { self.slots(of: $0, in: type) } ?? memberwiseSlots(of: type)
            if initializer == nil, type.members.initializers.contains(where: { !$0.isInExtension }) { continue }
            // Evaluated in the type the call is written in, so its statics resolve
            // (`ToastView(viewModel: viewModel)` in a preview with `static let viewModel`).
            let frame = Frame(scope: Scope(), selfBox: nil, typeContext: enclosingType(of: Syntax(site.syntax)) ?? type.parent, source: site.source)
            // Evaluated where the call is; converted where the component is
            // (`.init(...)` in `items: [Item]` means the component's `Item`).
            let slotFrame = Frame(scope: Scope(), selfBox: nil, typeContext: type.qualifiedName, source: site.source)
            var values: [Int: Value] = [:]
            var unevaluated: Set<Int> = []
            var matched = true
            var unlabelled = slots.enumerated().filter { $0.element.label == nil }.map(\.offset)[...]
            for argument in syntaxArguments {
                let label = argument.label?.text
                guard let index = label == nil ? unlabelled.popFirst() : slots.firstIndex(where: { $0.label == label }) else { matched = false; break }
                interpreter.steps = 0
                let shape = TypeShape(slots[index].type)
                if let value = try? interpreter.evaluate(argument.expression, in: frame, as: shape),
                   let converted = try? interpreter.coerce(value, to: shape, in: slotFrame) {
                    if case .function = converted { unevaluated.insert(index); continue }
                    // `Binding(get: { selections.contains(option) }, ...)` reads names of the call's own scope.
                    if case .binding = converted, (try? converted.throughBinding()) == nil { unevaluated.insert(index); continue }
                    values[index] = converted
                } else {
                    unevaluated.insert(index)
                }
            }
            if matched, let closure = site.syntax.trailingClosure,
               let index = trailingSlot(labels, initializer: initializer, in: type), slots.indices.contains(index) {
                if let content = buildingContent(closure, slot: slots[index], in: frame) { values[index] = content } else { unevaluated.insert(index) }
            }
            guard matched, !values.isEmpty || !unevaluated.isEmpty else { continue }
            let line = site.source.location(of: site.syntax).line
            let candidate = CallSiteArguments(line: line, initializer: initializer, values: values, unevaluated: unevaluated)
            let complete = unevaluated.isEmpty
            if let current = best, (current.complete && !complete) || (current.complete == complete && current.evaluated >= values.count) { continue }
            best = (candidate, values.count, complete)
        }
        guard let best, best.evaluated > 0 else { return nil }
        return best.site
    }

    static let trailingMark = "trailing closure"

    /// The parameter a call's trailing closure goes to, as Swift matches it.
    private func trailingSlot(_ labels: [Argument], initializer: InitializerDeclaration?, in type: TypeDeclaration) -> Int? {
        let matched = initializer.map { interpreter.match(labels, to: $0.parameters) } ?? interpreter.match(labels, to: interpreter.memberwiseMatchParameters(of: type))
        guard case .success(let matches) = matched else { return nil }
        return matches.firstIndex {
            if case .argument(let argument) = $0, case .opaque(Self.trailingMark) = argument.value { return true }
            return false
        }
    }

    /// A trailing closure written at the call (`Group(title: "A") { Row(); Row() }`),
    /// when it builds on its own there: nil when it needs arguments or the
    /// caller's state, which a preview of the component does not have.
    private func buildingContent(_ closure: ClosureExprSyntax, slot: PreviewSlot, in frame: Frame) -> Value? {
        guard closure.signature == nil, !Interpreter.namesAnyArgument(closure) else { return nil }
        let context = ClosureContext(frame)
        context.isViewBuilder = slot.holdsView
        let value = Value.function(.closure(closure, context))
        interpreter.steps = 0
        let issues = interpreter.preview.issues
        defer { interpreter.preview.issues = issues }
        guard (try? interpreter.callFunction(value, [], in: frame)) != nil else { return nil }
        return value
    }

    /// The qualified name of the guide type whose declaration (or extension) holds `node`.
    private func enclosingType(of node: Syntax) -> String? {
        let names = node.enclosingTypeNames
        guard !names.isEmpty else { return nil }
        let qualified = names.joined(separator: ".")
        return interpreter.table.type(named: qualified) != nil ? qualified : interpreter.resolveTypeName(names[names.count - 1], from: nil)
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
    func sample(for shape: TypeShape, name: String, index: Int, in type: TypeDeclaration, depth: Int, ordinal: Int? = nil, comment: String? = nil) -> Value {
        switch shape {
        case .optional(let wrapped):
            return sample(for: wrapped, name: name, index: index, in: type, depth: depth, ordinal: ordinal, comment: comment)
        case .array(let element):
            // Nested collections end somewhere: a tree of pages has leaves.
            if depth >= 3 { return .array([]) }
            if case .named(let elementName) = element, interpreter.resolveTypeName(elementName, from: type.qualifiedName) == type.qualifiedName {
                return .array([])
            }
            // `// weeks × 7`: rows of a grid, each as long as the comment says.
            if case .array = element, let comment, let grid = Self.gridShape(in: comment) {
                let rows = grid.outer ?? SampleVocabulary.collectionCount(name: grid.outerName ?? name) ?? 4
                return .array((0..<min(rows, 24)).map {
                    sample(for: element, name: singular(name), index: $0, in: type, depth: depth + 1, ordinal: $0, comment: "\(grid.inner)")
                })
            }
            let count = collectionCount(name: name, element: element, in: type, depth: depth, comment: comment)
            // A range its comment gives (`// 0...1`, `// 0–100`) bounds every element, spread within it.
            if let comment, let range = RampDomain.range(in: comment), case .named(let elementName) = element,
               elementName == "Int" || TypeShape.floatingPointNames.contains(elementName) {
                return .array((0..<count).map { position in
                    let value = range.lowerBound + (range.upperBound - range.lowerBound) * Self.spread[position % Self.spread.count]
                    return elementName == "Int" ? .int(Int(saturating: value.rounded())) : .double((value * 100).rounded() / 100)
                })
            }
            // A comment naming a tuple's parts (`// (sfSymbol, label)`) names its elements'
            // parts; a range (`// 0...1` on `[[Double]]`) bounds the rows' elements too.
            let elementComment: String? = switch element {
            case .tuple: comment
            case .array: comment.flatMap { RampDomain.range(in: $0) == nil ? nil : $0 }
            default: nil
            }
            return .array((0..<count).map { sample(for: element, name: singular(name), index: $0, in: type, depth: depth + 1, ordinal: $0, comment: elementComment) })
        case .tuple(let labels, let shapes):
            // Elements of `days: [(label: String, ...)]` read as days: the
            // collection's name qualifies its elements' fields. Unlabelled
            // parts take their names from a comment that lists them.
            let named = Self.tupleNames(in: comment, count: shapes.count)
            let fields = zip(labels, shapes).enumerated().map { position, pair in pair.0 ?? named?[position] ?? "\(name)\(position)" }
            var parts = zip(fields, shapes).enumerated().map { position, pair in
                sample(for: pair.1, name: "\(name)\(pair.0.prefix(1).uppercased() + pair.0.dropFirst())", index: index + position, in: type,
                       depth: depth + 1, ordinal: ordinal.map { $0 + position })
            }
            Self.separateColours(&parts, fields: fields)
            return .tuple(parts, labels: labels)
        case .named(let typeName):
            return sampleNamed(typeName, name: name, index: index, in: type, depth: depth, ordinal: ordinal)
        case .dictionary:
            // Keys cannot be guessed; lookups fall back as the code says (`?? "—"`).
            return .dictionary([])
        case .set:
            // A selection (`Set<Item.ID>`): nothing selected, as a screen first appears.
            return .set([])
        case .opaque(let constraint) where constraint.hasSuffix("View"):
            // `[any View]`, `some View`: a view someone passes in.
            return .view(.placeholder(Placeholder(label: name, idealSize: Size(width: 280, height: 44))))
        case .function:
            return .function(.builtin(name: "noOp", BuiltinFunction { _ in .void }))
        case .opaque, .unknown:
            return .string(sampleString(name: name, index: index, ordinal: ordinal, owner: type))
        }
    }

    /// Where in its range each element of a sampled series sits: uneven, as data is.
    static let spread = [0.68, 0.42, 0.88, 0.55, 0.95, 0.3, 0.75, 0.6, 0.82, 0.47, 0.9, 0.36]

    /// `weeks × 7`, `5 x 7`, `rows × 3`: a grid's rows (a number, or a word
    /// such as "weeks" whose count the vocabulary knows) and its row length.
    static func gridShape(in comment: String) -> (outer: Int?, outerName: String?, inner: Int)? {
        let words = comment.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" }).map(String.init)
        guard let times = words.firstIndex(where: { $0 == "×" || $0 == "x" || $0 == "*" }), times > 0, times + 1 < words.count,
              let inner = Int(words[times + 1]), (1...24).contains(inner) else { return nil }
        let left = words[times - 1]
        if let outer = Int(left) { return (min(max(outer, 1), 24), nil, inner) }
        return (nil, left, inner)
    }

    /// A tuple's colours that must differ: a background part (`bg`, `fill`)
    /// becomes a soft tint of the foreground part it sits behind (`fg`,
    /// `text`), as tags and badges are drawn; other equal colours stay apart.
    static func separateColours(_ parts: inout [Value], fields: [String]) {
        let backgroundWords: Set<String> = ["bg", "background", "fill", "surface", "container", "backdrop"]
        let foregroundWords: Set<String> = ["fg", "foreground", "text", "label", "title", "ink", "tint", "color"]
        func words(_ field: String) -> Set<String> { Set(IdentifierWords.words(of: field).map { $0.lowercased() }) }
        let colours = parts.indices.filter { if case .color = parts[$0] { true } else { false } }
        guard colours.count >= 2 else { return }
        let foreground = colours.first { !words(fields[$0]).isDisjoint(with: foregroundWords) && words(fields[$0]).isDisjoint(with: backgroundWords) }
        for index in colours where !words(fields[index]).isDisjoint(with: backgroundWords) {
            guard let foreground, foreground != index, case .color(let ink) = parts[foreground] else { continue }
            parts[index] = .color(ColorValue(light: ink.light.withAlpha(0.16), dark: (ink.dark ?? ink.light).withAlpha(0.24)))
        }
    }

    /// A closure for a function-typed parameter: one that returns a sample
    /// of its result type (`label: (Double, Int) -> String` gives text, as
    /// any closure a caller writes would), or does nothing when it returns nothing.
    func closureSample(_ syntax: TypeSyntax?, name: String, index: Int, in type: TypeDeclaration) -> (value: Value, source: PreviewArgument.Source, display: String) {
        let noOp = (Value.function(.builtin(name: "noOp", BuiltinFunction { _ in .void })), PreviewArgument.Source.noOp, "{ }")
        guard let result = Self.functionResult(syntax, aliased: { interpreter.table.aliasedType($0, from: type.qualifiedName) }) else { return noOp }
        let shape = TypeShape(result)
        if case .tuple(_, let parts) = shape, parts.isEmpty { return noOp }
        if case .named(let resultName) = shape, ["Void", "()"].contains(resultName) { return noOp }
        let value = sample(for: shape, name: name, index: index, in: type, depth: 1)
        return (.function(.builtin(name: name, BuiltinFunction { _ in value })), .sample, "{ \(display(value)) }")
    }

    /// The result type of a function type, looking through `@escaping`,
    /// optionals, parentheses and type aliases; nil when it is not one.
    static func functionResult(_ syntax: TypeSyntax?, aliased: (String) -> TypeSyntax?) -> TypeSyntax? {
        var current = syntax
        for _ in 0..<8 {
            guard let type = current else { return nil }
            if let function = type.as(FunctionTypeSyntax.self) { return function.returnClause.type }
            if let attributed = type.as(AttributedTypeSyntax.self) { current = attributed.baseType; continue }
            if let optional = type.as(OptionalTypeSyntax.self) { current = optional.wrappedType; continue }
            if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1 { current = tuple.elements.first?.type; continue }
            if let identifier = type.as(IdentifierTypeSyntax.self), let target = aliased(identifier.name.text) { current = target; continue }
            return nil
        }
        return nil
    }

    /// `(sfSymbol, label)` in a comment: the names of a tuple's parts, when
    /// it lists as many identifiers as the tuple has parts.
    static func tupleNames(in comment: String?, count: Int) -> [String]? {
        guard let comment else { return nil }
        // `(sfSymbol, label)`, or the bare list `text, bg, fg`.
        var list = Substring(comment)
        if let open = comment.firstIndex(of: "("), let close = comment[open...].firstIndex(of: ")") {
            list = comment[comment.index(after: open)..<close]
        }
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard names.count == count, names.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
        return names
    }

    /// How many elements a sampled collection has: what the code needs
    /// (`cells[i]` for `i` in `0..<4`, `prefix(5)`), a count its comment
    /// gives (`// 4 placeholder fills`), a week of days or a year of months,
    /// every case of an enum its elements are, whole rows of a grid.
    private func collectionCount(name: String, element: TypeShape, in type: TypeDeclaration, depth: Int, comment: String?) -> Int {
        let named = SampleVocabulary.collectionCount(name: name)
        var count = named ?? 3
        var stated = named != nil
        if let comment, RampDomain.range(in: comment) == nil, let number = firstNumber(comment), number == number.rounded(), number >= 2, number <= 24 {
            count = Int(number)
            stated = true
        } else if let comment, !stated, let perPeriod = SampleVocabulary.countPerPeriod(in: comment) {
            // `// one per day`: a week of them.
            count = perPeriod
            stated = true
        }
        if depth == 0 {
            let usage = CollectionUsage.of(name, in: type)
            count = max(count, usage.minimumCount)
            stated = stated || usage.minimumCount > 0 || usage.gridColumns != nil
            if let columns = usage.gridColumns, columns > 1 { count = max(columns * 2, (count + columns - 1) / columns * columns) }
        }
        if let cases = enumCaseCount(in: element, from: type) {
            if cases > count { count = min(cases, 12) }
            stated = true
        }
        // Nothing else says: the component's name may (`WeekBars` has seven).
        if !stated, depth == 0, let owned = SampleVocabulary.collectionCount(name: type.name) { count = owned }
        return min(count, 24)
    }

    /// How many of them a collection shows: every case of an enum its
    /// elements are (a legend); a few, each different, of one they hold in
    /// a field (a trip's legs by mode, rows by status), so a row of them fits.
    private func enumCaseCount(in element: TypeShape, from type: TypeDeclaration) -> Int? {
        let heldInFieldLimit = 4
        func enumType(_ shape: TypeShape) -> TypeDeclaration? {
            guard let name = shape.name, let qualified = interpreter.resolveTypeName(name, from: type.qualifiedName),
                  let found = interpreter.table.type(named: qualified) else { return nil }
            return found
        }
        switch element {
        case .named:
            guard let found = enumType(element) else { return nil }
            if found.kind == .enum { return found.members.cases.count }
            let fields = interpreter.memberwiseParameters(of: found).compactMap { enumType(TypeShape($0.type)) }.filter { $0.kind == .enum }
            return fields.map(\.members.cases.count).max().map { min($0, heldInFieldLimit) }
        case .tuple(_, let shapes):
            return shapes.compactMap { enumType($0) }.filter { $0.kind == .enum }.map(\.members.cases.count).max().map { min($0, heldInFieldLimit) }
        default:
            return nil
        }
    }

    private func sampleNamed(_ typeName: String, name: String, index: Int, in type: TypeDeclaration, depth: Int, ordinal: Int? = nil) -> Value {
        // The guide's own `Axis` or `Style` nested in the component is not SwiftUI's.
        if let qualified = interpreter.resolveTypeName(typeName, from: type.qualifiedName), let declared = interpreter.table.type(named: qualified),
           declared.kind != .extensionOfExternal {
            return sampleGuideType(declared, qualified: qualified, name: name, index: index, in: type, depth: depth, ordinal: ordinal)
        }
        // `typealias ColorAndName = (color: Color, name: String)`.
        if interpreter.table.type(named: typeName) == nil, let aliased = interpreter.table.aliasedType(typeName, from: type.qualifiedName), depth < 6 {
            let shape = TypeShape(aliased)
            if shape != .named(typeName) { return sample(for: shape, name: name, index: index, in: type, depth: depth + 1, ordinal: ordinal) }
        }
        // A generic parameter (`Data: Collection`, `V: BinaryFloatingPoint`): a value of what it must be.
        if let constraints = genericConstraints(of: typeName, in: type) {
            return sampleGeneric(constraints, name: name, index: index, in: type, depth: depth, ordinal: ordinal)
        }
        switch typeName {
        case "String", "LocalizedStringKey", "Substring", "AttributedString", "Character":
            return .string(sampleString(name: name, index: index, ordinal: ordinal, owner: type))
        case "Int", "Int64", "Int32", "UInt", "Int16", "UInt8":
            return .int(Int(sampleNumber(name: name, isInteger: true, index: ordinal ?? index, owner: type).rounded()))
        case "Double", "CGFloat", "Float", "TimeInterval", "Decimal", "Float64", "Float32":
            return .double(sampleNumber(name: name, isInteger: false, index: ordinal ?? index, owner: type))
        case "Bool":
            // `isVisible`, `isPresented`: what a preview shows is shown.
            return .bool(!Set(Self.words(of: name).map { $0.lowercased() }).isDisjoint(with: SampleVocabulary.shownWords))
        case "Color", "UIColor":
            let accents = guide.accentColors
            return accents.isEmpty ? .color(.init(RGBA(hex: 0x007AFF))) : .color(accents[(ordinal ?? index) % accents.count])
        case "LinearGradient", "Gradient", "AnyShapeStyle", "ShapeStyle", "RadialGradient", "AngularGradient", "AnyGradient":
            // The guide's own gradient when it declares one, else two of its colours.
            for owner in ["LinearGradient", "Gradient", "ShapeStyle", "RadialGradient"] {
                let gradients = interpreter.table.type(named: owner)?.members.properties.filter { $0.isStatic } ?? []
                if !gradients.isEmpty, let value = try? interpreter.evaluateStaticProperty(gradients[index % gradients.count], ownerKey: owner, typeName: owner, at: gradients[0].declaration) {
                    return value
                }
            }
            let first = sampleNamed("Color", name: name, index: index, in: type, depth: depth)
            let second = sampleNamed("Color", name: name, index: index + 1, in: type, depth: depth)
            guard case .color(let a) = first, case .color(let b) = second else { return first }
            return .linearGradient(LinearGradientValue(gradient: Gradient(colors: [a, b]),
                                                       startPoint: UnitPoint(x: 0, y: 0), endPoint: UnitPoint(x: 1, y: 1)))
        case "CGPoint", "UnitPoint":
            // Points are most often fractions of a frame (`x: s.x * geo.size.width`): spread along a gentle path.
            let x = 0.1 + 0.8 * Double(index % 7) / 6, y = 0.5 + 0.3 * sin(Double(index) * 1.3)
            return .record(Record(typeName, ["x": .double((x * 1000).rounded() / 1000), "y": .double((y * 1000).rounded() / 1000)]))
        case "CGSize":
            return .record(Record("CGSize", ["width": .double(44), "height": .double(44)]))
        case "EdgeInsets":
            return .record(Record("EdgeInsets", ["top": .double(16), "leading": .double(16), "bottom": .double(16), "trailing": .double(16)]))
        case "Image":
            // An image asset named for what it shows: `.resizable()` and frames shape it as they would the real one.
            return .view(.image(ImageContent(source: .asset(name))))
        case "Text":
            return .view(.text(TextContent(sampleString(name: name, index: index, ordinal: ordinal, owner: type))))
        case "AnyView", "EmptyView":
            return .view(.placeholder(Placeholder(label: name, idealSize: Size(width: 280, height: 44))))
        case "URL":
            return .record(Record("URL", ["absoluteString": .string("https://example.com/\(IdentifierWords.words(of: name).last?.lowercased() ?? "page")")]))
        case "Date":
            return .record(Record("Date"))
        case "UUID":
            return .record(Record("UUID", ["uuidString": .string(CoreBuiltins.uuid(&interpreter.random))]))
        case "Angle":
            return CoreBuiltins.angle(degrees: 45)
        case "HorizontalAlignment", "TextAlignment":
            return .implicitMember(name: "leading", arguments: nil)
        case "VerticalAlignment", "Alignment", "UnitPoint.center":
            return .implicitMember(name: "center", arguments: nil)
        case "Edge", "Edge.Set":
            return .implicitMember(name: "top", arguments: nil)
        case "Axis", "Axis.Set":
            return .implicitMember(name: "horizontal", arguments: nil)
        case "ContentMode":
            return .implicitMember(name: "fit", arguments: nil)
        case "Font.Weight":
            return .implicitMember(name: "semibold", arguments: nil)
        case "Font":
            return .font(FontSpec(family: .system(.default), size: 17, weight: 400, textStyle: "body"))
        case "ClosedRange<Int>", "Range<Int>":
            return .range(lower: 0, upper: 5, closed: typeName.hasPrefix("Closed"), integral: true)
        default:
            if ["ClosedRange", "Range"].contains(typeName) || typeName.hasPrefix("ClosedRange<") || typeName.hasPrefix("Range<") {
                // `bounds: ClosedRange<Double>`: the unit interval sliders and gauges default to.
                return .range(lower: 0, upper: 1, closed: typeName.hasPrefix("Closed"), integral: false)
            }
            if let configuration = styleConfiguration(typeName, in: type) { return configuration }
            guard let qualified = interpreter.resolveTypeName(typeName, from: type.qualifiedName),
                  let nested = interpreter.table.type(named: qualified) else {
                // A type the guide never declares: using one is an error that names it.
                if Interpreter.builtinTypeNames.contains(typeName) || typeName.contains("<") { return .string(sampleString(name: name, index: index, ordinal: ordinal, owner: type)) }
                return .record(.undeclared(typeName, at: type.location))
            }
            return sampleGuideType(nested, qualified: qualified, name: name, index: index, in: type, depth: depth, ordinal: ordinal)
        }
    }

    /// What a generic parameter of the component (or of one of its
    /// initializers) must conform to; nil when `name` is none.
    private func genericConstraints(of name: String, in type: TypeDeclaration) -> [String]? {
        if type.genericParameters.contains(name) { return type.genericConstraints[name] ?? [] }
        for initializer in type.members.initializers {
            if let constraints = initializer.genericConstraints[name] { return constraints }
        }
        return nil
    }

    private func sampleGeneric(_ constraints: [String], name: String, index: Int, in type: TypeDeclaration, depth: Int, ordinal: Int?) -> Value {
        func conforms(_ names: Set<String>) -> Bool { constraints.contains { names.contains($0) } }
        if constraints.contains(where: { $0.hasSuffix("View") }) {
            return .view(.placeholder(Placeholder(label: name, idealSize: Size(width: 280, height: 44))))
        }
        if conforms(["BinaryFloatingPoint", "FloatingPoint"]) { return sampleNamed("Double", name: name, index: index, in: type, depth: depth, ordinal: ordinal) }
        if conforms(["BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger"]) {
            return sampleNamed("Int", name: name, index: index, in: type, depth: depth, ordinal: ordinal)
        }
        if conforms(["Collection", "Sequence", "RandomAccessCollection", "BidirectionalCollection", "MutableCollection"]) {
            return sample(for: .array(.named("String")), name: name, index: index, in: type, depth: depth, ordinal: ordinal)
        }
        return .string(sampleString(name: name, index: index, ordinal: ordinal, owner: type))
    }

    /// A value of one of the guide's own types: an enum case (with its
    /// payload), a preset, or a model built the way its own code builds it.
    private func sampleGuideType(_ nested: TypeDeclaration, qualified: String, name: String, index: Int, in type: TypeDeclaration, depth: Int, ordinal: Int?) -> Value {
        // Enums are cheap at any depth; nested structs stop after a few levels.
        guard depth < (nested.kind == .enum ? 6 : 4) else { return .string(humanized(name)) }
        if nested.kind == .enum {
            let cases = nested.members.cases
            guard !cases.isEmpty else { return .string(humanized(name)) }
            let turn = ordinal ?? index
            let chosen = cases[turn % cases.count]
            // A payload the guide's own code writes (`.number(count: 1000, max: 99)`
            // in its preview) rather than one made up: it fits the views it
            // goes into. A single value is one of those; a list's values
            // keep their turn through the cases unless it would make one up.
            let written = guide.writtenPayloadCases(of: nested, qualified: qualified)
            if !written.isEmpty, ordinal == nil || !chosen.parameters.isEmpty {
                return written.first { if case .enumCase(let value) = $0 { value.name == chosen.name } else { false } } ?? written[turn % written.count]
            }
            // `.text(String)` holds text; `.image(name: String)` an image's name.
            let payload = chosen.parameters.enumerated().map { position, parameter in
                Argument(parameter.label, sample(for: TypeShape(parameter.type), name: parameter.label ?? chosen.name, index: (ordinal ?? index) + position,
                                                 in: nested, depth: depth + 1))
            }
            return .enumCase(EnumCaseValue(typeName: qualified, name: chosen.name, payload: payload))
        }
        if nested.kind == .extensionOfExternal { return .string(humanized(name)) }
        // A type with presets of itself (`static let plum = TagStyle(...)`):
        // one of those, which the guide made to go together.
        if let preset = preset(of: nested, qualified: qualified, index: ordinal ?? index) { return preset }
        // A model: built through its own `init` when it declares one (its
        // defaults kept), else memberwise, sampling what has no default.
        var arguments: [Argument] = []
        let element = ordinal ?? index
        let slots = primaryInitializer(of: nested).map { self.slots(of: $0, in: nested) } ?? memberwiseSlots(of: nested)
        for (position, slot) in slots.enumerated() where !slot.hasDefault {
            let shape = TypeShape(slot.type)
            if slot.holdsView {
                let view = Value.view(.placeholder(Placeholder(label: slot.name, idealSize: Size(width: 280, height: 44))))
                arguments.append(Argument(slot.label, shape == .function || slot.typeName.contains("->") ? .function(.builtin(name: slot.name, BuiltinFunction { _ in view })) : view))
                continue
            }
            if shape == .function || shape == .optional(.function)
                || Self.functionResult(slot.type, aliased: { interpreter.table.aliasedType($0, from: nested.qualifiedName) }) != nil {
                arguments.append(Argument(slot.label, closureSample(slot.type, name: slot.name, index: element + position, in: nested).value))
                continue
            }
            let value = slot.comment.flatMap { commentExample($0, shape: shape, in: nested) }
                ?? sample(for: shape, name: slot.name, index: element + position, in: nested, depth: depth + 1, ordinal: ordinal.map { $0 + position } ?? position,
                          comment: slot.comment)
            arguments.append(Argument(slot.label, value))
        }
        // A model's samples make sense together as a component's do (a text colour unlike its background).
        var related = arguments.map { PreviewValue(argument: PreviewArgument(name: $0.label ?? "", type: "", display: display($0.value), source: .sample),
                                                   value: $0.value, label: $0.label) }
        relateSiblings(&related, in: nested)
        arguments = related.map { Argument($0.label, $0.value) }
        let frame = Frame(scope: Scope(), selfBox: nil, typeContext: qualified, source: nested.source ?? interpreter.table.anySource)
        return (try? interpreter.construct(qualified, arguments, at: frame.source.syntax, in: frame)) ?? .string(humanized(name))
    }

    /// One of a type's static presets of its own type (declared `: Self`
    /// or `: TypeName`, or made by calling its initializer), by index.
    private func preset(of type: TypeDeclaration, qualified: String, index: Int) -> Value? {
        let presets = type.members.properties.filter { property in
            guard property.isStatic, !property.isComputed else { return false }
            if let declared = property.type?.trimmedText { return declared == type.name || declared == "Self" || declared == qualified }
            guard let call = property.initializer?.as(FunctionCallExprSyntax.self) else { return false }
            let callee = call.calledExpression.trimmedText
            return callee == type.name || callee == qualified || callee == "Self" || callee == ".init"
        }
        guard !presets.isEmpty else { return nil }
        let chosen = presets[index % presets.count]
        return try? interpreter.evaluateStaticProperty(chosen, ownerKey: qualified, typeName: qualified, at: chosen.declaration)
    }

    /// `ButtonStyle.Configuration` and its kin, for views a style builds
    /// (`struct PrimaryButton: View { let configuration: Configuration }`).
    private func styleConfiguration(_ typeName: String, in type: TypeDeclaration) -> Value? {
        var style = typeName.hasSuffix("Configuration") ? String(typeName.dropLast("Configuration".count)).trimmingCharacters(in: ".") : ""
        // `OutlineButtonStyle.Configuration`: the protocol the guide's style conforms to.
        if let guideStyle = interpreter.resolveTypeName(style, from: type.qualifiedName).flatMap({ interpreter.table.type(named: $0) }) {
            style = ["ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle"].first(where: guideStyle.conforms(to:)) ?? style
        }
        if typeName == "Configuration" {
            // A style's own `Configuration`: the protocol the enclosing type conforms to.
            var owner: TypeDeclaration? = type
            style = ""
            while let current = owner, style.isEmpty {
                style = ["ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle"].first(where: current.conforms(to:)) ?? ""
                owner = current.parent.flatMap { interpreter.table.type(named: $0) }
            }
        }
        switch style {
        case "ButtonStyle", "PrimitiveButtonStyle":
            return .record(Record("ButtonStyleConfiguration", ["label": .view(.text(TextContent("Continue"))), "isPressed": .bool(false), "role": .none]))
        case "ToggleStyle":
            return .record(Record("ToggleStyleConfiguration", ["label": .view(.text(TextContent("Notifications"))), "isOn": .bool(true)]))
        case "LabelStyle":
            return .record(Record("LabelStyleConfiguration", ["title": .view(.text(TextContent("Favorites"))),
                                                              "icon": .view(.image(ImageContent(source: .systemSymbol("star.fill"))))]))
        default:
            return nil
        }
    }

    /// Text that reads like real content for the name; `ordinal` is the
    /// element's position in a collection, so elements differ.
    private func sampleString(name: String, index: Int, ordinal: Int?, owner: TypeDeclaration) -> String {
        // What the component is about, without the guide's prefix and its role (`StrongExerciseCard` -> exercise).
        let ownerWords = subjectWords(of: owner)
        let words = Self.words(of: name).map { $0.lowercased() }
        let position = ordinal ?? index
        // Days in a row of a week read as their initials; one day, as its short name.
        let head = words.last ?? ""
        if words.contains(where: { ["day", "weekday", "dow"].contains($0) }), ["day", "weekday", "dow"].contains(head) || SampleVocabulary.genericHeads.contains(head) {
            return ordinal != nil ? ["M", "T", "W", "T", "F", "S", "S"][position % 7] : ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][position % 7]
        }
        if let text = SampleVocabulary.string(name: name, owner: ownerWords, index: position) { return text }
        // Buttons say what they do.
        if Self.words(of: owner.name).last == "Button" { return ["Continue", "Get started", "Save"][position % 3] }
        // What the component is about, when its name says (`StrongExerciseCard.name` -> "Exercise").
        if let subject = subjectNoun(of: owner), ["name", "title", "label", "heading", "header"].contains(words.last ?? "") {
            return subject + (ordinal.map { " \($0 + 1)" } ?? "")
        }
        if ["label", "text", "value", "string", "title", "heading", "header", "name"].contains(words.last ?? "") {
            return ["Overview", "Details", "Activity"][position % 3] + (ordinal.map { " \($0 + 1)" } ?? "")
        }
        return humanized(name) + (ordinal.map { " \($0 + 1)" } ?? "")
    }

    static let personWords: Set<String> = ["chat", "contact", "user", "profile", "avatar", "person", "friend", "member", "author", "sender", "message", "people", "story", "comment"]
    static let roleWords: Set<String> = [
        "card", "row", "cell", "view", "tile", "header", "footer", "item", "hero", "banner", "badge", "button", "pill", "chip",
        "label", "bar", "list", "section", "screen", "page", "sheet", "panel", "container", "component", "style", "primary",
        "secondary", "large", "small", "compact", "detail",
    ]

    static let genericModelNames: Set<String> = ["Model", "ViewModel", "Configuration", "Config", "Props", "Data", "State", "Item"]

    /// What a component is about, from its name without the guide's
    /// prefix and its role: `StrongWorkoutHeader` -> "Workout".
    func subjectNoun(of type: TypeDeclaration) -> String? {
        // A component's nested `Model` or `Configuration` says nothing of what it is about.
        if type.parent != nil, Self.genericModelNames.contains(type.name) { return nil }
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

    /// The words of what a component is about, lowercased: `ProfileGridCard` -> profile, grid.
    func subjectWords(of type: TypeDeclaration) -> [String] {
        (subjectNoun(of: type) ?? "").split(separator: " ").flatMap { Self.words(of: String($0)) }.map { $0.lowercased() }
    }

    /// A number for the name: from the vocabulary, else a plain one.
    private func sampleNumber(name: String, isInteger: Bool, index: Int, owner: TypeDeclaration) -> Double {
        let ownerWords = subjectNoun(of: owner) == nil ? Self.words(of: owner.name).map { $0.lowercased() } : subjectWords(of: owner)
        if let number = SampleVocabulary.number(name: name, isInteger: isInteger, index: index, owner: ownerWords) { return number }
        let words = Set(Self.words(of: name).map { $0.lowercased() })
        if !words.isDisjoint(with: ["goal", "target", "quota"]) { return 10_000 }
        if !words.isDisjoint(with: ["limit", "capacity", "max", "maximum", "total"]) { return 100 }
        return Double(12 + index * 7)
    }

    private func singular(_ name: String) -> String {
        if name.hasSuffix("ies") { return String(name.dropLast(3)) + "y" }
        if name.hasSuffix("ches") || name.hasSuffix("shes") || name.hasSuffix("xes") || name.hasSuffix("sses") { return String(name.dropLast(2)) }
        return name.hasSuffix("s") && !name.hasSuffix("ss") ? String(name.dropLast()) : name
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
        case .integer(let number): return number.description
        case .double(let number): return RGBA.trimmed(number)
        case .float(let number): return "\(number)"
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

    /// `writtenPayloadCases`, by qualified enum name.
    private var writtenCases: [String: [Value]] = [:]

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
            // Near-white and near-black read as surfaces and ink, not as "a colour".
            let luminance = WCAG.luminance(color.light)
            guard luminance < 0.85, luminance > 0.01 else { continue }
            colors.append(color)
        }
        return colors
    }()
}

extension GuideSampleFacts {
    /// The values of `type`'s payload cases that the guide's code writes
    /// with constant arguments, in source order: `.number(count: 1000, max: 99)`
    /// or `NotificationMode.text("New")`, where the labels fit the case's
    /// parameters (omitted ones having defaults) and no other enum of the
    /// guide has a case the same call would fit.
    func writtenPayloadCases(of type: TypeDeclaration, qualified: String) -> [Value] {
        if let known = writtenCases[qualified] { return known }
        var found: [Value] = []
        // A guide with thousands of such calls pays for a few: each is evaluated on its own step budget.
        var attempts = 0
        for enumCase in type.members.cases where !enumCase.parameters.isEmpty {
            for site in interpreter.table.calls(named: enumCase.name) where found.count < 8 && attempts < 32 {
                guard let member = site.syntax.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
                let labels = site.syntax.arguments.map { $0.label?.text }
                guard site.syntax.trailingClosure == nil, Self.fits(labels, enumCase.parameters), !Self.isPattern(site.syntax) else { continue }
                if let base = member.base {
                    // `Mode.text(...)`, `Outer.Mode.text(...)`: written on this enum.
                    let written = base.trimmedText
                    guard written == type.name || written == qualified || qualified.hasSuffix("." + written) else { continue }
                } else if casesFitting(enumCase.name, labels).count != 1 {
                    continue
                }
                attempts += 1
                interpreter.steps = 0
                let frame = Frame(scope: Scope(), selfBox: nil, typeContext: nil, source: site.source)
                var value = try? interpreter.evaluate(ExprSyntax(site.syntax), in: frame)
                // `.number(...)` names its type only where it is used: built as a case of this one, defaults filled in.
                if case .implicitMember(let name, let arguments)? = value {
                    value = try? interpreter.implicitMember(name, arguments, of: qualified, in: frame)
                }
                guard case .enumCase(let built)? = value, built.typeName == qualified else { continue }
                found.append(.enumCase(built))
            }
        }
        writtenCases[qualified] = found
        return found
    }

    /// The guide's enum cases named `name` that a call with `labels` fits.
    private func casesFitting(_ name: String, _ labels: [String?]) -> [EnumCaseDeclaration] {
        interpreter.table.declaredTypes.filter { $0.kind == .enum }.flatMap(\.members.cases).filter { $0.name == name && Self.fits(labels, $0.parameters) }
    }

    /// `case .number(count: _, max: _)` in a `switch` or `if case`: a
    /// pattern matched against, not a value built.
    private static func isPattern(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        while let current = node, !current.is(CodeBlockItemSyntax.self), !current.is(MemberBlockItemSyntax.self) {
            if current.is(ExpressionPatternSyntax.self) { return true }
            node = current.parent
        }
        return false
    }

    /// Whether arguments with `labels` bind to a case's `parameters` as
    /// Swift pairs them (`ArgumentMatching`: in order, omitted ones defaulted).
    static func fits(_ labels: [String?], _ parameters: [(label: String?, type: TypeSyntax, defaultValue: ExprSyntax?)]) -> Bool {
        let arguments = labels.map { ArgumentMatching.Argument(label: $0, isTrailingClosure: false) }
        let slots = parameters.map { ArgumentMatching.Parameter(label: $0.label, hasDefault: $0.defaultValue != nil, takesClosure: false) }
        if case .success = ArgumentMatching.match(arguments, to: slots) { return true }
        return false
    }
}

/// How a component's code uses one of its collections: the indices it
/// reads (`cells[i]` for `i` in `0..<4`, `days[6]`, `prefix(5)`) and the
/// column count of a grid it lays out in.
struct CollectionUsage {
    var minimumCount = 0
    var gridColumns: Int?

    static func of(_ name: String, in type: TypeDeclaration) -> CollectionUsage {
        guard let declaration = type.declaration else { return CollectionUsage() }
        let finder = Finder(name: name, type: type)
        finder.walk(declaration)
        return CollectionUsage(minimumCount: finder.minimumCount, gridColumns: finder.usedInGrid ? finder.gridColumns : nil)
    }

    private final class Finder: SyntaxVisitor {
        let name: String
        let type: TypeDeclaration
        var minimumCount = 0
        var gridColumns: Int?
        var usedInGrid = false
        /// Loop variables over literal ranges, innermost last: `i` in `0..<4` -> 4.
        private var ranges: [(String, Int)] = []
        /// Variables that run over the collection's own indices, innermost last.
        private var indexVariables: [String] = []
        private var gridDepth = 0

        init(name: String, type: TypeDeclaration) {
            self.name = name
            self.type = type
            super.init(viewMode: .sourceAccurate)
        }

        /// `0..<4`, `0...3`, `(0..<4)`: the count of a literal range from zero.
        private func literalCount(_ expression: ExprSyntax) -> Int? {
            var expression = expression
            while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { expression = only.expression }
            guard let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
                  let upper = infix.rightOperand.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue,
                  infix.leftOperand.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue == 0 else { return nil }
            let count = op == "..<" ? upper : op == "..." ? upper + 1 : nil
            return count.flatMap { $0 > 0 && $0 <= 24 ? $0 : nil }
        }

        private func isCollection(_ expression: ExprSyntax) -> Bool {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name }
            if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == name {
                return member.base == nil || member.base?.trimmedText == "self"
            }
            return false
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee = node.calledExpression.trimmedText
            if callee == "ForEach", let first = node.arguments.first?.expression, let count = literalCount(first),
               let closure = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self) {
                let parameter: String?
                switch closure.signature?.parameterClause {
                case .simpleInput(let list)?: parameter = list.first?.name.text
                case .parameterClause(let clause)?: parameter = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
                default: parameter = "$0"
                }
                if let parameter { ranges.append((parameter, count)) }
            }
            // `ForEach(values.indices) { day in ... }`: the index variable, whose
            // comparisons with a number (`day == 6`) say how many there are.
            if callee == "ForEach", let first = node.arguments.first?.expression, isIndices(first),
               let closure = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self) {
                switch closure.signature?.parameterClause {
                case .simpleInput(let list)?: if let name = list.first?.name.text { indexVariables.append(name) }
                case .parameterClause(let clause)?: if let parameter = clause.parameters.first { indexVariables.append((parameter.secondName ?? parameter.firstName).text) }
                default: indexVariables.append("$0")
                }
            }
            if ["LazyVGrid", "LazyHGrid", "Grid"].contains(callee) {
                gridDepth += 1
                if let columns = node.arguments.first(where: { $0.label?.text == "columns" || $0.label?.text == "rows" })?.expression {
                    gridColumns = columnCount(columns)
                }
            }
            // `cells.prefix(5)`
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, isCollection(base),
               member.declName.baseName.text == "prefix", let count = node.arguments.first?.expression.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue,
               count <= 24 {
                minimumCount = max(minimumCount, count)
            }
            if gridDepth > 0, node.arguments.contains(where: { isCollection($0.expression) }) { usedInGrid = true }
            return .visitChildren
        }

        override func visitPost(_ node: FunctionCallExprSyntax) {
            let callee = node.calledExpression.trimmedText
            if callee == "ForEach", let first = node.arguments.first?.expression, literalCount(first) != nil, !ranges.isEmpty { ranges.removeLast() }
            if callee == "ForEach", let first = node.arguments.first?.expression, isIndices(first), !indexVariables.isEmpty { indexVariables.removeLast() }
            if ["LazyVGrid", "LazyHGrid", "Grid"].contains(callee) { gridDepth -= 1 }
        }

        override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
            if let count = literalCount(node.sequence), let variable = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                ranges.append((variable, count))
            }
            return .visitChildren
        }

        override func visitPost(_ node: ForStmtSyntax) {
            if literalCount(node.sequence) != nil, node.pattern.is(IdentifierPatternSyntax.self), !ranges.isEmpty { ranges.removeLast() }
        }

        /// `values.indices`, `0..<values.count`.
        private func isIndices(_ expression: ExprSyntax) -> Bool {
            if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "indices", let base = member.base {
                return isCollection(base)
            }
            if let infix = expression.as(InfixOperatorExprSyntax.self), infix.leftOperand.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue == 0,
               let count = infix.rightOperand.as(MemberAccessExprSyntax.self), count.declName.baseName.text == "count", let base = count.base {
                return isCollection(base)
            }
            return false
        }

        /// `day == 6` on an index of the collection: it has at least 7 elements.
        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            guard !indexVariables.isEmpty, let op = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["==", ">=", ">"].contains(op) else {
                return .visitChildren
            }
            if let variable = node.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text, indexVariables.contains(variable),
               let literal = node.rightOperand.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue, literal < 24 {
                minimumCount = max(minimumCount, literal + (op == ">" ? 2 : 1))
            }
            return .visitChildren
        }

        override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard isCollection(node.calledExpression), let index = node.arguments.first?.expression else { return .visitChildren }
            if let literal = index.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue, literal < 24 {
                minimumCount = max(minimumCount, literal + 1)
            } else if let variable = index.as(DeclReferenceExprSyntax.self)?.baseName.text, let range = ranges.last(where: { $0.0 == variable }) {
                minimumCount = max(minimumCount, range.1)
            }
            return .visitChildren
        }

        /// `Array(repeating: GridItem(), count: 3)`, `[GridItem(), GridItem()]`.
        private func columnCount(_ expression: ExprSyntax) -> Int? {
            if let array = expression.as(ArrayExprSyntax.self) { return array.elements.count }
            // `columns: columns`, a property holding them.
            if let reference = expression.as(DeclReferenceExprSyntax.self),
               let initializer = type.members.property(reference.baseName.text, isStatic: false)?.initializer ?? type.members.property(reference.baseName.text, isStatic: true)?.initializer {
                return columnCount(initializer)
            }
            if let call = expression.as(FunctionCallExprSyntax.self),
               let count = call.arguments.first(where: { $0.label?.text == "count" })?.expression.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue {
                return count
            }
            return nil
        }
    }
}

/// Whether a component's code counts with one of its numbers: the end of a
/// range it loops over (`ForEach(0..<total)`, `for i in 1...count`), or the
/// count of repeated elements (`Array(repeating: x, count: n)`).
enum CountUsage {
    static func counts(_ name: String, in type: TypeDeclaration) -> Bool {
        Finder(name: name).finds(in: type)
    }

    private final class Finder: PropertyUseFinder {
        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if let op = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "...", names(node.rightOperand) {
                found = true
            }
            return found ? .skipChildren : .visitChildren
        }

        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            if node.label?.text == "count", names(node.expression) { found = true }
            return found ? .skipChildren : .visitChildren
        }
    }
}

/// A walk over a component's code looking for one way it uses one of its
/// properties, named as written (`total`, `self.total`); subclasses say which.
class PropertyUseFinder: SyntaxVisitor {
    let name: String
    var found = false

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether the expression is the property itself.
    func names(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedText
        return text == name || text == "self." + name
    }

    /// Walks the type's declaration; whether the use was found.
    func finds(in type: TypeDeclaration) -> Bool {
        guard let declaration = type.declaration else { return false }
        walk(declaration)
        return found
    }
}

/// The names a component's code writes right after a handle's prefix of
/// its own: `"@\(handle)"`, `"u/\(comment.username)"`, `"@" + author`
/// (the last name of the path: `handle`, `username`, `author`).
enum InterpolationUsage {
    static let handlePrefixes = ["@", "u/", "r/"]

    static func prefixedNames(in type: TypeDeclaration) -> Set<String> {
        guard let declaration = type.declaration else { return [] }
        let finder = Finder()
        finder.walk(declaration)
        return finder.names
    }

    private final class Finder: SyntaxVisitor {
        var names: Set<String> = []

        init() { super.init(viewMode: .sourceAccurate) }

        private static func endsWithPrefix(_ text: String) -> Bool {
            handlePrefixes.contains { text.hasSuffix($0) }
        }

        private func add(_ expression: ExprSyntax) {
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                names.insert(reference.baseName.text)
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                names.insert(member.declName.baseName.text)
            }
        }

        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            var previous = ""
            for segment in node.segments {
                if let text = segment.as(StringSegmentSyntax.self) {
                    previous = text.content.text
                } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                    if Self.endsWithPrefix(previous), let expression = interpolation.expressions.first?.expression { add(expression) }
                    previous = ""
                }
            }
            return .visitChildren
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
               let literal = node.leftOperand.as(StringLiteralExprSyntax.self),
               let last = literal.segments.last?.as(StringSegmentSyntax.self), Self.endsWithPrefix(last.content.text) {
                add(node.rightOperand)
            }
            return .visitChildren
        }
    }
}
