import DesignModel

/// Views whose content comes from code: `ForEach`, `GeometryReader`,
/// `TimelineView` (and `Canvas`, in `CanvasDrawing`).
enum DynamicViews {
    static let entries: [ViewEntry] = [
        ViewEntry("ForEach", .container) { call in
            guard let data = call.positional.first ?? call.arguments.value("data"),
                  let body = call.trailingClosure ?? call.arguments.value("content") else {
                throw builtinError("ForEach needs data and content")
            }
            return .view(try forEach(data, body: body, call: call))
        },
        // Its content depends on the size it is given: kept for layout to ask for.
        ViewEntry("GeometryReader", .container) { call in
            guard case .function(let function)? = call.trailingClosure ?? call.arguments.value("content") else {
                throw builtinError("GeometryReader needs content")
            }
            let interpreter = call.interpreter
            let id = interpreter.sizedContent.register(
                .geometry(function: function, frame: call.frame, buttonPressed: interpreter.preview.buttonPressed,
                           place: interpreter.currentStatePlace, location: call.location),
                name: "GeometryReader")
            return .view(.geometryReader(id))
        },
        // Drawn for the first moment.
        ViewEntry("TimelineView", .container) { call in
            guard case .function(let function)? = call.trailingClosure else { return .view(.empty) }
            let context = Record("TimelineViewDefaultContext", ["date": .record(Record("Date"))])
            let frame = call.frame
            return .view(try call.view(call.interpreter.call(function, [Argument(nil, .record(context))], at: frame.source.syntax, in: frame, mode: .builder)))
        },
    ]

    /// A view for each element of `data` (`ForEach`, `List(data) { ... }`),
    /// each tagged with its identity.
    static func forEach(_ data: Value, body: Value, call: ViewCall) throws -> ViewNode {
        guard case .function(let function) = body else { throw builtinError("ForEach content must be a closure") }
        let interpreter = call.interpreter, frame = call.frame
        let items = try interpreter.iterate(data, at: frame.source.syntax, in: frame)
        var idPath: [String]?
        if case .keyPath(let path)? = call.arguments.value("id") { idPath = path.names }
        return .group(try items.map { item in
            let view = try call.view(interpreter.call(function, [Argument(nil, item)], at: frame.source.syntax, in: frame, mode: .builder))
            // Each view's identity is its tag unless it sets one (what a Picker's selection matches).
            guard let key = implicitTag(of: item, idPath: idPath) else { return view }
            return view.modified(.container(.tag(key)))
        })
    }

    /// The id `ForEach` gives an element: its `id:` key path, else an
    /// `Identifiable` element's stored `id`, else the element itself.
    private static func implicitTag(of item: Value, idPath: [String]?) -> String? {
        var value = item
        let path = idPath ?? {
            if case .instance(let instance) = item, instance.fields["id"] != nil { return ["id"] }
            return []
        }()
        for name in path where name != "self" {
            switch value {
            case .instance(let instance): guard let field = instance.fields[name] else { return nil }; value = field
            case .record(let record): guard let field = record[name] else { return nil }; value = field
            case .tuple(let items, let labels): guard let index = labels.firstIndex(of: name) else { return nil }; value = items[index]
            default: return nil
            }
        }
        return TagKey.key(value)
    }
}
