import SwiftSemantics
import DesignModel
import Diagnostics
import Guards
import SwiftCode
import SwiftSyntax

/// The design tokens of a guide, and what went wrong finding them.
public struct TokenExtraction: Sendable {
    public var tokens: DesignTokens
    public var diagnostics: [Diagnostic]
}

/// Finds every static member of the guide's `Color`, `ShapeStyle`, `Font`
/// and `LinearGradient` extensions and evaluates it with the interpreter.
/// Nothing is skipped silently: a member that cannot be evaluated becomes an
/// unresolved token with a warning.
public enum TokenExtractor {
    public static func extract(from table: DeclarationTable, interpreter: Interpreter) -> TokenExtraction {
        var extraction = TokenExtraction(tokens: DesignTokens(), diagnostics: [])
        for typeName in ["Color", "ShapeStyle"] {
            guard let type = table.type(named: typeName) else { continue }
            extractColors(from: type, interpreter: interpreter, into: &extraction)
        }
        if let type = table.type(named: "Font") {
            extractFonts(from: type, table: table, interpreter: interpreter, into: &extraction)
        }
        if let type = table.type(named: "LinearGradient") {
            extractGradients(from: type, interpreter: interpreter, into: &extraction)
        }
        sanitize(&extraction)
        return extraction
    }

    /// Token values enter the model here: each number that is not sane (a
    /// NaN channel, an infinite font size) is replaced and reported at the
    /// token's line.
    private static func sanitize(_ extraction: inout TokenExtraction) {
        var diagnostics: [Diagnostic] = []
        func sane<Value>(_ value: Value, _ name: String, _ source: TokenSource, _ sanitize: (Value, inout NumberSanitizer) -> Value) -> Value {
            var numbers = NumberSanitizer()
            let result = sanitize(value, &numbers)
            for problem in numbers.problems { diagnostics.append(.warning("'\(name)': \(problem)", at: source.location)) }
            return result
        }
        var tokens = extraction.tokens
        for index in tokens.colors.indices {
            let token = tokens.colors[index]
            tokens.colors[index].value = token.value.map { sane($0, token.name, token.source) { $0.sanitized(&$1) } }
        }
        for index in tokens.ramps.indices {
            let ramp = tokens.ramps[index]
            tokens.ramps[index].samples = ramp.samples.map { sample in
                ColorRamp.Sample(input: sample.input, color: sane(sample.color, ramp.name, ramp.source) { $0.sanitized(&$1) })
            }
        }
        for index in tokens.palettes.indices {
            let palette = tokens.palettes[index]
            tokens.palettes[index].colors = palette.colors.map { sane($0, palette.name, palette.source) { $0.sanitized(&$1) } }
        }
        for index in tokens.gradients.indices {
            let token = tokens.gradients[index]
            tokens.gradients[index].gradient = token.gradient.map { gradient in
                guard case .linearGradient(let sane) = sane(ShapeStyleValue.linearGradient(gradient), token.name, token.source, { $0.sanitized(&$1) }) else { return gradient }
                return sane
            }
        }
        for index in tokens.fonts.indices {
            let token = tokens.fonts[index]
            tokens.fonts[index].spec = token.spec.map { sane($0, token.name, token.source) { $0.sanitized(&$1) } }
        }
        for index in tokens.fontHelpers.indices {
            let helper = tokens.fontHelpers[index]
            tokens.fontHelpers[index].sample = helper.sample.map { sane($0, helper.name, helper.source) { $0.sanitized(&$1) } }
        }
        extraction.tokens = tokens
        // Once per token and problem: a ramp's 101 samples share one warning.
        var seen: Set<String> = []
        extraction.diagnostics += diagnostics.filter { seen.insert($0.description).inserted }
    }

    // MARK: - Colours

    private static func extractColors(from type: TypeDeclaration, interpreter: Interpreter, into extraction: inout TokenExtraction) {
        for member in staticMembers(of: type) {
            switch member {
            case .property(let property):
                extractColor(property, owner: type, interpreter: interpreter, into: &extraction)
            case .function(let function):
                extractColorFunction(function, owner: type, interpreter: interpreter, into: &extraction)
            }
        }
    }

    private static func extractColor(_ property: PropertyDeclaration, owner: TypeDeclaration, interpreter: Interpreter, into extraction: inout TokenExtraction) {
        let source = tokenSource(property.declaration, group: property.group, location: property.location, owner: owner.qualifiedName)
        let commentHex = property.comment.flatMap(HexComment.firstHex)
        do {
            interpreter.reset(seed: "\(owner.qualifiedName).\(property.name)")
            let value = try interpreter.evaluateStaticProperty(property, ownerKey: owner.qualifiedName, typeName: owner.qualifiedName, at: property.declaration)
            switch value {
            case .color(let color):
                var token = ColorToken(
                    name: property.name, source: source, value: color,
                    alias: aliasTarget(of: property, in: owner),
                    comment: property.comment, commentHex: commentHex
                )
                if let problem = rangeProblem(color) {
                    token.problem = problem
                    extraction.diagnostics.append(.warning("'\(property.name)': \(problem)", at: property.location))
                }
                if let commentHex, let mismatch = HexComment.mismatch(comment: commentHex, value: color.light, commentText: property.comment ?? "") {
                    extraction.diagnostics.append(.warning("'\(property.name)': \(mismatch)", at: property.location))
                }
                extraction.tokens.colors.append(token)
            case .array(let items) where !items.isEmpty && items.allSatisfy({ paletteColor($0, interpreter) != nil }):
                let colors = items.compactMap { paletteColor($0, interpreter) }
                let members = paletteMemberNames(property)
                extraction.tokens.palettes.append(ColorPalette(
                    name: property.name, colors: colors,
                    members: members.count == colors.count ? members : Array(repeating: nil, count: colors.count),
                    source: source
                ))
            case .linearGradient(let gradient):
                extraction.tokens.gradients.append(GradientToken(name: property.name, gradient: gradient, source: source))
            default:
                let problem = "is a \(value.kindDescription), not a colour"
                extraction.tokens.colors.append(ColorToken(name: property.name, source: source, value: nil, comment: property.comment, commentHex: commentHex, problem: problem))
                extraction.diagnostics.append(.warning("'\(property.name)' \(problem); it is shown as unresolved", at: property.location))
            }
        } catch {
            let (message, location) = describe(error, fallback: property.location)
            extraction.tokens.colors.append(ColorToken(name: property.name, source: source, value: nil, comment: property.comment, commentHex: commentHex, problem: message))
            extraction.diagnostics.append(.warning("colour token '\(property.name)' is unresolved: \(message)", at: location))
        }
    }

    private static func extractColorFunction(_ function: FunctionDeclaration, owner: TypeDeclaration, interpreter: Interpreter, into extraction: inout TokenExtraction) {
        let source = tokenSource(function.declaration, group: function.group, location: function.location, owner: owner.qualifiedName)
        let signature = "\(function.name)\(function.parameterList)"
        let parameters = function.parameters
        let bound = BoundSelf(box: nil, typeName: owner.qualifiedName)
        interpreter.reset(seed: "\(owner.qualifiedName).\(function.name)")

        if parameters.count == 1, TypeShape(parameters[0].type).name == "ColorScheme" {
            // `static func x(_ scheme: ColorScheme) -> Color`: one value per scheme.
            do {
                let light = try color(interpreter.invoke(function, bound: bound, [Argument(parameters[0].label, .enumCase(EnumCaseValue(typeName: "ColorScheme", name: "light")))], at: function.location))
                let dark = try color(interpreter.invoke(function, bound: bound, [Argument(parameters[0].label, .enumCase(EnumCaseValue(typeName: "ColorScheme", name: "dark")))], at: function.location))
                extraction.tokens.colors.append(ColorToken(
                    name: function.name, source: source,
                    value: ColorValue(light: light.resolved(for: .light), dark: dark.resolved(for: .dark))
                ))
            } catch {
                let (message, location) = describe(error, fallback: function.location)
                extraction.tokens.colors.append(ColorToken(name: function.name, source: source, value: nil, problem: message))
                extraction.diagnostics.append(.warning("colour function '\(function.name)' is unresolved: \(message)", at: location))
            }
            return
        }

        if parameters.count >= 1, let typeName = TypeShape(parameters[0].type).name,
           TypeShape.floatingPointNames.contains(typeName) || typeName == "Int",
           parameters.dropFirst().allSatisfy({ $0.defaultValue != nil }) {
            // A ramp: sample it across its domain.
            let domain = RampDomain.infer(for: function)
            do {
                var samples: [ColorRamp.Sample] = []
                let count = 101
                for index in 0..<count {
                    let input = domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(index) / Double(count - 1)
                    let argument: Value = typeName == "Int" ? .int(Int(saturating: input.rounded())) : .double(input)
                    let value = try color(interpreter.invoke(function, bound: bound, [Argument(parameters[0].label, argument)], at: function.location))
                    samples.append(ColorRamp.Sample(input: input, color: value.light))
                }
                extraction.tokens.ramps.append(ColorRamp(name: function.name, parameter: parameters[0].name, domain: domain, samples: samples, source: source))
            } catch {
                let (message, location) = describe(error, fallback: function.location)
                extraction.tokens.colorFunctions.append(TokenFunction(name: function.name, signature: signature, reason: message, source: source))
                extraction.diagnostics.append(.warning("colour ramp '\(function.name)' could not be sampled: \(message)", at: location))
            }
            return
        }

        let reason = parameters.isEmpty
            ? "a function without parameters"
            : "its result depends on a \(parameters.map { $0.type.trimmedText }.joined(separator: ", ")) input, which cannot be sampled as a scale"
        extraction.tokens.colorFunctions.append(TokenFunction(name: function.name, signature: signature, reason: reason, source: source))
    }

    private static func color(_ value: Value) throws -> ColorValue {
        guard case .color(let color) = value else {
            throw EvaluationError("returns a \(value.kindDescription), not a colour", at: nil)
        }
        return color
    }

    private static func rangeProblem(_ color: ColorValue) -> String? {
        for rgba in [color.light] + (color.dark.map { [$0] } ?? []) where rgba.isOutOfRange {
            let parts = [("red", rgba.red), ("green", rgba.green), ("blue", rgba.blue), ("opacity", rgba.alpha)]
                .filter { $0.1 < 0 || $0.1 > 1 }
                .map { "\($0.0): \(RGBA.trimmed($0.1))" }
            return "component out of range (\(parts.joined(separator: ", "))); displays clamp it to 0...1"
        }
        return nil
    }

    /// The guide token a colour is written in terms of: `afMove` for
    /// `afMove.opacity(0.22)` or `Color.afMove`.
    static func aliasTarget(of property: PropertyDeclaration, in owner: TypeDeclaration) -> String? {
        var expression: ExprSyntax?
        if let initializer = property.initializer {
            expression = initializer
        } else if let accessors = property.accessors, case .getter(let body) = accessors.accessors, body.count == 1,
                  case .expr(let single) = body.first?.item {
            expression = single
        }
        // Walk down the receiver chain: `Color.afMove.opacity(0.22)` -> `Color.afMove` -> `afMove`.
        while let current = expression {
            if let call = current.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = access.base {
                expression = base
            } else if let access = current.as(MemberAccessExprSyntax.self) {
                let name = access.declName.baseName.text
                let baseName = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
                if access.base == nil || baseName == "Color" || baseName == owner.name {
                    return owner.members.property(name, isStatic: true) != nil && name != property.name ? name : nil
                }
                expression = access.base
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                return owner.members.property(name, isStatic: true) != nil && name != property.name ? name : nil
            } else {
                return nil
            }
        }
        return nil
    }

    private static func paletteColor(_ item: Value, _ interpreter: Interpreter) -> ColorValue? {
        if case .color(let color) = (try? interpreter.coerce(item, toNamed: "Color", in: interpreter.anyFrame)) ?? item { return color }
        return nil
    }

    private static func paletteMemberNames(_ property: PropertyDeclaration) -> [String?] {
        guard let array = property.initializer?.as(ArrayExprSyntax.self) else { return [] }
        return array.elements.map { element in
            if let access = element.expression.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
            return nil
        }
    }

    // MARK: - Fonts

    private static func extractFonts(from type: TypeDeclaration, table: DeclarationTable, interpreter: Interpreter, into extraction: inout TokenExtraction) {
        for member in staticMembers(of: type) {
            switch member {
            case .property(let property):
                let source = tokenSource(property.declaration, group: property.group, location: property.location, owner: type.qualifiedName)
                do {
                    interpreter.reset(seed: "Font.\(property.name)")
                    let value = try interpreter.evaluateStaticProperty(property, ownerKey: type.qualifiedName, typeName: type.qualifiedName, at: property.declaration)
                    guard case .font(let spec) = value else {
                        // A helper constant (`private static let brand = "Inter"`), not a font token.
                        continue
                    }
                    extraction.tokens.fonts.append(FontToken(name: property.name, spec: spec, source: source))
                } catch {
                    let (message, location) = describe(error, fallback: property.location)
                    extraction.tokens.fonts.append(FontToken(name: property.name, spec: nil, problem: message, source: source))
                    extraction.diagnostics.append(.warning("font token '\(property.name)' is unresolved: \(message)", at: location))
                }
            case .function(let function):
                guard TypeShape(function.returnType).name == "Font" else { continue }
                extraction.tokens.fontHelpers.append(sampleHelper(function, owner: type, table: table, interpreter: interpreter, diagnostics: &extraction.diagnostics))
            }
        }
    }

    /// Evaluates a font helper for a call the guide makes, or else for its
    /// defaults and a 17 pt size.
    private static func sampleHelper(_ function: FunctionDeclaration, owner: TypeDeclaration, table: DeclarationTable, interpreter: Interpreter, diagnostics: inout [Diagnostic]) -> FontHelper {
        let source = tokenSource(function.declaration, group: function.group, location: function.location, owner: owner.qualifiedName)
        let bound = BoundSelf(box: nil, typeName: owner.qualifiedName)
        for call in table.calls(named: function.name) {
            let frame = Frame(scope: Scope(), selfBox: nil, typeContext: owner.qualifiedName, source: call.source)
            guard let arguments = try? call.syntax.arguments.map({ Argument($0.label?.text, try interpreter.evaluate($0.expression, in: frame)) }),
                  case .font(let spec)? = try? interpreter.invoke(function, bound: bound, arguments, at: call.source.location(of: call.syntax)) else {
                continue
            }
            return FontHelper(name: function.name, parameters: function.parameterList,
                              sampleCall: "\(function.name)(\(call.syntax.arguments.trimmedText))", sample: spec, source: source)
        }
        var arguments: [Argument] = []
        var written: [String] = []
        for parameter in function.parameters where parameter.defaultValue == nil {
            let value: Value
            switch TypeShape(parameter.type).name {
            case let name? where TypeShape.floatingPointNames.contains(name) || name == "Int":
                value = .double(17)
                written.append((parameter.label.map { "\($0): " } ?? "") + "17")
            case "Font.Weight"?, "Weight"?:
                value = .implicitMember(name: "regular", arguments: nil)
                written.append((parameter.label.map { "\($0): " } ?? "") + ".regular")
            case "Bool"?:
                value = .bool(false)
                written.append((parameter.label.map { "\($0): " } ?? "") + "false")
            default:
                let problem = "no sample value for parameter '\(parameter.name)' of type \(parameter.type.trimmedText)"
                return FontHelper(name: function.name, parameters: function.parameterList, sampleCall: "", sample: nil, problem: problem, source: source)
            }
            arguments.append(Argument(parameter.label, value))
        }
        let sampleCall = "\(function.name)(\(written.joined(separator: ", ")))"
        do {
            interpreter.reset(seed: "Font.\(function.name)")
            guard case .font(let spec) = try interpreter.invoke(function, bound: bound, arguments, at: function.location) else {
                throw EvaluationError("does not return a Font", at: function.location)
            }
            return FontHelper(name: function.name, parameters: function.parameterList, sampleCall: sampleCall, sample: spec, source: source)
        } catch {
            let (message, location) = describe(error, fallback: function.location)
            diagnostics.append(.warning("font helper '\(function.name)' could not be sampled: \(message)", at: location))
            return FontHelper(name: function.name, parameters: function.parameterList, sampleCall: sampleCall, sample: nil, problem: message, source: source)
        }
    }

    // MARK: - Gradients

    private static func extractGradients(from type: TypeDeclaration, interpreter: Interpreter, into extraction: inout TokenExtraction) {
        for member in staticMembers(of: type) {
            guard case .property(let property) = member else { continue }
            let source = tokenSource(property.declaration, group: property.group, location: property.location, owner: type.qualifiedName)
            do {
                interpreter.reset(seed: "LinearGradient.\(property.name)")
                let value = try interpreter.evaluateStaticProperty(property, ownerKey: type.qualifiedName, typeName: type.qualifiedName, at: property.declaration)
                guard case .linearGradient(let gradient) = value else { continue }
                extraction.tokens.gradients.append(GradientToken(name: property.name, gradient: gradient, source: source))
            } catch {
                let (message, location) = describe(error, fallback: property.location)
                extraction.tokens.gradients.append(GradientToken(name: property.name, gradient: nil, problem: message, source: source))
                extraction.diagnostics.append(.warning("gradient token '\(property.name)' is unresolved: \(message)", at: location))
            }
        }
    }

    // MARK: - Helpers

    enum StaticMember {
        case property(PropertyDeclaration)
        case function(FunctionDeclaration)

        var location: FileLocation {
            switch self {
            case .property(let property): property.location
            case .function(let function): function.location
            }
        }
    }

    /// Static properties and functions in source order.
    static func staticMembers(of type: TypeDeclaration) -> [StaticMember] {
        let properties = type.members.properties.filter(\.isStatic).map(StaticMember.property)
        let functions = type.members.functions.filter(\.isStatic).map(StaticMember.function)
        return (properties + functions).sorted { $0.location < $1.location }
    }

    static func tokenSource(_ declaration: some SyntaxProtocol, group: String?, location: FileLocation, owner: String) -> TokenSource {
        TokenSource(location: location, group: group, declaration: declaration.trimmedText, owner: owner)
    }

    static func describe(_ error: Error, fallback: FileLocation) -> (String, FileLocation) {
        switch error {
        case let error as EvaluationError: return (error.message, error.location ?? fallback)
        case let error as UndeclaredTypeError: return ("cannot find type '\(error.typeName)' in the guide", error.location)
        default: return ("\(error)", fallback)
        }
    }
}

/// Reading `// #RRGGBB` comments and comparing them with evaluated colours.
public enum HexComment {
    /// The first `#RRGGBB` or `#RRGGBBAA` in a comment.
    public static func firstHex(_ comment: String) -> RGBA? {
        let characters = Array(comment)
        var index = 0
        while index < characters.count {
            if characters[index] == "#" {
                var end = index + 1
                while end < characters.count, characters[end].isHexDigit { end += 1 }
                let length = end - index - 1
                if length == 6 || length == 8 {
                    return RGBA(hexString: String(characters[(index + 1)..<end]))
                }
                index = end
            } else {
                index += 1
            }
        }
        return nil
    }

    /// A message when the comment's colour differs from the value by more
    /// than 1 in any 8-bit channel (alpha only when the comment gives one).
    public static func mismatch(comment: RGBA, value: RGBA, commentText: String) -> String? {
        var channels: [(String, Int, Int)] = [
            ("red", comment.redByte, value.redByte), ("green", comment.greenByte, value.greenByte), ("blue", comment.blueByte, value.blueByte),
        ]
        let hasAlpha = comment.alphaByte != 255
        if hasAlpha { channels.append(("alpha", comment.alphaByte, value.alphaByte)) }
        let off = channels.filter { abs($0.1 - $0.2) > 1 }
        guard !off.isEmpty else { return nil }
        let details = off.map { "\($0.0) \(String(format: "%02X", $0.2)) vs \(String(format: "%02X", $0.1))" }.joined(separator: ", ")
        let stated = hasAlpha ? comment.hex : comment.opaqueHex
        let actual = hasAlpha ? value.hex : value.opaqueHex
        return "comment says \(stated) but the code gives \(actual) (\(details))"
    }
}

/// The input range of a colour ramp: from a documented range ("(0–100)"),
/// else from clamps on the parameter (`max(0, min(100, percent))`), else 0...1.
enum RampDomain {
    static func infer(for function: FunctionDeclaration) -> ClosedRange<Double> {
        if let documented = fromComments(function.declaration.leadingTrivia) { return documented }
        if let body = function.body, let clamped = fromClamps(body, parameter: function.parameters[0].name) { return clamped }
        return 0...1
    }

    static func fromComments(_ trivia: Trivia) -> ClosedRange<Double>? {
        for piece in trivia {
            switch piece {
            case .lineComment(let text), .docLineComment(let text), .blockComment(let text), .docBlockComment(let text):
                if let range = range(in: text) { return range }
            default:
                continue
            }
        }
        return nil
    }

    /// "0–100", "0...1", "0…1", "0 - 100", "0 to 100".
    static func range(in text: String) -> ClosedRange<Double>? {
        let scalars = Array(text)
        var index = 0
        func number(at start: Int) -> (Double, Int)? {
            var end = start
            while end < scalars.count, scalars[end].isNumber || scalars[end] == "." && end + 1 < scalars.count && scalars[end + 1].isNumber { end += 1 }
            guard end > start, let value = Double(String(scalars[start..<end])), value.isFinite, value.magnitude <= 1e9 else { return nil }
            return (value, end)
        }
        while index < scalars.count {
            if scalars[index].isNumber, index == 0 || !scalars[index - 1].isLetter, let (low, afterLow) = number(at: index) {
                var cursor = afterLow
                while cursor < scalars.count, scalars[cursor] == " " { cursor += 1 }
                for separator in ["...", "..", "…", "–", "—", "-", "to"] {
                    let token = Array(separator)
                    if cursor + token.count <= scalars.count, Array(scalars[cursor..<(cursor + token.count)]) == token {
                        var next = cursor + token.count
                        while next < scalars.count, scalars[next] == " " { next += 1 }
                        if let (high, _) = number(at: next), high > low { return low...high }
                    }
                }
                index = afterLow
            } else {
                index += 1
            }
        }
        return nil
    }

    static func fromClamps(_ body: CodeBlockSyntax, parameter: String) -> ClosedRange<Double>? {
        final class Finder: SyntaxVisitor {
            let parameter: String
            var lower: Double?
            var upper: Double?
            init(parameter: String) {
                self.parameter = parameter
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name == "min" || name == "max",
                      node.trimmedText.contains(parameter) else { return .visitChildren }
                for argument in node.arguments {
                    let literal = argument.expression.as(IntegerLiteralExprSyntax.self).flatMap { $0.representedLiteralValue.map(Double.init) }
                        ?? argument.expression.as(FloatLiteralExprSyntax.self)?.representedLiteralValue
                    if let literal {
                        if name == "min" { upper = literal } else { lower = literal }
                    }
                }
                return .visitChildren
            }
        }
        let finder = Finder(parameter: parameter)
        finder.walk(body)
        guard let lower = finder.lower, let upper = finder.upper, upper > lower, lower.isFinite, upper.isFinite else { return nil }
        return lower...upper
    }
}
