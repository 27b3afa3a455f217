import DesignModel

/// SwiftUI's shapes, `Path`, and gradients used as views.
enum ShapeViews {
    static let entries: [ViewEntry] = [
        ViewEntry("Rectangle", .shape) { _ in .view(.shape(ShapeView(shape: .rectangle))) },
        ViewEntry("ContainerRelativeShape", .shape) { _ in .view(.shape(ShapeView(shape: .containerRelative))) },
        ViewEntry("RoundedRectangle", .shape) { call in
            var radius = try call.number("cornerRadius") ?? 0
            if case .record(let size)? = call.arguments.value("cornerSize"), let width = size["width"]?.asDouble {
                if let height = size["height"]?.asDouble, height != width {
                    return .view(.shape(ShapeView(shape: .ellipticalRoundedRectangle(cornerWidth: width, cornerHeight: height))))
                }
                radius = width
            }
            return .view(.shape(ShapeView(shape: .roundedRectangle(cornerRadius: radius, style: ViewConstructors.cornerStyle(call.arguments.value("style"))))))
        },
        ViewEntry("UnevenRoundedRectangle", .shape) { call in
            let radii = try ModifierArguments.cornerRadii(call.arguments) ?? (0, 0, 0, 0)
            return .view(.shape(ShapeView(shape: .unevenRoundedRectangle(
                topLeading: radii.topLeading, bottomLeading: radii.bottomLeading, bottomTrailing: radii.bottomTrailing, topTrailing: radii.topTrailing,
                style: ViewConstructors.cornerStyle(call.arguments.value("style"))))))
        },
        ViewEntry("Capsule", .shape) { _ in .view(.shape(ShapeView(shape: .capsule))) },
        ViewEntry("Circle", .shape) { _ in .view(.shape(ShapeView(shape: .circle))) },
        ViewEntry("Ellipse", .shape) { _ in .view(.shape(ShapeView(shape: .ellipse))) },
        // A path is a value the code draws into; used as a view it becomes a shape.
        ViewEntry("Path", .shape) { call in .record(try PathBuilding.construct(call.arguments, interpreter: call.interpreter, in: call.frame)) },
        ViewEntry("RadialGradient", .shape, build: gradient),
        ViewEntry("AngularGradient", .shape, build: gradient),
        ViewEntry("EllipticalGradient", .shape, build: gradient),
    ]

    private static func gradient(_ call: ViewCall) throws -> Value {
        .view(.style(try GradientStyles.construct(call.typeName, call.arguments, interpreter: call.interpreter, in: call.frame, at: call.location)))
    }
}
