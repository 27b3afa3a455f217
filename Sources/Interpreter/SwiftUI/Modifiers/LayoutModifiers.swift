import DesignModel

/// Size and place: frames, padding, offsets, layers sized to the view.
enum LayoutModifiers {
    static let entries: [ModifierEntry] = [
        ModifierEntry("padding", .layout) { call in call.modified(.layout(.padding(try ModifierArguments.insets(call.arguments)))) },
        ModifierEntry("frame", .layout) { call in
            call.modified(.layout(.frame(FrameSpec(
                width: try call.number("width"), height: try call.number("height"),
                minWidth: try call.number("minWidth"), idealWidth: try call.number("idealWidth"), maxWidth: try call.number("maxWidth"),
                minHeight: try call.number("minHeight"), idealHeight: try call.number("idealHeight"), maxHeight: try call.number("maxHeight"),
                alignment: try call.alignment()))))
        },
        ModifierEntry("offset", .layout) { call in
            if case .record(let size)? = call.positional.first {
                return call.modified(.layout(.offset(x: size["width"]?.asDouble ?? 0, y: size["height"]?.asDouble ?? 0)))
            }
            return call.modified(.layout(.offset(x: try call.number("x") ?? 0, y: try call.number("y") ?? 0)))
        },
        ModifierEntry("position", .layout) { call in
            if case .record(let point)? = call.positional.first {
                return call.modified(.layout(.position(x: point["x"]?.asDouble, y: point["y"]?.asDouble)))
            }
            return call.modified(.layout(.position(x: try call.number("x"), y: try call.number("y"))))
        },
        ModifierEntry("fixedSize", .layout) { call in
            if call.arguments.isEmpty { return call.modified(.layout(.fixedSize(horizontal: true, vertical: true))) }
            return call.modified(.layout(.fixedSize(horizontal: call.arguments.value("horizontal")?.asBool ?? false,
                                                    vertical: call.arguments.value("vertical")?.asBool ?? false)))
        },
        ModifierEntry("aspectRatio", .layout) { call in
            var ratio: Double?
            if let first = call.positional.first {
                if case .record(let size) = first, let w = size["width"]?.asDouble, let h = size["height"]?.asDouble, h != 0 { ratio = w / h } else { ratio = first.asDouble }
            }
            return call.modified(.layout(.aspectRatio(ratio, fill: call.arguments.value("contentMode")?.caseName == "fill")))
        },
        ModifierEntry("scaledToFit", .layout) { call in call.modified(.layout(.aspectRatio(nil, fill: false))) },
        ModifierEntry("scaledToFill", .layout) { call in call.modified(.layout(.aspectRatio(nil, fill: true))) },
        ModifierEntry("layoutPriority", .layout) { call in call.modified(.layout(.layoutPriority(try call.number(nil) ?? 0))) },
        ModifierEntry("zIndex", .layout) { call in call.modified(.layout(.zIndex(try call.number(nil) ?? 0))) },
        // Insets the content like padding (on a screen, beyond the safe area it already keeps).
        ModifierEntry("safeAreaPadding", .layout) { call in call.modified(.layout(.padding(try ModifierArguments.insets(call.arguments)))) },
        // Sized against its container, the screen: `count`/`span`/`spacing`, or the closure's length.
        ModifierEntry("containerRelativeFrame", .layout) { call in try containerRelativeFrame(call) },
        ModifierEntry("background", .layout) { call in
            var layer = try ModifierArguments.layer(call, isBackground: true)
            // `background(_ style: some ShapeStyle, ignoresSafeAreaEdges: .all)`: a colour, gradient or
            // material behind a view runs on under the safe areas the view touches (a view layer does not).
            if ModifierArguments.isShapeStyleLayer(call) {
                let (top, bottom) = safeAreaEdges(call.arguments.value("ignoresSafeAreaEdges"))
                if top || bottom { layer = layer.modified(.layout(.extendsIntoSafeArea(top: top, bottom: bottom))) }
            }
            return call.modified(.layout(.background(layer, alignment: try call.alignment())))
        },
        ModifierEntry("overlay", .layout) { call in
            call.modified(.layout(.overlay(try ModifierArguments.layer(call, isBackground: false), alignment: try call.alignment())))
        },
        ModifierEntry("border", .layout) { call in
            guard let first = call.positional.first else { return call.view }
            let border = ViewNode.shape(ShapeView(shape: .rectangle, isFilled: false,
                                                  stroke: .init(style: try call.style(first), lineWidth: try call.number("width") ?? 1, isBorder: true)))
            return call.modified(.layout(.overlay(border, alignment: .center)))
        },
        // `ignoresSafeArea(_ regions: = .all, edges: = .all)`: the edges are the labelled set.
        ModifierEntry("ignoresSafeArea", .layout) { call in
            try ignoresSafeArea(call, edges: call.arguments.value("edges"))
        },
        // `edgesIgnoringSafeArea(_ edges:)`: the edges come first.
        ModifierEntry("edgesIgnoringSafeArea", .layout) { call in
            try ignoresSafeArea(call, edges: call.positional.first)
        },
        // At the top or bottom: the view is laid out in what is left, and
        // what it draws past its safe area runs on under the inset. At the
        // leading or trailing edge: drawn there, like an overlay.
        ModifierEntry("safeAreaInset", .layout) { call in
            guard let inset = call.trailingClosure ?? call.arguments.value("content") else { return call.view }
            let content = try call.content(inset)
            switch call.arguments.value("edge")?.caseName ?? "bottom" {
            case "top": return call.modified(.layout(.safeAreaInset(edge: .top, spacing: try call.number("spacing") ?? 0, content: content)))
            case "bottom": return call.modified(.layout(.safeAreaInset(edge: .bottom, spacing: try call.number("spacing") ?? 0, content: content)))
            case "leading": return call.modified(.layout(.overlay(content, alignment: .leading)))
            default: return call.modified(.layout(.overlay(content, alignment: .trailing)))
            }
        },
    ]

    /// Which vertical edges an `Edge.Set` names (`.all`, `.top`, `[.bottom, .horizontal]`).
    private static func ignoresSafeArea(_ call: ModifierCall, edges: Value?) throws -> ViewNode {
        let (top, bottom) = safeAreaEdges(edges)
        guard top || bottom else { return call.view }
        return call.modified(.layout(.ignoresSafeArea(top: top, bottom: bottom)))
    }

    /// Which vertical safe areas an `Edge.Set` names (nil: all of them, SwiftUI's default).
    private static func safeAreaEdges(_ edges: Value?) -> (top: Bool, bottom: Bool) {
        var (top, bottom) = (edges == nil, edges == nil)
        func add(_ value: Value) {
            switch value.caseName {
            case "all"?, "vertical"?: (top, bottom) = (true, true)
            case "top"?: top = true
            case "bottom"?: bottom = true
            default: if case .array(let items) = value { items.forEach(add) }
            }
        }
        if let edges { add(edges) }
        return (top, bottom)
    }

    /// `containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 8)` or
    /// `containerRelativeFrame(.horizontal) { length, axis in length * 0.8 }`:
    /// the container is the screen (a scroll view or the window).
    private static func containerRelativeFrame(_ call: ModifierCall) throws -> ViewNode {
        let screen = call.interpreter.preview.screen
        var axes: Set<String> = []
        func add(_ value: Value) {
            switch value.caseName {
            case "horizontal"?: axes.insert("horizontal")
            case "vertical"?: axes.insert("vertical")
            default: if case .array(let items) = value { items.forEach(add) }
            }
        }
        if let first = call.positional.first { add(first) }
        func length(_ axis: String, _ container: Double) throws -> Double? {
            guard axes.contains(axis) else { return nil }
            if case .function(let closure)? = call.trailingClosure {
                let axisValue = Value.implicitMember(name: axis, arguments: nil)
                return try call.interpreter.call(closure, [Argument(nil, .double(container)), Argument(nil, axisValue)],
                                                 at: call.frame.source.syntax, in: call.frame).asDouble
            }
            let count = max(try call.number("count") ?? 1, 1), span = try call.number("span") ?? 1, spacing = try call.number("spacing") ?? 0
            return (container - spacing * (count - 1)) / count * span + spacing * (span - 1)
        }
        return call.modified(.layout(.frame(FrameSpec(width: try length("horizontal", screen.width), height: try length("vertical", screen.height),
                                                      alignment: try call.alignment()))))
    }
}
