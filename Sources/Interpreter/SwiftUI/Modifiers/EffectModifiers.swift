import DesignModel

/// Drawing effects that leave layout alone: opacity, shadows, clips,
/// transforms, filters.
enum EffectModifiers {
    static let entries: [ModifierEntry] = [
        ModifierEntry("opacity", .effect) { call in call.modified(.effect(.opacity(try call.number(nil) ?? 1))) },
        ModifierEntry("compositingGroup", .effect) { call in call.modified(.effect(.compositingGroup)) },
        ModifierEntry("flipsForRightToLeftLayoutDirection", .effect) { call in
            call.positional.first?.asBool == true ? call.modified(.effect(.flipsForRightToLeft)) : call.view
        },
        // Rendered off screen as one image: composited like a compositing group.
        ModifierEntry("drawingGroup", .effect) { call in call.modified(.effect(.compositingGroup)) },
        ModifierEntry("shadow", .effect) { call in
            let color = try call.color(call.arguments.value("color")) ?? ColorValue(RGBA(white: 0, alpha: 0.33))
            return call.modified(.effect(.shadow(color: color, radius: try call.number("radius") ?? 0, x: try call.number("x") ?? 0, y: try call.number("y") ?? 0)))
        },
        ModifierEntry("clipShape", .effect, apply: clip),
        // A shape masks like a clip; any other view masks by its opacity.
        ModifierEntry("mask", .effect) { call in
            guard let first = call.positional.first ?? call.trailingClosure else { return call.view }
            if let shape = try ModifierArguments.shapeView(first, interpreter: call.interpreter, in: call.frame)?.shape {
                return call.modified(.effect(.clipShape(shape)))
            }
            return call.modified(.effect(.mask(try call.content(first), alignment: try call.alignment())))
        },
        ModifierEntry("clipped", .effect) { call in call.modified(.effect(.clipped)) },
        ModifierEntry("cornerRadius", .effect) { call in
            call.modified(.effect(.clipShape(.roundedRectangle(cornerRadius: try call.number(nil) ?? 0, style: .circular))))
        },
        ModifierEntry("rotationEffect", .effect) { call in
            call.modified(.effect(.rotation(degrees: try call.degrees(call.positional.first), anchor: try call.anchor(call.arguments.value("anchor")))))
        },
        // `Shape.rotation(_:anchor:)`: a RotatedShape, drawn turned in its frame like `rotationEffect`.
        ModifierEntry("rotation", .effect) { call in
            call.modified(.effect(.rotation(degrees: try call.degrees(call.positional.first), anchor: try call.anchor(call.arguments.value("anchor")))))
        },
        ModifierEntry("rotation3DEffect", .effect) { call in
            var axis = Vector3(x: 0, y: 0, z: 1)
            if case .tuple(let values, let labels)? = call.arguments.value("axis") {
                func component(_ name: String, _ index: Int) -> Double {
                    (labels.firstIndex(of: name).map { values[$0] } ?? (values.indices.contains(index) ? values[index] : nil))?.asDouble ?? 0
                }
                axis = Vector3(x: component("x", 0), y: component("y", 1), z: component("z", 2))
            }
            return call.modified(.effect(.rotation3D(degrees: try call.degrees(call.positional.first), axis: axis,
                                                     anchor: try call.anchor(call.arguments.value("anchor")),
                                                     perspective: try call.number("perspective") ?? 1)))
        },
        ModifierEntry("scaleEffect", .effect) { call in
            let anchor = try call.anchor(call.arguments.value("anchor"))
            if call.arguments.value("x") != nil || call.arguments.value("y") != nil {
                return call.modified(.effect(.scale(x: try call.number("x") ?? 1, y: try call.number("y") ?? 1, anchor: anchor)))
            }
            if case .record(let size)? = call.positional.first {
                return call.modified(.effect(.scale(x: size["width"]?.asDouble ?? 1, y: size["height"]?.asDouble ?? 1, anchor: anchor)))
            }
            let scale = try call.number(nil) ?? 1
            return call.modified(.effect(.scale(x: scale, y: scale, anchor: anchor)))
        },
        ModifierEntry("blur", .effect) { call in call.modified(.effect(.blur(radius: try call.number("radius") ?? 0))) },
        ModifierEntry("brightness", .effect) { call in call.modified(.effect(.brightness(try call.number(nil) ?? 0))) },
        ModifierEntry("saturation", .effect) { call in call.modified(.effect(.saturation(try call.number(nil) ?? 1))) },
        ModifierEntry("grayscale", .effect) { call in call.modified(.effect(.grayscale(try call.number(nil) ?? 0))) },
        ModifierEntry("contrast", .effect) { call in call.modified(.effect(.contrast(try call.number(nil) ?? 1))) },
        ModifierEntry("hueRotation", .effect) { call in call.modified(.effect(.hueRotation(degrees: try call.degrees(call.positional.first)))) },
        ModifierEntry("colorMultiply", .effect) { call in
            guard let color = try call.color(call.positional.first) else { return call.note(.notDrawn) }
            return call.modified(.effect(.colorMultiply(color)))
        },
        ModifierEntry("colorInvert", .effect) { call in call.modified(.effect(.colorInvert)) },
        ModifierEntry("blendMode", .effect) { call in call.modified(.effect(.blendMode(call.positional.first?.caseName ?? "normal"))) },
        ModifierEntry("hidden", .effect) { call in call.modified(.effect(.hidden)) },
    ]

    /// `clipShape(Circle())`, `mask { RoundedRectangle(...) }`: clipped to the shape.
    private static func clip(_ call: ModifierCall) throws -> ViewNode {
        guard let first = call.positional.first ?? call.trailingClosure else { return call.view }
        guard let shape = try ModifierArguments.shapeView(first, interpreter: call.interpreter, in: call.frame)?.shape else { return call.note(.notDrawn) }
        return call.modified(.effect(.clipShape(shape)))
    }
}
