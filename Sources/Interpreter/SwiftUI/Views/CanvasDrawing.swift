import DesignModel
import Diagnostics
import Foundation

/// `Canvas { context, size in ... }`: like a GeometryReader, its drawing
/// depends on the size layout gives it, so the renderer closure is kept as
/// sized content and run for each size asked for (layout never runs
/// Swift). It runs with a `GraphicsContext` record whose methods
/// (`fill`, `stroke`, `draw`, `translateBy`, `scaleBy`, `rotate`,
/// `drawLayer`) append what they draw to the context's drawing; the
/// drawing becomes shapes and views placed in the canvas's coordinates.
/// `context.opacity` applies to what is drawn after it is set.
/// (`Circle().path(in: rect)`, which canvas code draws with, is `ShapePaths`.)
enum CanvasDrawing {
    static let typeName = "GraphicsContext"
    private static let drawingKey = "_drawing"
    private static let transformKey = "_transform"
    private static let itemsKey = "items"
    private static let identity: [Double] = [1, 0, 0, 1, 0, 0]

    static let entry = ViewEntry("Canvas", .shape) { call in
        guard case .function(let renderer)? = call.arguments.value("renderer") ?? call.trailingClosure else {
            throw builtinError("Canvas needs a renderer closure")
        }
        let interpreter = call.interpreter, frame = call.frame
        let draw = BuiltinFunction { [unowned interpreter] arguments in
            guard case .record(let proxy)? = arguments.first?.value, case .record(let sizeRecord)? = proxy["size"] else { return .view(.empty) }
            let size = Size(width: sizeRecord["width"]?.asDouble ?? 0, height: sizeRecord["height"]?.asDouble ?? 0)
            let drawing = Record("GraphicsContext.Drawing", [
                itemsKey: .array([]), "width": .double(size.width), "height": .double(size.height),
            ], isReference: true)
            let context = Record(typeName, [
                "opacity": .double(1), "blendMode": .implicitMember(name: "normal", arguments: nil),
                drawingKey: .record(drawing), transformKey: .array(identity.map(Value.double)),
            ])
            _ = try interpreter.call(renderer, [Argument(nil, .record(context)), Argument(nil, .record(sizeRecord))], at: frame.source.syntax, in: frame)
            guard case .array(let items)? = drawing[itemsKey] else { return .view(.empty) }
            let views = items.compactMap { item -> ViewNode? in
                if case .view(let view) = item { return view }
                return nil
            }
            return .view(ViewNode.stack(StackNode(kind: .depth, alignment: .topLeading, spacing: nil, children: views))
                .modified(.layout(.frame(FrameSpec(width: size.width, height: size.height, alignment: .topLeading)))))
        }
        let id = interpreter.sizedContent.register(
            .geometry(function: .builtin(name: "Canvas", draw), frame: frame, buttonPressed: interpreter.preview.buttonPressed,
                      place: nil, location: call.location),
            name: "Canvas")
        return .view(.geometryReader(id))
    }

    static let contextMethods: Set<String> = [
        "fill", "stroke", "draw", "translateBy", "scaleBy", "rotate", "drawLayer", "resolve", "clip", "clipToLayer",
        "addFilter", "concatenate", "resolveSymbol", "withCGContext",
    ]

    static func hasMethod(_ name: String, on value: Value) -> Bool {
        if case .record(let record) = value, record.typeName == typeName { return contextMethods.contains(name) }
        return false
    }

    static func method(_ name: String, on base: Value, _ arguments: [Argument], interpreter: Interpreter, in frame: Frame, at location: FileLocation) throws -> Value? {
        guard case .record(let context) = base, context.typeName == typeName, contextMethods.contains(name),
              case .record(let drawing)? = context[drawingKey] else { return nil }
        let transform = (context[transformKey].flatMap { value -> [Double]? in
            guard case .array(let items) = value else { return nil }
            return items.compactMap(\.asDouble)
        }).flatMap { $0.count == 6 ? $0 : nil } ?? identity
        let size = Size(width: drawing["width"]?.asDouble ?? 0, height: drawing["height"]?.asDouble ?? 0)
        func append(_ view: ViewNode) throws {
            try interpreter.countView(at: location)
            var view = view
            if let opacity = context["opacity"]?.asDouble, opacity < 1 { view = view.modified(.effect(.opacity(max(opacity, 0)))) }
            guard case .array(var items)? = drawing[itemsKey] else { return }
            drawing.storage.fields[itemsKey] = nil
            items.append(.view(interpreter.modelNode(view, at: location)))
            drawing.storage.fields[itemsKey] = .array(items)
        }
        func setTransform(_ matrix: [Double]) {
            // Changes this context (and copies that share it; see the report).
            context.storage.fields[transformKey] = .array(matrix.map(Value.double))
        }
        let canvasFrame = LayoutModifier.frame(FrameSpec(width: size.width, height: size.height, alignment: .topLeading))
        switch name {
        case "fill", "stroke":
            guard let data = try pathData(arguments.positional.first, interpreter: interpreter, in: frame) else {
                throw builtinError("\(name) needs a Path")
            }
            let path = transformed(data, transform)
            let style = try shading(arguments.value("with"), size: size, transform: transform, interpreter: interpreter, in: frame)
            var shape = ShapeView(shape: .path(.fixed(path)))
            if name == "fill" {
                shape.fill = style
            } else {
                var stroke = ShapeView.Stroke(style: style, lineWidth: try arguments.number("lineWidth") ?? 1)
                if case .record(let strokeStyle)? = arguments.value("style") {
                    stroke.lineWidth = strokeStyle["lineWidth"]?.asDouble ?? 1
                    stroke.lineCap = LineCap(rawValue: strokeStyle["lineCap"]?.caseName ?? "butt") ?? .butt
                    stroke.lineJoin = LineJoin(rawValue: strokeStyle["lineJoin"]?.caseName ?? "miter") ?? .miter
                    if case .array(let dash)? = strokeStyle["dash"] { stroke.dash = dash.compactMap(\.asDouble) }
                }
                stroke.lineWidth *= scale(of: transform)
                shape.isFilled = false
                shape.stroke = stroke
            }
            try append(ViewNode.shape(shape).modified(.layout(canvasFrame)))
        case "draw":
            guard let drawn = arguments.positional.first else { throw builtinError("draw needs a Text or an Image") }
            var view = try interpreter.viewNode(drawn, at: frame.source.syntax, in: frame)
            let center: Point
            if case .record(let rect)? = arguments.value("in") {
                let bounds = PathBuilding.rect(rect)
                view = view.modified(.layout(.frame(FrameSpec(width: bounds.width, height: bounds.height))))
                center = apply(transform, Point(x: bounds.midX, y: bounds.midY))
            } else if let (x, y) = arguments.value("at")?.pointCoordinates {
                // Placed by its centre (the default anchor).
                center = apply(transform, Point(x: x, y: y))
            } else {
                center = apply(transform, Point(x: 0, y: 0))
            }
            try append(view.modified(.layout(.position(x: center.x, y: center.y))).modified(.layout(canvasFrame)))
        case "translateBy":
            let x = try arguments.number("x") ?? 0, y = try arguments.number("y") ?? 0
            var m = transform
            m[4] += m[0] * x + m[2] * y
            m[5] += m[1] * x + m[3] * y
            setTransform(m)
        case "scaleBy":
            let x = try arguments.number("x") ?? 1, y = try arguments.number("y") ?? 1
            setTransform([transform[0] * x, transform[1] * x, transform[2] * y, transform[3] * y, transform[4], transform[5]])
        case "rotate":
            let angle = try ModifierArguments.degrees(arguments.value("by")) * .pi / 180
            let (c, s) = (cos(angle), sin(angle)), m = transform
            setTransform([m[0] * c + m[2] * s, m[1] * c + m[3] * s, -m[0] * s + m[2] * c, -m[1] * s + m[3] * c, m[4], m[5]])
        case "drawLayer":
            guard let body = arguments.first(where: \.isTrailingClosure)?.value ?? arguments.positional.last else { return .void }
            // A copy: what the layer changes stays in the layer.
            let layer = Record(typeName, context.storage.fields)
            _ = try interpreter.callFunction(body, [.record(layer)], in: frame)
        case "resolve":
            return arguments.positional.first ?? .void
        case "resolveSymbol":
            return .none
        default:
            // Clipping, filters and Core Graphics drawing.
            interpreter.preview.issues.note("GraphicsContext.\(name)", .notDrawn, at: location)
        }
        return .void
    }

    /// A `Path` record, or a path shape used as a view.
    private static func pathData(_ value: Value?, interpreter: Interpreter, in frame: Frame) throws -> PathData? {
        switch value {
        case .record(let record)? where record.typeName == "Path":
            return PathData(PathBuilding.elements(of: record))
        case .view(let node)?:
            guard case .shape(let shape) = node.unmodified, case .path(.fixed(let data)) = shape.shape else { return nil }
            return data
        default:
            return nil
        }
    }

    /// `GraphicsContext.Shading`: `.color(...)`, `.linearGradient(...)`,
    /// `.radialGradient(...)`, `.conicGradient(...)`, `.style(...)`, or a colour.
    /// Gradient points are canvas coordinates; the shapes fill the canvas,
    /// so they become unit points of its size.
    private static func shading(_ value: Value?, size: Size, transform: [Double], interpreter: Interpreter, in frame: Frame) throws -> ShapeStyleValue {
        guard let value else { return .foreground }
        guard case .implicitMember(let name, let arguments?) = value else { return try interpreter.shapeStyle(value, in: frame) }
        func unit(_ label: String, _ fallback: Point) -> UnitPoint {
            let given = arguments.value(label)?.pointCoordinates.map { Point(x: $0.x, y: $0.y) } ?? fallback
            let point = apply(transform, given)
            return UnitPoint(x: size.width > 0 ? point.x / size.width : 0, y: size.height > 0 ? point.y / size.height : 0)
        }
        func gradient() throws -> Gradient {
            guard let first = arguments.first?.value else { throw builtinError("\(name) needs a Gradient") }
            let stops = try GradientBuiltins.stops([Argument("gradient", first)], interpreter: interpreter, in: frame)
            guard !stops.isEmpty else { throw builtinError("\(name) needs colours") }
            return Gradient(stops: stops)
        }
        switch name {
        case "color", "style":
            guard let first = arguments.first?.value else { return .foreground }
            return try interpreter.shapeStyle(first, in: frame)
        case "linearGradient":
            return .linearGradient(LinearGradientValue(gradient: try gradient(), startPoint: unit("startPoint", Point(x: 0, y: 0)),
                                                       endPoint: unit("endPoint", Point(x: size.width, y: size.height))))
        case "radialGradient":
            let factor = scale(of: transform)
            return .radialGradient(RadialGradientValue(gradient: try gradient(), center: unit("center", Point(x: size.width / 2, y: size.height / 2)),
                                                       startRadius: (try arguments.number("startRadius") ?? 0) * factor,
                                                       endRadius: (try arguments.number("endRadius") ?? 100) * factor))
        case "conicGradient":
            let start = try ModifierArguments.degrees(arguments.value("angle"))
            return .angularGradient(AngularGradientValue(gradient: try gradient(), center: unit("center", Point(x: size.width / 2, y: size.height / 2)),
                                                         startAngle: start, endAngle: start + 360))
        default:
            return try interpreter.shapeStyle(value, in: frame)
        }
    }

    // MARK: - Affine transforms ([a, b, c, d, tx, ty]: x' = a·x + c·y + tx, y' = b·x + d·y + ty)

    private static func apply(_ m: [Double], _ point: Point) -> Point {
        Point(x: m[0] * point.x + m[2] * point.y + m[4], y: m[1] * point.x + m[3] * point.y + m[5])
    }

    /// How much the transform scales lengths (exact for rotations and uniform scales).
    private static func scale(of m: [Double]) -> Double {
        abs(m[0] * m[3] - m[1] * m[2]).squareRoot()
    }

    private static func transformed(_ data: PathData, _ m: [Double]) -> PathData {
        guard m != identity else { return data }
        let mirrored = m[0] * m[3] - m[1] * m[2] < 0
        return PathData(data.elements.map { element in
            switch element {
            case .move(let point): return .move(apply(m, point))
            case .line(let point): return .line(apply(m, point))
            case .quadCurve(let to, let control): return .quadCurve(to: apply(m, to), control: apply(m, control))
            case .curve(let to, let c1, let c2): return .curve(to: apply(m, to), control1: apply(m, c1), control2: apply(m, c2))
            case .arc(let to, let radius, let largeArc, let clockwise):
                return .arc(to: apply(m, to), radius: radius * scale(of: m), largeArc: largeArc, clockwise: mirrored ? !clockwise : clockwise)
            case .close: return .close
            }
        })
    }
}
