import DesignModel
import HTML
import TextShaping

/// The tokens one Swift code block declares, for the panel drawn above it.
struct BlockTokens {
    var colors: [ColorToken] = []
    var ramps: [ColorRamp] = []
    var palettes: [ColorPalette] = []
    var functions: [TokenFunction] = []
    var gradients: [GradientToken] = []
    var fonts: [FontToken] = []
    var fontHelpers: [FontHelper] = []

    var hasColors: Bool { !(colors.isEmpty && ramps.isEmpty && palettes.isEmpty && functions.isEmpty && gradients.isEmpty) }
    var hasFonts: Bool { !(fonts.isEmpty && fontHelpers.isEmpty) }

    /// Splits a guide's tokens by the code block (line range) that declares them.
    static func byBlock(_ tokens: DesignTokens, ranges: [(key: Int, lines: ClosedRange<Int>)]) -> [Int: BlockTokens] {
        var result: [Int: BlockTokens] = [:]
        func key(_ source: TokenSource) -> Int? {
            ranges.first { $0.lines.contains(source.location.line) }?.key
        }
        for token in tokens.colors { if let k = key(token.source) { result[k, default: .init()].colors.append(token) } }
        for ramp in tokens.ramps { if let k = key(ramp.source) { result[k, default: .init()].ramps.append(ramp) } }
        for palette in tokens.palettes { if let k = key(palette.source) { result[k, default: .init()].palettes.append(palette) } }
        for function in tokens.colorFunctions { if let k = key(function.source) { result[k, default: .init()].functions.append(function) } }
        for gradient in tokens.gradients { if let k = key(gradient.source) { result[k, default: .init()].gradients.append(gradient) } }
        for font in tokens.fonts { if let k = key(font.source) { result[k, default: .init()].fonts.append(font) } }
        for helper in tokens.fontHelpers { if let k = key(helper.source) { result[k, default: .init()].fontHelpers.append(helper) } }
        return result
    }
}

/// Colour swatches, grouped as in the source, with exact values and WCAG
/// contrast against the guide's backgrounds.
struct ColourPanel {
    var tokens: BlockTokens
    var summary: DesignSummary
    var id: String
    /// How a guide line is labelled ("line 12", "Colors.swift:12").
    var lineLabel: (Int) -> String = { "line \($0)" }
    /// The level of the panel's own headings: one below the guide's heading above it.
    var headingLevel = 4
    /// Each token's custom property in the guide's `tokens.css`.
    var cssProperties: [String: String] = [:]

    func render() -> HTMLNode {
        let backgrounds = summary.backgrounds
        // The matrix when the rows leave pairings out (surfaces, the other scheme's canvas).
        let showsMatrix = tokens.colors.contains { token in
            token.value != nil && summary.pairings.intendedBackgrounds(for: token).count < backgrounds.filter { $0.name != token.name }.count
        }
        return section(.class("token-panel colours"), .id(id), .aria("label", "Colour tokens")) {
            if !tokens.colors.isEmpty {
                p(.class("panel-note")) {
                    Plural.count(tokens.colors.count, "colour token")
                    if !backgrounds.isEmpty {
                        " · contrast of text and accent colours on the backgrounds of their scheme: "
                        for (index, background) in backgrounds.enumerated() {
                            if index > 0 { ", " }
                            code { background.name }
                        }
                        if showsMatrix { " (every pairing in the matrix below)" }
                    }
                    " · WCAG 2.x: AAA ≥ 7, AA ≥ 4.5, AA Large ≥ 3"
                }
            }
            for (group, members) in grouped(tokens.colors, by: \.source.group) {
                div(.class("token-group")) {
                    heading(headingLevel) { group ?? "Colours" }
                    table(.class("colour-table")) {
                        thead { tr { th { "Swatch" }; th { "Token" }; th { "Value" }; th { "Contrast as text" } } }
                        tbody { members.map { row($0) } }
                    }
                }
            }
            if showsMatrix { matrix(backgrounds) }
            for ramp in tokens.ramps { RampView(ramp: ramp, lineLabel: lineLabel, headingLevel: headingLevel).render() }
            for palette in tokens.palettes { paletteView(palette) }
            for gradient in tokens.gradients { gradientView(gradient) }
            for function in tokens.functions {
                div(.class("token-function"), .id("color-\(function.name)")) {
                    code { "static func \(function.signature)" }
                    " — shown by its signature: \(function.reason). "
                    sourceLink(function.source, lineLabel)
                }
            }
        }
    }

    private func row(_ token: ColorToken) -> HTMLNode {
        tr(.id("color-\(token.name)"), token.value == nil ? .class("unresolved") : nil) {
            td { Swatch.view(token.value) }
            td {
                code(.class("token-name")) { token.name }
                if let alias = token.alias { small(.class("alias")) { " → \(alias)" } }
                br()
                sourceLink(token.source, lineLabel)
                copyButtons(token)
            }
            td {
                if let value = token.value {
                    ColorText.values(value)
                    if let comment = token.comment, !comment.isEmpty { div(.class("comment")) { "// \(comment)" } }
                } else {
                    span(.class("problem")) { "unresolved: \(token.problem ?? "unknown")" }
                }
                if let problem = token.problem, token.value != nil { div(.class("problem")) { problem } }
            }
            td(.class("contrast-cell")) {
                if let value = token.value {
                    switch summary.pairings.role(of: token) {
                    case .background:
                        span(.class("contrast-role")) { "a background: text is measured on it" }
                    case .decoration:
                        span(.class("contrast-role")) { "a line or shade, not text" }
                    case .foreground:
                        for background in summary.pairings.intendedBackgrounds(for: token) {
                            if let backgroundValue = background.value {
                                ContrastChip.view(value, on: backgroundValue, backgroundName: background.name)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Copy the hex, the name, the Swift that names it (`Color.whoopCanvas`)
    /// and its CSS variable. Hidden until the script can copy.
    private func copyButtons(_ token: ColorToken) -> HTMLNode {
        // `extension ShapeStyle where Self == Color { static var brand }` is used as a Color.
        let owner = token.source.owner.map { $0 == "ShapeStyle" ? "Color" : $0 } ?? "Color"
        var copies: [(label: String, text: String)] = []
        if let value = token.value { copies.append(("Hex", value.light.hex)) }
        copies.append(("Name", token.name))
        copies.append(("Swift", "\(owner).\(token.name)"))
        if let property = cssProperties[token.name] { copies.append(("CSS", "var(\(property))")) }
        return div(.class("copy-row"), .flag("hidden")) {
            for copy in copies {
                button(.type("button"), .class("copy"), .data("copy", copy.text), .title(copy.text), .aria("label", "Copy \(copy.text)")) { copy.label }
            }
        }
    }

    /// Every colour of the block on every background, one click away.
    private func matrix(_ backgrounds: [ColorToken]) -> HTMLNode {
        details(.class("contrast-matrix")) {
            HTML.summary { "Every colour on every background (\(Plural.count(tokens.colors.count, "colour")) × \(backgrounds.count))" }
            div(.class("table-scroll"), .custom("tabindex", "0"), .role("region"), .aria("label", "Contrast matrix")) {
                table {
                    thead {
                        tr {
                            th(.custom("scope", "col")) { "Colour" }
                            for background in backgrounds { th(.custom("scope", "col")) { code { background.name } } }
                        }
                    }
                    tbody {
                        for token in tokens.colors {
                            if let value = token.value {
                                tr {
                                    th(.custom("scope", "row")) { code { token.name } }
                                    for background in backgrounds {
                                        if let backgroundValue = background.value, background.name != token.name {
                                            let verdict = ContrastChip.verdict(value, on: backgroundValue)
                                            td(.class("level-\(Slug.make(verdict.level.rawValue))")) { "\(verdict.ratio) \(verdict.level.rawValue)" }
                                        } else {
                                            td { "—" }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private func paletteView(_ palette: ColorPalette) -> HTMLNode {
        div(.class("token-palette"), .id("color-\(palette.name)")) {
            heading(headingLevel) { code { palette.name }; " palette" }
            div(.class("palette-swatches")) {
                for (index, color) in palette.colors.enumerated() {
                    figure(.class("palette-swatch")) {
                        Swatch.view(color)
                        figcaption {
                            code { palette.members[index] ?? "[\(index)]" }
                            br()
                            color.light.hex
                        }
                    }
                }
            }
            sourceLink(palette.source, lineLabel)
        }
    }

    private func gradientView(_ token: GradientToken) -> HTMLNode {
        div(.class("token-gradient"), .id("gradient-\(token.name)")) {
            heading(headingLevel) { code { token.name }; " gradient" }
            if let gradient = token.gradient {
                GradientStrip.view(gradient, id: "gradient-strip-\(token.name)")
                p(.class("gradient-stops")) {
                    for (index, stop) in gradient.gradient.stops.enumerated() {
                        if index > 0 { " → " }
                        code { stop.color.light.hex }
                        " at \(Int((stop.location * 100).rounded())) %"
                    }
                    " · from \(UnitPointName.describe(gradient.startPoint)) to \(UnitPointName.describe(gradient.endPoint))"
                }
            } else {
                p(.class("problem")) { "unresolved: \(token.problem ?? "unknown")" }
            }
            sourceLink(token.source, lineLabel)
        }
    }
}

/// A colour ramp evaluated from the guide's own function, drawn as a strip
/// from many samples, with a few sampled values.
struct RampView {
    var ramp: ColorRamp
    var lineLabel: (Int) -> String
    var headingLevel = 4

    func render() -> HTMLNode {
        let low = RGBA.trimmed(ramp.domain.lowerBound), high = RGBA.trimmed(ramp.domain.upperBound)
        let stride = max(ramp.samples.count / 10, 1)
        let shown = ramp.samples.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
        return div(.class("token-ramp"), .id("color-\(ramp.name)")) {
            heading(headingLevel) { code { "\(ramp.name)(\(ramp.parameter))" }; " ramp over \(low)…\(high)" }
            SVG.svg(width: 600, height: 28, viewBox: "0 0 600 28", .class("ramp-strip"), .custom("preserveAspectRatio", "none"), .role("img"),
                    .aria("label", "\(ramp.name) from \(low) to \(high)")) {
                SVG.defs {
                    SVG.linearGradient(id: "ramp-\(ramp.name)", x1: 0, y1: 0, x2: 1, y2: 0) {
                        for sample in ramp.samples {
                            SVG.stop(offset: (sample.input - ramp.domain.lowerBound) / (ramp.domain.upperBound - ramp.domain.lowerBound),
                                     color: sample.color.opaqueHex, opacity: sample.color.alpha)
                        }
                    }
                }
                SVG.rect(width: 600, height: 28, .custom("fill", "url(#ramp-\(ramp.name))"))
            }
            ol(.class("ramp-samples")) {
                for sample in shown {
                    li {
                        Swatch.view(ColorValue(sample.color))
                        span(.class("ramp-input")) { RGBA.trimmed(sample.input) }
                        code { sample.color.hex }
                    }
                }
            }
            sourceLink(ramp.source, lineLabel)
        }
    }
}

/// Type specimens at their true point size, in the face that stands in.
struct TypographyPanel {
    var tokens: BlockTokens
    var catalog: FontCatalog
    var id: String
    var lineLabel: (Int) -> String = { "line \($0)" }

    func render() -> HTMLNode {
        section(.class("token-panel typography"), .id(id), .aria("label", "Font tokens")) {
            p(.class("panel-note")) {
                Plural.count(tokens.fonts.count, "font token") + ", each at its true size (1 pt = 1 CSS px). "
                "Guides name fonts we may not redistribute; each specimen says which open face stands in."
            }
            let prefix = ContrastClaimReader.commonPrefix(tokens.fonts.map(\.name))
            for token in tokens.fonts {
                specimen(name: token.name, spec: token.spec, problem: token.problem, source: token.source,
                         sample: Self.sampleText(for: token.name, prefix: prefix))
            }
            for helper in tokens.fontHelpers {
                div(.class("font-helper")) {
                    code(.class("signature")) { "static func \(helper.name)\(helper.parameters) -> Font" }
                    if !helper.sampleCall.isEmpty { span(.class("sample-call")) { " · sample: "; code { ".\(helper.sampleCall)" } } }
                }
                specimen(name: helper.name, spec: helper.sample, problem: helper.problem, source: helper.source,
                         sample: "The quick brown fox 0123456789")
            }
        }
    }

    private func specimen(name: String, spec: FontSpec?, problem: String?, source: TokenSource, sample: String) -> HTMLNode {
        div(.class("specimen"), .id("font-\(name)")) {
            div(.class("specimen-meta")) {
                code(.class("token-name")) { name }
                if let spec {
                    span { " · \(Self.describe(spec))" }
                    if let face = catalog.face(for: spec) {
                        span(.class(FontCatalog.isExactFamily(spec) ? "stand-in exact" : "stand-in")) {
                            FontCatalog.isExactFamily(spec) ? " · drawn in \(face.displayName)" : " · shown in \(face.displayName) (stand-in for \(spec.familyName))"
                        }
                    }
                } else {
                    span(.class("problem")) { " · unresolved: \(problem ?? "unknown")" }
                }
                " "
                sourceLink(source, lineLabel)
            }
            if let spec {
                p(.class("specimen-text"), .style(FontCSS.style(for: spec, catalog: catalog))) { sample }
            }
        }
    }

    /// "DIN 2014 · ExtraBold 800 · 76 pt · tabular digits".
    static func describe(_ spec: FontSpec) -> String {
        var parts = [spec.familyName, "\(FontSpec.weightName(spec.weight)) \(spec.weight)", "\(RGBA.trimmed(spec.size)) pt"]
        if spec.italic { parts.append("italic") }
        if spec.monospacedDigit { parts.append("tabular digits") }
        if let style = spec.textStyle { parts.append("text style .\(style)") }
        if case .custom(let name) = spec.family { parts.append("\"\(name)\"") }
        return parts.joined(separator: " · ")
    }

    /// "Recovery Hero 0123456789" for `whoopRecoveryHero`.
    static func sampleText(for name: String, prefix: String) -> String {
        let words = ContrastClaimReader.words(of: String(name.dropFirst(prefix.count)))
        let label = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        return (label.isEmpty ? name : label) + " 0123456789"
    }
}

/// CSS for drawing a font spec with its stand-in face.
enum FontCSS {
    static func style(for spec: FontSpec, catalog: FontCatalog) -> String {
        let family = FontCatalog.standInFamily(for: spec)
        let fallback = spec.design == .monospaced ? "monospace" : spec.design == .serif ? "serif" : "sans-serif"
        var style = "font-family: \"\(family)\", \(fallback); font-size: \(RGBA.trimmed(spec.size))px; font-weight: \(spec.weight);"
        if spec.italic { style += " font-style: italic;" }
        if spec.monospacedDigit { style += " font-variant-numeric: tabular-nums;" }
        return style
    }
}

enum Swatch {
    /// A colour chip; split diagonally when the colour differs by scheme,
    /// over a checkerboard when it is translucent.
    static func view(_ value: ColorValue?) -> HTMLNode {
        guard let value else { return span(.class("swatch missing"), .aria("label", "unresolved")) { "?" } }
        if let dark = value.dark {
            return span(.class("swatch split"), .style("--light: \(value.light.hex); --dark: \(dark.hex)"),
                        .role("img"), .aria("label", "light \(value.light.hex), dark \(dark.hex)"))
        }
        return span(.class("swatch"), .style("--swatch: \(value.light.hex)"), .role("img"), .aria("label", value.light.hex))
    }
}

enum ColorText {
    /// Hex, rgb() and opacity, for one or both schemes.
    static func values(_ value: ColorValue) -> HTMLNode {
        .group {
            if let dark = value.dark {
                div(.data("scheme", "light")) { span(.class("scheme")) { "Light " }; single(value.light) }
                div(.data("scheme", "dark")) { span(.class("scheme")) { "Dark " }; single(dark) }
            } else {
                single(value.light)
            }
        }
    }

    private static func single(_ color: RGBA) -> HTMLNode {
        .group {
            code(.class("hex")) { color.hex }
            span(.class("rgb")) { " \(color.cssRGB)" }
            if color.alphaByte != 255 { span(.class("opacity")) { " · \(RGBA.trimmed(color.alpha * 100)) % opacity" } }
        }
    }
}

enum ContrastChip {
    /// The ratio as text ("4.52:1", "L 4.52:1 · D 7.10:1" for colours that
    /// change with the scheme) and the level of the weaker one.
    static func verdict(_ foreground: ColorValue, on background: ColorValue) -> (ratio: String, level: WCAG.Level) {
        let light = WCAG.contrastRatio(foreground.light, on: background.light)
        let schemeDependent = foreground.isSchemeDependent || background.isSchemeDependent
        let dark = schemeDependent ? WCAG.contrastRatio(foreground.resolved(for: .dark), on: background.resolved(for: .dark)) : nil
        let text = dark.map { "L \(WCAG.format(light)) · D \(WCAG.format($0))" } ?? WCAG.format(light)
        return (text, WCAG.level(for: min(light, dark ?? light)))
    }

    static func view(_ foreground: ColorValue, on background: ColorValue, backgroundName: String) -> HTMLNode {
        let verdict = verdict(foreground, on: background)
        return span(.class("contrast", "level-\(Slug.make(verdict.level.rawValue))"), .title("as text on \(backgroundName)")) {
            span(.class("on")) { backgroundName }
            " \(verdict.ratio) "
            strong { verdict.level.rawValue }
        }
    }
}

enum GradientStrip {
    static func view(_ gradient: LinearGradientValue, id: String) -> HTMLNode {
        SVG.svg(width: 600, height: 40, viewBox: "0 0 600 40", .class("gradient-strip"), .custom("preserveAspectRatio", "none"), .role("img")) {
            SVG.defs {
                SVG.linearGradient(id: id, x1: gradient.startPoint.x, y1: gradient.startPoint.y, x2: gradient.endPoint.x, y2: gradient.endPoint.y) {
                    for stop in gradient.gradient.stops {
                        SVG.stop(offset: stop.location, color: stop.color.light.opaqueHex, opacity: stop.color.light.alpha)
                    }
                }
            }
            SVG.rect(width: 600, height: 40, .custom("fill", "url(#\(id))"))
        }
    }
}

enum UnitPointName {
    static func describe(_ point: UnitPoint) -> String {
        UnitPoint.named.first { $0.value == point && $0.key != "zero" }.map { ".\($0.key)" } ?? "(\(RGBA.trimmed(point.x)), \(RGBA.trimmed(point.y)))"
    }
}

/// "line 12" (or "Colors.swift:12" for Swift sources): where the token is declared.
func sourceLink(_ source: TokenSource, _ lineLabel: (Int) -> String) -> HTMLNode {
    small(.class("source-line")) { lineLabel(source.location.line) }
}

/// Runs of consecutive items with the same key, in order.
func grouped<Item>(_ items: [Item], by key: (Item) -> String?) -> [(String?, [Item])] {
    var groups: [(String?, [Item])] = []
    for item in items {
        let itemKey = key(item)
        if let last = groups.last, last.0 == itemKey {
            groups[groups.count - 1].1.append(item)
        } else {
            groups.append((itemKey, [item]))
        }
    }
    return groups
}
