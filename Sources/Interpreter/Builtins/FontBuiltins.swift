import DesignModel

/// `Font` and `UIFont`: `.system`, `.custom`, text styles, and the chained
/// modifiers `.weight()`, `.bold()`, `.italic()`, `.monospacedDigit()`.
enum FontBuiltins {
    static func staticProperty(_ name: String) -> FontSpec? {
        guard let style = FontSpec.textStyles[name] else { return nil }
        return FontSpec(family: .system(.default), size: style.size, weight: style.weight, textStyle: name)
    }

    static func staticMember(_ name: String, of typeName: String, interpreter: Interpreter, in frame: Frame) -> Value? {
        switch typeName {
        case "Font":
            if let font = staticProperty(name) { return .font(font) }
            guard ["system", "custom"].contains(name) else { return nil }
            return .function(.builtin(name: name, BuiltinFunction { arguments in
                guard let value = try staticCall(name, arguments, interpreter: interpreter, in: frame) else {
                    throw builtinError("unsupported Font.\(name) arguments")
                }
                return value
            }))
        case "UIFont" where name == "preferredFont":
            // `UIFont.preferredFont(forTextStyle: .body)`: the text style at the default size.
            return .function(.builtin(name: name, BuiltinFunction { arguments in
                let styleName = (arguments.value("forTextStyle") ?? arguments.positional.first)?.caseName ?? "body"
                let style = FontSpec.textStyles[styleName] ?? FontSpec.textStyles["body"]!
                return .font(FontSpec(family: .system(.default), size: style.size, weight: style.weight, textStyle: styleName))
            }))
        case "UIFontMetrics" where name == "default":
            // Dynamic Type at its default size scales nothing.
            return .record(Record("UIFontMetrics", [:], isReference: true))
        case "UIFont":
            guard name == "systemFont" || name == "boldSystemFont" || name == "monospacedDigitSystemFont" else { return nil }
            return .function(.builtin(name: name, BuiltinFunction { arguments in
                let size = try arguments.requiredNumber("ofSize")
                var weight = try weightValue(arguments.value("weight")) ?? 400
                if name == "boldSystemFont" { weight = 700 }
                return .font(FontSpec(family: .system(.default), size: size, weight: weight, monospacedDigit: name == "monospacedDigitSystemFont"))
            }))
        case "Font.Weight", "UIFont.Weight":
            return FontSpec.weights[name] != nil ? .implicitMember(name: name, arguments: nil) : nil
        default:
            return nil
        }
    }

    /// `Font.system(...)` and `Font.custom(...)`.
    static func staticCall(_ name: String, _ arguments: [Argument], interpreter: Interpreter, in frame: Frame) throws -> Value? {
        switch name {
        case "system":
            let design = try designValue(arguments.value("design")) ?? .default
            var weight = try weightValue(arguments.value("weight"))
            if let size = try arguments.number("size") {
                return .font(FontSpec(family: .system(design), size: size, weight: weight ?? 400))
            }
            // .system(.title, design: .rounded, weight: .bold)
            if let styleName = arguments.positional.first?.caseName, let style = FontSpec.textStyles[styleName] {
                weight = weight ?? style.weight
                return .font(FontSpec(family: .system(design), size: style.size, weight: weight ?? 400, textStyle: styleName))
            }
            throw builtinError("Font.system needs a size or a text style")
        case "custom":
            guard case .string(let postScriptName)? = arguments.positional.first else {
                throw builtinError("Font.custom needs a font name")
            }
            let size: Double
            if let explicit = try arguments.number("size") ?? arguments.number("fixedSize") {
                size = explicit
            } else {
                throw builtinError("Font.custom needs a size")
            }
            return .font(custom(postScriptName, size: size, relativeTo: arguments.value("relativeTo")?.caseName))
        default:
            return nil
        }
    }

    static func custom(_ postScriptName: String, size: Double, relativeTo textStyle: String? = nil) -> FontSpec {
        FontSpec(
            family: .custom(postScriptName: postScriptName), size: size,
            weight: FontNames.weight(fromPostScript: postScriptName),
            italic: FontNames.isItalic(postScript: postScriptName), textStyle: textStyle
        )
    }

    static func construct(_ typeName: String, _ arguments: [Argument]) throws -> Value? {
        switch typeName {
        case "UIFont":
            // UIFont(name:size:) is optional in UIKit; we always have a stand-in face.
            guard case .string(let name)? = arguments.value("name") else { return nil }
            return .font(custom(name, size: try arguments.requiredNumber("size")))
        case "Font":
            if case .font(let font)? = arguments.positional.first { return .font(font) }
            return nil
        default:
            return nil
        }
    }

    static func hasMethod(_ name: String, on value: Value) -> Bool {
        guard case .font = value else { return false }
        return ["weight", "bold", "italic", "monospacedDigit", "monospaced", "smallCaps", "leading", "width", "lowercaseSmallCaps", "uppercaseSmallCaps"].contains(name)
    }

    static func method(_ name: String, on base: Value, _ arguments: [Argument], interpreter: Interpreter, in frame: Frame) throws -> Value? {
        guard case .font(var font) = base else { return nil }
        switch name {
        case "weight":
            guard let weight = try weightValue(arguments.positional.first) else { throw builtinError("weight() needs a Font.Weight") }
            font.weight = weight
        case "bold":
            font.weight = 700
        case "italic":
            font.italic = true
        case "monospacedDigit":
            font.monospacedDigit = true
        case "monospaced":
            if case .system = font.family { font.family = .system(.monospaced) }
        case "smallCaps", "leading", "width", "lowercaseSmallCaps", "uppercaseSmallCaps":
            break
        default:
            return nil
        }
        return .font(font)
    }

    static func weightValue(_ value: Value?) throws -> Int? {
        guard let value else { return nil }
        guard let name = value.caseName, let weight = FontSpec.weights[name] else {
            throw builtinError("unknown font weight \(value.kindDescription)")
        }
        return weight
    }

    static func designValue(_ value: Value?) throws -> FontSpec.Design? {
        guard let value else { return nil }
        guard let name = value.caseName, let design = FontSpec.Design(rawValue: name) else {
            throw builtinError("unknown font design \(value.kindDescription)")
        }
        return design
    }
}
