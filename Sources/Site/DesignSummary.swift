import DesignModel

/// What pages need to know about a guide's palette at a glance: its canvas,
/// the backgrounds text sits on, and its brand colours. Chosen by token
/// names and MARK groups, the way guides name them.
struct DesignSummary {
    let tokens: DesignTokens

    /// Tokens text is drawn on: names containing canvas, background or
    /// surface (opaque ones only; a translucent fill has no fixed colour).
    var backgrounds: [ColorToken] {
        let found = tokens.resolvedColors.filter { token in
            let name = token.name.lowercased()
            return (name.contains("canvas") || name.contains("background") || name.contains("surface"))
                && (token.value?.light.alpha ?? 0) >= 1 && (token.value?.dark?.alpha ?? 1) >= 1
        }
        if !found.isEmpty { return Array(found.prefix(8)) }
        // A guide without background tokens is still checked on white and black.
        let origin = TokenSource(location: .init(file: "", line: 0, column: 0), group: nil, declaration: "")
        return [ColorToken(name: "white", source: origin, value: .white), ColorToken(name: "black", source: origin, value: .black)]
    }

    /// The guide's main background: the first canvas token, else the first background.
    var canvas: ColorToken? {
        canvasToken ?? backgrounds.first
    }

    /// The guide's own canvas (or background) token, if it declares one.
    var canvasToken: ColorToken? {
        let resolved = tokens.resolvedColors
        return resolved.first { $0.name.lowercased().contains("canvas") && ($0.value?.light.alpha ?? 0) >= 1 }
            ?? resolved.first { $0.name.lowercased().contains("background") && ($0.value?.light.alpha ?? 0) >= 1 }
    }

    /// Brand colours: the tokens of a "Brand" group; else of the first group
    /// that holds no backgrounds or text; at most six.
    var brand: [ColorToken] {
        let resolved = tokens.resolvedColors.filter { ($0.value?.light.alpha ?? 0) >= 1 }
        let brandGroup = resolved.filter { ($0.source.group ?? "").lowercased().contains("brand") }
        if !brandGroup.isEmpty { return Array(brandGroup.prefix(6)) }
        let backgroundNames = Set(backgrounds.map(\.name))
        let candidates = resolved.filter { token in
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
