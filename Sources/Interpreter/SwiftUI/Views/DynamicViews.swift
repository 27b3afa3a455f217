import DesignModel

/// Views whose content comes from code: `ForEach`, `GeometryReader`,
/// `TimelineView`, `Canvas`.
enum DynamicViews {
    static let entries: [ViewEntry] = [
        ViewEntry("ForEach", .container) { call in
            guard let data = call.positional.first ?? call.arguments.value("data"),
                  let body = call.trailingClosure ?? call.arguments.value("content") else {
                throw builtinError("ForEach needs data and content")
            }
            guard case .function(let function) = body else { throw builtinError("ForEach content must be a closure") }
            let interpreter = call.interpreter, frame = call.frame
            let items = try interpreter.iterate(data, at: frame.source.syntax, in: frame)
            return .view(.group(try items.map { item in
                try call.view(interpreter.call(function, [Argument(nil, item)], at: frame.source.syntax, in: frame, mode: .builder))
            }))
        },
        // Its content depends on the size it is given: kept for layout to ask for.
        ViewEntry("GeometryReader", .container) { call in
            guard case .function(let function)? = call.trailingClosure ?? call.arguments.value("content") else {
                throw builtinError("GeometryReader needs content")
            }
            let interpreter = call.interpreter
            let id = interpreter.sizedContent.register(
                .geometry(function: function, frame: call.frame, buttonPressed: interpreter.preview.buttonPressed, location: call.location),
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
        ViewEntry("Canvas", .notDrawn) { call in
            call.interpreter.preview.issues.note("Canvas", .notDrawn, at: call.location)
            return .view(.placeholder(Placeholder(label: "Canvas drawing")))
        },
    ]
}
