import DesignModel

/// Paint and outline of shapes, and how images are sized.
enum DrawingModifiers {
    static let entries: [ModifierEntry] = [
        ModifierEntry("fill", .drawing) { call in
            try shape(call) { shape in
                let style = try call.positional.first.map(call.style) ?? .foreground
                // `.stroke(style: ...).fill(.red)`: a stroked shape is the outline's shape, so its outline is what is filled.
                if !shape.isFilled, var stroke = shape.stroke {
                    stroke.style = style
                    shape.stroke = stroke
                    return
                }
                shape.fill = style
                shape.isFilled = true
            }
        },
        ModifierEntry("stroke", .drawing) { call in try stroke(call, isBorder: false) },
        ModifierEntry("strokeBorder", .drawing) { call in try stroke(call, isBorder: true) },
        ModifierEntry("trim", .drawing) { call in
            try shape(call) { shape in
                // Clamped to 0...1 before it becomes a range: a NaN bound cannot make one.
                var numbers = NumberSanitizer()
                let from = numbers.fraction(try call.number("from") ?? 0, "trim from"), to = numbers.fraction(try call.number("to") ?? 1, "trim to")
                for problem in numbers.problems { call.interpreter.preview.issues.note(problem, .adjusted, at: call.location) }
                shape.trim = min(from, to)...max(from, to)
            }
        },
        ModifierEntry("inset", .drawing) { call in
            try shape(call) { shape in shape.inset += try call.number("by") ?? 0 }
        },
        ModifierEntry("resizable", .drawing) { call in mapImage(call.view) { $0.isResizable = true } },
    ]

    /// `stroke(style, lineWidth:)`, `stroke(style, style: StrokeStyle(...))`.
    private static func stroke(_ call: ModifierCall, isBorder: Bool) throws -> ViewNode {
        try shape(call) { shape in
            var stroke = ShapeView.Stroke(style: try call.positional.first.map(call.style), lineWidth: try call.number("lineWidth") ?? 1, isBorder: isBorder)
            if case .record(let strokeStyle)? = call.arguments.value("style") {
                let geometry = ModifierArguments.strokeGeometry(strokeStyle)
                stroke.lineWidth = geometry.lineWidth
                stroke.lineCap = geometry.lineCap
                stroke.lineJoin = geometry.lineJoin
                stroke.dash = geometry.dash
            }
            // A stroked shape is no longer filled (iOS 17 allows both; fill set after keeps it).
            if shape.fill == nil { shape.isFilled = false }
            shape.stroke = stroke
        }
    }

    /// Changes the shape the modifier is called on; on anything else
    /// (`.fill` after `.frame`) SwiftUI would not compile, so it is noted.
    private static func shape(_ call: ModifierCall, _ change: (inout ShapeView) throws -> Void) throws -> ViewNode {
        if case .shape(var shape) = call.view {
            try change(&shape)
            return .shape(shape)
        }
        if case .modified(.shape(var shape), .effect(.rotation(let degrees, let anchor))) = call.view {
            // `Circle().trim(...).rotation(.degrees(-90)).stroke(...)`: a RotatedShape is still a
            // shape; turning it after painting draws the same.
            try change(&shape)
            return .modified(.shape(shape), .effect(.rotation(degrees: degrees, anchor: anchor)))
        }
        return call.note(.notDrawn)
    }

    private static func mapImage(_ view: ViewNode, _ change: (inout ImageContent) -> Void) -> ViewNode {
        switch view {
        case .image(var image):
            change(&image)
            return .image(image)
        case .modified(let inner, let modifier):
            return .modified(mapImage(inner, change), modifier)
        case .text, .textField, .shape, .color, .style, .stack, .spacer, .divider, .empty, .group, .geometryReader, .scrollView, .control, .placeholder:
            return view
        }
    }
}
