import DesignModel

/// The canvases a guide's components are drawn on, one per colour scheme,
/// and the scheme the guide is made for. A component is drawn in the
/// guide's scheme, and in the other one when that is where its picture
/// reads (white text meant for a dark screen, a view that reads
/// `colorScheme`): sitegen never leaves white text on a white canvas.
struct Canvases: Sendable {
    let light: RGBA
    let dark: RGBA
    let preferred: ColorScheme

    func color(for scheme: ColorScheme) -> RGBA { scheme == .dark ? dark : light }

    init(tokens: DesignTokens) {
        let summary = DesignSummary(tokens: tokens)
        let opaque = tokens.resolvedColors.compactMap { token -> (name: String, value: ColorValue)? in
            guard let value = token.value, value.light.alpha >= 1 else { return nil }
            return (token.name.lowercased(), value)
        }
        func isDark(_ color: RGBA) -> Bool { WCAG.luminance(color) < 0.4 }
        // The guide's own backgrounds, darkest and lightest, for the scheme its canvas is not made for.
        let backgrounds = opaque.filter { ["canvas", "background", "surface", "scrim"].contains(where: $0.name.contains) }.map(\.value.light)
        let darkest = (backgrounds.filter(isDark).min { WCAG.luminance($0) < WCAG.luminance($1) })
            ?? opaque.map(\.value.light).filter { WCAG.luminance($0) < 0.05 }.min { WCAG.luminance($0) < WCAG.luminance($1) }
        let lightest = backgrounds.filter { !isDark($0) }.max { WCAG.luminance($0) < WCAG.luminance($1) }
        if let canvas = summary.canvasToken?.value {
            let canvasIsDark = isDark(canvas.light)
            light = canvas.dark != nil ? canvas.light : canvasIsDark ? (lightest ?? .white) : canvas.light
            dark = canvas.dark ?? (canvasIsDark ? canvas.light : (darkest ?? .black))
            preferred = canvasIsDark ? .dark : .light
        } else {
            // No canvas token: the guide's text colours tell which scheme it is written for.
            let text = opaque.filter { ["text", "label", "foreground", "ink"].contains(where: $0.name.contains) }.map(\.value.light)
            let lightText = !text.isEmpty && text.filter { !isDark($0) }.count * 2 > text.count
            light = lightest ?? .white
            dark = darkest ?? .black
            preferred = lightText ? .dark : .light
        }
    }
}
