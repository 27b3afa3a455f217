import DesignModel

/// What pages need to know about a guide's palette at a glance: its canvas,
/// the backgrounds text sits on, and its brand colours. Chosen by token
/// names and MARK groups, the way guides name them; worked out once per
/// guide, as every colour panel of its page asks for the same answers.
struct DesignSummary {
    /// Tokens text is drawn on: names containing canvas, background or
    /// surface (opaque ones only; a translucent fill has no fixed colour).
    let backgrounds: [ColorToken]
    /// The guide's own canvas (or background) token, if it declares one.
    let canvasToken: ColorToken?
    /// Brand colours: the tokens of a "Brand" group; else of the first group
    /// that holds no backgrounds or text; at most six.
    let brand: [ColorToken]

    /// Which backgrounds each colour's contrast is shown on.
    let pairings: ContrastPairings

    /// The guide's main background: the first canvas token, else the first background.
    var canvas: ColorToken? { canvasToken ?? backgrounds.first }

    init(tokens: DesignTokens) {
        let resolved = tokens.resolvedColors
        backgrounds = Self.backgrounds(in: resolved)
        canvasToken = resolved.first { $0.name.lowercased().contains("canvas") && ($0.value?.light.alpha ?? 0) >= 1 }
            ?? resolved.first { $0.name.lowercased().contains("background") && ($0.value?.light.alpha ?? 0) >= 1 }
        brand = Self.brand(in: resolved, backgrounds: Set(backgrounds.map(\.name)))
        pairings = ContrastPairings(backgrounds: backgrounds, tokens: resolved)
    }

    private static func backgrounds(in resolved: [ColorToken]) -> [ColorToken] {
        let found = resolved.filter { token in
            let name = token.name.lowercased()
            return (name.contains("canvas") || name.contains("background") || name.contains("surface"))
                && (token.value?.light.alpha ?? 0) >= 1 && (token.value?.dark?.alpha ?? 1) >= 1
        }
        if !found.isEmpty { return Array(found.prefix(8)) }
        // A guide without background tokens is still checked on white and black.
        let origin = TokenSource(location: .init(file: "", line: 0, column: 0), group: nil, declaration: "")
        return [ColorToken(name: "white", source: origin, value: .white), ColorToken(name: "black", source: origin, value: .black)]
    }

    private static func brand(in resolved: [ColorToken], backgrounds backgroundNames: Set<String>) -> [ColorToken] {
        let opaque = resolved.filter { ($0.value?.light.alpha ?? 0) >= 1 }
        let brandGroup = opaque.filter { ($0.source.group ?? "").lowercased().contains("brand") }
        if !brandGroup.isEmpty { return Array(brandGroup.prefix(6)) }
        let candidates = opaque.filter { token in
            let name = token.name.lowercased()
            return !backgroundNames.contains(token.name) && !name.contains("text") && !name.contains("divider")
                && !name.contains("separator") && !name.contains("border")
        }
        if let firstGroup = candidates.first?.source.group {
            return Array(candidates.filter { $0.source.group == firstGroup }.prefix(6))
        }
        return Array(candidates.prefix(6))
    }
}
