import DesignModel
import Diagnostics

/// `RadialGradient`, `AngularGradient`, `EllipticalGradient` as styles.
enum GradientStyles {
    static func construct(_ typeName: String, _ arguments: [Argument], interpreter: Interpreter, in frame: Frame, at location: FileLocation) throws -> ShapeStyleValue {
        let gradient = Gradient(stops: try GradientBuiltins.stops(arguments, interpreter: interpreter, in: frame))
        guard !gradient.stops.isEmpty else { throw builtinError("a gradient needs colours") }
        let center = try GradientBuiltins.unitPoint(arguments.value("center")) ?? UnitPoint(x: 0.5, y: 0.5)
        switch typeName {
        case "AngularGradient":
            var start = 0.0, end = 360.0
            if arguments.value("angle") != nil {
                start = try ModifierArguments.degrees(arguments.value("angle"))
                end = start + 360
            } else {
                start = try ModifierArguments.degrees(arguments.value("startAngle"))
                end = arguments.value("endAngle") != nil ? try ModifierArguments.degrees(arguments.value("endAngle")) : start + 360
            }
            return .angularGradient(AngularGradientValue(gradient: gradient, center: center, startAngle: start, endAngle: end))
        case "EllipticalGradient":
            // Its radii are fractions of the frame and it stretches to an ellipse;
            // drawn as a circular gradient of SwiftUI's default size, and said so.
            interpreter.preview.issues.note("EllipticalGradient (drawn circular)", .notDrawn, at: location)
            return .radialGradient(RadialGradientValue(gradient: gradient, center: center, startRadius: 0, endRadius: 100))
        default:
            let startRadius = try arguments.number("startRadius") ?? 0
            let endRadius = try arguments.number("endRadius") ?? 100
            return .radialGradient(RadialGradientValue(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }
    }
}
