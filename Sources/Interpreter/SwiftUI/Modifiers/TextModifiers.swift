import DesignModel
import Guards

/// How text below is set: font, weight, tracking, lines, case, decoration.
enum TextModifiers {
    static let entries: [ModifierEntry] = [
        ModifierEntry("font", .text) { call in
            guard let first = call.positional.first else { return call.view }
            guard case .font(let font) = try call.interpreter.coerce(first, toNamed: "Font", in: call.frame) else {
                if first.isNone { return call.view }
                throw builtinError(".font() needs a Font, got \(first.kindDescription)")
            }
            return call.modified(.environment(.font(font)))
        },
        ModifierEntry("fontWeight", .text) { call in
            guard let weight = try FontBuiltins.weightValue(call.positional.first) else { return call.view }
            return call.modified(.environment(.fontWeight(weight)))
        },
        ModifierEntry("bold", .text) { call in
            call.positional.first?.asBool == false ? call.view : call.modified(.environment(.fontWeight(700)))
        },
        ModifierEntry("italic", .text) { call in call.modified(.environment(.italic)) },
        ModifierEntry("monospacedDigit", .text) { call in call.modified(.environment(.monospacedDigit)) },
        ModifierEntry("monospaced", .text) { call in call.modified(.environment(.monospacedDigit)) },
        ModifierEntry("tracking", .text) { call in call.modified(.environment(.tracking(try call.number(nil) ?? 0))) },
        // Off unless asked: `.allowsTightening(false)` is how text is drawn anyway.
        ModifierEntry("allowsTightening", .text) { call in
            ControlValues.bool(call.positional.first) == false ? call.view : call.note(.notDrawn)
        },
        ModifierEntry("kerning", .text) { call in call.modified(.environment(.tracking(try call.number(nil) ?? 0))) },
        ModifierEntry("baselineOffset", .text) { call in call.modified(.layout(.offset(x: 0, y: -(try call.number(nil) ?? 0)))) },
        ModifierEntry("lineLimit", .text) { call in
            switch call.positional.first {
            case .int(let count)?: return call.modified(.environment(.lineLimit(count)))
            case .range(_, let upper, let closed, _)?:
                return call.modified(.environment(.lineLimit(upper.isFinite ? Int(saturating: upper) - (closed ? 0 : 1) : nil)))
            case .none?: return call.modified(.environment(.lineLimit(nil)))
            default: return call.view
            }
        },
        ModifierEntry("lineSpacing", .text) { call in call.modified(.environment(.lineSpacing(try call.number(nil) ?? 0))) },
        ModifierEntry("multilineTextAlignment", .text) { call in
            call.modified(.environment(.multilineTextAlignment(TextAlignment(rawValue: call.positional.first?.caseName ?? "leading") ?? .leading)))
        },
        ModifierEntry("textCase", .text) { call in
            call.modified(.environment(.textCase(call.positional.first.flatMap { $0.caseName.flatMap(TextCase.init(rawValue:)) })))
        },
        ModifierEntry("fontDesign", .text) { call in
            guard let design = call.positional.first?.caseName.flatMap(FontSpec.Design.init(rawValue:)) else { return call.view }
            return call.modified(.environment(.fontDesign(design)))
        },
        ModifierEntry("minimumScaleFactor", .text) { call in
            call.modified(.environment(.minimumScaleFactor(try call.number(nil) ?? 1)))
        },
        ModifierEntry("truncationMode", .text) { call in
            guard let mode = call.positional.first?.caseName.flatMap(TruncationMode.init(rawValue:)) else { return call.view }
            return call.modified(.environment(.truncationMode(mode)))
        },
        // `.placeholder` (or `.privacy`, `.invalidated`: drawn alike); `[]` redacts nothing.
        ModifierEntry("redacted", .text) { call in
            let reasons = call.arguments.value("reason")
            let none: Bool = if case .array(let items)? = reasons { items.isEmpty } else { false }
            return call.modified(.environment(.redacted(!none)))
        },
        ModifierEntry("unredacted", .text) { call in call.modified(.environment(.redacted(false))) },
        // Previews are drawn at the default size (.large), which any range given includes.
        ModifierEntry("dynamicTypeSize", .text) { call in call.view },
        ModifierEntry("strikethrough", .text) { call in
            call.positional.first?.asBool == false ? call.view : call.modified(.environment(.strikethrough(try call.color(call.arguments.value("color")))))
        },
        ModifierEntry("underline", .text) { call in
            call.positional.first?.asBool == false ? call.view : call.modified(.environment(.underline(try call.color(call.arguments.value("color")))))
        },
    ]
}
