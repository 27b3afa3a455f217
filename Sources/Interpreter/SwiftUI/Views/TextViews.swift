import DesignModel

/// Text, images and the controls made of text.
enum TextViews {
    static let entries: [ViewEntry] = [
        ViewEntry("Text", .text) { call in
            if let verbatim = call.arguments.value("verbatim")?.asString { return .view(.text(TextContent(verbatim))) }
            guard let first = call.positional.first else { throw builtinError("Text needs a string") }
            // An AttributedString with attributes: its runs, each styled.
            if AttributedStrings.isAttributed(first), let runs = AttributedStrings.runs(first) { return .view(.text(TextContent(runs: runs))) }
            return .view(.text(TextContent(try call.text(first, format: call.arguments.value("format")))))
        },
        ViewEntry("Image", .image) { call in
            if let name = call.arguments.value("systemName")?.asString { return .view(.image(ImageContent(source: .systemSymbol(name)))) }
            if case .string(let name)? = call.positional.first ?? call.arguments.value("decorative") {
                return .view(.image(ImageContent(source: .asset(name))))
            }
            return .view(.image(ImageContent(source: .asset("image"))))
        },
        // Drawn as loaded: the guide's content closure gets a stand-in image,
        // so its `.resizable().aspectRatio(...)` give the picture its shape.
        ViewEntry("AsyncImage", .image) { call in
            let image = Value.view(.image(ImageContent(source: .asset("remote image"))))
            let closures = call.arguments.filter(\.isTrailingClosure)
            guard case .function(let content)? = call.arguments.value("content") ?? closures.first?.value else { return image }
            // `{ image in ... } placeholder: { ... }` gets the image; a lone
            // `{ phase in ... }` gets `.success(image)`.
            let hasPlaceholder = call.arguments.value("placeholder") != nil || closures.contains { $0.label == "placeholder" }
            let argument: Value = hasPlaceholder ? image
                : .enumCase(EnumCaseValue(typeName: "AsyncImagePhase", name: "success", payload: [Argument("image", image)]))
            return .view(try call.view(call.interpreter.call(content, [Argument(nil, argument)], at: call.frame.source.syntax, in: call.frame, mode: .builder)))
        },
        // Map tiles and video frames are content, like photos: a stand-in
        // that fills what it is offered (both are greedy in SwiftUI).
        ViewEntry("Map", .image) { _ in .view(.image(ImageContent(source: .asset("map"), isResizable: true))) },
        ViewEntry("VideoPlayer", .image) { _ in .view(.image(ImageContent(source: .asset("video"), isResizable: true))) },
        ViewEntry("Label", .text) { call in
            // `Label(configuration)` inside a guide's `LabelStyle`.
            if let configuration = ControlStyles.configuration(call.positional.first, of: .label) {
                let icon = try configuration["icon"].map(call.content) ?? .empty
                let title = try configuration["title"].map(call.content) ?? .empty
                return .view(.control(.label(LabelNode(title: title, icon: icon))))
            }
            let icon: ViewNode
            if let symbol = call.arguments.value("systemImage")?.asString {
                icon = .image(ImageContent(source: .systemSymbol(symbol)))
            } else if let iconContent = call.arguments.value("icon") {
                icon = try call.view(iconContent)
            } else if let image = call.arguments.value("image")?.asString {
                icon = .image(ImageContent(source: .asset(image)))
            } else {
                icon = .empty
            }
            let title: ViewNode
            if let first = call.positional.first {
                title = .text(TextContent(try call.text(first)))
            } else if let titleContent = call.arguments.value("title") ?? call.trailingClosure {
                title = try call.view(titleContent)
            } else {
                title = .empty
            }
            return .view(.control(.label(LabelNode(title: title, icon: icon))))
        },
        ViewEntry("TextField", .text, build: textField),
        ViewEntry("SecureField", .text, build: textField),
        ViewEntry("TextEditor", .text, build: textField),
    ]

    /// A field shows its text, or its prompt in the placeholder colour.
    private static func textField(_ call: ViewCall) throws -> Value {
        let current = call.arguments.value("text")?.asString ?? ""
        guard current.isEmpty else { return .view(.textField(TextContent(current), isPrompt: false)) }
        // `prompt: Text("...").foregroundColor(...)` is drawn as styled; else the title.
        if case .view(let prompt)? = call.arguments.value("prompt"), let runs = TextConcatenation.runs(prompt) {
            return .view(.textField(TextContent(runs: runs), isPrompt: true))
        }
        return .view(.textField(TextContent(call.positional.first?.asString ?? ""), isPrompt: true))
    }
}
