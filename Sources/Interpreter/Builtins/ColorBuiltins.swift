import DesignModel
import Foundation
import Guards

/// `Color` and `UIColor`: initializers, system colours, `.opacity`.
enum ColorBuiltins {
    static func construct(_ typeName: String, _ arguments: [Argument], interpreter: Interpreter, in frame: Frame) throws -> Value? {
        switch typeName {
        case "Color":
            return .color(try color(arguments, alphaLabel: "opacity", interpreter: interpreter, in: frame))
        case "UIColor":
            if let provider = arguments.value("dynamicProvider") ?? arguments.first(where: \.isTrailingClosure)?.value {
                return .color(try dynamic(provider, interpreter: interpreter, in: frame))
            }
            return .color(try color(arguments, alphaLabel: "alpha", interpreter: interpreter, in: frame))
        default:
            return nil
        }
    }

    /// `Color("BrandBlue")`, `UIColor(named:in:compatibleWith:)`: a colour
    /// from an asset catalog, which no guide carries.
    struct AssetColorRequest: Error {
        var name: String
        var message: String { "Color(\"\(name)\") reads an asset catalog that is not among the inputs" }
    }

    private static func color(_ arguments: [Argument], alphaLabel: String, interpreter: Interpreter, in frame: Frame) throws -> ColorValue {
        if let name = arguments.value("named")?.asString { throw AssetColorRequest(name: name) }
        let alpha = try arguments.number(alphaLabel) ?? 1
        if arguments.value("red") != nil {
            let color = RGBA(
                red: try arguments.requiredNumber("red"),
                green: try arguments.requiredNumber("green"),
                blue: try arguments.requiredNumber("blue"),
                alpha: alpha
            )
            return ColorValue(color)
        }
        if arguments.value("white") != nil {
            return ColorValue(RGBA(white: try arguments.requiredNumber("white"), alpha: alpha))
        }
        if arguments.value("hue") != nil {
            return ColorValue(hsb(
                hue: try arguments.requiredNumber("hue"),
                saturation: try arguments.requiredNumber("saturation"),
                brightness: try arguments.requiredNumber("brightness"),
                alpha: alpha
            ))
        }
        if let wrapped = arguments.value("uiColor") ?? arguments.value("nsColor") ?? arguments.positional.first {
            switch wrapped {
            case .color(let color):
                // Color(UIColor(...)), Color(uiColor:)
                return color
            case .implicitMember(let name, nil):
                // Color(.systemBackground): a UIKit semantic colour; `Color(uiColor: .brandInk)`: the guide's own.
                if let color = SystemColors.uiKit[name] { return color }
                if case .color(let color)? = try interpreter.implicitMember(name, nil, of: "UIColor", in: frame) { return color }
                throw builtinError("'\(name)' is neither a UIKit system colour nor one of the guide's UIColors")
            case .string(let name):
                throw AssetColorRequest(name: name)
            default:
                throw builtinError("Color cannot be made from a \(wrapped.kindDescription)")
            }
        }
        throw builtinError("unsupported Color initializer (\(arguments.map { ($0.label ?? "_") + ":" }.joined()))")
    }

    /// `UIColor { trait in ... }`: evaluated once per interface style.
    private static func dynamic(_ provider: Value, interpreter: Interpreter, in frame: Frame) throws -> ColorValue {
        func resolve(_ style: String) throws -> RGBA {
            let trait = Record("UITraitCollection", ["userInterfaceStyle": .implicitMember(name: style, arguments: nil)])
            let result = try interpreter.callFunction(provider, [.record(trait)], in: frame)
            guard case .color(let color) = try interpreter.coerce(result, toNamed: "UIColor", in: frame) else {
                throw builtinError("the UIColor provider returned a \(result.kindDescription), not a colour")
            }
            return color.resolved(for: style == "dark" ? .dark : .light)
        }
        return ColorValue(light: try resolve("light"), dark: try resolve("dark"))
    }

    static func hsb(hue: Double, saturation: Double, brightness: Double, alpha: Double) -> RGBA {
        // A NaN or infinite hue has no colour: the channels stay NaN, to be
        // replaced and reported where the colour enters the model.
        guard hue.isFinite else { return RGBA(red: .nan, green: .nan, blue: .nan, alpha: alpha) }
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(saturating: h) % 6
        let f = h - h.rounded(.down)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        return RGBA(red: r, green: g, blue: b, alpha: alpha)
    }

    static func staticMember(_ name: String, of typeName: String, interpreter: Interpreter, in frame: Frame) throws -> Value? {
        switch typeName {
        case "Color", "ShapeStyle":
            return SystemColors.swiftUI[name].map(Value.color)
        case "UIColor":
            if let color = SystemColors.uiKit[name] { return .color(color) }
            return nil
        default:
            return nil
        }
    }

    static func hasMethod(_ name: String, on value: Value) -> Bool {
        guard case .color = value else { return false }
        return ["opacity", "withAlphaComponent", "resolve", "getRed", "getHue", "getWhite"].contains(name)
    }

    static func method(_ name: String, on base: Value, _ arguments: [Argument], interpreter: Interpreter, in frame: Frame) throws -> Value? {
        // `LinearGradient.brand.opacity(0.15)`: still a style, to fill a shape with.
        if case .linearGradient = base, name == "opacity" {
            return .record(Record("ShapeStyleOpacity", ["style": base, "opacity": .double(try arguments.requiredNumber(nil))]))
        }
        guard case .color(let color) = base else { return nil }
        switch name {
        case "opacity", "withAlphaComponent":
            let factor = try arguments.requiredNumber(nil)
            return .color(name == "opacity" ? color.map { $0.multiplyingAlpha(factor) } : color.map { $0.withAlpha(factor) })
        case "getRed", "getHue", "getWhite":
            // `color.getRed(&r, &g, &b, &a)`: the components are written through the `&` arguments.
            let rgba = color.resolved(for: interpreter.preview.colorScheme)
            switch name {
            case "getRed":
                interpreter.inoutResults = [rgba.red, rgba.green, rgba.blue, rgba.alpha].map(Value.double)
            case "getWhite":
                interpreter.inoutResults = [(rgba.red + rgba.green + rgba.blue) / 3, rgba.alpha].map(Value.double)
            default:
                let maximum = max(rgba.red, rgba.green, rgba.blue), minimum = min(rgba.red, rgba.green, rgba.blue), delta = maximum - minimum
                var hue = 0.0
                if delta > 0 {
                    if maximum == rgba.red { hue = ((rgba.green - rgba.blue) / delta).truncatingRemainder(dividingBy: 6) }
                    else if maximum == rgba.green { hue = (rgba.blue - rgba.red) / delta + 2 }
                    else { hue = (rgba.red - rgba.green) / delta + 4 }
                    hue = (hue / 6 + 1).truncatingRemainder(dividingBy: 1)
                }
                interpreter.inoutResults = [hue, maximum == 0 ? 0 : delta / maximum, maximum, rgba.alpha].map(Value.double)
            }
            return .bool(true)
        default:
            return nil
        }
    }
}
