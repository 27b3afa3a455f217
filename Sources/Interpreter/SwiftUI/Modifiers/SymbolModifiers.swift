import DesignModel

/// How SF Symbols below are sized, named and coloured: environment values
/// that layout reads where it draws a symbol.
enum SymbolModifiers {
    static let entries: [ModifierEntry] = [
        ModifierEntry("imageScale", .environment) { call in
            guard let scale = call.positional.first?.caseName.flatMap(ImageScale.init(rawValue:)) else { return call.view }
            return call.modified(.environment(.symbols(.imageScale(scale))))
        },
        ModifierEntry("symbolVariant", .environment) { call in
            guard let variants = call.positional.first?.memberPath.flatMap(SymbolVariants.init(parts:)) else { return call.view }
            return call.modified(.environment(.symbols(.variant(variants))))
        },
        ModifierEntry("symbolRenderingMode", .environment) { call in
            guard let mode = call.positional.first?.caseName.flatMap(SymbolRenderingMode.init(rawValue:)) else { return call.view }
            return call.modified(.environment(.symbols(.renderingMode(mode))))
        },
        // `Image.renderingMode(.original)` draws a symbol in its own colours;
        // `.template` in the foreground style, as symbols are by default.
        ModifierEntry("renderingMode", .environment) { call in
            guard call.positional.first?.caseName == "original" else { return call.view }
            return call.modified(.environment(.symbols(.renderingMode(.multicolor))))
        },
    ]
}
