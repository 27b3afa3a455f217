import Diagnostics
import SwiftCode
import SwiftSyntax

/// An animation a guide's code asks for, and when.
struct MotionUse: Equatable, Sendable {
    enum Trigger: Equatable, Sendable {
        /// `withAnimation(a) { state changes }`.
        case stateChange(String)
        /// `.animation(a, value: v)`.
        case valueChange(String)
        /// Declared (`static let ringFill = Animation.easeOut(...)`) or written on its own.
        case declared(String?)
    }

    var animation: AnimationSpec
    var trigger: Trigger
    var location: FileLocation
    /// The comment on the line above (`// Recovery ring fill`).
    var label: String?
    /// Inside `.onAppear { }`: it plays when the view appears.
    var onAppear: Bool
}

/// Finds the animations in a Swift block by reading its syntax, not by
/// running it: motion snippets (`.animation(...)` on its own line,
/// `withAnimation` outside any function) do not evaluate, and what a page
/// needs is the animation as written, numbers and all.
enum MotionExtractor {
    static func uses(in source: SwiftSource) -> [MotionUse] {
        uses(in: source, within: Syntax(source.syntax))
    }

    /// The animations inside one declaration of the block.
    static func uses(in source: SwiftSource, within node: Syntax) -> [MotionUse] {
        let finder = Finder(source: source)
        finder.walk(node)
        return finder.uses.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// The animation a view plays when it appears: one started in its
    /// `.onAppear`, or one tied (`.animation(_, value: v)`) to a value its
    /// `.onAppear` sets.
    static func appearAnimation(in source: SwiftSource, declaration: Syntax) -> AnimationSpec? {
        let uses = uses(in: source, within: declaration)
        if let started = uses.first(where: \.onAppear) { return started.animation }
        let appearing = OnAppearFinder()
        appearing.walk(declaration)
        guard !appearing.bodies.isEmpty else { return nil }
        return uses.first { use in
            guard case .valueChange(let value) = use.trigger else { return false }
            return appearing.bodies.contains { $0.contains(value) }
        }?.animation
    }

    /// The text of every `.onAppear { }` closure.
    private final class OnAppearFinder: SyntaxVisitor {
        var bodies: [String] = []
        init() { super.init(viewMode: .sourceAccurate) }
        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "onAppear",
               let closure = call.trailingClosure {
                bodies.append(closure.statements.trimmedText)
            }
            return .visitChildren
        }
    }

    private final class Finder: SyntaxVisitor {
        let source: SwiftSource
        var uses: [MotionUse] = []
        private var consumed: Set<SyntaxIdentifier> = []

        init(source: SwiftSource) {
            self.source = source
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "withAnimation" {
                let expression = call.arguments.first(where: { $0.label == nil })?.expression
                let animation = expression.flatMap(MotionExtractor.animation) ?? (expression == nil ? MotionExtractor.defaultAnimation : nil)
                if let animation {
                    if let expression { consumed.insert(expression.id) }
                    let changes = (call.trailingClosure?.statements).map { statements in
                        statements.map { $0.item.trimmedText }.joined(separator: "; ")
                    }
                    record(animation, .stateChange(changes ?? ""), at: expression.map(Syntax.init) ?? Syntax(call), comment: reference.baseName)
                }
            } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "animation",
                      let first = call.arguments.first, first.label == nil, let animation = MotionExtractor.animation(from: first.expression) {
                consumed.insert(first.expression.id)
                let value = call.arguments.first { $0.label?.text == "value" }?.expression.trimmedText
                record(animation, value.map(Trigger.valueChange) ?? .declared(nil), at: Syntax(first.expression), comment: member.period)
            }
            return .visitChildren
        }

        /// `Animation.easeOut(...)` anywhere else: a named motion token or a loose snippet.
        override func visitPost(_ node: FunctionCallExprSyntax) {
            guard !consumed.contains(node.id), node.parent?.as(MemberAccessExprSyntax.self) == nil,
                  MotionExtractor.namesAnimationType(ExprSyntax(node)), let animation = MotionExtractor.animation(from: ExprSyntax(node)) else { return }
            consumed.insert(node.id)
            var name: String?
            var ancestor = node.parent
            while let current = ancestor, name == nil {
                if let binding = current.as(PatternBindingSyntax.self) { name = binding.pattern.trimmedText }
                ancestor = current.parent
            }
            record(animation, .declared(name), at: Syntax(node), comment: node.firstToken(viewMode: .sourceAccurate))
        }

        private typealias Trigger = MotionUse.Trigger

        private func record(_ animation: AnimationSpec, _ trigger: Trigger, at node: Syntax, comment token: TokenSyntax?) {
            uses.append(MotionUse(animation: animation, trigger: trigger, location: source.location(of: node),
                                  label: token.flatMap { MotionExtractor.comment(before: $0) }, onAppear: MotionExtractor.isInsideOnAppear(node)))
        }
    }

    static let defaultAnimation = AnimationSpec(curve: .easeInOut, duration: 0.35, source: "default")

    /// The last `//` comment in the token's leading trivia.
    static func comment(before token: TokenSyntax) -> String? {
        var found: String?
        for piece in token.leadingTrivia {
            if case .lineComment(let text) = piece {
                let stripped = text.drop { $0 == "/" }.trimmingCharacters(in: .whitespaces)
                if !stripped.isEmpty { found = stripped }
            }
        }
        return found
    }

    static func isInsideOnAppear(_ node: Syntax) -> Bool {
        var ancestor = node.parent
        while let current = ancestor {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               ["onAppear", "task"].contains(member.declName.baseName.text) {
                return true
            }
            ancestor = current.parent
        }
        return false
    }

    /// Whether the expression's chain starts at the `Animation` type (`Animation.spring(...)`).
    static func namesAnimationType(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            if let member = node.as(MemberAccessExprSyntax.self) { current = member.base; continue }
            return node.as(DeclReferenceExprSyntax.self)?.baseName.text == "Animation"
        }
        return false
    }

    // MARK: Reading an animation expression

    /// `.easeOut(duration: 1).delay(0.1)` -> its spec; nil when the
    /// expression is not an animation sitegen knows.
    static func animation(from expression: ExprSyntax) -> AnimationSpec? {
        var modifiers: [(name: String, arguments: LabeledExprListSyntax?)] = []
        var current = expression
        while true {
            let member: MemberAccessExprSyntax
            var arguments: LabeledExprListSyntax?
            if let call = current.as(FunctionCallExprSyntax.self), let called = call.calledExpression.as(MemberAccessExprSyntax.self) {
                member = called
                arguments = call.arguments
            } else if let bare = current.as(MemberAccessExprSyntax.self) {
                member = bare
            } else {
                return nil
            }
            let name = member.declName.baseName.text
            if let base = member.base, !(base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Animation") {
                modifiers.insert((name, arguments), at: 0)
                current = base
                continue
            }
            guard var spec = curve(name, arguments, source: expression.trimmedText) else { return nil }
            for modifier in modifiers { apply(modifier.name, modifier.arguments, to: &spec) }
            return spec
        }
    }

    private static func curve(_ name: String, _ arguments: LabeledExprListSyntax?, source: String) -> AnimationSpec? {
        func number(_ label: String?, at index: Int? = nil) -> Double? { Self.number(arguments, label: label, index: index) }
        switch name {
        case "easeIn", "easeOut", "easeInOut", "linear":
            let curves: [String: AnimationSpec.Curve] = ["easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut, "linear": .linear]
            return AnimationSpec(curve: curves[name]!, duration: number("duration") ?? 0.35, source: source)
        case "timingCurve":
            guard let x1 = number(nil, at: 0), let y1 = number(nil, at: 1), let x2 = number(nil, at: 2), let y2 = number(nil, at: 3) else { return nil }
            return AnimationSpec(curve: .bezier(x1, y1, x2, y2), duration: number("duration") ?? 0.35, source: source)
        case "default":
            return AnimationSpec(curve: .easeInOut, duration: 0.35, source: source)
        case "spring", "interactiveSpring", "smooth", "snappy", "bouncy":
            // iOS 17's spring(duration:bounce:) and its presets, or the response/damping form.
            let presets: [String: (response: Double, damping: Double, bounce: Double)] = [
                "spring": (0.55, 0.825, 0), "interactiveSpring": (0.15, 0.86, 0), "smooth": (0.5, 1, 0), "snappy": (0.5, 1, 0.15), "bouncy": (0.5, 1, 0.3),
            ]
            let preset = presets[name]!
            if let duration = number("duration") ?? (["smooth", "snappy", "bouncy"].contains(name) ? preset.response : nil) {
                let bounce = (number("bounce") ?? preset.bounce) + (number("extraBounce") ?? 0)
                return .spring(response: duration, dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce), source: source)
            }
            return .spring(response: number("response") ?? preset.response, dampingFraction: number("dampingFraction") ?? preset.damping, source: source)
        case "interpolatingSpring":
            if let stiffness = number("stiffness"), let damping = number("damping") {
                let mass = number("mass") ?? 1
                guard stiffness > 0, mass > 0 else { return nil }
                return .spring(response: 2 * .pi / (stiffness / mass).squareRoot(), dampingFraction: damping / (2 * (stiffness * mass).squareRoot()),
                               source: source)
            }
            let bounce = number("bounce") ?? 0
            return .spring(response: number("duration") ?? 0.5, dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce), source: source)
        default:
            return nil
        }
    }

    private static func apply(_ name: String, _ arguments: LabeledExprListSyntax?, to spec: inout AnimationSpec) {
        let first = arguments?.first(where: { $0.label == nil })?.expression
        switch name {
        case "delay":
            if let value = number(arguments, label: nil, index: 0) { spec.delay = max(value, 0) } else { spec.delayExpression = first?.trimmedText }
        case "speed":
            if let value = number(arguments, label: nil, index: 0), value > 0 { spec.speed = value }
        case "repeatForever":
            spec.repeatCount = AnimationSpec.forever
            spec.autoreverses = boolean(arguments, label: "autoreverses") ?? true
        case "repeatCount":
            spec.repeatCount = number(arguments, label: nil, index: 0).map { max(Int($0), 1) } ?? 1
            spec.autoreverses = boolean(arguments, label: "autoreverses") ?? true
        default:
            break
        }
    }

    /// A literal number argument, by label or (unlabelled) position.
    static func number(_ arguments: LabeledExprListSyntax?, label: String?, index: Int? = nil) -> Double? {
        guard let arguments else { return nil }
        let argument: LabeledExprSyntax?
        if let label {
            argument = arguments.first { $0.label?.text == label }
        } else {
            let unlabelled = Array(arguments.filter { $0.label == nil })
            argument = unlabelled.count > (index ?? 0) ? unlabelled[(index ?? 0)] : nil
        }
        guard let expression = argument?.expression else { return nil }
        return literal(expression)
    }

    static func literal(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return literal(prefix.expression).map { -$0 } }
        return nil
    }

    static func boolean(_ arguments: LabeledExprListSyntax?, label: String) -> Bool? {
        guard let expression = arguments?.first(where: { $0.label?.text == label })?.expression.as(BooleanLiteralExprSyntax.self) else { return nil }
        return expression.literal.tokenKind == .keyword(.true)
    }
}
